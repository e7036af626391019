import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { isLocale } from '@vognpark/ui';
import { createContext, useContext } from 'react';
import { openAuthChannel, type AuthChannel } from './auth/authChannel';
import type { User } from '@vognpark/server/areas/accounts';
import type { Boot } from './boot/readBoot';
import { currentUserKey, fetchCurrentUser, signOutRequest } from './data/auth';
import { Connection } from './data/connection';
import { createAppQueryClient, once } from './data/queryClient';
import { createAppTRPCClient, type AppRouter } from './data/trpc';

import { loginPath } from './routes/paths';

/** Everything that lives as long as the page: the data clients, the socket, the tab channel. */
export interface Runtime {
  boot: Boot;
  queryClient: QueryClient;
  connection: Connection;
  trpcClient: TRPCClient<AppRouter>;
  authChannel: AuthChannel;
  /** Navigates within the app (the router's navigate, set once the router exists). */
  navigate: (to: string) => void;
  /** After a successful sign-in: remember the user and open their socket. */
  signedIn(user: User): void;
  /** The confirmed Sign Out: POST /api/signOut, then tear down and go to the login page. */
  signOut(): Promise<void>;
  /** Tear down this tab's session (socket, cached data) and go to the login page. */
  endSession(): Promise<void>;
  /** Stops listening to other tabs (tests). */
  dispose(): void;
}

export interface RuntimeDeps {
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
  BroadcastChannel?: typeof BroadcastChannel;
}

/**
 * Creates the runtime and hydrates what the server embedded (user, settings) into the query
 * cache, so that a signed-in first paint is the shell, not a spinner.
 */
export function createRuntime(boot: Boot, deps: RuntimeDeps = {}): Runtime {
  const fetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
  const authChannel = openAuthChannel(deps.BroadcastChannel);

  // An expired session makes every query fail at once: leave for the login page once.
  const onUnauthorized = once(() => {
    void runtime.endSession();
  });

  const queryClient = createAppQueryClient({ onUnauthorized });
  const connection = new Connection({
    url: boot.config.WS_URL,
    WebSocket: deps.WebSocket,
    // The server ended this session (elsewhere, or an admin deactivated the person): ask who is
    // signed in now; nobody -> the login page at once, without waiting for the next query.
    onSessionEnded: () => {
      void fetchCurrentUser(fetchFn).then(
        (user) => {
          if (user) queryClient.setQueryData(currentUserKey, user);
          else void runtime.endSession();
        },
        () => {},
      );
    },
    onReconnect: () => {
      // What failed while the socket was down is fetched again once it is back.
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    },
  });
  const trpcClient = createAppTRPCClient(connection);

  function tearDown() {
    connection.close();
    queryClient.clear();
    queryClient.setQueryData(currentUserKey, null);
  }

  const runtime: Runtime = {
    boot,
    queryClient,
    connection,
    trpcClient,
    authChannel,
    navigate: (to) => window.location.assign(to),
    signedIn(user) {
      onUnauthorized.reset();
      queryClient.setQueryData(currentUserKey, user);
      connection.open();
      authChannel.post({ type: 'signed-in' });
    },
    async signOut() {
      // The socket goes first: the server closes a signed-out session's sockets, which would
      // otherwise flash the "connection lost" banner on the way out.
      connection.close();
      if (!(await signOutRequest(fetchFn))) {
        console.error('Failed to sign out');
        connection.open();
        return;
      }
      authChannel.post({ type: 'signed-out' });
      await runtime.endSession();
    },
    async endSession() {
      tearDown();
      runtime.navigate(loginPath);
    },
    dispose: () => {
      stopListening();
      authChannel.close();
    },
  };

  const stopListening = authChannel.listen((message) => {
    if (message.type === 'signed-out') void runtime.endSession();
    else void queryClient.invalidateQueries({ queryKey: currentUserKey });
  });

  // Hydrate the embedded state before the first render.
  if (boot.user !== undefined) queryClient.setQueryData(currentUserKey, boot.user);
  const language = boot.settings?.language;
  if (boot.user && isLocale(language)) {
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
    queryClient.setQueryData(trpc.my.getUserSettings.queryKey(), { language });
  }
  if (boot.user) connection.open();

  return runtime;
}

export const RuntimeContext = createContext<Runtime | null>(null);

/** The page's runtime (inside <AppProviders>). */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <AppProviders>');
  return runtime;
}
