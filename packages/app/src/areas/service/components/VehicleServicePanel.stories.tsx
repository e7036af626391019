import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureEntries, fixtureReadings, fixtureSchedules, fixtureVisitProposal } from '../fixtures';
import { VehicleServicePanel } from './VehicleServicePanel';
import { listFixture } from '../../../test-utils/listState';

const meta = {
  title: 'App/Service/VehicleServicePanel',
  component: VehicleServicePanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vehicles/v-0?tab=service' },
  args: {
    schedules: listFixture(fixtureSchedules(4)),
    entries: listFixture(fixtureEntries(3)),
    readings: listFixture(fixtureReadings),
    onRecord: fn(),
    onVisit: fn(),
    onEditSchedule: fn(),
    onOpenEntry: fn(),
    onAddReading: fn(),
    onApplyPlan: fn(),
    onPlanVisit: fn(),
    onRecordVisit: fn(),
  },
} satisfies Meta<typeof VehicleServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Schedules, the service book and the odometer chain of one vehicle; Add Reading. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'app.service.due.table',
      'app.service.history.table',
      'app.service.vehicleTab.odometer',
    ] as const)
      await expect(canvas.getByRole('table', { name: appTextOf(globals, name) })).toBeInTheDocument();
    // The intervals are read whole, "whichever comes first" at their end included: never cut short.
    const schedules = canvas.getByRole('table', { name: appTextOf(globals, 'app.service.due.table') });
    const mode = appTextOf(globals, 'app.service.mode.first');
    const intervals = within(schedules).getAllByText((text) => text.endsWith(mode));
    await expect(intervals.length).toBeGreaterThan(0);
    for (const cell of intervals) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(
      canvas.getAllByText(appTextOf(globals, 'app.service.reading.correction'), { exact: false }),
    ).toHaveLength(1);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.service.vehicleTab.addReading') }),
    );
    await expect(args.onAddReading).toHaveBeenCalled();
  },
};

/** A vehicle without service yet: each part says so; Record Service is there. */
export const Empty: Story = {
  args: { schedules: listFixture([]), entries: listFixture([]), readings: listFixture([]) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(appTextOf(globals, 'app.service.vehicleTab.noSchedules')),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(appTextOf(globals, 'app.service.vehicleTab.noEntries')),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.service.record') }),
    ).toBeInTheDocument();
  },
};

/** Still loading: the schedules' table is busy. */
export const Loading: Story = {
  args: {
    schedules: listFixture([], { loading: true, total: null }),
    entries: listFixture([], { loading: true, total: null }),
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.service.due.table') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A workshop visit is planned: its items show above the schedules, with Record Visit; Plan Visit stays. */
export const PlannedVisit: Story = {
  args: { plannedVisit: fixtureVisitProposal({ planned: true }).planned },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: appTextOf(globals, 'app.service.visit.planned.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.service.visit.record') }),
    );
    await expect(args.onRecordVisit).toHaveBeenCalledWith(args.plannedVisit);
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.service.visit.plan') }));
    await expect(args.onPlanVisit).toHaveBeenCalled();
  },
};
