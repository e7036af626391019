import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  addMonths,
  clampDay,
  dayForKey,
  endOfMonth,
  firstDayOfWeek,
  isSameDay,
  isSameMonth,
  isWithinRange,
  monthMatrix,
  startOfDay,
  startOfMonth,
  toIsoDay,
  weekdayNames,
  type Weekday,
} from './dates';
import {
  CalendarRoot,
  ColumnHeader,
  DayCell,
  EmptyCell,
  Footer,
  Grid,
  Header,
  IconButton,
  Title,
  TodayButton,
} from './Calendar.styles';
import { useCalendarWords } from './calendarMessages';

export interface CalendarProps {
  /** The chosen day (controlled); null for none. */
  value?: Date | null;
  /** The initially chosen day of an uncontrolled calendar. */
  defaultValue?: Date | null;
  /** Called with the day the user chooses (a local midnight). */
  onValueChange?: (date: Date) => void;
  /** The earliest day that can be chosen. */
  min?: Date;
  /** The latest day that can be chosen. */
  max?: Date;
  /** What "today" is; the current date when left out (set it for deterministic stories and tests). */
  today?: Date;
  /**
   * The language of the whole calendar: month and weekday names, day labels, the today button
   * and the month buttons' names. The interface language (`LocaleProvider`) when left out.
   */
  locale?: string;
  /**
   * The first day of the week, 0 = Sunday. The locale's (CLDR week data through Intl: Monday for
   * da, de, fr and uk, Sunday for en) when left out; Monday when the browser cannot say.
   */
  weekStartsOn?: Weekday;
  /** Moves focus to the focused day on mount (as when opened in a popover). */
  focusOnMount?: boolean;
}

/**
 * A month grid date picker following the ARIA grid and date picker dialog patterns: one
 * focusable day (roving tabindex), arrows, Home/End, PageUp/PageDown (with Shift a year),
 * Enter/Space to choose; days outside `min`..`max` are aria-disabled and keyboard moves
 * stop at the bounds. The month title is a polite live region. All of it speaks the
 * language of `locale` (the interface language unless told otherwise), never a mix.
 */
export function Calendar({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  today: todayProp,
  locale: localeProp,
  weekStartsOn: weekStartsOnProp,
  focusOnMount = false,
}: CalendarProps) {
  const interfaceLocale = useIntl().locale;
  const locale = localeProp ?? interfaceLocale;
  const weekStartsOn = weekStartsOnProp ?? firstDayOfWeek(locale);
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  // Bumped whenever the focused day should receive DOM focus (keyboard moves, focusOnMount).
  const [focusRequest, setFocusRequest] = useState(focusOnMount ? 1 : 0);

  const [now] = useState(() => new Date());
  const today = startOfDay(todayProp ?? now);
  const [uncontrolled, setUncontrolled] = useState<Date | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;

  const [focusedState, setFocused] = useState<Date>(() => selected ?? today);
  // A new value from outside shows its month (React's "adjust state on prop change").
  const selectedTime = selected ? startOfDay(selected).getTime() : null;
  const [seenSelectedTime, setSeenSelectedTime] = useState(selectedTime);
  if (selectedTime !== seenSelectedTime) {
    setSeenSelectedTime(selectedTime);
    if (selected) setFocused(selected);
  }
  const focused = clampDay(focusedState, min, max);

  useEffect(() => {
    if (focusRequest === 0) return;
    gridRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus({ preventScroll: true });
  }, [focusRequest]);

  const formats = useMemo(
    () => ({
      title: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
      longDays: weekdayNames(locale, weekStartsOn, 'long'),
      shortDays: weekdayNames(locale, weekStartsOn, 'short'),
    }),
    [locale, weekStartsOn],
  );
  const words = useCalendarWords(locale);
  const weeks = monthMatrix(focused.getFullYear(), focused.getMonth(), weekStartsOn);

  const choose = (date: Date) => {
    if (!isWithinRange(date, min, max)) return;
    setFocused(date);
    if (value === undefined) setUncontrolled(date);
    onValueChange?.(date);
  };

  const moveFocus = (date: Date) => {
    setFocusRequest((n) => n + 1);
    setFocused(clampDay(date, min, max));
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, date: Date) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(date);
      return;
    }
    const next = dayForKey(event.key, date, event.shiftKey, weekStartsOn);
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };

  const previousMonth = addMonths(focused, -1);
  const nextMonth = addMonths(focused, 1);
  const canGoBack = !min || isWithinRange(endOfMonth(previousMonth), min, null);
  const canGoForward = !max || isWithinRange(startOfMonth(nextMonth), null, max);
  const todayAllowed = isWithinRange(today, min, max);

  return (
    <CalendarRoot data-calendar="" data-locale={locale} lang={locale}>
      <Header>
        <IconButton
          type="button"
          aria-label={words.previousMonth}
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && setFocused(clampDay(previousMonth, min, max))}
        >
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Title id={titleId} aria-live="polite" aria-atomic="true">
          {formats.title.format(focused)}
        </Title>
        <IconButton
          type="button"
          aria-label={words.nextMonth}
          aria-disabled={!canGoForward || undefined}
          onClick={() => canGoForward && setFocused(clampDay(nextMonth, min, max))}
        >
          <span aria-hidden="true">›</span>
        </IconButton>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={gridRef}>
        <thead>
          <tr>
            {formats.longDays.map((name, i) => (
              <ColumnHeader key={name} scope="col" abbr={name}>
                {formats.shortDays[i]}
              </ColumnHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDay(week[0]!)}>
              {week.map((date) => {
                const key = toIsoDay(date);
                if (!isSameMonth(date, focused)) return <EmptyCell key={key} role="gridcell" />;
                const isFocused = isSameDay(date, focused);
                const isSelected = isSameDay(date, selected);
                const inRange = isWithinRange(date, min, max);
                return (
                  <DayCell
                    key={key}
                    role="gridcell"
                    data-date={key}
                    tabIndex={isFocused ? 0 : -1}
                    aria-label={formats.day.format(date)}
                    aria-selected={isSelected}
                    aria-disabled={!inRange || undefined}
                    aria-current={isSameDay(date, today) ? 'date' : undefined}
                    onClick={() => choose(date)}
                    onKeyDown={(event) => onCellKeyDown(event, date)}
                    onFocus={() => inRange && !isFocused && setFocused(date)}
                  >
                    {date.getDate()}
                  </DayCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Footer>
        <TodayButton
          type="button"
          aria-disabled={!todayAllowed || undefined}
          onClick={() => {
            if (todayAllowed) choose(today);
          }}
        >
          {words.today}
        </TodayButton>
      </Footer>
    </CalendarRoot>
  );
}
