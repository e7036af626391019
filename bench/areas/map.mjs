/**
 * The map's budgets (issue 34, docs/map.md "Budgets"), on a real PostgreSQL and the real server
 * (packages/server/dist/main.js with DATABASE_URL, serving a build of the app), all on this machine:
 * - trackers: many virtual phones (one per vehicle, the simulator's routes and requests,
 *   scripts/lib/trackerRoute.mjs) send OsmAnd positions, open-loop at 2,000 a second from 40
 *   loopback addresses (a depot's phones share one; each address and device stays within its
 *   budget); every request's time, and `/healthz` interleaved as the baseline (the same server and
 *   load, no database); then as fast as 48 connections go, for the most it accepts;
 * - live maps: 500 open maps (`map.positions` subscriptions, each its own WebSocket) and one
 *   position at a time: from sending it to each map hearing it; the baseline one open map;
 * - the browser: /manager/map with every vehicle placed (2,000 markers) in Chromium, panned and
 *   zoomed with the mouse and the zoom buttons, every long task recorded (PerformanceObserver);
 *   the baseline the same page filtered to no vehicle (the basemap alone);
 * - the build: no other page's chunks (the entry, every route and area page, with what they import
 *   statically) hold any module of the map page, the kit's Map or MapLibre.
 *
 * `node bench/areas/map.mjs` runs it alone and replaces only its section of BENCHMARKS.md
 * (BENCH_QUICK=1: shorter and smaller, for a shared machine; BENCH_MAP_APP_DIST: a built
 * packages/app/dist to serve instead of building, and then no bundle figure).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import pg from 'pg';
import { build } from 'vite';
import { osmAndQuery, routePoint } from '../../scripts/lib/trackerRoute.mjs';
import { buildApp } from '../bundle.mjs';
import {
  appDir,
  chromiumArgs,
  rootDir,
  chromiumPath,
  demoManager,
  freePort,
  gzipSize,
  kB,
  median,
  percentile,
  serverDir,
  signIn,
  sleep,
  spawnBounded,
  stopChild,
  waitForHttp,
} from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const RATE = Number(process.env.BENCH_MAP_RATE ?? 2_000);
const SECONDS = Number(process.env.BENCH_MAP_SECONDS ?? (QUICK ? 4 : 10));
const MAPS = Number(process.env.BENCH_MAP_MAPS ?? (QUICK ? 100 : 500));
const MOVES = Number(process.env.BENCH_MAP_MOVES ?? (QUICK ? 8 : 20));
const ADDRESSES = 40;
/** Parts to leave out of a trial run (BENCH_MAP_SKIP=browser,maps,build). */
const SKIP = new Set((process.env.BENCH_MAP_SKIP ?? '').split(',').filter(Boolean));
const BUDGET = { rate: 2_000, requestP99Ms: 50, deliveryP99Ms: 1_000, longTaskMs: 50 };

/** The real server on `databaseUrl`, serving `appDistDir`, its per-socket limits lifted (one bench client). */
async function startServer(databaseUrl, appDistDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnBounded(
    process.execPath,
    // BENCH_MAP_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a position's time goes.
    [
      ...(process.env.BENCH_MAP_NODE_ARGS ?? '').split(' ').filter(Boolean),
      path.join(serverDir, 'dist/main.js'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        APP_DIST_DIR: appDistDir,
        LOG_LEVEL: 'silent',
        WS_CALLS_PER_SECOND: '100000',
        WS_CALLS_PER_SECOND_PER_ADDRESS: '100000',
        WS_SOCKETS_PER_ADDRESS: String(MAPS + 50),
      },
    },
    40 * 60_000,
  );
  await waitForHttp(`${url}/healthz`, 180_000);
  return { url, port, pid: child.pid, stop: () => stopChild(child) };
}

/** One HTTP request on `agent`: its status, body and milliseconds from sending to the whole answer. */
function request(agent, url, method) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(url, { method, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body, ms: performance.now() - t0 }));
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - t0 }));
    req.end();
  });
}

/**
 * The phones' side of HTTP, lean: keep-alive HTTP/1.1 connections from one local address, one
 * request at a time on each (as a phone sends), at most `maxSockets` of them, requests waiting for
 * a free one in order. node:http's Agent took about 0.1 ms of CPU a request (a sixth of a core at
 * 2,000 a second) on the two cores the server and PostgreSQL need; this takes a fraction of it.
 * A request's time runs from asking (waiting for a connection included) to its whole answer.
 */
