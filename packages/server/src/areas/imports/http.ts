/**
 * The vehicle import's HTTP routes (a file does not fit a socket message), managers only, same
 * origin only like every state-changing call, the file's bytes as the body
 * (`application/octet-stream`):
 *
 * POST /api/imports/vehicles/preview?fileName=… — 200 with the ImportPreview; writes nothing.
 * POST /api/imports/vehicles/confirm?fileName=…&importId=<uuid> — the same file again: 200 with
 *   the ImportResult (a repeated importId answers the first result).
 *
 * Refusals answer `{ error }` (ImportRefusal): 401 UNAUTHORIZED, 403 FORBIDDEN, 400 BAD_REQUEST,
 * 413 too_large, 415 unsupported_type, 409 CONFLICT (a plate was added meanwhile: preview again),
 * 422 for the rest of the file errors (`missing_columns` with `columns`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { readUpload } from '../../tabular/read.js';
import { singleLineText } from '../../validation/text.js';
import type { ImportRefusal } from './model.js';
import { IMPORT_LIMITS, ImportRefused } from './parse.js';
import { confirmImport, ImportConflict, previewImport, type ImportActor } from './repository.js';

const previewQuery = z.strictObject({ fileName: singleLineText(200).trim().min(1) });
const confirmQuery = z.strictObject({ fileName: previewQuery.shape.fileName, importId: z.uuid() });

const STATUS: Record<string, number> = { too_large: 413, unsupported_type: 415 };

function refuse(reply: FastifyReply, status: number, body: ImportRefusal) {
  return reply.code(status).send(body);
}

export function registerImportRoutes(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    for (const step of ['preview', 'confirm'] as const)
      scope.post(`/api/imports/vehicles/${step}`, { config: { rawUpload: true } }, async (request, reply) => {
        const session = await cookies.currentSession(request, reply);
        if (!session) return refuse(reply, 401, { error: 'UNAUTHORIZED' });
        const user = session.user;
        if (user.mustChangePassword || user.role !== 'manager' || !user.clientId)
          return refuse(reply, 403, { error: 'FORBIDDEN' });
        if (!/^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
          return refuse(reply, 415, { error: 'unsupported_type' });
        const query = (step === 'preview' ? previewQuery : confirmQuery).safeParse(request.query ?? {});
        if (!query.success) return refuse(reply, 400, { error: 'BAD_REQUEST' });
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > IMPORT_LIMITS.maxFileBytes) return refuse(reply, 413, { error: 'too_large' });
        const bytes = await readUpload(request.body as AsyncIterable<Buffer>, IMPORT_LIMITS.maxFileBytes);
        if (!bytes) return refuse(reply, 413, { error: 'too_large' });
        const actor: ImportActor = { userId: user.id, clientId: user.clientId };
        const { fileName } = query.data;
        try {
          if (step === 'preview') return reply.send(await previewImport(db, actor, bytes, fileName));
          const { importId } = query.data as z.output<typeof confirmQuery>;
          return reply.send(await confirmImport(db, actor, importId, bytes, fileName));
        } catch (error) {
          if (error instanceof ImportRefused)
            return refuse(reply, STATUS[error.code] ?? 422, {
              error: error.code,
              ...(error.columns.length > 0 && { columns: error.columns }),
            });
          if (error instanceof ImportConflict) return refuse(reply, 409, { error: 'CONFLICT' });
          throw error;
        }
      });
  });
}
