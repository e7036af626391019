import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, renderWithProviders } from '../test-utils/renderWithProviders';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import type { SidebarLinkProps } from '../Sidebar';
import type { SortDescriptor } from './dataTableLogic';

interface Vehicle {
  id: string;
  plate: string;
  make: string;
  year: number;
}

const vehicles: Vehicle[] = [
  { id: '1', plate: 'AB 12 345', make: 'Volvo', year: 2019 },
  { id: '2', plate: 'CD 67 890', make: 'Scania', year: 2021 },
  { id: '3', plate: 'EF 11 222', make: 'Ford', year: 2017 },
];

const columns: DataTableColumn<Vehicle>[] = [
  { id: 'plate', header: 'Registration', cell: (v) => v.plate, sortable: true },
  { id: 'make', header: 'Make', cell: (v) => v.make, sortable: true },
  { id: 'year', header: 'Year', cell: (v) => v.year, align: 'end' },
];

function renderTable(props: Partial<DataTableProps<Vehicle>> = {}, locale?: 'en' | 'da' | 'uk') {
  return renderWithProviders(
    <DataTable
      label="Vehicles"
      columns={columns}
      rows={vehicles}
      rowKey={(v) => v.id}
      rowLabel={(v) => v.plate}
      {...props}
    />,
    { locale },
  );
}

