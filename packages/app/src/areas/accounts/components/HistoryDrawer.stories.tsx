import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoment } from '../../vehicles/format';
import { appLocaleOf, appTextOf, collapsed, withAppProviders } from '../../../test-utils/appStories';
import { fixtureClientHistory, fixtureUserHistory } from '../fixtures';
import { HistoryDrawer } from './HistoryDrawer';

const history = {
  entries: fixtureClientHistory,
  loading: false,
  error: false,
  onRetry: fn(),
  hasMore: false,
  loadingMore: false,
  onLoadMore: fn(),
};

const meta = {
  title: 'App/Accounts/History drawer',
  component: HistoryDrawer,
  decorators: [withAppProviders],
  args: { open: true, onOpenChange: fn(), title: 'History of Nordlys Logistik ApS', history },
} satisfies Meta<typeof HistoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const text = (
  globals: Globals,
  id: Parameters<typeof appTextOf>[1],
  values?: Parameters<typeof appTextOf>[2],
) => collapsed(appTextOf(globals, id, values));
const drawer = () => within(document.body).findByRole('dialog', { name: 'History of Nordlys Logistik ApS' });

/**
 * A customer's history, newest first: what was done, by whom (or by Vognpark), when in Danish time,
 * and the changed fields in words.
 */
export const Customer: Story = {
  play: async ({ globals }) => {
    const dialog = within(await drawer());
    const entries = dialog.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveTextContent(text(globals, 'app.audit.activated'));
    await expect(entries[0]).toHaveTextContent(text(globals, 'app.history.by', { name: 'Anders Holm' }));
    await expect(entries[3]).toHaveTextContent(text(globals, 'app.history.bySystem'));
    // 16:40 UTC on 27 February is 17:40 in Copenhagen.
    const deactivated = fixtureClientHistory[1]!.createdAt;
    await expect(
      within(entries[1]!).getByText(collapsed(formatMoment(deactivated, appLocaleOf(globals)))),
    ).toHaveAttribute('datetime', deactivated.toISOString());
    await expect(collapsed(formatMoment(deactivated, appLocaleOf(globals)))).toMatch(/\b(17|5)[.:]40\b/);
    await expect(
      within(entries[2]!).getByText(
        text(globals, 'app.history.change', {
          field: appTextOf(globals, 'app.clients.form.contactPhone'),
          from: appTextOf(globals, 'app.history.none'),
          to: '+45 70 20 30 40',
        }),
      ),
    ).toBeInTheDocument();
    await expect(
      within(entries[3]!).getByText(
        text(globals, 'app.history.value', {
          field: appTextOf(globals, 'app.clients.form.cvr'),
          value: '12345678',
        }),
      ),
    ).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: appTextOf(globals, 'app.history.more') })).toBeNull();
  },
};

/** A user's history: the role change in the roles' words; older entries on request. */
export const UserWithMore: Story = {
  args: {
    title: 'History of Nordlys Logistik ApS',
    history: { ...history, entries: fixtureUserHistory, hasMore: true },
  },
  play: async ({ globals, args }) => {
    const dialog = within(await drawer());
    await expect(dialog.getByText(text(globals, 'app.audit.password_reset'))).toBeInTheDocument();
    await expect(
      dialog.getByText(
        text(globals, 'app.history.change', {
          field: appTextOf(globals, 'app.users.form.role'),
          from: appTextOf(globals, 'app.users.role.user'),
          to: appTextOf(globals, 'app.users.role.manager'),
        }),
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: appTextOf(globals, 'app.history.more') }));
    await expect(args.history.onLoadMore).toHaveBeenCalled();
  },
};

/** Older entries on their way: the button says it is busy. */
export const LoadingMore: Story = {
  args: { history: { ...history, entries: fixtureUserHistory, hasMore: true, loadingMore: true } },
  play: async ({ globals }) => {
    const dialog = within(await drawer());
    const more = dialog.getByRole('button', { name: appTextOf(globals, 'app.history.more') });
    await expect(more).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { history: { ...history, entries: [], loading: true } },
  play: async ({ globals }) => {
    const dialog = within(await drawer());
    await expect(dialog.getByRole('status')).toHaveTextContent(text(globals, 'app.history.loading'));
  },
};

export const Empty: Story = {
  args: { history: { ...history, entries: [] } },
  play: async ({ globals }) => {
    const dialog = within(await drawer());
    await expect(dialog.getByText(text(globals, 'app.history.empty'))).toBeInTheDocument();
  },
};

/** The history could not be loaded: says so, with Try Again. */
export const LoadError: Story = {
  args: { history: { ...history, entries: [], error: true } },
  play: async ({ globals, args }) => {
    const dialog = within(await drawer());
    await expect(dialog.getByRole('alert')).toHaveTextContent(text(globals, 'app.history.loadError'));
    await userEvent.click(dialog.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.history.onRetry).toHaveBeenCalled();
  },
};
