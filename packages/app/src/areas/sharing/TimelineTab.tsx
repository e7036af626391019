import { Button, RadioGroup, Spinner, StatusPill, visuallyHidden } from '@vognpark/ui';
import type { Pool, TimelineBooking } from '@vognpark/server/areas/sharing';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { addDays } from '../compliance/dates';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { PageSection as Section } from '../../pages/PageColumn';
import { Bar, LoadFailure, Muted, Notice, PoolRules } from './parts';
import type { SharingViewProps, TimelineSpan } from './SharingView';
import { copenhagenInstant, copenhagenParts } from './time';
import { WINDOW_ABOVE } from './timelineRows';
import { useTimelineRows } from './useTimelineRows';

/** A stretch of a car's days chosen on the timeline: the row and the first and last column. */
interface Stretch {
  row: number;
  from: number;
  to: number;
}

/** What the timeline hands the booking drawer: the car, the first and last day. */
export interface TimelinePick {
  vehicleId: string;
  date: string;
  endDate: string;
}

/**
 * A week or 31 days of the pool cars: each car a row with why it cannot be booked, its bookings by
 * day; each pool's rules above, and the span before, from yesterday and the next. In 31 days a
 * booking shows its start only (its time, driver and status are its accessible name).
 *
 * Drag to book: press on a free day of a car and drag along its row (or, on a focused day, the
 * arrow keys move, Shift with Left or Right extends, Enter opens); the booking drawer opens with the
 * car and the days, and nothing is booked until it is saved.
 *
 * Speed (docs/sharing.md "The timeline's speed"): above 40 cars only the rows near the screen
 * render (useTimelineRows), other days and newly loaded bookings render in the background
 * (`useDeferredValue`, which React does in slices), each row is memoised so a drag renders only its
 * row, and a day's contents are plain elements styled by the grid.
 */
