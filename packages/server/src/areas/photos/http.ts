/**
 * The photos area's HTTP routes (docs/photos.md), through the document store's transfer
 * (../documents/transfer.ts):
 *
 * POST /api/photos/upload?ownerKind=&ownerId=[&checkItem=][&angle=] — the body is the picture's bytes
 *   (`application/octet-stream`, same origin only). Managers, and drivers for their vehicles'
 *   inspections and their own reports. Answers 201 with the photo, or `{ error, message }`: 401,
 *   403, 400 BAD_REQUEST, 404 NOT_FOUND, 413 TOO_LARGE / QUOTA_EXCEEDED, 415 UNSUPPORTED_TYPE (by
 *   the bytes: only JPEG, PNG, WebP, HEIC), 422 INVALID_FILE / IMAGE_TOO_LARGE (a decompression
 *   bomb's dimensions), 400 EMPTY. Nothing is stored when a photo is refused. A check-out's or
 *   check-in's front or rear photo has its plate read in the background once the upload has
 *   answered (../vehicleDetection: flagged when it shows another vehicle).
 *
 * GET /api/photos/files/:photoId/:variant (original | web | thumb) — the picture, with the
 *   documents' download headers. Another client's photo answers 404 like an unknown id.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { refusalOf } from '../../http/refusal.js';
import { INLINE_FILE_TYPES } from '../documents/model.js';
import {
  admitUpload,
  deleteBlobs,
  receiveOriginal,
  sendStoredFile,
  storeImageDerivatives,
  UploadRefused,
  type StoredImage,
} from '../documents/transfer.js';
import { isHeicType } from '../documents/heic.js';
import { keepsPhotoPlaces } from '../accounts/users/account.js';
import { writeBlobFromBuffer, type WrittenBlob } from '../documents/storage.js';
import { blurFaces, detectFaces } from './faces.js';
import { dHash, readExif, sniffPhotoType, withoutMetadata } from './images.js';
import { AVAILABLE_PHOTO_OWNERS, PHOTO_ANGLES, WALK_AROUND_ITEMS } from './model.js';
import { checkPhotoOwner, createPhoto, photoFileFor, type PhotoReader } from './repository.js';
import { PLATE_ANGLES, readPlatesLater } from '../vehicleDetection/repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uploadQuery = z.strictObject({
  ownerKind: z.enum(AVAILABLE_PHOTO_OWNERS),
  ownerId: z.uuid(),
  checkItem: z.enum(WALK_AROUND_ITEMS).optional(),
  /** A check-out's or check-in's photo: the angle it shows. */
  angle: z.enum(PHOTO_ANGLES).optional(),
});

function refuse(reply: FastifyReply, status: number, error: string, message?: string, field?: string) {
  return reply.code(status).send({ error, ...(message && { message }), ...(field && { field }) });
}