export class LeanAgent {
  constructor(baseUrl, { localAddress, maxSockets }) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.localAddress = localAddress;
    this.maxSockets = maxSockets;
    this.sockets = new Set();
    this.idle = [];
    this.waiting = [];
  }

  /** GET or POST `path` (with its query) with no body: { status, body, ms }; status 0 if the connection failed. */
  request(path, method) {
    return new Promise((resolve) => {
      const job = {
        head: `${method} ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nContent-Length: 0\r\n\r\n`,
        resolve,
        t0: performance.now(),
      };
      const socket = this.idle.pop();
      if (socket) this.send(socket, job);
      else if (this.sockets.size < this.maxSockets) this.send(this.connect(), job);
      else this.waiting.push(job);
    });
  }

  send(socket, job) {
    socket.job = job;
    socket.write(job.head);
  }

  connect() {
    const socket = net.connect({ host: this.host, port: this.port, localAddress: this.localAddress });
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.setEncoding('latin1'); // one character a byte, as Content-Length counts
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk;
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffer.slice(0, end);
      let body;
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (length) {
        if (buffer.length < end + 4 + Number(length[1])) return;
        body = buffer.slice(end + 4, end + 4 + Number(length[1]));
      } else {
        // Chunked (small answers only): the whole of it, then its chunks joined.
        const last = buffer.indexOf('\r\n0\r\n\r\n', end);
        if (last === -1) return;
        body = buffer.slice(end + 4, last).replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '');
      }
      buffer = '';
      const job = socket.job;
      socket.job = null;
      job?.resolve({ status: Number(head.slice(9, 12)), body, ms: performance.now() - job.t0 });
      if (/\r\nconnection: *close/i.test(head)) socket.destroy();
      else {
        const next = this.waiting.shift();
        if (next) this.send(socket, next);
        else this.idle.push(socket);
      }
    });
    const gone = (error) => {
      if (!this.sockets.delete(socket)) return;
      this.idle = this.idle.filter((s) => s !== socket);
      const job = socket.job;
      socket.job = null;
      job?.resolve({ status: 0, body: String(error ?? 'closed'), ms: performance.now() - job.t0 });
      const next = this.waiting.shift();
      if (next) this.send(this.connect(), next);
    };
    socket.on('error', gone);
    socket.on('close', () => gone());
    return socket;
  }

  destroy() {
    for (const socket of this.sockets) socket.destroy();
  }
}

/** CPU milliseconds a process has used (Linux /proc; 100 ticks a second), its reaped children's too. */
function cpuMsOf(pid, children = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Fields 14–17 of stat: utime, stime, cutime, cstime (this array starts at field 3).
    const ticks =
      Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks * 10;
  } catch {
    return 0;
  }
}

/** PostgreSQL's CPU milliseconds: the postmaster, its live backends and the ones that ended. */
function postgresCpuMs(postmaster) {
  let total = cpuMsOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmaster) total += cpuMsOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The CPU the server and PostgreSQL spend on `run()`, in milliseconds, and what it answers. */
async function withCpu(serverPid, postmaster, run) {
  const before = { server: cpuMsOf(serverPid), postgres: postgresCpuMs(postmaster) };
  const result = await run();
  return {
    ...result,
    cpu: {
      server: cpuMsOf(serverPid) - before.server,
      postgres: postgresCpuMs(postmaster) - before.postgres,
    },
  };
}

const summary = (times) => ({
  n: times.length,
  p50: median(times),
  p99: percentile(times, 99),
  // Not Math.max(...times): a quiet machine's closed loop records more times than the stack holds.
  max: times.length ? times.reduce((a, b) => (b > a ? b : a)) : NaN,
});

/** The issue's figure: 2,000 vehicles on the map (the demo client has 1,920; the rest are added). */
const VEHICLES = 2_000;

/** Tops the client's fleet up to `total` vehicles (registrations MB00001…), each with a phone later. */
async function topUpVehicles(sql, clientId, total) {
  const [{ n }] = (
    await sql.query(`SELECT count(*)::int AS n FROM vehicles WHERE client_id = $1 AND status <> 'sold'`, [
      clientId,
    ])
  ).rows;
  if (n >= total) return;
  await sql.query(
    `INSERT INTO vehicles (client_id, registration, make, model, year, type, fuel, status, odometer_km)
     SELECT $1, 'MB' || lpad(g::text, 5, '0'), (ARRAY['Toyota','Volkswagen','Ford'])[1 + g % 3], 'Bench ' || (g % 7),
       2016 + g % 9, 'van', (ARRAY['diesel','electric'])[1 + g % 2], 'active', (g * 7919) % 200000
     FROM generate_series(1, $2::int) g`,
    [clientId, total - n],
  );
}

