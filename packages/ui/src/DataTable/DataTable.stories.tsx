import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { createIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { MessageId } from '../messages/en';
import { StatusPill } from '../StatusPill';
import { localeOf, messagesOf, sampleOf } from '../test-utils/storyMessages';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import {
  dataWords,
  sampleVehicles,
  statusTones,
  type DataWords,
  type SampleVehicle,
} from './DataTable.fixtures';
import type { SortDescriptor } from './dataTableLogic';

/** Formats a kit message as the story's language does, for expectations. */
function messageIn(globals: Record<string, unknown>) {
  const locale = localeOf(globals);
  const intl = createIntl({ locale, messages: messagesOf(globals) });
  return (id: MessageId, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
}

const wordsOf = (globals: Record<string, unknown>): DataWords => sampleOf(globals, dataWords);

function vehicleColumns(words: DataWords): DataTableColumn<SampleVehicle>[] {
  return [
    { id: 'plate', header: words.plate, cell: (v) => v.plate, sortable: true, rowHeader: true, width: 140 },
    { id: 'make', header: words.make, cell: (v) => v.make, sortable: true, width: 140 },
    { id: 'model', header: words.model, cell: (v) => v.model, width: 120 },
    { id: 'year', header: words.year, cell: (v) => v.year, sortable: true, align: 'end', width: 90 },
    {
      id: 'status',
      header: words.status,
      cell: (v) => <StatusPill tone={statusTones[v.status]} label={words.statuses[v.status]} />,
      width: 150,
    },
    { id: 'driver', header: words.driver, cell: (v) => v.driver || words.noDriver, width: 180 },
  ];
}

function sortRows(rows: readonly SampleVehicle[], sort: SortDescriptor | null): readonly SampleVehicle[] {
  if (!sort) return rows;
  const key = sort.column as 'plate' | 'make' | 'year';
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

type VehicleTableProps = Partial<DataTableProps<SampleVehicle>> & {
  words: DataWords;
  /** Story harness: sorts the rows itself, as a host fetching sorted pages would. */
  sortRowsLocally?: boolean;
};

/** The register's table as a host builds it: columns from the host's words, pills for status. */
function VehicleTable({
  words,
  rows = sampleVehicles(25),
  sortRowsLocally,
  onSortChange,
  ...props
}: VehicleTableProps) {
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const shown = useMemo(() => (sortRowsLocally ? sortRows(rows, sort) : rows), [rows, sort, sortRowsLocally]);
  const sorting = sortRowsLocally
    ? {
        sort,
        onSortChange: (next: SortDescriptor | null) => {
          setSort(next);
          onSortChange?.(next);
        },
      }
    : { onSortChange };
  return (
    <DataTable<SampleVehicle>
      label={words.vehicles}
      columns={vehicleColumns(words)}
      rows={shown}
      rowKey={(v) => v.id}
      rowLabel={(v) => v.plate}
      {...sorting}
      {...props}
    />
  );
}

/** A host that loads 50 rows per page when asked, as the register does with a cursor. */
function PagedVehicleTable({
  words,
  total,
  onLoadMore,
  ...props
}: VehicleTableProps & { total: number; onLoadMore: () => void }) {
  const [rows, setRows] = useState(() => sampleVehicles(50));
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <VehicleTable
      {...props}
      words={words}
      rows={rows}
      totalCount={total}
      loadingMore={loadingMore}
      onLoadMore={() => {
        onLoadMore();
        setLoadingMore(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setRows((loaded) => [
            ...loaded,
            ...sampleVehicles(Math.min(50, total - loaded.length), loaded.length),
          ]);
          setLoadingMore(false);
        }, 150);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: VehicleTable,
  tags: ['autodocs'],
  args: { words: dataWords.en },
  render: (args, { globals }) => <VehicleTable {...args} words={wordsOf(globals)} />,
  parameters: {
    docs: {
      description: {
        component:
          'A data table on a native `<table>`: column definitions with cell renderers, sortable headers ' +
          '(`aria-sort`), row selection with a bulk-action bar, rows that open their detail, loading, error and ' +
          'empty states, infinite loading ("N of M", announced politely) and virtualised rows that keep ' +
          '`aria-rowcount`/`aria-rowindex`. The stories show it as the vehicle register uses it.',
      },
    },
  },
} satisfies Meta<typeof VehicleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 vehicles: a table named by its caption, a row header per row, row indexes after the header row. */
export const Default: Story = {
  tags: ['text-length'],
  args: { onRowOpen: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const words = wordsOf(globals);
    const table = within(canvasElement).getByRole('table', { name: words.vehicles });
    await expect(table).toHaveAttribute('aria-rowcount', '26');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(26);
    await expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    const first = sampleVehicles(1)[0]!;
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(first.plate);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([words.plate, words.make, words.model, words.year, words.status, words.driver]);
    // The row opens by keyboard from its row header's button.
    const open = within(table).getByRole('button', { name: first.plate });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowOpen).toHaveBeenCalledWith(first);
    open.blur();
  },
};

/** Rows that are pages: the row header is a link to the row's page, which works before any script runs. */
export const RowLinks: Story = {
  args: { rowHref: (vehicle: { id: string }) => `#/vehicles/${vehicle.id}` },
  play: async ({ canvasElement, globals }) => {
    const words = wordsOf(globals);
    const table = within(canvasElement).getByRole('table', { name: words.vehicles });
    const first = sampleVehicles(1)[0]!;
    await expect(within(table).getByRole('link', { name: first.plate })).toHaveAttribute(
      'href',
      `#/vehicles/${first.id}`,
    );
    await expect(within(table).queryByRole('button', { name: first.plate })).toBeNull();
  },
};

/** Sortable headers: the column name is the button's name; the header cell carries `aria-sort`. */
export const Sortable: Story = {
  args: { sortRowsLocally: true, onSortChange: fn() },
  play: async ({ canvasElement, globals, args }) => {
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    const yearHeader = canvas.getByRole('columnheader', { name: words.year });
    await expect(yearHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: words.model })).not.toHaveAttribute('aria-sort');

    await userEvent.click(canvas.getByRole('button', { name: words.year }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'year', direction: 'ascending' });
    await expect(yearHeader).toHaveAttribute('aria-sort', 'ascending');
    const years = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(row.querySelectorAll('td')[2]!.textContent));
    await expect(years()).toEqual([...years()].sort((a, b) => a - b));

    await userEvent.click(canvas.getByRole('button', { name: words.year }));
    await expect(yearHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(years()).toEqual([...years()].sort((a, b) => b - a));
  },
};

/** Two rows selected: the select-all box is mixed, the bulk-action bar says how many, and it is announced. */
export const WithSelection: Story = {
  args: { selectable: true, onSelectedKeysChange: fn() },
  render: (args, { globals }) => {
    const words = wordsOf(globals);
    return (
      <VehicleTable
        {...args}
        words={words}
        bulkActions={({ clear }) => (
          <Button variant="secondary" size="sm" onClick={clear}>
            {words.changeStatus}
          </Button>
        )}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = messageIn(globals);
    const words = wordsOf(globals);
    const canvas = within(canvasElement);
    const [first, second] = sampleVehicles(2);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('ui.dataTable.selectRow', { name: first!.plate }) }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('ui.dataTable.selectRow', { name: second!.plate }) }),
    );
    const all = canvas.getByRole('checkbox', { name: t('ui.dataTable.selectAll') });
    await expect(all).toBePartiallyChecked();
    const bar = canvas.getByRole('group', { name: t('ui.dataTable.bulkActions') });
    const selected = t('ui.dataTable.selectedCount', { count: 2 });
    await expect(bar).toHaveTextContent(selected);
    await expect(canvas.getAllByRole('status').some((status) => status.textContent === selected)).toBe(true);
    await expect(within(bar).getByRole('button', { name: words.changeStatus })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: t('ui.dataTable.clearSelection') })).toBeVisible();
  },
};

