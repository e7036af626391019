/**
 * Server load: the real server in one process, the load generator (load-client.mjs) in another,
 * both on loopback. Clients ramp up in steps to the target (10,000 unless BENCH_CLIENTS says
 * less); at each step every client polls my.myNavBadges once, the polls spread evenly over 30 s.
 * At the last step the period is polled three times (the p99 reported is their median, with min
 * and max). Then the pipelined throughput of my.myNavBadges against a raw `ws` echo server, three
 * alternating runs each (medians, with min and max). Memory per connection compares the server's
 * memory after forced collections (bench/gc-preload.mjs) at rest and with every client connected.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDir, freePort, median, rssOf, signIn, sleep, startRealServer, stopChild } from './lib.mjs';

/** The median of `values` with their min and max: how a repeated figure is reported. */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values };
}

/** How many times a load figure is measured. */
export const REPETITIONS = 3;

/** A bounded child process with IPC, its fd limit raised to the hard limit. */
function spawnIpc(script, args, maxMs) {
  const child = spawn(
    'bash',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node "$@"', 'bash', script, ...args],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), maxMs);
  timer.unref();
  child.once('exit', () => clearTimeout(timer));
  return child;
}

function waitFor(child, predicate, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`child did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message) => {
      if (!predicate(message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

let commandId = 0;
async function ask(child, command, timeoutMs) {
  const id = ++commandId;
  const answer = waitFor(child, (m) => m.type === 'result' && m.id === id, timeoutMs);
  child.send({ ...command, id });
  const message = await answer;
  if (message.error) throw new Error(message.error);
  return message.result;
}

/** Ramp steps up to `target`: a quarter, a half, then all (and 1,000 first when the target is large). */
export function rampSteps(target) {
  const steps = [Math.round(target / 4), Math.round(target / 2), target];
  if (target >= 4000) steps.unshift(1000);
  return [...new Set(steps.filter((n) => n > 0))];
}

export async function measureServer({ appDistDir, target, periodMs = 30_000, log }) {
  // Capacity, not abuse: every client is one load generator on one address, so the per-address
  // and per-socket budgets (README, docs/threat-model.md) are lifted here; bench/flood.mjs
  // measures the server with its real budgets under attack.
  const server = await startRealServer({
    appDistDir,
    maxMs: 15 * 60_000,
    fdLimit: 65536,
    exposeGc: true,
    env: {
      WS_SOCKETS_PER_ADDRESS: String(target * 2 + 100),
      WS_CALLS_PER_SECOND: '100000',
      WS_CALLS_PER_SECOND_PER_ADDRESS: '10000000',
      WS_MAX_IN_FLIGHT: '256',
    },
  });
  const client = spawnIpc(path.join(benchDir, 'load-client.mjs'), [], 12 * 60_000);
  const echoPort = await freePort();
  const echo = spawnIpc(path.join(benchDir, 'echo-server.mjs'), [String(echoPort)], 10 * 60_000);
  try {
    await waitFor(client, (m) => m.type === 'ready', 30_000);
    await waitFor(echo, (m) => m.type === 'listening', 30_000);
    const cookie = await signIn(server.url);
    const origin = server.url;
    const wsUrl = server.wsUrl;

    // Warm-up: a few hundred calls on a handful of sockets, so the first step is not the JIT's.
    await ask(
      client,
      { cmd: 'throughput', wsUrl, cookie, origin, sockets: 2, total: 400, window: 8, echo: false },
      90_000,
    );
    // Memory per connection, measured apart from any polling: the server's memory after forced
    // collections at rest, then with every client connected and idle. The heap (with external and
    // array buffers) is the figure: RSS also holds pages the allocator has not returned yet.
    await sleep(2_000);
    const idle = await server.memoryAfterGc();
    const memoryConnect = await ask(
      client,
      { cmd: 'connect', count: target, wsUrl, cookie, origin },
      180_000,
    );
    await sleep(2_000);
    const withClients = await server.memoryAfterGc();
    await ask(client, { cmd: 'close' }, 60_000);
    await sleep(2_000);
    const heapOf = (usage) => usage.heapUsed + usage.external + usage.arrayBuffers;
    const connections = Math.max(1, memoryConnect.total);
    const memory = {
      connections: memoryConnect.total,
      rssIdle: idle.rss,
      rssConnected: withClients.rss,
      heapIdle: heapOf(idle),
      heapConnected: heapOf(withClients),
      bytesPerConnection: (heapOf(withClients) - heapOf(idle)) / connections,
      rssBytesPerConnection: (withClients.rss - idle.rss) / connections,
    };
    log?.(
      `  memory after GC: ${(memory.bytesPerConnection / 1000).toFixed(1)} kB heap per connection over ${memory.connections} (RSS ${(memory.rssBytesPerConnection / 1000).toFixed(1)} kB)`,
    );

    const steps = [];
    for (const count of rampSteps(target)) {
      const connected = await ask(client, { cmd: 'connect', count, wsUrl, cookie, origin }, 180_000);
      await sleep(1_000);
      const rssConnected = rssOf(server.pid);
      log?.(
        `  ${connected.total} clients connected in ${(connected.ms / 1000).toFixed(1)} s; polling for ${periodMs / 1000} s`,
      );
      // The last step is the budget's: polled three times, its figures are the median run's.
      const repetitions = count === target ? REPETITIONS : 1;
      const runs = [];
      for (let i = 0; i < repetitions; i += 1)
        runs.push(await ask(client, { cmd: 'poll', periodMs, durationMs: periodMs }, periodMs + 60_000));
      const polled = [...runs].sort((x, y) => x.p99 - y.p99)[Math.floor((runs.length - 1) / 2)];
      const rssPolled = rssOf(server.pid);
      steps.push({
        target: count,
        connected: connected.total,
        connectFailures: connected.failures,
        connectSeconds: connected.ms / 1000,
        ...polled,
        p99Runs: spread(runs.map((run) => run.p99)),
        errorsAllRuns: runs.reduce((sum, run) => sum + run.errors, 0),
        timeoutsAllRuns: runs.reduce((sum, run) => sum + run.timeouts, 0),
        rssConnected,
        rssPolled,
      });
      log?.(
        `  p50 ${polled.p50.toFixed(1)} ms, p99 ${polled.p99.toFixed(1)} ms, errors ${polled.errors}, timeouts ${polled.timeouts}`,
      );
      if (connected.total < count) break;
    }
    await ask(client, { cmd: 'close' }, 60_000);
    await sleep(2_000);

    // Baseline for the latencies: the same clients and poll pattern against the echo server,
    // which does no work, so its p99 is what this machine and the load generator add by themselves.
    const echoUrl = `ws://127.0.0.1:${echoPort}`;
    const last = steps.at(-1);
    let echoPoll = null;
    if (last) {
      await ask(client, { cmd: 'connect', count: last.connected, wsUrl: echoUrl, cookie, origin }, 180_000);
      log?.(`  echo baseline: ${last.connected} clients polling for ${periodMs / 1000} s`);
      echoPoll = await ask(client, { cmd: 'poll', periodMs, durationMs: periodMs }, periodMs + 60_000);
      log?.(`  echo p50 ${echoPoll.p50.toFixed(1)} ms, p99 ${echoPoll.p99.toFixed(1)} ms`);
      await ask(client, { cmd: 'close' }, 60_000);
      await sleep(1_000);
    }

    // Throughput: the same request text, pipelined on 4 sockets, against the badges and the echo.
    const total = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 20_000);
    const shape = { sockets: 4, total, window: 32, cookie, origin };
    // Alternate echo and badges three times each; the medians are compared (the machine is shared).
    const echoRuns = [];
    const badgeRuns = [];
    for (let i = 0; i < REPETITIONS; i += 1) {
      echoRuns.push(await ask(client, { cmd: 'throughput', ...shape, wsUrl: echoUrl, echo: true }, 90_000));
      badgeRuns.push(await ask(client, { cmd: 'throughput', ...shape, wsUrl, echo: false }, 90_000));
    }
    const ratios = badgeRuns.map((run, i) => run.rate / echoRuns[i].rate);
    return {
      steps,
      memory,
      echoPoll,
      throughput: {
        echo: spread(echoRuns.map((run) => run.rate)),
        badges: spread(badgeRuns.map((run) => run.rate)),
        ratio: spread(ratios),
        failed: badgeRuns.reduce((sum, run) => sum + run.failed, 0),
        shape: { sockets: 4, total, window: 32 },
      },
    };
  } finally {
    await stopChild(client).catch(() => {});
    await stopChild(echo).catch(() => {});
    await server.stop();
  }
}
