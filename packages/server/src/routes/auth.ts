import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { getDummyHash, verifyPassword } from '../auth/password.js';
import { endSession } from '../auth/endSessions.js';
import { createSession, deleteExpiredSessions } from '../auth/sessions.js';
import type { LoginThrottle } from '../auth/throttle.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { sessionHashFromCookies, type SessionCookies } from '../http/sessionCookie.js';
import { findUserByEmail, toPublicUser } from '../areas/accounts/settings.js';
import { singleLineText } from '../validation/text.js';

const loginBody = z.object({
  email: singleLineText(320).trim().min(1),
  password: singleLineText(1024).min(1),
});

export interface AuthRouteOptions {
  db: Db;
  config: Pick<ServerConfig, 'sessionTtlMs'>;
  cookies: SessionCookies;
  /** The sign-in throttle (counters in the database, shared by every instance). */
  throttle: LoginThrottle;
}

/** POST /api/auth/login, /api/auth/user and /api/signOut. */
export function registerAuthRoutes(
  app: FastifyInstance,
  { db, cookies, config, throttle }: AuthRouteOptions,
): void {
  /** One answer for every limit, so an attacker cannot tell which one it hit. */
  const tooMany = (reply: FastifyReply, waitMs: number) =>
    reply
      .code(429)
      .header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))))
      .send({ error: 'TOO_MANY_ATTEMPTS' });

  app.post('/api/auth/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      // Counted against the address like a failure: invalid bodies are guesses too.
      const counted = await throttle.countInvalid(request.ip);
      if (!counted.ok) return tooMany(reply, counted.retryAfterMs);
      return reply.code(400).send({ error: 'BAD_REQUEST', message: 'email and password required' });
    }
    const email = parsed.data.email.toLowerCase();
    // Reserve before verifying: the check and the count are one step (docs/threat-model.md).
    const reservation = await throttle.reserve(email, request.ip);
    if (!reservation.ok) return tooMany(reply, reservation.retryAfterMs);
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !ok) return reply.code(401).send({ error: 'INVALID_CREDENTIALS' });
    await reservation.attempt.succeeded();
    // A sign-in replaces the session the browser had (its sockets close on every instance).
    const previous = sessionHashFromCookies(request.cookies);
    if (previous) await endSession(db, previous, 'replaced');
    await deleteExpiredSessions(db, user.id);
    const session = await createSession(db, user.id, config.sessionTtlMs);
    cookies.set(reply, session.id, session.expiresAt);
    return { user: toPublicUser(user) };
  });

  app.post('/api/auth/user', async (request, reply) => {
    const session = await cookies.currentSession(request, reply);
    return { user: session ? toPublicUser(session.user) : null };
  });

  app.post('/api/signOut', async (request, reply) => {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length > 0)
      return reply.code(400).send({ error: 'BAD_REQUEST', message: 'expected an empty body or {}' });
    const idHash = sessionHashFromCookies(request.cookies);
    // Deleted, and its sockets closed on every instance (src/events).
    if (idHash) await endSession(db, idHash, 'signed-out');
    cookies.clear(reply);
    return { ok: true };
  });
}
