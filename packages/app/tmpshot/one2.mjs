import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3150', viewport: { width: 390, height: 844 } });
await context.request.post('/api/auth/login', { data: { email: 'user@example.com', password: 'demo' }, headers: { 'sec-fetch-site': 'same-origin' } });
const page = await context.newPage();
await page.goto('/manager/client');
await page.getByRole('heading', { level: 1 }).waitFor();
await page.waitForTimeout(2000);
await page.screenshot({ path: '/work/notes/shots11/driver-en-390-viewport.png' });

console.log(await page.evaluate(() => document.cookie));
await browser.close();
