import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureTask, fixtureTasks, longTask } from '../../fixtures';
import { tasksUrl, type TasksUrlState } from '../../urlState';
import { fixtureDrivers, fixturePeople, fixtureVehicles } from '../../../vehicles/fixtures';
import { formatPlate } from '../../../vehicles/format';
import {
  appTextOf,
  collapsed,
  comboboxStatusSays,
  kitTextOf,
  withAppProviders,
  darkVariant,
} from '../../../../test-utils/appStories';
import { TasksView, type TasksViewProps } from './TasksView';
import { listFixture } from '../../../../test-utils/listState';

type Globals = Record<string, unknown>;

/** The client's register as the vehicle filter searches it (the server answers 3 per page here). */
const register = fixtureVehicles(40);
const pickerPage = 3;

/** The server's search: plate (spaces ignored), make, model, driver; the first page only. */
function searchRegister(text: string) {
  const words = text.toLowerCase().replace(/\s+/g, '');
  const found = register.filter((vehicle) =>
    [vehicle.registration, `${vehicle.make}${vehicle.model}`, vehicle.driver?.surname ?? '']
      .join('|')
      .toLowerCase()
      .replace(/\s+/g, '')
      .includes(words),
  );
  return { matches: found.slice(0, pickerPage), more: found.length > pickerPage };
}

/** The view with its filters kept in the story, as the page keeps them in the address. */
function TasksScreen(props: TasksViewProps) {
  const [state, setState] = useState<TasksUrlState>(props.state);
  const [search, setSearch] = useState('');
  const { vehicleFilter } = props;
  const answer =
    vehicleFilter.loading || vehicleFilter.failed ? { matches: [], more: false } : searchRegister(search);
  return (
    <TasksView
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
      vehicleFilter={{
        ...vehicleFilter,
        ...answer,
        onSearchChange: (text) => {
          vehicleFilter.onSearchChange(text);
          setSearch(text);
        },
      }}
    />
  );
}

const rows = fixtureTasks(24);

const meta = {
  title: 'App/Pages/Tasks',
  component: TasksView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/tasks' },
  render: (args) => <TasksScreen {...args} />,
  args: {
    title: 'Tasks',
    state: tasksUrl.empty,
    onStateChange: fn(),
    people: fixtureDrivers,
    vehicleFilter: {
      matches: [],
      more: false,
      loading: false,
      failed: false,
      chosen: null,
      onSearchChange: fn(),
    },
    list: listFixture(rows, { total: 120, hasMore: true }),
    onAdd: fn(),
    onSetStatus: fn(),
    onAssign: fn(),
  },
} satisfies Meta<typeof TasksView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.tasks.table.label') });
const body = () => within(document.body);
const vehicleField = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('combobox', { name: appTextOf(globals, 'app.tasks.filter.vehicle') });

/** 120 tasks, the first loaded: the count, the columns, a task marked done from its actions. */
export const Full: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.tasks.count', { count: 120 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    const first = rows[0]!;
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(first.title);
    await expect(
      within(grid).getAllByText(appTextOf(globals, 'app.tasks.due.overdue')).length,
    ).toBeGreaterThan(0);

    await userEvent.click(
      within(grid).getAllByRole('button', {
        name: appTextOf(globals, 'app.tasks.actions.label', { title: first.title }),
      })[0]!,
    );
    await userEvent.click(
      await body().findByRole('menuitem', { name: appTextOf(globals, 'app.tasks.actions.done') }),
    );
    await waitFor(() => expect(args.onSetStatus).toHaveBeenCalledWith(first, 'done'));
  },
};

/**
 * Assign To opens a search over the client's 43 people, the list open, the field empty; typing
 * part of a name finds the 40th, and choosing it assigns the task.
 */
export const Assign: Story = {
  tags: ['text-length'],
  args: { list: listFixture([fixtureTask(3)]), people: fixturePeople(43) },
  play: async ({ canvasElement, globals, args }) => {
    const task = fixtureTask(3);
    const actions = within(table(canvasElement, globals)).getByRole('button', {
      name: appTextOf(globals, 'app.tasks.actions.label', { title: task.title }),
    });
    await userEvent.click(actions);
    await userEvent.click(
      await body().findByRole('menuitem', { name: appTextOf(globals, 'app.tasks.actions.assign') }),
    );
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.tasks.assign.title', { title: task.title }),
    });
    const field = within(dialog).getByRole('combobox', {
      name: appTextOf(globals, 'app.tasks.form.assignee'),
    });
    await waitFor(() => expect(field).toHaveFocus());
    const list = await body().findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(44);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', appTextOf(globals, 'app.tasks.assign.nobody'));
    const fortieth = fixturePeople(43)[39]!;
    await userEvent.keyboard('dorthe and');
    await expect(field).toHaveValue('dorthe and');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    const option = within(list).getByRole('option', {
      name: new RegExp(`${fortieth.name} ${fortieth.surname}`),
    });
    await expect(option).toBeVisible();
    await userEvent.click(option);
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(task, fortieth.id));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The due filter as the dashboard's tile sets it: the chip says so; choosing adds to it. */
export const FilteredOverdue: Story = {
  args: {
    state: { ...tasksUrl.empty, due: ['overdue'] },
    list: listFixture(rows.filter((task) => task.dueState === 'overdue')),
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const due = appTextOf(globals, 'app.tasks.filter.due');
    const overdue = appTextOf(globals, 'app.tasks.due.overdue');
    await expect(
      canvas.getByRole('button', {
        name: kitTextOf(globals, 'ui.toolbar.removeFilter', { filter: due, value: overdue }),
      }),
    ).toBeInTheDocument();
    await expect(within(table(canvasElement, globals)).getAllByRole('rowheader')).toHaveLength(
      rows.filter((task) => task.dueState === 'overdue').length,
    );
    // The filter's menu button (the table's sortable "Due date" header also starts with the word).
    const dueFilter = canvas
      .getAllByRole('button', { name: new RegExp(`^${due}`) })
      .find((button) => button.getAttribute('aria-haspopup') === 'menu')!;
    await userEvent.click(dueFilter);
    await userEvent.click(
      await body().findByRole('menuitemcheckbox', { name: appTextOf(globals, 'app.tasks.due.due_soon') }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ due: ['overdue', 'due_soon'] }),
    );
  },
};

