/**
 * An A/B of cold loads: the same page from two (or more) builds of the app, or of the server,
 * loaded in turn, each in a new browser context once Chromium is idle (as bench/interactive.mjs),
 * signed in as the demo manager. Prints, per build, the medians of when the first sidebar link is in
 * the DOM ("visible"), when it has its React handler ("interactive") and when the page's first
 * control has one ("page"), and every load's interactive. For docs/decisions/first-paint.md ("The
 * eighth step"); not part of `npm run bench`. Builds nothing.
 *
 *   node bench/ab-load.mjs /manager/vehicles 10 packages/app/dist /tmp/other-dist
 *   node bench/ab-load.mjs vehicle 10 packages/app/dist,packages/server/dist-old/main.js packages/app/dist
 *
 * A build is `<app dist directory>[,<server main.js>]` (the server defaults to
 * packages/server/dist/main.js; another server's build must lie under packages/server, as
 * `dist-old` above, where Node finds its dependencies). The page `vehicle` is the register's first vehicle. NET=1 loads
 * over the bench's emulated network (100 ms RTT, 10 Mbit/s).
 */
import path from 'node:path';
import { chromium } from 'playwright';
import { emulatedNetwork } from './first-paint.mjs';
import {
  chromiumArgs,
  chromiumPath,
  installHandlerCheck,
  median,
  signIn,
  sidebarLinkSelector,
  startRealServer,
  waitForChromiumIdle,
} from './lib.mjs';

const [target, roundsArg, ...builds] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!target || !(rounds > 0) || builds.length < 2) {
  console.error('usage: node bench/ab-load.mjs <path|vehicle> <rounds> <build> <build> [<build>…]');
  process.exit(2);
}

const servers = [];
for (const build of builds) {
  const [dist, main] = build.split(',');
  servers.push(
    await startRealServer({
      appDistDir: path.resolve(dist),
      ...(main && { main: path.resolve(main) }),
      startTimeoutMs: 600_000,
    }),
  );
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const sessions = [];
  const paths = [];
  for (const server of servers) {
    const cookie = await signIn(server.url);
    const [name, value] = cookie.split('=');
    sessions.push([{ name, value, domain: '127.0.0.1', path: '/' }]);
    if (target !== 'vehicle') paths.push(target);
    else {
      const register = await fetch(`${server.url}/manager/vehicles`, { headers: { cookie } });
      paths.push(/\/manager\/vehicles\/[0-9a-f-]{36}/.exec(await register.text())[0]);
    }
  }

  const load = async (index) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    try {
      await context.addCookies(sessions[index]);
      const page = await context.newPage();
      await waitForChromiumIdle();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      if (process.env.NET) await cdp.send('Network.emulateNetworkConditions', emulatedNetwork);
      let report;
      const reported = new Promise((resolve) => (report = resolve));
      await page.exposeBinding('__abReport', (_source, times) => report(times));
      await installHandlerCheck(page);
      await page.addInitScript((linkSelector) => {
        const times = { visible: null, interactive: null, page: null };
        const tick = () => {
          const link = document.querySelector(linkSelector);
          if (link && times.visible === null) times.visible = performance.now();
          if (link && times.interactive === null && window.__benchHandled(link, 'onClick'))
            times.interactive = performance.now();
          const control = document.querySelector('main :is(a[href], button, input)');
          if (control && times.page === null && window.__benchHandled(control))
            times.page = performance.now();
          if (times.interactive !== null && times.page !== null) window.__abReport(times);
          else setTimeout(tick, 2);
        };
        tick();
      }, sidebarLinkSelector);
      await page.goto(servers[index].url + paths[index], { waitUntil: 'commit' });
      return await reported;
    } finally {
      await context.close();
    }
  };

  for (let index = 0; index < servers.length; index++) await load(index);
  const results = servers.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (let index = 0; index < servers.length; index++) results[index].push(await load(index));
  for (const [index, build] of builds.entries()) {
    const at = (key) => Math.round(median(results[index].map((times) => times[key])));
    console.log(
      `${build}: visible ${at('visible')} ms, interactive ${at('interactive')} ms, page ${at('page')} ms` +
        ` | ${results[index].map((times) => Math.round(times.interactive)).join(' ')}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
