import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureObligation, fixtureObligations, longObligation } from '../../fixtures';
import { complianceUrl, type ComplianceUrlState } from '../../urlState';
import { formatPlate } from '../../../vehicles/format';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../../../test-utils/appStories';
import { ComplianceView, type ComplianceViewProps } from './ComplianceView';
import { listFixture } from '../../../../test-utils/listState';

type Globals = Record<string, unknown>;

/** The view with its filters kept in the story, as the page keeps them in the address. */
function ComplianceScreen(props: ComplianceViewProps) {
  const [state, setState] = useState<ComplianceUrlState>(props.state);
  return (
    <ComplianceView
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const rows = fixtureObligations(24);
const attention = {
  ...complianceUrl.empty,
  due: ['missing' as const, 'overdue' as const, 'due_soon' as const],
};

const meta = {
  title: 'App/Pages/Compliance',
  component: ComplianceView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/compliance' },
  render: (args) => <ComplianceScreen {...args} />,
  args: {
    title: 'Compliance',
    state: complianceUrl.empty,
    onStateChange: fn(),
    list: listFixture(rows, { total: 6430, hasMore: true }),
    onAdd: fn(),
    onRenew: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ComplianceView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.compliance.table.label') });
const body = () => within(document.body);
const rowName = (globals: Globals, index: number) => {
  const obligation = fixtureObligation(index);
  return `${appTextOf(globals, `app.compliance.kind.${obligation.kind}`)}, ${formatPlate(obligation.vehicle!.registration)}`;
};

/** The fleet's obligations, the first loaded: the count, every state, Renew from a row's actions. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.compliance.count', { count: 6430 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(
      appTextOf(globals, 'app.compliance.kind.periodic_inspection'),
    );
    for (const state of ['missing', 'overdue', 'due_soon', 'in_order'] as const)
      await expect(
        within(grid).getAllByText(appTextOf(globals, `app.compliance.state.${state}`)).length,
      ).toBeGreaterThan(0);
    await expect(
      within(grid).getAllByText(appTextOf(globals, 'app.compliance.noDate')).length,
    ).toBeGreaterThan(0);

    await userEvent.click(
      within(grid).getByRole('button', {
        name: appTextOf(globals, 'app.compliance.actions.label', { name: rowName(globals, 1) }),
      }),
    );
    await userEvent.click(
      await body().findByRole('menuitem', { name: appTextOf(globals, 'app.compliance.actions.renew') }),
    );
    await expect(args.onRenew).toHaveBeenCalledWith(rows[1]);
  },
};

/** Opened from the badge or the dashboard: the three states the badge counts, as chips. */
export const NeedsAttention: Story = {
  args: {
    state: attention,
    list: listFixture(
      rows.filter((row) => row.state !== 'in_order'),
      { total: 18 },
    ),
  },
  parameters: { route: '/manager/compliance?due=missing,overdue,due_soon' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.compliance.count', { count: 18 }))),
    ).toBeInTheDocument();
    const filter = appTextOf(globals, 'app.compliance.filter.state');
    for (const state of ['missing', 'overdue', 'due_soon'] as const)
      await expect(
        canvas.getByRole('button', {
          name: kitTextOf(globals, 'ui.toolbar.removeFilter', {
            filter,
            value: appTextOf(globals, `app.compliance.state.${state}`),
          }),
        }),
      ).toBeInTheDocument();
    await expect(
      within(table(canvasElement, globals)).queryByText(appTextOf(globals, 'app.compliance.state.in_order')),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: kitTextOf(globals, 'ui.toolbar.removeFilter', {
          filter,
          value: appTextOf(globals, 'app.compliance.state.missing'),
        }),
      }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith({
      due: ['overdue', 'due_soon'],
      kind: [],
      vehicle: null,
    });
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

/** A client without obligations: the empty state offers to add the first. */
export const Empty: Story = {
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.compliance.empty.title'))).toBeInTheDocument();
    const adds = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.compliance.add') });
    await userEvent.click(adds.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Nothing is overdue: says so; the chip removes the filter. */
export const NoMatches: Story = {
  args: { list: listFixture([]), state: { ...complianceUrl.empty, due: ['overdue'] } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.compliance.noMatches.title'))).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', {
        name: kitTextOf(globals, 'ui.toolbar.removeFilter', {
          filter: appTextOf(globals, 'app.compliance.filter.state'),
          value: appTextOf(globals, 'app.compliance.state.overdue'),
        }),
      }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(complianceUrl.empty);
  },
};

/** The list could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null, error: 'The obligations could not be loaded.' }) },
  render: (args, { globals }) => (
    <ComplianceScreen
      {...args}
      list={{ ...args.list, error: appTextOf(globals, 'app.compliance.loadError') }}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.compliance.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

/** One vehicle's obligations (from its tab's link), and a long custom name that wraps. */
export const OneVehicleLongName: Story = {
  args: {
    list: listFixture([longObligation, fixtureObligation(5)]),
    state: { ...complianceUrl.empty, vehicle: longObligation.vehicle!.id },
    vehiclePlate: formatPlate(longObligation.vehicle!.registration),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(within(table(canvasElement, globals)).getByText(longObligation.title)).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: kitTextOf(globals, 'ui.toolbar.removeFilter', {
            filter: appTextOf(globals, 'app.compliance.filter.vehicle'),
            value: formatPlate(longObligation.vehicle!.registration),
          }),
        }),
      ).toBeInTheDocument(),
    );
  },
};
