/**
 * The service area's budgets (issue 29, docs/service.md "Budgets"), on a real PostgreSQL:
 * - the Due list's page of 50 (`service.listSchedules`, overdue and due soon, as /manager/service
 *   asks for it) with 100,000 vehicles and 500,000 schedules in one client: page 1 and a deep page
 *   through the real API over the WebSocket, and the same page as SQL, keyset, flat with the page;
 * - the due pass (`duePass` of the area's descriptor, what every instance runs on its timer) over
 *   every schedule, alone, then on two instances (two processes, two connections) started at the
 *   same moment: no schedule gets a second task;
 * - the Service page's route chunk (and the vehicle page's Service tab) beyond the shared chunks,
 *   against the 30 kB page budget.
 * Baselines from the same run: the register's page of 50 over the same vehicles, a plain count of
 * the schedules with their vehicles, the dashboard's route chunk.
 *
 * Smaller sizes for a quick trial: BENCH_SERVICE_VEHICLES (default 100,000; five schedules each),
 * BENCH_SERVICE_SAMPLES (300), BENCH_SERVICE_DEEP_PAGE (1,000), BENCH_SERVICE_APP_DIST (a built
 * packages/app/dist to read instead of building the app again).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../bundle.mjs';
import {
  demoManager,
  gzipSize,
  kB,
  median,
  serverDir,
  signIn,
  startApiServer,
  timeInterleaved,
} from '../lib.mjs';
import { connect, startCluster, timeEach } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const VEHICLES = Number(process.env.BENCH_SERVICE_VEHICLES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SERVICE_SAMPLES ?? 300);
const DEEP_PAGE = Number(process.env.BENCH_SERVICE_DEEP_PAGE ?? 1_000);
const PAGE = 50;
const DUE = ['overdue', 'due_soon'];
const dist = (file) => pathToFileURL(path.join(serverDir, 'dist', file)).href;
const drizzle = (file) => pathToFileURL(path.join(serverDir, 'node_modules/drizzle-orm', file)).href;

/** Copenhagen's date, as the server's `copenhagenToday()`. */
const copenhagenToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());

