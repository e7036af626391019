/**
 * Working days (docs/timereg.md): a driver records their own, a manager any driver's of their
 * client. A day is its periods, a daily total, or "as agreed" plus a deviation; an approved day is
 * locked, and a correction makes a new version (the old one stays, no longer current). The week
 * grid computes the rules' flags over the weeks the rules need (17 for the 4-month average, as sums).
 */
import { FieldError, ForbiddenError } from '../../errors.js';
import { and, asc, eq, gte, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { checkVersion, nextVersion, staleVersion } from '../../db/versions.js';
import { addDays, copenhagenToday, daysBetween } from '../../due/rules.js';
import { notFound, writing } from '../../work/access.js';
import type {
  WorkingTimeAgreement,
  DayMode,
  DayStatus,
  DriverRef,
  DriverWeek,
  WeekDay,
  WeekView,
  WorkingDay,
} from './model.js';
import {
  copenhagenInstant,
  copenhagenTime,
  dayTotals,
  mondayOf,
  summarize,
  workingTimeFlags,
  LIMITS,
  MINUTE,
  type DayInput,
  type DaySummary,
  type Period,
  type PeriodKind,
} from './rules.js';
import { timeregAgreements, workingDays, workingPeriods } from './schema.js';

/** Who is calling: a driver (only themselves) or a manager of the client. */
export interface TimeregActor {
  userId: string;
  clientId: string;
  manager: boolean;
}

export const DEFAULT_AGREEMENT: Omit<WorkingTimeAgreement, 'userId' | 'version'> = {
  weeklyMinutes: 37 * 60,
  dayStart: '07:00',
  dayEnd: '15:00',
  breakMinutes: 30,
  tachograph: false,
  exemption: '',
};

const driverName = (row: { contactName: string; contactSurname: string; email: string }) =>
  `${row.contactName} ${row.contactSurname}`.trim() || row.email;

/** A driver as the week, the day and the agreements name them. */
const driverColumns = {
  id: users.id,
  contactName: users.contactName,
  contactSurname: users.contactSurname,
  email: users.email,
};

/** The driver a call is about: a driver themselves; for a manager, a person of their client. */
export async function driverOf(db: Db, actor: TimeregActor, driverId?: string | null): Promise<DriverRef> {
  const id = driverId ?? actor.userId;
  if (!actor.manager && id !== actor.userId) throw notFound('driver');
  const [row] = await db
    .select(driverColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.clientId, actor.clientId), ne(users.role, 'admin')));
  if (!row) throw notFound('driver');
  return { id: row.id, name: driverName(row) };
}

export async function agreementsOf(
  db: Db,
  clientId: string,
  userIds: string[],
): Promise<Map<string, WorkingTimeAgreement>> {
  const rows = userIds.length
    ? await db
        .select()
        .from(timeregAgreements)
        .where(and(eq(timeregAgreements.clientId, clientId), inArray(timeregAgreements.userId, userIds)))
    : [];
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((userId) => {
      const row = byUser.get(userId);
      return [
        userId,
        row
          ? {
              userId,
              weeklyMinutes: row.weeklyMinutes,
              dayStart: row.dayStart,
              dayEnd: row.dayEnd,
              breakMinutes: row.breakMinutes,
              tachograph: row.tachograph,
              exemption: row.exemption,
              version: row.version,
            }
          : { userId, ...DEFAULT_AGREEMENT, version: null },
      ];
    }),
  );
}

export interface PeriodInput {
  kind: PeriodKind;
  start: string;
  end: string;
  vehicleId?: string | null;
  taskId?: string | null;
}

/** A period's instants: `end` at or before `start` ends the next day. */
export function periodInstants(date: string, start: string, end: string) {
  const from = copenhagenInstant(date, start);
  const to = copenhagenInstant(end <= start ? addDays(date, 1) : date, end);
  return { start: from, end: to };
}

type DayRow = typeof workingDays.$inferSelect;
type PeriodRow = typeof workingPeriods.$inferSelect;

/** The weeks before the shown one whose days the week grid reads as summaries (see `weekView`). */
const RECENT_WEEKS = 2;

