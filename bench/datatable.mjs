/**
 * DataTable: what 10,000 rows cost against 100, in headless Chromium, on a production build of
 * bench/fixtures/datatable (the kit's DataTable from source with the register story's columns).
 *
 * - Mount: the time to render, commit, lay out and run the follow-up effects of the table with
 *   100 rows and with 10,000 rows (virtualised: until the virtualiser's engine, a chunk of its own,
 *   has taken over the rows), each in a fresh page, alternating, median of `BENCH_DATATABLE_RUNS`
 *   (default 9) each. Budget: 10,000 rows at most 3x 100 rows.
 * - Scrolling: the 10,000-row table, mounted that way (so this measures scrolling, not the
 *   engine's arrival, which is part of the mount), scrolled from the first row to the last, half a
 *   viewport per animation frame, three times; the `<tr>` count in the DOM after every frame
 *   (budget: always under 100) and every long task (PerformanceObserver `longtask`, Chromium) in
 *   that time (budget: the median run's longest at most 50 ms, min and max shown).
 *
 * Part of `npm run bench` (bench/run.mjs). Alone: `node bench/datatable.mjs` measures and writes
 * its section (and its summary rows) into BENCHMARKS.md, leaving the rest of the file as it was.
 */
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { benchDir, chromiumArgs, chromiumPath, machineInfo, median, rootDir } from './lib.mjs';

const runs = Math.max(1, Number(process.env.BENCH_DATATABLE_RUNS ?? 9));
const scrollRuns = 3;

async function buildPage(outDir) {
  await build({
    configFile: false,
    root: path.join(benchDir, 'fixtures', 'datatable'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

/** Serves the built page on a loopback port. */
async function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function mountOnce(context, url, count) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__mountTable === 'function');
    return await page.evaluate((n) => window.__mountTable(n), count);
  } finally {
    await page.close();
  }
}

/**
 * Scrolls the table with `count` rows half a viewport per frame: from the first row to the last,
 * or, given `frames`, back and forth for that many frames (the baseline).
 */
async function scrollTable(context, url, count, frames) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__mountTable === 'function');
    await page.evaluate((n) => window.__mountTable(n), count);
    return await page.evaluate(async (fixedFrames) => {
      const scroller = document.querySelector('[role="region"]');
      const table = scroller.querySelector('table');
      const longTasks = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          longTasks.push({ start: entry.startTime, duration: entry.duration });
      });
      observer.observe({ type: 'longtask' });
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      await frame();
      const start = performance.now();
      let maxRows = 0;
      let frames = 0;
      let lastIndexSeen = 0;
      // Half a viewport per frame: about 18,000 px/s at 60 frames a second, faster than a hard flick.
      const step = Math.round(scroller.clientHeight / 2);
      const atEnd = () => scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
      let direction = 1;
      while (fixedFrames ? frames < fixedFrames : !atEnd()) {
        if (fixedFrames && (atEnd() || scroller.scrollTop === 0)) direction = atEnd() ? -1 : 1;
        scroller.scrollTop += direction * step;
        await frame();
        frames += 1;
        maxRows = Math.max(maxRows, table.querySelectorAll('tr').length);
      }
      // Let the last rows be measured and rendered.
      for (let i = 0; i < 5; i += 1) await frame();
      const indexes = [...table.querySelectorAll('tr[aria-rowindex]')].map((row) =>
        Number(row.getAttribute('aria-rowindex')),
      );
      lastIndexSeen = Math.max(...indexes);
      maxRows = Math.max(maxRows, table.querySelectorAll('tr').length);
      const ms = performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 100));
      observer.disconnect();
      const during = longTasks.filter((task) => task.start >= start && task.start <= start + ms);
      return {
        frames,
        ms,
        maxRows,
        lastIndexSeen,
        rowCount: Number(table.getAttribute('aria-rowcount')),
        longTasks: during.length,
        longestTask: during.reduce((max, task) => Math.max(max, task.duration), 0),
      };
    }, frames ?? 0);
  } finally {
    await page.close();
  }
}

