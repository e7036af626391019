import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const out = '/work/notes/shots11';
async function ctx(email, locale, width, height) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3150', viewport: { width, height } });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://127.0.0.1:3150' }]);
  const r = await context.request.post('/api/auth/login', { data: { email, password: 'demo' }, headers: { 'sec-fetch-site': 'same-origin' } });
  if (r.status() !== 200) throw new Error('login ' + r.status());
  return context;
}
const errors = [];
for (const [locale, width, height] of [['en', 1440, 900], ['da', 1280, 900], ['da', 390, 844], ['uk', 1440, 900]]) {
  const c = await ctx('manager@example.com', locale, width, height);
  const page = await c.newPage();
  page.on('pageerror', (e) => errors.push(`${locale} ${width} dashboard: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${locale} ${width} console: ${m.text()}`); });
  await page.goto('/manager/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/dash-${locale}-${width}.png`, fullPage: true });
  const tiles = await page.getByRole('list').first().innerText();
  console.log(locale, width, 'tiles:', tiles.replace(/\n+/g, ' | ').slice(0, 300));
  const rows = await page.locator('table').first().locator('tbody tr').count();
  console.log(locale, width, 'upcoming rows', rows, 'status', (await page.getByRole('status').allInnerTexts()).join(' / ').slice(0, 120));
  await c.close();
  const d = await ctx('user@example.com', locale, width, height);
  const p2 = await d.newPage();
  p2.on('pageerror', (e) => errors.push(`${locale} ${width} driver: ${e.message}`));
  await p2.goto('/manager/client');
  await p2.getByRole('heading', { level: 1 }).waitFor();
  await p2.waitForTimeout(1500);
  await p2.screenshot({ path: `${out}/driver-${locale}-${width}.png`, fullPage: true });
  console.log(locale, width, 'driver cards:', (await p2.locator('section').allInnerTexts()).map((t) => t.replace(/\n+/g, ' | ')).join(' ## ').slice(0, 600));
  await d.close();
}
console.log('errors', errors);
await browser.close();
