/**
 * The partners' budgets (issue 30, docs/partners.md), on a real PostgreSQL and the real server
 * (packages/server/dist/main.js with DATABASE_URL, as bench/vehicles.mjs):
 * - a fuel-card file of 50,000 lines (BENCH_FUEL_LINES) for the demo fleet's vehicles: preview and
 *   confirm time through the HTTP routes, and the server's memory growth (RSS sampled every 50 ms
 *   during each call, against the RSS just before it, after the same warm-up) — budgets preview
 *   < 5 s and + 100 MB, confirm < 15 s and + 100 MB;
 * - with 1,000,000 expenses (BENCH_EXPENSES, generate_series SQL) in the client: the fleet's cost
 *   per month and category for a year (`partners.costs`, p99 < 100 ms) and one vehicle's Costs tab
 *   (`partners.costs` with the vehicle, p99 < 20 ms), through the real API over the WebSocket,
 *   interleaved with one SQL `SELECT 1` round trip as the baseline.
 * The import's CPU time is reported too (the server's and the PostgreSQL cluster's processes,
 * /proc): unlike the wall time it does not grow with the shared machine's load.
 *
 * `node bench/areas/partners.mjs` runs it alone and replaces only its section of BENCHMARKS.md.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { demoManager, rssOf, signIn, startApiServer, timeInterleaved } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const FUEL_LINES = Number(process.env.BENCH_FUEL_LINES ?? 50_000);
const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_PARTNER_SAMPLES ?? 200);
const VENDOR = 'Brændstofkort Nord';

const danish = (value, decimals) => value.toFixed(decimals).replace('.', ',');
const isoDay = (date) => date.toISOString().slice(0, 10);
const dmy = (iso) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * A fuel-card file in the demo vendor's format: `lines` fills spread over the year before `today`
 * across `plates`, each vehicle's odometer rising with its fills between the chain's readings (so the
 * chain's checks pass: no `decreased`, no `above_later`).
 */
export function fuelCardFile(plates, lines, readings = new Map(), today = new Date()) {
  const header =
    'Dato;Kortnr.;Reg.nr.;Station;Produkt;Antal;Beløb ekskl. moms;Moms;Beløb inkl. moms;Km-stand;Kvitteringsnr.';
  const perVehicle = Math.ceil(lines / plates.length);
  const rows = [];
  for (let v = 0; v < plates.length && rows.length < lines; v += 1) {
    const chain = readings.get(plates[v]) ?? [];
    let previousKm = 0;
    for (let i = 0; i < perVehicle && rows.length < lines; i += 1) {
      // Oldest first: fill i of n is (n - i) * 365 / n days before today, at most one a day.
      const day = new Date(
        today.getTime() - Math.max(1, Math.round(((perVehicle - i) * 364) / perVehicle)) * 86_400_000,
      );
      // Never below the fill before it, never above the chain's next reading (odometerOn keeps
      // within the readings around the day; a tie is no decrease).
      const km = Math.max(previousKm, odometerOn(chain, day.getTime(), 200_000 + v * 7));
      previousKm = km;
      const litres = 35 + ((v + i) % 30);
      const net = litres * 11.2;
      const vat = net * 0.25;
      rows.push(
        [
          dmy(isoDay(day)),
          `7077 1234 ${String(v).padStart(4, '0')}`,
          plates[v],
          'Q8 Vejle',
          'Diesel',
          danish(litres, 2),
          danish(net, 2),
          danish(vat, 2),
          danish(net + vat, 2),
          km.toLocaleString('da-DK').replaceAll('\u00a0', '.'),
          String(900_000 + rows.length),
        ].join(';'),
      );
    }
  }
  return Buffer.from(`\ufeff${header}\n${rows.join('\n')}\n`, 'utf8');
}

/**
 * The odometer on `time` between the vehicle's readings (`[{ at, km }]`, oldest first), by the line
 * between the two around it, 60 km a day past the last one, `fallback` without readings.
 */
