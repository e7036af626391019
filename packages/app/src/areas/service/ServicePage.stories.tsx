import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPlate } from '../vehicles/format';
import { appLocaleOf, appTextOf, collapsed, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureEntries, fixturePlans, fixtureSchedules, fixtureTasks, fixtureToday } from './fixtures';
import { ServicePageView, type ServicePageViewProps, type ServiceView } from './ServicePageView';
import { listFixture } from '../../test-utils/listState';

type Globals = Record<string, unknown>;

const schedules = fixtureSchedules(18);

/** The view with its tab kept in the story, as the page keeps it in the address. */
function ServiceScreen(props: ServicePageViewProps) {
  const [view, setView] = useState<ServiceView>(props.view);
  return (
    <ServicePageView
      {...props}
      view={view}
      onViewChange={(next) => {
        props.onViewChange(next);
        setView(next);
      }}
    />
  );
}

const meta = {
  title: 'App/Pages/Service',
  component: ServicePageView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/service' },
  render: (args) => <ServiceScreen {...args} />,
  args: {
    title: 'Service',
    view: 'due',
    onViewChange: fn(),
    today: fixtureToday,
    states: ['overdue', 'due_soon'],
    onStatesChange: fn(),
    counts: { overdue: 3, dueSoon: 6 },
    schedules: listFixture(schedules.filter((s) => s.state === 'overdue' || s.state === 'due_soon')),
    entries: listFixture(fixtureEntries(12), { total: 240, hasMore: true }),
    onExport: fn(),
    exporting: false,
    plans: { plans: fixturePlans, loading: false, onRetry: fn() },
    onRecord: fn(),
    onVisit: fn(),
    onPlanVisit: fn(),
    onEditSchedule: fn(),
    onOpenEntry: fn(),
    onNewPlan: fn(),
    onEditPlan: fn(),
    onApplyPlan: fn(),
  },
} satisfies Meta<typeof ServicePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dueTable = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.service.due.table') });
const taskName = (globals: Globals, index: number) =>
  fixtureTasks[index % fixtureTasks.length]!.names[appLocaleOf(globals)];

/** What needs doing: the counts, the weeks, each state's pill; a visit bundles a vehicle's due schedules. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        collapsed(
          `${appTextOf(globals, 'app.service.count.overdue', { count: 3 })}, ${appTextOf(globals, 'app.service.count.dueSoon', { count: 6 })}`,
        ),
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: appTextOf(globals, 'app.service.due.weeks') }),
    ).toBeInTheDocument();
    const grid = dueTable(canvasElement, globals);
    for (const state of ['overdue', 'due_soon'] as const)
      await expect(
        within(grid).getAllByText(appTextOf(globals, `app.service.state.${state}`)).length,
      ).toBeGreaterThan(0);
    const first = args.schedules.rows[0]!;
    await userEvent.click(
      within(grid).getByRole('button', {
        name: appTextOf(globals, 'app.service.actions.label', {
          name: `${taskName(globals, 0)}, ${formatPlate(first.vehicle.registration)}`,
        }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.service.actions.record'),
      }),
    );
    await expect(args.onRecord).toHaveBeenCalledWith(first);
    // A due row offers Plan Visit for its vehicle.
    await userEvent.click(
      within(grid).getByRole('button', {
        name: appTextOf(globals, 'app.service.actions.label', {
          name: `${taskName(globals, 0)}, ${formatPlate(first.vehicle.registration)}`,
        }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.service.visit.plan'),
      }),
    );
    await expect(args.onPlanVisit).toHaveBeenCalledWith(first);
  },
};

/** The first page on its way: the table is busy. */
export const Loading: Story = {
  args: {
    schedules: listFixture([], { total: null, loading: true }),
    counts: { overdue: null, dueSoon: null },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(dueTable(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No schedules yet: the empty state offers to apply a plan. */
export const Empty: Story = {
  args: { states: [], schedules: listFixture([]), counts: { overdue: 0, dueSoon: 0 } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.service.due.empty.title'))).toBeInTheDocument();
    const buttons = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.service.applyPlan') });
    await userEvent.click(buttons.at(-1)!);
    await expect(args.onApplyPlan).toHaveBeenCalled();
  },
};

/** The schedules could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { schedules: listFixture([], { total: null }) },
  render: (args, { globals }) => (
    <ServiceScreen
      {...args}
      schedules={{ ...args.schedules, error: appTextOf(globals, 'app.service.due.loadError') }}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.service.due.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.schedules.onRetry).toHaveBeenCalled();
  },
};

/** The service book: totals in kroner, an entry opens, Export CSV. */
export const ServiceBook: Story = {
  args: { view: 'history' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: appTextOf(globals, 'app.service.history.table') });
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(12);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.service.history.export') }),
    );
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The plans with their intervals and schedules; Edit Plan from a row. */
export const Plans: Story = {
  args: { view: 'plans' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: appTextOf(globals, 'app.service.plans.table') });
    await expect(within(grid).getByText(fixturePlans[0]!.name)).toBeInTheDocument();
    await expect(
      within(grid).getByText(collapsed(appTextOf(globals, 'app.service.count.schedules', { count: 142 }))),
    ).toBeInTheDocument();
    await userEvent.click(
      within(grid).getByRole('button', {
        name: appTextOf(globals, 'app.service.actions.label', { name: fixturePlans[1]!.name }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.service.actions.editPlan'),
      }),
    );
    await expect(args.onEditPlan).toHaveBeenCalledWith(fixturePlans[1]);
  },
};