/** The phones: one per vehicle, each with its secret, bound to an address of 127.0.0.2–41. */
async function makeDevices(sql, clientId, baseUrl) {
  const { rows } = await sql.query(
    `SELECT id FROM vehicles WHERE client_id = $1 AND status <> 'sold' ORDER BY registration`,
    [clientId],
  );
  const devices = rows.map((row, i) => ({
    vehicleId: row.id,
    identifier: `bench-${String(i).padStart(5, '0')}`,
    secret: randomBytes(32).toString('base64url'),
  }));
  await sql.query(
    `INSERT INTO tracker_devices (client_id, vehicle_id, name, identifier, secret_hash)
     SELECT $1, v, 'Bench ' || i, i, h FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t(v, i, h)`,
    [
      clientId,
      devices.map((d) => d.vehicleId),
      devices.map((d) => d.identifier),
      devices.map((d) => createHash('sha256').update(d.secret).digest('hex')),
    ],
  );
  const agents = Array.from(
    { length: ADDRESSES },
    (_, a) => new LeanAgent(baseUrl, { maxSockets: 16, localAddress: `127.0.0.${2 + a}` }),
  );
  return { devices, agents };
}

/**
 * Positions as the phones send them: the n-th request goes to device n mod count, at its next point,
 * its time one millisecond after the one before (every device's times rise; none is a replay).
 */
function positionSender({ devices, agents }) {
  const start = Date.now() - 60 * 60_000;
  let sequence = 0;
  return () => {
    const n = sequence++;
    const d = n % devices.length;
    const device = devices[d];
    const point = routePoint(55.6761, 12.5683, d % 50, Math.floor(n / devices.length), 60);
    const query = osmAndQuery(device.identifier, point, new Date(start + n), { milliseconds: true });
    return agents[d % agents.length].request(`/api/tracker/${device.secret}?${query}`, 'POST');
  };
}

