/**
 * Several instances on one PostgreSQL (issue #18, docs/instances.md): real server processes
 * (packages/server/dist/main.js) on a throwaway cluster, and the load generator
 * (instances-client.mjs) in a process of its own, polling my.myNavBadges spread over the period.
 * 1. one instance, then two, with the same clients: p50/p99 and the CPU each process used;
 * 2. the saturated rate (every client polling back to back) of one instance and of two;
 * 3. a rolling restart under load (SIGTERM one, start it again, then the other): every client
 *    must end connected, and no poll may fail beyond its retries.
 * CPU is read from /proc (user + system time) for the load generator, the instances and every
 * PostgreSQL process of the cluster.
 */
import { fork, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDir, demoManager, freePort, serverDir, sleep, waitForHttp } from './lib.mjs';
import { startCluster } from './vehicles.mjs';

const TICKS = 100;
const ORIGIN = 'http://vognpark.bench';

/** Signs in at `baseUrl` as the demo manager, from the shared origin; the session cookie pair. */
async function signInAt(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: demoManager.email, password: demoManager.password }),
  });
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((p) => p.startsWith('vognpark_session=') && p !== 'vognpark_session=');
  if (!pair) throw new Error(`sign-in answered ${response.status}`);
  return pair;
}

/** CPU seconds (user + system) of a process, 0 when it is gone. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The pids of the cluster's processes: the postmaster and its children. */
function postgresPids(postmaster) {
  const pids = [postmaster];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function startInstance(databaseUrl, appDistDir, clients, port) {
  port ??= await freePort();
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      APP_DIST_DIR: appDistDir,
      // One public origin for all, as behind a balancer.
      APP_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      WS_SOCKETS_PER_ADDRESS: String(clients * 2 + 100),
      WS_CALLS_PER_SECOND: '100000',
      WS_CALLS_PER_SECOND_PER_ADDRESS: '10000000',
      WS_MAX_IN_FLIGHT: '256',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, 120_000);
  return { url, wsUrl: `ws://127.0.0.1:${port}/trpc`, port, child, exited };
}

const addresses = (list) => list.map(({ url, wsUrl }) => ({ url, wsUrl }));

let commandId = 0;
function ask(child, command, timeoutMs) {
  const id = ++commandId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`load client did not answer ${command.cmd}`)), timeoutMs);
    const onMessage = (message) => {
      if (message.type !== 'result' || message.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.result);
    };
    child.on('message', onMessage);
    child.send({ ...command, id });
  });
}

