import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectBootData, type BootData } from '../boot.js';
import type { ServerConfig } from '../config.js';
import type { SessionCookies } from '../http/sessionCookie.js';
import { toPublicUser } from '../users.js';

export interface AppRouteOptions {
  config: Pick<ServerConfig, 'appDistDir' | 'wsUrl' | 'appUrl' | 'serveSourceMaps'>;
  cookies: SessionCookies;
}

/**
 * The built app: its static files, and every page path answered with index.html carrying the
 * boot data (config, the signed-in user, their settings). Other unknown paths answer 404.
 */
export async function registerAppRoutes(
  app: FastifyInstance,
  { config, cookies }: AppRouteOptions,
): Promise<void> {
  const indexPath = path.join(config.appDistDir, 'index.html');
  await app.register(fastifyStatic, {
    root: config.appDistDir,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // index.html is only served with the boot data (see servePage); source maps (our source code,
    // comments included) only when SERVE_SOURCE_MAPS opts in.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && (config.serveSourceMaps || !pathName.endsWith('.map')),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.split(path.sep).includes('assets');
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    let html: string;
    try {
      html = await readFile(indexPath, 'utf8');
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build`, then restart the server.');
    }
    const session = await cookies.currentSession(request, reply);
    const data: BootData = {
      config: { WS_URL: config.wsUrl, APP_URL: config.appUrl },
      user: session ? toPublicUser(session.user) : null,
      settings: session ? { language: session.user.language } : null,
    };
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(injectBootData(html, data));
  }

  app.get('/', servePage);
  // Pages look up the session: they count against the same per-address limit as the routes.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/trpc' &&
      (pathname === '/index.html' || !/\.[^/]*$/.test(pathname));
    if (isPage) return servePage(request, reply);
    return reply.code(404).send({ error: 'NOT_FOUND' });
  });
}
