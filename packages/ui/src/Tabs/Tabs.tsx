import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useControllableState } from '../useControllableState';
import { nextTabIndex } from './nextTabIndex';
import { Count, ListLabel, Panel, Tab, TabList, TabsRoot } from './Tabs.styles';

/** One tab and its panel. */
export interface TabItem {
  /** Identifies the tab in `value`/`onValueChange` (e.g. `"compliance"`, or a URL segment). */
  value: string;
  /** The tab's text; it names the tab and its panel. */
  label: ReactNode;
  /** An optional number shown after the label (formatted for the active language) and read with it. */
  count?: number | null;
  /** The panel's content; only the selected tab's content is rendered unless `keepMounted`. */
  content: ReactNode;
  /** A disabled tab is skipped by the arrow keys and cannot be selected. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Names the tab list for assistive technology (visually hidden), e.g. "Vehicle details". */
  label: ReactNode;
  /** The selected tab's `value` (controlled). */
  value?: string;
  /** The tab selected first when uncontrolled; the first enabled tab when left out. */
  defaultValue?: string;
  /** Called with the newly selected tab's `value`. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default): the arrow keys, Home and End select the tab they move to, so its panel
   * shows at once; right for panels that render quickly. `manual`: they only move focus, and
   * Enter or Space selects; for panels that are slow to show (they load data).
   */
  activation?: 'automatic' | 'manual';
  /** Keeps every panel's content mounted (hidden when not selected), e.g. to keep what was typed. */
  keepMounted?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs (WAI-ARIA tabs pattern): a tab list with one tab stop (roving tabindex: the selected tab),
 * Left/Right moving between tabs and wrapping, Home/End to the first/last, and a tab panel tied
 * to each tab (`aria-controls`, `aria-labelledby`).
 */
export function Tabs({
  items,
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  keepMounted = false,
  className,
  ref,
}: TabsProps) {
  const intl = useIntl();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? '';
  const [selected, setSelected] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? firstEnabled,
    onChange: onValueChange,
  });
  // A value that names no enabled tab (e.g. a stale URL) shows the first enabled tab.
  const current = items.findIndex((item) => item.value === selected && !item.disabled);
  const activeIndex = current === -1 ? items.findIndex((item) => !item.disabled) : current;

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const labelId = `${baseId}-label`;

  function select(index: number) {
    const item = items[index];
    if (item && !item.disabled) setSelected(item.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const focused = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    if (focused === -1) return;
    if (activation === 'manual' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      select(focused);
      return;
    }
    const dir = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = nextTabIndex(
      event.key,
      focused,
      items.map((item) => item.disabled === true),
      dir,
    );
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    if (activation === 'automatic') select(next);
  }

  return (
    <TabsRoot ref={ref} className={className}>
      <ListLabel id={labelId}>{label}</ListLabel>
      <TabList role="tablist" aria-labelledby={labelId} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = index === activeIndex;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              aria-disabled={item.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              data-value={item.value}
              onClick={() => select(index)}
            >
              {item.label}
              {item.count !== undefined && item.count !== null && (
                <>
                  {' '}
                  <Count>{intl.formatNumber(item.count)}</Count>
                </>
              )}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, index) => {
        const isSelected = index === activeIndex;
        return (
          <Panel
            key={item.value}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={!isSelected}
          >
            {(isSelected || keepMounted) && item.content}
          </Panel>
        );
      })}
    </TabsRoot>
  );
}
