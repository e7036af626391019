/**
 * Where a cold load's script time goes, by source file: samples V8's CPU profiler (through a
 * Chromium trace, which follows the page across the navigation's process swap) from navigation
 * until the first sidebar link has its React handler, and maps every sample's function through the
 * build's source maps to the module it came from. For docs/decisions/first-paint.md ("Interactive");
 * not part of `npm run bench`. Serves packages/app/dist (`npm run build` first).
 *
 *   node bench/profile-load.mjs [/manager/dashboard] [--loads 5] [--top 40] [--functions]
 *
 * `--functions` lists functions (their source file, line and name) instead of files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import {
  appDir,
  chromiumArgs,
  chromiumPath,
  installHandlerCheck,
  sidebarLinkSelector,
  signIn,
  startRealServer,
  waitForChromiumIdle,
} from './lib.mjs';

const args = process.argv.slice(2);
const target = args.find((a) => a.startsWith('/')) ?? '/manager/dashboard';
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const loads = option('--loads', 5);
const top = option('--top', 40);
const distDir = path.join(appDir, 'dist');
const byFunction = args.includes('--functions') || args.includes('--inclusive');
// Inclusive time (a function and what it called) of the app's and the kit's own functions.
const inclusive = args.includes('--inclusive');

const consumers = new Map();
async function sourceOf(url, line, column) {
  const match = /\/assets\/[^?#]+\.js$/.exec(url ?? '');
  if (!match) return url ? `(${url.replace(/^https?:\/\/[^/]+/, '')})` : '(native)';
  if (!consumers.has(match[0])) {
    const map = await readFile(path.join(distDir, `${match[0]}.map`), 'utf8').catch(() => null);
    consumers.set(match[0], map ? new SourceMapConsumer(JSON.parse(map)) : null);
  }
  const consumer = consumers.get(match[0]);
  if (!consumer) return match[0];
  const original = consumer.originalPositionFor({ line: line + 1, column });
  const file = (original.source ?? match[0]).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '~');
  if (!byFunction) return file;
  return original.source ? `${file}:${original.line}` : `${file}@${line + 1}:${column}`;
}

// BENCH_SERVER_URL: a server already running (on the same dist), to trace again without seeding.
const server = process.env.BENCH_SERVER_URL
  ? { url: process.env.BENCH_SERVER_URL, stop: async () => {} }
  : await startRealServer({ appDistDir: distDir, startTimeoutMs: 600_000 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const byFile = new Map();
let totalMs = 0;
try {
  const cookie = await signIn(server.url);
  const [name, value] = cookie.split('=');
  for (let run = 0; run <= loads; run++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await waitForChromiumIdle();
    await installHandlerCheck(page);
    await page.addInitScript((linkSelector) => {
      const state = { interactive: null };
      Object.defineProperty(window, '__bench', { value: state });
      const tick = () => {
        const link = document.querySelector(linkSelector);
        if (link && window.__benchHandled(link, 'onClick')) {
          state.interactive = performance.now();
          return;
        }
        setTimeout(tick, 2);
      };
      tick();
    }, sidebarLinkSelector);
    const measured = run > 0; // the first load warms the server's renderer
    if (measured)
      await browser.startTracing(page, { categories: ['disabled-by-default-v8.cpu_profiler', 'v8'] });
    await page.goto(`${server.url}${target}`, { waitUntil: 'commit' });
    let state = {};
    while (!state.interactive) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = await page.evaluate(() => ({ ...window.__bench })).catch(() => ({}));
    }
    if (measured) {
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      // One profile per renderer thread: the page's is the one with our assets in it.
      const profiles = new Map();
      for (const e of traceEvents) {
        if (e.name !== 'ProfileChunk') continue;
        const key = `${e.pid}:${e.id}`;
        const profile = profiles.get(key) ?? { nodes: new Map(), samples: [], deltas: [] };
        const data = e.args.data;
        for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
        profile.samples.push(...(data.cpuProfile?.samples ?? []));
        profile.deltas.push(...(data.timeDeltas ?? []));
        profiles.set(key, profile);
      }
      const ours = [...profiles.values()].find((p) =>
        [...p.nodes.values()].some((n) => n.callFrame.url?.includes('/assets/')),
      );
      ours.parents = new Map();
      for (const n of ours.nodes.values()) if (n.parent) ours.parents.set(n.id, ours.nodes.get(n.parent));
      for (let i = 0; i < ours.samples.length; i++) {
        const node = ours.nodes.get(ours.samples[i]);
        const ms = (ours.deltas[i + 1] ?? 0) / 1000;
        const { url, lineNumber, columnNumber, functionName } = node.callFrame;
        if (['(idle)', '(program)', '(root)'].includes(functionName)) continue;
        totalMs += ms;
        if (inclusive) {
          const seen = new Set();
          for (let frame = node; frame; frame = ours.parents.get(frame.id)) {
            const f = frame.callFrame;
            if (!f.url?.includes('/assets/')) continue;
            const where = await sourceOf(f.url, f.lineNumber, f.columnNumber);
            if (!/^(src|ui\/src)\//.test(where)) continue;
            const key = `${where} ${f.functionName || '(anonymous)'}`;
            if (seen.has(key)) continue;
            seen.add(key);
            byFile.set(key, (byFile.get(key) ?? 0) + ms);
          }
          continue;
        }
        const where = url ? await sourceOf(url, lineNumber, columnNumber) : `(${functionName || 'native'})`;
        const file = byFunction ? `${where} ${functionName || '(anonymous)'}` : where;
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
      }
      console.error(`load ${run}: interactive ${state.interactive.toFixed(0)} ms`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `${target}: script self time by source file, mean of ${loads} loads (total ${(totalMs / loads).toFixed(0)} ms)`,
);
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${(ms / loads).toFixed(1).padStart(7)} ms  ${file}`);
