import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserKey } from './data/auth';
import { createRuntime, type Runtime } from './runtime';
import {
  bootWith,
  demoUsers,
  fakeBroadcastChannel,
  fakeFetch,
  json,
  SilentWebSocket,
} from './test-utils/fakes';

const runtimes: Runtime[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const runtime of runtimes.splice(0)) {
    runtime.connection.close();
    runtime.dispose();
  }
});

function make(boot = bootWith(demoUsers.manager, 'da'), answers = {}, channel = fakeBroadcastChannel()) {
  const { fetchFn, calls } = fakeFetch(answers);
  const runtime = createRuntime(boot, {
    fetch: fetchFn,
    WebSocket: SilentWebSocket as unknown as typeof WebSocket,
    BroadcastChannel: channel,
  });
  const navigate = vi.fn();
  runtime.navigate = navigate;
  runtimes.push(runtime);
  return { runtime, navigate, calls };
}

describe('createRuntime', () => {
  it('hydrates the embedded user and settings and opens the socket for a signed-in page', () => {
    const { runtime } = make();
    expect(runtime.queryClient.getQueryData(currentUserKey)).toEqual(demoUsers.manager);
    const settings = runtime.queryClient
      .getQueryCache()
      .findAll()
      .find((q) => JSON.stringify(q.queryKey).includes('getUserSettings'));
    expect(settings?.state.data).toEqual({ language: 'da' });
    expect(runtime.connection.getState()).toBe('connecting');
  });

  it('knows a signed-out visitor and opens no socket', () => {
    const { runtime } = make(bootWith(null));
    expect(runtime.queryClient.getQueryData(currentUserKey)).toBeNull();
    expect(runtime.connection.getState()).toBe('idle');
  });

  it('leaves the user unknown when nothing was embedded (vite dev)', () => {
    const { runtime } = make(bootWith(undefined));
    expect(runtime.queryClient.getQueryState(currentUserKey)).toBeUndefined();
  });
});

describe('signOut', () => {
  it('posts /api/signOut, closes the socket, clears the cache and goes to the login page', async () => {
    const channel = fakeBroadcastChannel();
    const { runtime, navigate, calls } = make(
      bootWith(demoUsers.manager, 'da'),
      {
        '/api/signOut': () => json(200, { ok: true }),
      },
      channel,
    );
    const otherTab = new channel('vognpark-auth');
    const heard = vi.fn();
    otherTab.addEventListener('message', (event) => heard((event as MessageEvent).data));
    runtime.queryClient.setQueryData(['secret'], 'previous person');

    await runtime.signOut();

    expect(calls.map((c) => c.url)).toEqual(['/api/signOut']);
    expect(new Headers(calls[0]!.init!.headers).get('content-type')).toBe('application/json');
    expect(runtime.connection.getState()).toBe('idle');
    expect(runtime.queryClient.getQueryData(['secret'])).toBeUndefined();
    expect(runtime.queryClient.getQueryData(currentUserKey)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    expect(heard).toHaveBeenCalledWith({ type: 'signed-out' });
  });

  it('only logs "Failed to sign out" when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime, navigate } = make(bootWith(demoUsers.manager, 'da'), {
      '/api/signOut': () => json(500, {}),
    });
    runtime.queryClient.setQueryData(['kept'], 'still here');
    await runtime.signOut();
    expect(error).toHaveBeenCalledWith('Failed to sign out');
    expect(navigate).not.toHaveBeenCalled();
    expect(runtime.queryClient.getQueryData(['kept'])).toBe('still here');
    expect(runtime.connection.getState()).toBe('connecting');
  });

  it('follows another tab that signed out', async () => {
    const channel = fakeBroadcastChannel();
    const { runtime, navigate } = make(bootWith(demoUsers.manager, 'da'), {}, channel);
    const otherTab = new channel('vognpark-auth');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'));
    expect(runtime.queryClient.getQueryData(currentUserKey)).toBeNull();
    expect(runtime.connection.getState()).toBe('idle');
  });
});

describe('signedIn', () => {
  it('remembers the user and opens their socket', () => {
    const { runtime } = make(bootWith(null));
    runtime.signedIn(demoUsers.admin);
    expect(runtime.queryClient.getQueryData(currentUserKey)).toEqual(demoUsers.admin);
    expect(runtime.connection.getState()).toBe('connecting');
  });
});

describe('an UNAUTHORIZED answer', () => {
  it('sends the tab to the login page once, however many queries fail, until the next sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime, navigate } = make();
    const unauthorized = () =>
      Promise.reject(
        new TRPCClientError('UNAUTHORIZED', {
          result: { error: { code: -32001, message: 'UNAUTHORIZED', data: { code: 'UNAUTHORIZED' } } },
        }),
      );
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        runtime.queryClient.fetchQuery({ queryKey: [key], queryFn: unauthorized }).catch(() => {}),
      ),
    );
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'));
    expect(navigate).toHaveBeenCalledOnce();
    expect(runtime.queryClient.getQueryData(currentUserKey)).toBeNull();

    runtime.signedIn(demoUsers.manager);
    await runtime.queryClient.fetchQuery({ queryKey: ['d'], queryFn: unauthorized }).catch(() => {});
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
  });
});
