/**
 * A Chromium trace of one cold load, summarised: what the page's main thread did from navigation
 * start until the first sidebar link had its React handler (bench/interactive.mjs), and when each
 * script arrived. For the write-up in docs/decisions/first-paint.md ("Interactive"); not part of
 * `npm run bench`. Builds nothing: serves packages/app/dist (`npm run build` first).
 *
 *   node bench/trace-load.mjs [/manager/dashboard] [--emulated] [--out trace.json]
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { emulatedNetwork } from './first-paint.mjs';
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
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : null;
const network = args.includes('--emulated') ? emulatedNetwork : undefined;

// BENCH_SERVER_URL: a server already running (on the same dist), to trace again without seeding.
const server = process.env.BENCH_SERVER_URL
  ? { url: process.env.BENCH_SERVER_URL, stop: async () => {} }
  : await startRealServer({ appDistDir: path.join(appDir, 'dist') });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const cookie = await signIn(server.url);
  const [name, value] = cookie.split('=');
  const load = async (trace) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await waitForChromiumIdle();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    await installHandlerCheck(page);
    await page.addInitScript((linkSelector) => {
      const state = { visible: null, interactive: null };
      Object.defineProperty(window, '__bench', { value: state });
      const tick = () => {
        const link = document.querySelector(linkSelector);
        if (link && state.visible === null) state.visible = performance.now();
        if (link && window.__benchHandled(link, 'onClick')) {
          state.interactive = performance.now();
          performance.mark('bench:interactive');
          return;
        }
        setTimeout(tick, 2);
      };
      tick();
    }, sidebarLinkSelector);
    if (trace)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'loading',
          'navigation',
        ],
      });
    await page.goto(`${server.url}${target}`, { waitUntil: 'commit' });
    let state;
    for (;;) {
      state = await page.evaluate(() => ({ ...window.__bench })).catch(() => ({}));
      if (state.interactive) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const buffer = trace ? await browser.stopTracing() : null;
    await context.close();
    return { state, buffer };
  };
  await load(false); // warm-up: the server's first render
  const { state, buffer } = await load(true);
  if (out) await writeFile(out, buffer);
  const { traceEvents } = JSON.parse(buffer.toString());
  // The page's renderer: the process whose main thread parsed our HTML.
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.includes(target));
  const pid = parse?.pid;
  const tid = parse?.tid;
  const navStart =
    traceEvents.find((e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
      ?.ts ?? traceEvents.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts;
  const at = (ts) => ((ts - navStart) / 1000).toFixed(1).padStart(7);
  const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');
  console.log(
    `${target}: visible ${state.visible.toFixed(0)} ms, interactive ${state.interactive.toFixed(0)} ms`,
  );
  console.log('\nResources (finish, ms from navigation start):');
  const sent = new Map();
  for (const e of traceEvents)
    if (e.name === 'ResourceSendRequest') sent.set(e.args.data.requestId, { url: e.args.data.url, ts: e.ts });
  for (const e of traceEvents)
    if (e.name === 'ResourceFinish' && sent.has(e.args.data.requestId)) {
      const s = sent.get(e.args.data.requestId);
      console.log(`  ${at(s.ts)} → ${at(e.ts)}  ${short(s.url)}`);
    }
  console.log('\nMain thread, tasks and script work ≥ 1 ms, until interactive:');
  const until = navStart + state.interactive * 1000 + 5000;
  const interesting = new Set([
    'ParseHTML',
    'EvaluateScript',
    'v8.compileModule',
    'v8.evaluateModule',
    'v8.compile',
    'FunctionCall',
    'TimerFire',
    'RunMicrotasks',
    'Layout',
    'UpdateLayoutTree',
    'Paint',
    'RunTask',
    'FireAnimationFrame',
    'ScheduleStyleRecalculation',
    'HandlePostMessage',
  ]);
  let busy = 0;
  for (const e of traceEvents) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || !interesting.has(e.name)) continue;
    if (e.ts < navStart || e.ts > until || (e.dur ?? 0) < 1000) continue;
    if (e.name === 'RunTask') busy += e.dur;
    const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.beginData?.url ?? '';
    const fn = e.args?.data?.functionName ? ` ${e.args.data.functionName}` : '';
    console.log(`  ${at(e.ts)} +${(e.dur / 1000).toFixed(1).padStart(6)}  ${e.name}${fn} ${short(url)}`);
  }
  console.log(`\nMain thread busy (tasks ≥ 1 ms) before interactive + 5 ms: ${(busy / 1000).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
