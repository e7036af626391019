import { useMergedRefs } from '../useMergedRefs';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useKitMessages } from '../i18n/useKitMessages';
import { ChevronDownIcon, IconFrame } from '../icons';
import { Menu, MenuItemCheckbox } from '../Menu';
import { useControllableState } from '../useControllableState';
import {
  ActionsSlot,
  Chip,
  ChipList,
  ChipRemove,
  ChipsRow,
  ChipText,
  ClearAllButton,
  ControlsRow,
  FilterCount,
  FilterTriggerText,
  HiddenLabel,
  SearchSlot,
  ToolbarRoot,
} from './Toolbar.styles';
import {
  activeChips,
  activeCount,
  removeFilterValue,
  toggleFilterValue,
  type ToolbarFilter,
  type ToolbarFilterValue,
} from './toolbarFilters';

export interface ToolbarProps {
  /** The name of the search landmark; "Search and filters" by default. */
  label?: ReactNode;
  /** The search field (the kit's `SearchField`, or your own). */
  search?: ReactNode;
  /** The filters: a menu each, several choices per filter. */
  filters?: readonly ToolbarFilter[];
  /** The chosen values per filter id (controlled). */
  value?: ToolbarFilterValue;
  /** The first values when uncontrolled. */
  defaultValue?: ToolbarFilterValue;
  /** Called with the new values whenever a filter changes (a choice, a chip removed, "Clear All"). */
  onValueChange?: (next: ToolbarFilterValue) => void;
  /** Actions at the end of the row (add, export). */
  actions?: ReactNode;
  /** Extra class name for the root element. */
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const noFilters: ToolbarFilterValue = {};

function RemoveIcon() {
  return (
    <IconFrame size={14} viewBox="0 0 16 16" strokeWidth={2}>
      <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
    </IconFrame>
  );
}

/**
 * The bar above a list: a search slot, a menu per filter (choices with their counts, several at
 * a time), the active choices as chips that each remove one, and "Clear All". It is a search
 * landmark; the kit filters nothing, it reports the chosen values.
 */
export function Toolbar({
  label,
  search,
  filters = [],
  value: valueProp,
  defaultValue = noFilters,
  onValueChange,
  actions,
  className,
  ref,
}: ToolbarProps) {
  const t = useKitMessages();
  const labelId = useId();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const chips = activeChips(filters, value);

  const rootRef = useRef<HTMLDivElement | null>(null);
  const removeRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Where focus goes once a chip's button is gone: the chip that took its place, the one before,
  // or the toolbar itself when none is left, so focus is never dropped on the page body.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const index = Math.min(pendingFocus.current, chips.length - 1);
    pendingFocus.current = null;
    (index >= 0 ? removeRefs.current[index] : rootRef.current)?.focus();
  });

  const setRef = useMergedRefs(rootRef, ref);

  return (
    <ToolbarRoot ref={setRef} role="search" aria-labelledby={labelId} tabIndex={-1} className={className}>
      <HiddenLabel id={labelId}>{label ?? t('ui.toolbar.label')}</HiddenLabel>
      <ControlsRow>
        {search && <SearchSlot>{search}</SearchSlot>}
        {filters.map((filter) => {
          const count = activeCount(value, filter.id);
          const chosen = new Set(value[filter.id] ?? []);
          return (
            <Menu
              key={filter.id}
              label={count > 0 ? t('ui.toolbar.filterActive', { label: filter.label, count }) : filter.label}
              triggerContent={
                <FilterTriggerText>
                  {filter.label}
                  {count > 0 && <FilterCount>{count}</FilterCount>}
                  <ChevronDownIcon />
                </FilterTriggerText>
              }
            >
              {filter.options.map((option) => (
                <MenuItemCheckbox
                  key={option.value}
                  label={
                    option.count === undefined
                      ? option.label
                      : t('ui.toolbar.filterOption', { label: option.label, count: option.count })
                  }
                  checked={chosen.has(option.value)}
                  onCheckedChange={() => setValue(toggleFilterValue(filters, value, filter.id, option.value))}
                />
              ))}
            </Menu>
          );
        })}
        {actions && <ActionsSlot>{actions}</ActionsSlot>}
      </ControlsRow>
      {chips.length > 0 && (
        <ChipsRow>
          <ChipList aria-label={t('ui.toolbar.activeFilters')}>
            {chips.map((chip, index) => {
              const names = { filter: chip.filterLabel, value: chip.valueLabel };
              return (
                <Chip key={`${chip.filterId}\u0000${chip.value}`}>
                  <ChipText aria-hidden="true">{t('ui.toolbar.chip', names)}</ChipText>
                  <ChipRemove
                    ref={(element) => {
                      removeRefs.current[index] = element;
                    }}
                    type="button"
                    onClick={() => {
                      pendingFocus.current = index;
                      setValue(removeFilterValue(value, chip.filterId, chip.value));
                    }}
                  >
                    <HiddenLabel>{t('ui.toolbar.removeFilter', names)}</HiddenLabel>
                    <RemoveIcon />
                  </ChipRemove>
                </Chip>
              );
            })}
          </ChipList>
          <ClearAllButton
            type="button"
            onClick={() => {
              pendingFocus.current = -1;
              setValue(noFilters);
            }}
          >
            {t('ui.toolbar.clearAll')}
          </ClearAllButton>
        </ChipsRow>
      )}
    </ToolbarRoot>
  );
}
