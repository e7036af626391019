/**
 * Time registration's budgets (issue 32, docs/timereg.md "Budgets"):
 *
 * - the rules over a year of one driver's days (a tachograph driver: every rule runs) under 50 ms
 *   (the median: one run of a CPU-bound function; its p99 on a shared machine is the machine's),
 *   against the baseline of one pass adding up the same days' periods;
 * - the month approval page (`timereg.week`, the working-time grid the month is approved from,
 *   with 17 weeks of days behind its rules) for 200 drivers: p99 under 200 ms through the real
 *   server and PostgreSQL, against `timereg.agreements` for the same 200 drivers (one small query);
 * - a month's PDF kørebog of 500 trips ready (GET /api/timereg/koerebog, the whole download) under
 *   2 s, against the same month's trips as data (`timereg.trips`).
 *
 * `node bench/areas/timereg.mjs` runs it alone (BENCH_QUICK=1: fewer samples, for a shared machine).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { demoManager, serverDir, signIn, startApiServer, timeInterleaved } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const DRIVERS = 200;
const TRIPS = 500;
const BUDGET = { rulesMs: 50, weekP99Ms: 200, pdfMs: 2000 };

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A year of a tachograph driver's weekdays: driving, a break, work; some long days and short rests. */
function yearOfDays(rules) {
  const days = [];
  const start = Date.UTC(2025, 0, 6);
  for (let i = 0; i < 364; i += 1) {
    const day = start + i * 86_400_000;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = isoDay(day);
    const at = (time) => rules.copenhagenInstant(date, time);
    const late = i % 9 === 0;
    days.push({
      date,
      periods: [
        { kind: 'driving', start: at(late ? '12:00' : '06:30'), end: at(late ? '17:00' : '11:15') },
        { kind: 'break', start: at(late ? '17:00' : '11:15'), end: at(late ? '17:45' : '12:00') },
        { kind: 'work', start: at(late ? '17:45' : '12:00'), end: at(late ? '22:30' : '15:30') },
      ],
    });
  }
  return days;
}

async function measureRules(log) {
  const rules = await import(pathToFileURL(path.join(serverDir, 'dist/areas/timereg/rules.js')).href);
  const days = yearOfDays(rules);
  log(`timereg: the rules over ${days.length} days…`);
  let flags = 0;
  const timed = await timeInterleaved(
    QUICK ? 10 : 40,
    {
      rules: () => {
        flags = rules.workingTimeFlags(days, { tachograph: true }).length;
      },
      baseline: () => {
        for (const day of days) rules.dayTotals(day.periods);
      },
    },
    5,
  );
  return { days: days.length, flags, ...timed };
}

