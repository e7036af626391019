import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OdometerReading } from '@vognpark/server/areas/service';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, kitTextOf, withAppProviders } from '../../../test-utils/appStories';
import { OdometerChartView } from './OdometerChart';

/** A year of monthly readings, newest first (as service.readings answers). */
const readings: OdometerReading[] = Array.from({ length: 12 }, (_, index) => {
  const month = 12 - index;
  return {
    id: month,
    readOn: `2026-${String(month).padStart(2, '0')}-15`,
    odometerKm: 40_000 + month * 2_350,
    engineHours: null,
    source: 'register',
    correction: false,
    serviceEntryId: null,
    actor: null,
    createdAt: new Date(`2026-${String(month).padStart(2, '0')}-15T12:00:00Z`),
  };
});

const meta = {
  title: 'App/Vehicles/OdometerChart',
  component: OdometerChartView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: { status: 'ready', readings, onRetry: fn() },
} satisfies Meta<typeof OdometerChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of readings drawn oldest first; the numbers in km, as the language writes them. */
export const Full: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const title = appTextOf(globals, 'app.vehicles.odometerChart.title');
    await expect(await canvas.findByRole('img', { name: title }, { timeout: 20_000 })).toBeVisible();
    await userEvent.click(canvas.getByText(kitTextOf(globals, 'ui.chart.showNumbers')));
    const rows = within(canvas.getByRole('table', { name: title })).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    const locale = String(globals.locale ?? 'en');
    const km = (n: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer' }).format(n);
    // Oldest first: January's reading leads, December's closes.
    await expect(within(rows[1]!).getByRole('cell').textContent).toBe(km(42_350));
    await expect(within(rows[12]!).getByRole('cell').textContent).toBe(km(68_200));
  },
};

/** One reading is no line: the chart says why instead. */
export const TooFewReadings: Story = {
  args: { readings: readings.slice(0, 1) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // As written: French puts a narrow no-break space before the colon.
    const tooFew = appTextOf(globals, 'app.vehicles.odometerChart.tooFew');
    await expect(canvas.getByText(tooFew, { normalizer: (text) => text })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** While the readings load: the chart's place, saying so. */
export const Loading: Story = {
  args: { status: 'loading', readings: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      kitTextOf(globals, 'ui.spinner.loading'),
    );
  },
};

/** The readings could not be loaded: why, and Retry. */
export const LoadError: Story = {
  args: { status: 'error', readings: undefined },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.vehicles.odometerChart.loadError'),
    );
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
