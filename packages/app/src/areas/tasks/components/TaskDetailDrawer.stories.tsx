import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TaskComment, WorkHistoryEntry } from '@vognpark/server';
import type { TaskDetail } from '@vognpark/server/areas/tasks';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { HistoryState } from '../../../history/HistoryList';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureDrivers } from '../../vehicles/fixtures';
import { fixtureTask, longTask } from '../fixtures';
import { TaskDetailDrawer } from './TaskDetailDrawer';

const report: TaskDetail = {
  ...fixtureTask(3),
  title: 'Bremserne hviner',
  source: 'driver_report',
  description: 'Ved lav fart, mest om morgenen.\nHørt siden mandag.',
  createdBy: { id: 'u-2', name: 'Jonas', surname: 'Kristensen' },
  canEdit: true,
  canComment: true,
};

const comments: TaskComment[] = [
  {
    id: 1,
    body: 'Hvilket hjul?',
    author: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date('2026-11-23T08:15:00Z'),
  },
  {
    id: 2,
    body: 'Højre for.',
    author: { id: 'u-2', name: 'Jonas', surname: 'Kristensen' },
    createdAt: new Date('2026-11-23T09:40:00Z'),
  },
];

const historyEntries: WorkHistoryEntry[] = [
  {
    id: 3,
    action: 'commented',
    changes: { comment: { old: null, new: 'Højre for.' } },
    actor: { id: 'u-2', name: 'Jonas', surname: 'Kristensen' },
    createdAt: new Date('2026-11-23T09:40:00Z'),
  },
  {
    id: 2,
    action: 'updated',
    changes: { priority: { old: 'normal', new: 'high' }, assigneeUserId: { old: null, new: 'u-3' } },
    actor: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date('2026-11-23T08:10:00Z'),
  },
  {
    id: 1,
    action: 'reported',
    changes: { title: { old: null, new: 'Bremserne hviner' } },
    actor: { id: 'u-2', name: 'Jonas', surname: 'Kristensen' },
    createdAt: new Date('2026-11-22T17:02:00Z'),
  },
];

const history = (entries: readonly WorkHistoryEntry[]): HistoryState<WorkHistoryEntry> => ({
  entries,
  loading: false,
  error: false,
  onRetry: () => {},
  hasMore: false,
  loadingMore: false,
  onLoadMore: () => {},
});

const meta = {
  title: 'App/Tasks/Task detail drawer',
  component: TaskDetailDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    task: report,
    loading: false,
    error: false,
    onRetry: fn(),
    comments: { items: comments, loading: false, error: false, onRetry: fn() },
    onAddComment: fn(async () => {}),
    history: history(historyEntries),
    people: fixtureDrivers,
    onEdit: fn(),
    vehicleHref: (id: string) => `/manager/vehicles/${id}?tab=tasks`,
  },
} satisfies Meta<typeof TaskDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const wait = { timeout: 10_000 };

/** Loading: the drawer says so. */
export const Loading: Story = {
  args: { task: null, loading: true },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    await expect(dialog).toHaveAccessibleName(appTextOf(globals, 'app.tasks.detail.label'));
    await expect(await within(dialog).findByRole('status', {}, wait)).toHaveTextContent(
      appTextOf(globals, 'app.tasks.detail.loading'),
    );
  },
};

