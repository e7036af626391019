import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerPicker } from '../../components/CustomerPicker';
import { fixtureCustomers, fixtureVehicles, longVehicle } from '../../fixtures';
import { formatPlate } from '../../format';
import { registerUrl, type RegisterUrlState } from '../../urlState';
import {
  appTextOf,
  collapsed,
  comboboxStatusSays,
  kitTextOf,
  withAppProviders,
  darkVariant,
} from '../../../../test-utils/appStories';
import { VehicleRegisterView, type VehicleRegisterViewProps } from './VehicleRegisterView';
import { listFixture } from '../../../../test-utils/listState';

type Globals = Record<string, unknown>;

/** The view with its state kept in the story, as the page keeps it in the address. */
function Register(props: VehicleRegisterViewProps) {
  const [state, setState] = useState<RegisterUrlState>(props.state);
  return (
    <VehicleRegisterView
      {...props}
      state={state}
      onSearchChange={(search) => {
        props.onSearchChange(search);
        setState((current) => ({ ...current, search }));
      }}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
    />
  );
}

const rows = fixtureVehicles(60);

const meta = {
  title: 'App/Pages/Vehicle register',
  component: VehicleRegisterView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/vehicles' },
  render: (args) => <Register {...args} />,
  args: {
    title: 'Vehicles',
    mode: 'manager',
    state: registerUrl.empty,
    onSearchChange: fn(),
    onStateChange: fn(),
    list: listFixture(rows, { total: 2000, hasMore: true }),
    vehicleHref: (vehicle) => `/manager/vehicles/${vehicle.id}`,
    onAdd: fn(),
    onImport: fn(),
    onBulkStatus: fn(async () => {}),
    exportState: { status: 'idle' },
    onExport: fn(),
    onCancelExport: fn(),
  },
} satisfies Meta<typeof VehicleRegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('table', { name: appTextOf(globals, 'app.vehicles.table.label') });

/** The register with 2,000 vehicles, the first pages loaded: count, columns, sorting, opening a row. */
export const Full: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    await expect(
      canvas.getByText(collapsed(appTextOf(globals, 'app.vehicles.count', { count: 2000 }))),
    ).toBeInTheDocument();
    const grid = table(canvasElement, globals);
    const first = rows[0]!;
    await expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent(
      formatPlate(first.registration),
    );
    // Fewer rows in the page than loaded: the table renders only what is in view.
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(rows.length);

    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicles.column.year') }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { by: 'year', dir: 'asc' } }),
    );
    // Each plate links to its vehicle's page.
    await expect(canvas.getByRole('link', { name: formatPlate(first.registration) })).toHaveAttribute(
      'href',
      `/manager/vehicles/${first.id}`,
    );
  },
};

/**
 * "Show sold" and the Status filter agree: a filter on "Sold" shows sold vehicles, so the switch
 * is on; switching sold vehicles off takes the filter on "Sold" away too.
 */
export const SoldAgrees: Story = {
  args: {
    list: listFixture(rows, { total: 60 }),
    state: { ...registerUrl.empty, status: ['sold'], includeSold: true },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const status = appTextOf(globals, 'app.vehicles.filter.status');
    const sold = appTextOf(globals, 'app.vehicles.status.sold');
    const chip = () =>
      canvas.queryByRole('button', {
        name: kitTextOf(globals, 'ui.toolbar.removeFilter', { filter: status, value: sold }),
      });
    await expect(chip()).toBeInTheDocument();
    const showSold = canvas.getByRole('switch', {
      name: appTextOf(globals, 'app.vehicles.filter.includeSold'),
    });
    await expect(showSold).toBeChecked();
    await userEvent.click(showSold);
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: [], includeSold: false }),
    );
    await waitFor(() => expect(chip()).toBeNull());
    await expect(showSold).not.toBeChecked();
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

/** A client without vehicles: the empty state offers to add the first. */
export const Empty: Story = {
  tags: ['text-length'],
  args: { list: listFixture([]) },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.vehicles.empty.title'))).toBeInTheDocument();
    // The empty register offers the import first, then adding one by one (as the empty dashboard).
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.imports.start.import') }),
    );
    await expect(args.onImport).toHaveBeenCalled();
    const adds = canvas.getAllByRole('button', { name: appTextOf(globals, 'app.imports.start.add') });
    await userEvent.click(adds.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Nothing matches the search: says so, and the filters show as chips to remove. */
export const NoMatches: Story = {
  args: {
    list: listFixture([]),
    state: { ...registerUrl.empty, search: 'ZZ 99', status: ['out_of_service'] },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.vehicles.noMatches.title'))).toBeInTheDocument();
    const status = appTextOf(globals, 'app.vehicles.filter.status');
    const value = appTextOf(globals, 'app.vehicles.status.out_of_service');
    await userEvent.click(
      canvas.getByRole('button', {
        name: kitTextOf(globals, 'ui.toolbar.removeFilter', { filter: status, value }),
      }),
    );
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: [] }));
  },
};

