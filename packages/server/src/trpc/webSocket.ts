import type { IncomingMessage } from 'node:http';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import type { TRPCReconnectNotification } from '@trpc/server/rpc';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import type { SessionCache } from '../auth/sessionCache.js';
import type { BadgeCache } from '../badgeCache.js';
import type { LoginThrottle } from '../auth/throttle.js';
import type { WebSocketLimits } from '../config.js';
import type { Db } from '../db/database.js';
import type { EventBus, SessionEndReason } from '../events/index.js';
import { clientAddress } from '../http/clientAddress.js';
import { sessionHashFromCookies } from '../http/sessionCookie.js';
import { badgePollAnswer } from './badgePoll.js';
import { envelopeProblem } from './envelope.js';
import { reconnectBatches } from './reconnectBatches.js';
import {
  Bucket,
  GuardedSocket,
  MALFORMED_BEFORE_CLOSE,
  refusal,
  REFUSALS_ANSWERED,
  REFUSALS_BEFORE_CLOSE,
  UPGRADE_COST,
} from './socketLimits.js';
import { appRouter, type Context } from './router.js';
import { mapDomainError, type SocketCalls } from './trpc.js';

export interface TrpcWebSocketOptions {
  db: Db;
  /** Largest message a socket may send, in bytes. */
  maxPayload: number;
  /** Session lifetime, passed to the tRPC context. */
  sessionTtlMs: number;
  /** Origins a browser may open the socket from. */
  allowedOrigins: readonly string[];
  /** The sessions of socket calls, from memory. */
  sessions: SessionCache;
  /** Each client's badge counts, from memory. */
  badges: BadgeCache;
  limits: WebSocketLimits;
  /** Reverse proxies trusted for X-Forwarded-For (see http/clientAddress.ts). */
  trustProxy: number;
  /** Where ended sessions and changed users are heard of, from every instance (src/events). */
  events: EventBus;
  /** The sign-in throttle, for procedures that check a password (tRPC context). */
  loginThrottle?: LoginThrottle;
}

export interface TrpcWebSocket {
  /** Refuses new upgrades (503) from now on (the instance is draining). */
  stopAccepting(): void;
  /**
   * Tells every client to reconnect (elsewhere), waits up to `ms` for them to go, closes the rest
   * with 1012 (docs/instances.md, "Readiness and draining").
   */
  drainSockets(ms: number): Promise<void>;
}

/** Sockets grouped by a key (session hash, user id, client id). */
class SocketIndex extends Map<string, Set<WebSocket>> {
  add(key: string, socket: WebSocket) {
    let set = this.get(key);
    if (!set) this.set(key, (set = new Set()));
    set.add(socket);
  }
  remove(key: string, socket: WebSocket) {
    const set = this.get(key);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.delete(key);
  }
}

const CLOSE_REASONS: Record<SessionEndReason, string> = {
  'signed-out': 'Signed out',
  replaced: 'Signed out',
  'password-changed': 'Session ended',
  deactivated: 'Session ended',
};
/** Sockets whose sessions are checked again at once after a reconnection of the listener. */
const RECHECK_BATCH = 50;

interface AddressState {
  sockets: number;
  calls: Bucket;
}

interface SocketState {
  address: AddressState;
  /** The client's address (after TRUST_PROXY), for procedures that throttle by it. */
  clientAddress: string;
  calls: Bucket;
  /** Messages refused for rate since the socket last stayed within it. */
  refusedInARow: number;
  /** Messages refused for a malformed envelope (envelope.ts). */
  malformed: number;
  /** Whether this socket's mistakes have been logged (once per socket). */
  warned: boolean;
  /** Closed for abuse: nothing it still sends is read. */
  expelled: boolean;
  trpc: SocketCalls;
  /** SHA-256 of the session id from the upgrade's cookie; null if none. */
  sessionHash: string | null;
}

/**
 * tRPC over WebSocket at /trpc on the app's HTTP server: upgrade handling (origin check, session
 * from the cookie, sockets per address), what one socket and one address may cost (calls per
 * message, calls per second, calls in flight), the open sockets per session, and a graceful close
 * before the server stops. The limits are in docs/threat-model.md and README.md.
 */