function odometerOn(chain, time, fallback) {
  const day = 86_400_000;
  if (chain.length === 0) return fallback + Math.round((time % (3650 * day)) / day) * 60;
  const after = chain.findIndex((reading) => reading.at > time);
  if (after === -1) {
    const last = chain.at(-1);
    return last.km + Math.ceil((time - last.at) / day) * 60 + 1;
  }
  if (after === 0) return Math.max(0, chain[0].km - Math.ceil((chain[0].at - time) / day) * 60 - 1);
  const before = chain[after - 1];
  const next = chain[after];
  const share = (time - before.at) / (next.at - before.at);
  return Math.min(next.km, Math.max(before.km, Math.round(before.km + share * (next.km - before.km))));
}

/** A process's CPU time (user + system) in ms from /proc (clock ticks of 10 ms, Linux's USER_HZ), or 0. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The PostgreSQL cluster's CPU time: its postmaster's children (backends, autovacuum, writers). */
function clusterCpuMs(postmaster) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === postmaster) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/**
 * Runs `call` while sampling `pid`'s RSS every 50 ms: its time, the peak growth over `before`, and
 * the CPU time `pid` and the cluster of `postmaster` spent meanwhile.
 */
async function withRss(pid, call, postmaster) {
  const cpuBefore = { server: cpuMs(pid), postgres: clusterCpuMs(postmaster) };
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    if (rss > peak) peak = rss;
  }, 50);
  const t0 = performance.now();
  try {
    const result = await call();
    const ms = performance.now() - t0;
    const cpu = {
      server: cpuMs(pid) - cpuBefore.server,
      postgres: clusterCpuMs(postmaster) - cpuBefore.postgres,
    };
    return { result, ms, before, peak, growth: peak - before, cpu };
  } finally {
    clearInterval(timer);
  }
}

