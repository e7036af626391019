import type { FastifyInstance } from 'fastify';

/** Only JSON bodies; an empty one (what the browser sends to /api/auth/user) reads as {}. */
export function registerJsonBodies(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return defaultJsonParser(request, body as string, done);
  });
}

/** Paths whose next segment is a credential: a share link's or calendar feed's token, a tracker's secret. */
const SECRET_SEGMENTS = [
  ['/share/', ':token'],
  ['/feed/', ':token'],
  ['/api/tracker/', ':secret'],
] as const;

/**
 * The path a request line carries: no query, and a credential in the path (a share link's token,
 * a tracker's secret) replaced by its name, so the log never holds what opens a link or moves a
 * vehicle.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0]!;
  for (const [prefix, name] of SECRET_SEGMENTS)
    if (path.startsWith(prefix) && path.length > prefix.length)
      return prefix + name + path.slice(prefix.length).replace(/^[^/]*/, '');
  return path;
}

/** One structured line per request (instead of Fastify's two). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

/** Errors answer `{ error: CODE, message }`; server faults are logged and answer a bare 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'INTERNAL_SERVER_ERROR' });
    }
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 429
            ? 'TOO_MANY_REQUESTS'
            : 'BAD_REQUEST';
    return reply.code(status).send({ error: code, message: error.message });
  });
}
