import { memo, type MouseEvent, type ReactNode } from 'react';
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
  selectable: boolean;
  selected: boolean;
  onToggle: (key: string) => void;
  rowLabel: (row: Row) => ReactNode;
  onRowOpen?: ((row: Row) => void) | undefined;
  /** The virtualiser's measuring ref, when virtualised. */
  measure?: ((element: Element | null) => void) | undefined;
}

const interactiveSelector = 'a, button, input, label, select, textarea, summary, [role="button"], [tabindex]';

function DataRowComponent<Row>({
  row,
  rowKey,
  index,
  columns,
  headerIndex,
  selectable,
  selected,
  onToggle,
  rowLabel,
  onRowOpen,
  measure,
}: DataRowProps<Row>) {
  const intl = useIntl();

  function onRowClick(event: MouseEvent<HTMLTableRowElement>) {
    if (!onRowOpen) return;
    // Another control in the row (a checkbox, a link, the open button itself) does its own thing.
    const control = (event.target as Element).closest(interactiveSelector);
    if (control && event.currentTarget.contains(control)) return;
    // Selecting text is not a click on the row.
    if (window.getSelection()?.toString()) return;
    onRowOpen(row);
  }

  return (
    <tr
      ref={measure}
      data-row=""
      data-index={index}
      aria-rowindex={ariaRowIndex(index)}
      data-selected={selected ? '' : undefined}
      data-openable={onRowOpen ? '' : undefined}
      onClick={onRowOpen ? onRowClick : undefined}
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
        if (columnIndex === headerIndex) {
          return (
            <th key={column.id} scope="row" data-align={column.align}>
              {onRowOpen ? (
                <button type="button" data-open-button="" onClick={() => onRowOpen(row)}>
                  {content}
                </button>
              ) : (
                content
              )}
            </th>
          );
        }
        return (
          <td key={column.id} data-align={column.align}>
            {content}
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
