import { memo, type ElementType, type MouseEvent, type ReactNode } from 'react';
import type { SidebarLinkProps } from '../Sidebar';
import { useIntl } from 'react-intl';
import en from '../messages/en';
import type { DataTableColumn } from './DataTable';
import { ariaRowIndex } from './dataTableLogic';

export interface DataRowProps<Row> {
  row: Row;
  rowKey: string;
  index: number;
  columns: readonly DataTableColumn<Row>[];
  headerIndex: number;
  /** The column that heads the row's card. */
  titleIndex: number;
  /** The table has a card layout: cells carry their column's label. */
  cards: boolean;
  selectable: boolean;
  selected: boolean;
  onToggle: (key: string) => void;
  rowLabel: (row: Row) => ReactNode;
  onRowOpen?: ((row: Row) => void) | undefined;
  rowHref?: ((row: Row) => string) | undefined;
  linkComponent?: ElementType<SidebarLinkProps> | undefined;
  /** The virtualiser's measuring ref, when virtualised. */
  measure?: ((element: Element | null) => void) | undefined;
}

/** A cell's content as a tooltip, when it is plain text. */
const plainText = (content: ReactNode): string | undefined =>
  typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;

const interactiveSelector = 'a, button, input, label, select, textarea, summary, [role="button"], [tabindex]';

function DataRowComponent<Row>({
  row,
  rowKey,
  index,
  columns,
  headerIndex,
  titleIndex,
  cards,
  selectable,
  selected,
  onToggle,
  rowLabel,
  onRowOpen,
  rowHref,
  linkComponent: Link = 'a',
  measure,
}: DataRowProps<Row>) {
  const intl = useIntl();
  const openable = Boolean(rowHref || onRowOpen);

  function onRowClick(event: MouseEvent<HTMLTableRowElement>) {
    // React bubbles a click in a portal (a row's open menu, a popover) through the row: it is not
    // a click on the row.
    if (!event.currentTarget.contains(event.target as Node)) return;
    // Another control in the row (a checkbox, a link, the open button itself) does its own thing.
    const control = (event.target as Element).closest(interactiveSelector);
    if (control && event.currentTarget.contains(control)) return;
    // Selecting text is not a click on the row.
    if (window.getSelection()?.toString()) return;
    if (rowHref) {
      // A plain click follows the row's link, through the host's link component; a modified
      // click is left to the link itself, where the browser knows what it means.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.currentTarget.querySelector<HTMLAnchorElement>('a[data-open-button]')?.click();
      return;
    }
    onRowOpen?.(row);
  }

  function openControl(content: ReactNode) {
    if (rowHref) {
      return (
        <Link href={rowHref(row)} data-open-button="">
          {content}
        </Link>
      );
    }
    if (onRowOpen) {
      return (
        <button type="button" data-open-button="" onClick={() => onRowOpen(row)}>
          {content}
        </button>
      );
    }
    return content;
  }

  return (
    <tr
      ref={measure}
      data-row=""
      data-index={index}
      aria-rowindex={ariaRowIndex(index)}
      data-selected={selected ? '' : undefined}
      data-openable={openable ? '' : undefined}
      onClick={openable ? onRowClick : undefined}
    >
      {selectable && (
        <td data-select="">
          <label data-checkbox-label="">
            <input type="checkbox" checked={selected} onChange={() => onToggle(rowKey)} />
            <span data-hidden="">
              {intl.formatMessage(
                { id: 'ui.dataTable.selectRow', defaultMessage: en['ui.dataTable.selectRow'] },
                { name: rowLabel(row) },
              )}
            </span>
          </label>
        </td>
      )}
      {columns.map((column, columnIndex) => {
        const content = column.cell(row);
        const isHeader = columnIndex === headerIndex;
        const shown = isHeader ? openControl(content) : content;
        const label = cards
          ? (column.label ?? (typeof column.header === 'string' ? column.header : undefined))
          : undefined;
        const attributes = {
          'data-align': column.align,
          'data-pinned': column.pinned,
          'data-truncate': column.truncate ? '' : undefined,
          'data-card': columnIndex === titleIndex ? 'title' : column.card === 'hide' ? 'hide' : undefined,
          'data-label': label,
        };
        const body = column.truncate ? (
          <span data-truncate-text="" title={column.text?.(row) ?? plainText(content)}>
            {shown}
          </span>
        ) : (
          shown
        );
        return isHeader ? (
          <th key={column.id} scope="row" {...attributes}>
            {body}
          </th>
        ) : (
          <td key={column.id} {...attributes}>
            {body}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One data row, of plain elements styled by the table (DataTable.styles.ts). Memoised: while the table scrolls, only the rows that come into view render; the
 * ones already on screen keep their output (their props do not change between scroll positions).
 */
export const DataRow = memo(DataRowComponent) as typeof DataRowComponent;
