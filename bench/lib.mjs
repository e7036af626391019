/**
 * Shared helpers of the benchmarks: paths, child processes, the real server on loopback, sign-in,
 * statistics and sizes. Everything here talks to 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort } from '../scripts/lib/net.mjs';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const rootDir = path.resolve(benchDir, '..');
export const appDir = path.join(rootDir, 'packages/app');
export const serverDir = path.join(rootDir, 'packages/server');

// Chromium as the tests launch it, and the free-port helper of the tests.
export { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
export { freePort };

export const demoManager = { email: 'manager@example.com', password: 'demo', name: 'Mette Sørensen' };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (ms, in 10 ms ticks) of every Chromium process on the machine. */
function chromiumCpuMs() {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('chrom')) continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * 10;
}

/**
 * Waits until Chromium's processes have been idle (at most one 10 ms tick of CPU) for `quietMs`,
 * or `maxMs` have passed: a new browser context opens a window whose own pages (the omnibox's
 * WebUI popup) start up for 2 s of CPU in the second after it opens. A person's browser did that
 * when it started, not while their page loads.
 */
export async function waitForChromiumIdle({ quietMs = 200, maxMs = 6000 } = {}) {
  const deadline = Date.now() + maxMs;
  let last = chromiumCpuMs();
  while (Date.now() < deadline) {
    await sleep(quietMs);
    const now = chromiumCpuMs();
    if (now - last <= 10) return true;
    last = now;
  }
  return false;
}

/** The first sidebar link that leads to another page (not the current one): what "interactive" watches. */
export const sidebarLinkSelector = '[data-testid="sidebar"] nav a[href]:not([aria-current="page"])';

/**
 * Gives every document of `page` `window.__benchHandled(element, name)`: true once React has given
 * the element a handler (its props, which React keeps on the element, hold `name`, or with no
 * name any `on…` prop: hydrated or rendered). The bench's in-page observers (init scripts, which
 * cannot import) call it; install it before them.
 */
export function installHandlerCheck(page) {
  return page.addInitScript(() => {
    const handled = (element, name) =>
      Object.keys(element).some((key) => {
        if (!key.startsWith('__reactProps$')) return false;
        const props = element[key] ?? {};
        return name
          ? typeof props[name] === 'function'
          : Object.keys(props).some((prop) => /^on[A-Z]/.test(prop) && typeof props[prop] === 'function');
      });
    Object.defineProperty(window, '__benchHandled', { value: handled });
  });
}

/** gzip -9 size in bytes. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export const kB = (bytes) => (bytes / 1000).toFixed(1);

export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile of unsorted numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** The machine and load, for the report. */
export function machineInfo() {
  let cpuModel = cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':')[1].trim();
  } catch {
    // not Linux: keep os.cpus()
  }
  return {
    cpus: cpus().length,
    cpuModel,
    memoryGiB: (totalmem() / 2 ** 30).toFixed(1),
    freeGiB: (freemem() / 2 ** 30).toFixed(1),
    loadavg: loadavg().map((n) => n.toFixed(2)),
  };
}

