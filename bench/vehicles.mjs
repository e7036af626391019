/**
 * The vehicle register's budgets (issue 14, docs/vehicles.md), on a real PostgreSQL:
 * - a page of 50 with 100,000 vehicles in one client: keyset at page 1 and page 1,000 through the
 *   real API over the WebSocket, and keyset against OFFSET at page 1,000 as SQL, side by side;
 * - the CSV export of the 2,000 demo vehicles against listing the same rows page by page.
 * A throwaway cluster (initdb in a temp folder, loopback, as user postgres when root, like
 * packages/server/test/global-setup.ts) and the real server (packages/server/dist/main.js) with
 * DATABASE_URL pointing at it, in its own process.
 *
 * Part of `npm run bench` (bench/run.mjs); `node bench/vehicles.mjs` runs this section alone and
 * replaces only the "Vehicle register" section of BENCHMARKS.md.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import pg from 'pg';
import superjson from 'superjson';
import WebSocket from 'ws';
import { findPostgresBin } from '../scripts/lib/postgres.mjs';
import {
  demoManager,
  freePort,
  median,
  percentile,
  rootDir,
  signIn,
  startApiServer,
  timeInterleaved,
} from './lib.mjs';

const run = promisify(execFile);
const BENCH_VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_VEHICLE_SAMPLES ?? 300);
const PAGE = 50;
const DEEP_PAGE = 1_000;

function postgresBin() {
  const bin = findPostgresBin();
  if (bin) return bin;
  throw new Error(
    'PostgreSQL server programs not found (run node scripts/ensure-postgres.mjs or set PG_BIN)',
  );
}

/**
 * A throwaway PostgreSQL cluster on loopback; answers its URL and a stop function. `settings` are
 * more `-c name=value` server settings.
 */