export async function measureInstances({ appDistDir, clients, periodMs, log = console.log }) {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE vognpark_instances');
  const postmaster = Number((await admin.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const postmasterPid = Number(readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/vognpark_instances');
  const client = fork(path.join(benchDir, 'instances-client.mjs'), [], { stdio: 'inherit' });
  const instances = [];
  const durationMs = Math.max(periodMs, 10_000);
  try {
    await new Promise((resolve) => client.once('message', resolve));
    // Both start at once on the empty database (the advisory locks keep them apart).
    instances.push(
      ...(await Promise.all([
        startInstance(databaseUrl, appDistDir, clients),
        startInstance(databaseUrl, appDistDir, clients),
      ])),
    );
    const cookie = await signInAt(instances[0].url);
    const origin = ORIGIN;

    const cpuSnapshot = () => ({
      client: cpuOf(client.pid),
      instances: instances.map((i) => cpuOf(i.child.pid)),
      postgres: new Map(postgresPids(postmasterPid).map((pid) => [pid, cpuOf(pid)])),
    });
    const cpuSplit = (before, after, seconds) => ({
      client: (after.client - before.client) / seconds,
      instances: after.instances.map((v, i) => (v - (before.instances[i] ?? 0)) / seconds),
      // Per backend (connections come and go): what each used since the first snapshot.
      postgres:
        [...after.postgres].reduce(
          (sum, [pid, used]) => sum + Math.max(0, used - (before.postgres.get(pid) ?? 0)),
          0,
        ) / seconds,
    });

    async function phase(name, targets, poll) {
      await ask(
        client,
        { cmd: 'connect', count: clients, targets: addresses(targets), cookie, origin },
        300_000,
      );
      const before = cpuSnapshot();
      const t0 = performance.now();
      const polled = await ask(client, { cmd: 'poll', ...poll }, poll.durationMs + 120_000);
      const seconds = (performance.now() - t0) / 1000;
      const cpu = cpuSplit(before, cpuSnapshot(), seconds);
      await ask(client, { cmd: 'close' }, 60_000);
      await sleep(1_000);
      const result = { ...polled, seconds, rate: polled.polls / seconds, cpu };
      log(
        `  ${name}: ${polled.polls} polls, p50 ${polled.p50?.toFixed(1)} ms, p99 ${polled.p99?.toFixed(1)} ms, ` +
          `${result.rate.toFixed(0)}/s, failed ${polled.failedPolls}`,
      );
      return result;
    }

    const one = instances.slice(0, 1);
    const results = { clients, periodMs, loadavgBefore: loadavg() };
    results.one = await phase('one instance', one, { periodMs, durationMs });
    results.two = await phase('two instances', instances, { periodMs, durationMs });
    const saturation = { periodMs: 0, durationMs: 10_000 };
    results.oneSaturated = await phase('one instance, saturated', one, saturation);
    results.twoSaturated = await phase('two instances, saturated', instances, saturation);

    // Rolling restart under load.
    await ask(
      client,
      { cmd: 'connect', count: clients, targets: addresses(instances), cookie, origin },
      300_000,
    );
    const restartMs = Math.max(periodMs * 3, 30_000);
    const polling = ask(client, { cmd: 'poll', periodMs, durationMs: restartMs }, restartMs + 120_000);
    const restarts = [];
    for (let i = 0; i < instances.length; i += 1) {
      const old = instances[i];
      const t0 = performance.now();
      old.child.kill('SIGTERM');
      const code = await old.exited;
      const drainedMs = performance.now() - t0;
      // On its old port: the balancer's list of addresses stays the same.
      instances[i] = await startInstance(databaseUrl, appDistDir, clients, old.port);
      restarts.push({ exitCode: code, drainedMs, backMs: performance.now() - t0 });
      log(`  restarted instance ${i + 1}: exit ${code}, drained in ${(drainedMs / 1000).toFixed(1)} s`);
    }
    results.rolling = { ...(await polling), restarts };
    await ask(client, { cmd: 'close' }, 60_000);
    log(
      `  rolling restart: ${results.rolling.connected}/${clients} connected at the end, ` +
        `${results.rolling.failedPolls} polls failed beyond retries, p99 ${results.rolling.p99?.toFixed(1)} ms`,
    );
    results.loadavgAfter = loadavg();
    return results;
  } finally {
    client.kill('SIGKILL');
    for (const instance of instances) instance.child.kill('SIGKILL');
    await cluster.stop();
  }
}

const pct = (share) => `${(share * 100).toFixed(0)}%`;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');

/** Summary rows (as run.mjs judges them) and the report's section. */
export function instancesSection(r, yes) {
  const rollingOk = r.rolling.connected === r.clients && r.rolling.failedPolls === 0;
  const summary = [
    [
      'Two instances: badge poll p99',
      ms(r.two.p99),
      `one instance ${ms(r.one.p99)}`,
      '',
      '< 50 ms',
      yes(r.two.p99 < 50),
    ],
    [
      'Rolling restart under load',
      `${r.rolling.connected}/${r.clients} back, ${r.rolling.failedPolls} failed`,
      '',
      '',
      'all back, 0 failed',
      yes(rollingOk),
    ],
  ];
  const cpu = (c) =>
    `load ${pct(c.client)}, instances ${c.instances.map(pct).join(' + ')}, PostgreSQL ${pct(c.postgres)}`;
  const body = [
    '## Several instances on one PostgreSQL',
    '',
    `bench/instances.mjs: ${r.clients} clients polling my.myNavBadges every ${r.periodMs / 1000} s, real server processes on a`,
    `throwaway PostgreSQL, the load generator in its own process. CPU is cores used (100% = one core). Load average before:`,
    `${r.loadavgBefore.map((n) => n.toFixed(2)).join(', ')}; after: ${r.loadavgAfter.map((n) => n.toFixed(2)).join(', ')}.`,
    '',
    '| Run | polls/s | p50 | p99 | failed | CPU |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...[
      ['one instance', r.one],
      ['two instances', r.two],
      ['one instance, saturated', r.oneSaturated],
      ['two instances, saturated', r.twoSaturated],
    ].map(
      ([name, x]) =>
        `| ${name} | ${x.rate.toFixed(0)} | ${ms(x.p50)} | ${ms(x.p99)} | ${x.failedPolls} | ${cpu(x.cpu)} |`,
    ),
    '',
    `Saturated throughput of two instances against one: **${(r.twoSaturated.rate / r.oneSaturated.rate).toFixed(2)}x**. ` +
      `Saturated, the processes share this machine's cores: the load generator used ${pct(r.twoSaturated.cpu.client)} and the two ` +
      `instances ${pct(r.twoSaturated.cpu.instances.reduce((sum, used) => sum + used, 0))} together (one instance alone: ` +
      `${pct(r.oneSaturated.cpu.instances[0] ?? 0)}). A second instance on the same cores adds no CPU, only a second ` +
      `process to schedule, so this ratio shows the cost of splitting, not what a second machine would add.`,
    '',
    `Rolling restart (SIGTERM one instance, start it again, then the other) while polling: ` +
      `${r.rolling.connected}/${r.clients} clients connected at the end, ${r.rolling.failedPolls} polls failed beyond ` +
      `their 3 retries (${r.rolling.retriedPolls} retries, ${r.rolling.reconnects} reconnects), p99 ${ms(r.rolling.p99)}; ` +
      `drains took ${r.rolling.restarts.map((x) => `${(x.drainedMs / 1000).toFixed(1)} s (exit ${x.exitCode})`).join(', ')}.`,
    '',
  ];
  return { summary, body };
}
