import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { AppRouter } from '@vognpark/server';
import type { BrowserContext } from 'playwright';
import superjson from 'superjson';
import { WebSocket } from 'ws';

export type ServerClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * The server as a second, independent client with a session: what it counts and lists, to check
 * what a page shows against it. `session` is a browser context (its cookies) or a cookie header.
 */
export async function withServer<T>(
  server: { url: string; port: number },
  session: BrowserContext | string,
  run: (client: ServerClient) => Promise<T>,
): Promise<T> {
  const cookie =
    typeof session === 'string'
      ? session
      : (await session.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL) {
      super(url, { headers: { cookie, origin: server.url } });
    }
  }
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${server.port}/trpc`,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
  });
  try {
    return await run(
      createTRPCClient<AppRouter>({
        links: [wsLink<AppRouter>({ client: wsClient, transformer: superjson })],
      }),
    );
  } finally {
    await wsClient.close();
  }
}
