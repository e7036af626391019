/**
 * The baseline's server: Fastify with @fastify/static (the server type the app's server uses)
 * serving one built page on a loopback port. Run as its own process:
 * `node static-server.mjs DIR PORT [--app-headers]`. With `--app-headers` every answer carries the
 * app's own security headers (packages/server's registerSecurity: the CSP, and
 * Cross-Origin-Opener-Policy, which makes Chromium open the page in a renderer process of its own),
 * so that the page is served the same way as the app. It stops by itself after 15 minutes.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { contentSecurityPolicy, registerSecurity } from '../packages/server/dist/http/security.js';

const [dir, port, headers] = process.argv.slice(2);
const app = Fastify({ logger: false });
if (headers === '--app-headers')
  registerSecurity(app, {
    csp: contentSecurityPolicy(`ws://127.0.0.1:${port}/trpc`),
    secure: false,
    allowedOrigins: [],
  });
await app.register(fastifyStatic, {
  root: path.resolve(dir),
  index: false,
  wildcard: false,
  cacheControl: false,
  // The build's Brotli and gzip copies, as the app's server sends them.
  preCompressed: true,
  setHeaders: (reply, filePath) => {
    const hashed = filePath.split(path.sep).includes('assets');
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
app.get('/healthz', async () => ({ ok: true }));
app.get('/', (_request, reply) => reply.header('cache-control', 'no-store').sendFile('index.html'));
app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-store').sendFile('index.html'));
await app.listen({ port: Number(port), host: '127.0.0.1' });
setTimeout(() => process.exit(0), 15 * 60_000).unref();
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
