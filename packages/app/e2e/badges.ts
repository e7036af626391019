import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { AppRouter } from '@vognpark/server';
import superjson from 'superjson';
import { WebSocket } from 'ws';

/** The badge counts as the server answers them to a session cookie (a second, independent client). */
export async function serverBadges(
  server: { url: string; port: number },
  sessionCookie: string,
): Promise<{ tasks: number; inspections: number; compliance: number }> {
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL) {
      super(url, { headers: { cookie: sessionCookie, origin: server.url } });
    }
  }
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${server.port}/trpc`,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
  });
  try {
    const client = createTRPCClient<AppRouter>({
      links: [wsLink<AppRouter>({ client: wsClient, transformer: superjson })],
    });
    return await client.my.myNavBadges.query();
  } finally {
    await wsClient.close();
  }
}