/** The task could not be read: the drawer says so, and Try Again asks again. */
export const LoadError: Story = {
  args: { task: null, error: true },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.tasks.detail.loadError'),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.error.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * A driver's report whole: who reported it, what they wrote, the thread with authors, and the
 * history; a comment is added and the box empties; Edit opens the form.
 */
export const Full: Story = {
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Bremserne hviner' }, wait);
    const inside = within(dialog);
    const details = inside.getByRole('region', { name: appTextOf(globals, 'app.tasks.detail.facts') });
    await expect(details).toHaveTextContent('Jonas Kristensen');
    await expect(details).toHaveTextContent(appTextOf(globals, 'app.tasks.detail.reportedBy'));
    const reported = inside.getByRole('region', {
      name: appTextOf(globals, 'app.tasks.detail.reportDetails'),
    });
    await expect(reported).toHaveTextContent('Ved lav fart, mest om morgenen.');
    const thread = inside.getByRole('region', { name: appTextOf(globals, 'app.tasks.detail.comments') });
    const items = within(thread).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Mette Sørensen');
    await expect(items[0]).toHaveTextContent('Hvilket hjul?');
    await expect(within(items[0]!).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-23T08:15:00.000Z');
    const history = inside.getByRole('region', { name: appTextOf(globals, 'app.tasks.detail.history') });
    await expect(history).toHaveTextContent(appTextOf(globals, 'app.tasks.history.commented'));
    await expect(history).toHaveTextContent('Åse Ærø');

    const box = within(thread).getByRole('textbox', {
      name: appTextOf(globals, 'app.tasks.detail.commentLabel'),
    });
    const send = within(thread).getByRole('button', {
      name: appTextOf(globals, 'app.tasks.detail.commentSend'),
    });
    await userEvent.click(send);
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.tasks.detail.commentRequired')),
    );
    await expect(args.onAddComment).not.toHaveBeenCalled();
    await userEvent.type(box, '  Bestilt tid torsdag. ');
    await userEvent.click(send);
    await waitFor(() => expect(args.onAddComment).toHaveBeenCalledWith('Bestilt tid torsdag.'), wait);
    await waitFor(() => expect(box).toHaveValue(''), wait);

    await userEvent.click(inside.getByRole('button', { name: appTextOf(globals, 'app.tasks.detail.edit') }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Adding fails: the text stays and the drawer says so. */
export const CommentFails: Story = {
  args: { onAddComment: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', { name: 'Bremserne hviner' }, wait);
    const box = within(dialog).getByRole('textbox', {
      name: appTextOf(globals, 'app.tasks.detail.commentLabel'),
    });
    await userEvent.type(box, 'Ring til mig');
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.tasks.detail.commentSend') }),
    );
    // toHaveTextContent collapses the element's spaces (French puts no-break ones before ;).
    await expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent(
      appTextOf(globals, 'app.tasks.detail.commentFailed').replace(/\s+/g, ' '),
    );
    await expect(box).toHaveValue('Ring til mig');
  },
};

/** A long title, a long assignee name and a long description wrap inside the drawer. */
export const LongDescription: Story = {
  args: {
    task: {
      ...longTask,
      description: Array.from(
        { length: 8 },
        (_, i) =>
          `${i + 1}. Støjen kommer fra bagakslen over 90 km/t og forsvinder ved lavere fart; værkstedet i Aalborg Øst har reservedelene på lager fra uge 49.`,
      ).join('\n'),
      canEdit: true,
      canComment: true,
    },
    comments: { items: [], loading: false, error: false, onRetry: fn() },
    history: history([]),
  },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', { name: longTask.title }, wait);
    const description = within(dialog).getByRole('region', {
      name: appTextOf(globals, 'app.tasks.detail.description'),
    });
    await expect(description).toHaveTextContent('8. Støjen kommer fra bagakslen');
    await expect(within(dialog).getByText(appTextOf(globals, 'app.tasks.detail.noComments'))).toBeVisible();
    // An empty history says so in a sentence, as the empty comments do: no heading of its own
    // (an h2 under the section's h3 broke the outline) and no tall empty box.
    const history = within(dialog).getByRole('region', {
      name: appTextOf(globals, 'app.tasks.detail.history'),
    });
    await expect(within(history).getByText(appTextOf(globals, 'app.history.empty'))).toBeVisible();
    await expect(within(history).getAllByRole('heading')).toHaveLength(1);
    // Nothing is wider than the drawer.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** A driver who only drives the vehicle reads the task but has no comment box and no Edit. */
export const ReadOnly: Story = {
  args: { task: { ...report, canEdit: false, canComment: false }, vehicleHref: undefined },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', { name: 'Bremserne hviner' }, wait);
    await expect(
      within(dialog).queryByRole('button', { name: appTextOf(globals, 'app.tasks.detail.edit') }),
    ).toBeNull();
    await expect(
      within(dialog).queryByRole('textbox', { name: appTextOf(globals, 'app.tasks.detail.commentLabel') }),
    ).toBeNull();
    await expect(within(dialog).queryByRole('link')).toBeNull();
  },
};