async function measure({ log }) {
  const cluster = await startCluster();
  const server = await startApiServer(cluster.url, { maxMs: 30 * 60_000 });
  const { url, port } = server;
  const sql = new pg.Client({ connectionString: cluster.url });
  let manager;
  try {
    await server.ready;
    await sql.connect();
    const cookie = await signIn(url, demoManager.email);
    const [{ client_id: clientId }] = (
      await sql.query('SELECT client_id FROM users WHERE email = $1', [demoManager.email])
    ).rows;
    const [{ id: vendorId }] = (
      await sql.query('SELECT id FROM organisations WHERE client_id = $1 AND name = $2', [clientId, VENDOR])
    ).rows;
    const plates = (
      await sql.query(
        `SELECT registration FROM vehicles WHERE client_id = $1 AND status <> 'sold' ORDER BY registration LIMIT 500`,
        [clientId],
      )
    ).rows.map((row) => row.registration);
    const readings = new Map();
    for (const row of (
      await sql.query(
        `SELECT v.registration, r.read_on::text AS read_on, r.odometer_km FROM odometer_readings r
         JOIN vehicles v ON v.id = r.vehicle_id WHERE v.client_id = $1 ORDER BY r.read_on, r.odometer_km`,
        [clientId],
      )
    ).rows) {
      const chain = readings.get(row.registration) ?? [];
      chain.push({ at: Date.parse(`${row.read_on}T00:00:00Z`), km: Number(row.odometer_km) });
      readings.set(row.registration, chain);
    }
    const file = fuelCardFile(plates, FUEL_LINES, readings);
    const post = async (step, query) => {
      const response = await fetch(
        `${url}/api/partners/vendors/${vendorId}/fuel-import/${step}?${new URLSearchParams({ fileName: 'kort.csv', ...query })}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', origin: url, cookie },
          body: file,
        },
      );
      const body = await response.json();
      if (response.status !== 200)
        throw new Error(`${step} answered ${response.status}: ${JSON.stringify(body)}`);
      return body;
    };

    // Warm-up: a small file through both steps, so the baseline RSS is a server that has imported.
    log(
      `partners: fuel-card file of ${FUEL_LINES.toLocaleString('en')} lines (${(file.length / 1e6).toFixed(1)} MB)…`,
    );
    await post('preview', {});
    const pid = server.pid;
    const baselineRss = rssOf(pid);
    const [{ pid: backend }] = (await sql.query('SELECT pg_backend_pid() AS pid')).rows;
    const postmaster = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    const preview = await withRss(pid, () => post('preview', {}), postmaster);
    const { newCount, alreadyImportedCount, errorCount } = preview.result;
    const states = { new: newCount, already_imported: alreadyImportedCount, invalid: errorCount };
    const errors = {};
    for (const row of preview.result.rows)
      for (const [field, error] of Object.entries(row.errors))
        errors[`${field} ${error}`] = (errors[`${field} ${error}`] ?? 0) + 1;
    if (errorCount > 0) log(`partners: preview errors (of the rows answered) ${JSON.stringify(errors)}`);
    const confirm = await withRss(pid, () => post('confirm', { importId: randomUUID() }), postmaster);
    log(`partners: preview ${(preview.ms / 1000).toFixed(1)} s, confirm ${(confirm.ms / 1000).toFixed(1)} s`);

    // The cost summaries over 1,000,000 expenses.
    log(`partners: inserting ${EXPENSES.toLocaleString('en')} expenses…`);
    const insertStart = performance.now();
    await sql.query(
      `INSERT INTO expenses (client_id, vehicle_id, spent_on, category, net, vat, source, paid_by)
       SELECT $1, v.ids[1 + (g % array_length(v.ids, 1))],
              current_date - (g % 365),
              (ARRAY['fuel','charging','tyres','parts','wash','toll_ferry','parking','fine','other'])[1 + (g % 9)],
              (100 + (g % 900))::numeric, (25 + (g % 225))::numeric, 'manual', 'company'
       FROM generate_series(1, $2::int) AS g,
            (SELECT array_agg(id ORDER BY id) AS ids FROM vehicles WHERE client_id = $1) AS v`,
      [clientId, EXPENSES],
    );
    // As autovacuum leaves a table that has been there a while: its visibility map set, so that the
    // index-only scans of the costs (migration 0037) read no heap page. Just inserted, every page
    // of the million expenses and of the import's readings would still be read once per scan.
    await sql.query('VACUUM (ANALYZE) expenses, odometer_readings');
    const insertMs = performance.now() - insertStart;
    const [{ n: totalExpenses }] = (
      await sql.query('SELECT count(*)::int AS n FROM expenses WHERE client_id = $1', [clientId])
    ).rows;
    const [{ vehicle_id: busiest, n: vehicleExpenses }] = (
      await sql.query(
        `SELECT vehicle_id, count(*)::int AS n FROM expenses WHERE client_id = $1
         GROUP BY vehicle_id ORDER BY n DESC LIMIT 1`,
        [clientId],
      )
    ).rows;
    manager = connect(`ws://127.0.0.1:${port}/trpc`, url, cookie);
    const to = isoDay(new Date());
    const from = isoDay(new Date(Date.now() - 364 * 86_400_000));
    const fleetRows = (await manager.client.partners.costs.query({ from, to })).cells.length;
    const costs = await timeInterleaved(SAMPLES, {
      fleet: () => manager.client.partners.costs.query({ from, to }),
      vehicle: () => manager.client.partners.costs.query({ vehicleId: busiest, from, to }),
      sqlOne: () => sql.query('SELECT 1'),
    });
    return {
      postgres: cluster.version,
      fuel: {
        lines: FUEL_LINES,
        bytes: file.length,
        vehicles: plates.length,
        states,
        baselineRss,
        preview: { ms: preview.ms, growth: preview.growth, before: preview.before, cpu: preview.cpu },
        confirm: {
          ms: confirm.ms,
          growth: confirm.growth,
          before: confirm.before,
          cpu: confirm.cpu,
          result: confirm.result,
        },
      },
      costs: { expenses: totalExpenses, insertMs, vehicleExpenses, fleetRows, ...costs },
    };
  } finally {
    manager?.close();
    await sql.end().catch(() => {});
    await server.stop();
    await cluster.stop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const s = (value) => `${(value / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const met = (ok) => (ok ? 'met' : '**missed**');

function report(r) {
  const { fuel, costs } = r;
  const lines = fuel.lines.toLocaleString('en');
  const summary = [
    [
      `Fuel-card preview, ${lines} lines`,
      `${s(fuel.preview.ms)}, +${mb(fuel.preview.growth)} RSS`,
      `RSS before ${mb(fuel.preview.before)}`,
      `${(fuel.preview.growth / fuel.preview.before).toFixed(2)}x of it`,
      '< 5 s, + 100 MB',
      met(fuel.preview.ms < 5000 && fuel.preview.growth < 100e6),
    ],
    [
      `Fuel-card confirm, ${lines} lines`,
      `${s(fuel.confirm.ms)}, +${mb(fuel.confirm.growth)} RSS`,
      `preview ${s(fuel.preview.ms)}`,
      `${(fuel.confirm.ms / fuel.preview.ms).toFixed(1)}x preview`,
      '< 15 s, + 100 MB',
      met(fuel.confirm.ms < 15_000 && fuel.confirm.growth < 100e6),
    ],
    [
      `Fleet cost per month and category for a year, ${costs.expenses.toLocaleString('en')} expenses (p99, API)`,
      ms(costs.fleet.p99),
      `SQL \`SELECT 1\` ${ms(costs.sqlOne.p99)}`,
      `${(costs.fleet.p99 / costs.sqlOne.p99).toFixed(0)}x`,
      '< 100 ms',
      met(costs.fleet.p99 < 100),
    ],
    [
      `A vehicle's Costs tab, ${costs.vehicleExpenses.toLocaleString('en')} of its expenses (p99, API)`,
      ms(costs.vehicle.p99),
      `SQL \`SELECT 1\` ${ms(costs.sqlOne.p99)}`,
      `${(costs.vehicle.p99 / costs.sqlOne.p99).toFixed(0)}x`,
      '< 20 ms',
      met(costs.vehicle.p99 < 20),
    ],
  ];
  return {
    summary,
    lines: [
      '## Partners: imports and costs',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js, \`DATABASE_URL\` set) in its own process, seeded with the demo data.`,
      `Fuel-card file: ${lines} lines (${mb(fuel.bytes)}) over a year for ${fuel.vehicles} of the demo manager's vehicles, odometers rising, sent to`,
      `\`POST /api/partners/vendors/<id>/fuel-import/preview\` then \`/confirm\` (after one warm-up preview; the server's RSS ${mb(fuel.baselineRss)} then).`,
      `The server's RSS sampled every 50 ms during each call; growth is the peak over the RSS just before it. Preview line states: ${Object.entries(
        fuel.states,
      )
        .map(([state, n]) => `${state} ${n.toLocaleString('en')}`)
        .join(', ')}; confirm created ${fuel.confirm.result.created.toLocaleString('en')}.`,
      ...(fuel.preview.cpu
        ? [
            `CPU time (/proc, does not grow with the machine's load as the wall time does): preview server ${s(fuel.preview.cpu.server)}, PostgreSQL ${s(fuel.preview.cpu.postgres)};`,
            `confirm server ${s(fuel.confirm.cpu.server)}, PostgreSQL ${s(fuel.confirm.cpu.postgres)}.`,
          ]
        : []),
      '',
      `Costs: ${costs.expenses.toLocaleString('en')} expenses in the client (inserted with \`generate_series\` in ${s(costs.insertMs)}, then \`VACUUM (ANALYZE)\` as autovacuum would have), spread over the last 365 days,`,
      `nine categories and all the client's vehicles. \`partners.costs\` for the year (${costs.fleetRows} month-and-category cells) and for the vehicle with most expenses, through the WebSocket,`,
      `interleaved with a \`SELECT 1\` round trip, ${costs.fleet.samples} samples each after 5 warm-ups: fleet p50 ${ms(costs.fleet.p50)} p99 ${ms(costs.fleet.p99)},`,
      `vehicle p50 ${ms(costs.vehicle.p50)} p99 ${ms(costs.vehicle.p99)}.`,
    ],
  };
}

const part = { name: 'partners', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
