/**
 * GET /api/annotations/photos/:photoId/web — the stored web copy of a photo in a batch, for an
 * admin, while its client is opted in; anything else answers 404 like an unknown id.
 *
 * GET /api/annotations/datasets/:versionId/export?format=coco|yolo|yolo-seg — a frozen dataset version as
 * a ZIP, faces blurred (export.ts), streamed, for an admin; anything else answers 404 like an
 * unknown version; another format 400.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { contentDisposition, sendStoredFile } from '../documents/transfer.js';
import { versionForExport } from './datasets.js';
import { exportVersion } from './export.js';
import { DATASET_FORMATS, type DatasetFormat } from './model.js';
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

  app.get<{ Params: { versionId: string }; Querystring: { format?: string } }>(
    '/api/annotations/datasets/:versionId/export',
    async (request, reply) => {
      const session = await cookies.currentSession(request, reply);
      const admin = session && session.user.role === 'admin' && !session.user.mustChangePassword;
      const { versionId } = request.params;
      const version = admin && UUID.test(versionId) ? await versionForExport(db, versionId) : null;
      if (!version) return reply.code(404).send({ error: 'NOT_FOUND' });
      const format = request.query.format as DatasetFormat;
      if (!DATASET_FORMATS.includes(format)) return reply.code(400).send({ error: 'BAD_REQUEST' });
      reply.header('content-type', 'application/zip');
      reply.header(
        'content-disposition',
        contentDisposition('attachment', `vognpark-dataset-v${version.number}-${format}.zip`),
      );
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'no-store');
      return reply.send(exportVersion(db, versionId, version, format));
    },
  );
}
