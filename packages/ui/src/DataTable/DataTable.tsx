import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ElementType,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button';
import type { SidebarLinkProps } from '../Sidebar';
import { useKitMessages } from '../i18n/useKitMessages';
import { IconFrame } from '../icons';
import { useControllableState } from '../useControllableState';
import {
  BulkBar,
  BulkCount,
  Caption,
  Cell,
  Checkbox,
  CheckboxLabel,
  Footer,
  HeaderCell,
  HiddenText,
  LiveText,
  Row as RowElement,
  Scroller,
  SelectHeaderCell,
  Sentinel,
  SkeletonBar,
  SortButton,
  SpacerRow,
  StateBox,
  StateCell,
  StateMessage,
  StateTitle,
  Table,
  TableRoot,
} from './DataTable.styles';
import { DataRow } from './DataRow';
import {
  ariaRowCount,
  ariaSortOf,
  columnHideWidths,
  nextSort,
  selectAllState,
  shouldLoadMore,
  toggleAll,
  toggleKey,
  type SortDescriptor,
} from './dataTableLogic';
import { useRowWindow } from './useRowWindow';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Stable id; what `sort.column` names. */
  id: string;
  /** The header's content; it is also the name of the sort button. */
  header: ReactNode;
  /** Renders the column's cell of one row. */
  cell: (row: Row) => ReactNode;
  /** A sort button in the header (the host sorts the rows, through `onSortChange`). */
  sortable?: boolean;
  /**
   * Width (px or a CSS length). Also the column's minimum, so a narrow window scrolls sideways,
   * unless `minWidth` lets it shrink.
   */
  width?: number | string;
  /**
   * The least width (px) the column shrinks to when the table is narrower than its columns'
   * widths (with `truncate`, its text is cut there). Default: `width`.
   */
  minWidth?: number;
  /**
   * One line, cut with "…" when the column is narrow; the full text shows on hover (`title`), from
   * `text` or the cell's own text when it is a string or a number.
   */
  truncate?: boolean;
  /** The cell's full text, for a truncated cell's tooltip. */
  text?: (row: Row) => string;
  /**
   * How much the column matters when the table is narrow: 1 (default) always shows; columns of
   * priority 2, 3, ... hide, the highest number first, when the table is narrower than the
   * columns that would remain need (their `minWidth`). The row header should stay priority 1.
   */
  priority?: number;
  /**
   * `end`: pinned to the table's end edge (row actions), in view while the other columns scroll
   * sideways under it.
   */
  pinned?: 'end';
  /**
   * In the card layout (`cardsBelow`): `title` heads the card (default: the row header's column),
   * `hide` leaves the column out; the others show as labelled lines.
   */
  card?: 'title' | 'hide';
  /** The column's name as plain text, the label of its line in a card (default: `header` when a string). */
  label?: string;
  /** Alignment of header and cells: `start` (default), `center` or `end` (numbers). */
  align?: 'start' | 'center' | 'end';
  /**
   * The cell that names the row (`<th scope="row">`). The first column when no column says so.
   * With `rowHref` its content becomes the link to the row's page; with `onRowOpen`, the button
   * that opens the row.
   */
  rowHeader?: boolean;
}

/** What `bulkActions` gets: the selected keys, the loaded rows among them, and a way to clear. */
export interface DataTableSelection<Row> {
  keys: ReadonlySet<string>;
  rows: Row[];
  clear: () => void;
}

export interface DataTableProps<Row> {
  /** The table's name (its `<caption>`, visually hidden: the page's heading usually shows it). */
  label: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  /** The rows loaded so far, in the order to show. */
  rows: readonly Row[];
  /** A stable, unique key per row. */
  rowKey: (row: Row) => string;
  /** The row's name in words (a plate, a name): names its checkbox ("Select AB 12 345"). */
  rowLabel: (row: Row) => ReactNode;

