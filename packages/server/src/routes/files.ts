import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { readFileFor } from '../files.js';
import type { SessionCookies } from '../http/sessionCookie.js';

/** GET /api/files/:id: a stored file the signed-in user may see, else 404. */
export function registerFileRoutes(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
): void {
  app.get<{ Params: { id: string } }>('/api/files/:id', async (request, reply) => {
    const session = await cookies.currentSession(request, reply);
    const file = session ? await readFileFor(db, session.user, request.params.id) : null;
    if (!file) return reply.code(404).send({ error: 'NOT_FOUND' });
    reply.header('content-type', file.contentType);
    reply.header('cache-control', 'private, max-age=300');
    reply.header('content-disposition', 'inline');
    // A stored file is never a document that runs: no scripts even if someone stored SVG/HTML.
    reply.header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    );
    reply.header('cross-origin-resource-policy', 'same-origin');
    return reply.send(file.data);
  });
}
