import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../../test-utils/appStories';
import { fixtureDrivers } from '../../vehicles/fixtures';
import { fixtureTasks } from '../fixtures';
import { VehicleTasksPanel } from './VehicleTasksPanel';
import { listFixture } from '../../../test-utils/listState';

const rows = fixtureTasks(4).map((task) => ({ ...task, vehicle: fixtureTasks(1)[0]!.vehicle }));
const vehicleId = rows[0]!.vehicle!.id;

const meta = {
  title: 'App/Tasks/Vehicle tasks tab',
  component: VehicleTasksPanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: `/manager/vehicles/${vehicleId}?tab=tasks` },
  args: {
    tasksHref: `/manager/tasks?vehicle=${vehicleId}`,
    list: listFixture(rows),
    people: fixtureDrivers,
    onAdd: fn(),
    onSetStatus: fn(),
    onAssign: fn(),
  },
} satisfies Meta<typeof VehicleTasksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicle's tasks without a vehicle column; Add Task; the link to the filtered tasks page. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: appTextOf(globals, 'app.tasks.table.label') });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(rows.length);
    await expect(
      within(table).queryByRole('columnheader', { name: appTextOf(globals, 'app.tasks.column.vehicle') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: appTextOf(globals, 'app.tasks.vehicleTab.showAll') }),
    ).toHaveAttribute('href', `/manager/tasks?vehicle=${vehicleId}`);
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.tasks.add') }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** No tasks for the vehicle yet. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.tasks.vehicleTab.empty')),
    ).toBeInTheDocument();
  },
};

/** The tasks on their way. */
export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.tasks.table.label') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The tasks could not be loaded: why, and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null }) },
  render: (args, { globals }) => (
    <VehicleTasksPanel {...args} list={{ ...args.list, error: appTextOf(globals, 'app.tasks.loadError') }} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.tasks.loadError')),
    ).toBeInTheDocument();
  },
};
