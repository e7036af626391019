/**
 * `node bench/flood.mjs`: one attacker against the real server with its real budgets (README,
 * docs/threat-model.md), while another user keeps working. The server (packages/server/dist, run
 * `npx tsc -b packages/server` first) runs in its own process with TRUST_PROXY=1, so the attacker
 * and the other user are two addresses (X-Forwarded-For) though both are on loopback; the attacker
 * runs in a third process. Figures, not assertions: the other user's call (my.myNavBadges, every
 * 200 ms) and GET /healthz (every 50 ms), p50/p99/max in ms, quiet and under each flood:
 * - "batches": the flood of issue #20: sockets each sending 20 frames of 759 calls (~56 KiB each),
 *   reconnecting whenever closed, with a 43-character cookie that names no session;
 * - "signed-in calls": the same sockets signed in, each sending 20-call batches as fast as the
 *   socket drains, ignoring every TOO_MANY_REQUESTS;
 * - "garbage": malformed and oversized messages, reconnecting;
 * - "bad envelopes": the flood of issue #36 item 0: 10 signed-out sockets, each sending 4.5 calls a
 *   second (inside every budget) whose superjson `meta.values` is a string, reconnecting when closed.
 * Environment: FLOOD_SECONDS (per scenario, default 20), FLOOD_SOCKETS (default 100),
 * FLOOD_SCENARIOS (comma-separated names, default all).
 * Prints one JSON object; nothing here talks to anything but 127.0.0.1.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { percentile, signIn, sleep, startRealServer } from './lib.mjs';

const ATTACKER = '198.51.100.7';
const VICTIM = '203.0.113.20';
const seconds = Math.max(1, Number(process.env.FLOOD_SECONDS ?? 20));
const socketCount = Math.max(1, Number(process.env.FLOOD_SOCKETS ?? 100));

const call = (id, path = 'my.myNavBadges') => ({ id, method: 'query', params: { path, input: {} } });

/** The attacker (a child process): keeps `sockets` sockets flooding until told to stop. */
async function attack({ wsUrl, origin, cookie, kind, sockets }) {
  let stopped = false;
  let sent = 0;
  let closes = 0;
  let refusedUpgrades = 0;
  process.on('message', (message) => {
    if (message === 'stop') stopped = true;
  });
  const big = JSON.stringify(Array.from({ length: 759 }, (_, i) => call(i + 1)));
  const batch = JSON.stringify(Array.from({ length: 20 }, (_, i) => call(i + 1)));
  const payloads = {
    batches: () => big,
    'signed-in calls': () => batch,
    garbage: (n) => (n % 2 ? '{"id":' : 'x'.repeat(70 * 1024)),
    'bad envelopes': (n) =>
      JSON.stringify({
        id: n + 1,
        method: 'query',
        params: { path: 'my.getUserSettings', input: { json: {}, meta: { values: 'x' } } },
      }),
  };
  // The bad envelopes come at a pace inside every budget: their cost is the server's, not the rate.
  const paceMs = kind === 'bad envelopes' ? 1000 / 4.5 : 0;
  const one = async () => {
    while (!stopped) {
      const socket = new WebSocket(wsUrl, {
        headers: { origin, cookie, 'x-forwarded-for': ATTACKER },
        perMessageDeflate: false,
      });
      socket.on('message', () => {});
      const opened = await new Promise((resolve) => {
        socket.once('open', () => resolve(true));
        socket.once('error', () => resolve(false));
        socket.once('unexpected-response', () => resolve(false));
      });
      if (!opened) {
        refusedUpgrades += 1;
        socket.terminate();
        await sleep(20);
        continue;
      }
      let n = 0;
      while (!stopped && socket.readyState === WebSocket.OPEN) {
        const frames = kind === 'batches' ? 20 : 1;
        for (let i = 0; i < frames && socket.readyState === WebSocket.OPEN; i += 1) {
          socket.send(payloads[kind](n++));
          sent += 1;
        }
        if (paceMs > 0) await sleep(paceMs);
        // Send as fast as the socket drains.
        while (socket.bufferedAmount > 256 * 1024 && socket.readyState === WebSocket.OPEN) await sleep(1);
        await new Promise((resolve) => setImmediate(resolve));
      }
      closes += 1;
      socket.terminate();
    }
  };
  await Promise.all(Array.from({ length: sockets }, one));
  process.send({ sent, closes, refusedUpgrades });
}

/** The other user: a signed-in socket and /healthz, for `ms`. */
async function observe({ url, wsUrl, cookie, ms }) {
  const socket = new WebSocket(wsUrl, {
    headers: { origin: url, cookie, 'x-forwarded-for': VICTIM },
    perMessageDeflate: false,
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const pending = new Map();
  const calls = [];
  const health = [];
  let errors = 0;
  let nextId = 1;
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === 'PING') return socket.send('PONG');
    const message = JSON.parse(text);
    const sent = pending.get(message.id);
    if (sent === undefined) return;
    pending.delete(message.id);
    if (message.error) errors += 1;
    else calls.push(performance.now() - sent);
  });
  const started = performance.now();
  const inFlight = [];
  for (let tick = 0; performance.now() - started < ms; tick += 1) {
    // A person's pace, well inside one socket's budget: a call every 200 ms.
    if (tick % 4 === 0) {
      const id = nextId++;
      pending.set(id, performance.now());
      socket.send(JSON.stringify(call(id)));
    }
    const t0 = performance.now();
    inFlight.push(
      fetch(`${url}/healthz`, { headers: { 'x-forwarded-for': VICTIM } }).then(
        (r) => (r.ok ? health.push(performance.now() - t0) : (errors += 1)),
        () => (errors += 1),
      ),
    );
    await sleep(50);
  }
  await Promise.allSettled(inFlight);
  await sleep(500);
  const unanswered = pending.size;
  socket.terminate();
  const stats = (values) => ({
    n: values.length,
    p50: Number(percentile(values, 50).toFixed(1)),
    p99: Number(percentile(values, 99).toFixed(1)),
    max: Number(Math.max(...values).toFixed(1)),
  });
  return { call: stats(calls), healthz: stats(health), errors, unanswered };
}

