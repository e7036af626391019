/**
 * Galleries for designers: every story of a component side by side, each in its own small frame
 * showing the story exactly as its own page does (play function included, so open menus and
 * dialogs appear open), in the language chosen in the toolbar.
 *
 * The stories are looked up in Storybook's own index (index.json, served in development and
 * written by `storybook build`), so a gallery never goes stale and never imports story files
 * (which the test runner turns into tests). A gallery only repeats its stories, so it carries
 * the `!test` tag: the story tests and the visual check cover the stories themselves.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useState } from 'react';
import styled from 'styled-components';
import { isLocale } from '../i18n/locales';

/** The size a story is rendered at in its frame, and how much the frame is scaled down. */
export interface FrameSize {
  width: number;
  height: number;
  scale: number;
}

/** One story of Storybook's index. */
export interface GalleryEntry {
  id: string;
  name: string;
  title: string;
  type: string;
}

/** Loads Storybook's index of stories (a Storybook loader: the result is `loaded.storyIndex`). */
export async function loadStoryIndex(): Promise<{ storyIndex: GalleryEntry[] }> {
  const response = await fetch(new URL('index.json', document.baseURI));
  const index = (await response.json()) as { entries: Record<string, GalleryEntry> };
  return { storyIndex: Object.values(index.entries) };
}

/** The stories of one component (its stories file's title), in the index's order. */
export function storiesTitled(index: GalleryEntry[], title: string): GalleryEntry[] {
  return index.filter((entry) => entry.type === 'story' && entry.title === title);
}

const Grid = styled.div<{ $cell: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $cell }) => $cell}px, 1fr));
  gap: 24px;
  padding: 24px;
`;

const Cell = styled.figure`
  margin: 0;
  display: grid;
  gap: 8px;
  align-content: start;
`;

const Caption = styled.figcaption`
  font: 600 13px/1.4 ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

const Window = styled.div<{ $size: FrameSize }>`
  width: ${({ $size }) => $size.width * $size.scale}px;
  height: ${({ $size }) => $size.height * $size.scale}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Frame = styled.iframe<{ $size: FrameSize }>`
  width: ${({ $size }) => $size.width}px;
  height: ${({ $size }) => $size.height}px;
  border: 0;
  transform: scale(${({ $size }) => $size.scale});
  transform-origin: 0 0;
`;

/**
 * How long a frame gets to run its play function before the next frame starts. Play functions
 * that open menus use the keyboard focus, which only one frame can hold: frames that played at
 * the same time would take it from each other.
 */
const playTime = 1500;

/** The frames of a gallery: one per story, named after it, started one after another. */
export function Gallery({
  entries,
  size,
  locale,
}: {
  entries: GalleryEntry[];
  size: FrameSize;
  locale: string;
}) {
  const [started, setStarted] = useState(1);
  const startNext = (index: number) =>
    window.setTimeout(() => setStarted((count) => Math.max(count, index + 2)), playTime);
  return (
    <Grid $cell={size.width * size.scale}>
      {entries.map(({ id, name }, index) => (
        <Cell key={id}>
          <Window $size={size}>
            {index < started ? (
              <Frame
                $size={size}
                title={name}
                onLoad={() => startNext(index)}
                src={`iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`}
              />
            ) : null}
          </Window>
          <Caption>{name}</Caption>
        </Cell>
      ))}
    </Grid>
  );
}

/**
 * The gallery story of one component: all stories titled `title` side by side in frames of
 * `size`, in the toolbar's language. Its play function checks there is one named frame per story.
 * The meta must load the index: `loaders: [loadStoryIndex]`.
 */
export function galleryStory(title: string, size: FrameSize): StoryObj<Meta> {
  return {
    render: (_args, { globals, loaded }) => (
      <Gallery
        entries={storiesTitled(loaded.storyIndex as GalleryEntry[], title)}
        size={size}
        locale={isLocale(globals.locale) ? globals.locale : 'en'}
      />
    ),
    play: async ({ canvasElement, loaded }) => {
      const entries = storiesTitled(loaded.storyIndex as GalleryEntry[], title);
      await expect(entries.length).toBeGreaterThan(0);
      const canvas = within(canvasElement);
      await expect(canvas.getAllByRole('figure').map((figure) => figure.textContent)).toEqual(
        entries.map((entry) => entry.name),
      );
      // The first frame starts at once; the others follow it one by one.
      await expect(canvas.getByTitle(entries[0]!.name)).toBeInTheDocument();
    },
  };
}
