import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureTask, fixtureTasks, longTask } from '../../features/tasks/fixtures';
import { emptyTasksState, type TasksUrlState } from '../../features/tasks/urlState';
import { fixtureDrivers } from '../../features/vehicles/fixtures';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { TasksView, type TasksViewProps } from './TasksView';

type Globals = Record<string, unknown>;

/** The view with its filters kept in the story, as the page keeps them in the address. */
function TasksScreen(props: TasksViewProps) {
  const [state, setState] = useState<TasksUrlState>(props.state);
  return (
    <TasksView
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
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
    state: emptyTasksState,
    onStateChange: fn(),
    people: fixtureDrivers,
    vehicles: [],
    rows,
    total: 120,
    loading: false,
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
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

/** 120 tasks, the first loaded: the count, the columns, a task marked done from its actions. */
export const Full: Story = {
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

/** Assign To lists the people, the current one ticked; choosing one assigns the task. */
export const Assign: Story = {
  args: { rows: [fixtureTask(3)], total: 1, hasMore: false },
  play: async ({ canvasElement, globals, args }) => {
    const task = fixtureTask(3);
    await userEvent.click(
      within(table(canvasElement, globals)).getByRole('button', {
        name: appTextOf(globals, 'app.tasks.actions.label', { title: task.title }),
      }),
    );
    await userEvent.click(
      await body().findByRole('menuitem', { name: appTextOf(globals, 'app.tasks.actions.assign') }),
    );
    const nobody = await body().findByRole('menuitemradio', { name: appTextOf(globals, 'app.tasks.nobody') });
    await expect(nobody).toHaveAttribute('aria-checked', 'true');
    const person = fixtureDrivers[2]!;
    await userEvent.click(body().getByRole('menuitemradio', { name: `${person.name} ${person.surname}` }));
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(task, person.id));
  },
};

/** The due filter as the dashboard's tile sets it: the chip says so; choosing adds to it. */
export const FilteredOverdue: Story = {
  args: {
    state: { ...emptyTasksState, due: ['overdue'] },
    rows: rows.filter((task) => task.dueState === 'overdue'),
    total: rows.filter((task) => task.dueState === 'overdue').length,
    hasMore: false,
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
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${due}`) }));
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
  args: { rows: [], total: null, loading: true, hasMore: false },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No tasks at all: the empty state offers to add one. */
export const Empty: Story = {
  args: { rows: [], total: 0, hasMore: false },
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
  args: { rows: [], total: 0, hasMore: false, state: { ...emptyTasksState, status: ['in_progress'] } },
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
  args: { rows: [], total: null, hasMore: false },
  render: (args, { globals }) => <TasksScreen {...args} error={appTextOf(globals, 'app.tasks.loadError')} />,
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.tasks.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long title and name wrap inside their cells. */
export const LongNames: Story = {
  args: { rows: [longTask, ...fixtureTasks(3)], total: 4, hasMore: false },
  play: async ({ canvasElement, globals }) => {
    await expect(within(table(canvasElement, globals)).getByText(longTask.title)).toBeVisible();
  },
};
