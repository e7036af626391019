import type { UpcomingItem } from '@vognpark/server';
import { useKitMessages, visuallyHidden } from '@vognpark/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface UpcomingColumn {
  id: string;
  header: string;
  cell: (item: UpcomingItem) => ReactNode;
  /** The cell that names its row (a row header). */
  rowHeader?: true;
  width: number;
}

export interface UpcomingTableProps {
  /** The table's name (its caption, visually hidden). */
  label: string;
  columns: readonly UpcomingColumn[];
  /** Undefined while loading. */
  rows: readonly UpcomingItem[] | undefined;
  /** What an empty list says. */
  emptyTitle: string;
}

/**
 * What falls due in the next 30 days: a plain table; in a frame narrower than 520 px (a phone) each
 * row is a card, what falls due on its first line and the other cells on one line under it. The list is short (a few dozen rows at most),
 * so it needs none of the kit's DataTable (sorting, selection, virtual scrolling), whose code the
 * first page would otherwise download (docs/decisions/first-paint.md, "Initial JS").
 */
export function UpcomingTable({ label, columns, rows, emptyTitle }: UpcomingTableProps) {
  const t = useKitMessages();
  const state = rows === undefined ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  return (
    <Frame data-state={state}>
      <LiveText role="status">{rows === undefined ? t('ui.dataTable.loading') : ''}</LiveText>
      <Table aria-busy={rows === undefined ? true : undefined}>
        <Caption>{label}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} scope="col" style={{ width: column.width }}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((item) => (
            <tr key={`${item.area}:${item.id}`}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <RowHeader key={column.id} scope="row" data-column={column.id}>
                    {column.cell(item)}
                  </RowHeader>
                ) : (
                  <Cell key={column.id} data-column={column.id}>
                    {column.cell(item)}
                  </Cell>
                ),
              )}
            </tr>
          ))}
          {state !== 'ready' && (
            <tr>
              <StateCell colSpan={columns.length}>
                {state === 'loading' ? (
                  <Muted aria-hidden="true">{t('ui.dataTable.loading')}</Muted>
                ) : (
                  emptyTitle
                )}
              </StateCell>
            </tr>
          )}
        </tbody>
      </Table>
    </Frame>
  );
}

/** Below this width of its frame the rows are cards. */
const CARDS_BELOW = 520;

const Frame = styled.div`
  container: upcoming / inline-size;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const LiveText = styled.div`
  ${visuallyHidden}
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};

  & > tbody > tr:last-child > * {
    border-bottom: 0;
  }

  @container upcoming (max-width: ${CARDS_BELOW - 0.02}px) {
    display: block;

    & > thead {
      ${visuallyHidden}
    }

    & > tbody {
      display: block;
    }

    & > tbody > tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
      padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    & > tbody > tr:last-child {
      border-bottom: 0;
    }

    & > tbody > tr > * {
      padding: 0;
      border-bottom: 0;
      white-space: nowrap;
    }

    & > tbody > tr > th,
    & > tbody > tr > td[colspan] {
      flex-basis: 100%;
      order: -1;
      white-space: normal;
    }

    & > tbody > tr > td[colspan] {
      padding: ${({ theme }) => `${theme.space[4]}px 0`};
    }
  }
`;

const HeaderCell = styled.th`
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceHover};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  text-align: start;
  white-space: nowrap;
`;

const cellStyles = css`
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  overflow-wrap: anywhere;
`;

const Cell = styled.td`
  ${cellStyles}
`;

const RowHeader = styled.th`
  ${cellStyles}
  font-weight: ${({ theme }) => theme.font.weights.regular};
  text-align: start;
`;

const StateCell = styled(Cell)`
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};
  text-align: center;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
