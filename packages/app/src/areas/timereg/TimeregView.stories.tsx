import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLocaleOf, appTextOf, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { formatMonth } from './format';
import { fixtureAgreements, fixtureRates, fixtureTrips, fixtureWeek } from './fixtures';
import { TimeregView } from './TimeregView';

const ready = <T,>(data: T) => ({ status: 'ready' as const, data, onRetry: fn() });

const meta = {
  title: 'App/Areas/Time registration',
  component: TimeregView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/timereg' },
  args: {
    title: 'Time Registration',
    tab: 'working-time',
    onTabChange: fn(),
    week: ready(fixtureWeek),
    onWeekChange: fn(),
    onApproveMonth: fn(),
    month: '2026-11',
    onMonthChange: fn(),
    trips: ready(fixtureTrips),
    onApproveTrips: fn(),
    onExport: fn(),
    agreements: ready(fixtureAgreements),
    rates: ready(fixtureRates),
  },
} satisfies Meta<typeof TimeregView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two drivers' week: hours per day, the week's total, the short night's rest flagged; approve the month. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Jonas Nielsen/ }, { timeout: 10_000 });
    await expect(row).toHaveTextContent(
      appTextOf(globals, 'app.timereg.rule.daily_rest', {
        actual: appTextOf(globals, 'app.timereg.hours', { hours: 8, minutes: 0 }),
        limit: appTextOf(globals, 'app.timereg.hours', { hours: 11, minutes: 0 }),
      }),
    );
    const month = formatMonth('2026-11', appLocaleOf(globals));
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.approveMonth', { month }) }),
    );
    await expect(args.onApproveMonth).toHaveBeenCalledWith('2026-11');
  },
};

/** The month's trips: the odometer gap and the private trip without a day pass flagged; only its km shown. */
export const TripLog: Story = {
  args: { tab: 'trip-log' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        appTextOf(globals, 'app.timereg.rule.odometer_gap', { actual: 12 }),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByText(appTextOf(globals, 'app.timereg.trips.private'))).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.trips.export') }),
    );
    await expect(args.onExport).toHaveBeenCalledWith(fixtureTrips.trips);
  },
};

/** The week on its way. */
export const Loading: Story = {
  args: { week: { status: 'loading', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
  },
};

/** A client without drivers: says where the weeks come from. */
export const Empty: Story = {
  args: { week: ready({ monday: '2026-11-23', drivers: [] }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        appTextOf(globals, 'app.timereg.week.empty.title'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** Loading failed: why, and Retry. */
export const LoadError: Story = {
  args: { week: { status: 'error', onRetry: fn() } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.timereg.loadError'), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.week.onRetry).toHaveBeenCalled();
  },
};
