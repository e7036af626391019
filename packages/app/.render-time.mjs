const { render } = await import('./dist/.ssr/entry-server.js');
const user = { id: 'u1', role: 'manager', email: 'manager@example.com', clientId: 'c1', language: 'en', mustChangePassword: false, contact: { name: 'Mette', surname: 'Sørensen' }, avatarUrl: null };
const req = (url) => ({ url, boot: { config: { WS_URL: 'ws://x/trpc', APP_URL: 'http://x' }, user, settings: { language: 'en' } }, cookie: '', acceptLanguage: 'en' });
for (const url of ['/manager/account', '/manager/dashboard', '/auth/login']) {
  for (let i = 0; i < 20; i++) await render(req(url));
  const t = [];
  for (let i = 0; i < 50; i++) { const t0 = performance.now(); const r = await render(req(url)); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  const r = await render(req(url));
  console.log(url, 'median', t[25].toFixed(1), 'ms; html', r.html?.length, 'head', r.head.length);
}
