/**
 * The load generator of bench/instances.mjs, a process of its own driven over IPC: raw `ws`
 * sockets speaking tRPC's JSON-RPC format, spread over several instances. Unlike load-client.mjs,
 * it behaves as the app's clients behind a balancer do: a socket that is told to reconnect (a
 * draining instance) or closes reconnects after the app's jittered delay (src/data/retry.ts,
 * `wsRetryDelay`) to an instance the balancer's health check (/readyz, every 250 ms) finds ready,
 * and a poll that fails is retried 3 times after 1, 2 and 4 s (`badgesRetryDelay`) before it
 * counts as failed. Exits by itself after 20 minutes whatever happens.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

setTimeout(() => process.exit(2), 20 * 60_000).unref();

const RETRIES = 3;
const REQUEST_TIMEOUT_MS = 10_000;
const HEALTH_CHECK_MS = 250;
const requestText = (id) => `{"id":${id},"method":"query","params":{"input":{},"path":"my.myNavBadges"}}`;

/** The app's WebSocket reconnect delay (packages/app/src/data/retry.ts, wsRetryDelay). */
const reconnectDelay = (attemptIndex) => {
  const ceiling = Math.min(500 * 2 ** attemptIndex, 10_000);
  return ceiling / 2 + Math.random() * (ceiling / 2);
};
/** The app's badge retry delay (packages/app/src/data/retry.ts, badgesRetryDelay). */
const pollRetryDelay = (attemptIndex) => Math.min(1000 * 2 ** attemptIndex, 30_000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {{ index: number, socket: WebSocket | null, pending: Map<number, (ok: boolean) => void>, nextId: number, connecting: Promise<void> | null }[]} */
let clients = [];
/** @type {{ url: string, wsUrl: string, ready: boolean }[]} */
let targets = [];
let headers = {};
let latencies = [];
let failedPolls = 0;
let retriedPolls = 0;
let reconnects = 0;
let polling = false;
let healthTimer = null;

/** The balancer's health check: one /readyz per instance every 250 ms, not one per client. */
function watchHealth() {
  clearInterval(healthTimer);
  const check = () =>
    Promise.all(
      targets.map(async (target) => {
        target.ready = await fetch(`${target.url}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
          (r) => r.ok,
          () => false,
        );
      }),
    );
  healthTimer = setInterval(check, HEALTH_CHECK_MS);
  return check();
}

/** A ready instance, as the balancer picks one: the client's own first, else the next ready one. */
async function readyTarget(first) {
  for (let waited = 0; waited < 120_000; waited += 100) {
    for (let i = 0; i < targets.length; i += 1) {
      const target = targets[(first + i) % targets.length];
      if (target.ready) return target;
    }
    await sleep(100);
  }
  throw new Error('no instance ready');
}

function open(client, target) {
  return new Promise((resolve) => {
    // A handshake that never completes (an instance stopping mid-upgrade) counts as a failed attempt.
    const socket = new WebSocket(target.wsUrl, {
      headers,
      perMessageDeflate: false,
      handshakeTimeout: 10_000,
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', () => resolve(null));
    socket.once('unexpected-response', () => {
      socket.terminate();
      resolve(null);
    });
  });
}

/** Connects the client; `delayed` waits the app's reconnect delay first (a reconnection). */
function connect(client, delayed = false) {
  client.connecting ??= (async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (delayed || attempt > 0) await sleep(reconnectDelay(attempt));
      const opened = await open(client, await readyTarget(client.index % targets.length));
      if (!opened) continue;
      client.socket = opened;
      opened.on('message', (data) => {
        const text = data.toString();
        if (text === 'PING') return opened.send('PONG');
        if (text === 'PONG') return;
        let message;
        try {
          message = JSON.parse(text);
        } catch {
          return;
        }
        // The server's "reconnect" notice (the instance is draining): close and connect again,
        // as tRPC's client does.
        if (message.method === 'reconnect') return opened.close();
        const done = client.pending.get(message.id);
        if (!done) return;
        client.pending.delete(message.id);
        done(!message.error);
      });
      opened.once('close', () => {
        if (client.socket === opened) client.socket = null;
        for (const done of client.pending.values()) done(false);
        client.pending.clear();
        if (polling) {
          reconnects += 1;
          // No instance ready in time: the next poll's retry connects again. Not caught, the
          // rejection would end this process, and the bench would wait for it in vain.
          connect(client, true).catch(() => {});
        }
      });
      return;
    }
  })().finally(() => {
    client.connecting = null;
  });
  return client.connecting;
}

function request(client) {
  return new Promise((resolve) => {
    const socket = client.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return resolve(false);
    const id = client.nextId++;
    const timer = setTimeout(() => {
      client.pending.delete(id);
      resolve(false);
    }, REQUEST_TIMEOUT_MS);
    client.pending.set(id, (ok) => {
      clearTimeout(timer);
      resolve(ok);
    });
    socket.send(requestText(id));
  });
}

async function poll(client) {
  const started = performance.now();
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) {
      retriedPolls += 1;
      await sleep(pollRetryDelay(attempt - 1));
      // The socket may still be reconnecting: the retry waits for it, as tRPC's client queues it.
      if (!client.socket || client.connecting) await (client.connecting ?? connect(client)).catch(() => {});
    }
    if (await request(client)) {
      latencies.push(performance.now() - started);
      return;
    }
  }
  failedPolls += 1;
}

async function runPolls({ periodMs, durationMs }) {
  latencies = [];
  failedPolls = 0;
  retriedPolls = 0;
  reconnects = 0;
  polling = true;
  const end = performance.now() + durationMs;
  const loops = clients.map(async (client, i) => {
    // Spread evenly over the period.
    await new Promise((resolve) => setTimeout(resolve, (i / clients.length) * periodMs));
    while (performance.now() < end) {
      const next = performance.now() + periodMs;
      await poll(client);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  });
  await Promise.all(loops);
  polling = false;
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    polls: latencies.length,
    failedPolls,
    retriedPolls,
    reconnects,
    p50: at(50),
    p99: at(99),
    connected: clients.filter((c) => c.socket?.readyState === WebSocket.OPEN).length,
  };
}

process.on('message', async (command) => {
  let result;
  let error;
  try {
    if (command.cmd === 'connect') {
      targets = command.targets.map((target) => ({ ...target, ready: false }));
      await watchHealth();
      headers = { cookie: command.cookie, origin: command.origin };
      clients = Array.from({ length: command.count }, (_, index) => ({
        index,
        socket: null,
        pending: new Map(),
        nextId: 1,
        connecting: null,
      }));
      const started = performance.now();
      for (let i = 0; i < clients.length; i += 200)
        await Promise.all(clients.slice(i, i + 200).map((client) => connect(client)));
      result = { connected: clients.filter((c) => c.socket).length, ms: performance.now() - started };
    } else if (command.cmd === 'poll') result = await runPolls(command);
    else if (command.cmd === 'close') {
      polling = false;
      clearInterval(healthTimer);
      for (const client of clients) client.socket?.terminate();
      clients = [];
      result = {};
    }
  } catch (caught) {
    error = String(caught?.stack ?? caught);
  }
  process.send({ type: 'result', id: command.id, result, error });
});
process.send({ type: 'ready' });