export async function startCluster({ settings = [] } = {}) {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(dir, uid, gid);
  }
  const program = (name, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);
  const port = await freePort();
  await program('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  await program('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    [
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off`,
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' '),
    'start',
  ]);
  const version = (await run(path.join(bin, 'postgres'), ['--version'])).stdout.trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    async stop() {
      await program('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function connect(wsUrl, origin, cookie) {
  class CookieWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { origin, cookie } });
    }
  }
  const wsClient = createWSClient({ url: wsUrl, WebSocket: CookieWebSocket });
  const client = createTRPCClient({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  return { client, close: () => wsClient.close() };
}

export async function timeEach(samples, fn) {
  for (let i = 0; i < 5; i += 1) await fn();
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return { p50: median(times), p99: percentile(times, 99), max: Math.max(...times), samples };
}

function exportAll(client, input) {
  return new Promise((resolve, reject) => {
    let rows = 0;
    const subscription = client.vehicles.exportCsv.subscribe(input, {
      onData: ({ data }) => {
        rows += data.rows.length;
        if (data.done) {
          subscription.unsubscribe();
          resolve(rows);
        }
      },
      onError: reject,
    });
  });
}

/** The SQL the register's list runs (packages/server/src/areas/vehicles/repository.ts), by keyset and by OFFSET. */
const SELECT = `SELECT v.*, c.name AS client_name, d.contact_name, d.contact_surname
  FROM vehicles v JOIN clients c ON c.id = v.client_id LEFT JOIN users d ON d.id = v.driver_user_id
  WHERE v.client_id = $1 AND v.status <> 'sold'`;
const KEYSET_SQL = `${SELECT} AND (v.registration, v.id) > ($2::text, $3::uuid) ORDER BY v.registration, v.id LIMIT ${PAGE + 1}`;
const OFFSET_SQL = `${SELECT} ORDER BY v.registration, v.id LIMIT ${PAGE} OFFSET $2`;

export async function measureVehicles({ log = console.log } = {}) {
  const measuredAt = new Date().toISOString();
  const loadAtStart = loadavg();
  const cluster = await startCluster();
  const seedStart = performance.now();
  const server = await startApiServer(cluster.url, { maxMs: 20 * 60_000 });
  const { url, port } = server;
  const sql = new pg.Client({ connectionString: cluster.url });
  const connections = [];
  try {
    await server.ready;
    const startMs = performance.now() - seedStart;
    await sql.connect();
    const wsUrl = `ws://127.0.0.1:${port}/trpc`;

    // Export against the plain list, on the demo fleet (all 2,000 of Nordlys's vehicles).
    log('vehicles: export against list on the demo fleet…');
    const manager = connect(wsUrl, url, await signIn(url, demoManager.email));
    connections.push(manager);
    const input = { includeSold: true };
    const listAll = async () => {
      let cursor = null;
      let rows = 0;
      do {
        const page = await manager.client.vehicles.list.query({ ...input, cursor, limit: 100 });
        rows += page.items.length;
        cursor = page.nextCursor;
      } while (cursor);
      return rows;
    };
    const exportTimes = [];
    const listTimes = [];
    let exportRows = 0;
    let listRows = 0;
    for (let i = 0; i < 12; i += 1) {
      let t0 = performance.now();
      exportRows = await exportAll(manager.client, input);
      if (i >= 2) exportTimes.push(performance.now() - t0);
      t0 = performance.now();
      listRows = await listAll();
      if (i >= 2) listTimes.push(performance.now() - t0);
    }
    const {
      rows: [{ client_id: nordlysId }],
    } = await sql.query(`SELECT client_id FROM users WHERE email = $1`, [demoManager.email]);
    const oneQuery = await timeEach(10, () =>
      sql.query(`${SELECT.replace(" AND v.status <> 'sold'", '')} ORDER BY v.registration, v.id`, [
        nordlysId,
      ]),
    );

    // 100,000 vehicles in one client, and its manager.
    log(`vehicles: inserting ${BENCH_VEHICLES} vehicles…`);
    const {
      rows: [client],
    } = await sql.query(`INSERT INTO clients (name) VALUES ('Benchmark Transport A/S') RETURNING id`);
    await sql.query(
      `INSERT INTO users (client_id, role, email, password_hash, contact_name, contact_surname)
       SELECT $1, 'manager', 'bench-manager@example.com', password_hash, 'Bench', 'Manager' FROM users WHERE email = $2`,
      [client.id, demoManager.email],
    );
    await sql.query(
      `INSERT INTO vehicles (client_id, registration, make, model, year, type, fuel, status, odometer_km)
       SELECT $1,
         chr(65 + (g * 7) % 26) || chr(65 + (g * 13) % 26) || lpad(g::text, 6, '0'),
         (ARRAY['Volvo','Scania','Ford','Mercedes-Benz','Volkswagen','Toyota','MAN','DAF'])[1 + g % 8],
         'Model ' || (g % 37), 2010 + g % 16,
         (ARRAY['car','van','truck','trailer','bus','other'])[1 + g % 6],
         (ARRAY['petrol','diesel','electric','hybrid','other'])[1 + g % 5],
         (ARRAY['active','active','active','active','active','active','active','in_workshop','out_of_service','sold'])[1 + g % 10],
         (g * 7919) % 600000
       FROM generate_series(1, $2::int) g`,
      [client.id, BENCH_VEHICLES],
    );
    // What autovacuum would have done by the time anyone pages: statistics and the visibility map.
    await sql.query('VACUUM ANALYZE');
    const bench = connect(wsUrl, url, await signIn(url, 'bench-manager@example.com'));
    connections.push(bench);
    const first = await bench.client.vehicles.list.query({ limit: PAGE });
    log(`vehicles: paging to page ${DEEP_PAGE}…`);
    let cursor = first.nextCursor;
    let lastOfPrevious = first.items.at(-1);
    for (let page = 2; page < DEEP_PAGE; page += 1) {
      const next = await bench.client.vehicles.list.query({ limit: PAGE, cursor });
      cursor = next.nextCursor;
      lastOfPrevious = next.items.at(-1);
    }
    const deep = await bench.client.vehicles.list.query({ limit: PAGE, cursor });
    const offsetDeep = await sql.query(OFFSET_SQL, [client.id, (DEEP_PAGE - 1) * PAGE]);
    const sameRows =
      deep.items.map((v) => v.id).join() === offsetDeep.rows.map((r) => r.id).join() &&
      deep.items.length === PAGE;

    log('vehicles: timing pages…');
    // The count is its own call (the app asks for it beside page 1, and again only when the filters change).
    const {
      first: apiFirst,
      deep: apiDeep,
      count: apiCount,
    } = await timeInterleaved(SAMPLES, {
      first: () => bench.client.vehicles.list.query({ limit: PAGE }),
      deep: () => bench.client.vehicles.list.query({ limit: PAGE, cursor }),
      count: () => bench.client.vehicles.count.query({}),
    });
    const { total: apiTotal } = await bench.client.vehicles.count.query({});
    const keyArgs = [client.id, lastOfPrevious.registration, lastOfPrevious.id];
    const sqlKeysetDeep = await timeEach(SAMPLES, () => sql.query(KEYSET_SQL, keyArgs));
    const sqlOffsetDeep = await timeEach(SAMPLES, () =>
      sql.query(OFFSET_SQL, [client.id, (DEEP_PAGE - 1) * PAGE]),
    );
    const sqlKeysetFirst = await timeEach(SAMPLES, () =>
      sql.query(KEYSET_SQL, [client.id, '', '00000000-0000-0000-0000-000000000000']),
    );
    const sqlOffsetFirst = await timeEach(SAMPLES, () => sql.query(OFFSET_SQL, [client.id, 0]));
    const plan = async (text, args) =>
      (await sql.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${text}`, args)).rows.map(
        (r) => r['QUERY PLAN'],
      );
    const keysetPlan = await plan(KEYSET_SQL, keyArgs);
    const offsetPlan = await plan(OFFSET_SQL, [client.id, (DEEP_PAGE - 1) * PAGE]);
    const COUNT_SQL = `SELECT count(*) FROM vehicles v WHERE v.client_id = $1 AND v.status <> 'sold'`;
    /** Median server-side execution time of 11 EXPLAIN ANALYZE runs: the query's own cost, no queueing. */
    const execution = async (text, args) => {
      const times = [];
      for (let i = 0; i < 11; i += 1) {
        const line = (await plan(text, args)).find((l) => l.startsWith('Execution Time'));
        times.push(Number(/([\d.]+) ms/.exec(line)[1]));
      }
      return median(times);
    };
    const executions = {
      keysetFirst: await execution(KEYSET_SQL, [client.id, '', '00000000-0000-0000-0000-000000000000']),
      keysetDeep: await execution(KEYSET_SQL, keyArgs),
      offsetDeep: await execution(OFFSET_SQL, [client.id, (DEEP_PAGE - 1) * PAGE]),
      count: await execution(COUNT_SQL, [client.id]),
    };
    const [{ n: total }] = (
      await sql.query(`SELECT count(*)::int AS n FROM vehicles WHERE client_id = $1 AND status <> 'sold'`, [
        client.id,
      ])
    ).rows;

    return {
      measuredAt,
      loadAtStart,
      postgres: cluster.version,
      vehicles: BENCH_VEHICLES,
      unsold: total,
      startMs,
      samples: SAMPLES,
      api: { first: apiFirst, deep: apiDeep, count: apiCount, total: apiTotal },
      sql: {
        keysetDeep: sqlKeysetDeep,
        offsetDeep: sqlOffsetDeep,
        keysetFirst: sqlKeysetFirst,
        offsetFirst: sqlOffsetFirst,
      },
      sameRows,
      plans: { keyset: keysetPlan, offset: offsetPlan },
      executions,
      export: {
        rows: exportRows,
        listRows,
        exportMedian: median(exportTimes),
        listMedian: median(listTimes),
        runs: exportTimes.length,
        oneQueryMedian: oneQuery.p50,
      },
    };
  } finally {
    for (const connection of connections) connection.close();
    await sql.end().catch(() => {});
    await server.stop();
    await cluster.stop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const met = (ok) => (ok ? 'met' : '**missed**');

/** The report: rows for the summary table and the section's lines. */
export function vehicleReport(v) {
  const pageOk = v.api.first.p99 < 20 && v.api.deep.p99 < 20;
  const flat = v.sql.keysetDeep.p99 < 2 * v.sql.keysetFirst.p99 + 1;
  const ratio = v.export.exportMedian / v.export.listMedian;
  const exportOk = ratio < 2;
  const summary = [
    [
      `Register page of 50, ${v.vehicles.toLocaleString('en')} vehicles (p99, API)`,
      `page 1 ${ms(v.api.first.p99)}; page 1,000 ${ms(v.api.deep.p99)}`,
      `OFFSET page 1,000 (SQL) ${ms(v.sql.offsetDeep.p99)}`,
      `${(v.sql.offsetDeep.p99 / v.sql.keysetDeep.p99).toFixed(1)}x keyset (SQL)`,
      '< 20 ms, flat',
      met(pageOk && flat),
    ],
    [
      `Export of ${v.export.rows.toLocaleString('en')} vehicles (median)`,
      ms(v.export.exportMedian),
      `list of the same rows ${ms(v.export.listMedian)}`,
      `${ratio.toFixed(2)}x`,
      '< 2x',
      met(exportOk),
    ],
  ];
  const row = (name, s) => `| ${name} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} |`;
  const lines = [
    '## Vehicle register',
    '',
    `PostgreSQL (${v.postgres}) in a throwaway cluster on loopback (initdb in a temp folder, fsync off), the real`,
    'server (packages/server/dist/main.js, `DATABASE_URL` set) in its own process; it migrated and seeded the demo',
    `data at start (${(v.startMs / 1000).toFixed(1)} s from spawn to healthy). Then ${v.vehicles.toLocaleString('en')} vehicles were inserted into one more`,
    `client (${v.unsold.toLocaleString('en')} of them not sold, so in the register) and \`VACUUM ANALYZE\` run. Times are one client calling`,
    `\`vehicles.list\` (limit ${PAGE}, sorted by plate) over the tRPC WebSocket, send to answer, ${v.samples} calls each after 5 warm-ups, page 1, page 1,000 and the count taken in turn so a noisy moment falls on all three;`,
    'and the same page as SQL through node-postgres (the query repository.ts builds: by keyset on',
    '`(registration, id)`, and by `LIMIT/OFFSET` for comparison, which the API never uses).',
    '',
    '| Page of 50 | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: |',
    row('API, keyset, page 1', v.api.first),
    row(`API, keyset, page ${DEEP_PAGE.toLocaleString('en')}`, v.api.deep),
    row('API, `vehicles.count` (for the record)', v.api.count),
    row('SQL, keyset, page 1', v.sql.keysetFirst),
    row(`SQL, keyset, page ${DEEP_PAGE.toLocaleString('en')}`, v.sql.keysetDeep),
    row('SQL, OFFSET, page 1', v.sql.offsetFirst),
    row(`SQL, OFFSET, page ${DEEP_PAGE.toLocaleString('en')}`, v.sql.offsetDeep),
    '',
    'Server-side execution alone (median `Execution Time` of 11 `EXPLAIN ANALYZE` runs; no network, no queueing behind',
    "the shared machine's other processes):",
    '',
    '| Query | execution |',
    '| --- | ---: |',
    `| keyset, page 1 | ${v.executions.keysetFirst.toFixed(2)} ms |`,
    `| keyset, page ${DEEP_PAGE.toLocaleString('en')} | ${v.executions.keysetDeep.toFixed(2)} ms |`,
    `| OFFSET, page ${DEEP_PAGE.toLocaleString('en')} | ${v.executions.offsetDeep.toFixed(2)} ms |`,
    `| the count (\`vehicles.count\`) | ${v.executions.count.toFixed(2)} ms |`,
    '',
    `Page ${DEEP_PAGE.toLocaleString('en')} by keyset and by OFFSET held the same rows: ${v.sameRows ? 'yes' : '**no**'}. p99 under 20 ms at page 1`,
    `and page ${DEEP_PAGE.toLocaleString('en')}: ${met(pageOk)}; keyset cost flat with the page number: ${met(flat)}. The "N vehicles" of the`,
    `register (${v.api.total?.toLocaleString('en')}) is \`vehicles.count\`, its own call beside page 1, so no page waits for it.`,
    '',
    ...(pageOk
      ? []
      : [
          'Why the 20 ms is missed here, and what would close it: the keyset page itself costs the database',
          `${v.executions.keysetDeep.toFixed(2)} ms at any depth, but the calls queue behind the other processes of this shared 2-core`,
          `machine (SQL p50 ${ms(v.sql.keysetDeep.p50)} against ${v.executions.keysetDeep.toFixed(2)} ms of execution), and the API adds the session check,`,
          'superjson and the WebSocket on the same cores. Closing it: measure on an unshared machine.',
          '',
        ]),
    'Plans (`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF)`):',
    '',
    '```text',
    `-- keyset, page ${DEEP_PAGE}`,
    ...v.plans.keyset,
    `-- OFFSET, page ${DEEP_PAGE}`,
    ...v.plans.offset,
    '```',
    '',
    `Export: \`vehicles.exportCsv\` (subscription, 200 rows a message) of the demo manager's ${v.export.rows.toLocaleString('en')} vehicles`,
    `(\`includeSold: true\`) against \`vehicles.list\` of the same ${v.export.listRows.toLocaleString('en')} rows page by page (limit 100, as a`,
    `scrolling table fetches them), alternating, ${v.export.runs} runs each after 2 warm-ups, medians: export ${ms(v.export.exportMedian)},`,
    `list ${ms(v.export.listMedian)}, **${ratio.toFixed(2)}x** (budget < 2x: ${met(exportOk)}). For scale, one SQL query of all`,
    `${v.export.rows.toLocaleString('en')} rows through node-postgres: ${ms(v.export.oneQueryMedian)}.`,
    '',
  ];
  return { summary, lines };
}