async function measureServer(log) {
  const cluster = await startCluster();
  const server = await startApiServer(cluster.url, { maxMs: 20 * 60_000 });
  const { url, port } = server;
  const sql = new pg.Client({ connectionString: cluster.url });
  let manager;
  try {
    await server.ready;
    await sql.connect();
    log(`timereg: ${DRIVERS} drivers with 17 weeks of days, ${TRIPS} trips in a month…`);
    const {
      rows: [client],
    } = await sql.query(`INSERT INTO clients (name) VALUES ('Bench Kørsel ApS') RETURNING id`);
    await sql.query(
      `INSERT INTO users (client_id, role, email, password_hash, contact_name, contact_surname)
       SELECT $1, 'manager', 'timereg-bench@example.com', password_hash, 'Bench', 'Manager' FROM users WHERE email = $2`,
      [client.id, demoManager.email],
    );
    await sql.query(
      `INSERT INTO users (client_id, role, email, password_hash, contact_name, contact_surname)
       SELECT $1, 'user', 'timereg-driver-' || g || '@example.com', u.password_hash,
         (ARRAY['Søren','Åse','Олена','Jørgen','Mette','Тарас'])[1 + g % 6], 'Kørsel ' || g
       FROM generate_series(1, $2::int) g, (SELECT password_hash FROM users WHERE email = $3) u`,
      [client.id, DRIVERS, demoManager.email],
    );
    // The page's week: the 15th of last month; 17 weeks of weekdays up to its Sunday.
    const now = new Date();
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const date = isoDay(target.getTime());
    const month = date.slice(0, 7);
    await sql.query(
      `WITH d AS (
         SELECT u.id AS user_id, day::date AS work_date
         FROM users u, generate_series($2::date - 16 * 7 - 7, $2::date + 7, interval '1 day') day
         WHERE u.client_id = $1 AND u.role = 'user' AND extract(isodow FROM day) < 6
       ), inserted AS (
         INSERT INTO working_days (client_id, user_id, work_date, mode)
         SELECT $1, user_id, work_date, 'periods' FROM d RETURNING id, work_date
       )
       INSERT INTO working_periods (day_id, client_id, kind, start_at, end_at)
       SELECT i.id, $1, p.kind,
         (i.work_date + p.s) AT TIME ZONE 'Europe/Copenhagen',
         (i.work_date + p.e) AT TIME ZONE 'Europe/Copenhagen'
       FROM inserted i, (VALUES ('driving', time '07:00', time '09:30'), ('work', '09:30', '11:30'),
         ('break', '11:30', '12:00'), ('work', '12:00', '15:00')) AS p(kind, s, e)`,
      [client.id, date],
    );
    const {
      rows: [vehicle],
    } = await sql.query(
      `INSERT INTO vehicles (client_id, registration, make, model, year, type, fuel, status, odometer_km)
       VALUES ($1, 'KØ12345', 'Ford', 'Transit', 2022, 'van', 'diesel', 'active', 0) RETURNING id`,
      [client.id],
    );
    const {
      rows: [driver],
    } = await sql.query(`SELECT id FROM users WHERE email = 'timereg-driver-1@example.com'`);
    await sql.query(
      `INSERT INTO trips (client_id, vehicle_id, driver_user_id, trip_date, start_at, end_at, from_place,
         to_place, purpose, kind, odometer_start, odometer_end, status)
       SELECT $1, $2, $3, d, (d + time '08:00' + (g % 16) * interval '30 minutes') AT TIME ZONE 'Europe/Copenhagen',
         (d + time '08:25' + (g % 16) * interval '30 minutes') AT TIME ZONE 'Europe/Copenhagen',
         (ARRAY['Lager, Århus','Kunde, Ærøskøbing','Київ, вул. Хрещатик','Værksted, Kolding'])[1 + g % 4],
         (ARRAY['Byggeplads, Køge','Lager, Århus','Kunde, Ølstykke','Одеса, порт'])[1 + g % 4],
         'Levering af varer til kunde nr. ' || g, (ARRAY['business','business','home_work','private'])[1 + g % 4],
         g * 30, g * 30 + 30, 'approved'
       FROM generate_series(0, $5::int - 1) g,
         LATERAL (SELECT ($4::date + (g * 28 / $5::int)) AS d) day`,
      [client.id, vehicle.id, driver.id, `${month}-01`, TRIPS],
    );
    await sql.query('VACUUM ANALYZE');

    const cookie = await signIn(url, 'timereg-bench@example.com');
    manager = connect(`ws://127.0.0.1:${port}/trpc`, url, cookie);
    const week = await manager.client.timereg.week.query({ date });
    const drivers = week.drivers.length;
    const daysShown = week.drivers.reduce((sum, d) => sum + d.days.filter(Boolean).length, 0);
    log(`timereg: the week page (${drivers} drivers, ${daysShown} days shown)…`);
    const weekTimes = await timeInterleaved(QUICK ? 10 : 40, {
      week: () => manager.client.timereg.week.query({ date }),
      baseline: () => manager.client.timereg.agreements.query(),
    });

    log(`timereg: the kørebog PDF of ${TRIPS} trips…`);
    let pdfBytes = 0;
    const pdfTimes = await timeInterleaved(QUICK ? 5 : 15, {
      pdf: async () => {
        const response = await fetch(`${url}/api/timereg/koerebog?month=${month}`, { headers: { cookie } });
        if (response.status !== 200) throw new Error(`the kørebog answered ${response.status}`);
        pdfBytes = (await response.arrayBuffer()).byteLength;
      },
      baseline: () => manager.client.timereg.trips.query({ month }),
    });
    const trips = (await manager.client.timereg.trips.query({ month })).trips.length;
    return { drivers, daysShown, week: weekTimes, trips, pdfBytes, pdf: pdfTimes, postgres: cluster.version };
  } finally {
    manager?.close();
    await sql.end().catch(() => {});
    await server.stop();
    await cluster.stop();
  }
}

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const ratio = (a, b) => `${(a / b).toFixed(1)}×`;

export const timeregPart = {
  name: 'timereg',
  async measure({ log = console.log } = {}) {
    const rules = await measureRules(log);
    const server = await measureServer(log);
    return { quick: QUICK, rules, ...server };
  },
  report(r) {
    const summary = [
      [
        `Rules over a year of one driver's days (${r.rules.days} days, p50)`,
        ms(r.rules.rules.p50),
        `sum of the periods ${ms(r.rules.baseline.p50)}`,
        ratio(r.rules.rules.p50, r.rules.baseline.p50),
        `< ${BUDGET.rulesMs} ms`,
        r.rules.rules.p50 < BUDGET.rulesMs ? 'met' : '**missed**',
      ],
      [
        `Month approval page, ${r.drivers} drivers (timereg.week, p99)`,
        ms(r.week.week.p99),
        `timereg.agreements ${ms(r.week.baseline.p99)}`,
        ratio(r.week.week.p99, r.week.baseline.p99),
        `< ${BUDGET.weekP99Ms} ms`,
        r.week.week.p99 < BUDGET.weekP99Ms ? 'met' : '**missed**',
      ],
      [
        `PDF kørebog of ${r.trips} trips (download, max)`,
        ms(r.pdf.pdf.max),
        `timereg.trips ${ms(r.pdf.baseline.max)}`,
        ratio(r.pdf.pdf.max, r.pdf.baseline.max),
        `< ${BUDGET.pdfMs} ms`,
        r.pdf.pdf.max < BUDGET.pdfMs ? 'met' : '**missed**',
      ],
    ];
    const lines = [
      '## Time registration',
      '',
      `The rules (a tachograph driver, so every rule runs) flagged ${r.rules.flags} times over the year; p99 ${ms(r.rules.rules.p99)} (baseline ${ms(r.rules.baseline.p99)}: a pause of the machine, not of the rules), ${r.rules.rules.samples} samples.`,
      `The week page answers ${r.drivers} drivers with ${r.daysShown} days shown and 17 weeks behind the rules; p50 ${ms(r.week.week.p50)} (baseline ${ms(r.week.baseline.p50)}), ${r.week.week.samples} samples on ${r.postgres}.`,
      `The PDF is ${(r.pdfBytes / 1000).toFixed(0)} kB; p50 ${ms(r.pdf.pdf.p50)} (baseline ${ms(r.pdf.baseline.p50)}), ${r.pdf.pdf.samples} samples.${r.quick ? ' (BENCH_QUICK: few samples.)' : ''}`,
    ];
    return { summary, lines };
  },
};

export default timeregPart;

if (isMain(import.meta.url)) await runPartAlone(timeregPart);