  /** The sorted column and direction (controlled); `null` for none. */
  sort?: SortDescriptor | null;
  /** The first sort when uncontrolled. */
  defaultSort?: SortDescriptor | null;
  /** Asked for a new sort when a sortable header is pressed; the host sorts (or fetches) the rows. */
  onSortChange?: (next: SortDescriptor | null) => void;

  /** Show a checkbox per row, a select-all checkbox and, with a selection, the bulk-action bar. */
  selectable?: boolean;
  /** The selected rows' keys (controlled). */
  selectedKeys?: ReadonlySet<string>;
  /** The first selection when uncontrolled. */
  defaultSelectedKeys?: ReadonlySet<string>;
  onSelectedKeysChange?: (next: ReadonlySet<string>) => void;
  /** The bulk-action bar's actions (buttons, a menu), shown while rows are selected. */
  bulkActions?: (selection: DataTableSelection<Row>) => ReactNode;

  /**
   * Opens a row's detail: its row header's content becomes a button (Tab, Enter, Space) and a
   * click anywhere on the row that is not on another control opens it too.
   */
  onRowOpen?: (row: Row) => void;
  /**
   * Where a row's own page is: its row header's content becomes a link there (it works before
   * the page's scripts run, and opens in a new tab on a modified click), and a plain click
   * anywhere else on the row follows it. Takes the place of `onRowOpen` for rows that are pages.
   */
  rowHref?: (row: Row) => string;
  /** Renders the row links instead of a plain `<a href>`, as the Sidebar's `linkComponent`. */
  linkComponent?: ElementType<SidebarLinkProps>;

  /** The first page is loading: skeleton rows and an announced "Loading…". */
  loading?: boolean;
  /** What went wrong, in the user's language; shows an error with Retry instead of (or after) the rows. */
  error?: ReactNode;
  onRetry?: () => void;

  /** The empty state's heading ("No results" by default), message and action (e.g. "Add vehicle"). */
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;

  /** How many rows the whole result has: "Showing N of M", and `aria-rowcount`. */
  totalCount?: number;
  /** Whether more rows can be loaded; by default, while fewer than `totalCount` are loaded. */
  hasMore?: boolean;
  /** Called once per page when the end of the loaded rows comes near (within `loadMoreMargin` px). */
  onLoadMore?: () => void;
  /** A page is on its way: "Loading more…", and no further `onLoadMore` until it arrives. */
  loadingMore?: boolean;
  /** How close to the end (px) the next page is asked for. Default 400. */
  loadMoreMargin?: number;

  /** Render only the rows in view (default: when there are more than 100 rows). */
  virtualize?: boolean;
  /** Estimated row height in px for virtualisation (rows are measured once rendered). Default 49. */
  estimatedRowHeight?: number;
  /** The scroll container's maximum height (CSS length or px). Default `70vh`. */
  maxHeight?: number | string;

  /**
   * Below this width (px) of the table's own space, each row shows as a card: the title column
   * and the pinned column on top, the other columns as labelled lines (a phone). Default: never.
   */
  cardsBelow?: number;

  /** Extra class name for the root element. */
  className?: string;
  /** The `<table>` element. */
  ref?: Ref<HTMLTableElement>;
}

const VIRTUALIZE_ABOVE = 100;
const SKELETON_ROWS = 5;
const emptySet: ReadonlySet<string> = new Set();

function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/** Pixels of a column's least width, for the priority thresholds (a CSS length counts as 120). */
function minWidthOf(column: DataTableColumn<unknown>): number {
  if (column.minWidth !== undefined) return column.minWidth;
  return typeof column.width === 'number' ? column.width : 120;
}

/**
 * The table's size-dependent rules, as container queries on its root (so they hold from the
 * server's first HTML on, with no script): the columns of each priority hide below the width the
 * more important ones need; in the card layout (DataTable.styles.ts) nothing hides.
 */
