/**
 * The text of a field's label, found from its id the way a screen reader names it: the
 * elements its `aria-labelledby` points at (a RadioGroup's legend), else its `<label>`, else its
 * `aria-label`. Empty when the field is not on the page or has no label.
 */
export function fieldLabelOf(fieldId: string, doc: Document): string {
  const field = doc.getElementById(fieldId);
  if (!field) return '';
  // What a screen reader reads of it: not its hidden parts (a required field's asterisk).
  const text = (element: Element | null | undefined) => {
    if (!element) return '';
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent?.trim() ?? '';
  };
  const labelledBy = field.getAttribute('aria-labelledby');
  if (labelledBy) {
    const named = labelledBy
      .split(/\s+/)
      .map((id) => text(doc.getElementById(id)))
      .filter(Boolean)
      .join(' ');
    if (named) return named;
  }
  const labels = 'labels' in field ? (field as HTMLInputElement).labels : null;
  const fromLabel = labels && labels.length > 0 ? text(labels[0]) : '';
  return fromLabel || (field.getAttribute('aria-label')?.trim() ?? '');
}
