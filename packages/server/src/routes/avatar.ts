import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, cleanAvatar } from '../avatars/image.js';
import { setAvatar } from '../avatars/store.js';
import type { Db } from '../db/database.js';
import type { SessionCookies } from '../http/sessionCookie.js';

/**
 * The largest body of an upload: the picture as base64 (4/3 of 2 MB) in a small JSON object. A
 * bigger body is refused by Fastify before it is read to the end (413 PAYLOAD_TOO_LARGE).
 */
export const AVATAR_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 1024;

const body = z.strictObject({ data: z.base64().max(AVATAR_BODY_LIMIT) });

/**
 * POST /api/account/avatar: JSON `{ data: <base64 of the file> }` (JSON, so the same-origin and
 * content-type rules of every state-changing call apply; the WebSocket's 64 KiB messages are too
 * small for a picture). Answers `{ imageFileId }`, or 413 `TOO_LARGE`, 415 `UNSUPPORTED_TYPE`
 * (not PNG, JPEG or WebP by its bytes), 422 `INVALID_IMAGE` (a damaged file), 401, 403
 * `PASSWORD_CHANGE_REQUIRED`.
 */
export function registerAvatarRoutes(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
): void {
  app.post('/api/account/avatar', { bodyLimit: AVATAR_BODY_LIMIT }, async (request, reply) => {
    const session = await cookies.currentSession(request, reply);
    if (!session) return reply.code(401).send({ error: 'UNAUTHORIZED' });
    if (session.user.mustChangePassword) return reply.code(403).send({ error: 'PASSWORD_CHANGE_REQUIRED' });
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: 'BAD_REQUEST', message: 'expected { data: base64 }' });
    const bytes = Buffer.from(parsed.data.data, 'base64');
    const image = cleanAvatar(bytes);
    if (!image.ok) {
      if (image.reason === 'too_large') return reply.code(413).send({ error: 'TOO_LARGE' });
      if (image.reason === 'unsupported') return reply.code(415).send({ error: 'UNSUPPORTED_TYPE' });
      return reply.code(422).send({ error: 'INVALID_IMAGE' });
    }
    return setAvatar(db, session.user, image);
  });
}
