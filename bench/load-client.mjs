/**
 * The load generator, a process of its own (forked by server-load.mjs, driven over IPC): raw `ws`
 * sockets speaking tRPC 11's JSON-RPC message format with superjson, each sending the session
 * cookie and the app's Origin on the upgrade. Every loop here is bounded in count and time, and
 * the process exits by itself after 12 minutes whatever happens.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

setTimeout(() => process.exit(2), 12 * 60_000).unref();

const REQUEST_TIMEOUT_MS = 10_000;
/** superjson.serialize(undefined) is `{ json: undefined }`, which JSON makes `{}`. */
const requestText = (id) => `{"id":${id},"method":"query","params":{"input":{},"path":"my.myNavBadges"}}`;

/** @type {{socket: WebSocket, pending: Map<number, number>, nextId: number}[]} */
const clients = [];
let latencies = [];
let errors = 0;
let closedUnexpectedly = 0;
let answered = 0;
let timeouts = 0;
const errorKinds = new Map();

function countError(kind) {
  errors += 1;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
}

function onMessage(client, data) {
  const text = data.toString();
  if (text === 'PING') return client.socket.send('PONG');
  if (text === 'PONG') return;
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return countError('unparseable answer');
  }
  for (const item of Array.isArray(message) ? message : [message]) {
    const sent = client.pending.get(item.id);
    if (sent === undefined) continue;
    client.pending.delete(item.id);
    answered += 1;
    if (item.error) countError(item.error?.json?.data?.code ?? item.error?.data?.code ?? 'tRPC error');
    else latencies.push(performance.now() - sent);
  }
}

function open({ wsUrl, cookie, origin }) {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl, { headers: { cookie, origin }, perMessageDeflate: false });
    const client = { socket, pending: new Map(), nextId: 1 };
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(null);
    }, 20_000);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(client);
    });
    socket.once('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    socket.on('message', (data) => onMessage(client, data));
    socket.on('close', () => {
      if (!closing) closedUnexpectedly += 1;
    });
  });
}

let closing = false;

async function connect({ count, wsUrl, cookie, origin, batch = 250 }) {
  let failures = 0;
  const started = performance.now();
  while (clients.length < count) {
    const n = Math.min(batch, count - clients.length);
    const opened = await Promise.all(Array.from({ length: n }, () => open({ wsUrl, cookie, origin })));
    for (const client of opened) if (client) clients.push(client);
    failures += opened.filter((c) => c === null).length;
    if (failures > 500) break;
  }
  return { total: clients.length, failures, ms: performance.now() - started };
}

function send(client) {
  if (client.socket.readyState !== WebSocket.OPEN) return countError('socket not open');
  const id = client.nextId++;
  client.pending.set(id, performance.now());
  client.socket.send(requestText(id));
}

/** Every socket polls once per `periodMs`, the starts spread evenly over the period, for `durationMs`. */
async function poll({ periodMs, durationMs }) {
  latencies = [];
  errors = 0;
  answered = 0;
  timeouts = 0;
  errorKinds.clear();
  const closedBefore = closedUnexpectedly;
  const timers = [];
  const started = performance.now();
  const n = clients.length;
  let sent = 0;
  clients.forEach((client, i) => {
    const offset = (i / n) * periodMs;
    timers.push(
      setTimeout(() => {
        send(client);
        sent += 1;
        const interval = setInterval(() => {
          if (performance.now() - started + periodMs > durationMs + 1) return clearInterval(interval);
          send(client);
          sent += 1;
        }, periodMs);
        timers.push(interval);
      }, offset),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  for (const timer of timers) clearTimeout(timer);
  // Let the last answers arrive, then count what never came back.
  const drainDeadline = performance.now() + REQUEST_TIMEOUT_MS;
  while (performance.now() < drainDeadline && clients.some((c) => c.pending.size > 0))
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const client of clients) {
    timeouts += client.pending.size;
    client.pending.clear();
  }
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return {
    clients: n,
    sent,
    answered,
    ok: sorted.length,
    errors,
    errorKinds: Object.fromEntries(errorKinds),
    timeouts,
    closed: closedUnexpectedly - closedBefore,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Requests per second over `total` requests on `sockets` fresh sockets, each keeping `window`
 * requests in flight. `echo` talks to the echo server (the same message text comes back).
 */
async function throughput({ wsUrl, cookie, origin, sockets, total, window, echo }) {
  const group = [];
  for (let i = 0; i < sockets; i += 1) {
    const socket = await new Promise((resolve, reject) => {
      const s = new WebSocket(wsUrl, { headers: { cookie, origin }, perMessageDeflate: false });
      s.once('open', () => resolve(s));
      s.once('error', reject);
    });
    group.push(socket);
  }
  let sent = 0;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await new Promise((resolve) => {
    const deadline = setTimeout(resolve, 60_000);
    const sendOne = (socket, id) => {
      sent += 1;
      socket.send(requestText(id));
    };
    group.forEach((socket, index) => {
      let nextId = 1;
      socket.on('message', (data) => {
        const text = data.toString();
        if (text === 'PING') return socket.send('PONG');
        if (!echo && !text.includes('"result"')) failed += 1;
        done += 1;
        if (done >= total) {
          clearTimeout(deadline);
          return resolve();
        }
        if (sent < total) sendOne(socket, index * 1e7 + nextId++);
      });
      for (let k = 0; k < window && sent < total; k += 1) sendOne(socket, index * 1e7 + nextId++);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  for (const socket of group) socket.terminate();
  return { total, done, failed, seconds, rate: done / seconds };
}

process.on('message', async (command) => {
  try {
    let result;
    if (command.cmd === 'connect') result = await connect(command);
    else if (command.cmd === 'poll') result = await poll(command);
    else if (command.cmd === 'throughput') result = await throughput(command);
    else if (command.cmd === 'close') {
      closing = true;
      for (const client of clients) client.socket.terminate();
      clients.length = 0;
      result = {};
    }
    process.send({ type: 'result', id: command.id, result });
  } catch (error) {
    process.send({ type: 'result', id: command.id, error: String(error?.stack ?? error) });
  }
});
process.send({ type: 'ready' });