/** The first page is loading: skeleton rows, `aria-busy` and an announced "Loading…". */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: wordsOf(globals).vehicles });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    const loading = messagesOf(globals)['ui.dataTable.loading'];
    await expect(canvas.getAllByRole('status').some((status) => status.textContent === loading)).toBe(true);
  },
};

/** Loading failed: what went wrong in the user's language, and Retry. */
export const Error: Story = {
  args: { rows: [], onRetry: fn() },
  render: (args, { globals }) => (
    <VehicleTable {...args} words={wordsOf(globals)} error={wordsOf(globals).serverDown} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const messages = messagesOf(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(messages['ui.dataTable.errorTitle']);
    await expect(alert).toHaveTextContent(wordsOf(globals).serverDown);
    await userEvent.click(within(alert).getByRole('button', { name: messages['ui.dataTable.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Nothing matches: the table says so and offers the next action. */
export const Empty: Story = {
  tags: ['text-length'],
  args: { rows: [] },
  render: (args, { globals }) => {
    const words = wordsOf(globals);
    return (
      <VehicleTable
        {...args}
        words={words}
        emptyAction={<Button variant="primary">{words.addVehicle}</Button>}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messagesOf(globals)['ui.dataTable.emptyTitle'])).toBeVisible();
    await expect(canvas.getByText(messagesOf(globals)['ui.dataTable.emptyMessage'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: wordsOf(globals).addVehicle })).toBeVisible();
  },
};

/** 50 rows per page up to 200: scrolling to the end asks for the next page once per page. */
export const InfiniteLoading: Story = {
  args: { onLoadMore: fn(), maxHeight: 400 },
  render: (args, { globals }) => (
    <PagedVehicleTable
      {...args}
      words={wordsOf(globals)}
      total={200}
      onLoadMore={args.onLoadMore ?? (() => {})}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const t = messageIn(globals);
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: wordsOf(globals).vehicles });
    const progress = (shown: number) => t('ui.dataTable.progress', { shown, total: 200 });
    const footer = canvas.getByText(progress(50));
    await expect(footer).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '201');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    for (const shown of [100, 150, 200]) {
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(footer).toHaveTextContent(progress(shown)), { timeout: 3000 });
      await expect(args.onLoadMore).toHaveBeenCalledTimes(shown / 50 - 1);
    }
    scroller.scrollTop = scroller.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(3);
    const table = canvas.getByRole('table');
    // Scrolled to the end (again while the last page's rows lay out), the last row is there.
    await waitFor(
      () => {
        scroller.scrollTop = scroller.scrollHeight;
        expect(table.querySelector('tr[aria-rowindex="201"]')).not.toBeNull();
      },
      { timeout: 3000 },
    );
  },
};

/** 10,000 rows, virtualised: fewer than 100 rows in the DOM from the first row to the last. */
export const Virtualised10000Rows: Story = {
  args: { rows: sampleVehicles(10_000), totalCount: 10_000, maxHeight: 480 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    const table = canvas.getByRole('table', { name: words.vehicles });
    const scroller = canvas.getByRole('region', { name: words.vehicles });
    const rowsInDom = () => table.querySelectorAll('tr').length;
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).not.toBeNull());
    await expect(rowsInDom()).toBeLessThan(100);

    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.round(scroller.scrollHeight / 8);
    for (let top = step; top < scroller.scrollHeight; top += step) {
      scroller.scrollTop = top;
      await frame();
      await expect(rowsInDom()).toBeLessThan(100);
    }
    scroller.scrollTop = scroller.scrollHeight;
    const last = sampleVehicles(1, 9_999)[0]!;
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="10001"]')).not.toBeNull());
    await expect(
      within(table.querySelector<HTMLElement>('tr[aria-rowindex="10001"]')!).getByRole('rowheader'),
    ).toHaveTextContent(last.plate);
    await expect(rowsInDom()).toBeLessThan(100);
    // Every rendered data row still says where it is in the whole table.
    const indexes = [...table.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
      Number(row.getAttribute('aria-rowindex')),
    );
    await expect(indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1)).toBe(true);
  },
};