/** The periods the rules see: recorded ones, or the agreement's day for a total or "as agreed". */
export function effectivePeriods(
  day: Pick<DayRow, 'workDate' | 'mode' | 'totalMinutes' | 'deviationMinutes'>,
  periods: Pick<PeriodRow, 'kind' | 'startAt' | 'endAt'>[],
  agreement: Omit<WorkingTimeAgreement, 'userId' | 'version'>,
): Period[] {
  if (day.mode === 'periods')
    return periods.map((p) => ({ kind: p.kind, start: p.startAt.getTime(), end: p.endAt.getTime() }));
  const start = copenhagenInstant(day.workDate, agreement.dayStart);
  if (day.mode === 'total') {
    const minutes = day.totalMinutes ?? 0;
    return minutes > 0 ? [{ kind: 'work', start, end: start + minutes * MINUTE }] : [];
  }
  const window = periodInstants(day.workDate, agreement.dayStart, agreement.dayEnd);
  const end = window.end + day.deviationMinutes * MINUTE;
  if (end <= start) return [];
  const breakMs = agreement.breakMinutes * MINUTE;
  if (breakMs <= 0 || end - start <= breakMs) return [{ kind: 'work', start, end }];
  const middle = start + Math.floor((end - start - breakMs) / 2 / MINUTE) * MINUTE;
  return [
    { kind: 'work', start, end: middle },
    { kind: 'break', start: middle, end: middle + breakMs },
    { kind: 'work', start: middle + breakMs, end },
  ];
}

export interface SaveDayInput {
  driverId?: string | null;
  date: string;
  mode: DayMode;
  periods?: PeriodInput[];
  totalMinutes?: number | null;
  deviationMinutes?: number;
  note?: string;
  /** Replaces an approved day with a new version (else `date: approved`). */
  correction?: boolean;
  /**
   * The day's `revision` the person last saw (0: no day recorded on that date). A day changed since
   * (by the driver on another device, a manager, an approval) refuses the save with `StaleVersion`.
   */
  expectedRevision: number;
}

/**
 * Records a day (see the file's comment). Field errors: `date: in_future | approved`,
 * `periods: overlap | required`, `totalMinutes: required`; another client's ids are NOT_FOUND; a
 * stale `expectedRevision` is a `StaleVersion` (CONFLICT) naming who changed the day and when.
 */
