import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptySummary, fixtureSummary } from '../../fixtures';
import { formatPlate } from '../../../vehicles/format';
import { appTextOf, kitTextOf, withAppProviders, darkVariant } from '../../../../test-utils/appStories';
import { fixtureCharts, fixtureChartsAllZero } from './chartsFixture';
import { DashboardView } from './DashboardView';

/** Where each tile opens: its list filtered to exactly what its badge counts. */
const dashboardLinks = {
  overdueTasks: '/manager/tasks?due=overdue',
  inspectionsDue: '/manager/inspections?due=overdue,due_soon',
  complianceAttention: '/manager/compliance?due=missing,overdue,due_soon',
};

type Globals = Record<string, unknown>;

const meta = {
  title: 'App/Pages/Dashboard',
  component: DashboardView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/dashboard' },
  args: {
    title: 'Dashboard',
    status: 'ready',
    summary: fixtureSummary,
    onRetry: fn(),
    chartsStatus: 'ready',
    charts: fixtureCharts,
    onChartsRetry: fn(),
  },
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
  tags: ['text-length'],
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

/**
 * On a phone the next 30 days are cards: what falls due on its own line, its date and vehicle
 * under it, each on one line (not "Nov" / "29," / "2026" in a narrow column).
 */
export const UpcomingOnAPhone: Story = {
  tags: ['text-length'],
  args: { chartsStatus: 'loading', charts: undefined },
  render: (args) => (
    <div style={{ width: 358 }} data-testid="content">
      <DashboardView {...args} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('table', { name: appTextOf(globals, 'app.dashboard.upcoming.title') });
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const rows = within(upcoming).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(fixtureSummary.upcoming.length);
    for (const row of rows) {
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(content.right + 1);
      for (const id of ['date', 'vehicle']) {
        const cell = row.querySelector(`[data-column="${id}"]`)!;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        await expect(tops.size).toBe(1);
      }
    }
  },
};

/**
 * The charts under the list: the fleet by status, what falls due per week by kind, tasks opened
 * against closed; each drawn, and its numbers a table that "Show the numbers" opens.
 */
export const Charts: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const ahead = appTextOf(globals, 'app.dashboard.chart.ahead');
    for (const title of [
      appTextOf(globals, 'app.dashboard.chart.fleet'),
      ahead,
      appTextOf(globals, 'app.dashboard.chart.past'),
    ])
      await expect(await canvas.findByRole('img', { name: title }, { timeout: 20_000 })).toBeVisible();
    const figure = canvas.getByRole('figure', { name: ahead });
    await userEvent.click(within(figure).getByText(kitTextOf(globals, 'ui.chart.showNumbers')));
    const table = within(figure).getByRole('table', { name: ahead });
    await expect(
      within(table).getByRole('columnheader', {
        name: appTextOf(globals, 'app.dashboard.chart.inspections'),
      }),
    ).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    // The second week: 6 tasks, 1 inspection, 0 obligations; the week named as the language writes a date.
    const week = new Intl.DateTimeFormat(String(globals.locale ?? 'en'), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date('2026-11-30T00:00:00Z'));
    await expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent(week);
    await expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '1', '0']);
  },
};

/**
 * A new client's charts: twelve weeks of zeros each way. Each chart is still drawn (an empty axis,
 * not an error or a blank), and its table says 0 for every week.
 */
export const ChartsAllZero: Story = {
  args: { summary: emptySummary, charts: fixtureChartsAllZero },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const ahead = appTextOf(globals, 'app.dashboard.chart.ahead');
    const past = appTextOf(globals, 'app.dashboard.chart.past');
    for (const title of [ahead, past])
      await expect(await canvas.findByRole('img', { name: title }, { timeout: 20_000 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const figure = canvas.getByRole('figure', { name: past });
    await userEvent.click(within(figure).getByText(kitTextOf(globals, 'ui.chart.showNumbers')));
    const rows = within(within(figure).getByRole('table', { name: past })).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(
      rows
        .slice(1)
        .flatMap((row) => within(row).getAllByRole('cell'))
        .every((cell) => cell.textContent === '0'),
    ).toBe(true);
  },
};

/** The charts' numbers could not be loaded: the rest of the page stands, with Retry for the charts. */
export const ChartsError: Story = {
  args: { chartsStatus: 'error', charts: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(appTextOf(globals, 'app.dashboard.chart.loadError'));
    await userEvent.click(within(alert).getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onChartsRetry).toHaveBeenCalled();
    await expect(tile(canvasElement, globals, 'app.dashboard.tile.overdueTasks')).toBeVisible();
  },
};

/** The counts on their way: every tile says "Loading…". */
export const Loading: Story = {
  args: { status: 'loading', summary: undefined, chartsStatus: 'loading', charts: undefined },
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
  tags: ['text-length'],
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

/** The full dashboard in the dark theme (axe checks its contrast). */
export const FullDark: Story = darkVariant(Full);
