import { TRPCClientError } from '@trpc/client';

/** A non-2xx answer of one of the plain HTTP endpoints (/api/auth/*, /api/signOut). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}${code ? ` ${code}` : ''}`);
    this.name = 'HttpError';
  }
}

/** True when the server said the caller is not signed in (tRPC UNAUTHORIZED or HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 401;
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'UNAUTHORIZED';
  }
  return false;
}
