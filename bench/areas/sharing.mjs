/**
 * Sharing's budget (issue 33, docs/sharing.md "Budgets"), on a real PostgreSQL and the real server
 * (packages/server/dist/main.js with DATABASE_URL, as bench/vehicles.mjs): the demo data plus
 * BENCH_SHARING_VEHICLES pool cars in the manager's client (ten pools) and BENCH_SHARING_BOOKINGS
 * bookings of them (`generate_series` SQL: one a day per vehicle around today, past ones returned,
 * coming ones confirmed, some cancelled, each with the pool's 30 minutes' buffer, so the exclusion
 * constraint's GiST index holds them all). Then "which vehicles of a pool are free from 8 to 16
 * tomorrow" (`sharing.free`) through the real API over the WebSocket, interleaved with the
 * baseline: the same manager's `sharing.myBookings` (a few rows), so the ratio says what the search
 * among a million bookings costs over a small read. Also the absolute p99 against the issue's 20 ms.
 *
 * `node bench/areas/sharing.mjs` runs it alone and replaces only its section of BENCHMARKS.md
 * (BENCH_QUICK=1: 1,000 vehicles and 100,000 bookings, fewer samples, for a shared machine).
 *
 * The issue's second budget (the timeline of 200 vehicles × 31 days with no browser task over 50
 * ms) is bench/areas/sharing-timeline.mjs.
 */
import pg from 'pg';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoManager, serverDir, signIn, startApiServer, timeInterleaved } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const VEHICLES = Number(process.env.BENCH_SHARING_VEHICLES ?? (QUICK ? 1_000 : 10_000));
const BOOKINGS = Number(process.env.BENCH_SHARING_BOOKINGS ?? (QUICK ? 100_000 : 1_000_000));
// 1,000 samples: of 200, the p99 is the third-largest, so two stalls of the shared machine (a
// garbage collection, a core taken; the baseline's own max is 3–5 times its p50) decided it and
// two runs of the same build read 17.6 and 27.8 ms; of 1,000 it is the eleventh-largest.
const SAMPLES = Number(process.env.BENCH_SHARING_SAMPLES ?? (QUICK ? 40 : 1_000));
const POOLS = 10;
/** The issue's budget: p99 under 20 ms; as a ratio, at most this many times the baseline's p99. */
const BUDGET = { ms: 20, ratio: 5 };