function responsiveLayout(
  columns: readonly DataTableColumn<never>[],
  selectable: boolean,
  cardsBelow: number | undefined,
): string {
  const offset = selectable ? 1 : 0;
  const hideAt = columnHideWidths(
    columns.map((column) => ({
      minWidth: minWidthOf(column as DataTableColumn<unknown>),
      priority: column.priority ?? 1,
    })),
    selectable ? 44 : 0,
  );
  const rules: string[] = [];
  for (const [priority, width] of hideAt) {
    const cells = columns
      .map((column, index) => ({ column, nth: index + 1 + offset }))
      .filter(({ column }) => (column.priority ?? 1) === priority)
      .flatMap(({ nth }) => [
        `thead > tr > :nth-child(${nth})`,
        `tbody > tr[data-row] > :nth-child(${nth})`,
        `tbody > tr[data-skeleton] > :nth-child(${nth})`,
      ]);
    const above = cardsBelow !== undefined ? ` and (min-width: ${cardsBelow}px)` : '';
    rules.push(
      `@container datatable (max-width: ${width - 0.02}px)${above} { ${cells.join(', ')} { display: none; } }`,
    );
  }
  return rules.join('\n');
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  return (
    <IconFrame size={14} viewBox="0 0 16 16" strokeWidth={1.8}>
      {direction === 'ascending' && <path d="M8 13V3M4 7l4-4 4 4" />}
      {direction === 'descending' && <path d="M8 3v10M4 9l4 4 4-4" />}
      {direction === undefined && <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />}
    </IconFrame>
  );
}

