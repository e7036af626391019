/**
 * First paint in headless Chromium: from navigation start to the sidebar showing the signed-in
 * manager's name, over cold loads (a new browser context each time, loaded once Chromium is idle
 * after opening it, HTTP cache disabled), against
 * the bare React page served by the same kind of server. Also watches for any spinner frame and
 * lists which message chunks each load requested.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSize, median, percentile, waitForChromiumIdle } from './lib.mjs';

/** Installed before any page script: records when the ready marker is in the DOM and painted. */
function observerScript({ readySelector, readyText }) {
  const state = {
    domReady: null,
    painted: null,
    htmlEnd: null,
    lastScriptEnd: null,
    spinnerFrames: 0,
    statusTexts: [],
  };
  Object.defineProperty(window, '__bench', { value: state });
  let spinnerShown = false;
  const check = () => {
    const spinner = document.querySelector('[data-testid="spinner"]');
    if (spinner && !spinnerShown) state.spinnerFrames += 1;
    spinnerShown = Boolean(spinner);
    for (const status of document.querySelectorAll('[role="status"]')) {
      const text = (status.textContent ?? '').trim();
      if (text && !status.closest('[hidden]') && !state.statusTexts.includes(text))
        state.statusTexts.push(text);
    }
    if (state.domReady !== null) return;
    const ready = document.querySelector(readySelector);
    if (ready && (!readyText || (ready.textContent ?? '').includes(readyText))) {
      state.domReady = performance.now();
      requestAnimationFrame(() => {
        // The frame after the DOM change: the marker is on screen.
        state.painted = performance.now();
        const navigation = performance.getEntriesByType('navigation')[0];
        state.htmlEnd = navigation ? navigation.responseEnd : null;
        const scripts = performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.initiatorType === 'script' || entry.initiatorType === 'link' || /\.js$/.test(entry.name),
          );
        state.lastScriptEnd = scripts.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0);
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The emulated network of the second series: 100 ms round trip (CDP's `latency` is added to every
 * request's round trip) and 10 Mbit/s each way, for the app and the bare page alike.
 */
export const emulatedNetwork = {
  offline: false,
  latency: 100,
  downloadThroughput: (10 * 1_000_000) / 8,
  uploadThroughput: (10 * 1_000_000) / 8,
};

async function coldLoad(browser, { url, cookies, readySelector, readyText, network }) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    await waitForChromiumIdle();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.addInitScript(observerScript, { readySelector, readyText });
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    // Polled from outside (page.waitForFunction evaluates a string, which the app's CSP forbids).
    const deadline = Date.now() + 30_000;
    while (!(await page.evaluate(() => window.__bench.painted !== null))) {
      if (Date.now() > deadline) throw new Error(`${url}: the ready marker never appeared`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const state = await page.evaluate(() => ({ ...window.__bench }));
    // The language of the messages the server put into the HTML (vognpark-messages), if any.
    const islandLocale = await page.evaluate(() => {
      try {
        return (
          JSON.parse(document.getElementById('vognpark-messages')?.textContent ?? 'null')?.locale ?? null
        );
      } catch {
        return null;
      }
    });
    return { ...state, requested, islandLocale };
  } finally {
    await context.close();
  }
}

/**
 * `app`: { url, cookie, outDir, messageFiles, userName }; `bare` and `floor`: { url }. Alternates
 * app, bare and floor loads so the shared machine's load falls on all alike.
 */
export async function measureFirstPaint(browser, { app, bare, barePlain, floor, loads }) {
  const appUrl = new URL(app.url);
  const [name, value] = app.cookie.split('=');
  const sessionCookie = { name, value, domain: appUrl.hostname, path: '/' };
  const appOptions = {
    url: `${app.url}/manager/dashboard`,
    cookies: [sessionCookie],
    readySelector: '[data-testid="sidebar"]',
    readyText: app.userName,
  };
  // The vehicle register's first rows (issue 14: within 1.5x the dashboard's first paint).
  const registerOptions = {
    url: `${app.url}/manager/vehicles`,
    cookies: [sessionCookie],
    readySelector: 'tbody tr[data-row]',
  };
  // The dashboard's tiles with their numbers (issue 15: within 1.5x the empty dashboard, that is the
  // shell's first paint above): a StatCard stops being aria-busy when its number is known.
  const tilesOptions = {
    url: `${app.url}/manager/dashboard`,
    cookies: [sessionCookie],
    readySelector: 'main ul > li > [data-tone]:not([aria-busy])',
  };
  const bareOptions = { url: `${bare.url}/`, cookies: [], readySelector: '[data-bench="ready"]' };
  // One warm-up of each (the server's first page render, Chromium's first process), not counted.
  await coldLoad(browser, appOptions);
  await coldLoad(browser, registerOptions);
  await coldLoad(browser, tilesOptions);
  await coldLoad(browser, bareOptions);
  const floorOptions = { ...bareOptions, url: `${floor.url}/` };
  await coldLoad(browser, floorOptions);
  const barePlainOptions = { ...bareOptions, url: `${barePlain.url}/` };
  await coldLoad(browser, barePlainOptions);
  const appRuns = [];
  const bareRuns = [];
  const floorRuns = [];
  const barePlainRuns = [];
  const registerRuns = [];
  const tilesRuns = [];
  for (let i = 0; i < loads; i += 1) {
    appRuns.push(await coldLoad(browser, appOptions));
    registerRuns.push(await coldLoad(browser, registerOptions));
    tilesRuns.push(await coldLoad(browser, tilesOptions));
    bareRuns.push(await coldLoad(browser, bareOptions));
    floorRuns.push(await coldLoad(browser, floorOptions));
    barePlainRuns.push(await coldLoad(browser, barePlainOptions));
  }
  // The same page with the Danish cookie: only Danish message chunks may be requested.
  const danish = await coldLoad(browser, {
    ...appOptions,
    cookies: [sessionCookie, { name: 'NEXT_LOCALE', value: 'da', domain: appUrl.hostname, path: '/' }],
  });
  const messageChunks = (run) =>
    [...new Set(run.requested.map((p) => app.messageFiles[p.replace(/^\//, '')]).filter(Boolean))].sort();
  const jsRequested = [...new Set(appRuns[0].requested.filter((p) => p.endsWith('.js')))];
  let observedJs = 0;
  for (const file of jsRequested) observedJs += gzipSize(await readFile(path.join(app.outDir, file)));
  const stats = (runs) => {
    const painted = runs.map((run) => run.painted);
    return {
      median: median(painted),
      p90: percentile(painted, 90),
      min: Math.min(...painted),
      domMedian: median(runs.map((r) => r.domReady)),
      htmlMedian: median(runs.map((r) => r.htmlEnd ?? NaN)),
      scriptsMedian: median(runs.map((r) => r.lastScriptEnd ?? NaN)),
    };
  };
  const appStats = stats(appRuns);
  const bareStats = stats(bareRuns);
  const registerStats = stats(registerRuns);
  const tilesStats = stats(tilesRuns);

  // The same pages over the emulated network, where request waterfalls count (fewer loads: each
  // is several round trips long).
  const emulatedLoads = Math.max(3, Math.ceil(loads / 3));
  const slow = { app: [], bare: [] };
  await coldLoad(browser, { ...appOptions, network: emulatedNetwork });
  await coldLoad(browser, { ...bareOptions, network: emulatedNetwork });
  for (let i = 0; i < emulatedLoads; i += 1) {
    slow.app.push(await coldLoad(browser, { ...appOptions, network: emulatedNetwork }));
    slow.bare.push(await coldLoad(browser, { ...bareOptions, network: emulatedNetwork }));
  }
  const slowApp = stats(slow.app);
  const slowBare = stats(slow.bare);
  const emulated = {
    loads: emulatedLoads,
    network: emulatedNetwork,
    app: slowApp,
    bare: slowBare,
    ratio: slowApp.median / slowBare.median,
    spinnerFrames: slow.app.reduce((sum, run) => sum + run.spinnerFrames, 0),
  };
  return {
    emulated,
    loads,
    app: appStats,
    register: registerStats,
    registerRatio: registerStats.median / appStats.median,
    tiles: tilesStats,
    tilesRatio: tilesStats.median / appStats.median,
    bare: bareStats,
    floor: stats(floorRuns),
    barePlain: stats(barePlainRuns),
    ratio: appStats.median / bareStats.median,
    spinnerFrames: appRuns.reduce((sum, run) => sum + run.spinnerFrames, 0),
    loadsWithSpinner: appRuns.filter((run) => run.spinnerFrames > 0).length,
    statusTexts: [...new Set(appRuns.flatMap((run) => run.statusTexts))],
    messageChunksEnglish: [...new Set(appRuns.flatMap(messageChunks))],
    messageChunksDanish: messageChunks(danish),
    // Server-rendered, the first screen's messages come in the HTML, not as chunks.
    messageIslandEnglish: [...new Set(appRuns.map((run) => run.islandLocale))],
    messageIslandDanish: danish.islandLocale,
    danishSpinnerFrames: danish.spinnerFrames,
    jsRequested,
    observedJs,
  };
}
