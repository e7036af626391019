import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WorkHistoryEntry } from '@vognpark/server';
import type { InspectionDetail } from '@vognpark/server/areas/inspections';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureInspection } from '../../compliance/fixtures';
import { formatPlate } from '../../vehicles/format';
import { InspectionDetailDrawer } from './InspectionDetailDrawer';

const failed: InspectionDetail = {
  ...fixtureInspection(7),
  inspector: 'Værksted Nord ApS',
  notes: 'Lygter og dæk set efter før vinteren.\nBremsevæske skiftet.',
  defects: [
    { id: 'd1', text: 'Forlygte i højre side defekt', severity: 'major', taskId: 't-1' },
    { id: 'd2', text: 'Revne i forruden', severity: 'critical', taskId: null },
  ],
  defectCount: 2,
};

const planned: InspectionDetail = { ...fixtureInspection(1), notes: '', defects: [] };

const entries: WorkHistoryEntry[] = [
  {
    id: 2,
    action: 'completed',
    changes: { result: { old: null, new: 'fail' }, inspector: { old: '', new: 'Værksted Nord ApS' } },
    actor: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
    createdAt: new Date('2026-11-20T12:00:00Z'),
  },
];

const meta = {
  title: 'App/Inspections/Inspection detail drawer',
  component: InspectionDetailDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    inspection: failed,
    loading: false,
    error: false,
    onRetry: fn(),
    history: {
      entries,
      loading: false,
      error: false,
      onRetry: () => {},
      hasMore: false,
      loadingMore: false,
      onLoadMore: () => {},
    },
    onEdit: fn(),
    onComplete: fn(),
    vehicleHref: (id: string) => `/manager/vehicles/${id}?tab=inspections`,
    taskHref: (id: string) => `/manager/tasks?task=${id}`,
  },
} satisfies Meta<typeof InspectionDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const wait = { timeout: 10_000 };

/** A failed inspection whole: inspector, notes, defects with severity and task, history. */
export const Completed: Story = {
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    const inside = within(dialog);
    await expect(dialog).toHaveAccessibleName(
      expect.stringContaining(formatPlate(failed.vehicle.registration)),
    );
    await expect(
      inside.getByRole('region', { name: appTextOf(globals, 'app.inspections.detail.facts') }),
    ).toHaveTextContent('Værksted Nord ApS');
    await expect(
      inside.getByRole('region', { name: appTextOf(globals, 'app.inspections.form.notes') }),
    ).toHaveTextContent('Bremsevæske skiftet.');
    const defects = inside.getByRole('region', {
      name: appTextOf(globals, 'app.inspections.detail.defects'),
    });
    await expect(within(defects).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(defects).getByRole('link', { name: appTextOf(globals, 'app.inspections.detail.defectTask') }),
    ).toHaveAttribute('href', '/manager/tasks?task=t-1');
    await expect(
      inside.getByRole('region', { name: appTextOf(globals, 'app.inspections.detail.history') }),
    ).toHaveTextContent(appTextOf(globals, 'app.inspections.history.completed'));
    // A completed inspection is not edited or completed again.
    await expect(
      inside.queryByRole('button', { name: appTextOf(globals, 'app.inspections.actions.edit') }),
    ).toBeNull();
  },
};

/** A planned one: not completed yet, Complete and Edit offered. */
export const Planned: Story = {
  args: { inspection: planned, history: { ...meta.args.history, entries: [] } },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    await expect(dialog).toHaveTextContent(appTextOf(globals, 'app.inspections.detail.notCompleted'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.inspections.actions.complete') }),
    );
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { inspection: null, loading: true },
  play: async ({ globals }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      appTextOf(globals, 'app.inspections.detail.loading'),
    );
  },
};

export const LoadError: Story = {
  args: { inspection: null, error: true },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.error.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * The inspection's comment thread: each comment with its author and time, oldest first; a manager
 * adds one (an empty one is refused on the field), and what was typed is sent whole.
 */
export const Comments: Story = {
  args: {
    comments: {
      items: [
        {
          id: 1,
          body: 'Forruden skal skiftes før næste syn.',
          author: { id: 'u-1', name: 'Mette', surname: 'Sørensen' },
          createdAt: new Date('2026-11-21T08:15:00Z'),
        },
        {
          id: 2,
          body: 'Tid bestilt hos Glasmester Nord til torsdag.',
          author: null,
          createdAt: new Date('2026-11-22T13:40:00Z'),
        },
      ],
      loading: false,
      error: false,
      onRetry: fn(),
    },
    onAddComment: fn(async () => undefined),
  },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {}, wait);
    const thread = within(dialog).getByRole('region', {
      name: appTextOf(globals, 'app.inspections.detail.comments'),
    });
    const items = within(thread).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Mette Sørensen');
    await expect(items[0]).toHaveTextContent('Forruden skal skiftes før næste syn.');
    await expect(items[1]).toHaveTextContent(appTextOf(globals, 'app.tasks.detail.formerUser'));
    const box = within(thread).getByRole('textbox', {
      name: appTextOf(globals, 'app.tasks.detail.commentLabel'),
    });
    await expect(box).toHaveAccessibleDescription(appTextOf(globals, 'app.inspections.detail.commentHint'));
    const send = within(thread).getByRole('button', {
      name: appTextOf(globals, 'app.tasks.detail.commentSend'),
    });
    await userEvent.click(send);
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.tasks.detail.commentRequired')),
    );
    await expect(args.onAddComment).not.toHaveBeenCalled();
    await userEvent.type(box, 'Ruden er skiftet.');
    await userEvent.click(send);
    await expect(args.onAddComment).toHaveBeenCalledWith('Ruden er skiftet.');
  },
};
