/** The name of the BroadcastChannel on which tabs tell each other about sign-in and sign-out. */
export const authChannelName = 'vognpark-auth';

export type AuthMessage = { type: 'signed-out' } | { type: 'signed-in' };

export interface AuthChannel {
  /** Tells the other tabs. */
  post(message: AuthMessage): void;
  /** Listens to the other tabs; returns the unsubscribe function. */
  listen(listener: (message: AuthMessage) => void): () => void;
  close(): void;
}

function isAuthMessage(value: unknown): value is AuthMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as { type?: unknown }).type === 'signed-out' ||
      (value as { type?: unknown }).type === 'signed-in')
  );
}

/**
 * A BroadcastChannel between the tabs of this origin (a message never reaches the tab that
 * sent it). Where BroadcastChannel is missing, a no-op channel: other tabs then notice at their
 * next request (UNAUTHORIZED sends them to the login page).
 */
export function openAuthChannel(
  Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel,
): AuthChannel {
  if (!Channel) return { post: () => {}, listen: () => () => {}, close: () => {} };
  const channel = new Channel(authChannelName);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (isAuthMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
