/**
 * GET /api/annotations/photos/:photoId/web — the stored web copy of a photo in a batch, for an
 * admin, while its client is opted in; anything else answers 404 like an unknown id.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { sendStoredFile } from '../documents/transfer.js';
import { photoWebFile } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerAnnotationRoutes(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
) {
  app.get<{ Params: { photoId: string } }>('/api/annotations/photos/:photoId/web', async (request, reply) => {
    const session = await cookies.currentSession(request, reply);
    const admin = session && session.user.role === 'admin' && !session.user.mustChangePassword;
    const target =
      admin && UUID.test(request.params.photoId) ? await photoWebFile(db, request.params.photoId) : null;
    return sendStoredFile(db, request, reply, target);
  });
}