export function registerPhotoRoutes(
  app: FastifyInstance,
  { db, cookies, config }: { db: Db; cookies: SessionCookies; config: ServerConfig },
): void {
  const limits = config.documents;
  const readerOf = (user: {
    id: string;
    role: string;
    clientId: string | null;
    mustChangePassword: boolean;
  }) =>
    !user.mustChangePassword && user.clientId && (user.role === 'manager' || user.role === 'user')
      ? ({
          clientId: user.clientId,
          driverUserId: user.role === 'user' ? user.id : null,
        } satisfies PhotoReader)
      : null;

  /**
   * Replaces a stored original by its re-encoding without metadata (so without GPS). A HEIC,
   * which this server cannot write, becomes its decoded JPEG (`image.readable`, metadata-free).
   */
  async function storeWithoutMetadata(
    clientId: string,
    original: WrittenBlob,
    image: StoredImage,
    written: string[],
  ): Promise<WrittenBlob> {
    const heic = isHeicType(original.contentType);
    const stripped = heic ? image.readable : await withoutMetadata(image.data, original.contentType);
    if (!stripped) throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be re-encoded');
    const type = heic ? 'image/jpeg' : original.contentType;
    const blob = await writeBlobFromBuffer(db, clientId, stripped, type);
    written.push(blob.id);
    await deleteBlobs(db, [original.id]);
    written.splice(written.indexOf(original.id), 1);
    return blob;
  }

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.post('/api/photos/upload', { config: { rawUpload: true } }, async (request, reply) => {
      const session = await cookies.currentSession(request, reply);
      if (!session) return refuse(reply, 401, 'UNAUTHORIZED');
      if (session.user.mustChangePassword) return refuse(reply, 403, 'PASSWORD_CHANGE_REQUIRED');
      const reader = readerOf(session.user);
      if (!reader) return refuse(reply, 403, 'FORBIDDEN');
      if (!/^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
        return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const parsed = uploadQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(reply, 400, 'BAD_REQUEST', issue?.message, String(issue?.path[0] ?? ''));
      }
      const query = parsed.data;
      const owner = { ownerKind: query.ownerKind, ownerId: query.ownerId };
      const actor = { userId: session.user.id, clientId: reader.clientId };
      const written: string[] = [];
      try {
        // Who the photo is for, before a byte is read.
        const { vehicleId } = await checkPhotoOwner(db, reader, owner);
        const quotaLeft = await admitUpload(db, request, reply, actor.clientId, limits);
        const original = await receiveOriginal(
          db,
          request,
          reply,
          actor.clientId,
          { maxBytes: limits.maxFileBytes, quotaLeft },
          sniffPhotoType,
        );
        written.push(original.id);
        const image = await storeImageDerivatives(db, actor.clientId, original, written);
        // Where it was taken only with the uploader's consent, asked on the server (threat model).
        const keepPlace = await keepsPhotoPlaces(db, actor.userId);
        const exif = await readExif(image.data, { place: keepPlace });
        const stored = keepPlace
          ? original
          : await storeWithoutMetadata(actor.clientId, original, image, written);
        // Faces, found once: a download of the original gets them blurred (faces.ts).
        const faces = await detectFaces(image.readable);
        const blurredBytes = faces.length ? await blurFaces(image.readable, faces) : null;
        const blurred = blurredBytes
          ? await writeBlobFromBuffer(db, actor.clientId, blurredBytes, 'image/jpeg')
          : null;
        if (blurred) written.push(blurred.id);
        const photo = await createPhoto(db, actor, {
          owner,
          vehicleId,
          checkItem: query.checkItem ?? null,
          angle:
            query.ownerKind === 'check_out' || query.ownerKind === 'check_in' ? (query.angle ?? null) : null,
          contentType: stored.contentType,
          size: stored.size,
          sha256: stored.sha256,
          originalBlobId: stored.id,
          webBlobId: image.webBlobId,
          thumbBlobId: image.thumbBlobId,
          width: image.width,
          height: image.height,
          takenAt: exif.takenAt,
          location: exif.location,
          dhash: await dHash(image.readable),
          faces,
          blurredBlobId: blurred?.id ?? null,
        });
        const sent = reply.code(201).send(photo);
        // A check-out's or check-in's front or rear shows the vehicle's plate: read it once the
        // upload has answered (docs/vehicle-detection.md, "A photo and its vehicle").
        if (photo.vehicleId && photo.angle && PLATE_ANGLES.includes(photo.angle))
          readPlatesLater(db, actor, photo.id, (error) =>
            request.log.warn({ err: error, photoId: photo.id }, 'plate read after upload failed'),
          );
        return sent;
      } catch (error) {
        await deleteBlobs(db, written);
        return answerError(reply, error);
      }
    });
  });

  app.get<{ Params: { photoId: string; variant: string }; Querystring: { download?: string } }>(
    '/api/photos/files/:photoId/:variant',
    async (request, reply) => {
      const { photoId, variant } = request.params;
      const session = await cookies.currentSession(request, reply);
      const reader = session ? readerOf(session.user) : null;
      const ok =
        reader && UUID.test(photoId) && (variant === 'original' || variant === 'web' || variant === 'thumb');
      const target = ok ? await photoFileFor(db, reader, photoId, variant) : null;
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
