import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPlate } from '../../vehicles/format';
import { appLocaleOf, appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureTasks, fixtureVisitProposal } from '../fixtures';
import { PlanVisitDrawer } from './PlanVisitDrawer';

const meta = {
  title: 'App/Service/PlanVisitDrawer',
  component: PlanVisitDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vehicle: { id: 'v-1', registration: 'AB12345' },
    proposal: fixtureVisitProposal(),
    loading: false,
    error: false,
    onRetry: fn(),
    onConfirm: fn(async () => {}),
    onRecord: fn(),
  },
} satisfies Meta<typeof PlanVisitDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Four items across service, syn and the tachograph, the overdue one marked; Plan Visit confirms
 * and closes the drawer.
 */
export const Full: Story = {
  tags: ['text-length'],
  play: async ({ globals, args }) => {
    const list = await body().findByRole('list', { name: appTextOf(globals, 'app.service.visit.items') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(appTextOf(globals, 'app.service.visit.kind.tachograph'));
    await expect(items[0]).toHaveTextContent(appTextOf(globals, 'app.service.state.overdue'));
    await expect(items[1]).toHaveTextContent(fixtureTasks[0]!.names[appLocaleOf(globals)]);
    await expect(items[2]).toHaveTextContent(
      appTextOf(globals, 'app.service.visit.kind.periodic_inspection'),
    );
    // Syn and the tachograph are in it: they are renewed under compliance, and it says so.
    await expect(
      body().getByText(appTextOf(globals, 'app.service.visit.noteCompliance')),
    ).toBeInTheDocument();
    await userEvent.click(
      body().getByRole('button', { name: appTextOf(globals, 'app.service.visit.confirm') }),
    );
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Service alone: nothing to say about compliance. */
export const ServiceOnly: Story = {
  args: {
    proposal: {
      ...fixtureVisitProposal(),
      items: fixtureVisitProposal().items.filter((item) => item.kind === 'service'),
    },
  },
  play: async ({ globals }) => {
    const list = await body().findByRole('list', { name: appTextOf(globals, 'app.service.visit.items') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      body().queryByText(appTextOf(globals, 'app.service.visit.noteCompliance')),
    ).not.toBeInTheDocument();
  },
};

/** Nothing falls due within the window: it says so, and there is nothing to plan. */
export const Empty: Story = {
  args: { proposal: fixtureVisitProposal({ empty: true }) },
  play: async ({ globals }) => {
    await expect(
      await body().findByText(
        appTextOf(globals, 'app.service.visit.empty.body', { plate: formatPlate('AB12345') }),
      ),
    ).toBeInTheDocument();
    await expect(
      body().queryByRole('button', { name: appTextOf(globals, 'app.service.visit.confirm') }),
    ).not.toBeInTheDocument();
  },
};

/** Still finding what is due: a status says so, and Plan Visit waits. */
export const Loading: Story = {
  args: { proposal: undefined, loading: true },
  play: async ({ globals }) => {
    const loading = await body().findByText(appTextOf(globals, 'app.service.visit.loading'));
    await expect(loading.closest('[role="status"]')).not.toBeNull();
    await expect(
      body().queryByRole('button', { name: appTextOf(globals, 'app.service.visit.confirm') }),
    ).not.toBeInTheDocument();
  },
};

/** What is due could not be loaded: an alert with Try Again. */
export const LoadError: Story = {
  args: { proposal: undefined, error: true },
  play: async ({ globals, args }) => {
    await expect(await body().findByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.service.visit.loadError'),
    );
    await userEvent.click(body().getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The plan is refused (the connection dropped): the drawer stays open and says so. */
export const SaveError: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ globals, args }) => {
    await userEvent.click(
      await body().findByRole('button', { name: appTextOf(globals, 'app.service.visit.confirm') }),
    );
    await expect(await body().findByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.service.visit.saveError'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A visit already planned: its items, who planned it, and Record Visit instead of Plan Visit. */
export const Planned: Story = {
  args: { proposal: fixtureVisitProposal({ planned: true }) },
  play: async ({ globals, args }) => {
    const list = await body().findByRole('list', {
      name: appTextOf(globals, 'app.service.visit.planned.title'),
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      body().queryByRole('button', { name: appTextOf(globals, 'app.service.visit.confirm') }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      body().getByRole('button', { name: appTextOf(globals, 'app.service.visit.record') }),
    );
    await expect(args.onRecord).toHaveBeenCalled();
  },
};
