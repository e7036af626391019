import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BatchSummary } from '@vognpark/server/areas/annotations';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { BatchesView } from './BatchesView';

const batch: BatchSummary = {
  id: '0b6a3f5e-3c2d-4e1f-8a9b-1c2d3e4f5a6b',
  name: 'Nordlys, week 48',
  client: { id: 'c1a2b3c4-0000-4000-8000-000000000001', name: 'Nordlys Logistik ApS' },
  assignee: { id: 'a1a2b3c4-0000-4000-8000-000000000001', name: 'Ada Admin' },
  secondLabeller: { id: 'a1a2b3c4-0000-4000-8000-000000000002', name: 'Rita Reviewer' },
  createdAt: '2026-11-27T09:00:00.000Z',
  counts: { todo: 6, submitted: 2, approved: 4, returned: 0 },
  secondCounts: { todo: 0, submitted: 1 },
};

const meta = {
  title: 'App/Pages/Annotations/Batches',
  component: BatchesView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: {
    view: 'mine',
    onViewChange: fn(),
    batches: [batch],
    loading: false,
    onRetry: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof BatchesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the batches load: a busy status. */
export const Loading: Story = {
  args: { loading: true, batches: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No batch in the view yet. */
export const Empty: Story = {
  args: { batches: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.annotations.empty.title')),
    ).toBeInTheDocument();
  },
};

/** The batches could not be loaded: the reason and Try Again. */
export const Error: Story = {
  args: { batches: [], error: 'The batches could not be loaded.' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A batch with its progress (and its second labeller's); the views are a labelled group; a batch opens by its name. */
export const Full: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: appTextOf(globals, 'app.annotations.batches.label') });
    await expect(
      within(table).getByText(
        appTextOf(globals, 'app.annotations.progress', { approved: 4, total: 12, submitted: 2 }),
      ),
    ).toBeInTheDocument();
    await expect(
      within(table).getByText(
        appTextOf(globals, 'app.annotations.secondProgress', {
          submitted: 1,
          total: 1,
          name: 'Rita Reviewer',
        }),
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('radio', { name: appTextOf(globals, 'app.annotations.view.review') }),
    );
    await expect(args.onViewChange).toHaveBeenCalledWith('review');
    await userEvent.click(
      within(table).getByRole('button', {
        name: appTextOf(globals, 'app.annotations.open', { name: batch.name }),
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(batch);
  },
};