export async function saveDay(db: Db, actor: TimeregActor, input: SaveDayInput): Promise<WorkingDay> {
  if (input.date > copenhagenToday()) throw new FieldError('date', 'in_future');
  const driver = await driverOf(db, actor, input.driverId);
  const periods = (input.mode === 'periods' ? (input.periods ?? []) : [])
    .map((p) => ({ ...p, ...periodInstants(input.date, p.start, p.end) }))
    .sort((a, b) => a.start - b.start);
  if (input.mode === 'periods' && periods.length === 0) throw new FieldError('periods', 'required');
  if (input.mode === 'total' && input.totalMinutes == null) throw new FieldError('totalMinutes', 'required');
  for (let i = 1; i < periods.length; i++)
    if (periods[i]!.start < periods[i - 1]!.end) throw new FieldError('periods', 'overlap');
  const vehicleIds = [...new Set(periods.map((p) => p.vehicleId).filter((id): id is string => !!id))];
  const id = await writing(db, async (tx) => {
    if (vehicleIds.length) {
      const found = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.clientId, actor.clientId), inArray(vehicles.id, vehicleIds)));
      if (found.length !== vehicleIds.length) throw notFound('vehicle');
    }
    const [existing] = await tx
      .select()
      .from(workingDays)
      .where(
        and(
          eq(workingDays.userId, driver.id),
          eq(workingDays.workDate, input.date),
          eq(workingDays.current, true),
        ),
      )
      .for('update');
    const revision = existing?.revision ?? 0;
    if (revision !== input.expectedRevision)
      throw await staleVersion(tx, {
        version: revision,
        updatedByUserId: existing?.updatedByUserId ?? null,
        updatedAt: existing?.updatedAt ?? new Date(),
      });
    const fields = {
      mode: input.mode,
      totalMinutes: input.mode === 'total' ? (input.totalMinutes ?? null) : null,
      deviationMinutes: input.mode === 'as_agreed' ? (input.deviationMinutes ?? 0) : 0,
      note: input.note ?? '',
    };
    let dayId: string;
    if (existing && existing.status === 'open') {
      await tx
        .update(workingDays)
        .set({ ...fields, updatedAt: sql`now()`, revision: revision + 1, updatedByUserId: actor.userId })
        .where(eq(workingDays.id, existing.id));
      await tx.delete(workingPeriods).where(eq(workingPeriods.dayId, existing.id));
      dayId = existing.id;
    } else {
      if (existing && !input.correction) throw new FieldError('date', 'approved');
      if (existing)
        await tx.update(workingDays).set({ current: false }).where(eq(workingDays.id, existing.id));
      const [row] = await tx
        .insert(workingDays)
        .values({
          ...fields,
          clientId: actor.clientId,
          userId: driver.id,
          workDate: input.date,
          version: (existing?.version ?? 0) + 1,
          revision: revision + 1,
          replacesId: existing?.id ?? null,
          createdByUserId: actor.userId,
          updatedByUserId: actor.userId,
        })
        .returning({ id: workingDays.id });
      dayId = row!.id;
    }
    if (periods.length)
      await tx.insert(workingPeriods).values(
        periods.map((p) => ({
          dayId,
          clientId: actor.clientId,
          kind: p.kind,
          startAt: new Date(p.start),
          endAt: new Date(p.end),
          vehicleId: p.vehicleId ?? null,
          taskId: p.taskId ?? null,
        })),
      );
    return dayId;
  });
  const [day] = await loadDays(db, actor.clientId, { dayIds: [id] });
  return day!;
}