/** `node bench/vehicles.mjs`: measures and replaces the section in BENCHMARKS.md. */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--report <file.json>` re-renders a saved run; otherwise measure and save the figures.
  const saved = process.argv.indexOf('--report');
  const result =
    saved > 0 ? JSON.parse(await readFile(process.argv[saved + 1], 'utf8')) : await measureVehicles();
  await writeFile(path.join(tmpdir(), 'vognpark-vehicle-bench.json'), JSON.stringify(result, null, 2));
  const { summary, lines } = vehicleReport(result);
  const file = path.resolve(rootDir, process.env.BENCH_OUT ?? 'BENCHMARKS.md');
  const text = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const section = [
    ...lines.slice(0, 2),
    `Measured by \`node bench/vehicles.mjs\` on ${result.measuredAt.replace('T', ' ').slice(0, 16)} UTC (load average ${result.loadAtStart.map((l) => l.toFixed(1)).join(', ')} at the start; the rest of this file is from the run named at the top).`,
    '',
    '| Figure | value | baseline | ratio | budget | |',
    '| --- | ---: | --- | ---: | --- | --- |',
    ...summary.map((r) => `| ${r.join(' | ')} |`),
    '',
    ...lines.slice(2),
  ].join('\n');
  const start = text.indexOf('\n## Vehicle register\n');
  const next = start === -1 ? -1 : text.indexOf('\n## ', start + 5);
  const updated =
    start === -1
      ? `${text.trimEnd()}\n\n${section}`
      : `${text.slice(0, start)}\n${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
  const prettier = await import('prettier');
  await writeFile(
    file,
    await prettier.format(updated, { ...(await prettier.resolveConfig(file)), filepath: file }),
  );
  console.log(section);
}
