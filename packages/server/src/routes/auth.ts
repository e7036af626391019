import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getDummyHash, verifyPassword } from '../auth/password.js';
import { createSession, deleteExpiredSessions, deleteSession } from '../auth/sessions.js';
import { LoginThrottle } from '../auth/throttle.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { sessionHashFromCookies, type SessionCookies } from '../http/sessionCookie.js';
import { findUserByEmail, toPublicUser } from '../users.js';

const loginBody = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

export interface AuthRouteOptions {
  db: Db;
  config: Pick<ServerConfig, 'loginThrottle' | 'sessionTtlMs'>;
  cookies: SessionCookies;
  /** Closes the open sockets of a session that ends. */
  closeSessionSockets(idHash: string): void;
}

/** POST /api/auth/login, /api/auth/user and /api/signOut. */
export function registerAuthRoutes(
  app: FastifyInstance,
  { db, config, cookies, closeSessionSockets }: AuthRouteOptions,
): void {
  const accountThrottle = new LoginThrottle(config.loginThrottle.perAccount, config.loginThrottle.windowMs);
  const addressThrottle = new LoginThrottle(config.loginThrottle.perAddress, config.loginThrottle.windowMs);

  app.post('/api/auth/login', async (request, reply) => {
    const parsed = loginBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: 'BAD_REQUEST', message: 'email and password required' });
    const email = parsed.data.email.toLowerCase();
    const accountKey = `account:${email}`;
    const addressKey = `address:${request.ip}`;
    const wait = Math.max(accountThrottle.retryAfterMs(accountKey), addressThrottle.retryAfterMs(addressKey));
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return reply.code(429).send({ error: 'TOO_MANY_ATTEMPTS' });
    }
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !ok) {
      accountThrottle.recordFailure(accountKey);
      addressThrottle.recordFailure(addressKey);
      return reply.code(401).send({ error: 'INVALID_CREDENTIALS' });
    }
    accountThrottle.reset(accountKey);
    // A sign-in replaces the session the browser had.
    const previous = sessionHashFromCookies(request.cookies);
    if (previous) {
      await deleteSession(db, previous);
      closeSessionSockets(previous);
    }
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
    if (idHash) {
      await deleteSession(db, idHash);
      closeSessionSockets(idHash);
    }
    cookies.clear(reply);
    return { ok: true };
  });
}