/** Days (current versions) with their periods, totals and earlier versions. */
export async function loadDays(
  db: Db,
  clientId: string,
  where: { dayIds?: string[]; userIds?: string[]; from?: string; to?: string },
): Promise<WorkingDay[]> {
  const rows = await db
    .select({
      day: workingDays,
      contactName: users.contactName,
      contactSurname: users.contactSurname,
      email: users.email,
    })
    .from(workingDays)
    .innerJoin(users, eq(users.id, workingDays.userId))
    .where(
      and(
        eq(workingDays.clientId, clientId),
        where.dayIds ? inArray(workingDays.id, where.dayIds) : eq(workingDays.current, true),
        where.userIds ? inArray(workingDays.userId, where.userIds) : undefined,
        where.from ? gte(workingDays.workDate, where.from) : undefined,
        where.to ? lte(workingDays.workDate, where.to) : undefined,
      ),
    )
    .orderBy(asc(workingDays.workDate), asc(workingDays.userId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.day.id);
  const periodRows = await db
    .select()
    .from(workingPeriods)
    .where(inArray(workingPeriods.dayId, ids))
    .orderBy(asc(workingPeriods.dayId), asc(workingPeriods.startAt));
  const periodsOf = new Map<string, PeriodRow[]>();
  for (const p of periodRows) periodsOf.set(p.dayId, [...(periodsOf.get(p.dayId) ?? []), p]);
  const versioned = rows.filter((r) => r.day.version > 1);
  const earlier = versioned.length
    ? await db
        .select()
        .from(workingDays)
        .where(
          and(
            eq(workingDays.clientId, clientId),
            eq(workingDays.current, false),
            inArray(workingDays.userId, [...new Set(versioned.map((r) => r.day.userId))]),
            inArray(workingDays.workDate, [...new Set(versioned.map((r) => r.day.workDate))]),
          ),
        )
    : [];
  const earlierPeriods = earlier.length
    ? await db
        .select()
        .from(workingPeriods)
        .where(
          inArray(
            workingPeriods.dayId,
            earlier.map((d) => d.id),
          ),
        )
    : [];
  const agreements = await agreementsOf(db, clientId, [...new Set(rows.map((r) => r.day.userId))]);
  return rows.map(({ day, ...person }) => {
    const agreement = agreements.get(day.userId)!;
    const periods = effectivePeriods(day, periodsOf.get(day.id) ?? [], agreement);
    return {
      id: day.id,
      driver: { id: day.userId, name: driverName(person) },
      date: day.workDate,
      version: day.version,
      revision: day.revision,
      mode: day.mode,
      totalMinutes: day.totalMinutes,
      deviationMinutes: day.deviationMinutes,
      note: day.note,
      status: day.status,
      periods: (periodsOf.get(day.id) ?? []).map((p) => ({
        kind: p.kind,
        start: copenhagenTime(p.startAt.getTime()),
        end: copenhagenTime(p.endAt.getTime()),
        minutes: Math.round((p.endAt.getTime() - p.startAt.getTime()) / MINUTE),
        vehicleId: p.vehicleId,
        taskId: p.taskId,
      })),
      totals: dayTotals(periods),
      approvedAt: day.approvedAt,
      approvedBy: day.approvedByUserId,
      previous: earlier
        .filter((e) => e.userId === day.userId && e.workDate === day.workDate)
        .sort((a, b) => b.version - a.version)
        .map((e) => ({
          id: e.id,
          version: e.version,
          working: dayTotals(
            effectivePeriods(
              e,
              earlierPeriods.filter((p) => p.dayId === e.id),
              agreement,
            ),
          ).working,
          approvedAt: e.approvedAt,
        })),
      updatedAt: day.updatedAt,
    };
  });
}

/** The days a driver sees: their own between two dates (at most a year). */
export async function listDays(
  db: Db,
  actor: TimeregActor,
  input: { driverId?: string | null; from: string; to: string },
) {
  const driver = await driverOf(db, actor, input.driverId);
  return loadDays(db, actor.clientId, { userIds: [driver.id], from: input.from, to: input.to });
}

/** An instant as epoch milliseconds in text (the instants the app stores are whole milliseconds). */
const epochMs = (column: SQL | AnyColumn) => sql`round(date_part('epoch', ${column}) * 1000)`;

/**
 * The shown week's days of each driver as the database writes them for the week grid: a line a
 * day, `,` between them, in the order of date: `date status mode totalMinutes deviationMinutes`
 * and then `kind start end` for each period in the order of start, the instants as epoch
 * milliseconds. Text, not JSON: PostgreSQL writes it in half the time. Each day's periods by a
 * subquery on working_periods_day_idx: a join would scan every client's periods for a hash.
 */
const WEEK_DAYS_SQL = sql`string_agg(${workingDays.workDate}::text || ' ' || ${workingDays.status} || ' ' ||
  ${workingDays.mode} || ' ' || coalesce(${workingDays.totalMinutes}::text, '') || ' ' ||
  ${workingDays.deviationMinutes} || coalesce((
    SELECT string_agg(' ' || p.kind || ' ' || ${epochMs(sql`p.start_at`)} || ' ' || ${epochMs(sql`p.end_at`)},
      '' ORDER BY p.start_at, p.end_at)
    FROM ${workingPeriods} p WHERE p.day_id = ${workingDays.id}), ''),
  ',' ORDER BY ${workingDays.workDate})`;

/**
 * The days of the two weeks before it, without their periods: what the day keeps of them
 * (migrations/0038, `DaySummary`), a line a day in the order of date:
 * `date mode totalMinutes deviationMinutes working driving activeStart activeEnd`.
 */
const EARLIER_DAYS_SQL = sql`string_agg(${workingDays.workDate}::text || ' ' || ${workingDays.mode} || ' ' ||
  coalesce(${workingDays.totalMinutes}::text, '') || ' ' || ${workingDays.deviationMinutes} || ' ' ||
  ${workingDays.workingMinutes} || ' ' || ${workingDays.drivingMinutes} || ' ' ||
  coalesce(${epochMs(workingDays.activeStart)}::text, '') || ' ' || coalesce(${epochMs(workingDays.activeEnd)}::text, ''),
  ',' ORDER BY ${workingDays.workDate})`;

interface ShownDay {
  date: string;
  status: DayStatus;
  mode: DayMode;
  totalMinutes: number | null;
  deviationMinutes: number;
  periods: Period[];
}

const minutesOrNull = (text: string) => (text === '' ? null : Number(text));

/** A driver's shown days from `WEEK_DAYS_SQL`'s text, in the order of date. */
function shownDays(text: string): ShownDay[] {
  return text.split(',').map((line) => {
    const fields = line.split(' ');
    const periods: Period[] = [];
    for (let i = 5; i + 2 < fields.length; i += 3)
      periods.push({
        kind: fields[i] as PeriodKind,
        start: Number(fields[i + 1]),
        end: Number(fields[i + 2]),
      });
    return {
      date: fields[0]!,
      status: fields[1] as DayStatus,
      mode: fields[2] as DayMode,
      totalMinutes: minutesOrNull(fields[3]!),
      deviationMinutes: Number(fields[4]),
      periods,
    };
  });
}

/**
 * A driver's earlier days from `EARLIER_DAYS_SQL`'s text as the rules' summaries: a day of periods
 * as the database kept it, a daily total or "as agreed" from the agreement's day.
 */
function earlierDays(
  text: string,
  agreement: Omit<WorkingTimeAgreement, 'userId' | 'version'>,
): DaySummary[] {
  return text.split(',').map((line) => {
    const [date, mode, total, deviation, working, driving, start, end] = line.split(' ') as [
      string,
      DayMode,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (mode === 'periods')
      return {
        date,
        start: minutesOrNull(start),
        end: minutesOrNull(end),
        working: Number(working),
        driving: Number(driving),
      };
    const day = {
      workDate: date,
      mode,
      totalMinutes: minutesOrNull(total),
      deviationMinutes: Number(deviation),
    };
    return summarize({ date, periods: effectivePeriods(day, [], agreement) });
  });
}

/**
 * The manager's week grid: every driver of the client (and anyone with a day recorded), Monday to
 * Sunday, with the flags of that week computed over the weeks before it that the rules need, each
 * read as little as those rules need (docs/timereg.md "Budgets"): the week's days with their
 * periods (breaks and every other rule); the two weeks before it as the days' summaries the
 * database keeps (migrations/0038; rests, days in a row, two weeks' driving, weekly rests; see
 * `RuleOptions.earlierDays`); the 14 weeks before those as working minutes per week, summed by the
 * database from the same (the 48-hour average over 17 weeks needs nothing else, see
 * `RuleOptions.earlierWeeks`). Each comes as one row per driver, and every query runs at once.
 */
export async function weekView(db: Db, clientId: string, date: string): Promise<WeekView> {
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  const from = addDays(monday, -7 * RECENT_WEEKS);
  const earliest = addDays(monday, -7 * (LIMITS.averageWeeks - 1));
  const current = and(eq(workingDays.clientId, clientId), eq(workingDays.current, true));
  const [people, agreementRows, weekRows, earlierRows, sumRows, agreedRows] = await Promise.all([
    db
      .select(driverColumns)
      .from(users)
      .where(and(eq(users.clientId, clientId), eq(users.role, 'user'), eq(users.active, true))),
    db.select().from(timeregAgreements).where(eq(timeregAgreements.clientId, clientId)),
    queryRows<{ userId: string; days: string }>(
      db,
      sql`SELECT ${workingDays.userId} AS "userId", ${WEEK_DAYS_SQL} AS days
          FROM ${workingDays}
          WHERE ${current} AND ${workingDays.workDate} BETWEEN ${monday} AND ${sunday}
          GROUP BY ${workingDays.userId}`,
    ),
    queryRows<{ userId: string; days: string }>(
      db,
      sql`SELECT ${workingDays.userId} AS "userId", ${EARLIER_DAYS_SQL} AS days
          FROM ${workingDays}
          WHERE ${current} AND ${workingDays.workDate} BETWEEN ${from} AND ${addDays(monday, -1)}
          GROUP BY ${workingDays.userId}`,
    ),
    // The older weeks' days of periods or a total, as one sum per driver and week ({monday: minutes}).
    queryRows<{ userId: string; weeks: string }>(
      db,
      sql`SELECT week.user_id AS "userId", json_object_agg(week.monday::text, week.minutes)::text AS weeks
          FROM (
            SELECT ${workingDays.userId} AS user_id,
              ${workingDays.workDate} - (extract(isodow from ${workingDays.workDate})::int - 1) AS monday,
              sum(CASE WHEN ${workingDays.mode} = 'total' THEN coalesce(${workingDays.totalMinutes}, 0)
                ELSE ${workingDays.workingMinutes} END)::int AS minutes
            FROM ${workingDays}
            WHERE ${current} AND ${workingDays.mode} <> 'as_agreed'
              AND ${workingDays.workDate} BETWEEN ${earliest} AND ${addDays(from, -1)}
            GROUP BY 1, 2) week
          GROUP BY week.user_id`,
    ),
    // The older weeks' days "as agreed": their minutes follow the agreement and the clock's changes.
    queryRows<{ userId: string; workDate: string; deviationMinutes: number }>(
      db,
      sql`SELECT ${workingDays.userId} AS "userId", ${workingDays.workDate}::text AS "workDate",
            ${workingDays.deviationMinutes} AS "deviationMinutes"
          FROM ${workingDays}
          WHERE ${current} AND ${workingDays.mode} = 'as_agreed'
            AND ${workingDays.workDate} BETWEEN ${earliest} AND ${addDays(from, -1)}`,
    ),
  ]);
  const shown = new Map(weekRows.map((row) => [row.userId, row.days]));
  const before = new Map(earlierRows.map((row) => [row.userId, row.days]));
  const sums = new Map<string, Map<string, number>>();
  for (const row of sumRows)
    sums.set(row.userId, new Map(Object.entries(JSON.parse(row.weeks) as Record<string, number>)));
  const ids = [
    ...new Set([
      ...people.map((p) => p.id),
      ...shown.keys(),
      ...before.keys(),
      ...sums.keys(),
      ...agreedRows.map((r) => r.userId),
    ]),
  ];
  const saved = new Map(agreementRows.map((row) => [row.userId, row]));
  const agreementOf = (userId: string) => saved.get(userId) ?? DEFAULT_AGREEMENT;
  for (const row of agreedRows) {
    const day = { ...row, mode: 'as_agreed' as const, totalMinutes: null };
    let weeks = sums.get(row.userId);
    if (!weeks) sums.set(row.userId, (weeks = new Map()));
    const week = mondayOf(row.workDate);
    weeks.set(
      week,
      (weeks.get(week) ?? 0) + dayTotals(effectivePeriods(day, [], agreementOf(row.userId))).working,
    );
  }
  const names = new Map(people.map((p) => [p.id, driverName(p)]));
  const unnamed = ids.filter((id) => !names.has(id));
  if (unnamed.length)
    for (const person of await db
      .select(driverColumns)
      .from(users)
      .where(and(eq(users.clientId, clientId), inArray(users.id, unnamed))))
      names.set(person.id, driverName(person));
  const drivers: DriverWeek[] = ids.map((id) => {
    const agreement = agreementOf(id);
    const week: (WeekDay | null)[] = [null, null, null, null, null, null, null];
    const text = shown.get(id);
    const days: DayInput[] = (text ? shownDays(text) : []).map((day) => {
      const periods =
        day.mode === 'periods'
          ? day.periods
          : effectivePeriods({ ...day, workDate: day.date }, [], agreement);
      week[daysBetween(monday, day.date)] = {
        date: day.date,
        status: day.status,
        totals: { working: dayTotals(periods).working },
      };
      return { date: day.date, periods };
    });
    const earlierText = before.get(id);
    const tachograph = agreement.tachograph && agreement.exemption === '';
    const flags = workingTimeFlags(days, {
      tachograph,
      earlierWeeks: sums.get(id),
      earlierDays: earlierText ? earlierDays(earlierText, agreement) : [],
    }).filter((f) => f.date >= monday && f.date <= sunday);
    return {
      driver: { id, name: names.get(id) ?? '' },
      tachograph,
      weeklyMinutes: agreement.weeklyMinutes,
      days: week,
      working: week.reduce((sum, d) => sum + (d?.totals.working ?? 0), 0),
      flags,
    };
  });
  drivers.sort(
    (a, b) => a.driver.name.localeCompare(b.driver.name, 'da') || (a.driver.id < b.driver.id ? -1 : 1),
  );
  return { monday, drivers };
}

/** Approves the open days of a month (one driver's or all); answers how many. */
export async function approveMonth(
  db: Db,
  actor: TimeregActor,
  input: { month: string; driverId?: string | null },
) {
  if (!actor.manager) throw new ForbiddenError('Managers only');
  if (input.driverId) await driverOf(db, actor, input.driverId);
  const first = `${input.month}-01`;
  const last = addDays(addDays(first, 31).slice(0, 8) + '01', -1);
  const rows = await db
    .update(workingDays)
    .set({
      status: 'approved',
      approvedByUserId: actor.userId,
      approvedAt: sql`now()`,
      updatedAt: sql`now()`,
      // An approval changes the day: a save made from before it is refused (saveDay's revision).
      revision: sql`${workingDays.revision} + 1`,
      updatedByUserId: actor.userId,
    })
    .where(
      and(
        eq(workingDays.clientId, actor.clientId),
        eq(workingDays.current, true),
        eq(workingDays.status, 'open'),
        gte(workingDays.workDate, first),
        lte(workingDays.workDate, last),
        input.driverId ? eq(workingDays.userId, input.driverId) : undefined,
      ),
    )
    .returning({ id: workingDays.id });
  return { approved: rows.length };
}

/** The agreements of the client's drivers (defaults where none is saved). */
export async function listAgreements(
  db: Db,
  clientId: string,
): Promise<(WorkingTimeAgreement & { driver: DriverRef })[]> {
  const people = await db
    .select(driverColumns)
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.role, 'user')));
  const agreements = await agreementsOf(
    db,
    clientId,
    people.map((p) => p.id),
  );
  return people
    .map((p) => ({ ...agreements.get(p.id)!, driver: { id: p.id, name: driverName(p) } }))
    .sort((a, b) => a.driver.name.localeCompare(b.driver.name, 'da'));
}

