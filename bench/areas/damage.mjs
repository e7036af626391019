/**
 * The damage register's budget (issue 35, docs/damage.md "Budgets"), on a real PostgreSQL and the
 * real server (packages/server/dist/main.js with DATABASE_URL, as bench/vehicles.mjs): with many
 * damages in the client (BENCH_DAMAGES, generate_series SQL, spread over its vehicles, every status,
 * a photo row on some), `damage.list` as the register asks for it (the open statuses, the newest
 * 200 with the total and each row's photo count), every status, and one vehicle's damages (its
 * Damages tab), through the real API over the WebSocket, interleaved with the baseline: the same
 * manager's `damage.get` of one damage, so the ratio says what listing costs over one row.
 *
 * `node bench/areas/damage.mjs` runs it alone and replaces only its section of BENCHMARKS.md
 * (BENCH_QUICK=1: fewer damages and samples, for a shared machine).
 */
import pg from 'pg';
import { demoManager, signIn, startApiServer, timeInterleaved } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const DAMAGES = Number(process.env.BENCH_DAMAGES ?? (QUICK ? 5_000 : 50_000));
const SAMPLES = Number(process.env.BENCH_DAMAGE_SAMPLES ?? (QUICK ? 40 : 200));
/**
 * The register's p99 at most this many times one damage's read in the same run (a ratio: the
 * milliseconds follow the machine's load, the ratio what listing 200 rows costs over one).
 */
const BUDGET = { ratio: 10 };

async function measure({ log }) {
  const cluster = await startCluster();
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

    log(`damage: inserting ${DAMAGES.toLocaleString('en')} damages…`);
    const insertStart = performance.now();
    await sql.query('BEGIN');
    await sql.query(
      `CREATE TEMP TABLE bench_damages ON COMMIT DROP AS
       SELECT g, gen_random_uuid() AS id, v.ids[1 + (g % array_length(v.ids, 1))] AS vehicle_id
       FROM generate_series(1, $2::int) AS g,
            (SELECT array_agg(id ORDER BY id) AS ids FROM vehicles WHERE client_id = $1) AS v`,
      [clientId, DAMAGES],
    );
    await sql.query(
      `INSERT INTO damages (id, client_id, vehicle_id, zone, class, severity, source, description, found_on, status, estimate_ore, actual_ore)
       SELECT id, $1, vehicle_id,
              (ARRAY['front','rear','left','right','roof','interior'])[1 + (g % 6)],
              (ARRAY['scratch','dent','crack','broken_part','other'])[1 + (g % 5)],
              (ARRAY['minor','major','critical'])[1 + (g % 3)],
              (ARRAY['manual','driver_report','inspection_defect'])[1 + (g % 3)],
              'Skade ' || g || ': ridse i lakken over baghjulet',
              current_date - (g % 900),
              (ARRAY['new','confirmed','repaired','repaired','no_correction','repaired'])[1 + (g % 6)],
              CASE WHEN g % 4 = 0 THEN NULL ELSE 50000 + (g % 400) * 1000 END,
              CASE WHEN g % 6 IN (2, 3, 5) THEN 45000 + (g % 300) * 1000 END
       FROM bench_damages`,
      [clientId],
    );
    await sql.query(
      `INSERT INTO damage_status_changes (damage_id, client_id, from_status, to_status)
       SELECT id, $1, NULL, 'new' FROM bench_damages`,
      [clientId],
    );
    await sql.query('COMMIT');
    await sql.query('ANALYZE damages');
    await sql.query('ANALYZE damage_status_changes');
    const insertMs = performance.now() - insertStart;
    const [{ n: total }] = (
      await sql.query('SELECT count(*)::int AS n FROM damages WHERE client_id = $1', [clientId])
    ).rows;
    const [{ vehicle_id: vehicleId, n: ofVehicle }] = (
      await sql.query(
        `SELECT vehicle_id, count(*)::int AS n FROM damages WHERE client_id = $1
         GROUP BY vehicle_id ORDER BY n DESC LIMIT 1`,
        [clientId],
      )
    ).rows;

    manager = connect(`ws://127.0.0.1:${server.port}/trpc`, server.url, cookie);
    const api = manager.client;
    const open = ['new', 'confirmed', 'repair_task'];
    const first = await api.damage.list.query({ statuses: open, limit: 200 });
    if (first.items.length !== 200) throw new Error(`the register showed ${first.items.length} rows`);
    const one = first.items[0].id;
    log(`damage: ${total.toLocaleString('en')} damages (${first.total} open), ${SAMPLES} samples…`);
    const timings = await timeInterleaved(SAMPLES, {
      register: () => api.damage.list.query({ statuses: open, limit: 200 }),
      every: () => api.damage.list.query({ limit: 200 }),
      vehicle: () => api.damage.list.query({ vehicleId, limit: 100 }),
      one: () => api.damage.get.query({ id: one }),
    });
    return {
      postgres: cluster.version,
      quick: QUICK,
      damages: total,
      open: first.total,
      ofVehicle,
      insertMs,
      ...timings,
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
  const n = r.damages.toLocaleString('en');
  const row = (label, figure, budget) => {
    const ratio = figure.p99 / r.one.p99;
    return [
      `${label}, ${n} damages (p99, API)`,
      ms(figure.p99),
      `\`damage.get\` of one ${ms(r.one.p99)}`,
      `${ratio.toFixed(1)}x`,
      budget ? `< ${BUDGET.ratio}x` : '—',
      budget ? met(ratio < BUDGET.ratio) : '—',
    ];
  };
  return {
    summary: [
      row(`The register: open damages, newest 200 of ${r.open.toLocaleString('en')}`, r.register, true),
      row('Every status, newest 200', r.every, true),
      row(`One vehicle's Damages tab (${r.ofVehicle.toLocaleString('en')} damages, 100 shown)`, r.vehicle),
    ],
    lines: [
      '## Damage register: the list',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js, \`DATABASE_URL\` set) in its own process, seeded with the demo data,`,
      `then ${n} damages in the manager's client (\`generate_series\`, ${(r.insertMs / 1000).toFixed(1)} s, spread over its vehicles, every status but repair task, each with its first`,
      `history row; then \`ANALYZE\`). \`damage.list\` through the WebSocket as the register asks (the open statuses, the newest 200 with the total and each row's photo count),`,
      `every status, and the vehicle with the most damages, interleaved with the baseline \`damage.get\` of one damage (with its history), ${r.register.samples} samples each after 5`,
      `warm-ups: register p50 ${ms(r.register.p50)}, every status p50 ${ms(r.every.p50)}, one vehicle p50 ${ms(r.vehicle.p50)}, one damage p50 ${ms(r.one.p50)}.${r.quick ? ' (BENCH_QUICK: fewer damages and samples.)' : ''}`,
    ],
  };
}

const part = { name: 'damage', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