/** Runs the quiet phase and the three floods against a real server; answers the figures. */
export async function measureFlood() {
  const appDistDir = await mkdtemp(path.join(tmpdir(), 'vognpark-flood-app-'));
  await writeFile(path.join(appDistDir, 'index.html'), '<!doctype html><title>Vognpark</title>');
  const server = await startRealServer({ appDistDir, maxMs: 10 * 60_000, env: { TRUST_PROXY: '1' } });
  const results = {
    seconds,
    sockets: socketCount,
    loadavg: loadavg().map((n) => n.toFixed(1)),
    scenarios: {},
  };
  try {
    const victimCookie = await signIn(server.url);
    const attackerCookie = await signIn(server.url, 'user@example.com', 'demo');
    const fakeCookie = `vognpark_session=${randomBytes(32).toString('base64url')}`;
    results.quiet = await observe({ url: server.url, wsUrl: server.wsUrl, cookie: victimCookie, ms: 5_000 });
    const chosen = process.env.FLOOD_SCENARIOS?.split(',').map((name) => name.trim());
    for (const [kind, cookie, sockets] of [
      ['batches', fakeCookie, socketCount],
      ['signed-in calls', attackerCookie, socketCount],
      ['garbage', fakeCookie, socketCount],
      ['bad envelopes', fakeCookie, 10],
    ]) {
      if (chosen && !chosen.includes(kind)) continue;
      const attacker = fork(fileURLToPath(import.meta.url), ['--attacker'], { stdio: 'inherit' });
      const done = new Promise((resolve) => attacker.once('message', resolve));
      attacker.send({ wsUrl: server.wsUrl, origin: server.url, cookie, kind, sockets });
      await sleep(1_000);
      const seen = await observe({
        url: server.url,
        wsUrl: server.wsUrl,
        cookie: victimCookie,
        ms: seconds * 1000,
      });
      attacker.send('stop');
      const attackerFigures = await Promise.race([done, sleep(15_000).then(() => null)]);
      attacker.kill('SIGKILL');
      results.scenarios[kind] = { ...seen, attacker: attackerFigures };
      await sleep(2_000);
    }
  } finally {
    await server.stop();
    await rm(appDistDir, { recursive: true, force: true });
  }
  return results;
}

const yes = (met) => (met ? 'met' : '**missed**');

/**
 * The bench report's rows and section: another user's call and /healthz, p99 under each flood
 * against the quiet phase of the same run (budget: under 100 ms).
 */
export function floodSection(results) {
  const quiet = results.quiet;
  const summary = [];
  const rows = [];
  for (const [kind, seen] of Object.entries(results.scenarios)) {
    const worst = Math.max(seen.call.p99, seen.healthz.p99);
    summary.push([
      `Flood "${kind}": other user's call / healthz p99`,
      `${seen.call.p99} / ${seen.healthz.p99} ms`,
      `quiet ${quiet.call.p99} / ${quiet.healthz.p99} ms`,
      `${(worst / Math.max(quiet.call.p99, quiet.healthz.p99)).toFixed(1)}x`,
      '< 100 ms',
      yes(worst < 100),
    ]);
    rows.push(
      `| ${kind} | ${seen.call.p50} / ${seen.call.p99} / ${seen.call.max} | ${seen.healthz.p50} / ${seen.healthz.p99} / ${seen.healthz.max} | ${seen.errors} | ${seen.unanswered} |`,
    );
  }
  const body = [
    '## One socket flooding the server',
    '',
    `bench/flood.mjs: ${results.sockets} attacker sockets from one address (10 for "bad envelopes", at 4.5 calls a second each), ${results.seconds} s per scenario, while another`,
    "user on another address calls my.myNavBadges every 200 ms and GET /healthz every 50 ms (the server's real limits;",
    `TRUST_PROXY=1 tells the two addresses apart). Load average at the start: ${results.loadavg.join(', ')}.`,
    '',
    '| Scenario | call p50 / p99 / max (ms) | /healthz p50 / p99 / max (ms) | errors | unanswered |',
    '| --- | --- | --- | --- | --- |',
    `| quiet | ${quiet.call.p50} / ${quiet.call.p99} / ${quiet.call.max} | ${quiet.healthz.p50} / ${quiet.healthz.p99} / ${quiet.healthz.max} | ${quiet.errors} | ${quiet.unanswered} |`,
    ...rows,
    '',
  ];
  return { summary, body };
}

if (process.argv.includes('--attacker')) {
  setTimeout(() => process.exit(2), 5 * 60_000).unref();
  process.once('message', (options) => attack(options).then(() => process.exit(0)));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await measureFlood(), null, 2));
}