/** A 320 px window: the table scrolls sideways inside its region; nothing sticks out of the page. */
export const Narrow320: Story = {
  tags: ['text-length'],
  args: { rows: sampleVehicles(8), selectable: true },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100%' }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: wordsOf(globals).vehicles });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const narrow = canvas.getByTestId('narrow');
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(320);
    // Scrolling sideways reaches the last column.
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    scroller.scrollLeft = 0;
  },
};

const longRows: SampleVehicle[] = sampleVehicles(4).map((vehicle, index) =>
  index % 2 === 0
    ? {
        ...vehicle,
        make: 'Mercedes-Benz Nutzfahrzeuge Sonderausführung',
        model: 'Sprinter 519 CDI Kastenwagen Hochdach Extralang',
        driver: 'Maximiliane-Charlotte Sophie Østergaard-Rasmussen von Holstein',
      }
    : vehicle,
);

/** Long makes and names wrap inside their cells; the rows grow instead of overflowing. */
export const LongNames: Story = {
  tags: ['text-length'],
  args: { rows: longRows, selectable: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getAllByRole('cell', {
      name: 'Maximiliane-Charlotte Sophie Østergaard-Rasmussen von Holstein',
    })[0]!;
    await expect(cell).toBeVisible();
    const scroller = canvas.getByRole('region', { name: wordsOf(globals).vehicles });
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right + 1,
    );
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]!.getBoundingClientRect().height).toBeGreaterThan(
      rows[2]!.getBoundingClientRect().height,
    );
  },
};

