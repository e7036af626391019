import { createWSClient, type TRPCWebSocketClient } from '@trpc/client';
import { wsRetryDelay } from './retry';

/**
 * The WebSocket as a person would describe it: `idle` (none: signed out), `connecting` (first
 * attempt), `open`, or `down` (lost; reconnecting with backoff and jitter).
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'down';

export interface ConnectionOptions {
  /** WS_URL from the runtime configuration. */
  url: string;
  /** A WebSocket implementation (Node tests); the browser's by default. */
  WebSocket?: typeof WebSocket;
  /** The delay before reconnect attempt n. */
  retryDelayMs?: (attemptIndex: number) => number;
  /** Called when the socket is back after having been down. */
  onReconnect?: () => void;
  /**
   * Called when the server closed the socket because its session ended (code 4001: signed out
   * elsewhere, password changed, the user or their customer deactivated).
   */
  onSessionEnded?: () => void;
}

/** The close code the server uses when it ends a socket's session. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * The one tRPC WebSocket of a signed-in session. It is opened when a user is known, kept open
 * (and reconnected) while they stay signed in, and closed on sign-out, so the next person gets a
 * socket authenticated as themselves. React reads its state with useSyncExternalStore.
 */
export class Connection {
  #client: TRPCWebSocketClient | null = null;
  #state: ConnectionState = 'idle';
  readonly #listeners = new Set<() => void>();

  constructor(private readonly options: ConnectionOptions) {}

  /** The open tRPC WebSocket client, or null when signed out. */
  get client(): TRPCWebSocketClient | null {
    return this.#client;
  }

  /** The state, for useSyncExternalStore. */
  readonly getState = (): ConnectionState => this.#state;

  /** Subscribes to state changes, for useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #setState(state: ConnectionState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }

  /** Opens the socket (if not open already). */
  open(): void {
    if (this.#client) return;
    this.#setState('connecting');
    const client: TRPCWebSocketClient = createWSClient({
      url: this.options.url,
      WebSocket: this.options.WebSocket,
      retryDelayMs: this.options.retryDelayMs ?? wsRetryDelay,
      onOpen: () => {
        if (this.#client !== client) return;
        const wasDown = this.#state === 'down';
        this.#setState('open');
        if (wasDown) this.options.onReconnect?.();
      },
      onClose: (cause) => {
        // A deliberate close() has already let go of this client: nothing is down then.
        if (this.#client !== client) return;
        this.#setState('down');
        if (cause?.code === SESSION_ENDED_CLOSE_CODE) this.options.onSessionEnded?.();
      },
    });
    this.#client = client;
  }

  /**
   * Closes the socket and stops reconnecting (sign-out). Not awaited: tRPC's close waits for a
   * socket that is still connecting (a server that is down) to settle, which can take long; the
   * client is let go at once, so nothing is sent on it any more.
   */
  close(): void {
    const client = this.#client;
    this.#client = null;
    this.#setState('idle');
    client?.close().catch(() => {});
  }
}
