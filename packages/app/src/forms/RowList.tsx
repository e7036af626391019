import { Button } from '@vognpark/ui';
import type { Key, ReactNode } from 'react';
import styled from 'styled-components';

/** A section of a form with its own heading (h3) and hint, such as a list of rows. */
export const FormSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-items: start;

  & > * {
    justify-self: stretch;
  }
  & > button {
    justify-self: start;
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface RowListProps<Row extends { key: Key }> {
  rows: readonly Row[];
  /** A row's fields; `number` is its place as a person counts (1, 2, …), for its labels. */
  renderRow: (row: Row, index: number, number: number) => ReactNode;
  /** The remove button's words for row `number` ("Remove line 2"). */
  removeLabel: (number: number) => string;
  onRemove: (key: Row['key']) => void;
  /** Whether a row may be removed (a list that must keep one row says no while it has one). */
  canRemove?: boolean;
  /** The add button's words. */
  addLabel: string;
  onAdd: () => void;
  /** How many rows the list takes; the add button goes once it has them. */
  max: number;
  /** The CSS grid columns of a row's fields; as many as fit when left out. */
  columns?: string;
}

/**
 * The rows a form repeats (a service entry's lines, a plan's items, an inspection's defects):
 * each row's fields with its remove button, then the add button while there is room. The host
 * keeps the rows in its form values and moves the focus to a new row's first field.
 */
export function RowList<Row extends { key: Key }>({
  rows,
  renderRow,
  removeLabel,
  onRemove,
  canRemove = true,
  addLabel,
  onAdd,
  max,
  columns = 'repeat(auto-fit, minmax(150px, 1fr))',
}: RowListProps<Row>) {
  return (
    <>
      <Rows $columns={columns}>
        {rows.map((row, index) => (
          <li key={row.key}>
            {renderRow(row, index, index + 1)}
            {canRemove && (
              <Button variant="ghost" size="sm" onClick={() => onRemove(row.key)}>
                {removeLabel(index + 1)}
              </Button>
            )}
          </li>
        ))}
      </Rows>
      {rows.length < max && (
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </>
  );
}

const Rows = styled.ol<{ $columns: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & > li {
    display: grid;
    grid-template-columns: ${({ $columns }) => $columns};
    gap: ${({ theme }) => theme.space[3]}px;
    align-items: end;
    padding-bottom: ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li > button {
    justify-self: start;
  }
  @media (max-width: 600px) {
    & > li {
      grid-template-columns: 1fr;
    }
  }
`;
