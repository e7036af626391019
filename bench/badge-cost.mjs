/**
 * What a badge poll costs the database: the real server (packages/server/dist/main.js) on a
 * throwaway PostgreSQL with pg_stat_statements, the demo manager polling my.myNavBadges over one
 * WebSocket. Every statement the server runs in the benchmark's database is counted (the event
 * listener's heartbeat included), for three cases: the first poll of a new sign-in (nothing
 * cached), polls while nothing changes, and the first poll after a task was written.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import pg from 'pg';
import superjson from 'superjson';
import WebSocket from 'ws';
import { freePort, serverDir, signIn, stopChild, waitForHttp } from './lib.mjs';
import { startCluster } from './vehicles.mjs';

const DATABASE = 'vognpark_badge_cost';
const STEADY_POLLS = 200;

function connect(wsUrl, origin, cookie) {
  class CookieWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { origin, cookie } });
    }
  }
  const wsClient = createWSClient({ url: wsUrl, WebSocket: CookieWebSocket });
  const client = createTRPCClient({ links: [wsLink({ client: wsClient, transformer: superjson })] });
  return { client, close: () => wsClient.close() };
}

export async function measureBadgeCost({ log = console.log } = {}) {
  const cluster = await startCluster({
    settings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'],
  });
  const admin = new pg.Client({ connectionString: cluster.url });
  let server;
  let connection;
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.query('CREATE EXTENSION pg_stat_statements');
    const databaseUrl = cluster.url.replace(/\/postgres$/, `/${DATABASE}`);
    const port = await freePort();
    server = spawn(process.execPath, [path.join(serverDir, 'dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        APP_DIST_DIR: path.join(serverDir, 'no-app'),
        LOG_LEVEL: 'silent',
        // Polls back to back: more than a browser would send in a second.
        WS_CALLS_PER_SECOND: '100000',
        WS_CALLS_PER_SECOND_PER_ADDRESS: '10000000',
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/readyz`, 180_000);

    /** The server's statements in the benchmark's database since the last reset, by text. */
    const statementsSince = async () => {
      const { rows } = await admin.query(
        `SELECT query, sum(calls)::int AS calls FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1) GROUP BY query ORDER BY 2 DESC`,
        [DATABASE],
      );
      return {
        total: rows.reduce((sum, row) => sum + row.calls, 0),
        statements: rows.map((row) => ({
          calls: row.calls,
          query: row.query.replace(/\s+/g, ' ').slice(0, 90),
        })),
      };
    };
    const reset = () => admin.query('SELECT pg_stat_statements_reset()');
    const measure = async (what, polls, action) => {
      await reset();
      const started = performance.now();
      await action();
      const seconds = (performance.now() - started) / 1000;
      const counted = await statementsSince();
      log(`  ${what}: ${counted.total} statements over ${polls} poll(s) in ${seconds.toFixed(1)} s`);
      return { what, polls, seconds, ...counted, perPoll: counted.total / polls };
    };

    const cookie = await signIn(url);
    connection = connect(`ws://127.0.0.1:${port}/trpc`, url, cookie);
    const { client } = connection;
    // The socket is open and its session resolved (the server reads it on connection).
    await client.my.getUserSettings.query();

    const cold = await measure('first poll of a new sign-in', 1, () => client.my.myNavBadges.query());
    const steady = await measure(`${STEADY_POLLS} polls, nothing changed`, STEADY_POLLS, async () => {
      for (let i = 0; i < STEADY_POLLS; i += 1) await client.my.myNavBadges.query();
    });
    await client.tasks.create.mutate({ title: 'Benchmark: overdue', dueDate: '2020-01-01' });
    const afterWrite = await measure('first poll after a task was written', 1, () =>
      client.my.myNavBadges.query(),
    );
    return { cold, steady, afterWrite, postgres: cluster.version };
  } finally {
    connection?.close();
    if (server) await stopChild(server);
    await admin.end().catch(() => {});
    await cluster.stop();
  }
}

/** The summary rows and the section of BENCHMARKS.md. */
export function badgeCostSection({ cold, steady, afterWrite, postgres }) {
  const met = (ok) => (ok ? 'met' : '**missed**');
  const row = (result) =>
    `| ${result.what} | ${result.polls} | ${result.total} | ${result.statements.map((s) => `${s.calls}× \`${s.query}…\``).join('<br>') || 'none'} |`;
  return {
    summary: [
      [
        'Badge poll, counts cached: database statements',
        `${steady.perPoll.toFixed(2)} per poll`,
        `${steady.polls} polls`,
        '',
        '0',
        met(steady.total === 0),
      ],
      [
        'Badge poll, counts changed: database statements',
        `${afterWrite.total}`,
        `first poll after a write; a new sign-in's first: ${cold.total}`,
        '',
        '≤ 1',
        met(afterWrite.total <= 1 && cold.total <= 1),
      ],
    ],
    body: [
      '## Badge poll cost',
      '',
      `The real server on a throwaway ${postgres} with pg_stat_statements; the demo manager polls my.myNavBadges`,
      'over one WebSocket. Every statement the server ran in its database between a reset of the statistics and',
      "the end of each case is counted, the event listener's heartbeat included. The session was already resolved",
      'by an earlier call on the socket (it is read again at most once a minute: docs/instances.md).',
      '',
      '| Case | polls | statements | which |',
      '| --- | ---: | ---: | --- |',
      row(cold),
      row(steady),
      row(afterWrite),
      '',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await measureBadgeCost(), null, 2));