/** What `/manager/service` and the vehicle page's Service tab add beyond the shared chunks, gzip. */
export async function measureRoutes(outDir) {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  // Shared, as bench/bundle.mjs's analyseApp: the entry (the shell is in it) and what the shell's
  // kit components fetch when the browser is idle.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = closure([entry]);
  const idle = [...loaded].flatMap((key) =>
    (manifest[key].dynamicImports ?? []).filter((target) => /^\.\.\/ui\/src\/|^src\/shell\//.test(target)),
  );
  const shared = closure([...loaded, ...idle]);
  const size = async (key) => {
    if (!manifest[key]) throw new Error(`${key} is not in the app's manifest`);
    let added = 0;
    for (const dep of closure([key]))
      if (!shared.has(dep)) added += gzipSize(await readFile(path.join(outDir, manifest[dep].file)));
    return { own: gzipSize(await readFile(path.join(outDir, manifest[key].file))), added };
  };
  return {
    service: await size('src/areas/service/ServicePage.tsx'),
    vehicleTab: await size('src/areas/service/components/VehicleServiceTab.tsx'),
    dashboard: await size('src/areas/dashboard/pages/Dashboard/Dashboard.tsx'),
  };
}

/**
 * Runs the area's due pass in `count` processes of their own (each opens the database as the
 * server does), started together: each prints "ready" once connected, then all get "go" at once.
 */
async function duePasses(url, count, today) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(dist('db/database.js'))});
    const { serviceArea } = await import(${JSON.stringify(dist('areas/service/area.js'))});
    const database = await openDatabase({ databaseUrl: ${JSON.stringify(url)}, dataDir: null });
    await database.db.execute('SELECT 1');
    process.stdout.write('ready\\n');
    process.stdin.once('data', async () => {
      const t0 = performance.now();
      const made = await serviceArea.duePass(database.db, ${JSON.stringify(today)});
      process.stdout.write(JSON.stringify({ made, ms: performance.now() - t0 }) + '\\n');
      await database.close();
      process.exit(0);
    });`;
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  const lines = children.map((child) => {
    const queue = [];
    let buffer = '';
    let wake = null;
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let at;
      while ((at = buffer.indexOf('\n')) >= 0) {
        queue.push(buffer.slice(0, at));
        buffer = buffer.slice(at + 1);
        wake?.();
      }
    });
    child.once('exit', () => wake?.());
    return async () => {
      while (queue.length === 0) {
        if (child.exitCode !== null) throw new Error('a due pass process ended early');
        await new Promise((resolve) => (wake = resolve));
      }
      return queue.shift();
    };
  });
  for (const next of lines)
    if ((await next()) !== 'ready') throw new Error('a due pass process did not start');
  for (const child of children) child.stdin.write('go\n');
  return Promise.all(lines.map(async (next) => JSON.parse(await next())));
}

export async function measureService({ log = console.log } = {}) {
  if (!existsSync(path.join(serverDir, 'dist/main.js')))
    throw new Error('packages/server/dist/main.js is missing: npm run build first');
  // The route chunks first: a build, no database.
  log('service: the route chunks…');
  let outDir = process.env.BENCH_SERVICE_APP_DIST;
  let built = null;
  if (!outDir) {
    built = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-service-app-'));
    await buildApp(built);
    outDir = built;
  }
  const routes = await measureRoutes(outDir);
  if (built) await rm(built, { recursive: true, force: true });

  const cluster = await startCluster();
  const server = await startApiServer(cluster.url, { maxMs: 30 * 60_000 });
  const { url, port } = server;
  const sql = new pg.Client({ connectionString: cluster.url });
  const connections = [];
  const today = copenhagenToday();
  try {
    await server.ready;
    await sql.connect();
    const wsUrl = `ws://127.0.0.1:${port}/trpc`;

    log(`service: inserting ${VEHICLES} vehicles and ${VEHICLES * 5} schedules…`);
    const insertStart = performance.now();
    const {
      rows: [client],
    } = await sql.query(`INSERT INTO clients (name) VALUES ('Benchmark Service A/S') RETURNING id`);
    await sql.query(
      `INSERT INTO users (client_id, role, email, password_hash, contact_name, contact_surname)
       SELECT $1, 'manager', 'bench-service@example.com', password_hash, 'Bench', 'Service' FROM users WHERE email = $2`,
      [client.id, demoManager.email],
    );
    // As bench/vehicles.mjs: every tenth sold, odometers spread over 0–600,000 km.
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
      [client.id, VEHICLES],
    );
    // The odometer chain: three readings in the last 90 days per vehicle (the forecast reads them).
    await sql.query(
      `INSERT INTO odometer_readings (client_id, vehicle_id, read_on, odometer_km, source)
       SELECT v.client_id, v.id, $2::date - d * 30, greatest(0, v.odometer_km - d * (20 + abs(hashtext(v.registration)) % 120) * 30), 'register'
       FROM vehicles v CROSS JOIN generate_series(0, 2) d WHERE v.client_id = $1`,
      [client.id, today],
    );
    // Five schedules a vehicle (the client's catalogue, seeded by the trigger): intervals by km and
    // months, every tenth "later", every 50th paused, last services spread so that about a fifth are
    // due soon or overdue, by date or by km, at any place in the due-date order.
    await sql.query(
      `WITH v AS (SELECT id, odometer_km, row_number() OVER (ORDER BY registration) AS g FROM vehicles WHERE client_id = $1),
       t AS (SELECT id, row_number() OVER (ORDER BY kind) AS k FROM service_tasks
             WHERE client_id = $1 AND kind IN ('oil_service','major_service','brakes','timing_belt','air_conditioning'))
       INSERT INTO service_schedules (client_id, vehicle_id, service_task_id, interval_km, interval_months, mode,
         last_done_on, last_done_km, paused, due_on, soon_on, due_km)
       SELECT $1, v.id, t.id, i.km, i.months, CASE WHEN (v.g + t.k) % 10 = 0 THEN 'later' ELSE 'first' END,
         l.on_, l.km, (v.g * 7 + t.k) % 50 = 0,
         (l.on_ + make_interval(months => i.months))::date, (l.on_ + make_interval(months => i.months))::date - 30,
         l.km + i.km
       FROM v CROSS JOIN t
       CROSS JOIN LATERAL (SELECT (ARRAY[30000,60000,15000,90000,20000])[t.k] AS km, (ARRAY[24,48,12,60,12])[t.k] AS months) i
       CROSS JOIN LATERAL (SELECT $2::date - ((v.g * 13 + t.k * 101) % (i.months * 31 + 20))::int AS on_,
         greatest(0, v.odometer_km - ((v.g * 37 + t.k * 1009) % (i.km + i.km / 20)))::int AS km) l`,
      [client.id, today],
    );
    await sql.query('VACUUM ANALYZE');
    const insertMs = performance.now() - insertStart;
    const [{ schedules, unsold }] = (
      await sql.query(
        `SELECT count(*)::int AS schedules, count(*) FILTER (WHERE v.status <> 'sold')::int AS unsold
         FROM service_schedules s JOIN vehicles v ON v.id = s.vehicle_id WHERE s.client_id = $1`,
        [client.id],
      )
    ).rows;

    // The due pass: alone over every schedule, then (its tasks taken away again) on two instances.
    log('service: the due pass…');
    const scanAll = await timeEach(5, () =>
      sql.query(
        `SELECT count(*) FROM service_schedules s JOIN vehicles v ON v.id = s.vehicle_id WHERE v.status <> 'sold'`,
      ),
    );
    const [alone] = await duePasses(cluster.url, 1, today);
    const perSchedule = `SELECT count(*)::int AS tasks, count(DISTINCT source_id)::int AS schedules,
        coalesce(max(n), 0)::int AS most FROM (SELECT source_id, count(*) AS n FROM tasks WHERE source = 'service' AND client_id = $1 GROUP BY source_id) x`;
    const afterAlone = (await sql.query(perSchedule, [client.id])).rows[0];
    const again = (await duePasses(cluster.url, 1, today))[0];
    const takeAway = async () => {
      await sql.query(
        `DELETE FROM work_history WHERE entity = 'task' AND entity_id IN (SELECT id FROM tasks WHERE source = 'service' AND client_id = $1)`,
        [client.id],
      );
      await sql.query(`DELETE FROM tasks WHERE source = 'service' AND client_id = $1`, [client.id]);
      await sql.query('VACUUM ANALYZE tasks');
    };
    await takeAway();
    const pair = await duePasses(cluster.url, 2, today);
    const afterPair = (await sql.query(perSchedule, [client.id])).rows[0];

    // The Due list: what /manager/service asks for (overdue and due soon, 50 a page).
    const bench = connect(wsUrl, url, await signIn(url, 'bench-service@example.com'));
    connections.push(bench);
    // The page without its total, as the app asks for it (the total is its own call beside it),
    // its rows' task names in the reader's language alone (Danish here), as the app asks too.
    const input = { state: DUE, limit: PAGE, total: false, language: 'da' };
    const first = await bench.client.service.listSchedules.query(input);
    const { total: dueTotal } = await bench.client.service.listSchedules.query({ state: DUE, limit: 1 });
    const pages = Math.ceil((dueTotal ?? 0) / PAGE);
    const deepPage = Math.max(2, Math.min(DEEP_PAGE, pages - 1));
    log(`service: paging to page ${deepPage} of ${pages}…`);
    let cursor = first.nextCursor;
    let lastOfPrevious = first.items.at(-1);
    const seen = new Set(first.items.map((item) => item.id));
    let ordered = true;
    for (let page = 2; page < deepPage; page += 1) {
      const next = await bench.client.service.listSchedules.query({ ...input, cursor });
      for (const item of next.items) seen.add(item.id);
      const key = (item) => `${item.dueOn ?? '9999-12-31'} ${item.id}`;
      if (key(next.items[0]) <= key(lastOfPrevious)) ordered = false;
      cursor = next.nextCursor;
      lastOfPrevious = next.items.at(-1);
    }
    const deep = await bench.client.service.listSchedules.query({ ...input, cursor });
    const deepOk =
      deep.items.length === PAGE &&
      deep.items.every((item) => DUE.includes(item.state) && !seen.has(item.id));

    log('service: timing pages…');
    const api = await timeInterleaved(SAMPLES, {
      first: () => bench.client.service.listSchedules.query(input),
      deep: () => bench.client.service.listSchedules.query({ ...input, cursor }),
      register: () => bench.client.vehicles.list.query({ limit: PAGE }),
      overdueCount: () => bench.client.service.listSchedules.query({ state: ['overdue'], limit: 1 }),
    });

    // The same page as SQL: the server's own conditions (scheduleConditions) through drizzle's
    // query builder, the list row's columns of schedules.ts (`selectItems`: the schedule's due point
    // and intervals, the vehicle's plate and readings, the task's Danish name, its open task).
    const { QueryBuilder } = await import(drizzle('pg-core/index.js'));
    const { and, asc, eq, sql: q } = await import(drizzle('index.js'));
    const { scheduleConditions } = await import(dist('areas/service/schedules.js'));
    const { serviceSchedules: s, serviceTasks } = await import(dist('areas/service/schema.js'));
    const { vehicles } = await import(dist('areas/vehicles/schema.js'));
    const sortKey = q`coalesce(${s.dueOn}, DATE '9999-12-31')`;
    // The forecast's window (rules.ts FORECAST_WINDOW_DAYS): the last 90 days' readings.
    const windowStart = new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const pageSql = (after) => {
      const conditions = scheduleConditions(client.id, { state: DUE }, today);
      if (after)
        conditions.push(q`(${sortKey}, ${s.id}) > (${after.dueOn ?? '9999-12-31'}::date, ${after.id}::uuid)`);
      return new QueryBuilder()
        .select({
          id: s.id,
          intervalKm: s.intervalKm,
          intervalHours: s.intervalHours,
          intervalMonths: s.intervalMonths,
          mode: s.mode,
          paused: s.paused,
          dueOn: s.dueOn,
          soonOn: s.soonOn,
          dueKm: s.dueKm,
          soonKm: s.soonKm,
          dueHours: s.dueHours,
          soonHours: s.soonHours,
          vehicleId: vehicles.id,
          registration: vehicles.registration,
          odometerKm: vehicles.odometerKm,
          engineHours: vehicles.engineHours,
          taskId: serviceTasks.id,
          season: serviceTasks.season,
          name: q`coalesce(nullif(${serviceTasks.names} ->> 'da', ''), ${serviceTasks.names} ->> 'en')`,
          openTaskId: q`(SELECT open_task.id FROM tasks open_task WHERE open_task.source = 'service'
            AND open_task.source_id = service_schedules.id AND open_task.status <> 'done' LIMIT 1)`,
          readings: q`coalesce((SELECT json_agg(json_build_object('readOn', reading.read_on,
              'odometerKm', reading.odometer_km, 'correction', reading.correction) ORDER BY reading.read_on, reading.id)
            FROM odometer_readings reading WHERE reading.vehicle_id = ${vehicles.id}
              AND reading.read_on >= ${windowStart}::date AND reading.read_on <= ${today}::date), '[]'::json)`,
        })
        .from(s)
        .innerJoin(vehicles, eq(vehicles.id, s.vehicleId))
        .innerJoin(serviceTasks, eq(serviceTasks.id, s.serviceTaskId))
        .where(and(...conditions))
        .orderBy(asc(sortKey), asc(s.id))
        .limit(PAGE + 1)
        .toSQL();
    };
    const countSql = () => {
      const { sql: text, params } = new QueryBuilder()
        .select({ n: q`count(*)` })
        .from(s)
        .innerJoin(vehicles, eq(vehicles.id, s.vehicleId))
        .where(and(...scheduleConditions(client.id, { state: DUE }, today)))
        .toSQL();
      return { text, params };
    };
    const firstSql = pageSql(null);
    const deepSql = pageSql(lastOfPrevious);
    const sqlTimes = await timeInterleaved(SAMPLES, {
      first: () => sql.query(firstSql.sql, firstSql.params),
      deep: () => sql.query(deepSql.sql, deepSql.params),
    });
    const plan = async ({ sql: text, params }) =>
      (await sql.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${text}`, params)).rows.map(
        (r) => r['QUERY PLAN'],
      );
    const execution = async (query) => {
      const times = [];
      for (let i = 0; i < 11; i += 1) {
        const line = (await plan(query)).find((l) => l.startsWith('Execution Time'));
        times.push(Number(/([\d.]+) ms/.exec(line)[1]));
      }
      return median(times);
    };
    const count = countSql();
    const executions = {
      first: await execution(firstSql),
      deep: await execution(deepSql),
      count: await execution({ sql: count.text, params: count.params }),
    };
    const plans = { deep: await plan(deepSql) };

    return {
      postgres: cluster.version,
      vehicles: VEHICLES,
      schedules,
      unsold,
      insertMs,
      samples: SAMPLES,
      due: dueTotal,
      pages,
      deepPage,
      deepOk,
      ordered,
      api,
      sql: sqlTimes,
      executions,
      plans,
      pass: {
        scanAll: scanAll.p50,
        alone,
        afterAlone,
        again,
        pair,
        afterPair,
      },
      routes,
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
const n = (value) => Number(value).toLocaleString('en');

export function serviceReport(r) {
  const pageOk = r.api.first.p99 < 20 && r.api.deep.p99 < 20;
  const flat = r.sql.deep.p99 < 2 * r.sql.first.p99 + 1;
  const passMs = r.pass.alone.ms;
  const pairMs = Math.max(...r.pass.pair.map((p) => p.ms));
  const oneEach = r.pass.afterPair.most === 1 && r.pass.afterPair.tasks === r.pass.afterAlone.tasks;
  const passOk = passMs < 10_000 && pairMs < 10_000 && oneEach && r.pass.again.made === 0;
  const routeOk = r.routes.service.added <= 30_000;
  const summary = [
    [
      `Service Due list, page of 50, ${n(r.schedules)} schedules (p99, API)`,
      `page 1 ${ms(r.api.first.p99)}; page ${n(r.deepPage)} ${ms(r.api.deep.p99)}`,
      `register page 1 ${ms(r.api.register.p99)}`,
      `${(Math.max(r.api.first.p99, r.api.deep.p99) / r.api.register.p99).toFixed(1)}x`,
      '< 20 ms, flat',
      met(pageOk && flat),
    ],
    [
      `Service due pass over ${n(r.schedules)} schedules (${n(r.pass.alone.made)} tasks)`,
      `alone ${ms(passMs)}; two at once ${ms(pairMs)}`,
      `count of the schedules ${ms(r.pass.scanAll)}`,
      `${(passMs / r.pass.scanAll).toFixed(1)}x`,
      '< 10 s, no task twice',
      met(passOk),
    ],
    [
      'Service page route chunk beyond the shared chunks (gzip)',
      `${kB(r.routes.service.added)} kB`,
      `Dashboard ${kB(r.routes.dashboard.added)} kB`,
      `${(r.routes.service.added / r.routes.dashboard.added).toFixed(2)}x`,
      '≤ 30 kB',
      met(routeOk),
    ],
  ];
  const row = (name, t) => `| ${name} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.max)} |`;
  const lines = [
    '## Service',
    '',
    `PostgreSQL (${r.postgres}) in a throwaway cluster, the real server (packages/server/dist/main.js, \`DATABASE_URL\`,`,
    `its timer's due pass off) in its own process, as for the register. One more client got ${n(r.vehicles)} vehicles`,
    `(every tenth sold), three odometer readings each in the last 90 days and five schedules each (${n(r.schedules)}, by km and`,
    'months, every tenth "later", every 50th paused, last services spread so about a fifth are due soon or overdue anywhere',
    `in the due-date order), inserted with \`generate_series\` and \`VACUUM ANALYZE\`d in ${(r.insertMs / 1000).toFixed(1)} s.`,
    '',
    `**Due list.** \`service.listSchedules({ state: ['overdue', 'due_soon'], limit: 50, total: false, language: 'da' })\`, what /manager/service asks for:`,
    `${n(r.due)} schedules of vehicles not sold need doing, ${n(r.pages)} pages. One client over the tRPC WebSocket,`,
    `${r.samples} calls each after 5 warm-ups, taken in turn with the register's page 1 over the same vehicles (the baseline) and`,
    "the Due view's overdue count (a page of 1 with its total); then the same page as SQL through node-postgres (the",
    "server's own `scheduleConditions`, built with drizzle's query builder), keyset on `(coalesce(due_on, 9999-12-31), id)`.",
    '',
    '| Page of 50 | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: |',
    row('API, Due, page 1', r.api.first),
    row(`API, Due, page ${n(r.deepPage)}`, r.api.deep),
    row('API, register page 1 (baseline)', r.api.register),
    row('API, overdue count (page of 1 with its total)', r.api.overdueCount),
    row('SQL, Due, page 1', r.sql.first),
    row(`SQL, Due, page ${n(r.deepPage)}`, r.sql.deep),
    '',
    `Server-side execution (median of 11 \`EXPLAIN ANALYZE\`): page 1 ${r.executions.first.toFixed(2)} ms, page ${n(r.deepPage)} ${r.executions.deep.toFixed(2)} ms,`,
    `the total of page 1 ${r.executions.count.toFixed(2)} ms. Page ${n(r.deepPage)} held ${PAGE} schedules due soon or overdue, none seen on the`,
    `pages before: ${r.deepOk ? 'yes' : '**no**'}; pages in order: ${r.ordered ? 'yes' : '**no**'}. p99 under 20 ms: ${met(pageOk)}; flat with the page number (SQL): ${met(flat)}.`,
    '',
    '```text',
    `-- Due, page ${r.deepPage}`,
    ...r.plans.deep,
    '```',
    '',
    `**Due pass.** The descriptor's \`duePass\` (\`createDueServiceTasks\` over every client), each run in a process of its`,
    'own that opened the database as the server does, timed inside it. Alone, with no service task yet in the client:',
    `${n(r.pass.alone.made)} tasks made in ${ms(passMs)} (baseline: a plain count of the schedules with their vehicles,`,
    `${ms(r.pass.scanAll)}); run again at once: ${n(r.pass.again.made)} made. Then those tasks were deleted and two processes, started`,
    `together, ran it at once: they made ${r.pass.pair.map((p) => n(p.made)).join(' and ')} tasks in ${r.pass.pair.map((p) => ms(p.ms)).join(' and ')};`,
    `afterwards ${n(r.pass.afterPair.tasks)} service tasks on ${n(r.pass.afterPair.schedules)} schedules, at most ${r.pass.afterPair.most} a schedule`,
    `(${n(r.pass.afterAlone.tasks)} after the pass alone). Under 10 s and no task twice: ${met(passOk)}.`,
    '',
    `**Route chunks** (the app built with its own vite.config.ts, gzip): /manager/service's chunk ${kB(r.routes.service.own)} kB, with`,
    `its static imports beyond the shared chunks (the entry and the shell) ${kB(r.routes.service.added)} kB (budget 30 kB: ${met(routeOk)});`,
    `the vehicle page's Service tab ${kB(r.routes.vehicleTab.added)} kB beyond the shared chunks; the Dashboard's, for scale, ${kB(r.routes.dashboard.added)} kB.`,
    '',
  ];
  return { summary, lines };
}

const part = { name: 'service', measure: measureService, report: serviceReport };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
