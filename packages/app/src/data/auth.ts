import type { User } from '@vognpark/server/areas/accounts';
import { HttpError } from './errors';

/** The query key of the current user (POST /api/auth/user). */
export const currentUserKey = ['auth', 'user'] as const;

const jsonPost: RequestInit = {
  method: 'POST',
  credentials: 'same-origin',
  headers: { 'content-type': 'application/json' },
};

/** Who is signed in: POST /api/auth/user with a JSON content type and no body. Null when nobody. */
export async function fetchCurrentUser(fetchFn: typeof fetch = fetch): Promise<User | null> {
  const response = await fetchFn('/api/auth/user', jsonPost);
  if (!response.ok) throw new HttpError(response.status);
  const body = (await response.json()) as { user?: User | null };
  return body.user ?? null;
}

/** Why signing in did not work, in the words the login page shows. */
export type LoginFailure = 'invalid' | 'throttled' | 'network' | 'failed';
export type LoginResult = { ok: true; user: User } | { ok: false; reason: LoginFailure };

/** The reason shown for a login answer's status. */
export function loginFailureFor(status: number): LoginFailure {
  if (status === 401) return 'invalid';
  if (status === 429) return 'throttled';
  return 'failed';
}

/** POST /api/auth/login. Never throws: every failure becomes a reason. */
export async function logIn(
  email: string,
  password: string,
  fetchFn: typeof fetch = fetch,
): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetchFn('/api/auth/login', { ...jsonPost, body: JSON.stringify({ email, password }) });
  } catch {
    return { ok: false, reason: 'network' };
  }
  if (!response.ok) return { ok: false, reason: loginFailureFor(response.status) };
  try {
    const body = (await response.json()) as { user?: User };
    return body.user ? { ok: true, user: body.user } : { ok: false, reason: 'failed' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** POST /api/signOut. True when the server ended the session. */
export async function signOutRequest(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFn('/api/signOut', jsonPost);
    return response.ok;
  } catch {
    return false;
  }
}
