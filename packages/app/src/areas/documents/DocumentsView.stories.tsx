import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, collapsed, withAppProviders } from '../../test-utils/appStories';
import { DocumentsView, type DocumentsViewProps } from './DocumentsView';
import { fixtureDocument, fixtureDocuments, fixtureVersion, storyFileHref } from './fixtures';
import type { DocumentsUrlState } from './urlState';
import { listFixture } from '../../test-utils/listState';

const empty: DocumentsUrlState = { q: '', types: [], expiry: [], vehicle: null, doc: null };

/** The view with its filters kept in the story, as the page keeps them in the address. */
function DocumentsScreen(props: DocumentsViewProps) {
  const [state, setState] = useState(props.state);
  return (
    <DocumentsView
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const rows = fixtureDocuments(12);

const meta = {
  title: 'App/Pages/Documents',
  component: DocumentsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/documents' },
  render: (args) => <DocumentsScreen {...args} />,
  args: {
    title: 'Documents',
    state: empty,
    onStateChange: fn(),
    list: listFixture(rows, { total: 12 }),
    selected: null,
    onUpload: fn(),
    onNewVersion: fn(),
    onConfirmRenewal: fn(),
    fileHref: storyFileHref,
  },
} satisfies Meta<typeof DocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client's documents, a policy chosen: its renewal proposal, versions; a photo previews as a picture. */
export const Full: Story = {
  args: {
    selected: rows[0]!,
    versions: [fixtureVersion(0, 2), fixtureVersion(0, 1)],
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.documents.count', { count: 12 }))),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: appTextOf(globals, 'app.documents.list.label') });
    await expect(within(list).getAllByRole('button')).toHaveLength(12);
    const preview = canvas.getByRole('region', { name: appTextOf(globals, 'app.documents.preview.label') });
    await expect(within(preview).getByRole('heading', { name: rows[0]!.title })).toBeVisible();
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(preview).getByRole('button', { name: appTextOf(globals, 'app.documents.proposal.confirm') }),
    );
    await expect(args.onConfirmRenewal).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(within(list).getByRole('button', { name: new RegExp(rows[4]!.title) }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...empty, doc: rows[4]!.id });
  },
};

/** A photo in the preview: the web-sized picture, named for screen readers. */
export const PhotoPreview: Story = {
  args: { selected: fixtureDocument(4) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: appTextOf(globals, 'app.documents.preview.image', { title: fixtureDocument(4).title }),
      }),
    ).toBeVisible();
  },
};

/** A PDF whose text reading was stopped at its memory limit (a PDF bomb): the preview says a search does not find it by its words. */
export const UnreadText: Story = {
  args: {
    selected: { ...rows[0]!, current: { ...rows[0]!.current, textStatus: 'too_large' } },
  },
  play: async ({ canvasElement, globals }) => {
    const preview = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.documents.preview.label'),
    });
    await expect(within(preview).getByText(appTextOf(globals, 'app.documents.text.unread'))).toBeVisible();
    await expect(within(preview).queryByText(appTextOf(globals, 'app.documents.text.partial'))).toBeNull();
  },
};

/** A scanned PDF whose text was recognised by OCR: the preview says a misread word, and æ, ø and å, are not found. */
export const RecognisedText: Story = {
  // The longest note of the preview: tested in every language.
  tags: ['text-length'],
  args: {
    selected: { ...rows[0]!, current: { ...rows[0]!.current, textStatus: 'recognised' } },
  },
  play: async ({ canvasElement, globals }) => {
    const preview = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.documents.preview.label'),
    });
    // As written: French has a narrow no-break space before its semicolon.
    await expect(
      within(preview).getByText(appTextOf(globals, 'app.documents.text.recognised'), {
        normalizer: (text) => text,
      }),
    ).toBeVisible();
  },
};

/** A photo in which no text was found: the preview says a search finds it by its title, number and file name only. */
export const NoTextFound: Story = {
  args: {
    selected: { ...rows[4]!, current: { ...rows[4]!.current, textStatus: 'no_text' } },
  },
  play: async ({ canvasElement, globals }) => {
    const preview = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.documents.preview.label'),
    });
    await expect(within(preview).getByText(appTextOf(globals, 'app.documents.text.noText'))).toBeVisible();
  },
};

/** A HEIC stored before HEICs were decoded: no preview, and its text not read, which the preview says. */
export const UnreadHeic: Story = {
  args: {
    selected: {
      ...rows[4]!,
      current: {
        ...rows[4]!.current,
        fileName: 'police.heic',
        contentType: 'image/heic',
        hasWeb: false,
        hasThumb: false,
        textStatus: 'none',
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const preview = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.documents.preview.label'),
    });
    await expect(within(preview).getByText(appTextOf(globals, 'app.documents.text.unread'))).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        appTextOf(globals, 'app.documents.list.label'),
      ),
    );
  },
};

/** No documents yet: the empty state offers Upload. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.documents.empty.title'))).toBeVisible();
    const uploads = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.documents.upload') });
    await userEvent.click(uploads.at(-1)!);
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** A search that finds nothing says so, without offering Upload. */
export const NoMatches: Story = {
  args: { list: listFixture([]), state: { ...empty, q: 'campingvogn' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.documents.noMatches.title'))).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: appTextOf(globals, 'app.documents.upload') }),
    ).toHaveLength(1);
  },
};

/** The list failed: the reason and Try Again. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null }) },
  render: (args, { globals }) => (
    <DocumentsScreen
      {...args}
      list={{ ...args.list, error: appTextOf(globals, 'app.documents.loadError') }}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.documents.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

/** More documents match than the server counts: the count says "more than" it. */
export const MoreThanCounted: Story = {
  args: { list: listFixture(rows, { total: 1000 }), totalCapped: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.documents.countMore', { count: 1000 }))),
    ).toBeVisible();
  },
};