/** Measures the DataTable in `browser` (a Playwright Chromium). */
export async function measureDataTable(browser) {
  const work = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-datatable-'));
  const outDir = path.join(work, 'page');
  await buildPage(outDir);
  const server = await serve(outDir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // One warm-up of each, not counted: the first page of a fresh browser also compiles its scripts.
    await mountOnce(context, server.url, 100);
    await mountOnce(context, server.url, 10_000);
    const small = [];
    const large = [];
    for (let i = 0; i < runs; i += 1) {
      small.push(await mountOnce(context, server.url, 100));
      large.push(await mountOnce(context, server.url, 10_000));
    }
    // Three scrolls end to end (the figure is the median of their longest tasks, with min and
    // max), each alternating with its baseline: the 100-row table (every row rendered, nothing to
    // virtualise) scrolled back and forth for as many frames, the browser's own cost of scrolling
    // and painting the table.
    const scrolls = [];
    const baselines = [];
    for (let i = 0; i < scrollRuns; i += 1) {
      scrolls.push(await scrollTable(context, server.url, 10_000));
      baselines.push(await scrollTable(context, server.url, 100, scrolls[i].frames));
    }
    const byLongest = (list) => [...list].sort((a, b) => a.longestTask - b.longestTask);
    const scroll = {
      ...byLongest(scrolls)[Math.floor(scrollRuns / 2)],
      maxRows: Math.max(...scrolls.map((r) => r.maxRows)),
      lastIndexSeen: Math.min(...scrolls.map((r) => r.lastIndexSeen)),
      longestTasks: scrolls.map((r) => r.longestTask),
      longTaskCounts: scrolls.map((r) => r.longTasks),
    };
    const baseline = {
      ...byLongest(baselines)[Math.floor(scrollRuns / 2)],
      longTaskCounts: baselines.map((r) => r.longTasks),
    };
    return {
      runs,
      mount100: median(small.map((r) => r.ms)),
      mount10000: median(large.map((r) => r.ms)),
      all100: small.map((r) => r.ms),
      all10000: large.map((r) => r.ms),
      rowsInDom100: small[0].rowsInDom,
      rowsInDom10000: large[0].rowsInDom,
      scroll,
      baseline,
    };
  } finally {
    await context.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

const fmt = (value) => `${value.toFixed(1)} ms`;
const yes = (met) => (met ? 'met' : '**missed**');

/** The summary rows and the section of BENCHMARKS.md for one measurement. */
export function dataTableSection(result) {
  const ratio = result.mount10000 / result.mount100;
  const mountOk = ratio <= 3;
  const domOk = result.scroll.maxRows < 100 && result.rowsInDom10000 < 100;
  const tasksOk = result.scroll.longestTask <= 50;
  const summary = [
    [
      'DataTable mount, 10,000 rows (median)',
      fmt(result.mount10000),
      `100 rows ${fmt(result.mount100)}`,
      `${ratio.toFixed(2)}x`,
      '≤ 3x 100 rows',
      yes(mountOk),
    ],
    [
      'DataTable rows in the DOM, scrolled end to end',
      `${result.scroll.maxRows} at most`,
      '10,000 rows',
      '',
      '< 100',
      yes(domOk),
    ],
    [
      'DataTable longest task while scrolling',
      `${result.scroll.longTasks ? fmt(result.scroll.longestTask) : 'none over 50 ms'} (median of 3; min ${fmt(Math.min(...result.scroll.longestTasks))}, max ${fmt(Math.max(...result.scroll.longestTasks))})`,
      `long tasks per run ${result.scroll.longTaskCounts.join(', ')} in ${result.scroll.frames} frames; 100 rows: ${result.baseline.longTaskCounts.join(', ')}`,
      '',
      '≤ 50 ms',
      yes(tasksOk),
    ],
  ];
  const body = [
    '## DataTable',
    '',
    "A production build of bench/fixtures/datatable (the kit's DataTable from source with the register story's",
    'columns: registration, make, year, a StatusPill, driver; selectable rows that open) in headless Chromium at',
    "1280 x 800, the table's scroll region 600 px high. **Mount** is the time from `root.render` (in `flushSync`)",
    "through layout and, above 100 rows, the virtualiser's engine (a chunk the table fetches when it mounts) taking",
    'over the rows (`data-virtualized="ready"`), then the effects of the next task, to a forced layout, each in a',
    `fresh page, 100 and 10,000 rows alternating, ${result.runs} runs each after one warm-up.`,
    '100 rows render every row (the table virtualises above 100); 10,000 rows render only the rows in view.',
    '**Scrolling**: the 10,000-row table, mounted that way, scrolled from the first row to the last, half a viewport height per',
    'animation frame (about 18,000 px/s at 60 frames a second), three times, each in a fresh page, counting the `<tr>` elements',
    'after every frame and recording every long task (PerformanceObserver `longtask`). Baseline, after each: the 100-row table (every row rendered, so',
    'nothing to virtualise) scrolled back and forth for as many frames, the same way: what scrolling and painting',
    'the table costs the browser on this machine by itself.',
    '',
    '| Figure | 100 rows | 10,000 rows |',
    '| --- | ---: | ---: |',
    `| Mount, median | ${fmt(result.mount100)} | ${fmt(result.mount10000)} |`,
    `| Mount, every run | ${result.all100.map((v) => v.toFixed(1)).join(', ')} | ${result.all10000.map((v) => v.toFixed(1)).join(', ')} |`,
    `| \`<tr>\` in the DOM after mounting (header included) | ${result.rowsInDom100} | ${result.rowsInDom10000} |`,
    '',
    `10,000 rows mount in **${ratio.toFixed(2)}x** the time of 100 rows (budget ≤ 3x: ${yes(mountOk)}).`,
    `Scrolling end to end took ${result.scroll.frames} frames (${(result.scroll.ms / 1000).toFixed(1)} s); at most **${result.scroll.maxRows}** \`<tr>\` were in the DOM`,
    `(budget < 100: ${yes(domOk)}), the last row reached had \`aria-rowindex\` ${result.scroll.lastIndexSeen} of \`aria-rowcount\` ${result.scroll.rowCount},`,
    `and the three scrolls had ${result.scroll.longTaskCounts.join(', ')} long tasks, the longest of each ${result.scroll.longestTasks.map(fmt).join(', ')}`,
    `(budget: the median run has none over 50 ms: ${yes(tasksOk)}). The 100-row baseline, scrolled for as many frames`,
    `(${(result.baseline.ms / 1000).toFixed(1)} s), had ${result.baseline.longTaskCounts.join(', ')} long tasks.`,
    '',
  ];
  return { summary, body };
}

/** Replaces (or adds) the DataTable section and summary rows of an existing BENCHMARKS.md. */
function mergeIntoReport(text, section, when) {
  const lines = text.split('\n');
  // Summary rows: drop old DataTable rows, add the new ones after the table's last row.
  const summaryStart = lines.indexOf('## Summary');
  let i = summaryStart + 1;
  while (i < lines.length && !lines[i].startsWith('|')) i += 1;
  let end = i;
  while (end < lines.length && lines[end].startsWith('|')) end += 1;
  const rows = lines.slice(i, end).filter((line) => !line.startsWith('| DataTable'));
  rows.push(...section.summary.map((row) => `| ${row.join(' | ')} |`));
  lines.splice(i, end - i, ...rows);
  let out = lines.join('\n');
  const body = [
    ...section.body.slice(0, 2),
    `Measured on ${when} by \`node bench/datatable.mjs\` (the rest of this file is from the run named at the top).`,
    '',
    ...section.body.slice(2),
  ].join('\n');
  const start = out.indexOf('\n## DataTable\n');
  if (start !== -1) {
    const next = out.indexOf('\n## ', start + 1);
    out = out.slice(0, start + 1) + body + (next === -1 ? '' : out.slice(next));
  } else {
    const anchor = out.indexOf('\n## `npm test` wall time');
    out =
      anchor === -1
        ? `${out.trimEnd()}\n\n${body}`
        : `${out.slice(0, anchor + 1)}${body}\n${out.slice(anchor + 1)}`;
  }
  return `${out.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { chromium } = await import('playwright');
  const prettier = await import('prettier');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const load = machineInfo().loadavg;
  let result;
  try {
    result = await measureDataTable(browser);
  } finally {
    await browser.close();
  }
  console.log(JSON.stringify(result, null, 2));
  const when = `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC (load average ${load.join(', ')} at the start)`;
  const file = path.resolve(rootDir, process.env.BENCH_OUT ?? 'BENCHMARKS.md');
  const merged = mergeIntoReport(await readFile(file, 'utf8'), dataTableSection(result), when);
  await writeFile(
    file,
    await prettier.format(merged, { ...(await prettier.resolveConfig(file)), filepath: file }),
  );
  console.log(`wrote the DataTable section of ${path.relative(rootDir, file)}`);
}
