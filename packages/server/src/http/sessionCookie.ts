import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionId, resolveSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { SessionUser } from '../areas/accounts/settings.js';

/** The session cookie's name. */
export const SESSION_COOKIE = 'vognpark_session';

/** A session id as we issue it: 32 random bytes, base64url. Anything else is ignored unread. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Session hash from parsed cookies (also used for the WebSocket upgrade, which Fastify does not see). */
export function sessionHashFromCookies(cookies: Record<string, string | undefined>): string | null {
  const id = cookies[SESSION_COOKIE];
  return id && SESSION_ID.test(id) ? hashSessionId(id) : null;
}

export interface SessionCookies {
  /** Sets the session cookie to live until `expiresAt`. */
  set(reply: FastifyReply, id: string, expiresAt: Date): void;
  /** Clears the session cookie. */
  clear(reply: FastifyReply): void;
  /** The request's live session (renewed when due, cookie refreshed); clears a dead cookie. */
  currentSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: SessionUser; idHash: string } | null>;
}

export interface SessionCookieOptions {
  db: Db;
  /** Whether the cookie is Secure (the app is served over https). */
  secure: boolean;
  /** Session lifetime, for renewal. */
  sessionTtlMs: number;
}

/** The session cookie's handling, bound to one database and cookie policy. */
export function sessionCookies({ db, secure, sessionTtlMs }: SessionCookieOptions): SessionCookies {
  function set(reply: FastifyReply, id: string, expiresAt: Date) {
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    });
  }
  function clear(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  }
  async function currentSession(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.cookies[SESSION_COOKIE];
    if (raw === undefined) return null;
    const idHash = sessionHashFromCookies(request.cookies);
    const session = idHash ? await resolveSession(db, idHash, { ttlMs: sessionTtlMs, renew: true }) : null;
    if (!session || !idHash) {
      clear(reply);
      return null;
    }
    if (session.renewedUntil) set(reply, raw, session.renewedUntil);
    return { user: session.user, idHash };
  }
  return { set, clear, currentSession };
}
