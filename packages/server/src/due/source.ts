/**
 * A due source (issue 28): an area describes once how its rows fall due (the date column, what
 * "done" is, the soon window, the names of its states and which of them need attention), and this
 * hub builds both forms from it: the pure JS state of a row (lists' answers, the dossier) and the
 * SQL conditions (badges, lists' filters, the dashboard), with the same constants and comparisons,
 * so an area cannot disagree with itself. test/due.test.ts checks the two forms on every date of a
 * range for every area that declares one (`due` in its descriptor, src/areas/area.ts).
 *
 * The ladder, for today in Copenhagen (./rules.ts): done (when the source has a done state) → no
 * date → before today (overdue) → today .. today + soonDays (due soon) → later.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addDays } from './rules.js';
import { anyOf } from './sql.js';

export interface DueLadder<State extends string> {
  /** Due at most this many days ahead (today included) is due soon. */
  soonDays: number;
  /** The state of a done row; null: a done row has no state. Absent: rows are never done. */
  done?: State | null;
  /** The state of a row without a date (absent: the date is required). */
  noDate?: State;
  overdue: State;
  dueSoon: State;
  later: State;
  /** The states its badge counts. */
  attention: readonly State[];
}

export interface DueSource<State extends string = string> extends DueLadder<State> {
  /** Every state, in the order the lists offer them. */
  states: readonly State[];
  /** The table and its columns the SQL form reads. */
  table: PgTable & { id: PgColumn; clientId: PgColumn };
  date: PgColumn;
  /** The vehicle the row concerns, when it counts toward the vehicle's next due date. */
  nextDueVehicle?: PgColumn;
  /** Which rows are not done, as SQL (required when `done` is given). */
  open?: SQL;
  /**
   * The attention states as one index-friendly condition (the badge's); must select exactly the
   * rows of `attention` (test/due.test.ts checks it). Default: the states' conditions, OR-ed.
   */
  attentionSql?: (today: string, soonUntil: SQL) => SQL;
}

export const defineDueSource = <State extends string>(source: DueSource<State>) => source;

const day = (iso: string) => sql`${iso}::date`;

/** A row's state (JS form): null only for a done row of a source whose done rows have none. */
export function dueState<State extends string>(
  ladder: DueLadder<State>,
  date: string | null,
  done: boolean,
  today: string,
): State | null {
  if (done && ladder.done !== undefined) return ladder.done;
  if (date === null) {
    if (ladder.noDate === undefined) throw new RangeError('A due date is required');
    return ladder.noDate;
  }
  if (date < today) return ladder.overdue;
  if (date <= addDays(today, ladder.soonDays)) return ladder.dueSoon;
  return ladder.later;
}

/** Whether a row counts on its area's badge (JS form). */
export function dueNeedsAttention<State extends string>(
  ladder: DueLadder<State>,
  date: string | null,
  done: boolean,
  today: string,
): boolean {
  const state = dueState(ladder, date, done, today);
  return state !== null && ladder.attention.includes(state);
}

/** The rows in `state` (SQL form). */
export function dueStateCondition<State extends string>(
  source: DueSource<State>,
  state: State,
  today: string,
): SQL {
  const { date } = source;
  const soonUntil = day(addDays(today, source.soonDays));
  const open = (condition: SQL) => (source.open ? sql`(${source.open} AND ${condition})` : condition);
  if (source.done !== undefined && source.done !== null && state === source.done)
    return sql`NOT (${source.open ?? sql`true`})`;
  if (state === source.noDate) return open(sql`${date} IS NULL`);
  if (state === source.overdue) return open(sql`${date} < ${day(today)}`);
  if (state === source.dueSoon) return open(sql`(${date} >= ${day(today)} AND ${date} <= ${soonUntil})`);
  if (state === source.later) return open(sql`${date} > ${soonUntil}`);
  return sql`false`;
}

/** The rows in any of `states`; none matches nothing. */
export const dueStatesCondition = <State extends string>(
  source: DueSource<State>,
  states: readonly State[],
  today: string,
) => anyOf(states.map((state) => dueStateCondition(source, state, today)));

/** The rows its badge counts (SQL form). */
export const dueAttentionCondition = <State extends string>(source: DueSource<State>, today: string) =>
  source.attentionSql
    ? source.attentionSql(today, day(addDays(today, source.soonDays)))
    : dueStatesCondition(source, source.attention, today);

/**
 * The soonest date of a vehicle's rows that count toward its next due date, over every source with
 * `nextDueVehicle` (open rows with a date): a scalar subquery for `vehicles.next_due_date`.
 */
export function nextDueDate(sources: readonly DueSource[], vehicleId: SQLWrapper): SQL {
  const branches = sources.flatMap((source) =>
    source.nextDueVehicle
      ? [
          sql`SELECT ${source.date} AS d FROM ${source.table} WHERE ${source.nextDueVehicle} = ${vehicleId} AND ${source.date} IS NOT NULL${source.open ? sql` AND ${source.open}` : sql``}`,
        ]
      : [],
  );
  if (branches.length === 0) return sql`NULL::date`;
  return sql`(SELECT min(d) FROM (${sql.join(branches, sql` UNION ALL `)}) dates)`;
}
