import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureClientOverview, fixtureNewClientOverview } from '../../fixtures';
import { appTextOf, collapsed, withAppProviders } from '../../../../test-utils/appStories';
import { ClientPageView } from './ClientPageView';

const meta = {
  title: 'App/Pages/Customer',
  component: ClientPageView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/clients/c0000000-0000-4000-8000-000000000000' },
  args: { status: 'ready', overview: fixtureClientOverview(), onRetry: fn(), listHref: '/admin/clients' },
} satisfies Meta<typeof ClientPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A customer with a fleet: its name and CVR number, what needs attention (the counts its managers
 * see, overdue or missing obligations, open tasks), then the first of its vehicles and its users.
 */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nordlys Logistik ApS' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.clientPage.breadcrumb') }),
    ).toHaveAttribute('href', '/admin/clients');
    const tiles = canvas.getByRole('list', { name: appTextOf(globals, 'app.clientPage.attention.tiles') });
    await expect(within(tiles).getAllByRole('listitem')).toHaveLength(3);
    const obligations = canvas.getByRole('table', {
      name: appTextOf(globals, 'app.clientPage.obligations.title'),
    });
    await expect(
      within(obligations).getAllByText(appTextOf(globals, 'app.compliance.state.overdue')).length,
    ).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('table', { name: appTextOf(globals, 'app.clientPage.tasks.title') }),
    ).toBeInTheDocument();
    const vehicles = canvas.getByRole('table', { name: appTextOf(globals, 'app.clientPage.vehicles.title') });
    await expect(within(vehicles).getAllByRole('row').length).toBeGreaterThan(25);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.clientPage.shown', { shown: 25, total: 1998 }))),
    ).toBeInTheDocument();
    const users = canvas.getByRole('table', { name: appTextOf(globals, 'app.clientPage.users.title') });
    await expect(within(users).getByText('manager@example.com')).toBeInTheDocument();
  },
};

/** A customer just added: no vehicles or users yet, and nothing needs attention. */
export const Empty: Story = {
  args: { overview: fixtureNewClientOverview() },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Havn Logistik ApS' })).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.clientPage.attention.none'))).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.clientPage.vehicles.empty'))).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.clientPage.users.empty'))).toBeInTheDocument();
  },
};

/** The customer on its way: an announced "Loading…". */
export const Loading: Story = {
  args: { status: 'loading', overview: undefined },
  play: async ({ canvasElement, globals }) => {
    const loading = appTextOf(globals, 'app.clientPage.loading');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((s) => s.textContent === loading),
    ).toBe(true);
  },
};

/** The customer could not be loaded: the reason and Retry. */
export const LoadError: Story = {
  args: { status: 'error', overview: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.clientPage.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An id that is no customer: says so and leads back to the list. */
export const NotFound: Story = {
  args: { status: 'notFound', overview: undefined },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.clientPage.notFound'))).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.clientPage.breadcrumb') }),
    ).toHaveAttribute('href', '/admin/clients');
  },
};
