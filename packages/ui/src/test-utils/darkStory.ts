import { expect, waitFor } from 'storybook/test';

/**
 * A dark variant of a story: the same render and play in the dark theme (Storybook's preview reads
 * `globals.theme`), checked to be dark; axe checks its contrast like every story's.
 */
export function darkVariant<
  S extends { play?: (context: never) => unknown; globals?: Record<string, unknown> },
>(story: S): S {
  const play = story.play as ((context: unknown) => Promise<void> | void) | undefined;
  return {
    ...story,
    globals: { ...story.globals, theme: 'dark' },
    play: async (context: unknown) => {
      await waitFor(() => expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(13, 17, 23)'));
      await play?.(context);
    },
  } as S;
}
