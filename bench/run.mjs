/**
 * `npm run bench`: measures what the app costs a user and what the server holds, each figure
 * against a baseline measured in the same run, and writes BENCHMARKS.md at the repository root.
 * Benchmarks, not tests: nothing here fails on a figure, and `npm test` runs none of it.
 *
 * Options: `--with-test-time` also times a full `npm test` (about 15 minutes).
 * Environment: BENCH_CLIENTS (WebSocket clients, default 10000), BENCH_LOADS (cold loads per
 * page, default 15), BENCH_INTERACTIVE_LOADS (pairs of cold loads per page in the interactive part,
 * default 9), BENCH_TEST_TIME_S (an `npm test` wall time measured elsewhere, in seconds),
 * BENCH_PERIOD_S (badge poll period, default 30; lower only for a quick trial run),
 * BENCH_THROUGHPUT_REQUESTS (requests per throughput run, default 4000), BENCH_OUT (report path),
 * BENCH_ONLY (comma-separated parts to run, e.g. `BENCH_ONLY=firstPaint`; the bundle part runs
 * whenever a part needs its builds; best with BENCH_OUT, since the report then holds only those).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import * as prettier from 'prettier';
import { analyseApp, analyseFixture, attribute, buildApp, buildFixture } from './bundle.mjs';
import { measureFirstPaint } from './first-paint.mjs';
import { interactiveSection, measureInteractive } from './interactive.mjs';
import {
  appDir,
  chromiumArgs,
  chromiumPath,
  demoManager,
  kB,
  machineInfo,
  rootDir,
  serveStatic,
  serverDir,
  signIn,
  startRealServer,
  stopChild,
} from './lib.mjs';
import { dataTableSection, measureDataTable } from './datatable.mjs';
import { measureRendering } from './render.mjs';
import { badgeCostSection, measureBadgeCost } from './badge-cost.mjs';
import { measureServer } from './server-load.mjs';
import { floodSection, measureFlood } from './flood.mjs';
import { instancesSection, measureInstances } from './instances.mjs';
import { measureVehicles, vehicleReport } from './vehicles.mjs';
import { areaParts } from './areas/index.mjs';

const withTestTime = process.argv.includes('--with-test-time');
const clients = Math.max(1, Number(process.env.BENCH_CLIENTS ?? 10_000));
const loads = Math.max(1, Number(process.env.BENCH_LOADS ?? 15));
const periodMs = Math.max(1, Number(process.env.BENCH_PERIOD_S ?? 30)) * 1000;
process.env.BENCH_THROUGHPUT_REQUESTS ??= '4000';
const outFile = path.resolve(rootDir, process.env.BENCH_OUT ?? 'BENCHMARKS.md');

const started = new Date();
const log = (message) =>
  console.log(`[bench ${((Date.now() - started.getTime()) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const results = { errors: {}, load: {} };
const machineStart = machineInfo();

function version(pkg) {
  try {
    return JSON.parse(readFileSync(path.join(rootDir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((p) => p.trim())) : null;
/** Whether a part runs (all without BENCH_ONLY; the bundle also when the pages' parts need its builds). */
const wanted = (name) =>
  !only ||
  only.has(name) ||
  (name === 'bundle' && (only.has('firstPaint') || only.has('rendering') || only.has('interactive')));

/**
 * Waits (at most `maxMs`) for the 1-minute load average to fall to `limit`: a part that follows a
 * busy one (Chromium loading pages, 10,000 sockets) would otherwise start under the load that part
 * itself left in the average, and not be judged.
 */