/** A controllable stand-in for IntersectionObserver: the test says when the sentinel is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  intersect(isIntersecting = true) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  static live() {
    return FakeObserver.instances.filter((o) => !o.disconnected);
  }
}

// Each test renders the whole table (or menus) and clicks through it with user-event: slower
// than the default 5 s allows on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('is a table named by its label, each row named by its row header', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Vehicles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Registration', 'Make', 'Year']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['AB 12 345', 'CD 67 890', 'EF 11 222']);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
  });

  it('sorts through header buttons named by the column, with aria-sort on the header cell', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<SortDescriptor | null>({ column: 'plate', direction: 'ascending' });
      return (
        <DataTable
          label="Vehicles"
          columns={columns}
          rows={vehicles}
          rowKey={(v) => v.id}
          rowLabel={(v) => v.plate}
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    renderWithProviders(<Sorted />);
    const plate = screen.getByRole('columnheader', { name: 'Registration' });
    const make = screen.getByRole('columnheader', { name: 'Make' });
    expect(plate).toHaveAttribute('aria-sort', 'ascending');
    expect(make).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Year' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Year' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Registration' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'plate', direction: 'descending' });
    expect(plate).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Make' }));
    expect(make).toHaveAttribute('aria-sort', 'ascending');
    expect(plate).toHaveAttribute('aria-sort', 'none');
  });

  it('selects rows by name, selects all, shows and announces the bulk bar', async () => {
    const user = userEvent.setup();
    const onSelectedKeysChange = vi.fn();
    renderTable({
      selectable: true,
      onSelectedKeysChange,
      bulkActions: ({ rows, clear }) => (
        <button type="button" onClick={clear}>
          Mark {rows.map((r) => r.plate).join(' and ')} sold
        </button>
      ),
    });
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select AB 12 345' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select EF 11 222' }));
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set(['1', '3']));
    expect(all).not.toBeChecked();
    expect(all).toBePartiallyChecked();
    const bar = screen.getByRole('group', { name: 'Actions for the selected rows' });
    expect(bar).toHaveTextContent('2 rows selected');
    expect(screen.getAllByRole('status').some((s) => s.textContent === '2 rows selected')).toBe(true);
    expect(within(bar).getByRole('button', { name: 'Mark AB 12 345 and EF 11 222 sold' })).toBeVisible();

    await user.click(all);
    expect(all).toBeChecked();
    expect(bar).toHaveTextContent('3 rows selected');
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select CD 67 890' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).toBeNull();
  });

  it('clears the selection from the bulk bar', async () => {
    const user = userEvent.setup();
    renderTable({ selectable: true, defaultSelectedKeys: new Set(['2']) });
    expect(screen.getByRole('checkbox', { name: 'Select CD 67 890' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select CD 67 890' })).not.toBeChecked();
  });

  it('opens a row by its button (keyboard) and by a click on the row, not by its checkbox', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen, selectable: true });
    const open = screen.getByRole('button', { name: 'CD 67 890' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    expect(onRowOpen).toHaveBeenLastCalledWith(vehicles[1]);

    await user.click(screen.getByRole('cell', { name: 'Ford' }));
    expect(onRowOpen).toHaveBeenCalledTimes(2);
    expect(onRowOpen).toHaveBeenLastCalledWith(vehicles[2]);

    await user.click(screen.getByRole('checkbox', { name: 'Select AB 12 345' }));
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it('with rowHref the row header is a link to the row, and a plain click on the row follows it', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    // The host's link component, as an app's router link: it routes plain clicks itself.
    function HostLink({ href, children, ...rest }: SidebarLinkProps) {
      return (
        <a
          href={href}
          {...rest}
          onClick={(event) => {
            event.preventDefault();
            if (!event.ctrlKey) followed.push(href);
          }}
        >
          {children}
        </a>
      );
    }
    renderTable({ rowHref: (v) => `/vehicles/${v.id}`, linkComponent: HostLink, selectable: true });
    expect(screen.getByRole('link', { name: 'CD 67 890' })).toHaveAttribute('href', '/vehicles/2');
    expect(screen.queryByRole('button', { name: 'CD 67 890' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'CD 67 890' }));
    expect(followed).toEqual(['/vehicles/2']);
    await user.click(screen.getByRole('cell', { name: 'Ford' }));
    expect(followed).toEqual(['/vehicles/2', '/vehicles/3']);
    // A checkbox in the row, and a modified click on the row (a new tab is the link's to open), do not follow.
    await user.click(screen.getByRole('checkbox', { name: 'Select AB 12 345' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('cell', { name: 'Volvo' }));
    await user.keyboard('{/Control}');
    expect(followed).toEqual(['/vehicles/2', '/vehicles/3']);
  });

  it('a click inside a portal opened from the row (its menu) does not open the row', async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    const withMenu: DataTableColumn<Vehicle>[] = [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        cell: (vehicle) =>
          createPortal(<button type="button">Complete {vehicle.make}</button>, document.body),
      },
    ];
    renderTable({ columns: withMenu, onRowOpen });
    await user.click(screen.getByRole('button', { name: 'Complete Ford' }));
    expect(onRowOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('cell', { name: 'Ford' }));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
  });

  it('without onRowOpen the row header is plain text', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'AB 12 345' })).toBeNull();
  });

  it('loading: skeleton rows hidden from assistive technology and an announced "Loading…"', () => {
    renderTable({ rows: [], loading: true }, 'da');
    const table = screen.getByRole('table', { name: 'Vehicles' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1); // the header row only
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Indlæser…')).toBe(true);
  });

  it('error: the message and a Retry that calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ rows: [], error: 'The server did not answer.', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('The server did not answer.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: says so and offers the host action', () => {
    renderTable({ rows: [], emptyAction: <button type="button">Add vehicle</button> });
    expect(screen.getByText('No results')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add vehicle' })).toBeVisible();
  });

  it('asks for the next page once per page and shows "N of M"', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderTable({ totalCount: 7, onLoadMore });
    expect(screen.getByText('Showing 3 of 7 rows')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '8');

    FakeObserver.live()[0]!.intersect();
    FakeObserver.live()[0]!.intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    const table = (rows: Vehicle[], loadingMore: boolean) => (
      <DataTable
        label="Vehicles"
        columns={columns}
        rows={rows}
        rowKey={(v) => v.id}
        rowLabel={(v) => v.plate}
        totalCount={7}
        onLoadMore={onLoadMore}
        loadingMore={loadingMore}
      />
    );
    rerender(table(vehicles, true));
    expect(FakeObserver.live()).toHaveLength(0);
    expect(screen.getByText('Loading more…')).toBeVisible();

    const more = [...vehicles, { id: '4', plate: 'GH 33 444', make: 'MAN', year: 2020 }];
    rerender(table(more, false));
    expect(screen.getByText('Showing 4 of 7 rows')).toBeVisible();
    FakeObserver.live()[0]!.intersect(false);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    FakeObserver.live()[0]!.intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('stops asking when every row is loaded', () => {
    const onLoadMore = vi.fn();
    renderTable({ totalCount: 3, onLoadMore });
    expect(FakeObserver.live()).toHaveLength(0);
    expect(screen.getByText('Showing 3 of 3 rows')).toBeVisible();
  });

  it('speaks Ukrainian plurals in the count', () => {
    renderTable({ totalCount: 5 }, 'uk');
    expect(screen.getByText('Показано 3 з 5 рядків')).toBeVisible();
  });

  it('keeps a header click from opening the row', () => {
    const onRowOpen = vi.fn();
    renderTable({ onRowOpen });
    fireEvent.click(screen.getByRole('columnheader', { name: 'Year' }));
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('server-renders the first screen of a long table, hydrates it as it is, then virtualises it', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      id: String(i),
      plate: `AA ${String(i).padStart(5, '0')}`,
      make: 'Volvo',
      year: 2020,
    }));
    const table = (
      <Providers>
        <DataTable
          label="Vehicles"
          columns={columns}
          rows={many}
          rowKey={(v) => v.id}
          rowLabel={(v) => v.plate}
          totalCount={2000}
        />
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(table);
    document.body.append(container);
    // The rows of an 800 px first screen at 49 px each (17), plus 10 below, after the header row.
    const served = within(container).getAllByRole('row');
    expect(served).toHaveLength(28);
    expect(served.at(-1)).toHaveAttribute('aria-rowindex', '28');
    expect(within(container).getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
    const firstRow = served[1];
    expect(within(container).getByRole('region')).toHaveAttribute('data-virtualized', 'pending');
    // What the virtualiser measures once it runs: a scroller five rows high, rows 49 px tall.
    Object.defineProperty(within(container).getByRole('region'), 'clientHeight', { value: 245 });
    const rowHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(49);

    const onRecoverableError = vi.fn();
    render(table, { container, hydrate: true, onRecoverableError });

    // Five rows in view plus ten below: the virtualiser now decides, keeping the served elements.
    await waitFor(() => expect(within(container).getAllByRole('row')).toHaveLength(16));
    expect(within(container).getAllByRole('row')[1]).toBe(firstRow);
    expect(within(container).getByRole('region')).toHaveAttribute('data-virtualized', 'ready');
    expect(within(container).getByRole('rowheader', { name: 'AA 00014' })).toBeVisible();
    expect(within(container).getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
    expect(onRecoverableError).not.toHaveBeenCalled();
    rowHeight.mockRestore();
    container.remove();
  });
});