export function TimelineTab({
  today,
  weekStart,
  onWeekChange,
  span,
  onSpanChange,
  pools,
  bookings,
  onPick,
}: SharingViewProps & { onPick?: (pick: TimelinePick) => void }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  // Other days and newly loaded bookings render in the background, in slices that leave the page
  // free; the buttons answer at once, the grid follows.
  const shownStart = useDeferredValue(weekStart);
  const shownSpan = useDeferredValue(span);
  const shownBookings = useDeferredValue(bookings.data);
  const days = useMemo(
    () => Array.from({ length: shownSpan }, (_, i) => addDays(shownStart, i)),
    [shownStart, shownSpan],
  );
  // Each day's bounds once (not per cell): Copenhagen's midnights from the first day to after the last.
  const bounds = useMemo(
    () =>
      [...days, addDays(days[days.length - 1] ?? shownStart, 1)].map((d) =>
        copenhagenInstant(d, '00:00').getTime(),
      ),
    [days, shownStart],
  );
  const month = shownSpan === 31;
  const vehicles = useMemo(() => (pools.data ?? []).flatMap((pool) => pool.vehicles), [pools.data]);
  // The bookings that hold a car, by car: each row looks at its own only.
  const byVehicle = useMemo(() => {
    const map = new Map<string, TimelineBooking[]>();
    for (const b of shownBookings ?? []) {
      if (b.status === 'cancelled' || b.status === 'rejected') continue;
      const list = map.get(b.vehicleId);
      if (list) list.push(b);
      else map.set(b.vehicleId, [b]);
    }
    return map;
  }, [shownBookings]);
  const failed = pools.status === 'error' || bookings.status === 'error';
  const loading = pools.status === 'loading' || bookings.status === 'loading';
  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: month ? 'narrow' : 'short',
        day: 'numeric',
        month: month ? undefined : 'short',
        timeZone: 'UTC',
      }),
    [locale, month],
  );

  // The chosen stretch, the day that has the focus (one cell is in the tab order) and a drag.
  const [stretch, setStretch] = useState<Stretch | null>(null);
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const dragging = useRef(false);
  // The last move of the focused day came from the arrow keys.
  const keyed = useRef(false);
  const body = useRef<HTMLDivElement>(null);
  const windowed = vehicles.length > WINDOW_ABOVE;
  const latest = useRef({ stretch, vehicles, days, onPick });
  useEffect(() => {
    latest.current = { stretch, vehicles, days, onPick };
  });

  const open = useCallback((chosen: Stretch) => {
    const { vehicles, days, onPick } = latest.current;
    const vehicle = vehicles[chosen.row];
    const first = Math.min(chosen.from, chosen.to);
    const last = Math.max(chosen.from, chosen.to);
    if (!vehicle || !onPick) return;
    // The drawer renders in slices (a transition), not in the task of the pointer's release.
    startTransition(() => onPick({ vehicleId: vehicle.id, date: days[first]!, endDate: days[last]! }));
  }, []);

  useEffect(() => {
    const up = () => {
      if (!dragging.current) return;
      dragging.current = false;
      const chosen = latest.current.stretch;
      setStretch(null);
      if (chosen) open(chosen);
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, [open]);

  const cellOf = (target: EventTarget | null) => {
    const cell = target instanceof Element ? target.closest<HTMLElement>('[role="cell"][data-col]') : null;
    if (!cell) return null;
    return {
      row: Number(cell.dataset.row),
      col: Number(cell.dataset.col),
      free: cell.dataset.free === 'true',
    };
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    const cell = cellOf(event.target);
    if (!onPick || !cell || !cell.free || event.button !== 0) return;
    event.preventDefault();
    dragging.current = true;
    setFocus({ row: cell.row, col: cell.col });
    setStretch({ row: cell.row, from: cell.col, to: cell.col });
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (!dragging.current) return;
    // A mouse's events come from the cell under it; a pen or finger keeps its first cell as target.
    const cell = cellOf(
      event.pointerType === 'mouse' ? event.target : document.elementFromPoint(event.clientX, event.clientY),
    );
    setStretch((s) => (s && cell && cell.row === s.row && cell.col !== s.to ? { ...s, to: cell.col } : s));
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const cell = cellOf(event.target);
    if (!onPick || !cell) return;
    const move: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
    };
    const step = move[event.key];
    if (step) {
      event.preventDefault();
      const row = Math.max(0, Math.min(vehicles.length - 1, cell.row + step[0]));
      const col = Math.max(0, Math.min(days.length - 1, cell.col + step[1]));
      if (event.shiftKey && step[0] === 0) {
        // Extend the stretch from where it began (or from this day) along the row.
        setStretch((s) => (s && s.row === row ? { ...s, to: col } : { row, from: cell.col, to: col }));
      } else setStretch(null);
      keyed.current = true;
      setFocus({ row, col });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const chosen =
        stretch && stretch.row === cell.row ? stretch : { row: cell.row, from: cell.col, to: cell.col };
      setStretch(null);
      open(chosen);
    } else if (event.key === 'Escape' && stretch) {
      event.preventDefault();
      setStretch(null);
    }
  };
  // The focused day takes the keyboard focus when it moves within the grid (its row always
  // renders, useTimelineRows keeps it), also when the arrows left a row that was scrolled away and
  // is gone now (the focus fell to the page).
  useEffect(() => {
    const cell = body.current?.querySelector<HTMLElement>(
      `[role="cell"][data-row="${focus.row}"][data-col="${focus.col}"]`,
    );
    const byKey = keyed.current;
    keyed.current = false;
    if (!cell || document.activeElement === cell) return;
    if (byKey || body.current?.contains(document.activeElement)) cell.focus();
  }, [focus]);

  let content: ReactNode;
  if (failed)
    content = (
      <LoadFailure
        onRetry={() => {
          pools.onRetry();
          bookings.onRetry();
        }}
      />
    );
  else if (loading) content = <Spinner />;
  else if (vehicles.length === 0)
    content = (
      <Notice>
        <strong>{t('app.sharing.timeline.empty.title')}</strong>
        <p>{t('app.sharing.timeline.empty.body')}</p>
      </Notice>
    );
  else
    content = (
      <Scroller tabIndex={0} role="region" aria-label={t('app.sharing.timeline.label')}>
        {/* A table in its roles, laid out as a CSS grid: each row lays itself out (and paints) alone,
            so a row coming in while scrolling does not lay out the whole table again. */}
        <Grid
          role="table"
          aria-label={t('app.sharing.timeline.label')}
          data-month={month || undefined}
          style={{ '--days': days.length } as CSSProperties}
          aria-rowcount={windowed ? vehicles.length + 1 : undefined}
          aria-busy={
            shownSpan !== span || shownStart !== weekStart || shownBookings !== bookings.data || undefined
          }
          aria-describedby={onPick ? 'sharing-timeline-hint' : undefined}
        >
          <div role="rowgroup">
            <div role="row" data-head="" aria-rowindex={windowed ? 1 : undefined}>
              <div role="columnheader">{t('app.sharing.timeline.vehicle')}</div>
              {days.map((date, index) => (
                <div role="columnheader" key={date} data-col={index} data-today={date === today || undefined}>
                  {dayFormat.format(new Date(`${date}T12:00:00Z`))}
                </div>
              ))}
            </div>
          </div>
          {/* The days (cells with a roving tab stop) are what is used; the row group listens for them. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <div
            role="rowgroup"
            ref={body}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onKeyDown={onKeyDown}
          >
            <TimelineBody
              body={body}
              vehicles={vehicles}
              days={days}
              bounds={bounds}
              today={today}
              month={month}
              byVehicle={byVehicle}
              stretch={stretch}
              focus={focus}
              pickable={Boolean(onPick)}
            />
          </div>
        </Grid>
      </Scroller>
    );
  return (
    <Section>
      {(pools.data ?? []).map((pool) => (
        <PoolRules key={pool.id} pool={pool} named />
      ))}
      <Bar>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(-span)}>
          {t(month ? 'app.sharing.timeline.previousMonth' : 'app.sharing.timeline.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(0)}>
          {t('app.sharing.timeline.today')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(span)}>
          {t(month ? 'app.sharing.timeline.nextMonth' : 'app.sharing.timeline.next')}
        </Button>
        <RadioGroup
          label={t('app.sharing.timeline.span')}
          labelHidden
          orientation="horizontal"
          options={[
            { value: '7', label: t('app.sharing.timeline.week') },
            { value: '31', label: t('app.sharing.timeline.month') },
          ]}
          value={String(span)}
          onValueChange={(value) => onSpanChange(Number(value) as TimelineSpan)}
        />
      </Bar>
      {onPick && vehicles.length > 0 && !loading && !failed && (
        <Muted id="sharing-timeline-hint">{t('app.sharing.timeline.pickHint')}</Muted>
      )}
      {content}
    </Section>
  );
}

const NONE: TimelineBooking[] = [];

interface TimelineBodyProps {
  body: RefObject<HTMLDivElement | null>;
  vehicles: Pool['vehicles'];
  days: string[];
  bounds: number[];
  today: string;
  month: boolean;
  byVehicle: Map<string, TimelineBooking[]>;
  stretch: Stretch | null;
  focus: { row: number; col: number };
  pickable: boolean;
}

/**
 * The body's rows (those near the screen when there are many, with spacers for the rest). A
 * component of its own so that a scroll, which moves the window, renders only this and the rows
 * that come, not the page's rules, buttons and day headers.
 */
const TimelineBody = memo(function TimelineBody({
  body,
  vehicles,
  days,
  bounds,
  today,
  month,
  byVehicle,
  stretch,
  focus,
  pickable,
}: TimelineBodyProps) {
  const keyOf = useCallback((index: number) => vehicles[index]?.id ?? String(index), [vehicles]);
  const rows = useTimelineRows(vehicles.length, body, keyOf, focus.row);
  return rows.pieces.map((piece) => {
    if (piece.kind === 'gap')
      return <div key={piece.key} aria-hidden="true" data-spacer="" style={{ height: piece.height }} />;
    const row = piece.index;
    const vehicle = vehicles[row]!;
    return (
      <TimelineRow
        key={vehicle.id}
        row={row}
        windowed={rows.windowed}
        measure={rows.measure}
        vehicle={vehicle}
        days={days}
        bounds={bounds}
        today={today}
        month={month}
        bookings={byVehicle.get(vehicle.id) ?? NONE}
        chosenFrom={stretch?.row === row ? Math.min(stretch.from, stretch.to) : -1}
        chosenTo={stretch?.row === row ? Math.max(stretch.from, stretch.to) : -1}
        focusCol={focus.row === row ? focus.col : -1}
        pickable={pickable}
      />
    );
  });
});

interface TimelineRowProps {
  row: number;
  /** Rows are left out: this one says its place (`aria-rowindex`) and is measured. */
  windowed: boolean;
  measure?: (element: Element | null) => void;
  vehicle: Pool['vehicles'][number];
  days: string[];
  /** Copenhagen's midnights (ms) from the first day to after the last. */
  bounds: number[];
  today: string;
  month: boolean;
  bookings: TimelineBooking[];
  /** The chosen stretch in this row (-1: none). */
  chosenFrom: number;
  chosenTo: number;
  /** The day in the tab order in this row (-1: another row's). */
  focusCol: number;
  pickable: boolean;
}

/** One car's row; it renders again only when its bookings, its stretch or its focus change. */
const TimelineRow = memo(function TimelineRow({
  row,
  windowed,
  measure,
  vehicle,
  days,
  bounds,
  today,
  month,
  bookings,
  chosenFrom,
  chosenTo,
  focusCol,
  pickable,
}: TimelineRowProps) {
  const t = useAppMessages();
  const plate = formatPlate(vehicle.registration);
  return (
    <div
      role="row"
      ref={measure}
      data-index={windowed ? row : undefined}
      aria-rowindex={windowed ? row + 2 : undefined}
    >
      <div role="rowheader">
        <Plate>{plate}</Plate>
        <Muted>{`${vehicle.make} ${vehicle.model}`}</Muted>
        {vehicle.refusals.map((refusal) => (
          <StatusPill key={refusal} tone="warning" label={t(`app.sharing.error.${refusal}`)} />
        ))}
      </div>
      {days.map((date, index) => {
        const dayStart = bounds[index]!;
        const dayEnd = bounds[index + 1]!;
        const items = bookings.filter((b) => b.startsAt < dayEnd && b.endsAt > dayStart);
        const chosen = index >= chosenFrom && index <= chosenTo && chosenFrom >= 0;
        return (
          <div
            role="cell"
            key={date}
            data-row={row}
            data-col={index}
            data-free={items.length === 0}
            data-today={date === today || undefined}
            data-chosen={chosen || undefined}
            data-pickable={pickable || undefined}
            tabIndex={pickable ? (focusCol === index ? 0 : -1) : undefined}
          >
            {/* Plain elements the grid styles: a month is thousands of them. */}
            {items.length === 0 ? (
              <span className={month ? 'hidden' : 'free'}>{t('app.sharing.timeline.free')}</span>
            ) : (
              <ul>
                {items.map((b) => {
                  const { start, summary } = labelOf(b, t);
                  // 31 days show the start; the time, driver and status are the booking's name
                  // (an aria-label, not a visually hidden element: a month's thousands of those
                  // made every row's layout and paint several times dearer).
                  return month ? (
                    <li key={b.id} data-status={b.status} title={summary} aria-label={summary}>
                      {start}
                    </li>
                  ) : (
                    <li key={b.id} data-status={b.status}>
                      {summary}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
});

type Translate = ReturnType<typeof useAppMessages>;

/** A booking's start and accessible summary, made once per booking and language (a month shows thousands). */
const labels = new WeakMap<TimelineBooking, { t: Translate; start: string; summary: string }>();
function labelOf(b: TimelineBooking, t: Translate) {
  const known = labels.get(b);
  if (known?.t === t) return known;
  const start = copenhagenParts(new Date(b.startsAt)).time;
  const label = {
    t,
    start,
    summary: t('app.sharing.booking.summary', {
      time: `${start}–${copenhagenParts(new Date(b.endsAt)).time}`,
      driver: `${b.driver.name} ${b.driver.surname}`.trim(),
      status: t(`app.sharing.status.${b.status}`),
    }),
  };
  labels.set(b, label);
  return label;
}

const Plate = styled.span`
  display: block;
  font-weight: 600;
  white-space: nowrap;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Grid = styled.div`
  min-width: 960px;
  font-size: ${({ theme }) => theme.font.sizes.sm};

  /* Every row a grid of the same columns: the car, then the days. */
  & [role='row'] {
    display: grid;
    grid-template-columns: 180px repeat(var(--days), minmax(0, 1fr));
  }
  /* A car's row lays out and paints by itself (and is where its hidden words are placed). */
  & [role='rowgroup'] + [role='rowgroup'] [role='row'] {
    contain: layout paint style;
  }

  & [role='columnheader'],
  & [role='rowheader'],
  & [role='cell'] {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space[2]}px;
    text-align: start;
    min-width: 0;
  }

  & [role='columnheader'] {
    white-space: nowrap;
    font-weight: 600;
    overflow: hidden;
  }

  & [data-today] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  & [role='cell'][data-pickable][data-free='true'] {
    cursor: cell;
    user-select: none;
  }
  & [role='cell'][data-chosen] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
  & [role='cell']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }

  /* A day's bookings (plain elements: a month of a big pool is thousands of them). */
  & [role='cell'] ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
  }
  & [role='cell'] li {
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 2px ${({ theme }) => theme.space[1]}px;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  & [role='cell'] li[data-status='requested'] {
    border-inline-start-style: dashed;
  }
  & [role='cell'] li[data-status='checked_out'] {
    border-inline-start-color: ${({ theme }) => theme.colors.success};
  }
  & [role='cell'] li[data-status='returned'],
  & [role='cell'] li[data-status='no_show'] {
    border-inline-start-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & [role='cell'] .free {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & [role='cell'] .hidden {
    ${visuallyHidden}
  }

  /* 31 days: narrow columns of start times (the grid scrolls sideways below its width). */
  &[data-month] {
    min-width: 2100px;
  }
  &[data-month] [role='cell'],
  &[data-month] [role='columnheader']:not(:first-child) {
    padding: ${({ theme }) => theme.space[1]}px;
  }
`;
