import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { SessionCache } from '../auth/sessionCache.js';
import type { BadgeCache } from '../badgeCache.js';
import type { LoginThrottle } from '../auth/throttle.js';
import { resolveSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/index.js';
import type { SessionUser } from '../areas/accounts/settings.js';
import {
  ConflictError,
  DomainError,
  FieldError,
  refusalCodeOf,
  type FieldErrors,
  type VersionConflict,
} from '../errors.js';
import { findInvalidText, stripBidiControlsDeep } from '../validation/text.js';

/** One socket's calls running now, and how many may (docs/threat-model.md). */
export interface SocketCalls {
  inFlight: number;
  maxInFlight: number;
}

/** What every procedure gets: the database and the hash of the socket's session (if any). */
export interface Context {
  db: Db;
  /** SHA-256 of the session id from the cookie sent with the WebSocket upgrade; null if none. */
  sessionHash: string | null;
  sessionTtlMs: number;
  /** The sessions from memory (the WebSocket server's); without it every call reads the database. */
  sessions?: SessionCache;
  /** Each client's badge counts from memory (the WebSocket server's); without it every poll counts. */
  badges?: BadgeCache;
  /** The calling socket's in-flight count; absent for direct callers (tests). */
  socket?: SocketCalls;
  /** The caller's address (after TRUST_PROXY), for throttling password checks. */
  clientAddress?: string;
  /** The sign-in throttle (counters in the database, shared by every instance: auth/throttle.ts). */
  loginThrottle?: LoginThrottle;
  /** What instances tell each other (src/events), for subscriptions that follow it (the map). */
  events?: EventBus;
}

/** A domain error as the TRPCError a client is sent: its code, its message, itself as the cause. */
export function trpcErrorOf(error: DomainError): TRPCError {
  const code: TRPC_ERROR_CODE_KEY = refusalCodeOf(error) ?? 'INTERNAL_SERVER_ERROR';
  return new TRPCError({ code, message: error.message, cause: error });
}

/**
 * A domain error thrown by a procedure (which tRPC wraps as an INTERNAL_SERVER_ERROR with it as the
 * cause) as its own tRPC code; any other error as it is. The middlewares below apply it to every
 * call's result, the error formatter to what a subscription's stream throws.
 */
export function mapDomainError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof DomainError && error.code === 'INTERNAL_SERVER_ERROR') return trpcErrorOf(cause);
  return error;
}

/** A middleware's result with a failure's domain error mapped (`mapDomainError`). */
function mapped<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  return result.ok ? result : { ...result, error: mapDomainError(result.error) };
}

/**
 * The field errors of a failed call, for forms to show on the field concerned: zod's issues (the
 * first per field, by path joined with ".") or the field a domain error names (`FieldError`).
 */
export function fieldErrorsOf(error: TRPCError): FieldErrors | null {
  const cause = error.cause;
  if (cause instanceof DomainError) return cause.fieldErrors;
  if (cause instanceof ZodError) {
    const errors: FieldErrors = {};
    for (const issue of cause.issues) {
      const field = issue.path.map(String).join('.') || '_';
      // A refinement names its own code (e.g. `control_characters` from validation/text.ts).
      const own =
        issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
      errors[field] ??= typeof own === 'string' ? own : issue.code;
    }
    return errors;
  }
  return null;
}

/** Who changed the record meanwhile (`error.data.conflict` of a CONFLICT); null for any other error. */
export function conflictOf(error: TRPCError): VersionConflict | null {
  const cause = error.cause;
  return cause instanceof ConflictError ? cause.conflict : null;
}

/** What a client is told instead of a message we did not write (an exception's own text). */
const GENERIC_MESSAGES: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: 'Malformed message',
  BAD_REQUEST: 'Bad request',
};

/**
 * The message a client may see: ours (a domain error, a TRPCError thrown on purpose, a validation
 * error), else a
 * generic one for the code, so no exception text ("Cannot destructure...", "Maximum call stack
 * size exceeded") reaches a client.
 */
export function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  const cause = error.cause;
  const ours =
    !cause || cause instanceof DomainError || cause instanceof ZodError || cause instanceof TRPCError;
  return ours ? error.message : (GENERIC_MESSAGES[error.code] ?? error.code);
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // No stack traces to clients.
  isDev: false,
  errorFormatter: ({ shape, error: thrown }) => {
    // A call's domain error is mapped by the middlewares; one a subscription's stream throws is not.
    const error = mapDomainError(thrown);
    return {
      ...shape,
      code: TRPC_ERROR_CODES_BY_KEY[error.code],
      message: publicMessage(error),
      data: {
        ...shape.data,
        code: error.code,
        httpStatus: getHTTPStatusCodeFromError(error),
        fieldErrors: fieldErrorsOf(error),
        conflict: conflictOf(error),
      },
    };
  },
});

