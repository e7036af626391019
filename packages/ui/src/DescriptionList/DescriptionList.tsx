import type { ReactNode } from 'react';
import { Details, Item, List, Term } from './DescriptionList.styles';

export interface DescriptionListProps {
  /** The pairs: `DescriptionItem`s (a `false` or `null` child is left out). */
  children: ReactNode;
  /**
   * How the pairs lay out: `compact` (columns from 180 px, a drawer's facts) or `roomy` (from
   * 220 px with more space between, a page's overview). Either way one column on a phone.
   */
  density?: 'compact' | 'roomy';
  className?: string;
}

/**
 * Facts as term and details pairs (a `<dl>`) in as many columns as fit: a vehicle's overview, a
 * task's or an inspection's facts, read-only fields of an account. Screen readers announce a
 * list of terms with their details; long words and unbroken text wrap inside their column.
 */
export function DescriptionList({ children, density = 'compact', className }: DescriptionListProps) {
  return (
    <List
      className={className}
      $minColumn={density === 'roomy' ? 220 : 180}
      $gap={density === 'roomy' ? 4 : 3}
    >
      {children}
    </List>
  );
}

export interface DescriptionItemProps {
  /** What the value is ("Vehicle", "Due date"). */
  term: ReactNode;
  /** The value. */
  children: ReactNode;
}

/** One term and its details in a `DescriptionList`. */
export function DescriptionItem({ term, children }: DescriptionItemProps) {
  return (
    <Item>
      <Term>{term}</Term>
      <Details>{children}</Details>
    </Item>
  );
}