/**
 * A data table on a native `<table>`: sortable headers, row selection with a bulk-action bar, a
 * row that opens its detail, loading, error and empty states, infinite loading and, for long
 * lists, virtualised rows that keep the table's semantics (`aria-rowcount`, `aria-rowindex`,
 * `aria-hidden` spacer rows).
 *
 * Opening a row: the row header's content is a real `<button>` rather than a focusable `<tr>`.
 * A focusable row has no role that says it can be activated, so screen readers would not
 * announce it as actionable and their table navigation would skip it; a button in the row header
 * cell is reached by Tab, named by the row's own text, and works with Enter and Space. A click
 * elsewhere on the row is a pointer shortcut to the same action.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  selectable = false,
  selectedKeys: selectedKeysProp,
  defaultSelectedKeys = emptySet,
  onSelectedKeysChange,
  bulkActions,
  onRowOpen,
  rowHref,
  linkComponent,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  emptyMessage,
  emptyAction,
  totalCount,
  hasMore: hasMoreProp,
  onLoadMore,
  loadingMore = false,
  loadMoreMargin = 400,
  virtualize: virtualizeProp,
  estimatedRowHeight = 49,
  maxHeight = '70vh',
  cardsBelow,
  className,
  ref,
}: DataTableProps<Row>) {
  const t = useKitMessages();
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const [sort, setSort] = useControllableState<SortDescriptor | null>({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: onSortChange,
  });
  const [selected, setSelected] = useControllableState<ReadonlySet<string>>({
    value: selectedKeysProp,
    defaultValue: defaultSelectedKeys,
    onChange: onSelectedKeysChange,
  });

  const keys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const headerIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  const titleIndex = columns.some((column) => column.card === 'title')
    ? columns.findIndex((column) => column.card === 'title')
    : headerIndex;
  const cards = cardsBelow !== undefined && cardsBelow > 0;
  const layout = useMemo(
    () => responsiveLayout(columns, selectable, cards ? cardsBelow : undefined),
    [columns, selectable, cards, cardsBelow],
  );
  const hasMore = hasMoreProp ?? (totalCount !== undefined && rows.length < totalCount);
  const virtualize = virtualizeProp ?? rows.length > VIRTUALIZE_ABOVE;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const showRows = rows.length > 0;
  const firstLoad = loading && !showRows;
  const failed = error != null && error !== false;

  // Stable between renders: the virtualiser recomputes every row's position when it changes.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  // Server-rendered, a long table shows its first screen of rows before any script runs.
  const rowWindow = useRowWindow({
    enabled: virtualize,
    count: rows.length,
    scrollerRef,
    estimatedRowHeight,
    getItemKey,
  });

  // Infinite loading: the sentinel after the table, within `loadMoreMargin` of the scroller's
  // bottom edge, asks for the next page once per page. The observer is made anew whenever the
  // row count changes, and `observe` reports at once, so a page too short to scroll asks again.
  const requestedAt = useRef<number | null>(null);
  const loadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    loadMoreRef.current = onLoadMore;
  });
  useEffect(() => {
    const sentinel = sentinelRef.current;
    const root = scrollerRef.current;
    if (!sentinel || !root || !loadMoreRef.current || !hasMore || loadingMore || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const nearEnd = entries.some((entry) => entry.isIntersecting);
        if (
          shouldLoadMore({
            nearEnd,
            hasMore,
            loadingMore,
            loaded: rows.length,
            requestedAt: requestedAt.current,
          })
        ) {
          requestedAt.current = rows.length;
          loadMoreRef.current?.();
        }
      },
      { root, rootMargin: `0px 0px ${loadMoreMargin}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [rows.length, hasMore, loadingMore, loadMoreMargin, failed]);

  const clearSelection = useCallback(() => setSelected(emptySet), [setSelected]);
  const allState = useMemo(() => selectAllState(keys, selected), [keys, selected]);
  const selectedCount = selected.size;

  const toggleRow = useCallback(
    (key: string) => setSelected(toggleKey(selected, key)),
    [selected, setSelected],
  );

  function renderRow(row: Row, index: number, measure?: (element: Element | null) => void) {
    const key = keys[index]!;
    return (
      <DataRow<Row>
        key={key}
        row={row}
        rowKey={key}
        index={index}
        columns={columns}
        headerIndex={headerIndex}
        titleIndex={titleIndex}
        cards={cards}
        selectable={selectable}
        selected={selectable && selected.has(key)}
        onToggle={toggleRow}
        rowLabel={rowLabel}
        onRowOpen={onRowOpen}
        rowHref={rowHref}
        linkComponent={linkComponent}
        measure={measure}
      />
    );
  }

  function renderBody() {
    if (firstLoad) {
      return Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <RowElement key={`skeleton-${index}`} aria-hidden="true" data-skeleton="">
          {Array.from({ length: columnCount }, (_, cell) => (
            <Cell key={cell}>
              <SkeletonBar />
            </Cell>
          ))}
        </RowElement>
      ));
    }
    if (!showRows && failed) return stateRow(errorState());
    if (!showRows) {
      return stateRow(
        <StateBox>
          <StateTitle>{emptyTitle ?? t('ui.dataTable.emptyTitle')}</StateTitle>
          <StateMessage>{emptyMessage ?? t('ui.dataTable.emptyMessage')}</StateMessage>
          {emptyAction}
        </StateBox>,
      );
    }
    if (!virtualize) return rows.map((row, index) => renderRow(row, index));

    const { indexes, before, after, measure } = rowWindow;
    return (
      <>
        {before > 0 && spacer('before', before)}
        {indexes.map((index) => renderRow(rows[index]!, index, measure))}
        {after > 0 && spacer('after', after)}
      </>
    );
  }

  function spacer(key: string, height: number) {
    return (
      <SpacerRow key={key} aria-hidden="true" data-spacer="">
        <td colSpan={columnCount} style={{ height }} />
      </SpacerRow>
    );
  }

  function stateRow(content: ReactNode, compact = false) {
    return (
      <tr>
        <StateCell colSpan={columnCount} data-compact={compact ? '' : undefined}>
          {content}
        </StateCell>
      </tr>
    );
  }

  function errorState() {
    return (
      <StateBox role="alert">
        <StateTitle>{t('ui.dataTable.errorTitle')}</StateTitle>
        <StateMessage>{error}</StateMessage>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('ui.dataTable.retry')}
          </Button>
        )}
      </StateBox>
    );
  }

  const progress =
    totalCount !== undefined && showRows
      ? t('ui.dataTable.progress', { shown: rows.length, total: Math.max(totalCount, rows.length) })
      : '';

  return (
    <TableRoot
      className={className}
      $layout={layout}
      $cardsBelow={cards ? cardsBelow : undefined}
      data-cards={cards ? '' : undefined}
      data-state={firstLoad ? 'loading' : failed ? 'error' : showRows ? 'ready' : 'empty'}
    >
      {/* Announces selection changes; present before the first change, so it is heard. */}
      <LiveText role="status">
        {selectedCount > 0 ? t('ui.dataTable.selectedCount', { count: selectedCount }) : ''}
      </LiveText>
      {selectable && selectedCount > 0 && (
        <BulkBar role="group" aria-label={t('ui.dataTable.bulkActions')}>
          <BulkCount aria-hidden="true">
            {t('ui.dataTable.selectedCount', { count: selectedCount })}
          </BulkCount>
          {bulkActions?.({
            keys: selected,
            rows: rows.filter((_, index) => selected.has(keys[index]!)),
            clear: clearSelection,
          })}
          <Button variant="ghost" size="sm" onClick={clearSelection}>
            {t('ui.dataTable.clearSelection')}
          </Button>
        </BulkBar>
      )}
      <LiveText role="status">{firstLoad ? t('ui.dataTable.loading') : ''}</LiveText>
      {/* A focusable, named region: keyboard users can scroll a table wider than the window. */}
      <Scroller
        ref={scrollerRef}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        $maxHeight={cssLength(maxHeight) ?? '70vh'}
        // "pending" until the virtualiser's engine has arrived and taken over the rows, then "ready".
        data-virtualized={virtualize ? (rowWindow.measure ? 'ready' : 'pending') : undefined}
      >
        <Table
          ref={ref}
          aria-rowcount={ariaRowCount(rows.length, totalCount, hasMore)}
          aria-busy={firstLoad || loadingMore ? true : undefined}
        >
          <Caption id={captionId}>{label}</Caption>
          <thead>
            <tr aria-rowindex={1}>
              {selectable && (
                <SelectHeaderCell scope="col">
                  <CheckboxLabel>
                    <Checkbox
                      type="checkbox"
                      checked={allState === 'all'}
                      ref={(element) => {
                        if (element) element.indeterminate = allState === 'some';
                      }}
                      disabled={!showRows}
                      onChange={() => setSelected(toggleAll(keys, selected))}
                    />
                    <HiddenText>{t('ui.dataTable.selectAll')}</HiddenText>
                  </CheckboxLabel>
                </SelectHeaderCell>
              )}
              {columns.map((column) => {
                const width = cssLength(column.width);
                const minWidth = cssLength(column.minWidth) ?? width;
                const ariaSort = ariaSortOf(sort, column.id, Boolean(column.sortable));
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <HeaderCell
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort}
                    data-align={column.align}
                    data-pinned={column.pinned}
                    style={width || minWidth ? { width, minWidth } : undefined}
                  >
                    {column.sortable ? (
                      <SortButton
                        type="button"
                        data-sorted={direction ? 'true' : 'false'}
                        onClick={() => setSort(nextSort(sort, column.id))}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {renderBody()}
            {showRows && failed && stateRow(errorState(), true)}
            {showRows &&
              loadingMore &&
              stateRow(<StateMessage>{t('ui.dataTable.loadingMore')}</StateMessage>, true)}
          </tbody>
        </Table>
        <Sentinel ref={sentinelRef} aria-hidden="true" />
      </Scroller>
      <Footer role="status" aria-live="polite">
        {progress}
      </Footer>
    </TableRoot>
  );
}
