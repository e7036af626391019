import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureDocuments, storyFileHref } from './fixtures';
import { RecordDocumentsView } from './RecordDocumentsView';

const all = fixtureDocuments(8);
const own = all.slice(0, 3);
const others = all.slice(3);

const meta = {
  title: 'App/Documents/Record documents',
  component: RecordDocumentsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: {
    rows: own,
    loading: false,
    onRetry: fn(),
    onUpload: fn(),
    matches: all,
    onSearch: fn(),
    onAttach: fn(),
    fileHref: storyFileHref,
  },
} satisfies Meta<typeof RecordDocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agreement's documents; Attach Document finds one the client has and attaches it. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: appTextOf(globals, 'app.documents.record.title') });
    await expect(within(section).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.record.attachExisting') }),
    );
    const picker = canvas.getByRole('combobox', {
      name: appTextOf(globals, 'app.documents.record.document'),
    });
    await userEvent.type(picker, 'Dok');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalled(), { timeout: 5000 });
    // The record's own documents are not offered again.
    const options = await within(document.body).findAllByRole('option', {}, { timeout: 5000 });
    await expect(options).toHaveLength(others.length);
    await userEvent.click(options[0]!);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.record.attach') }),
    );
    await expect(args.onAttach).toHaveBeenCalledWith(others[0]);
  },
};

/** Nothing attached yet: it says so and offers Upload Documents. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.documents.record.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.upload') }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** The documents on their way. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        appTextOf(globals, 'app.documents.list.label'),
      ),
    );
  },
};

/** The list failed: the reason and Try Again. */
export const LoadError: Story = {
  args: { rows: [] },
  render: (args, { globals }) => (
    <RecordDocumentsView {...args} error={appTextOf(globals, 'app.documents.loadError')} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.documents.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * An obligation's evidence in its renewal drawer: the heading and the button say Evidence, the
 * picker offers the vehicle's documents, and the chosen one is attached as evidence.
 */
export const Evidence: Story = {
  args: { variant: 'evidence', rows: own.slice(0, 1) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: appTextOf(globals, 'app.documents.evidence.title') });
    await expect(within(section).getByRole('link', { name: own[0]!.title })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.record.attachEvidence') }),
    );
    const picker = canvas.getByRole('combobox', {
      name: appTextOf(globals, 'app.documents.record.document'),
    });
    await userEvent.type(picker, 'Dok');
    const options = await within(document.body).findAllByRole('option', {}, { timeout: 5000 });
    await expect(options).toHaveLength(all.length - 1);
    await userEvent.click(options[0]!);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.documents.record.attach') }),
    );
    await expect(args.onAttach).toHaveBeenCalledWith(all[1]);
  },
};
