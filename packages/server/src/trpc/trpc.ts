import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { resolveSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { FieldErrorCause, type FieldErrors } from './fieldError.js';

/** What every procedure gets: the database and the hash of the socket's session (if any). */
export interface Context {
  db: Db;
  /** SHA-256 of the session id from the cookie sent with the WebSocket upgrade; null if none. */
  sessionHash: string | null;
  sessionTtlMs: number;
}

/**
 * The field errors of a failed call, for forms to show on the field concerned: zod's issues (the
 * first per field, by path joined with ".") or the one a procedure raised with `fieldError`.
 */
export function fieldErrorsOf(error: TRPCError): FieldErrors | null {
  const cause = error.cause;
  if (cause instanceof FieldErrorCause) return { [cause.field]: cause.code };
  if (cause instanceof ZodError) {
    const errors: FieldErrors = {};
    for (const issue of cause.issues) {
      const field = issue.path.map(String).join('.') || '_';
      errors[field] ??= issue.code;
    }
    return errors;
  }
  return null;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // No stack traces to clients.
  isDev: false,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    data: { ...shape.data, fieldErrors: fieldErrorsOf(error) },
  }),
});

export const router = t.router;
export const publicProcedure = t.procedure;

/** Re-checks the session on every call: deleted or expired -> UNAUTHORIZED. */
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = ctx.sessionHash
    ? await resolveSession(ctx.db, ctx.sessionHash, { ttlMs: ctx.sessionTtlMs, renew: false })
    : null;
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return next({ ctx: { user: session.user } });
});

/** Managers only: FORBIDDEN for every other role. */
export const managerProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'manager') throw new TRPCError({ code: 'FORBIDDEN', message: 'Managers only' });
  return next();
});

/** Admins only: FORBIDDEN for every other role. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Admins only' });
  return next();
});
