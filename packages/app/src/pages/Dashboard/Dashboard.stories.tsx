import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptySummary, fixtureSummary } from '../../features/tasks/fixtures';
import { dashboardLinks } from '../../features/tasks/links';
import { formatPlate } from '../../features/vehicles/format';
import { appTextOf, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { DashboardView } from './DashboardView';

type Globals = Record<string, unknown>;

const meta = {
  title: 'App/Pages/Dashboard',
  component: DashboardView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/dashboard' },
  args: { title: 'Dashboard', status: 'ready', summary: fixtureSummary, onRetry: fn() },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tile's link: named by its number and what it counts. */
const tile = (canvasElement: HTMLElement, globals: Globals, label: Parameters<typeof appTextOf>[1]) =>
  within(canvasElement)
    .getAllByRole('link')
    .find((link) => link.textContent?.includes(appTextOf(globals, label)))!;

/** Every tile with its number, each opening its list filtered to exactly that number; the next 30 days. */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('list', { name: appTextOf(globals, 'app.dashboard.tiles') }),
    ).toBeInTheDocument();
    const overdue = tile(canvasElement, globals, 'app.dashboard.tile.overdueTasks');
    await expect(overdue).toHaveAttribute('href', dashboardLinks.overdueTasks);
    await expect(overdue).toHaveAccessibleName(expect.stringContaining('9'));
    await expect(tile(canvasElement, globals, 'app.dashboard.tile.inspectionsDue')).toHaveAttribute(
      'href',
      dashboardLinks.inspectionsDue,
    );
    await expect(tile(canvasElement, globals, 'app.dashboard.tile.compliance')).toHaveAttribute(
      'href',
      dashboardLinks.complianceAttention,
    );
    await expect(tile(canvasElement, globals, 'app.dashboard.tile.inWorkshop')).toHaveAttribute(
      'href',
      '/manager/vehicles?status=in_workshop',
    );

    const upcoming = canvas.getByRole('table', { name: appTextOf(globals, 'app.dashboard.upcoming.title') });
    const rows = within(upcoming).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(fixtureSummary.upcoming.length);
    // Soonest first: today's task comes first and says "Today".
    await expect(rows[0]).toHaveTextContent(appTextOf(globals, 'app.dashboard.upcoming.today'));
    const first = fixtureSummary.upcoming[0]!;
    await expect(
      within(rows[0]!).getByRole('link', {
        name: appTextOf(globals, 'app.dashboard.upcoming.task', { title: first.title }),
      }),
    ).toHaveAttribute('href', `/manager/vehicles/${first.vehicle!.id}?tab=tasks`);
    await expect(
      within(rows[1]!).getByRole('link', {
        name: formatPlate(fixtureSummary.upcoming[1]!.vehicle!.registration),
      }),
    ).toHaveAttribute('href', `/manager/vehicles/${fixtureSummary.upcoming[1]!.vehicle!.id}`);
  },
};

/** The counts on their way: every tile says "Loading…". */
export const Loading: Story = {
  args: { status: 'loading', summary: undefined },
  play: async ({ canvasElement, globals }) => {
    const loading = kitTextOf(globals, 'ui.dataTable.loading');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((status) => status.textContent === loading),
    ).toBe(true);
    await expect(tile(canvasElement, globals, 'app.dashboard.tile.overdueTasks')).toHaveAttribute(
      'href',
      dashboardLinks.overdueTasks,
    );
  },
};

/** A new client: every count is 0 and nothing falls due. */
export const Empty: Story = {
  args: { summary: emptySummary },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.dashboard.upcoming.empty'))).toBeInTheDocument();
    await expect(tile(canvasElement, globals, 'app.dashboard.tile.overdueTasks')).toHaveAccessibleName(
      expect.stringContaining('0'),
    );
  },
};

/** The summary could not be loaded: why, and Retry. */
export const LoadError: Story = {
  args: { status: 'error', summary: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.dashboard.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
