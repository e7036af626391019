/**
 * Domain errors (src/errors.ts) at the edge, table-driven: each reaches a tRPC client with the code,
 * message, `data.fieldErrors` and `data.conflict` it had when the repositories threw TRPCError, by
 * way of a procedure (the middleware maps it) and of a subscription's stream (the error formatter
 * does), and a plain HTTP route answers it with its status (http/refusal.ts).
 */
import { TRPCError } from '@trpc/server';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';
import { describe, expect, it } from 'vitest';
import { StaleVersion } from '../src/db/versions.js';
import {
  ConflictError,
  FieldError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PreconditionFailedError,
  TooManyRequestsError,
  UnauthorizedError,
  type DomainError,
  type VersionConflict,
} from '../src/errors.js';
import * as errors from '../src/errors.js';
import { refusalOf } from '../src/http/refusal.js';
import { publicProcedure, router, type Context } from '../src/trpc/trpc.js';

const changedAt = new Date('2026-11-23T09:30:00.000Z');
const author = { id: '7f0c1a4e-0000-4000-8000-000000000001', name: 'Mette', surname: 'Holm' };
const conflict: VersionConflict = { version: 4, changedBy: author, changedAt: '2026-11-23T09:30:00.000Z' };

/** Each domain error, and what a client and an HTTP route make of it. */
const table: {
  error: DomainError;
  code: string;
  httpStatus: number;
  message: string;
  fieldErrors: Record<string, string> | null;
  conflict: VersionConflict | null;
  http: { status: number; body: Record<string, string> };
}[] = [
  {
    error: new NotFoundError('No such vehicle'),
    code: 'NOT_FOUND',
    httpStatus: 404,
    message: 'No such vehicle',
    fieldErrors: null,
    conflict: null,
    http: { status: 404, body: { error: 'NOT_FOUND', message: 'No such vehicle' } },
  },
  {
    error: new ForbiddenError('Managers only'),
    code: 'FORBIDDEN',
    httpStatus: 403,
    message: 'Managers only',
    fieldErrors: null,
    conflict: null,
    http: { status: 403, body: { error: 'FORBIDDEN', message: 'Managers only' } },
  },
  {
    error: new UnauthorizedError(),
    code: 'UNAUTHORIZED',
    httpStatus: 401,
    message: 'Not signed in',
    fieldErrors: null,
    conflict: null,
    http: { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not signed in' } },
  },
  {
    error: new InvalidInputError('At most 62 days'),
    code: 'BAD_REQUEST',
    httpStatus: 400,
    message: 'At most 62 days',
    fieldErrors: null,
    conflict: null,
    http: { status: 400, body: { error: 'BAD_REQUEST', message: 'At most 62 days' } },
  },
  {
    error: new FieldError('plate', 'duplicate'),
    code: 'BAD_REQUEST',
    httpStatus: 400,
    message: 'Invalid plate',
    fieldErrors: { plate: 'duplicate' },
    conflict: null,
    http: { status: 400, body: { error: 'BAD_REQUEST', message: 'duplicate', field: 'plate' } },
  },
  {
    error: new StaleVersion(4, author, changedAt),
    code: 'CONFLICT',
    httpStatus: 409,
    message: 'Changed by someone else',
    fieldErrors: null,
    conflict,
    http: { status: 409, body: { error: 'CONFLICT', message: 'Changed by someone else' } },
  },
  {
    error: new ConflictError('Changed by someone else', { ...conflict, changedBy: null }),
    code: 'CONFLICT',
    httpStatus: 409,
    message: 'Changed by someone else',
    fieldErrors: null,
    conflict: { ...conflict, changedBy: null },
    http: { status: 409, body: { error: 'CONFLICT', message: 'Changed by someone else' } },
  },
  {
    error: new TooManyRequestsError('Too many attempts; try again later'),
    code: 'TOO_MANY_REQUESTS',
    httpStatus: 429,
    message: 'Too many attempts; try again later',
    fieldErrors: null,
    conflict: null,
    http: {
      status: 429,
      body: { error: 'TOO_MANY_REQUESTS', message: 'Too many attempts; try again later' },
    },
  },
  {
    error: new TooManyRequestsError('Too many e-mail addresses that cannot be used; try again later', {
      field: 'email',
      code: 'too_many_attempts',
    }),
    code: 'TOO_MANY_REQUESTS',
    httpStatus: 429,
    message: 'Too many e-mail addresses that cannot be used; try again later',
    fieldErrors: { email: 'too_many_attempts' },
    conflict: null,
    http: {
      status: 429,
      body: {
        error: 'TOO_MANY_REQUESTS',
        message: 'Too many e-mail addresses that cannot be used; try again later',
      },
    },
  },
  {
    error: new PreconditionFailedError('No live positions here'),
    code: 'PRECONDITION_FAILED',
    httpStatus: 412,
    message: 'No live positions here',
    fieldErrors: null,
    conflict: null,
    http: {
      status: 412,
      body: { error: 'PRECONDITION_FAILED', message: 'No live positions here' },
    },
  },
];

let thrown: DomainError = table[0]!.error;
const testRouter = router({
  refuse: publicProcedure.query(() => {
    throw thrown;
  }),
});
const caller = testRouter.createCaller({ sessionHash: null, sessionTtlMs: 0 } as unknown as Context);

/** What a client is sent for `error` (the router's error formatter over tRPC's default shape). */
function shapeOf(error: TRPCError) {
  return getErrorShape({
    config: testRouter._def._config,
    error,
    type: 'query',
    path: 'refuse',
    input: undefined,
    ctx: undefined,
  }) as { message: string; code: number; data: Record<string, unknown> };
}

const expectedShape = (row: (typeof table)[number]) => ({
  message: row.message,
  code: expect.any(Number),
  data: {
    code: row.code,
    httpStatus: row.httpStatus,
    path: 'refuse',
    fieldErrors: row.fieldErrors,
    conflict: row.conflict,
  },
});

describe('domain errors at the edge', () => {
  it.each(table.map((row) => [row.error.constructor.name, row.error.message, row] as const))(
    'answers %s (%s) from a procedure with its tRPC code, message, field errors and conflict',
    async (_name, _message, row) => {
      thrown = row.error;
      const error = await caller.refuse().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe(row.code);
      expect(shapeOf(error as TRPCError)).toEqual(expectedShape(row));
    },
  );

  it.each(table.map((row) => [row.error.constructor.name, row.error.message, row] as const))(
    'answers %s (%s) thrown by a subscription’s stream the same way',
    (_name, _message, row) => {
      // What tRPC makes of an error thrown while a subscription's generator runs: no middleware sees it.
      const wrapped = getTRPCErrorFromUnknown(row.error);
      expect(wrapped.code).toBe('INTERNAL_SERVER_ERROR');
      expect(shapeOf(wrapped)).toEqual(expectedShape(row));
    },
  );

  it.each(table.map((row) => [row.error.constructor.name, row.error.message, row] as const))(
    'answers %s (%s) on a plain HTTP route with its status',
    (_name, _message, row) => {
      expect(refusalOf(row.error)).toEqual(row.http);
    },
  );

  it('has a row for every domain error, so none is answered as a server fault', () => {
    const kinds = Object.values(errors).filter(
      (value) => typeof value === 'function' && value.prototype instanceof errors.DomainError,
    );
    expect(kinds.length).toBeGreaterThan(5);
    for (const kind of kinds)
      expect(
        table.some((row) => row.error.constructor === kind),
        kind.name,
      ).toBe(true);
  });

  it('leaves other errors to the routes and to tRPC: a server fault stays one', async () => {
    expect(refusalOf(new Error('boom'))).toBeNull();
    expect(refusalOf(new TRPCError({ code: 'NOT_FOUND', message: 'No query "x"' }))).toBeNull();
    thrown = new TypeError("Cannot read properties of undefined (reading 'id')") as unknown as DomainError;
    const error = (await caller.refuse().catch((failure: unknown) => failure)) as TRPCError;
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(shapeOf(error)).toMatchObject({
      message: 'Internal server error',
      data: { code: 'INTERNAL_SERVER_ERROR', fieldErrors: null, conflict: null },
    });
  });
});