/** The first page on its way. */
export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No tasks at all: the empty state offers to add one. */
export const Empty: Story = {
  tags: ['text-length'],
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.tasks.empty.title'))).toBeInTheDocument();
    const adds = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.tasks.add') });
    await userEvent.click(adds.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Filters that match nothing: says so; a chip removes its filter. */
export const NoMatches: Story = {
  args: { list: listFixture([]), state: { ...tasksUrl.empty, status: ['in_progress'] } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.tasks.noMatches.title'))).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', {
        name: kitTextOf(globals, 'ui.toolbar.removeFilter', {
          filter: appTextOf(globals, 'app.tasks.filter.status'),
          value: appTextOf(globals, 'app.tasks.status.in_progress'),
        }),
      }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: [] }));
  },
};

/** The list could not be loaded: why, and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null }) },
  render: (args, { globals }) => (
    <TasksScreen {...args} list={{ ...args.list, error: appTextOf(globals, 'app.tasks.loadError') }} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.tasks.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

/** A long title and name wrap inside their cells. */
export const LongNames: Story = {
  tags: ['text-length'],
  args: { list: listFixture([longTask, ...fixtureTasks(3)], { total: 4 }) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(table(canvasElement, globals)).getByText(longTask.title)).toBeVisible();
  },
};

/**
 * The vehicle filter searches the whole register (not just the vehicles of loaded tasks): typing a
 * plate asks the server, a match narrows the list, and the address keeps the vehicle's id.
 */
export const VehicleFilterSearch: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const target = register[37]!;
    const input = vehicleField(canvasElement, globals);
    await userEvent.type(input, formatPlate(target.registration));
    await waitFor(() =>
      expect(args.vehicleFilter.onSearchChange).toHaveBeenLastCalledWith(formatPlate(target.registration)),
    );
    const option = await body().findByRole('option', { name: new RegExp(formatPlate(target.registration)) });
    await userEvent.click(option);
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ vehicle: target.id }),
    );
    await expect(input).toHaveValue(formatPlate(target.registration));
  },
};

/** More vehicles match than the first page holds: the list says so under the matches. */
export const VehicleFilterMoreMatches: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(vehicleField(canvasElement, globals));
    await expect(await body().findAllByRole('option')).toHaveLength(pickerPage);
    await comboboxStatusSays(appTextOf(globals, 'app.vehicles.picker.more'));
  },
};

/** Opened from a vehicle's "Open in Tasks": its plate in the filter; clearing it lists every vehicle's tasks. */
export const VehicleFilterChosen: Story = {
  args: {
    state: { ...tasksUrl.empty, vehicle: register[5]!.id },
    vehicleFilter: {
      matches: [],
      more: false,
      loading: false,
      failed: false,
      chosen: register[5]!,
      onSearchChange: fn(),
    },
  },
  play: async ({ canvasElement, globals, args }) => {
    const input = vehicleField(canvasElement, globals);
    await expect(input).toHaveValue(formatPlate(register[5]!.registration));
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: kitTextOf(globals, 'ui.combobox.clear') }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ vehicle: null }));
  },
};

/** The register's first matches on their way. */
export const VehicleFilterLoading: Story = {
  args: {
    vehicleFilter: {
      matches: [],
      more: false,
      loading: true,
      failed: false,
      chosen: null,
      onSearchChange: fn(),
    },
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(vehicleField(canvasElement, globals));
    await comboboxStatusSays(kitTextOf(globals, 'ui.combobox.loading'));
  },
};

/** Nothing in the register matches what was typed. */
export const VehicleFilterNoMatches: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(vehicleField(canvasElement, globals), 'QQQ');
    await comboboxStatusSays(appTextOf(globals, 'app.vehicles.picker.none'));
    await expect(body().queryAllByRole('option')).toHaveLength(0);
  },
};

/** The search failed: the list says so instead of offering stale vehicles. */
export const VehicleFilterError: Story = {
  args: {
    vehicleFilter: {
      matches: [],
      more: false,
      loading: false,
      failed: true,
      chosen: null,
      onSearchChange: fn(),
    },
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(vehicleField(canvasElement, globals));
    await comboboxStatusSays(appTextOf(globals, 'app.vehicles.loadError'));
    await expect(body().queryAllByRole('option')).toHaveLength(0);
  },
};

/** The tasks list in the dark theme (axe checks its contrast). */
export const FullDark: Story = darkVariant(Full);