export function attachTrpcWebSocket(
  app: FastifyInstance,
  {
    db,
    maxPayload,
    sessionTtlMs,
    allowedOrigins,
    sessions,
    badges,
    limits,
    trustProxy,
    events,
    loginThrottle,
  }: TrpcWebSocketOptions,
): TrpcWebSocket {
  let closing = false;
  const wss = new WebSocketServer({ noServer: true, maxPayload, WebSocket: GuardedSocket });
  /** Session hash of each upgrade request, read by createContext. */
  const upgradeSessions = new WeakMap<IncomingMessage, string | null>();
  const socketStates = new WeakMap<IncomingMessage, SocketState>();
  /** Open sockets per session hash, user and client, so ended sessions can close them. */
  const socketsBySession = new SocketIndex();
  const socketsByUser = new SocketIndex();
  const socketsByClient = new SocketIndex();
  const sessionOfSocket = new WeakMap<WebSocket, string>();
  const addresses = new Map<string, AddressState>();

  /** Client mistakes: once per socket, at warn, no stack, and at most 10 lines a minute in all. */
  const mistakeLog = new Bucket(10 / 60, 10);
  let unloggedMistakes = 0;
  function clientMistake(state: SocketState | undefined, reason: string) {
    if (!state || state.warned) return;
    state.warned = true;
    if (!mistakeLog.take(1)) {
      unloggedMistakes += 1;
      return;
    }
    app.log.warn({ reason, unlogged: unloggedMistakes }, 'WebSocket client mistake');
    unloggedMistakes = 0;
  }

  function addressState(address: string): AddressState {
    let state = addresses.get(address);
    if (!state) {
      if (addresses.size >= 10_000) pruneAddresses();
      state = { sockets: 0, calls: new Bucket(limits.addressCallsPerSecond, limits.addressBurst) };
      addresses.set(address, state);
    }
    return state;
  }
  function pruneAddresses() {
    for (const [address, state] of addresses)
      if (state.sockets === 0 && state.calls.full) addresses.delete(address);
  }
  const pruneTimer = setInterval(pruneAddresses, 60_000);
  pruneTimer.unref();

  /** Closes a socket for abuse; it is sent nothing more and what it still sends is dropped unread. */
  function expel(socket: WebSocket, state: SocketState, reason: string) {
    state.expelled = true;
    socket.close(1008, reason);
    // Not waiting for its close frame: whatever it still sends (megabytes, for a flood) would be
    // read and unmasked first. The close frame above is already on its way.
    setImmediate(() => socket.terminate());
  }

  /**
   * Decides whether tRPC gets a message; answers or closes the socket itself when not. Cheap
   * before costly: a socket out of budget is refused before its message is even parsed, and the
   * refusals are answered only for the first few in a row (answering costs more than asking).
   */
  function guardMessage(socket: WebSocket, state: SocketState, data: Buffer): boolean {
    if (state.expelled) return false;
    // Out of budget and already told: dropped unread.
    if (!state.calls.has(1) && state.refusedInARow >= REFUSALS_ANSWERED) return refuse(socket, state, null);
    const text = data.toString('utf8');
    if (text === 'PING' || text === 'PONG') return true;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      // tRPC answers PARSE_ERROR; it costs one call.
      clientMistake(state, 'malformed message');
      message = null;
    }
    const calls = Array.isArray(message) ? message : [message];
    if (calls.length > limits.maxCallsPerMessage) {
      clientMistake(state, 'too many calls in one message');
      expel(socket, state, 'Too many calls in one message');
      return false;
    }
    const cost = Math.max(1, calls.length);
    if (state.calls.has(cost) && state.address.calls.take(cost)) {
      state.calls.take(cost);
      state.refusedInARow = 0;
      // Paid for above, like any call: a flood of malformed ones spends the sender's budget.
      if (calls.some((call) => envelopeProblem(call) !== null)) return refuseMalformed(socket, state, calls);
      // A badge poll whose answer is in memory is answered here, without tRPC (badgePoll.ts).
      const answer = Array.isArray(message)
        ? null
        : badgePollAnswer(message, state.sessionHash, sessions, badges);
      if (answer === null) return true;
      socket.send(answer);
      return false;
    }
    return refuse(socket, state, calls);
  }

  /**
   * A message whose superjson envelope superjson must never see (envelope.ts): every call of it is
   * answered PARSE_ERROR (as tRPC answers a message it cannot read), and a socket that keeps sending such is closed.
   */
  function refuseMalformed(socket: WebSocket, state: SocketState, calls: unknown[]): false {
    state.malformed += 1;
    clientMistake(state, 'malformed envelope');
    if (state.malformed >= MALFORMED_BEFORE_CLOSE) {
      expel(socket, state, 'Malformed messages');
      return false;
    }
    for (const call of calls) {
      const answer = refusal(call, 'PARSE_ERROR', 'Malformed message');
      if (answer) socket.send(answer);
    }
    return false;
  }

  function refuse(socket: WebSocket, state: SocketState, calls: unknown[] | null): false {
    state.refusedInARow += 1;
    clientMistake(state, 'over the call rate');
    if (state.refusedInARow >= REFUSALS_BEFORE_CLOSE) {
      expel(socket, state, 'Too many calls');
      return false;
    }
    if (calls && state.refusedInARow <= REFUSALS_ANSWERED)
      for (const call of calls) {
        const answer = refusal(call, 'TOO_MANY_REQUESTS', 'Too many calls; slow down');
        if (answer) socket.send(answer);
      }
    return false;
  }

  applyWSSHandler({
    wss,
    router: appRouter,
    // Never throws: a socket without a valid session connects; procedures answer UNAUTHORIZED.
    createContext: ({ req }): Context => ({
      db,
      sessionHash: upgradeSessions.get(req) ?? null,
      sessionTtlMs,
      sessions,
      badges,
      socket: socketStates.get(req)?.trpc,
      clientAddress: socketStates.get(req)?.clientAddress,
      loginThrottle,
      events,
    }),
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
    onError: ({ error, path: procedure, req }) => {
      const cause = error.cause as { code?: unknown } | undefined;
      // `ws` refusing a frame (too large, invalid UTF-8, bad opcode) is the client's mistake.
      if (typeof cause?.code === 'string' && cause.code.startsWith('WS_ERR_'))
        return clientMistake(socketStates.get(req), cause.code);
      // A domain error a subscription's stream threw is a refusal (mapped as the client is told), not a fault.
      if (mapDomainError(error).code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error, procedure }, 'tRPC error');
    },
  });

  wss.on('connection', (socket, request) => {
    const hash = upgradeSessions.get(request);
    if (!hash) return;
    socketsBySession.add(hash, socket);
    sessionOfSocket.set(socket, hash);
    let open = true;
    let owner: { userId: string; clientId: string | null } | null = null;
    socket.once('close', () => {
      open = false;
      socketsBySession.remove(hash, socket);
      if (owner) socketsByUser.remove(owner.userId, socket);
      if (owner?.clientId) socketsByClient.remove(owner.clientId, socket);
    });
    // Whose socket it is, so that ending a user's or a client's sessions finds it. The first call
    // would read the session anyway: this read is shared with it (and cached).
    sessions.user(hash).then(
      (user) => {
        if (!user || !open) return;
        owner = { userId: user.id, clientId: user.clientId };
        socketsByUser.add(user.id, socket);
        if (user.clientId) socketsByClient.add(user.clientId, socket);
      },
      () => {},
    );
  });

  function closeSockets(sockets: Iterable<WebSocket> | undefined, reason: string, exceptHash?: string) {
    for (const socket of [...(sockets ?? [])])
      if (!exceptHash || sessionOfSocket.get(socket) !== exceptHash) socket.close(4001, reason);
  }

  // Sessions ended on any instance (this one included): forget them and close their sockets.
  const unsubscribe = [
    events.subscribe('sessions.ended', ({ scope, reason }) => {
      const text = CLOSE_REASONS[reason];
      if ('sessionHash' in scope) {
        sessions.invalidate(scope.sessionHash);
        closeSockets(socketsBySession.get(scope.sessionHash), text);
      } else if ('userId' in scope) {
        sessions.invalidateUser(scope.userId, scope.exceptSessionHash);
        closeSockets(socketsByUser.get(scope.userId), text, scope.exceptSessionHash);
      } else {
        sessions.invalidateClient(scope.clientId);
        closeSockets(socketsByClient.get(scope.clientId), text);
      }
    }),
    events.subscribe('user.changed', ({ userId }) => sessions.invalidateUser(userId)),
    events.subscribe('badges.changed', ({ clientId }) => badges.invalidate(clientId)),
    // Events may have been missed: forget every cached session and count, and check each socket's
    // session again.
    events.onReset(() => {
      sessions.clear();
      badges.clear();
      void recheckSockets();
    }),
  ];

  async function recheckSockets() {
    const hashes = [...socketsBySession.keys()];
    for (let i = 0; i < hashes.length; i += RECHECK_BATCH)
      await Promise.all(
        hashes.slice(i, i + RECHECK_BATCH).map(async (hash) => {
          const user = await sessions.user(hash).catch(() => undefined);
          if (user === null) closeSockets(socketsBySession.get(hash), 'Session ended');
        }),
      );
  }

  app.server.on('upgrade', (request: IncomingMessage, socket, head) => {
    const started = performance.now();
    const pathname = (request.url ?? '/').split('?')[0];
    socket.on('error', () => socket.destroy());
    const log = (status: number) =>
      app.log.info(
        { method: 'GET', path: pathname, status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'upgrade',
      );
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      log(status);
    };
    if (closing) return refuse(503, 'Service Unavailable');
    if (pathname !== '/trpc') return refuse(404, 'Not Found');
    const origin = request.headers.origin;
    // Browsers always send Origin on a WebSocket; one outside the allowed list is a cross-site page.
    if (origin !== undefined && !allowedOrigins.includes(origin)) return refuse(403, 'Forbidden');
    const addressText = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trustProxy,
    );
    const address = addressState(addressText);
    if (address.sockets >= limits.maxSocketsPerAddress || !address.calls.take(UPGRADE_COST))
      return refuse(429, 'Too Many Requests');
    const sessionHash = sessionHashFromCookies(app.parseCookie(request.headers.cookie ?? ''));
    upgradeSessions.set(request, sessionHash);
    const state: SocketState = {
      address,
      clientAddress: addressText,
      calls: new Bucket(limits.callsPerSecond, limits.burst),
      refusedInARow: 0,
      malformed: 0,
      warned: false,
      expelled: false,
      trpc: { inFlight: 0, maxInFlight: limits.maxInFlight },
      sessionHash,
    };
    socketStates.set(request, state);
    address.sockets += 1;
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      address.sockets -= 1;
    };
    socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws) => {
      log(101);
      (ws as GuardedSocket).guard = (data) => guardMessage(ws, state, data);
      ws.once('close', release);
      wss.emit('connection', ws, request);
    });
  });

  /** Resolves when no socket is left, or after `ms`. */
  function socketsGone(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const deadline = performance.now() + ms;
      const check = () => {
        if (wss.clients.size === 0) resolve(true);
        else if (performance.now() >= deadline) resolve(false);
        else setTimeout(check, 20);
      };
      check();
    });
  }

  // tRPC's own notice (what `broadcastReconnectNotification` sends to everyone in one tick).
  const reconnectNotice = JSON.stringify({
    id: null,
    method: 'reconnect',
  } satisfies TRPCReconnectNotification);
  /** Tells the open sockets to reconnect, in batches spread over `spreadMs` (reconnectBatches.ts). */
  async function tellToReconnect(spreadMs: number) {
    const sockets = [...wss.clients];
    let start = 0;
    for (const size of reconnectBatches(sockets.length, { spreadMs })) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const socket of sockets.slice(start, start + size))
        if (socket.readyState === WebSocket.OPEN) socket.send(reconnectNotice);
      start += size;
    }
  }

  let told: Promise<void> | null = null;
  async function drainSockets(ms: number) {
    const started = performance.now();
    closing = true;
    clearInterval(pruneTimer);
    // tRPC clients close by themselves and reconnect (to another instance): calls they already
    // sent are answered first. Told over the first half of `ms`; whoever is still here after `ms`
    // is closed.
    told ??= tellToReconnect(ms / 2);
    await told;
    if (await socketsGone(Math.max(0, ms - (performance.now() - started)))) return;
    for (const socket of wss.clients) socket.close(1012, 'Server restarting');
    if (!(await socketsGone(2_000))) for (const socket of wss.clients) socket.terminate();
  }

  // Graceful shutdown (app.close() without a drain first): stop upgrades, tell tRPC clients to
  // reconnect, close sockets at once.
  app.addHook('preClose', async () => {
    for (const off of unsubscribe) off();
    await drainSockets(0);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  return {
    stopAccepting() {
      closing = true;
    },
    drainSockets,
  };
}
