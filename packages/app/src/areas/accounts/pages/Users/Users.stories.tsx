import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureClientOptions, fixtureUsers } from '../../fixtures';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../../../test-utils/appStories';
import { UsersView } from './UsersView';
import { listFixture } from '../../../../test-utils/listState';

const meta = {
  title: 'App/Pages/Users',
  component: UsersView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/users' },
  args: {
    title: 'Users',
    mode: 'admin',
    selfId: fixtureUsers[0]!.id,
    search: '',
    onSearchChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    clients: fixtureClientOptions,
    roles: ['admin', 'manager', 'user'],
    list: listFixture(fixtureUsers),
    onAdd: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof UsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.users.table.label') });

/** The admin's list: every user with role, customer and state; a row menu resets a password. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.users.count', { count: 6 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    await expect(within(grid).getByText(appTextOf(globals, 'app.users.state.pending'))).toBeInTheDocument();
    await expect(within(grid).getAllByText('Fjordbus A/S').length).toBeGreaterThan(0);
    // No actions on one's own row.
    await expect(
      canvas.queryByRole('button', {
        name: appTextOf(globals, 'app.users.actions', { name: 'Anders Holm' }),
      }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: appTextOf(globals, 'app.users.actions', { name: 'Jonas Kristensen' }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.users.resetPassword'),
      }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(fixtureUsers[2], 'resetPassword');
  },
};

/** The row menu's History opens the user's audit history (a manager's list too). */
export const History: Story = {
  args: {
    mode: 'manager',
    selfId: fixtureUsers[1]!.id,
    clients: undefined,
    roles: ['user', 'manager'],
    list: listFixture(fixtureUsers.slice(1, 4), { total: 3 }),
  },
  parameters: { route: '/manager/users' },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: appTextOf(globals, 'app.users.actions', { name: 'Олена Шевченко' }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: appTextOf(globals, 'app.users.history') }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(fixtureUsers[3], 'history');
  },
};

/** A manager's list: their customer's users, no customer column. */
export const Manager: Story = {
  args: {
    mode: 'manager',
    selfId: fixtureUsers[1]!.id,
    clients: undefined,
    roles: ['user', 'manager'],
    list: listFixture(fixtureUsers.slice(1, 4), { total: 3 }),
  },
  parameters: { route: '/manager/users' },
  play: async ({ canvasElement, globals }) => {
    const grid = table(canvasElement, globals);
    await expect(
      within(grid).queryByRole('columnheader', { name: appTextOf(globals, 'app.users.column.client') }),
    ).toBeNull();
    await expect(within(grid).getByText('Олена Шевченко')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No users yet: the empty state offers to add one. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.users.empty.title'))).toBeInTheDocument();
    const adds = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.users.add') });
    await userEvent.click(adds.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { list: listFixture([], { total: null, error: 'x' }) },
  render: (args, { globals }) => (
    <UsersView {...args} list={{ ...args.list, error: appTextOf(globals, 'app.users.loadError') }} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.users.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};
