import { describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, logIn, loginFailureFor, signOutRequest } from './auth';
import { HttpError } from './errors';

const user = {
  id: 1,
  role: 'admin',
  email: 'admin@example.com',
  imageFileId: null,
  contact: null,
  language: 'en',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchCurrentUser', () => {
  it('posts a JSON content type with no body, same-origin credentials', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(json(200, { user }));
    await expect(fetchCurrentUser(fetchFn)).resolves.toEqual(user);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/auth/user');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
    expect(init!.body).toBeUndefined();
  });

  it('answers null when nobody is signed in', async () => {
    await expect(fetchCurrentUser(async () => json(200, { user: null }))).resolves.toBeNull();
  });

  it('throws an HttpError on a failed answer', async () => {
    await expect(fetchCurrentUser(async () => json(500, {}))).rejects.toEqual(new HttpError(500));
  });
});

describe('logIn', () => {
  it('sends the e-mail and password and answers the user', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(json(200, { user }));
    await expect(logIn('admin@example.com', 'demo', fetchFn)).resolves.toEqual({ ok: true, user });
    expect(JSON.parse(String(fetchFn.mock.calls[0]![1]!.body))).toEqual({
      email: 'admin@example.com',
      password: 'demo',
    });
  });

  it.each([
    [401, 'invalid'],
    [429, 'throttled'],
    [500, 'failed'],
    [403, 'failed'],
  ] as const)('turns %i into %s', async (status, reason) => {
    expect(loginFailureFor(status)).toBe(reason);
    await expect(logIn('a@b.c', 'x', async () => json(status, { error: 'X' }))).resolves.toEqual({
      ok: false,
      reason,
    });
  });

  it('reports a network failure', async () => {
    await expect(
      logIn('a@b.c', 'x', () => Promise.reject(new TypeError('Failed to fetch'))),
    ).resolves.toEqual({
      ok: false,
      reason: 'network',
    });
  });
});

describe('signOutRequest', () => {
  it.each([
    ['success', async () => json(200, { ok: true }), true],
    ['a server error', async () => json(500, {}), false],
    ['a network error', () => Promise.reject(new TypeError('offline')), false],
  ] as const)('is %s -> %s', async (_name, fetchFn, expected) => {
    await expect(signOutRequest(fetchFn as typeof fetch)).resolves.toBe(expected);
  });
});
