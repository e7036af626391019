/**
 * The documents area's HTTP routes beside the tRPC socket (a file does not fit a socket message):
 *
 * POST /api/documents/upload?… — the body is the file's bytes (`application/octet-stream`, same
 *   origin only, like every state-changing call), streamed into the database chunk by chunk.
 *   Query: `fileName` and either `documentId` (a new version of that document) or `ownerKind`,
 *   `ownerId`, `type`, `title` and optionally `number`, `issuedOn`, `expiresOn`, `visibleToDriver`
 *   (a new document). Managers; a driver only a new document of their own outlay (ownerKind
 *   `expense`, an expense they recorded as paid by them on a vehicle they drive: another answers
 *   404, any other owner or a new version 403), which they then see. Answers 201 with the
 *   document, or `{ error, message }`: 401, 403, 400 BAD_REQUEST (with `field`), 404 NOT_FOUND
 *   (an owner or document not in the client), 413 TOO_LARGE / QUOTA_EXCEEDED, 415
 *   UNSUPPORTED_TYPE (by the bytes), 422 INVALID_FILE / IMAGE_TOO_LARGE, 400 EMPTY. Nothing is stored when an upload is refused.
 *
 * GET /api/documents/files/:versionId/:variant (original | web | thumb) — the bytes, read chunk
 *   by chunk; single byte ranges answer 206. Inline only for pictures and PDFs (everything else,
 *   and `?download=1`, is an attachment), always `nosniff` and a sandboxing CSP. Another client's
 *   id, or a document a driver may not see, answers 404 like an unknown id.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { refusalOf } from '../../http/refusal.js';
import { calendarDate } from '../../validation/dates.js';
import { singleLineText } from '../../validation/text.js';
import { checkOwnOutlay } from '../partners/outlays.js';
import { isImageType, sniffDocumentType } from './files.js';
import { isHeicType } from './heic.js';
import { DOCUMENT_OWNER_KINDS, DOCUMENT_TYPES, INLINE_FILE_TYPES } from './model.js';
import { extractPdfText, extractPictureText } from './pdfText.js';
import {
  checkDocument,
  checkOwner,
  createDocument,
  fileFor,
  supersede,
  type StoredFile,
} from './repository.js';
import { blobInfo, deleteBlobs, readBlobToBuffer, UploadRefused } from './storage.js';
import {
  admitUpload,
  receiveOriginal,
  safeFileName,
  sendStoredFile,
  storeImageDerivatives,
} from './transfer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const optionalDate = z.union([z.literal(''), calendarDate]).optional();

const uploadQuery = z.strictObject({
  fileName: singleLineText(200).trim().min(1),
  documentId: z.uuid().optional(),
  ownerKind: z.enum(DOCUMENT_OWNER_KINDS).optional(),
  ownerId: z.uuid().optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  title: singleLineText(200).trim().optional(),
  number: singleLineText(100).trim().optional(),
  issuedOn: optionalDate,
  expiresOn: optionalDate,
  visibleToDriver: z.enum(['true', 'false']).optional(),
});

export { contentDisposition, parseRange, safeFileName } from './transfer.js';

function refuse(reply: FastifyReply, status: number, error: string, message?: string, field?: string) {
  return reply.code(status).send({ error, ...(message && { message }), ...(field && { field }) });
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  { db, cookies, config }: { db: Db; cookies: SessionCookies; config: ServerConfig },
): void {
  const limits = config.documents;

  void app.register(async (scope) => {
    // The body stays a stream: it is read chunk by chunk below, never parsed or buffered.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.post('/api/documents/upload', { config: { rawUpload: true } }, async (request, reply) => {
      const session = await cookies.currentSession(request, reply);
      if (!session) return refuse(reply, 401, 'UNAUTHORIZED');
      const user = session.user;
      if (user.mustChangePassword) return refuse(reply, 403, 'PASSWORD_CHANGE_REQUIRED');
      // A driver attaches receipts to their own outlays and nothing else (checkOwnOutlay below).
      const driver = user.role === 'user';
      if ((user.role !== 'manager' && !driver) || !user.clientId) return refuse(reply, 403, 'FORBIDDEN');
      if (!/^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
        return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const parsed = uploadQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(reply, 400, 'BAD_REQUEST', issue?.message, String(issue?.path[0] ?? ''));
      }
      const query = parsed.data;
      if (driver && (query.documentId || query.ownerKind !== 'expense'))
        return refuse(reply, 403, 'FORBIDDEN');
      const actor = { userId: user.id, clientId: user.clientId };
      const date = (value: string | undefined) => (value ? value : null);

      // Who the file is for, before a byte is read.
      let owner: {
        ownerKind: (typeof DOCUMENT_OWNER_KINDS)[number];
        ownerId: string;
        vehicleId: string | null;
      } | null = null;
      try {
        if (query.documentId) await checkDocument(db, actor.clientId, query.documentId);
        else {
          if (!query.ownerKind) return refuse(reply, 400, 'BAD_REQUEST', 'Required', 'ownerKind');
          if (!query.ownerId) return refuse(reply, 400, 'BAD_REQUEST', 'Required', 'ownerId');
          if (!query.type) return refuse(reply, 400, 'BAD_REQUEST', 'Required', 'type');
          if (driver) await checkOwnOutlay(db, actor, query.ownerId);
          const { vehicleId } = await checkOwner(db, actor.clientId, {
            ownerKind: query.ownerKind,
            ownerId: query.ownerId,
          });
          owner = { ownerKind: query.ownerKind, ownerId: query.ownerId, vehicleId };
        }
      } catch (error) {
        return answerError(reply, error);
      }

      const written: string[] = [];
      try {
        const quotaLeft = await admitUpload(db, request, reply, actor.clientId, limits);
        const original = await receiveOriginal(
          db,
          request,
          reply,
          actor.clientId,
          { maxBytes: limits.maxFileBytes, quotaLeft },
          sniffDocumentType,
        );
        written.push(original.id);
        const file: StoredFile = {
          fileName: safeFileName(query.fileName),
          contentType: original.contentType,
          size: original.size,
          sha256: original.sha256,
          originalBlobId: original.id,
          webBlobId: null,
          thumbBlobId: null,
          width: null,
          height: null,
          pages: null,
          text: '',
          textStatus: 'none',
        };
        if (isImageType(original.contentType)) {
          const image = await storeImageDerivatives(db, actor.clientId, original, written);
          file.width = image.width;
          file.height = image.height;
          file.webBlobId = image.webBlobId;
          file.thumbBlobId = image.thumbBlobId;
          // A photo of a document: its text recognised in the worker, in this client's turn,
          // under the same limits (pdfText.ts); a HEIC's from its decoded JPEG (heic.ts).
          const info = (await blobInfo(db, original.id))!;
          const { text, status } = isHeicType(original.contentType)
            ? await extractPictureText(
                actor.clientId,
                image.readable.length,
                async (begin, end) => image.readable.subarray(begin, end),
                limits.text,
              )
            : await extractPictureText(
                actor.clientId,
                info.size,
                (begin, end) => readBlobToBuffer(db, info, begin, end - 1),
                limits.text,
              );
          file.text = text;
          file.textStatus = status;
        } else if (original.contentType === 'application/pdf') {
          // In the worker, in this client's turn, under the time and memory limits (pdfText.ts):
          // a PDF stopped at a limit is stored with the text found until then and its status.
          const info = (await blobInfo(db, original.id))!;
          const { pages, text, status } = await extractPdfText(
            actor.clientId,
            info.size,
            (begin, end) => readBlobToBuffer(db, info, begin, end - 1),
            limits.text,
          );
          file.pages = pages;
          file.text = text;
          file.textStatus = status;
        }
        const fields = {
          number: query.number,
          issuedOn: query.issuedOn === undefined ? undefined : date(query.issuedOn),
          expiresOn: query.expiresOn === undefined ? undefined : date(query.expiresOn),
        };
        const item = query.documentId
          ? await supersede(db, actor, query.documentId, file, fields)
          : await createDocument(
              db,
              actor,
              owner!,
              {
                type: query.type!,
                title: query.title || file.fileName.replace(/\.[^.]*$/, '') || file.fileName,
                number: query.number ?? '',
                issuedOn: fields.issuedOn ?? null,
                expiresOn: fields.expiresOn ?? null,
                // What a driver attaches, they see again.
                visibleToDriver: driver || query.visibleToDriver === 'true',
              },
              file,
            );
        return reply.code(201).send(item);
      } catch (error) {
        await deleteBlobs(db, written);
        return answerError(reply, error);
      }
    });
  });

  app.get<{ Params: { versionId: string; variant: string }; Querystring: { download?: string } }>(
    '/api/documents/files/:versionId/:variant',
    async (request, reply) => {
      const { versionId, variant } = request.params;
      const session = await cookies.currentSession(request, reply);
      const user = session?.user;
      const reader =
        user && !user.mustChangePassword && user.clientId && (user.role === 'manager' || user.role === 'user')
          ? { clientId: user.clientId, driverUserId: user.role === 'user' ? user.id : null }
          : null;
      const ok =
        reader &&
        UUID.test(versionId) &&
        (variant === 'original' || variant === 'web' || variant === 'thumb');
      const target = ok ? await fileFor(db, reader, versionId, variant) : null;
      return sendStoredFile(
        db,
        request,
        reply,
        target && {
          ...target,
          inline: INLINE_FILE_TYPES.includes(target.contentType) && request.query.download === undefined,
        },
      );
    },
  );
}

function answerError(reply: FastifyReply, error: unknown) {
  if (error instanceof UploadRefused) return refuse(reply, error.status, error.code, error.message);
  const refusal = refusalOf(error);
  if (refusal) return reply.code(refusal.status).send(refusal.body);
  throw error;
}