async function settle(limit, maxMs = 120_000) {
  const until = Date.now() + maxMs;
  if (loadavg()[0] <= limit) return;
  log(`waiting for the load (${loadavg()[0].toFixed(2)}) to fall to ${limit.toFixed(1)}…`);
  while (loadavg()[0] > limit && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
}

async function section(name, run) {
  if (!wanted(name)) return;
  // The bundle is sizes, not times: it needs no quiet machine.
  if (name !== 'bundle') await settle(1.5 * machineInfo().cpus);
  const before = loadavg()[0];
  log(`${name}… (load ${before.toFixed(2)})`);
  const t0 = Date.now();
  try {
    results[name] = await run();
    log(`${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } catch (error) {
    results.errors[name] = String(error?.stack ?? error);
    log(`${name} FAILED: ${error?.message ?? error}`);
  }
  results.load[name] = { before, after: loadavg()[0], seconds: (Date.now() - t0) / 1000 };
}

const work = await mkdtemp(path.join(tmpdir(), 'vognpark-bench-'));
const dirs = {
  app: path.join(work, 'app'),
  appNames: path.join(work, 'app-names'),
  floor: path.join(work, 'floor'),
  bare: path.join(work, 'bare'),
  bareLink: path.join(work, 'bare-link'),
  floorLink: path.join(work, 'floor-link'),
};

// The server runs from its build (packages/server/dist); build it when a clean clone has none.
if (!existsSync(path.join(serverDir, 'dist/main.js'))) {
  log('building the server (npm run build -w @vognpark/ui -w @vognpark/server)…');
  execFileSync('npm', ['run', 'build', '-w', '@vognpark/ui', '-w', '@vognpark/server'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
}

let browser;
try {
  await section('bundle', async () => {
    const appOutput = await buildApp(dirs.app);
    // The server renderer beside it (dist/.ssr/), as `npm run build` makes it: the server renders
    // the first page and preloads its chunks (docs/decisions/first-paint.md).
    await build({
      configFile: path.join(appDir, 'vite.config.ts'),
      root: appDir,
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(dirs.app, '.ssr'), emptyOutDir: true },
    });
    await buildApp(dirs.appNames, { minify: false });
    const floorOutput = await buildFixture('floor', dirs.floor);
    await buildFixture('bare', dirs.bare);
    await buildFixture('bare-link', dirs.bareLink);
    await buildFixture('floor-link', dirs.floorLink);
    const app = await analyseApp(dirs.app, appOutput);
    const floor = await analyseFixture(dirs.floor);
    const bare = await analyseFixture(dirs.bare);
    const initialNames = app.initialFiles.map((f) => f.file);
    const appShares = attribute(appOutput, initialNames, app.initialJs);
    const floorShares = attribute(
      floorOutput,
      floorOutput.filter((c) => c.type === 'chunk').map((c) => c.fileName),
      floor.js,
    );
    return { app, floor, bare, appShares, floorShares };
  });

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

  await section('datatable', () => measureDataTable(browser));

  if (results.bundle) {
    await section('firstPaint', async () => {
      const server = await startRealServer({ appDistDir: dirs.app });
      // The baselines are served with the app's security headers ("served the same way"); the
      // bare page also without them, for comparison (first-paint.md, "Measuring").
      const bareServer = await serveStatic(dirs.bare, '--app-headers');
      const barePlainServer = await serveStatic(dirs.bare);
      const floorServer = await serveStatic(dirs.floor, '--app-headers');
      try {
        const cookie = await signIn(server.url);
        return await measureFirstPaint(browser, {
          app: {
            url: server.url,
            cookie,
            outDir: dirs.app,
            messageFiles: results.bundle.app.messageFiles,
            userName: demoManager.name,
          },
          bare: { url: bareServer.url },
          barePlain: { url: barePlainServer.url },
          floor: { url: floorServer.url },
          loads,
        });
      } finally {
        await stopChild(bareServer.child);
        await stopChild(barePlainServer.child);
        await stopChild(floorServer.child);
        await server.stop();
      }
    });

    // Interactive (issue 37): when the first sidebar link answers a click, against the bare page.
    await section('interactive', async () => {
      const server = await startRealServer({ appDistDir: dirs.app });
      const bareServer = await serveStatic(dirs.bareLink, '--app-headers');
      const floorServer = await serveStatic(dirs.floorLink, '--app-headers');
      try {
        const cookie = await signIn(server.url);
        return await measureInteractive(browser, {
          app: { url: server.url, cookie },
          bare: { url: bareServer.url },
          floor: { url: floorServer.url },
          loads: Math.max(1, Number(process.env.BENCH_INTERACTIVE_LOADS ?? 9)),
          log,
        });
      } finally {
        await stopChild(bareServer.child);
        await stopChild(floorServer.child);
        await server.stop();
      }
    });

    await section('rendering', async () => {
      const server = await startRealServer({ appDistDir: dirs.appNames });
      try {
        const cookie = await signIn(server.url);
        return await measureRendering(browser, {
          app: { url: server.url, cookie, userName: demoManager.name },
        });
      } finally {
        await server.stop();
      }
    });
  }
  await browser.close();
  browser = undefined;

  await section('server', () => measureServer({ appDistDir: dirs.app, target: clients, periodMs, log }));

  // What a badge poll costs PostgreSQL: statements counted by pg_stat_statements (bench/badge-cost.mjs).
  await section('badgeCost', () => measureBadgeCost({ log }));

  // The vehicle register on PostgreSQL: keyset against OFFSET with 100,000 vehicles, export against list.
  await section('vehicles', () => measureVehicles({ log }));

  // Each area's part (bench/areas/), in the order of the list.
  for (const part of areaParts) await section(part.name, () => part.measure({ log }));

  // One attacker's sockets against another user's calls and /healthz (bench/flood.mjs).
  await section('flood', () => measureFlood());

  // Two instances on one PostgreSQL, against one; a rolling restart under load (bench/instances.mjs).
  await section('instances', () => measureInstances({ appDistDir: dirs.app, clients, periodMs, log }));

  if (withTestTime) {
    await section('testTime', async () => {
      const t0 = Date.now();
      const code = await new Promise((resolve) => {
        // Vite's build() above set NODE_ENV=production in this process; the tests need React's
        // development build (act), so the child gets the environment without it.
        const { NODE_ENV: _builtFor, ...testEnv } = process.env;
        const child = spawn('npm', ['test'], { cwd: rootDir, stdio: 'inherit', env: testEnv });
        const timer = setTimeout(() => child.kill('SIGTERM'), 45 * 60_000);
        child.once('exit', (exitCode) => {
          clearTimeout(timer);
          resolve(exitCode);
        });
      });
      return {
        seconds: (Date.now() - t0) / 1000,
        exitCode: code,
        how: 'timed by `npm run bench -- --with-test-time` in this run',
      };
    });
  } else if (process.env.BENCH_TEST_TIME_S) {
    results.testTime = {
      seconds: Number(process.env.BENCH_TEST_TIME_S),
      exitCode: null,
      how: 'given by BENCH_TEST_TIME_S (measured outside this run)',
    };
  }
} finally {
  await browser?.close().catch(() => {});
  await rm(work, { recursive: true, force: true });
}

const machineEnd = machineInfo();
let chromiumVersion = '?';
try {
  const b = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  chromiumVersion = b.version();
  await b.close();
} catch {
  // reported as '?'
}

/**
 * The 1-minute load average above which a timed part is not judged: with more runnable work than
 * that from other processes at its start, the part would measure them too. Its figures are still
 * written, with "not judged" in place of "met" or "missed".
 */
const LOAD_LIMIT = 1.5 * machineStart.cpus;
/** Budgets that are a time, a ratio or a rate (not a count or a size). */
const TIMED_BUDGET = /ms|\dx|%/;

// Written as `prettier --check` (part of `npm run lint`) wants it.
const text = report();
await writeFile(
  outFile,
  await prettier.format(text, { ...(await prettier.resolveConfig(outFile)), filepath: outFile }),
);
log(`wrote ${path.relative(rootDir, outFile)}`);

// --- The report ----------------------------------------------------------------------------------

function judged(part, rows) {
  const load = results.load[part]?.before;
  if (load === undefined || load <= LOAD_LIMIT) return rows;
  return rows.map((row) =>
    TIMED_BUDGET.test(row[4]) && /met|missed/.test(row[5])
      ? [...row.slice(0, 5), `not judged (load ${load.toFixed(1)})`]
      : row,
  );
}

function yes(met) {
  return met ? 'met' : '**missed**';
}

function ms(value) {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
}

function report() {
  const lines = [];
  const out = (...more) => lines.push(...more);
  const { bundle, firstPaint, rendering, server, testTime } = results;
  const misses = [];

  out(
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.mjs) on ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC; do not edit by hand.`,
    'Every figure is a ratio against a baseline measured in the same run, so the load of the shared',
    'machine falls on both sides. Benchmarks, not tests: `npm test` runs none of this.',
    '',
    '## Machine and versions',
    '',
    `- Machine: ${machineStart.cpus} CPUs (nproc), ${machineStart.cpuModel}, ${machineStart.memoryGiB} GiB memory.`,
    `- Load average (1, 5, 15 min): ${machineStart.loadavg.join(', ')} at the start, ${machineEnd.loadavg.join(', ')} at the end` +
      ' (other sessions share this machine).',
    `- Node ${process.version}; Chromium ${chromiumVersion} (headless, ${chromiumPath}); Playwright ${version('playwright')}.`,
    `- react ${version('react')}, react-dom ${version('react-dom')}, react-router-dom ${version('react-router-dom')},` +
      ` @tanstack/react-query ${version('@tanstack/react-query')}, @trpc/client ${version('@trpc/client')},` +
      ` @trpc/server ${version('@trpc/server')}, superjson ${version('superjson')}, react-intl ${version('react-intl')},` +
      ` styled-components ${version('styled-components')}, @floating-ui/react ${version('@floating-ui/react')},` +
      ` vite ${version('vite')}, fastify ${version('fastify')}, ws ${version('ws')}, @electric-sql/pglite ${version('@electric-sql/pglite')}.`,
    `- Source: git ${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' with uncommitted changes' : ''}.`,
    `- Settings: ${clients} WebSocket clients, poll period ${periodMs / 1000} s, ${loads} cold loads per page.`,
    `- A timed budget is judged only when the 1-minute load average at the start of its part was at most`,
    `  ${LOAD_LIMIT.toFixed(1)} (1.5 per CPU); otherwise the summary says "not judged" with that load. Before each timed part the`,
    '  bench waits up to 2 minutes for the load left by the part before it to fall to that limit. Each part:',
    '',
    '| Part | load at start | load at end | seconds |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(results.load).map(
      ([part, l]) => `| ${part} | ${l.before.toFixed(2)} | ${l.after.toFixed(2)} | ${l.seconds.toFixed(0)} |`,
    ),
    '',
  );

  // Summary rows are filled as the sections are written.
  const summary = [];
  const body = [];
  const b = (...more) => body.push(...more);

  if (bundle) {
    const { app, floor, bare, appShares, floorShares } = bundle;
    const overFloor = app.initialJs - floor.js;
    const budgetJs = overFloor <= 25_000;
    const langs = Object.entries(app.languages).sort();
    const worstLang = Math.max(...langs.map(([, l]) => l.largest));
    const langsOk = worstLang < 8_000;
    const pageRoutes = app.routes.filter((r) => r.name !== 'ShellLayout');
    const biggestRoute = pageRoutes.reduce((max, r) => (r.added > max.added ? r : max), pageRoutes[0]);
    const routesOk = pageRoutes.every((r) => r.added <= 30_000);
    summary.push(
      [
        `Initial JS, manager's first page`,
        `${kB(app.initialJs)} kB`,
        `floor ${kB(floor.js)} kB; bare ${kB(bare.js)} kB`,
        `${(app.initialJs / floor.js).toFixed(2)}x floor; ${(app.initialJs / bare.js).toFixed(2)}x bare`,
        'floor + 25 kB',
        yes(budgetJs),
      ],
      ['Largest language chunk', `${kB(worstLang)} kB`, '', '', '< 8 kB each', yes(langsOk)],
      [
        'Largest page route chunk beyond the shared chunks',
        `${kB(biggestRoute.added)} kB`,
        biggestRoute.name,
        '',
        '≤ 30 kB each',
        yes(routesOk),
      ],
    );
    if (!budgetJs) misses.push(['bundle', overFloor - 25_000]);
    if (!routesOk) misses.push(['routes', pageRoutes.filter((r) => r.added > 30_000)]);
    b(
      '## Bundle',
      '',
      'The app is built with its own vite.config.ts through the Vite JS API into a temporary folder with',
      "`build.manifest: true`. The initial JS of a signed-in manager's first page (`/manager/dashboard`) is",
      'the entry chunk of index.html and its static imports (the shell among them), plus the route chunk that',
      'page loads (Dashboard) and its static imports, all read from the manifest (and',
      'checked against what Chromium requested, below). Sizes are gzip -9 of the built files.',
      'Baselines built in the same run: the **dependency floor** (bench/fixtures/floor: the same libraries',
      'used the same way, no app code) and a **bare React 19** hello world (bench/fixtures/bare).',
      '',
      '| Build | JS gzip | CSS gzip |',
      '| --- | ---: | ---: |',
      `| App, manager's first page (initial) | ${kB(app.initialJs)} kB | ${kB(app.initialCss)} kB |`,
      `| App, everything emitted | ${kB(app.all.js)} kB | ${kB(app.all.css)} kB |`,
      `| Dependency floor | ${kB(floor.js)} kB | ${kB(floor.css)} kB |`,
      `| Bare React 19 page | ${kB(bare.js)} kB | ${kB(bare.css)} kB |`,
      '',
      `Initial JS is the floor **${overFloor >= 0 ? '+' : ''}${kB(overFloor)} kB** (budget +25 kB: ${yes(budgetJs)}), ` +
        `${(app.initialJs / bare.js).toFixed(2)}x the bare page. CSS: styled-components injects its styles at run time, so no CSS file is emitted.`,
      '',
      'Initial chunks:',
      '',
      '| Chunk | gzip | loaded by |',
      '| --- | ---: | --- |',
      ...app.initialFiles.map(
        (f) => `| ${f.file} | ${kB(f.gzip)} kB | ${f.route ? 'the route (lazy)' : 'the entry'} |`,
      ),
      '',
      "Language chunks (only the active language's are downloaded: the kit's messages and the app's core",
      "catalog at start, each area's folder of the app, src/areas/<area>/messages/, with the pages that show",
      "it; the kit's English is its fallback, imported statically, so it is part of the entry). The budget",
      'applies to each chunk; "all" is what a session that visits every page downloads of its language:',
      '',
      '| Language | largest chunk | all | chunks |',
      '| --- | ---: | ---: | --- |',
      ...langs.map(
        ([locale, l]) =>
          `| ${locale} | ${kB(l.largest)} kB | ${kB(l.total)} kB | ${l.parts.map((p) => `${p.part} ${kB(p.gzip)} kB`).join(', ')} |`,
      ),
    );
    const english = appShares.find((s) => s.owner.startsWith('English'));
    if (english)
      b(
        '',
        `English messages inside the initial JS: about ${kB(english.gzip)} kB gzip (estimate, see the attribution below).`,
      );
    b(
      '',
      `Every language chunk is under 8 kB: ${yes(langsOk)}.`,
      '',
      'Route chunks (own size; "adds" = what navigating there downloads beyond the shared chunks, the entry',
      "and the shell, its static imports included, and in how many files; budget 30 kB each; the shell's own",
      'row counts beyond the entry):',
      '',
      '| Route chunk | gzip | adds | files | budget |',
      '| --- | ---: | ---: | ---: | --- |',
      ...app.routes.map(
        (r) =>
          `| ${r.name} | ${kB(r.gzip)} kB | ${kB(r.added)} kB | ${r.files} | ${r.name === 'ShellLayout' ? '' : yes(r.added <= 30_000)} |`,
      ),
      '',
      "Where the initial JS goes (estimate: each owner's tree-shaken modules gzipped alone, scaled to the real",
      'total; the floor column is the same for the floor build):',
      '',
      '| Owner | app initial | floor |',
      '| --- | ---: | ---: |',
    );
    const owners = new Set([...appShares.map((s) => s.owner), ...floorShares.map((s) => s.owner)]);
    const rows = [...owners].map((owner) => ({
      owner,
      app: appShares.find((s) => s.owner === owner)?.gzip ?? 0,
      floor: floorShares.find((s) => s.owner === owner)?.gzip ?? 0,
    }));
    rows.sort((x, y) => y.app - x.app);
    for (const row of rows.filter((r) => r.app >= 500 || r.floor >= 500))
      b(`| ${row.owner} | ${kB(row.app)} kB | ${kB(row.floor)} kB |`);
    b('');
    results.bundleRows = rows;
  }

  if (firstPaint) {
    const fp = firstPaint;
    const paintOk = fp.ratio <= 1.5;
    const spinnerOk = fp.spinnerFrames === 0;
    // Danish arrived (as chunks, or in the HTML) and nothing of another language did.
    const onlyActive =
      fp.messageChunksEnglish.every((l) => l === 'en') &&
      fp.messageIslandEnglish.every((l) => l === null || l === 'en') &&
      fp.messageChunksDanish.every((l) => l === 'da') &&
      (fp.messageChunksDanish.length > 0 || fp.messageIslandDanish === 'da');
    summary.push(
      ...judged('firstPaint', [
        [
          'First paint, signed-in manager (median)',
          ms(fp.app.median),
          `bare page ${ms(fp.bare.median)}`,
          `${fp.ratio.toFixed(2)}x`,
          '≤ 1.5x bare',
          yes(paintOk),
        ],
        [
          'Vehicle register, first rows (median)',
          ms(fp.register.median),
          `dashboard first paint ${ms(fp.app.median)}`,
          `${fp.registerRatio.toFixed(2)}x`,
          '≤ 1.5x dashboard',
          yes(fp.registerRatio <= 1.5),
        ],
        [
          'Dashboard tiles with their numbers (median)',
          ms(fp.tiles.median),
          `empty dashboard (shell) ${ms(fp.app.median)}`,
          `${fp.tilesRatio.toFixed(2)}x`,
          '≤ 1.5x empty dashboard',
          yes(fp.tilesRatio <= 1.5),
        ],
        ...(fp.emulated
          ? [
              [
                'First paint over 100 ms RTT, 10 Mbit/s (median)',
                ms(fp.emulated.app.median),
                `bare page ${ms(fp.emulated.bare.median)}`,
                `${fp.emulated.ratio.toFixed(2)}x`,
                '≤ 1.5x bare',
                yes(fp.emulated.ratio <= 1.5),
              ],
            ]
          : []),
        ['Spinner frames on signed-in first loads', String(fp.spinnerFrames), '', '', '0', yes(spinnerOk)],
        ['Only the active language downloaded', onlyActive ? 'yes' : 'no', '', '', 'yes', yes(onlyActive)],
      ]),
    );
    if (!paintOk) misses.push(['paint', fp.ratio]);
    b(
      '## First paint',
      '',
      `Headless Chromium (Playwright, the flags of vitest.workspace.ts) loads \`/manager/dashboard\` from the real`,
      'server (packages/server/dist/main.js in its own process, embedded database in a temporary DATA_DIR, loopback).',
      'The demo manager signed in once through `POST /api/auth/login`; every load reuses that session cookie in',
      `a new browser context with the HTTP cache disabled (CDP), loaded once Chromium's processes are idle after opening it`,
      `(a new context opens a window whose omnibox popup starts up for about 2 s of CPU; bench/lib.mjs \`waitForChromiumIdle\`).`,
      `${fp.loads} cold loads of the app alternate with ${fp.loads} of`,
      'the bare React page (the baseline) and of the dependency floor, each served from its build by a tiny Fastify +',
      "@fastify/static server (bench/static-server.mjs) in its own process, with the app's own security headers",
      '(served the same way: the CSP, and Cross-Origin-Opener-Policy, which makes Chromium open the page in a',
      'renderer process of its own, as any navigation from another site does); one uncounted warm-up of each goes first.',
      "The bare page is also loaded without those headers, for comparison: Chromium then reuses the blank tab's process.",
      "An init script's MutationObserver notes when the sidebar holds the user's name (the bare page and the floor:",
      'their text) and the next animation frame is taken as painted; times are from navigation start',
      '(performance.now()). The same observer counts spinner (`data-testid="spinner"`) appearances. "HTML" and',
      '"scripts" are when the document and the last script finished arriving (Resource Timing): what comes after',
      'the scripts is JavaScript evaluation and rendering.',
      '',
      '| Page | median | p90 | best | median, marker in DOM | HTML received | scripts received |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| App, signed-in manager | ${ms(fp.app.median)} | ${ms(fp.app.p90)} | ${ms(fp.app.min)} | ${ms(fp.app.domMedian)} | ${ms(fp.app.htmlMedian)} | ${ms(fp.app.scriptsMedian)} |`,
      `| Bare React 19 page (baseline) | ${ms(fp.bare.median)} | ${ms(fp.bare.p90)} | ${ms(fp.bare.min)} | ${ms(fp.bare.domMedian)} | ${ms(fp.bare.htmlMedian)} | ${ms(fp.bare.scriptsMedian)} |`,
      `| Dependency floor (for comparison) | ${ms(fp.floor.median)} | ${ms(fp.floor.p90)} | ${ms(fp.floor.min)} | ${ms(fp.floor.domMedian)} | ${ms(fp.floor.htmlMedian)} | ${ms(fp.floor.scriptsMedian)} |`,
      ...(fp.barePlain
        ? [
            `| Bare page without the app's headers (for comparison) | ${ms(fp.barePlain.median)} | ${ms(fp.barePlain.p90)} | ${ms(fp.barePlain.min)} | ${ms(fp.barePlain.domMedian)} | ${ms(fp.barePlain.htmlMedian)} | ${ms(fp.barePlain.scriptsMedian)} |`,
          ]
        : []),
      `| Vehicle register, first rows | ${ms(fp.register.median)} | ${ms(fp.register.p90)} | ${ms(fp.register.min)} | ${ms(fp.register.domMedian)} | ${ms(fp.register.htmlMedian)} | ${ms(fp.register.scriptsMedian)} |`,
      `| Dashboard, tiles with numbers | ${ms(fp.tiles.median)} | ${ms(fp.tiles.p90)} | ${ms(fp.tiles.min)} | ${ms(fp.tiles.domMedian)} | ${ms(fp.tiles.htmlMedian)} | ${ms(fp.tiles.scriptsMedian)} |`,
      '',
      'The dashboard is also loaded for its tiles: the marker is the first StatCard that is no longer `aria-busy`,',
      'so the time includes `dashboard.summary` (which the server answers into the HTML: first-paint.md, "Pages with their data"). The empty dashboard it is compared with is the',
      `app's own first paint above (the shell at \`/manager/dashboard\` before any data): **${fp.tilesRatio.toFixed(2)}x** (budget ≤ 1.5x:`,
      `${yes(fp.tilesRatio <= 1.5)}).`,
      '',
      "The vehicle register (`/manager/vehicles`, the demo manager's 1,900-odd vehicles) is loaded cold the same way, alternating with the",
      'others; its marker is the first data row of the table (`tbody tr[data-row]`), so the time includes the',
      `register's first \`vehicles.list\` page, rendered into the HTML by the server: **${fp.registerRatio.toFixed(2)}x** the dashboard's first paint (budget ≤ 1.5x:`,
      `${yes(fp.registerRatio <= 1.5)}).`,
      '',
      `The floor (libraries only) paints at ${(fp.floor.median / fp.bare.median).toFixed(2)}x the bare page.`,
      '',
      `Ratio of medians: **${fp.ratio.toFixed(2)}x** (budget ≤ 1.5x: ${yes(paintOk)}).` +
        (fp.barePlain
          ? ` Against the bare page without the app's headers: ${(fp.app.median / fp.barePlain.median).toFixed(2)}x.`
          : ''),
      `Spinner frames over ${fp.loads} signed-in loads: ${fp.spinnerFrames} (${yes(spinnerOk)}).` +
        (fp.statusTexts.length
          ? ` Status texts seen: ${fp.statusTexts.map((t) => `"${t}"`).join(', ')}.`
          : ''),
      '',
      `Message chunks requested: English manager ${fp.messageChunksEnglish.join(', ') || 'none'};` +
        ` the same page with the \`NEXT_LOCALE=da\` cookie: ${fp.messageChunksDanish.join(', ') || 'none'}` +
        `; messages in the HTML: ${fp.messageIslandEnglish.map((l) => l ?? 'none').join(', ')} and ${fp.messageIslandDanish ?? 'none'}` +
        ` (${yes(onlyActive)}: only the active language).`,
      `JS files Chromium requested on the first counted load: ${fp.jsRequested.length}, ${kB(fp.observedJs)} kB gzip` +
        (bundle ? ` (the manifest-derived initial JS is ${kB(bundle.app.initialJs)} kB).` : '.'),
      '',
      'The server renders the page (the shell as HTML with its styles, hydrated in the browser) and',
      "preloads the route's chunks beside the entry (docs/decisions/first-paint.md).",
      '',
    );
    if (fp.emulated) {
      const em = fp.emulated;
      b(
        '### Over an emulated network',
        '',
        `The same cold loads with CDP \`Network.emulateNetworkConditions\` (${em.network.latency} ms added to each`,
        `round trip, ${(em.network.downloadThroughput * 8) / 1_000_000} Mbit/s each way), for the app and the bare page alike:`,
        `${em.loads} loads of each, alternating, after one uncounted warm-up of each. Here request waterfalls count.`,
        '',
        '| Page | median | p90 | best | HTML received | scripts received |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        `| App, signed-in manager | ${ms(em.app.median)} | ${ms(em.app.p90)} | ${ms(em.app.min)} | ${ms(em.app.htmlMedian)} | ${ms(em.app.scriptsMedian)} |`,
        `| Bare React 19 page (baseline) | ${ms(em.bare.median)} | ${ms(em.bare.p90)} | ${ms(em.bare.min)} | ${ms(em.bare.htmlMedian)} | ${ms(em.bare.scriptsMedian)} |`,
        '',
        `Ratio of medians: **${em.ratio.toFixed(2)}x** (budget ≤ 1.5x: ${yes(em.ratio <= 1.5)}; stretch ≤ 1.0x:` +
          ` ${em.ratio <= 1.0 ? 'met' : 'not met'}). Spinner frames: ${em.spinnerFrames}.`,
        '',
      );
    }
  }

  if (rendering) {
    const r = rendering;
    const outsideBadges = r.poll.rendered.sidebar + r.poll.rendered.main + r.poll.rendered.other;
    const pollOk = r.polled && outsideBadges === 0;
    const toggleContent = r.collapse.rendered.main + r.expand.rendered.main;
    const toggleOk = toggleContent === 0 && r.collapse.commits > 0;
    summary.push(
      [
        'Badge poll, unchanged counts: components rendered outside the badges',
        String(outsideBadges),
        `${r.poll.commits} commits`,
        '',
        '0',
        yes(pollOk),
      ],
      [
        'Sidebar toggle: page-content components rendered',
        String(toggleContent),
        `${r.collapse.commits} + ${r.expand.commits} commits`,
        '',
        '0',
        yes(toggleOk),
      ],
    );
    const row = (label, s) =>
      `| ${label} | ${s.commits} | ${s.rendered.badge} | ${s.rendered.sidebar} | ${s.rendered.main} | ${s.rendered.other} |`;
    b(
      '## Rendering',
      '',
      "Method: React's production build reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__` when a page defines",
      'one (that is how React DevTools inspects production sites). An init script (bench/render.mjs) installs a minimal',
      'hook and walks each committed fiber tree as DevTools does: a subtree whose child pointer did not change was not',
      "touched, and a component rendered in the commit when it is new or carries React's PerformedWork flag. The app is",
      'a separate production build without minification (same config otherwise) so component names survive, served',
      'by the real server. Each rendered component is placed by its ancestors: inside a NavBadge, elsewhere in the',
      'sidebar, in the page content (`<main>`), or elsewhere (providers, layout). No app code is changed for this.',
      '',
      `Badge poll: after the first answer and 2 s of quiet, the recorder waits for the app's own next 30 s poll of`,
      `my.myNavBadges (${r.polled ? 'seen on the WebSocket' : 'NOT seen'}; counts unchanged) and 1 s after it.`,
      "Sidebar toggle: one click on Minimize, 1 s, one click on Expand, 1 s. (The toggle's commits show the",
      'recorder does see commits; zero on the poll means React committed nothing.)',
      '',
      '| Action | commits | badge | sidebar | page content | other |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      row('Badge poll, unchanged counts', r.poll),
      row('Sidebar collapse', r.collapse),
      row('Sidebar expand', r.expand),
      '',
      `(component renders per place, summed over the commits). Poll budget (nothing outside the badges): ${yes(pollOk)};`,
      `toggle budget (no page content): ${yes(toggleOk)}.`,
      '',
    );
    const tops = [
      ['Badge poll', r.poll.top],
      ['Sidebar collapse', r.collapse.top],
    ].filter(([, top]) => top.length);
    for (const [label, top] of tops)
      b(`Most rendered in "${label}": ${top.map(([name, n]) => `${name} ×${n}`).join(', ')}.`, '');
    const outside = [...r.collapse.outside, ...r.expand.outside];
    if (outside.length)
      b(
        `Rendered outside the sidebar on a toggle: ${outside.map(([name, n]) => `${name} ×${n}`).join(', ')}.`,
        '',
      );
  }

  if (server) {
    const last = server.steps.at(-1);
    const p99Ok =
      last &&
      last.connected >= clients &&
      last.p99Runs.max < 50 &&
      last.errorsAllRuns === 0 &&
      last.timeoutsAllRuns === 0;
    const t = server.throughput;
    const tRatio = t.ratio.median;
    const tOk = tRatio >= 0.4;
    const range = (x, format) => `${format(x.median)} (min ${format(x.min)}, max ${format(x.max)})`;
    const rate = (value) => `${value.toFixed(0)}/s`;
    const percent = (value) => `${(value * 100).toFixed(1)}%`;
    summary.push(
      ...judged('server', [
        [
          `p99 latency at ${last?.connected ?? 0} clients (median of ${last?.p99Runs.runs.length ?? 0})`,
          last ? range(last.p99Runs, ms) : 'n/a',
          `p50 ${ms(last?.p50)}; echo server p99 ${ms(server.echoPoll?.p99)}`,
          server.echoPoll && last ? `${(last.p99 / server.echoPoll.p99).toFixed(1)}x echo p99` : '',
          `< 50 ms at ${clients}, every run`,
          yes(p99Ok),
        ],
        [
          `my.myNavBadges throughput (median of ${t.badges.runs.length})`,
          range(t.badges, rate),
          `echo ${range(t.echo, rate)}`,
          range(t.ratio, percent),
          '≥ 40% of echo',
          yes(tOk),
        ],
      ]),
    );
    if (server.memory)
      summary.push([
        'Server memory per connection (after forced GC)',
        server.memory.bytesPerConnection > 0
          ? `${kB(server.memory.bytesPerConnection)} kB`
          : 'could not tell',
        `heap at rest ${(server.memory.heapIdle / 2 ** 20).toFixed(0)} MiB`,
        '',
        'for the record',
        '',
      ]);
    if (!p99Ok) misses.push(['p99', last]);
    if (!tOk) misses.push(['throughput', tRatio]);
    b(
      '## Server',
      '',
      'The real server (packages/server/dist/main.js, embedded PGlite database in a temporary DATA_DIR) runs in its',
      'own process; the load generator (bench/load-client.mjs) in another, both on 127.0.0.1, each with its fd limit',
      'raised to the hard limit. The demo manager signs in once; every socket sends that session cookie and the',
      "app's Origin on the upgrade (many sockets share one session). Raw `ws` sockets speak tRPC 11's JSON-RPC",
      'messages (`{"id":n,"method":"query","params":{"input":{},"path":"my.myNavBadges"}}`, superjson) and answer the',
      `server's keep-alive PING. Clients are added in steps; at each step every client polls once per ${periodMs / 1000} s period,`,
      'the polls spread evenly over the period, for one period; latency is send to answer on the client. An answer',
      `missing 10 s after the period is a timeout. The last step polls ${last?.p99Runs.runs.length ?? 0} periods in a row; its row is`,
      `the median run's, and its p99 runs were ${last ? last.p99Runs.runs.map(ms).join(', ') : 'n/a'}.`,
      '',
      '| Clients | polls | p50 | p90 | p99 | max | errors | timeouts | closed | connect | server RSS after |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...server.steps.map(
        (s) =>
          `| ${s.connected} | ${s.sent} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.errors}${
            s.errors
              ? ` (${Object.entries(s.errorKinds)
                  .map(([k, v]) => `${k} ${v}`)
                  .join(', ')})`
              : ''
          } | ${s.timeouts} | ${s.closed} | ${s.connectSeconds.toFixed(1)} s | ${(s.rssPolled / 2 ** 20).toFixed(0)} MiB |`,
      ),
      ...(server.echoPoll
        ? [
            `| echo baseline, ${server.echoPoll.clients} | ${server.echoPoll.sent} | ${ms(server.echoPoll.p50)} | ${ms(server.echoPoll.p90)} | ${ms(server.echoPoll.p99)} | ${ms(server.echoPoll.max)} | ${server.echoPoll.errors} | ${server.echoPoll.timeouts} | ${server.echoPoll.closed} | | |`,
            '',
            'The last row is the baseline: the same clients and poll pattern against the raw `ws` echo server, which does',
            'no work, so its latency is what the shared machine and the load generator add by themselves.',
          ]
        : []),
      '',
      server.memory
        ? `Memory per connection: **${kB(server.memory.bytesPerConnection)} kB** of heap (V8 heap used + external + array buffers: ${(server.memory.heapIdle / 2 ** 20).toFixed(1)} MiB at rest, ${(server.memory.heapConnected / 2 ** 20).toFixed(1)} MiB with ${server.memory.connections} idle clients connected), each read right after two forced collections in the server (\`--expose-gc\`, bench/gc-preload.mjs), before the polling steps. RSS moved by ${kB(server.memory.rssBytesPerConnection)} kB per connection (${(server.memory.rssIdle / 2 ** 20).toFixed(0)} to ${(server.memory.rssConnected / 2 ** 20).toFixed(0)} MiB), which also counts socket buffers outside the heap and pages the allocator keeps.`
        : '',
      `p99 at ${clients} clients under 50 ms in every run, with no errors: ${yes(p99Ok)}.`,
      '',
      `Throughput: ${t.shape.total} requests on ${t.shape.sockets} fresh sockets, ${t.shape.window} in flight per socket, against the server`,
      `and against a raw \`ws\` echo server (bench/echo-server.mjs, its own process) sent the same text; ${t.badges.runs.length} runs each,`,
      'alternating; each badge run is compared with the echo run before it, and the median ratio is the figure.',
      '',
      '| Target | runs (req/s) | median | min | max |',
      '| --- | --- | ---: | ---: | ---: |',
      `| my.myNavBadges | ${t.badges.runs.map(rate).join(', ')} | ${rate(t.badges.median)} | ${rate(t.badges.min)} | ${rate(t.badges.max)} |`,
      `| ws echo | ${t.echo.runs.map(rate).join(', ')} | ${rate(t.echo.median)} | ${rate(t.echo.min)} | ${rate(t.echo.max)} |`,
      `| ratio | ${t.ratio.runs.map(percent).join(', ')} | ${percent(t.ratio.median)} | ${percent(t.ratio.min)} | ${percent(t.ratio.max)} |`,
      '',
      `my.myNavBadges runs at **${percent(tRatio)}** of the echo rate (budget ≥ 40%: ${yes(tOk)}).` +
        (t.failed ? ` ${t.failed} answers were errors.` : ''),
      '',
    );
  }

  if (results.badgeCost) {
    const badgeCost = badgeCostSection(results.badgeCost);
    summary.push(...badgeCost.summary);
    b(...badgeCost.body);
  }

  if (results.vehicles) {
    const vehicles = vehicleReport(results.vehicles);
    summary.push(...judged('vehicles', vehicles.summary));
    b(...vehicles.lines);
  }

  for (const part of areaParts) {
    if (!results[part.name]) continue;
    const area = part.report(results[part.name]);
    summary.push(...judged(part.name, area.summary));
    b(...area.lines);
  }

  if (results.flood) {
    const flood = floodSection(results.flood);
    summary.push(...judged('flood', flood.summary));
    b(...flood.body);
  }

  if (results.instances) {
    const instances = instancesSection(results.instances, yes);
    summary.push(...judged('instances', instances.summary));
    b(...instances.body);
  }

  if (results.interactive) {
    const interactive = interactiveSection(results.interactive, yes);
    summary.push(...judged('interactive', interactive.summary));
    b(...interactive.body);
  }

  if (results.datatable) {
    const dataTable = dataTableSection(results.datatable);
    summary.push(...judged('datatable', dataTable.summary));
    b(...dataTable.body);
  }

  b('## `npm test` wall time', '');
  if (testTime) {
    b(
      `${(testTime.seconds / 60).toFixed(1)} min (${testTime.seconds.toFixed(0)} s)` +
        (testTime.exitCode === null ? '' : `, exit code ${testTime.exitCode}`) +
        `; ${testTime.how}. For the record only: no budget.`,
      '',
    );
  } else {
    b(
      'Not measured in this run. `npm run bench -- --with-test-time` times a full `npm test` (lint, type-check and',
      'every test project, about 15 minutes) inside the bench; `BENCH_TEST_TIME_S=<seconds> npm run bench` records a',
      'figure timed elsewhere (e.g. `/usr/bin/time -f %e npm test`). For the record only: no budget.',
      '',
    );
  }

  if (Object.keys(results.errors).length) {
    b('## Sections that failed in this run', '');
    for (const [name, error] of Object.entries(results.errors))
      b(`- ${name}:`, '', '```', error.split('\n').slice(0, 8).join('\n'), '```', '');
  }

  b(...missNotes(misses));

  out(
    '## Summary',
    '',
    '| Figure | value | baseline | ratio | budget | |',
    '| --- | ---: | --- | ---: | --- | --- |',
    ...summary.map((row) => `| ${row.join(' | ')} |`),
    '',
    ...body,
  );
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** Why each missed budget is missed and what would close it, from this run's figures. */
function missNotes(misses) {
  if (misses.length === 0) return [];
  const notes = ['## Missed budgets: by how much, why, and what would close them', ''];
  for (const [kind, detail] of misses) {
    if (kind === 'bundle') {
      const rows = (results.bundleRows ?? [])
        .filter((r) => r.app - r.floor >= 1000)
        .sort((a, b) => b.app - b.floor - (a.app - a.floor));
      const own = (results.bundleRows ?? [])
        .filter((r) => r.owner.startsWith('@vognpark') || r.owner.startsWith('English'))
        .reduce((sum, r) => sum + r.app, 0);
      notes.push(
        `- **Initial JS** is ${kB(detail)} kB over the floor + 25 kB budget. Where the first page exceeds the floor`,
        `  (attribution table): ${rows.map((r) => `${r.owner} +${kB(r.app - r.floor)} kB`).join(', ')}.`,
        `  The kit's and the app's own code (English messages included) is about ${kB(own)} kB. Menus, dialogs,`,
        "  tooltips' bubbles, the notification panel and Floating UI already load when idle or on first use",
        '  (docs/decisions/first-paint.md, "Initial JS"); what is left is the code of what the first page shows',
        '  (sidebar, tooltip triggers, toasts, stat cards, page header, start-up, router, guard, route registry) and',
        "  library code the floor does not use (react-router's navigation, React Query's mutation cache, the tRPC",
        "  links). What would close it: the route registry's page table and the guard's rules out of the entry (the",
        '  server already decided the first route), toasts and the hidden search header on first use, and fewer,',
        '  larger shared chunks (many small ones compress worse).',
      );
    }
    if (kind === 'routes') {
      notes.push(
        `- **Page route chunks**: ${detail.map((r) => `${r.name} adds ${kB(r.added)} kB`).join(', ')} beyond the shared chunks (budget 30 kB).`,
        '  Drawers, vehicle tabs and the CSV writing already load on first use (docs/architecture.md, "Page chunks");',
        "  what is left is mostly the kit's DataTable (about 14 kB, of which @tanstack/virtual-core about 9 kB) and",
        '  the Toolbar, Combobox and Field the list pages show at once. What would close it: the virtualiser loaded',
        "  only once a list grows past what it renders in full, and the Combobox's popup on first open as the Menu's is.",
      );
    }
    if (kind === 'paint') {
      const fp = results.firstPaint;
      notes.push(
        `- **First paint** is ${detail.toFixed(2)}x the bare page (budget 1.5x; ${ms(fp.app.median)} against ${ms(fp.bare.median)}).`,
        `  The server renders the shell and the first screen's data into the HTML, which arrives at about ${ms(fp.app.htmlMedian)}`,
        `  (the bare page's at ${ms(fp.bare.htmlMedian)}); the sidebar with the name is in the DOM at ${ms(fp.app.domMedian)}. The gap is`,
        '  the main thread, shared by parsing the page and by the chunks it preloads. Modulepreload compiled each',
        '  chunk as it arrived, mid-parse; the server now sends fetch-only preloads (`rel="preload" as="script"`,',
        '  docs/decisions/first-paint.md, "Preloading"): side by side on a loaded machine, before the first page',
        '  also preloaded its feature messages, 2.00x with modulepreload against 1.63x fetch-only. Not yet traced: what',
        '  holds the sidebar between the HTML arriving and it being in the DOM. What would close it: that trace, and',
        '  less JavaScript for the first page to fetch and compile (the initial JS above).',
      );
    }
    if (kind === 'p99') {
      const s = detail;
      const t = results.server?.throughput;
      notes.push(
        `- **p99 at ${clients} clients** is ${ms(s?.p99)} (budget < 50 ms${s ? `, over by ${ms(s.p99 - 50)}` : ''}; ${s?.errors ?? '?'} errors, ${s?.timeouts ?? '?'} timeouts).` +
          ` ${clients} clients polling every ${periodMs / 1000} s ask ${(clients / (periodMs / 1000)).toFixed(0)} calls/s;` +
          (t ? ` the server's measured ceiling is ${t.badges.median.toFixed(0)} calls/s,` : '') +
          ' so answers queue up.' +
          (() => {
            const good = (results.server?.steps ?? []).filter(
              (x) => x.p99 < 50 && x.timeouts === 0 && x.errors === 0,
            );
            return good.length
              ? ` The largest step within budget was ${good.at(-1).connected} clients.`
              : ' No step stayed within budget.';
          })(),
        '  Why: with the session and the counts in memory (docs/instances.md) a poll does no database work, so',
        "  what is left is the server's one JavaScript thread: tRPC's parsing, middleware and superjson for each call,",
        '  the WebSocket frames, and the garbage of all that, on a 2-core machine whose other core runs the load',
        '  generator. A miss here says the step needed more calls per second than that thread gives.',
      );
    }
    if (kind === 'throughput')
      notes.push(
        `- **Throughput** of my.myNavBadges is ${(detail * 100).toFixed(1)}% of the echo rate (budget 40%, short by ${((0.4 - detail) * 100).toFixed(1)} points).`,
        '  Why: an echo does no work; a badge call, even answered from memory (the session and the counts are',
        "  cached: docs/instances.md), goes through tRPC's message parsing, its middleware (each layer copies the",
        '  context), superjson and a response frame, all on one JavaScript thread. What would close the rest: fewer',
        '  layers per call (one middleware already checks session, password and role), a precomputed answer text per',
        '  client, or pushing badge changes over a subscription instead of polling.',
      );
  }
  notes.push('');
  return notes;
}
