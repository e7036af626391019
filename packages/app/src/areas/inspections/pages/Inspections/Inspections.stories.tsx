import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureInspection, fixtureInspections } from '../../../compliance/fixtures';
import { inspectionsUrl, type InspectionsUrlState } from '../../../compliance/urlState';
import { formatPlate } from '../../../vehicles/format';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../../../test-utils/appStories';
import { InspectionsView, type InspectionsViewProps } from './InspectionsView';
import { listFixture } from '../../../../test-utils/listState';

type Globals = Record<string, unknown>;

/** The view with its filters kept in the story, as the page keeps them in the address. */
function InspectionsScreen(props: InspectionsViewProps) {
  const [state, setState] = useState<InspectionsUrlState>(props.state);
  return (
    <InspectionsView
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const rows = fixtureInspections(24);

const meta = {
  title: 'App/Pages/Inspections',
  component: InspectionsView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/inspections' },
  render: (args) => <InspectionsScreen {...args} />,
  args: {
    title: 'Inspections',
    state: inspectionsUrl.empty,
    onStateChange: fn(),
    list: listFixture(rows, { total: 1480, hasMore: true }),
    onSchedule: fn(),
    onComplete: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof InspectionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.inspections.table.label') });
const rowName = (globals: Globals, index: number) => {
  const inspection = fixtureInspection(index);
  return `${appTextOf(globals, `app.inspections.kind.${inspection.kind}`)}, ${formatPlate(inspection.vehicle.registration)}`;
};

/** The fleet's inspections: every due state, results with defects, Complete from a row's actions. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.inspections.count', { count: 1480 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    for (const state of ['overdue', 'due_soon', 'scheduled', 'completed'] as const)
      await expect(
        within(grid).getAllByText(appTextOf(globals, `app.inspections.state.${state}`)).length,
      ).toBeGreaterThan(0);
    await expect(
      within(grid).getAllByText(appTextOf(globals, 'app.inspections.result.fail')).length,
    ).toBeGreaterThan(0);
    await expect(
      within(grid).getAllByText(collapsed(appTextOf(globals, 'app.inspections.defectCount', { count: 2 })))
        .length,
    ).toBeGreaterThan(0);
    // A completed inspection has no actions.
    await expect(
      within(grid).queryByRole('button', {
        name: appTextOf(globals, 'app.inspections.actions.label', { name: rowName(globals, 3) }),
      }),
    ).toBeNull();

    await userEvent.click(
      within(grid).getByRole('button', {
        name: appTextOf(globals, 'app.inspections.actions.label', { name: rowName(globals, 0) }),
      }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.inspections.actions.complete'),
      }),
    );
    await expect(args.onComplete).toHaveBeenCalledWith(rows[0]);
  },
};

/** Opened from the badge or the dashboard: overdue and due soon, as chips. */
export const NeedsAttention: Story = {
  args: {
    state: { ...inspectionsUrl.empty, due: ['overdue', 'due_soon'] },
    list: listFixture(
      rows.filter((row) => row.state === 'overdue' || row.state === 'due_soon'),
      { total: 12 },
    ),
  },
  parameters: { route: '/manager/inspections?due=overdue,due_soon' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.inspections.count', { count: 12 }))),
    ).toBeInTheDocument();
    for (const state of ['overdue', 'due_soon'] as const)
      await expect(
        canvas.getByRole('button', {
          name: kitTextOf(globals, 'ui.toolbar.removeFilter', {
            filter: appTextOf(globals, 'app.inspections.filter.state'),
            value: appTextOf(globals, `app.inspections.state.${state}`),
          }),
        }),
      ).toBeInTheDocument();
  },
};

/** The first page on its way: skeleton rows and an announced "Loading…". */
export const Loading: Story = {
  args: { list: listFixture([], { total: null, loading: true }) },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
    const loading = kitTextOf(globals, 'ui.dataTable.loading');
    await expect(
      within(canvasElement)
        .getAllByRole('status')
        .some((status) => status.textContent === loading),
    ).toBe(true);
  },
};

/** No inspections yet: the empty state offers to schedule the first. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.inspections.empty.title'))).toBeInTheDocument();
    const buttons = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.inspections.schedule') });
    await userEvent.click(buttons.at(-1)!);
    await expect(args.onSchedule).toHaveBeenCalled();
  },
};

/** The list could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null, error: 'The inspections could not be loaded.' }) },
  render: (args, { globals }) => (
    <InspectionsScreen
      {...args}
      list={{ ...args.list, error: appTextOf(globals, 'app.inspections.loadError') }}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.inspections.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

/** An admin's view across customers: a customer column, no Schedule and no actions. */
export const AdminReadOnly: Story = {
  args: { mode: 'admin', onSchedule: undefined, list: listFixture(rows, { total: 24 }) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.inspections.readOnly'))),
    ).toBeInTheDocument();
    await expect(
      within(table(canvasElement, globals)).getByRole('columnheader', {
        name: appTextOf(globals, 'app.inspections.column.client'),
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: appTextOf(globals, 'app.inspections.schedule') }),
    ).toBeNull();
  },
};
