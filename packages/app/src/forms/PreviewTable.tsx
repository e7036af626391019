import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PreviewTableProps {
  /** What the table shows ("Rows of fuel.csv"): its region's name and its caption. */
  label: string;
  /** The table's head and body. */
  children: ReactNode;
  className?: string;
}

/**
 * The preview of a file before it is taken (an import's rows, an invoice's lines): a plain table
 * in a region that scrolls sideways on its own and can be reached with the keyboard to do so.
 * Style a preview's own columns with `styled(PreviewTable)` and selectors such as `tbody th`.
 */
export function PreviewTable({ label, children, className }: PreviewTableProps) {
  return (
    <Scroll className={className} tabIndex={0} role="region" aria-label={label}>
      <Table>
        <caption>{label}</caption>
        {children}
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }

  tbody th {
    font-weight: normal;
  }
`;
