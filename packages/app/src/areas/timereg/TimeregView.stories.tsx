import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  appLocaleOf,
  appTextOf,
  kitTextOf,
  summaryLinkName,
  withAppProviders,
} from '../../test-utils/appStories';
import { formatDate } from '../vehicles/format';
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
    onDownloadPdf: fn(),
    agreements: ready(fixtureAgreements),
    rates: ready(fixtureRates),
    onSaveAgreement: fn(async () => undefined),
    onSaveRate: fn(async () => undefined),
    onSaveDay: fn(async () => undefined),
    today: '2026-11-27',
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
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.trips.pdf') }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith('2026-11');
  },
};

/** A day nothing was recorded on: the manager records it for the driver, as a total. */
export const RecordDay: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const date = formatDate('2026-11-27', appLocaleOf(globals));
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: appTextOf(globals, 'app.timereg.day.addFor', { name: 'Mette Øster', date }) },
        { timeout: 10_000 },
      ),
    );
    const drawer = await page.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(
      within(drawer).getByRole('radio', { name: appTextOf(globals, 'app.timereg.day.total') }),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await expect(
      await within(drawer).findByRole(
        'link',
        {
          name: summaryLinkName(
            globals,
            'app.timereg.day.totalHours',
            appTextOf(globals, 'app.timereg.error.required'),
          ),
        },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await userEvent.type(
      within(drawer).getByRole('textbox', {
        name: new RegExp(appTextOf(globals, 'app.timereg.day.totalHours').replace(/[()]/g, '.')),
      }),
      '7:30',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSaveDay).toHaveBeenCalledWith(
        {
          driverId: '00000000-0000-4000-8000-000000000002',
          date: '2026-11-27',
          mode: 'total',
          totalMinutes: 450,
          note: '',
        },
        0,
      ),
    );
    // A day after today has nothing to add.
    await expect(
      canvas.queryByRole('button', {
        name: appTextOf(globals, 'app.timereg.day.addFor', {
          name: 'Mette Øster',
          date: formatDate('2026-11-28', appLocaleOf(globals)),
        }),
      }),
    ).not.toBeInTheDocument();
  },
};

/** The rules: a driver's agreement edited, the national and the company's own rates, a new year. */
export const Rules: Story = {
  args: {
    tab: 'rules',
    rates: ready([
      ...fixtureRates,
      { year: 2026, rateLow: 3.94, rateHigh: 2.28, thresholdKm: 20_000, own: true, version: 2 },
    ]),
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('row', { name: /2026/ }, { timeout: 10_000 })).toHaveTextContent(
      appTextOf(globals, 'app.timereg.rate.own'),
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: appTextOf(globals, 'app.timereg.agreement.editFor', { name: 'Jonas Nielsen' }),
      }),
    );
    const drawer = await page.findByRole('dialog', {}, { timeout: 10_000 });
    const weekly = within(drawer).getByRole('textbox', {
      name: appTextOf(globals, 'app.timereg.rules.weekly'),
    });
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '36');
    await userEvent.click(within(drawer).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSaveAgreement).toHaveBeenCalledWith(
        expect.objectContaining({ userId: '00000000-0000-4000-8000-000000000001', weeklyMinutes: 2160 }),
      ),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.timereg.rate.add') }));
    const rate = await page.findByRole('dialog', {}, { timeout: 10_000 });
    const low = within(rate).getByRole('textbox', { name: appTextOf(globals, 'app.timereg.rate.low') });
    await userEvent.clear(low);
    await userEvent.type(low, '4,01');
    await userEvent.click(within(rate).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(args.onSaveRate).toHaveBeenCalledWith({
        year: 2027,
        rateLow: 4.01,
        rateHigh: 2.28,
        thresholdKm: 20000,
      }),
    );
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