/**
 * The register's columns made to fit: make, model and driver shrink and cut their text (the full
 * text on hover), type and model hide first when the table is narrow, and each row's action is
 * pinned at the end.
 */
function fittedColumns(words: DataWords): DataTableColumn<SampleVehicle>[] {
  return [
    { id: 'plate', header: words.plate, cell: (v) => v.plate, rowHeader: true, width: 140, minWidth: 120 },
    {
      id: 'make',
      header: words.make,
      cell: (v) => v.make,
      width: 180,
      minWidth: 110,
      truncate: true,
      priority: 2,
    },
    {
      id: 'model',
      header: words.model,
      cell: (v) => v.model,
      width: 180,
      minWidth: 110,
      truncate: true,
      priority: 3,
      card: 'hide',
    },
    { id: 'year', header: words.year, cell: (v) => v.year, align: 'end', width: 90, priority: 2 },
    { id: 'type', header: words.type, cell: () => words.types.van, width: 120, priority: 3 },
    {
      id: 'status',
      header: words.status,
      cell: (v) => <StatusPill tone={statusTones[v.status]} label={words.statuses[v.status]} />,
      width: 170,
    },
    {
      id: 'driver',
      header: words.driver,
      cell: (v) => v.driver || words.noDriver,
      width: 220,
      minWidth: 130,
      truncate: true,
    },
    {
      id: 'actions',
      header: words.changeStatus,
      label: '',
      cell: (v) => (
        <Button size="sm" variant="secondary" aria-label={`${words.changeStatus}: ${v.plate}`}>
          {words.changeStatus}
        </Button>
      ),
      width: 160,
      pinned: 'end',
    },
  ];
}

/** The content area beside an expanded sidebar at 1280 px (1280 − 250 px of sidebar). */
const contentAt1280 = 1030;

/**
 * At 1280 px with the sidebar open, every column that matters and each row's action are in
 * view: long texts are cut with "…" (the whole text on hover), the least important columns hide.
 */
export const FitsAt1280: Story = {
  tags: ['text-length'],
  args: { rows: longRows.concat(sampleVehicles(8, 4)), selectable: true },
  render: (args, { globals }) => (
    <div style={{ width: contentAt1280 }} data-testid="content">
      <VehicleTable {...args} words={wordsOf(globals)} columns={fittedColumns(wordsOf(globals))} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const scroller = canvas.getByRole('region', { name: words.vehicles });
    // Nothing to scroll sideways: the table fits its space.
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1));
    for (const button of canvas.getAllByRole('button', { name: new RegExp(`^${words.changeStatus}: `) })) {
      const rect = button.getBoundingClientRect();
      await expect(rect.right).toBeLessThanOrEqual(content.right);
      await expect(rect.left).toBeGreaterThanOrEqual(content.left);
    }
    // A long name is cut to its column, its whole text on hover.
    const driver = 'Maximiliane-Charlotte Sophie Østergaard-Rasmussen von Holstein';
    const cut = canvas.getAllByTitle(driver)[0]!;
    await expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth);
    await expect(canvas.getAllByRole('cell', { name: driver })[0]).toBeVisible();
    // The plate, the status and the driver stay.
    for (const name of [words.plate, words.status, words.driver])
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
  },
};

/**
 * A narrower space (a laptop with the sidebar open, a tablet): the columns of priority 3 (model,
 * type) hide first, then those of priority 2; the action stays pinned at the end.
 */
export const PriorityColumns: Story = {
  tags: ['text-length'],
  args: { rows: sampleVehicles(6) },
  render: (args, { globals }) => (
    <div style={{ width: 860 }} data-testid="content">
      <VehicleTable
        {...args}
        words={wordsOf(globals)}
        columns={fittedColumns(wordsOf(globals))}
        cardsBelow={600}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    // A hidden header has no accessible name; it is found by its text.
    const header = (name: string) => canvas.getByText(name, { selector: 'th' });
    await waitFor(() => expect(header(words.type)).not.toBeVisible());
    await expect(header(words.model)).not.toBeVisible();
    await expect(header(words.make)).toBeVisible();
    await expect(header(words.plate)).toBeVisible();
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const [action] = canvas.getAllByRole('button', { name: new RegExp(`^${words.changeStatus}: `) });
    await expect(action!.getBoundingClientRect().right).toBeLessThanOrEqual(content.right);
  },
};

