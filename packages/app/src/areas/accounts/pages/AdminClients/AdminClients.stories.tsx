import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureClientRows } from '../../fixtures';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../../../test-utils/appStories';
import { AdminClientsView } from './AdminClientsView';
import { listFixture } from '../../../../test-utils/listState';

const meta = {
  title: 'App/Pages/Customers',
  component: AdminClientsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/clients' },
  args: {
    title: 'Customers',
    search: '',
    onSearchChange: fn(),
    list: listFixture(fixtureClientRows),
    onAdd: fn(),
    onEdit: fn(),
    onHistory: fn(),
    onSetActive: fn(),
  },
} satisfies Meta<typeof AdminClientsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.clients.table.label') });

/** Every customer with CVR number, contact, counts and state; a row opens it; its menu edits or deactivates. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.clients.count', { count: 4 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    await expect(within(grid).getByText('12345678')).toBeInTheDocument();
    await expect(within(grid).getByText(appTextOf(globals, 'app.users.state.inactive'))).toBeInTheDocument();
    // The customer's name opens its page.
    await expect(within(grid).getByRole('link', { name: 'Fjordbus A/S' })).toHaveAttribute(
      'href',
      `/admin/clients/${fixtureClientRows[1]!.id}`,
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: appTextOf(globals, 'app.clients.actions', { name: 'Fjordbus A/S' }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.clients.deactivate'),
      }),
    );
    await expect(args.onSetActive).toHaveBeenCalledWith(fixtureClientRows[1], false);
  },
};

/** The row menu's History opens the customer's audit history. */
export const History: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: appTextOf(globals, 'app.clients.actions', { name: 'Nordlys Logistik ApS' }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: appTextOf(globals, 'app.clients.history') }),
    );
    await expect(args.onHistory).toHaveBeenCalledWith(fixtureClientRows[0]);
  },
};

/** The first page on its way: an announced "Loading…". */
export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
    const loading = kitTextOf(globals, 'ui.dataTable.loading');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((s) => s.textContent === loading),
    ).toBe(true);
  },
};

/** No customers yet: the empty state offers to add the first. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.clients.empty.title'))).toBeInTheDocument();
    const adds = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.clients.add') });
    await userEvent.click(adds.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The list could not be loaded: the reason and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null, error: 'x' }) },
  render: (args, { globals }) => (
    <AdminClientsView {...args} list={{ ...args.list, error: appTextOf(globals, 'app.clients.loadError') }} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.clients.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};
