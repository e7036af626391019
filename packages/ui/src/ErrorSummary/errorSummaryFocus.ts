/** Where a shown error summary sends focus. */
export type ErrorSummaryFocus = 'field' | 'summary' | 'none';

export type ErrorSummaryFocusTarget = { kind: 'field'; id: string } | { kind: 'summary' } | null;

export interface ErrorSummaryFocusInput {
  /** What the summary showed before: its number of errors and its `focusKey`; undefined on mount. */
  previous: { count: number; focusKey: unknown } | undefined;
  /** What it shows now. */
  current: { count: number; focusKey: unknown };
  /** The fields in error, in document order, that exist on the page. */
  fieldsInOrder: readonly string[];
  focus: ErrorSummaryFocus;
}

/**
 * Decides where focus goes when an error summary renders: nowhere unless it has just appeared
 * (no errors before, some now) or the host signalled a new failed attempt (`focusKey` changed);
 * then to the first field in error in page order, or to the summary itself when asked or when
 * none of the fields is on the page.
 */
export function errorSummaryFocusTarget({
  previous,
  current,
  fieldsInOrder,
  focus,
}: ErrorSummaryFocusInput): ErrorSummaryFocusTarget {
  if (current.count === 0 || focus === 'none') return null;
  const appeared = previous === undefined || previous.count === 0;
  const newAttempt = previous !== undefined && !Object.is(previous.focusKey, current.focusKey);
  if (!appeared && !newAttempt) return null;
  const first = fieldsInOrder[0];
  if (focus === 'field' && first !== undefined) return { kind: 'field', id: first };
  return { kind: 'summary' };
}

/** The ids of the elements that exist in `root`, sorted in document order. */
export function inDocumentOrder(ids: readonly string[], root: Document): string[] {
  return ids
    .map((id) => root.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map((element) => element.id);
}

/**
 * Focuses a field by its id: the element itself, or for a group of radios (a fieldset) its
 * chosen radio, else its first enabled one. Returns whether something took focus.
 */
export function focusField(id: string, root: Document): boolean {
  const element = root.getElementById(id);
  if (!element) return false;
  const target =
    element instanceof HTMLFieldSetElement
      ? (element.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
        element.querySelector<HTMLElement>(
          'input:not(:disabled), select:not(:disabled), textarea:not(:disabled)',
        ))
      : element;
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return root.activeElement === target;
}