/** A phone (390 px less the page's margins): each row is a card with its plate on top and its action beside it. */
export const CardsOnAPhone: Story = {
  tags: ['text-length'],
  args: { rows: sampleVehicles(6), onRowOpen: fn() },
  render: (args, { globals }) => (
    <div style={{ width: 358 }} data-testid="content">
      <VehicleTable
        {...args}
        words={wordsOf(globals)}
        columns={fittedColumns(wordsOf(globals))}
        cardsBelow={600}
      />
    </div>
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const scroller = canvas.getByRole('region', { name: words.vehicles });
    // The header row gives way to the cards (a hidden header is found by its text).
    await waitFor(() => expect(canvas.getByText(words.plate, { selector: 'th' })).not.toBeVisible());
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
    const plate = canvas.getByRole('button', { name: sampleVehicles(1)[0]!.plate });
    const card = plate.closest('tr')!;
    const cardRect = card.getBoundingClientRect();
    // A card, not a line: as wide as the space, several lines tall, its action on the first line.
    await expect(cardRect.width).toBeGreaterThan(content.width - 4);
    await expect(cardRect.height).toBeGreaterThan(plate.getBoundingClientRect().height * 3);
    const action = within(card).getByRole('button', { name: new RegExp(`^${words.changeStatus}: `) });
    const actionRect = action.getBoundingClientRect();
    await expect(actionRect.right).toBeLessThanOrEqual(content.right);
    await expect(actionRect.top).toBeLessThan(plate.getBoundingClientRect().bottom);
    // Each line says what it is; the model is left out of the card.
    await expect(card.querySelector(`[data-label="${words.status}"]`)).toBeVisible();
    await expect(within(card).queryByText(sampleVehicles(1)[0]!.model)).not.toBeVisible();
    await userEvent.click(plate);
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1);
  },
};

/**
 * Headers of several words (the register's "Næste frist", "Prochaine échéance", "Найближчий
 * термін") wrap between words when their columns shrink, so a header never makes the table wider
 * than its space: before, a header kept to one line and pushed the last columns off screen.
 */
export const LongHeadersWrap: Story = {
  tags: ['text-length'],
  args: { rows: sampleVehicles(4) },
  render: (args, { globals }) => {
    const words = wordsOf(globals);
    const headers = [
      words.search,
      words.addVehicle,
      words.changeStatus,
      words.noDriver,
      words.statuses.outOfService,
    ];
    const columns: DataTableColumn<SampleVehicle>[] = headers.map((header, index) => ({
      id: `column${index}`,
      header,
      cell: (v) => v.year,
      sortable: true,
      rowHeader: index === 0,
      width: 130,
      minWidth: 100,
    }));
    return (
      <div style={{ width: 700 }} data-testid="content">
        <VehicleTable {...args} words={words} columns={columns} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const words = wordsOf(globals);
    const scroller = canvas.getByRole('region', { name: words.vehicles });
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1));
    // Each header is whole, its sort control a button named by it.
    await expect(canvas.getByRole('button', { name: words.statuses.outOfService })).toBeVisible();
  },
};

/**
 * A card's value of several parts (a date and its state, as the Tasks list's due date) stays
 * beside its label and wraps within its own column: before, the whole value dropped below the
 * label to the card's left edge when it did not fit beside it.
 */
export const CardValueBesideItsLabel: Story = {
  tags: ['text-length'],
  args: { rows: sampleVehicles(3) },
  render: (args, { globals }) => {
    const words = wordsOf(globals);
    const columns: DataTableColumn<SampleVehicle>[] = [
      { id: 'plate', header: words.plate, cell: (v) => v.plate, rowHeader: true },
      {
        id: 'status',
        header: words.status,
        cell: (v) => (
          <span
            data-testid="value"
            style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
          >
            <span>{`${v.driver || words.noDriver}, ${v.year}`}</span>
            <StatusPill tone="danger" label={words.statuses.outOfService} />
          </span>
        ),
      },
    ];
    return (
      <div style={{ width: 358 }}>
        <VehicleTable {...args} words={words} columns={columns} cardsBelow={600} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [value] = canvas.getAllByTestId('value');
    const cell = value!.closest('td')!;
    await waitFor(() => expect(cell.getBoundingClientRect().width).toBeLessThan(400));
    // The label (the cell's ::before) takes the first 8rem: the value starts on its line, beside it.
    const cellRect = cell.getBoundingClientRect();
    const valueRect = value!.getBoundingClientRect();
    await expect(valueRect.left).toBeGreaterThan(cellRect.left + 100);
    await expect(valueRect.top).toBeLessThan(cellRect.top + 8);
    await expect(valueRect.right).toBeLessThanOrEqual(cellRect.right + 1);
  },
};
