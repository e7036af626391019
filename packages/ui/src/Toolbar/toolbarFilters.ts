/** The rules of the Toolbar's filters as plain functions. */

/** One choice of a filter, with how many items it would show. */
export interface ToolbarFilterOption {
  value: string;
  /** The choice's text (plain text: the menu's typeahead matches it). */
  label: string;
  /** How many items have this value; shown beside the label and read with it. */
  count?: number;
}

/** A filter: a menu of choices, several of which may be on. */
export interface ToolbarFilter {
  id: string;
  /** The filter's name (plain text: it names the menu button and the chips). */
  label: string;
  options: readonly ToolbarFilterOption[];
}

/** The chosen values per filter id. A filter with nothing chosen may be missing or empty. */
export type ToolbarFilterValue = Readonly<Record<string, readonly string[]>>;

/** One active filter value, as a chip shows it. */
export interface ActiveFilterChip {
  filterId: string;
  filterLabel: string;
  value: string;
  valueLabel: string;
}

/** The values with one value of one filter turned on or off (in the filter's option order). */
export function toggleFilterValue(
  filters: readonly ToolbarFilter[],
  value: ToolbarFilterValue,
  filterId: string,
  optionValue: string,
): ToolbarFilterValue {
  const current = new Set(value[filterId] ?? []);
  if (current.has(optionValue)) current.delete(optionValue);
  else current.add(optionValue);
  const order = filters.find((filter) => filter.id === filterId)?.options.map((option) => option.value) ?? [];
  const next = [...current].sort((a, b) => rank(order, a) - rank(order, b));
  return withFilter(value, filterId, next);
}

/** The values without one value of one filter. */
export function removeFilterValue(
  value: ToolbarFilterValue,
  filterId: string,
  optionValue: string,
): ToolbarFilterValue {
  return withFilter(
    value,
    filterId,
    (value[filterId] ?? []).filter((v) => v !== optionValue),
  );
}

/** The active values as chips, in the order of the filters and their options. */
export function activeChips(
  filters: readonly ToolbarFilter[],
  value: ToolbarFilterValue,
): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  for (const filter of filters) {
    const chosen = new Set(value[filter.id] ?? []);
    for (const option of filter.options) {
      if (chosen.has(option.value)) {
        chips.push({
          filterId: filter.id,
          filterLabel: filter.label,
          value: option.value,
          valueLabel: option.label,
        });
      }
    }
  }
  return chips;
}

/** How many values of one filter are on. */
export const activeCount = (value: ToolbarFilterValue, filterId: string): number =>
  value[filterId]?.length ?? 0;

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}

function withFilter(
  value: ToolbarFilterValue,
  filterId: string,
  next: readonly string[],
): ToolbarFilterValue {
  const { [filterId]: _removed, ...rest } = value;
  return next.length > 0 ? { ...rest, [filterId]: next } : rest;
}
