/**
 * Where a document upload's and download's time and memory go (docs/documents.md, Budgets,
 * "Where an upload's time and memory go"): not a budget of `npm run bench`, a lab to run by hand
 * after `node node_modules/typescript-go/bin/tsc -b packages/server`.
 *
 *   node bench/documents-transfer-lab.mjs [modes]    modes, comma-separated (default http,loop):
 *   - http: the bench's server and PostgreSQL; N uploads, then N downloads, of a MB-megabyte PDF
 *     (bench/areas/documents.mjs `bigPdf`): each one's wall clock and the server's RSS growth
 *     (sampled every 20 ms, peak over the RSS just before), and the CPU time per transfer of this
 *     process (the client), the server (its main thread apart from its other threads) and
 *     PostgreSQL (all its processes), read from /proc in ticks of 10 ms.
 *   - inter: the same in the bench's order (upload, the same bytes to loopback, download, from
 *     loopback), each one's RSS growth.
 *   - loop: the bench's bare `node:http` server (its baseline): CPU per transfer of client and sink.
 *   - pg: PostgreSQL alone storing 80 chunks of 256 KiB (random bytes, and bytes that compress
 *     well) with the default storage and EXTERNAL: by one COPY a chunk (pgCopy.ts), one and two at
 *     once, by one COPY of all 80 rows, and copied inside the database (INSERT … SELECT).
 *
 * Environment: MB (20), N (5); SERVER_ARGS, node options for the server (`--cpu-prof …`);
 * BENCH_DEBUG=1 shows the server's stderr.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { bigPdf } from './areas/documents.mjs';
import {
  demoManager,
  freePort,
  median,
  rssOf,
  serverDir,
  signIn,
  sleep,
  spawnBounded,
  startApiServer,
  stopChild,
  waitForHttp,
} from './lib.mjs';
import { startCluster } from './vehicles.mjs';

const MB = Number(process.env.MB ?? 20);
const N = Number(process.env.N ?? 5);
const MODES = (process.argv[2] ?? 'http,loop').split(',');
const CHUNK = 256 * 1024;

/** A process's (or one thread's) CPU time in ms and its parent, from /proc; null once gone. */
function stat(pid, tid) {
  try {
    const text = readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) * 10, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** CPU ms of a process's main thread and of its other threads together. */
function threadsCpu(pid) {
  const out = { main: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`))
    out[tid === String(pid) ? 'main' : 'other'] += stat(pid, tid)?.cpu ?? 0;
  return out;
}

/** CPU ms of the PostgreSQL listening on `port`: its postmaster and every child. */
function postgresCpu(port) {
  const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  const master = pids.find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(`-p ${port} `);
    } catch {
      return false;
    }
  });
  let cpu = 0;
  for (const p of pids) {
    const s = stat(p);
    if (s && (p === master || String(s.ppid) === master)) cpu += s.cpu;
  }
  return cpu;
}

/** `call` timed, with `pid`'s RSS growth (KiB) during it. */
async function growth(pid, call) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const t0 = performance.now();
  await call();
  const ms = performance.now() - t0;
  clearInterval(timer);
  return { ms, kib: Math.round((Math.max(peak, rssOf(pid)) - before) / 1024) };
}

const perTransfer = (ms) => (ms / N).toFixed(0);

async function startServer(databaseUrl) {
  if (!process.env.SERVER_ARGS) return startApiServer(databaseUrl);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnBounded(
    process.execPath,
    [...process.env.SERVER_ARGS.split(' '), path.join(serverDir, 'dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
      },
    },
    30 * 60_000,
  );
  // Its output (`--trace-gc`, say) shown with BENCH_DEBUG, else drained.
  child.stdout.on('data', (data) => process.env.BENCH_DEBUG && process.stderr.write(data));
  return { url, pid: child.pid, ready: waitForHttp(`${url}/healthz`, 180_000), stop: () => stopChild(child) };
}

/** The bench's bare node:http server (its SINK), for `bytes` bytes. */
async function startSink(bytes) {
  const source = readFileSync(new URL('./areas/documents.mjs', import.meta.url), 'utf8');
  const code = source.split('const SINK = `')[1].split('`;')[0];
  const port = await freePort();
  const child = spawnBounded(process.execPath, ['-e', code, String(bytes), String(port)], {}, 30 * 60_000);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const url = `http://127.0.0.1:${port}/`;
  return {
    pid: child.pid,
    up: async (body) => (await fetch(url, { method: 'POST', body })).arrayBuffer(),
    down: async () => {
      for await (const _part of (await fetch(url)).body);
    },
    stop: () => stopChild(child),
  };
}

async function transfers(cluster, file) {
  const pgPort = Number(/:(\d+)\//.exec(cluster.url)[1]);
  const server = await startServer(cluster.url);
  const sql = new pg.Client({ connectionString: cluster.url });
  try {
    await server.ready;
    await sql.connect();
    const { url } = server;
    const cookie = await signIn(url, demoManager.email);
    const [{ client_id: clientId }] = (
      await sql.query('SELECT client_id FROM users WHERE email = $1', [demoManager.email])
    ).rows;
    const [vehicle] = (
      await sql.query('SELECT id FROM vehicles WHERE client_id = $1 ORDER BY registration LIMIT 1', [
        clientId,
      ])
    ).rows;
    const upload = async () => {
      const query = new URLSearchParams({
        fileName: 'police.pdf',
        ownerKind: 'vehicle',
        ownerId: vehicle.id,
        type: 'insurance_policy',
        title: 'Police',
      });
      const response = await fetch(`${url}/api/documents/upload?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', origin: url, cookie },
        body: file,
      });
      const body = await response.json();
      if (response.status !== 201) throw new Error(JSON.stringify(body));
      return body;
    };
    const versionId = (await upload()).current.id;
    const download = async () => {
      const response = await fetch(`${url}/api/documents/files/${versionId}/original?download=1`, {
        headers: { cookie },
      });
      let bytes = 0;
      for await (const part of response.body) bytes += part.length;
      if (bytes !== file.length) throw new Error(`download gave ${bytes} bytes`);
    };
    await download();
    if (MODES.includes('http'))
      for (const [name, call] of [
        ['upload', upload],
        ['download', download],
      ]) {
        const runs = [];
        const server0 = threadsCpu(server.pid);
        const postgres0 = postgresCpu(pgPort);
        const client0 = process.cpuUsage();
        for (let i = 0; i < N; i += 1) {
          await sleep(100);
          runs.push(await growth(server.pid, call));
        }
        const client = process.cpuUsage(client0);
        const server1 = threadsCpu(server.pid);
        console.log(
          `${name} of ${MB} MB: wall median ${median(runs.map((r) => r.ms)).toFixed(0)} ms ` +
            `[${runs.map((r) => r.ms.toFixed(0)).join(' ')}], RSS growth KiB [${runs.map((r) => r.kib).join(' ')}]`,
        );
        console.log(
          `  CPU per transfer: client ${perTransfer((client.user + client.system) / 1000)} ms, server main ` +
            `${perTransfer(server1.main - server0.main)} ms and other threads ${perTransfer(server1.other - server0.other)} ms, ` +
            `PostgreSQL ${perTransfer(postgresCpu(pgPort) - postgres0)} ms`,
        );
      }
    if (MODES.includes('inter')) {
      const sink = await startSink(file.length);
      try {
        await sink.up(file);
        await sink.down();
        const grown = { upload: [], download: [] };
        for (let i = 0; i < N; i += 1) {
          if (process.env.BENCH_DEBUG) console.error(`-- upload ${i}`);
          grown.upload.push((await growth(server.pid, upload)).kib);
          if (process.env.BENCH_DEBUG) console.error(`-- upload ${i}: +${grown.upload.at(-1)} KiB; download`);
          await sink.up(file);
          grown.download.push((await growth(server.pid, download)).kib);
          if (process.env.BENCH_DEBUG) console.error(`-- download ${i}: +${grown.download.at(-1)} KiB`);
          await sink.down();
        }
        console.log(
          `in the bench's order, RSS growth KiB: uploads [${grown.upload.join(' ')}], downloads [${grown.download.join(' ')}]`,
        );
      } finally {
        await sink.stop();
      }
    }
  } finally {
    await sql.end().catch(() => {});
    await server.stop();
  }
}

async function loopback(file) {
  const sink = await startSink(file.length);
  try {
    for (const [name, call] of [
      ['loopback upload', () => sink.up(file)],
      ['loopback download', () => sink.down()],
    ]) {
      await call();
      const walls = [];
      const sink0 = threadsCpu(sink.pid);
      const client0 = process.cpuUsage();
      for (let i = 0; i < N; i += 1) {
        await sleep(100);
        const t0 = performance.now();
        await call();
        walls.push(performance.now() - t0);
      }
      const client = process.cpuUsage(client0);
      const sink1 = threadsCpu(sink.pid);
      console.log(
        `${name} of ${MB} MB: wall median ${median(walls).toFixed(0)} ms, CPU per transfer: client ` +
          `${perTransfer((client.user + client.system) / 1000)} ms, sink ${perTransfer(sink1.main + sink1.other - sink0.main - sink0.other)} ms`,
      );
    }
  } finally {
    await sink.stop();
  }
}

async function postgresAlone(cluster) {
  const pgCopy = await import(path.join(serverDir, 'dist/areas/documents/pgCopy.js'));
  const port = Number(/:(\d+)\//.exec(cluster.url)[1]);
  const pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
  const chunks = 80;
  const random = randomBytes(CHUNK * chunks);
  const repetitive = Buffer.alloc(CHUNK * chunks);
  for (let i = 0; i < repetitive.length; i += 64)
    repetitive.write(`obj ${i} << /Type /Page /Length ${i * 7} >> stream\n`, i, 'latin1');
  const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  /** One COPY statement of every chunk of `data` (the binary format as pgCopy.ts writes it). */
  const copyAll = async (data) => {
    const id = randomUUID();
    const parts = [header];
    for (let seq = 0; seq < chunks; seq += 1) {
      const row = Buffer.alloc(2 + 4 + 16 + 4 + 4 + 4);
      let at = row.writeInt16BE(3, 0);
      at = row.writeInt32BE(16, at);
      at += Buffer.from(id.replaceAll('-', ''), 'hex').copy(row, at);
      at = row.writeInt32BE(4, at);
      at = row.writeInt32BE(seq, at);
      row.writeInt32BE(CHUNK, at);
      parts.push(row, data.subarray(seq * CHUNK, (seq + 1) * CHUNK));
    }
    parts.push(Buffer.from([0xff, 0xff]));
    const body = Buffer.concat(parts);
    const client = await pool.connect();
    try {
      await new Promise((resolve, reject) =>
        client.query({
          submit: (connection) =>
            connection.query('COPY document_chunks (blob_id, seq, data) FROM STDIN (FORMAT binary)'),
          handleCopyInResponse: (connection) => {
            const start = Buffer.alloc(5);
            start.write('d', 0, 'latin1');
            start.writeInt32BE(4 + body.length, 1);
            connection.stream.write(start);
            connection.stream.write(body);
            connection.stream.write(Buffer.from([0x63, 0, 0, 0, 4]));
          },
          handleError: reject,
          handleReadyForQuery: resolve,
          handleCommandComplete() {},
          handleRowDescription() {},
          handleDataRow() {},
          handleEmptyQuery() {},
          handlePortalSuspended() {},
          handleCopyData() {},
        }),
      );
    } finally {
      client.release();
    }
  };
  const byChunk = (atOnce) => async (data) => {
    const id = randomUUID();
    const writing = [];
    for (let seq = 0; seq < chunks; seq += 1) {
      if (writing.length >= atOnce) await writing.shift();
      writing.push(pgCopy.copyChunkIn(pool, id, seq, data.subarray(seq * CHUNK, (seq + 1) * CHUNK)));
    }
    await Promise.all(writing);
  };
  const ways = {
    'one COPY a chunk, one at a time': byChunk(1),
    'one COPY a chunk, two at once': byChunk(2),
    'one COPY of all 80 rows': copyAll,
    'INSERT … SELECT inside the database': async () => {
      const [{ id }] = (await pool.query('SELECT blob_id AS id FROM document_chunks LIMIT 1')).rows;
      await pool.query(
        'INSERT INTO document_chunks SELECT gen_random_uuid(), seq, data FROM document_chunks WHERE blob_id = $1',
        [id],
      );
    },
  };
  try {
    await pool.query(
      'CREATE TABLE document_chunks (blob_id uuid NOT NULL, seq integer NOT NULL, data bytea NOT NULL, PRIMARY KEY (blob_id, seq))',
    );
    for (const storage of ['EXTENDED', 'EXTERNAL']) {
      await pool.query(`ALTER TABLE document_chunks ALTER COLUMN data SET STORAGE ${storage}`);
      for (const [kind, data] of [
        ['random bytes', random],
        ['bytes that compress well', repetitive],
      ]) {
        for (const [name, way] of Object.entries(ways)) {
          await way(data);
          const walls = [];
          const cpu0 = postgresCpu(port);
          for (let i = 0; i < N; i += 1) {
            const t0 = performance.now();
            await way(data);
            walls.push(performance.now() - t0);
          }
          console.log(
            `${storage}, ${kind}, ${name}: wall median ${median(walls).toFixed(0)} ms, PostgreSQL's CPU ` +
              `${perTransfer(postgresCpu(port) - cpu0)} ms per 20 MB`,
          );
        }
        await pool.query('TRUNCATE document_chunks');
      }
    }
  } finally {
    await pool.end();
  }
}

const file = bigPdf(MB * 1e6, 'Forsikringspolice Tryg 2026 kaskoforsikring');
if (MODES.includes('http') || MODES.includes('inter')) {
  const cluster = await startCluster();
  try {
    await transfers(cluster, file);
  } finally {
    await cluster.stop();
  }
}
if (MODES.includes('loop')) await loopback(file);
if (MODES.includes('pg')) {
  const cluster = await startCluster();
  try {
    await postgresAlone(cluster);
  } finally {
    await cluster.stop();
  }
}