/** Open loop: `rate` positions a second for `seconds`, and every tenth slot a `/healthz` beside it. */
async function openLoop(send, agents, rate, seconds) {
  const positions = [];
  const health = [];
  const statuses = {};
  const pending = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let sent = 0;
  while (performance.now() - t0 < seconds * 1000) {
    const due = Math.floor(((performance.now() - t0) / 1000) * rate);
    for (; sent < due; sent += 1) {
      pending.push(
        send().then((r) => {
          const key = r.status === 200 && r.body.includes('"stored":true') ? 'stored' : `${r.status}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          positions.push(r.ms);
        }),
      );
      if (sent % 10 === 0)
        pending.push(agents[sent % agents.length].request('/healthz', 'GET').then((r) => health.push(r.ms)));
    }
    await sleep(2);
  }
  const sendingMs = performance.now() - t0;
  await Promise.all(pending);
  const allMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return {
    offered: rate,
    // The load generator's own CPU (this process: the phones' requests and the answers' parsing).
    generatorCpuMs: (cpu.user + cpu.system) / 1000,
    allMs,
    seconds: sendingMs / 1000,
    acceptedPerSecond: (statuses.stored ?? 0) / (allMs / 1000),
    statuses,
    request: summary(positions),
    health: summary(health),
  };
}

/** Closed loop: `connections` requests in flight for `seconds`: the most positions a second it takes. */
async function closedLoop(send, connections, seconds) {
  const statuses = {};
  const times = [];
  const t0 = performance.now();
  const worker = async () => {
    while (performance.now() - t0 < seconds * 1000) {
      const r = await send();
      const key =
        r.status === 200 && (r.body.includes('"stored":true') || r.body.includes('"ok":true'))
          ? 'stored'
          : `${r.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      times.push(r.ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const ms = performance.now() - t0;
  return {
    connections,
    acceptedPerSecond: (statuses.stored ?? 0) / (ms / 1000),
    statuses,
    request: summary(times),
  };
}

/**
 * `maps` open maps (subscriptions, each on its own socket) and `moves` positions of one device, one
 * at a time: for each map and position, from sending the position to the map hearing it.
 */
async function fanOut(server, cookie, device, maps, moves, base, log) {
  const wsUrl = `ws://127.0.0.1:${server.port}/trpc`;
  const sentAt = new Map();
  const delays = [];
  let heard = 0;
  const connections = [];
  const subscriptions = [];
  try {
    const started = [];
    for (let i = 0; i < maps; i += 1) {
      const connection = connect(wsUrl, server.url, cookie);
      connections.push(connection);
      started.push(
        new Promise((resolve, reject) => {
          subscriptions.push(
            connection.client.map.positions.subscribe(undefined, {
              onStarted: resolve,
              onError: reject,
              onData: (position) => {
                const at = sentAt.get(new Date(position.recordedAt).getTime());
                if (at === undefined) return;
                delays.push(performance.now() - at);
                heard += 1;
              },
            }),
          );
        }),
      );
      if (i % 50 === 49) await sleep(50);
    }
    await Promise.all(started);
    await sleep(1_000);
    log(`map: ${maps} open maps, ${moves} positions…`);
    const agent = new http.Agent({ keepAlive: true });
    for (let n = 0; n < moves; n += 1) {
      const at = new Date(base + n * 1000);
      const point = routePoint(55.6761, 12.5683, 0, n, 60);
      const query = osmAndQuery(device.identifier, point, at, { milliseconds: true });
      const expected = heard + maps;
      sentAt.set(at.getTime(), performance.now());
      const r = await request(agent, `${server.url}/api/tracker/${device.secret}?${query}`, 'POST');
      if (r.status !== 200) throw new Error(`a position answered ${r.status} ${r.body}`);
      const deadline = performance.now() + 10_000;
      while (heard < expected && performance.now() < deadline) await sleep(5);
      await sleep(200);
    }
    agent.destroy();
    return { maps, moves, deliveries: delays.length, expected: maps * moves, delivery: summary(delays) };
  } finally {
    for (const subscription of subscriptions) subscription.unsubscribe();
    for (const connection of connections) connection.close();
  }
}

/** Pans and zooms the map as a person does, recording every long task of the page meanwhile. */
async function panAndZoom(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.waitForTimeout(500);
  await page.evaluate(() => (window.__longTasks.length = 0));
  const box = await page.getByTestId('map').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const drag = async (dx, dy) => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) await page.mouse.move(cx + (dx * i) / 12, cy + (dy * i) / 12);
    await page.mouse.up();
    await page.waitForTimeout(300);
  };
  const t0 = Date.now();
  for (const [dx, dy] of [
    [200, 0],
    [-200, 120],
    [0, -150],
    [150, 60],
  ])
    await drag(dx, dy);
  for (const delta of [-300, -300, -300, 300, 300, 300]) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(400);
  }
  for (const button of ['in', 'in', 'in', 'out', 'out', 'out']) {
    await page.locator(`.maplibregl-ctrl-zoom-${button}`).click();
    await page.waitForTimeout(400);
  }
  for (const [dx, dy] of [
    [-250, -100],
    [250, 100],
  ])
    await drag(dx, dy);
  await page.waitForTimeout(800);
  const tasks = await page.evaluate(() => window.__longTasks.slice());
  return { ms: Date.now() - t0, longTasks: tasks.length, longest: tasks.length ? Math.max(...tasks) : 0 };
}

/**
 * Chromium as the other parts launch it, but with its GPU process drawing WebGL in software
 * (SwiftShader) as a GPU would, instead of `--disable-gpu`: without a GPU process every frame of
 * the map was drawn and read back on the page's main thread (about 90 ms a frame, a long task per
 * frame with no marker at all), which measures the container, not the page.
 */
const MAP_CHROMIUM_ARGS = [
  ...chromiumArgs.filter((arg) => arg !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

async function measureBrowser(server, cookie, log) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: MAP_CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    const open = async (query) => {
      await page.goto(`${server.url}/manager/map${query}`);
      const map = page.getByTestId('map');
      await page.waitForFunction(
        () => {
          const frame = document.querySelector('[data-testid="map"]');
          return frame && frame.getAttribute('aria-busy') === null && frame.hasAttribute('data-drawn');
        },
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(1_000);
      return Number(await map.getAttribute('data-markers'));
    };
    const rounds = { empty: [], full: [] };
    let markers = 0;
    for (let round = 0; round < 2; round += 1) {
      log(`map: the browser, round ${round + 1}…`);
      await open('?search=zz-no-such-vehicle');
      rounds.empty.push(await panAndZoom(page));
      markers = await open('');
      rounds.full.push(await panAndZoom(page));
    }
    const worst = (runs) => ({
      longest: Math.max(...runs.map((r) => r.longest)),
      longTasks: runs.reduce((n, r) => n + r.longTasks, 0),
      ms: runs.reduce((n, r) => n + r.ms, 0),
      runs: runs.length,
    });
    return { markers, empty: worst(rounds.empty), full: worst(rounds.full) };
  } finally {
    await browser.close();
  }
}

/**
 * The map page's own modules: the area's but its descriptor (area.ts: the route and the menu entry,
 * which the shell reads) and its messages (loaded by language, with the page), the kit's Map and
 * MapLibre.
 */
const MAP_MODULE =
  /packages\/app\/src\/areas\/map\/(?!area\.ts$|messages\/)|packages\/ui\/src\/Map\/|node_modules\/maplibre-gl\//;

/** Which other pages' chunks (with their static imports) hold a module of the map page. */
export function mapChunksElsewhere(output) {
  const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const holdsMap = (chunk) =>
    (chunk.moduleIds ?? Object.keys(chunk.modules)).some((id) => MAP_MODULE.test(id));
  const closure = (file, seen = new Set()) => {
    if (seen.has(file) || !chunks.has(file)) return seen;
    seen.add(file);
    for (const next of chunks.get(file).imports) closure(next, seen);
    return seen;
  };
  const pages = [...chunks.values()].filter(
    (c) => (c.isEntry || c.isDynamicEntry) && !MAP_MODULE.test(c.facadeModuleId ?? ''),
  );
  const offenders = [];
  const modules = new Set();
  for (const page of pages)
    for (const file of closure(page.fileName))
      if (holdsMap(chunks.get(file))) {
        for (const id of chunks.get(file).moduleIds ?? Object.keys(chunks.get(file).modules))
          if (MAP_MODULE.test(id)) modules.add(path.relative(rootDir, id));
        offenders.push(`${path.basename(page.facadeModuleId ?? page.fileName)} → ${file}`);
      }
  const mapPage = [...chunks.values()].find((c) => /areas\/map\/MapPage\.tsx$/.test(c.facadeModuleId ?? ''));
  const engine = [...chunks.values()].find((c) =>
    /ui\/src\/Map\/mapEngine\.ts$/.test(c.facadeModuleId ?? ''),
  );
  const dashboard = [...chunks.values()].find((c) => /\/Dashboard\.tsx$/.test(c.facadeModuleId ?? ''));
  return { pages: pages.length, offenders, modules: [...modules].sort(), mapPage, engine, dashboard };
}

async function measureBundle(outDir, output) {
  const found = mapChunksElsewhere(output);
  const size = async (chunk) => (chunk ? gzipSize(await readFile(path.join(outDir, chunk.fileName))) : NaN);
  return {
    pages: found.pages,
    offenders: found.offenders,
    modules: found.modules,
    mapPageGzip: await size(found.mapPage),
    engineGzip: await size(found.engine),
    dashboardGzip: await size(found.dashboard),
  };
}

async function measure({ log }) {
  if (!existsSync(path.join(serverDir, 'dist/main.js')))
    throw new Error('packages/server/dist/main.js is missing: npm run build first');
  let appDist = process.env.BENCH_MAP_APP_DIST;
  let built = null;
  let bundle = null;
  if (!appDist && !SKIP.has('build')) {
    log('map: building the app…');
    built = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-map-app-'));
    const output = await buildApp(built);
    await build({
      configFile: path.join(appDir, 'vite.config.ts'),
      root: appDir,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(built, '.ssr'), emptyOutDir: true },
    });
    bundle = await measureBundle(built, output);
    appDist = built;
  }
  const cluster = await startCluster();
  let server;
  const sql = new pg.Client({ connectionString: cluster.url });
  let agents = [];
  try {
    server = await startServer(cluster.url, appDist);
    await sql.connect();
    const cookie = await signIn(server.url, demoManager.email);
    const [{ client_id: clientId }] = (
      await sql.query('SELECT client_id FROM users WHERE email = $1', [demoManager.email])
    ).rows;
    await topUpVehicles(sql, clientId, VEHICLES);
    const phones = await makeDevices(sql, clientId, server.url);
    agents = phones.agents;
    const send = positionSender(phones);
    log(`map: ${phones.devices.length} phones, warming up…`);
    await openLoop(send, agents, RATE / 2, 2);
    log(`map: ${RATE} positions a second for ${SECONDS} s…`);
    const open = await openLoop(send, agents, RATE, SECONDS);
    log('map: as many as 48 connections take…');
    const [{ pid: backend }] = (await sql.query('SELECT pg_backend_pid() AS pid')).rows;
    const postmaster = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    const closed = await withCpu(server.pid, postmaster, () => closedLoop(send, 48, QUICK ? 3 : 6));
    // The baseline's CPU: the same loop on /healthz (no database).
    const healthAgent = new LeanAgent(server.url, { maxSockets: 48, localAddress: '127.0.0.1' });
    const health = await withCpu(server.pid, postmaster, () =>
      closedLoop(() => healthAgent.request('/healthz', 'GET'), 48, QUICK ? 2 : 4),
    );
    healthAgent.destroy();
    const [{ n: stored }] = (
      await sql.query(`SELECT count(*)::int AS n FROM vehicle_positions WHERE source = 'tracker'`)
    ).rows;

    // A device of its own for the live maps, on a vehicle the phones above leave alone from now on.
    const one = phones.devices[0];
    const single = SKIP.has('maps')
      ? null
      : await fanOut(server, cookie, one, 1, MOVES, Date.now() - 30 * 60_000, log);
    const many = SKIP.has('maps')
      ? null
      : await fanOut(server, cookie, one, MAPS, MOVES, Date.now() - 20 * 60_000, log);
    const browser = SKIP.has('browser') ? null : await measureBrowser(server, cookie, log);
    return {
      postgres: cluster.version,
      quick: QUICK,
      devices: phones.devices.length,
      open,
      closed,
      health,
      stored,
      single,
      many,
      browser,
      bundle,
    };
  } finally {
    for (const agent of agents) agent.destroy();
    await sql.end().catch(() => {});
    await server?.stop();
    await cluster.stop();
    if (built) await rm(built, { recursive: true, force: true });
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const met = (ok) => (ok ? 'met' : '**MISSED**');
const n0 = (value) => Math.round(value).toLocaleString('en');

function report(r) {
  const o = r.open;
  const perCall = (loop) => (loop.cpu.server + loop.cpu.postgres) / Math.max(1, loop.statuses.stored ?? 0);
  const cpu = perCall(r.closed);
  const healthCpu = perCall(r.health);
  const rows = [
    [
      `Tracker positions accepted a second, ${n0(o.offered)} offered (${r.devices.toLocaleString('en')} phones)`,
      `${n0(o.acceptedPerSecond)}/s`,
      `as fast as 48 connections go: ${n0(r.closed.acceptedPerSecond)}/s`,
      `${(o.acceptedPerSecond / o.offered).toFixed(2)}x of offered`,
      `≥ ${n0(BUDGET.rate)}/s`,
      met(o.acceptedPerSecond >= BUDGET.rate * 0.98),
    ],
    [
      'CPU per stored position (server + PostgreSQL), and what two whole cores would take',
      `${cpu.toFixed(2)} ms → ${n0(2000 / cpu)}/s`,
      `\`/healthz\` ${healthCpu.toFixed(2)} ms`,
      `${(cpu / healthCpu).toFixed(1)}x`,
      `≥ ${n0(BUDGET.rate)}/s`,
      met(2000 / cpu >= BUDGET.rate),
    ],
    [
      `One position's request at ${n0(o.offered)}/s (p99)`,
      ms(o.request.p99),
      `\`/healthz\` beside it ${ms(o.health.p99)}`,
      `${(o.request.p99 / o.health.p99).toFixed(1)}x`,
      `< ${BUDGET.requestP99Ms} ms`,
      met(o.request.p99 < BUDGET.requestP99Ms),
    ],
  ];
  if (r.many)
    rows.push([
      `A new position reaching ${r.many.maps} open maps (p99)`,
      ms(r.many.delivery.p99),
      `one open map ${ms(r.single.delivery.p99)}`,
      `${(r.many.delivery.p99 / r.single.delivery.p99).toFixed(1)}x`,
      `< ${BUDGET.deliveryP99Ms} ms`,
      met(r.many.delivery.p99 < BUDGET.deliveryP99Ms && r.many.deliveries === r.many.expected),
    ]);
  if (r.browser)
    rows.push([
      `Panning and zooming ${r.browser.markers.toLocaleString('en')} vehicles: longest task`,
      ms(r.browser.full.longest),
      `no vehicle (the basemap) ${ms(r.browser.empty.longest)}`,
      r.browser.empty.longest > 0 ? `${(r.browser.full.longest / r.browser.empty.longest).toFixed(1)}x` : '—',
      `< ${BUDGET.longTaskMs} ms`,
      met(r.browser.full.longest < BUDGET.longTaskMs),
    ]);
  if (r.bundle)
    rows.push([
      `Other pages whose chunks hold map code (of ${r.bundle.pages})`,
      String(r.bundle.offenders.length),
      `map page ${kB(r.bundle.mapPageGzip)} kB + MapLibre ${kB(r.bundle.engineGzip)} kB gzip; Dashboard ${kB(r.bundle.dashboardGzip)} kB`,
      '—',
      '0',
      met(r.bundle.offenders.length === 0),
    ]);
  const statuses = (s) =>
    Object.entries(s)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ');
  return {
    summary: rows,
    lines: [
      '## Map: trackers, live maps, panning',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js, \`DATABASE_URL\` set, serving a build of the app) in its own process,`,
      `seeded with the demo; one phone per vehicle of the demo manager's client (${r.devices.toLocaleString('en')}, \`tracker_devices\` rows), requests as \`npm run simulate\` makes them`,
      `(scripts/lib/trackerRoute.mjs), from 40 loopback addresses; the bench, the server and PostgreSQL share the machine's two cores (and, on a shared machine, with others).`,
      `Open loop for ${o.seconds.toFixed(1)} s: ${statuses(o.statuses)}; request p50 ${ms(o.request.p50)}, max ${ms(o.request.max)}; \`/healthz\` p50 ${ms(o.health.p50)}.`,
      ...(o.generatorCpuMs !== undefined
        ? [
            `The load generator (the bench's own process, not the server's) used ${n0(o.generatorCpuMs)} ms of CPU in those ${(o.allMs / 1000).toFixed(1)} s (${((o.generatorCpuMs / o.allMs) * 100).toFixed(0)}% of one core) on the same two cores.`,
          ]
        : []),
      `Closed loop (48 connections): ${statuses(r.closed.statuses)}, p50 ${ms(r.closed.request.p50)}, p99 ${ms(r.closed.request.p99)}; CPU meanwhile: server ${n0(r.closed.cpu.server)} ms,`,
      `PostgreSQL ${n0(r.closed.cpu.postgres)} ms (from /proc; the capacity row divides two cores' 2,000 CPU-ms a second by the CPU per position, so it holds whatever else runs).`,
      `${r.stored.toLocaleString('en')} tracker positions stored in all.`,
      ...(r.many
        ? [
            `Live maps: ${r.many.maps} \`map.positions\` subscriptions, each its own WebSocket in the bench process, ${r.many.moves} positions one at a time: ${r.many.deliveries.toLocaleString('en')} of ${r.many.expected.toLocaleString('en')} heard,`,
            `p50 ${ms(r.many.delivery.p50)}, max ${ms(r.many.delivery.max)} (one map: p50 ${ms(r.single.delivery.p50)}).`,
          ]
        : []),
      ...(r.browser
        ? [
            `The browser: Chromium (its GPU process drawing WebGL with SwiftShader: \`--use-angle=swiftshader\`, not \`--disable-gpu\`), 1400×900, /manager/map, ${r.browser.full.runs} rounds of four drags, six wheel steps, six zoom-button clicks and two drags`,
            `(${(r.browser.full.ms / r.browser.full.runs / 1000).toFixed(1)} s each): ${r.browser.full.longTasks} long tasks with the vehicles, ${r.browser.empty.longTasks} without.`,
          ]
        : []),
      r.bundle
        ? `The build: every entry and dynamic entry but the map's own, with its static imports, checked for modules of areas/map (but its descriptor and messages), the kit's Map and maplibre-gl${r.bundle.modules.length ? `: found ${r.bundle.modules.join(', ')}` : ''}.`
        : 'The build: not measured (BENCH_MAP_APP_DIST).',
      ...(r.quick ? ['(BENCH_QUICK: shorter and fewer maps.)'] : []),
    ],
  };
}

const part = { name: 'map', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