/** The list could not be loaded: the reason in words and Retry. */
export const LoadError: Story = {
  args: { list: listFixture([], { total: null, error: 'The vehicles could not be loaded.' }) },
  render: (args, { globals }) => (
    <Register {...args} list={{ ...args.list, error: appTextOf(globals, 'app.vehicles.loadError') }} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.vehicles.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

/** Long makes, models, drivers and customer names wrap inside their cells. */
export const LongNames: Story = {
  tags: ['text-length'],
  args: {
    list: listFixture([longVehicle, ...fixtureVehicles(5)], { total: 6 }),
    mode: 'admin',
    customerFilter: { customers: fixtureCustomers, loading: false, failed: false },
    customerPicker: CustomerPicker,
  },
  play: async ({ canvasElement, globals }) => {
    const grid = table(canvasElement, globals);
    await expect(within(grid).getByText(`${longVehicle.make} ${longVehicle.model}`)).toBeVisible();
    await expect(within(grid).getByText(longVehicle.clientName)).toBeVisible();
  },
};

/** Two vehicles selected: the bulk bar changes their status. */
export const BulkStatusChange: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = rows;
    for (const vehicle of [first!, second!])
      await userEvent.click(
        canvas.getByRole('checkbox', {
          name: kitTextOf(globals, 'ui.dataTable.selectRow', { name: formatPlate(vehicle.registration) }),
        }),
      );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicles.bulk.setStatus') }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: appTextOf(globals, 'app.vehicles.status.in_workshop'),
      }),
    );
    await waitFor(() =>
      expect(args.onBulkStatus).toHaveBeenCalledWith([first!.id, second!.id], 'in_workshop'),
    );
  },
};

/** The export streaming in: "1,200 of 2,000", a progress bar and Cancel. */
export const Exporting: Story = {
  args: { exportState: { status: 'running', sent: 1200, total: 2000 } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        collapsed(appTextOf(globals, 'app.vehicles.export.running', { sent: 1200, total: 2000 })),
      ),
    ).toBeInTheDocument();
    const progress = canvas.getByRole('progressbar', {
      name: appTextOf(globals, 'app.vehicles.export.progressLabel'),
    });
    await expect(progress).toHaveAttribute('value', '1200');
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.vehicles.export.cancel') }),
    );
    await expect(args.onCancelExport).toHaveBeenCalled();
  },
};

const adminArgs = {
  mode: 'admin',
  customerFilter: { customers: fixtureCustomers, loading: false, failed: false },
  customerPicker: CustomerPicker,
  onAdd: undefined,
  vehicleHref: undefined,
  onBulkStatus: undefined,
} as const;
const havn = fixtureCustomers[1]!;
const customerField = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).getByRole('combobox', { name: appTextOf(globals, 'app.vehicles.filter.client') });

/**
 * The admin's register: every customer, a customer column, no add, no selection. The customer
 * filter offers every customer (the server's list), also one whose vehicles no row shows yet.
 */
export const Admin: Story = {
  tags: ['text-length'],
  args: adminArgs,
  parameters: { route: '/admin/vehicles' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const grid = table(canvasElement, globals);
    await expect(
      within(grid).getByRole('columnheader', { name: appTextOf(globals, 'app.vehicles.column.client') }),
    ).toBeInTheDocument();
    await expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: appTextOf(globals, 'app.vehicles.add') })).toBeNull();
    await expect(rows.some((vehicle) => vehicle.clientId === havn.id)).toBe(false);

    const field = customerField(canvasElement, globals);
    await userEvent.click(field);
    const list = await within(document.body).findByRole('listbox', {
      name: appTextOf(globals, 'app.vehicles.filter.client'),
    });
    await expect(within(list).getAllByRole('option')).toHaveLength(fixtureCustomers.length);
    await expect(
      within(list).getByRole('option', { name: new RegExp(fixtureCustomers[3]!.name) }),
    ).toHaveTextContent(appTextOf(globals, 'app.vehicles.filter.clientInactive'));
    await userEvent.type(field, 'havn');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ clientId: havn.id }));
    await expect(field).toHaveValue(havn.name);
  },
};

/** The admin's register on its way: the rows and the customers both loading. */
export const AdminLoading: Story = {
  args: {
    ...adminArgs,
    list: listFixture([], { total: null, loading: true }),
    customerFilter: { customers: [], loading: true, failed: false },
  },
  parameters: { route: '/admin/vehicles' },
  play: async ({ canvasElement, globals }) => {
    await expect(table(canvasElement, globals)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(customerField(canvasElement, globals));
    await comboboxStatusSays(kitTextOf(globals, 'ui.combobox.loading'));
  },
};

/** A customer without vehicles chosen from the address: its name in the filter, no rows; clearing lists all. */
export const AdminCustomerWithoutVehicles: Story = {
  args: {
    ...adminArgs,
    list: listFixture([]),
    state: { ...registerUrl.empty, clientId: havn.id },
  },
  parameters: { route: '/admin/vehicles' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(customerField(canvasElement, globals)).toHaveValue(havn.name);
    await expect(canvas.getByText(appTextOf(globals, 'app.vehicles.noMatches.title'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.combobox.clear') }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ clientId: null }));
  },
};

/** The customers could not be loaded: the filter says so; the register itself still works. */
export const AdminCustomersError: Story = {
  args: { ...adminArgs, customerFilter: { customers: [], loading: false, failed: true } },
  parameters: { route: '/admin/vehicles' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(table(canvasElement, globals)).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await userEvent.click(customerField(canvasElement, globals));
    await comboboxStatusSays(appTextOf(globals, 'app.vehicles.filter.clientsError'));
    await expect(within(document.body).queryAllByRole('option')).toHaveLength(0);
  },
};

/** The register in the dark theme (axe checks its contrast). */
export const FullDark: Story = darkVariant(Full);
