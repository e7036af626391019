import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';

/** Builds the HTTP server: health check and the built app. */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(fastifyStatic, { root: config.appDistDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    return reply.code(404).send({ error: 'NOT_FOUND' });
  });
  return app;
}
