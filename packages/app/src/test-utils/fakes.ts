import type { Language, User } from '@vognpark/server/areas/accounts';
import type { Boot } from '../boot/readBoot';

/** A WebSocket that never connects (jsdom tests render the shell without a server). */
export class SilentWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  constructor(readonly url: string) {
    super();
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

/** An in-memory BroadcastChannel: every channel of the same name in this process hears the others. */
export function fakeBroadcastChannel(): typeof BroadcastChannel {
  const channels = new Set<FakeChannel>();
  class FakeChannel extends EventTarget {
    constructor(readonly name: string) {
      super();
      channels.add(this);
    }
    postMessage(data: unknown) {
      for (const channel of channels)
        if (channel !== this && channel.name === this.name)
          channel.dispatchEvent(new MessageEvent('message', { data }));
    }
    close() {
      channels.delete(this);
    }
  }
  return FakeChannel as unknown as typeof BroadcastChannel;
}

export const demoUsers = {
  admin: {
    id: 'u-admin',
    role: 'admin',
    email: 'admin@example.com',
    imageFileId: null,
    contact: { name: 'Anne', surname: 'Admin' },
    language: 'en',
  },
  manager: {
    id: 'u-manager',
    role: 'manager',
    email: 'manager@example.com',
    imageFileId: 'file-1',
    contact: { name: 'Mette', surname: 'Hansen' },
    language: 'en',
  },
  user: {
    id: 'u-user',
    role: 'user',
    email: 'user@example.com',
    imageFileId: null,
    contact: { name: '', surname: '' },
    language: 'en',
  },
} satisfies Record<string, User>;

export function bootWith(user: User | null | undefined, language?: Language): Boot {
  return {
    config: { WS_URL: 'ws://localhost/trpc', APP_URL: 'http://localhost' },
    user,
    settings: user && language ? { language } : user === null ? null : undefined,
  };
}

/** A fetch that answers by path from a table, recording the calls. */
export function fakeFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url];
    if (!answer) throw new TypeError(`fetch failed: no answer for ${url}`);
    return answer();
  }) as typeof fetch;
  return { fetchFn, calls };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A WebSocket the test opens and drops by hand; every instance is kept in `instances`. */
export class ControlledWebSocket extends SilentWebSocket {
  static instances: ControlledWebSocket[] = [];
  constructor(url: string) {
    super(url);
    ControlledWebSocket.instances.push(this);
  }
  /** The server accepts the connection. */
  accept(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  /** The connection fails or drops. */
  drop(): void {
    this.readyState = 3;
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
  }
}