async function measure({ log }) {
  // pg_stat_statements: the database's own time for the query, apart from the waits around it.
  const cluster = await startCluster({
    settings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_planning=on'],
  });
  const server = await startApiServer(cluster.url, { maxMs: 20 * 60_000 });
  const sql = new pg.Client({ connectionString: cluster.url });
  let manager;
  try {
    await server.ready;
    await sql.connect();
    const cookie = await signIn(server.url, demoManager.email);
    const [{ client_id: clientId }] = (
      await sql.query('SELECT client_id FROM users WHERE email = $1', [demoManager.email])
    ).rows;
    const perVehicle = Math.max(1, Math.round(BOOKINGS / VEHICLES));

    log(
      `sharing: ${VEHICLES.toLocaleString('en')} pool vehicles, ${(perVehicle * VEHICLES).toLocaleString('en')} bookings…`,
    );
    const insertStart = performance.now();
    await sql.query('BEGIN');
    // Drivers of their own, so that no demo person's "my bookings" holds the bench's.
    await sql.query(
      `INSERT INTO users (client_id, role, email, password_hash, contact_name, contact_surname)
       SELECT $1, 'user', 'bench-driver-' || g || '@example.com', 'x', 'Fører', g::text
       FROM generate_series(1, 100) g`,
      [clientId],
    );
    await sql.query(
      `INSERT INTO vehicles (client_id, registration, make, model, year, type, fuel, status, odometer_km)
       SELECT $1, 'DB' || lpad(g::text, 6, '0'),
         (ARRAY['Toyota','Volkswagen','Skoda','Renault','Peugeot'])[1 + g % 5], 'Model ' || (g % 17),
         2015 + g % 10, 'car', (ARRAY['petrol','diesel','electric','hybrid'])[1 + g % 4],
         (ARRAY['active','active','active','active','active','active','active','active','active','in_workshop'])[1 + g % 10],
         (g * 7919) % 200000
       FROM generate_series(1, $2::int) g`,
      [clientId, VEHICLES],
    );
    await sql.query(
      `INSERT INTO sharing_pools (client_id, name, buffer_minutes, max_hours, approval_over_hours, no_show_minutes)
       SELECT $1, 'Bench pulje ' || p, 30, 72, 24, 60 FROM generate_series(1, $2::int) p`,
      [clientId, POOLS],
    );
    await sql.query(
      `INSERT INTO sharing_pool_vehicles (vehicle_id, pool_id, client_id)
       SELECT v.id, p.id, $1
       FROM (SELECT id, row_number() OVER (ORDER BY registration) AS n
               FROM vehicles WHERE client_id = $1 AND registration LIKE 'DB%') v
       JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n
               FROM sharing_pools WHERE client_id = $1 AND name LIKE 'Bench pulje %') p
         ON p.n = 1 + (v.n % $2)`,
      [clientId, POOLS],
    );
    // One booking a day per vehicle, days from today − half to today + half: starting between 6
    // and 17 o'clock, 1–4 hours long (so tomorrow 8–16 finds some vehicles busy and some free).
    await sql.query(
      `CREATE TEMP TABLE bench_drivers ON COMMIT DROP AS
       SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'bench-driver-%'`,
    );
    await sql.query(
      `INSERT INTO sharing_bookings (client_id, pool_id, vehicle_id, booker_user_id, driver_user_id,
                                     starts_at, ends_at, blocked_until, purpose, status)
       SELECT $1, pv.pool_id, pv.vehicle_id, d.ids[1 + (pv.n + k) % 100], d.ids[1 + (pv.n + k) % 100],
              b.starts_at, b.starts_at + b.length, b.starts_at + b.length + interval '30 minutes',
              'Kundebesøg',
              CASE WHEN (pv.n + k) % 23 = 0 THEN 'cancelled'
                   WHEN b.starts_at < now() THEN 'returned' ELSE 'confirmed' END
       FROM (SELECT vehicle_id, pool_id, row_number() OVER (ORDER BY vehicle_id) AS n
               FROM sharing_pool_vehicles pv JOIN vehicles v ON v.id = pv.vehicle_id
              WHERE v.registration LIKE 'DB%') pv
       CROSS JOIN generate_series(0, $2::int - 1) k
       CROSS JOIN bench_drivers d
       CROSS JOIN LATERAL (
         SELECT date_trunc('day', now()) + make_interval(days => k - $2::int / 2, hours => (6 + (pv.n * 7 + k) % 12)::int) AS starts_at,
                make_interval(hours => (1 + (pv.n + k * 3) % 4)::int) AS length
       ) b`,
      [clientId, perVehicle],
    );
    await sql.query('COMMIT');
    for (const table of ['users', 'vehicles', 'sharing_pools', 'sharing_pool_vehicles', 'sharing_bookings'])
      await sql.query(`VACUUM ANALYZE ${table}`);
    const insertMs = performance.now() - insertStart;
    const [{ n: bookings }] = (await sql.query('SELECT count(*)::int AS n FROM sharing_bookings')).rows;
    const [{ id: poolId, n: poolVehicles }] = (
      await sql.query(
        `SELECT p.id, count(*)::int AS n FROM sharing_pools p JOIN sharing_pool_vehicles pv ON pv.pool_id = p.id
         WHERE p.name = 'Bench pulje 1' GROUP BY p.id`,
      )
    ).rows;

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const from = new Date(tomorrow);
    from.setHours(8, 0, 0, 0);
    const to = new Date(tomorrow);
    to.setHours(16, 0, 0, 0);

    manager = connect(`ws://127.0.0.1:${server.port}/trpc`, server.url, cookie);
    const api = manager.client;
    const first = await api.sharing.free.query({ poolId, from, to });
    const bookable = first.filter((v) => v.refusals.length === 0).length;
    // The plan of the server's own query (bookings.ts freeVehiclesQuery, from dist): one step back
    // a vehicle in sharing_bookings_vehicle_active_idx (migrations/0051).
    const { freeVehiclesQuery } = await import(path.join(serverDir, 'dist/areas/sharing/bookings.js'));
    // drizzle-orm is the server's dependency: resolved from there.
    const drizzlePg = createRequire(path.join(serverDir, 'package.json')).resolve('drizzle-orm/pg-core');
    const { PgDialect } = await import(pathToFileURL(drizzlePg).href);
    const query = new PgDialect().sqlToQuery(freeVehiclesQuery(clientId, { poolId, from, to }));
    const plan = (
      await sql.query(`EXPLAIN (ANALYZE, BUFFERS OFF, TIMING OFF, SUMMARY ON) ${query.sql}`, query.params)
    ).rows.map((row) => row['QUERY PLAN']);
    log(plan.join('\n'));
    log(
      `sharing: ${bookings.toLocaleString('en')} bookings, pool of ${poolVehicles}: ${first.length} free (${bookable} bookable); ${SAMPLES} samples…`,
    );
    await sql.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await sql.query('SELECT pg_stat_statements_reset()');
    const timings = await timeInterleaved(SAMPLES, {
      free: () => api.sharing.free.query({ poolId, from, to }),
      mine: () => api.sharing.myBookings.query(),
    });
    // The free query (bookings.ts freeVehicles) as the database timed it, planning and execution.
    const [database] = (
      await sql.query(
        `SELECT calls::int, mean_exec_time AS exec, max_exec_time AS "maxExec", mean_plan_time AS plan
           FROM pg_stat_statements
          WHERE query LIKE '%FROM sharing_pools p%' AND query LIKE '%ORDER BY b.starts_at DESC LIMIT%'
          ORDER BY calls DESC LIMIT 1`,
      )
    ).rows;
    return {
      database: database ?? null,
      postgres: cluster.version,
      quick: QUICK,
      vehicles: VEHICLES,
      bookings,
      poolVehicles,
      free: first.length,
      bookable,
      insertMs,
      usesIndex: plan.some((line) =>
        line.includes('Index Only Scan Backward using sharing_bookings_vehicle_active_idx'),
      ),
      timings,
    };
  } finally {
    manager?.close();
    await sql.end().catch(() => {});
    await server.stop();
    await cluster.stop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const met = (ok) => (ok ? 'met' : '**MISSED**');

function report(r) {
  const { free, mine } = r.timings;
  const ratio = free.p99 / mine.p99;
  const n = r.bookings.toLocaleString('en');
  return {
    summary: [
      [
        `Free vehicles of a pool of ${r.poolVehicles.toLocaleString('en')}, tomorrow 8–16, ${r.vehicles.toLocaleString('en')} vehicles, ${n} bookings (p99, API)`,
        ms(free.p99),
        `\`sharing.myBookings\` ${ms(mine.p99)}`,
        `${ratio.toFixed(1)}x`,
        `< ${BUDGET.ratio}x and < ${BUDGET.ms} ms`,
        met(ratio < BUDGET.ratio && free.p99 < BUDGET.ms),
      ],
    ],
    lines: [
      '## Sharing: free pool vehicles',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js, \`DATABASE_URL\` set) in its own process, seeded with the demo data,`,
      `then ${r.vehicles.toLocaleString('en')} pool cars in ten pools and ${n} bookings of them (\`generate_series\`, ${(r.insertMs / 1000).toFixed(1)} s including \`VACUUM ANALYZE\`; one a day per`,
      `vehicle around today, 1–4 hours from 6–17 o'clock, 30 minutes' buffer, past ones returned, coming ones confirmed, every 23rd cancelled). \`sharing.free\` of one pool`,
      `(${r.poolVehicles.toLocaleString('en')} vehicles) for tomorrow 08:00–16:00 through the WebSocket (${r.free} free, ${r.bookable} of them bookable), interleaved with the baseline`,
      `\`sharing.myBookings\` of the demo manager, ${free.samples} samples each after 5 warm-ups: free p50 ${ms(free.p50)}, max ${ms(free.max)}; baseline p50 ${ms(mine.p50)}.`,
      ...(r.database
        ? [
            `The database's own time for the query (pg_stat_statements, ${r.database.calls} calls): planning ${ms(r.database.plan)} and execution ${ms(r.database.exec)} on average, execution at most ${ms(r.database.maxExec)}; the rest of the API's time is the server, the WebSocket and, on a shared machine, waiting for a core.`,
          ]
        : []),
      `A vehicle is busy when its last active booking to start before the window's end reaches into it (the exclusion constraint keeps a vehicle's active bookings apart): ${r.usesIndex ? 'the plan takes one step back a vehicle in `sharing_bookings_vehicle_active_idx`, from the index alone' : '**the plan did not step back in `sharing_bookings_vehicle_active_idx`**'}.${r.quick ? ' (BENCH_QUICK: fewer vehicles, bookings and samples.)' : ''}`,
    ],
  };
}

const part = { name: 'sharing', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
