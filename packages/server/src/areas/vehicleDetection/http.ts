/**
 * The vehicle detection area's HTTP route (docs/vehicle-detection.md, "VIN from a registration
 * certificate"):
 *
 * POST /api/vehicle-detection/vin — the body is a photo of a registration certificate
 *   (`application/octet-stream`, same origin only). Managers only. The picture is read by the plate
 *   reader's OCR queue and forgotten: nothing is stored, not even in the read cache (it is a
 *   person's document, with their name and address). Answers 200 `{ candidates, lines, readMs }`
 *   (VinRead: the VINs found, the likeliest first, and the lines read), or `{ error, message }`:
 *   401 UNAUTHORIZED, 403 FORBIDDEN / PASSWORD_CHANGE_REQUIRED, 415 UNSUPPORTED_MEDIA_TYPE (not
 *   an octet-stream) / UNSUPPORTED_TYPE (by the bytes: only JPEG, PNG, WebP, HEIC), 413 TOO_LARGE
 *   (the document file limit), 400 EMPTY, 422 IMAGE_TOO_LARGE (more than 64 megapixels: a
 *   decompression bomb) / INVALID_FILE (does not decode; a HEIC is decoded by libheif, documents/heic.ts) /
 *   NO_VIN (read, but no VIN in it; the lines read come along), 429 BUSY (this person's previous
 *   certificate is still being read).
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { imageDerivatives } from '../documents/files.js';
import { UploadRefused } from '../documents/storage.js';
import { sniffPhotoType } from '../photos/images.js';
import type { VinRead } from './model.js';
import { UnreadablePicture } from './ocrWorker.js';
import { readPictureOnce } from './reader.js';
import { vinCandidates } from './vin.js';

function refuse(reply: FastifyReply, status: number, error: string, message?: string) {
  return reply.code(status).send({ error, ...(message && { message }) });
}

/** The body's bytes, at most `maxBytes`, its type sniffed from the first bytes before the rest is read. */
async function receive(body: Readable, maxBytes: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let total = 0;
  let sniffed = false;
  for await (const piece of body) {
    const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) throw new UploadRefused('TOO_LARGE', 413, `At most ${maxBytes} bytes`);
    pieces.push(bytes);
    if (!sniffed && total >= 4100) {
      await sniffPhotoType(Buffer.concat(pieces));
      sniffed = true;
    }
  }
  if (total === 0) throw new UploadRefused('EMPTY', 400);
  const data = Buffer.concat(pieces);
  if (!sniffed) await sniffPhotoType(data);
  return data;
}

export function registerVehicleDetectionRoutes(
  app: FastifyInstance,
  { cookies, config }: { db: Db; cookies: SessionCookies; config: ServerConfig },
): void {
  const maxBytes = config.documents.maxFileBytes;
  /** One certificate at a time per person: a second waits for nobody, it is refused. */
  const reading = new Set<string>();

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.post('/api/vehicle-detection/vin', { config: { rawUpload: true } }, async (request, reply) => {
      const session = await cookies.currentSession(request, reply);
      if (!session) return refuse(reply, 401, 'UNAUTHORIZED');
      const { user } = session;
      if (user.mustChangePassword) return refuse(reply, 403, 'PASSWORD_CHANGE_REQUIRED');
      if (user.role !== 'manager' || !user.clientId) return refuse(reply, 403, 'FORBIDDEN');
      if (!/^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
        return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
      if (Number(request.headers['content-length'] ?? NaN) > maxBytes) {
        reply.header('connection', 'close');
        return refuse(reply, 413, 'TOO_LARGE', `At most ${maxBytes} bytes`);
      }
      if (reading.has(user.id)) {
        reply.header('connection', 'close');
        return refuse(reply, 429, 'BUSY');
      }
      reading.add(user.id);
      try {
        let data: Buffer;
        try {
          data = await receive(request.body as Readable, maxBytes);
        } catch (error) {
          // The rest of the body is not read: the connection closes after the answer.
          reply.header('connection', 'close');
          throw error;
        }
        // Decoded under the pixel limit (a decompression bomb is refused here), upright, without metadata.
        const { web } = await imageDerivatives(data, await sniffPhotoType(data));
        if (!web) throw new UploadRefused('INVALID_FILE', 422, 'The picture cannot be read');
        const result = await readPictureOnce(web);
        const lines = result.lines.map((line) => line.text);
        const answer: VinRead = {
          candidates: vinCandidates(lines).map(({ vin, fixes, labelled, checkDigit }) => ({
            vin,
            fixes,
            labelled,
            checkDigit,
          })),
          lines,
          readMs: Math.round(result.ms),
        };
        if (answer.candidates.length === 0)
          return reply.code(422).send({ error: 'NO_VIN', message: 'No VIN was found in the picture', lines });
        reply.header('cache-control', 'no-store');
        return reply.code(200).send(answer);
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(reply, error.status, error.code, error.message);
        if (error instanceof UnreadablePicture)
          return refuse(reply, 422, 'INVALID_FILE', 'The picture cannot be read');
        throw error;
      } finally {
        reading.delete(user.id);
      }
    });
  });
}