/** Resident memory of a process in bytes (Linux /proc), or NaN. */
export function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Waits until an HTTP URL answers 200, at most `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A child process with a bounded life: killed after `maxMs` whatever happens. */
export function spawnBounded(command, args, options, maxMs) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const timer = setTimeout(() => child.kill('SIGKILL'), maxMs);
  timer.unref();
  child.once('exit', () => clearTimeout(timer));
  child.stderr?.on('data', (chunk) => process.env.BENCH_DEBUG && process.stderr.write(chunk));
  return child;
}

/**
 * A built page served by bench/static-server.mjs in its own process on a free loopback port
 * (`flags`: `--app-headers` for the app's security headers), once it answers. `{ url, child }`.
 */
export async function serveStatic(dir, ...flags) {
  const port = await freePort();
  const child = spawnBounded(
    process.execPath,
    [path.join(benchDir, 'static-server.mjs'), dir, String(port), ...flags],
    {},
    15 * 60_000,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`);
  return { url, child };
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The real server (packages/server/dist/main.js, or another build's `main`) in its own process on a
 * free loopback port with the embedded database in a temporary DATA_DIR, serving `appDistDir`, with
 * `env` added to its environment. At most `maxMs` alive.
 */
export async function startRealServer({
  appDistDir,
  main = path.join(serverDir, 'dist/main.js'),
  maxMs = 15 * 60_000,
  fdLimit = 0,
  env: extraEnv = {},
  exposeGc = false,
  startTimeoutMs = 120_000,
}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-'));
  const port = await freePort();
  // Beside the data directory, which belongs to the database.
  const memoryFile = `${dataDir}-memory.json`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_DIST_DIR: appDistDir,
    LOG_LEVEL: 'silent',
    ...(exposeGc && { BENCH_MEMORY_FILE: memoryFile }),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const preload = pathToFileURL(path.join(benchDir, 'gc-preload.mjs')).href;
  const nodeArgs = exposeGc ? ['--expose-gc', '--import', preload, main] : [main];
  const child = fdLimit
    ? spawnBounded(
        'bash',
        ['-c', `ulimit -n ${fdLimit} 2>/dev/null; exec node "$@"`, 'bash', ...nodeArgs],
        { env },
        maxMs,
      )
    : spawnBounded(process.execPath, nodeArgs, { env }, maxMs);
  const url = `http://127.0.0.1:${port}`;
  // A server that cannot start (a build that does not load, a port taken) fails the wait at once.
  const exited = new Promise((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`${main} exited (${signal ?? code}) before it answered`)),
    ),
  );
  exited.catch(() => {});
  await Promise.race([waitForHttp(`${url}/healthz`, startTimeoutMs), exited]);
  let gcSequence = 0;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/trpc`,
    port,
    pid: child.pid,
    child,
    /** The server's memory right after two forced collections (needs `exposeGc`). */
    async memoryAfterGc() {
      if (!exposeGc) throw new Error('started without exposeGc');
      gcSequence += 1;
      process.kill(child.pid, 'SIGUSR2');
      const deadline = Date.now() + 30_000;
      for (;;) {
        try {
          const usage = JSON.parse(await readFile(memoryFile, 'utf8'));
          if (usage.sequence === gcSequence) return usage;
        } catch {
          // not written yet (or being written)
        }
        if (Date.now() > deadline) throw new Error('the server did not report its memory');
        await sleep(50);
      }
    },
    async stop() {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
      await rm(memoryFile, { force: true });
    },
  };
}

/**
 * The real server (packages/server/dist/main.js) on the PostgreSQL at `databaseUrl`, in its own
 * process on a free loopback port, as the API parts run it: an empty app folder (they time calls,
 * not pages) and the per-socket call limits lifted (one client measuring as fast as it can; the
 * limits are not under test). Returns at once; `ready` resolves when /healthz answers (the first
 * start migrates and seeds the demo). At most `maxMs` alive.
 */
export async function startApiServer(databaseUrl, { maxMs = 30 * 60_000, startTimeoutMs = 180_000 } = {}) {
  const appDistDir = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-app-'));
  await writeFile(
    path.join(appDistDir, 'index.html'),
    '<!doctype html><title>Vognpark</title><div id="root"></div>',
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnBounded(
    process.execPath,
    [path.join(serverDir, 'dist/main.js')],
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
      },
    },
    maxMs,
  );
  const ready = waitForHttp(`${url}/healthz`, startTimeoutMs);
  // Awaited by the caller inside its try; a failed start must not also surface as unhandled.
  ready.catch(() => {});
  return {
    url,
    port,
    pid: child.pid,
    child,
    ready,
    async stop() {
      await stopChild(child);
      await rm(appDistDir, { recursive: true, force: true });
    },
  };
}

/**
 * Times several calls round-robin (a, b, c, a, b, c, …) after `warmup` rounds, so that a noisy
 * moment of the shared machine falls on all of them alike, instead of on whichever ran then.
 */
export async function timeInterleaved(samples, fns, warmup = 5) {
  const names = Object.keys(fns);
  for (let i = 0; i < warmup; i += 1) for (const name of names) await fns[name]();
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < samples; i += 1)
    for (const name of names) {
      const t0 = performance.now();
      await fns[name]();
      times[name].push(performance.now() - t0);
    }
  return Object.fromEntries(
    names.map((name) => [
      name,
      { p50: median(times[name]), p99: percentile(times[name], 99), max: Math.max(...times[name]), samples },
    ]),
  );
}

/** Signs in through POST /api/auth/login and returns the `vognpark_session=...` pair. */
export async function signIn(baseUrl, email = demoManager.email, password = demoManager.password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith('vognpark_session=') && pair !== 'vognpark_session=') return pair;
  }
  throw new Error('no session cookie');
}
