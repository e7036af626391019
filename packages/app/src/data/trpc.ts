import { createTRPCClient, TRPCClientError, wsLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@vognpark/server';
import superjson from 'superjson';
import type { Connection } from './connection';

export type { AppRouter };

type AppTRPCContext = ReturnType<typeof createTRPCContext<AppRouter>>;
const context: AppTRPCContext = createTRPCContext<AppRouter>();

/** Provides the tRPC client and QueryClient to `useTRPC()`. */
export const TRPCProvider: AppTRPCContext['TRPCProvider'] = context.TRPCProvider;
/** The tRPC hooks of the app: `useTRPC()` gives queryOptions / mutationOptions factories. */
export const useTRPC: AppTRPCContext['useTRPC'] = context.useTRPC;

type WsClient = NonNullable<Connection['client']>;

/**
 * A terminating link that sends each operation over the session's current WebSocket (wsLink with
 * superjson: in tRPC 11 the transformer goes on the link). The tRPC client stays the same object
 * for the whole page while sockets come and go with sign-in and sign-out.
 */
export function connectionLink(connection: Pick<Connection, 'client'>): TRPCLink<AppRouter> {
  return (runtime) => {
    const links = new WeakMap<WsClient, ReturnType<ReturnType<typeof wsLink<AppRouter>>>>();
    return (operation) => {
      const client = connection.client;
      if (!client)
        return observable((observer) => {
          observer.error(TRPCClientError.from(new Error('Not connected: nobody is signed in')));
        });
      let link = links.get(client);
      if (!link) {
        link = wsLink<AppRouter>({ client, transformer: superjson })(runtime);
        links.set(client, link);
      }
      return link(operation);
    };
  };
}

/** The app's tRPC client over the session's WebSocket. */
export function createAppTRPCClient(connection: Pick<Connection, 'client'>): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({ links: [connectionLink(connection)] });
}
