/**
 * The throughput baseline: a raw `ws` server on loopback that sends every message straight back.
 * Run as its own process: `node echo-server.mjs PORT`. Stops by itself after 10 minutes.
 */
import { WebSocketServer } from 'ws';

const port = Number(process.argv[2]);
const wss = new WebSocketServer({ port, host: '127.0.0.1' });
wss.on('connection', (socket) =>
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })),
);
wss.on('listening', () => process.send?.({ type: 'listening' }));
setTimeout(() => process.exit(0), 10 * 60_000).unref();
process.on('SIGTERM', () => process.exit(0));