/**
 * Sets a driver's agreement. `expectedVersion` is the `version` the form was opened with: null when
 * it showed the defaults (no row yet); another stored version refuses it (`StaleVersion`) and
 * changes nothing, so two managers cannot overwrite each other's agreement without knowing.
 */
export async function setAgreement(
  db: Db,
  actor: TimeregActor,
  input: Omit<WorkingTimeAgreement, 'version'> & { expectedVersion: number | null },
): Promise<WorkingTimeAgreement> {
  await driverOf(db, actor, input.userId);
  const { userId, expectedVersion, ...fields } = input;
  await writing(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(timeregAgreements)
      .where(eq(timeregAgreements.userId, userId))
      .for('update');
    if (!before) {
      // Made from the defaults: the driver's first agreement (a concurrent first one wins).
      const inserted = await tx
        .insert(timeregAgreements)
        .values({ ...fields, userId, clientId: actor.clientId, updatedByUserId: actor.userId })
        .onConflictDoNothing()
        .returning({ userId: timeregAgreements.userId });
      if (inserted.length > 0) return;
      const [now] = await tx.select().from(timeregAgreements).where(eq(timeregAgreements.userId, userId));
      throw await staleVersion(tx, now!);
    }
    if (expectedVersion === null) throw await staleVersion(tx, before);
    await checkVersion(tx, before, expectedVersion);
    if ((Object.keys(fields) as (keyof typeof fields)[]).every((key) => fields[key] === before[key])) return;
    await tx
      .update(timeregAgreements)
      .set({ ...fields, ...nextVersion(actor.userId), updatedAt: sql`now()` })
      .where(eq(timeregAgreements.userId, userId));
  });
  return (await agreementsOf(db, actor.clientId, [userId])).get(userId)!;
}