export const router = t.router;

/** The message of the FORBIDDEN answer while a one-time password is still to be changed. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

interface SignInRule {
  /** Refuse a user who still holds a one-time password (docs/accounts.md). */
  chosenPassword: boolean;
  /** Only this role (FORBIDDEN for the others). */
  role?: SessionUser['role'];
}

/** The signed-in user of the call, or UNAUTHORIZED / FORBIDDEN by the rule. */
async function signedInUser(ctx: Context, rule: SignInRule): Promise<SessionUser> {
  const hash = ctx.sessionHash;
  const user = !hash
    ? null
    : ctx.sessions
      ? await ctx.sessions.user(hash)
      : ((await resolveSession(ctx.db, hash, { ttlMs: ctx.sessionTtlMs, renew: false }))?.user ?? null);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  if (rule.chosenPassword && user.mustChangePassword)
    throw new TRPCError({ code: 'FORBIDDEN', message: PASSWORD_CHANGE_REQUIRED });
  if (rule.role && user.role !== rule.role)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: rule.role === 'admin' ? 'Admins only' : 'Managers only',
    });
  return user;
}

/**
 * What every call passes: at most `maxInFlight` calls of one socket at once, and no control
 * character or lone surrogate in any string of the input (BAD_REQUEST, field code
 * `control_characters` or `ill_formed_unicode`; tab and line breaks pass here, single-line fields
 * refuse them in their own schema). Runs `call` in between.
 */
async function admitted<T>(
  ctx: Context,
  getRawInput: () => Promise<unknown>,
  call: () => Promise<T>,
): Promise<T> {
  const socket = ctx.socket;
  if (socket && socket.inFlight >= socket.maxInFlight)
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many calls at once' });
  if (socket) socket.inFlight += 1;
  try {
    const invalid = findInvalidText(await getRawInput());
    if (invalid !== null) throw trpcErrorOf(new FieldError(invalid.field, invalid.code));
    return await call();
  } finally {
    if (socket) socket.inFlight -= 1;
  }
}

/**
 * The admission of `admitted` and a live session by `rule`, as one middleware: each layer of
 * middleware copies the context and the call's options, which a badge poll paid thousands of
 * times a second. The session comes from the socket's session cache (read again and slid forward
 * at most once a minute, invalidated at sign-out), else from the database: deleted or expired ->
 * UNAUTHORIZED; a one-time password still to change -> FORBIDDEN with PASSWORD_CHANGE_REQUIRED;
 * another role -> FORBIDDEN.
 */
function signedIn(rule: SignInRule) {
  return t.middleware(({ ctx, type, getRawInput, next }) =>
    admitted(ctx, getRawInput, async () => {
      const user = await signedInUser(ctx, rule);
      const result = await next({ ctx: { user } });
      // A write by a client's user may change that client's badges. Every instance hears of it
      // from the write's own `badges.changed` event, but this one forgets them before answering, so
      // that the author's next poll (the app refetches at once) cannot arrive before the event.
      if (type === 'mutation' && result.ok && user.clientId) ctx.badges?.invalidate(user.clientId);
      // Free text is shown as what it is: bidi controls stored before they were refused in
      // identifiers, or typed into names and notes, are stripped from every answer (the
      // subscription's rows are stripped where they are made).
      if (result.ok && type !== 'subscription')
        return { ...result, data: stripBidiControlsDeep(result.data) };
      // A domain refusal (src/errors.ts) becomes its tRPC code here, at the edge.
      return mapped(result);
    }),
  );
}

/** Open to anyone (sign-in is checked by the procedure itself, if at all). */
export const publicProcedure = t.procedure.use(({ ctx, getRawInput, next }) =>
  admitted(ctx, getRawInput, async () => mapped(await next())),
);

/**
 * Any signed-in person, also one who still holds a one-time password: only for the calls that
 * person needs first (account.changePassword, the language settings); everything else uses
 * `authedProcedure`.
 */
export const sessionProcedure = t.procedure.use(signedIn({ chosenPassword: false }));

/** Any signed-in person who has chosen their own password. */
export const authedProcedure = t.procedure.use(signedIn({ chosenPassword: true }));

/** Managers only: FORBIDDEN for every other role. */
export const managerProcedure = t.procedure.use(signedIn({ chosenPassword: true, role: 'manager' }));

/** Admins only: FORBIDDEN for every other role. */
export const adminProcedure = t.procedure.use(signedIn({ chosenPassword: true, role: 'admin' }));
