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
 *
 * POST /api/vehicle-detection/odometer?vehicleId=<uuid> — the body is a photo of a dashboard
 *   ("Odometer from a dashboard photo"). Any manager or driver of the vehicle's client (whoever may
 *   record a reading of it: a driver records any of the client's vehicles in the kørebog, and its
 *   own at check-out and check-in); another client's vehicle, or none, answers 404 NOT_FOUND before
 *   anything is read. Read like a certificate and forgotten. Answers 200 `{ candidates, last, lines,
 *   readMs }` (OdometerRead: the odometer values found, the likeliest first, each with its line's
 *   box; the vehicle's last reading, which ranked them), or the refusals above with 422
 *   NO_ODOMETER (read, but no odometer in it) instead of NO_VIN; 403 FORBIDDEN for an admin.
 */
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { imageDerivatives } from '../documents/files.js';
import { UploadRefused } from '../documents/storage.js';
import { sniffPhotoType } from '../photos/images.js';
import { copenhagenToday } from '../../due/rules.js';
import { lastReading } from '../service/odometer.js';
import type { SessionUser } from '../accounts/settings.js';
import { vehicles } from '../vehicles/schema.js';
import { MAX_CANDIDATES, type OdometerRead, type VinRead } from './model.js';
import { odometerCandidates } from './odometer.js';
import { setOcrNiceness, UnreadablePicture, type OcrResult } from './ocrWorker.js';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerVehicleDetectionRoutes(
  app: FastifyInstance,
  { db, cookies, config }: { db: Db; cookies: SessionCookies; config: ServerConfig },
): void {
  const maxBytes = config.documents.maxFileBytes;
  if (config.ocrNiceness !== null) setOcrNiceness(config.ocrNiceness);
  /** One picture at a time per person (a certificate or a dashboard): a second waits for nobody, it is refused. */
  const reading = new Set<string>();

  /**
   * The route's common part: the session and who may (`allowed`, else FORBIDDEN), the body's type
   * and size, one read per person; then `answer` with the OCR's read of the picture (decoded under
   * the pixel limit, upright, without metadata), kept nowhere. `check` runs before the body is read
   * (the vehicle's client: NOT_FOUND reads nothing).
   */
  function readRoute(
    allowed: (user: SessionUser) => boolean,
    answer: (
      result: OcrResult,
      context: { user: SessionUser; checked: unknown },
      reply: FastifyReply,
    ) => Promise<FastifyReply> | FastifyReply,
    check: (request: FastifyRequest, user: SessionUser) => Promise<unknown> = async () => null,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await cookies.currentSession(request, reply);
      if (!session) return refuse(reply, 401, 'UNAUTHORIZED');
      const { user } = session;
      if (user.mustChangePassword) return refuse(reply, 403, 'PASSWORD_CHANGE_REQUIRED');
      if (!allowed(user) || !user.clientId) return refuse(reply, 403, 'FORBIDDEN');
      const checked = await check(request, user);
      if (checked === undefined) {
        reply.header('connection', 'close');
        return refuse(reply, 404, 'NOT_FOUND');
      }
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
        return await answer(await readPictureOnce(web), { user, checked }, reply);
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(reply, error.status, error.code, error.message);
        if (error instanceof UnreadablePicture)
          return refuse(reply, 422, 'INVALID_FILE', 'The picture cannot be read');
        throw error;
      } finally {
        reading.delete(user.id);
      }
    };
  }

  const readVin = readRoute(
    (user) => user.role === 'manager',
    (result, _context, reply) => {
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
    },
  );

  const readOdometer = readRoute(
    (user) => user.role === 'manager' || user.role === 'user',
    (result, { checked }, reply) => {
      const last = checked as OdometerRead['last'];
      const lines = result.lines.map((line) => line.text);
      const clamp = (value: number) => Math.min(1, Math.max(0, value));
      const candidates = odometerCandidates(lines, { last, today: copenhagenToday() })
        .slice(0, MAX_CANDIDATES)
        .map(({ km, raw, line, reason, fit, fixes }) => {
          const corners = result.lines[line]!.box;
          const xs = corners.map(([x]) => x);
          const ys = corners.map(([, y]) => y);
          const [left, top] = [Math.min(...xs), Math.min(...ys)];
          return {
            km,
            raw,
            box: {
              x: clamp(left / result.width),
              y: clamp(top / result.height),
              width: clamp((Math.max(...xs) - left) / result.width),
              height: clamp((Math.max(...ys) - top) / result.height),
            },
            reason,
            fit,
            fixes,
          };
        });
      if (candidates.length === 0)
        return reply.code(422).send({
          error: 'NO_ODOMETER',
          message: 'No odometer was found in the picture',
          last,
          lines,
        });
      const answer: OdometerRead = { candidates, last, lines, readMs: Math.round(result.ms) };
      reply.header('cache-control', 'no-store');
      return reply.code(200).send(answer);
    },
    // The vehicle must be the person's client's; its last reading ranks what is read.
    async (request, user) => {
      const vehicleId = (request.query as { vehicleId?: unknown }).vehicleId;
      if (typeof vehicleId !== 'string' || !UUID.test(vehicleId)) return undefined;
      const [vehicle] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, user.clientId!)));
      if (!vehicle) return undefined;
      return lastReading(db, vehicle.id);
    },
  );

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    scope.post('/api/vehicle-detection/vin', { config: { rawUpload: true } }, (request, reply) =>
      readVin(request, reply),
    );
    scope.post('/api/vehicle-detection/odometer', { config: { rawUpload: true } }, (request, reply) =>
      readOdometer(request, reply),
    );
  });
}
