/**
 * The deployment files (Dockerfile, deploy/compose.yaml, deploy/Caddyfile; README "Running several
 * instances"). Docker cannot run here, so: the Dockerfile's stages are read and checked for what
 * the image must be (multi-stage, production dependencies only, non-root, the right entry), the
 * compose file for how its services fit together, and the Caddyfile is run for real, by Caddy, in
 * front of two instances of the server: sign-in, the WebSocket upgrade and a drained instance
 * leaving the rotation, all through the proxy.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCaddy } from '../../../scripts/lib/caddy.mjs';
import { freePort } from '../../../scripts/lib/net.mjs';
import { readConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';
import { WORK_DEMO } from '../src/areas/tasks/seed.js';
import { drain } from '../src/lifecycle.js';
import {
  APP_ORIGIN,
  connectTrpc,
  makeAppDist,
  openTestPostgres,
  signIn,
  startServer,
  type TestServer,
} from './helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFile(path.join(root, file), 'utf8');

interface Stage {
  from: string;
  name: string;
  lines: string[];
}

/** The Dockerfile's stages: each FROM with its instructions (continuation lines joined). */
function stages(dockerfile: string): Stage[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

describe('Dockerfile', () => {
  it('builds in one stage, installs production dependencies in another, runs a third as non-root', async () => {
    const dockerfile = await read('Dockerfile');
    const all = stages(dockerfile);
    expect(all.map((stage) => stage.name)).toEqual(['build', 'deps', 'runtime']);
    const [build, deps, runtime] = all as [Stage, Stage, Stage];
    expect(build.lines).toContain('RUN npm run build');
    const install = deps.lines.find((line) => line.startsWith('RUN npm ci'));
    expect(install).toMatch(/--omit=dev/);
    expect(install).toMatch(/--workspace @vognpark\/server/);
    // The runtime image: nothing from the build context, only chosen outputs of the other stages.
    const copies = runtime.lines.filter((line) => line.startsWith('COPY'));
    for (const copy of copies) expect(copy).toMatch(/^COPY --from=(build|deps) /);
    expect(copies.find((copy) => copy.includes('node_modules'))).toMatch(/^COPY --from=deps /);
    expect(copies.some((copy) => copy.includes('packages/server/dist'))).toBe(true);
    expect(copies.some((copy) => copy.includes('packages/server/migrations'))).toBe(true);
    expect(copies.some((copy) => copy.includes('packages/app/dist'))).toBe(true);
    expect(runtime.lines.filter((line) => line.startsWith('USER'))).toEqual(['USER node']);
    expect(runtime.lines.at(-1)).toBe('CMD ["node", "packages/server/dist/main.js"]');
    expect(runtime.lines.some((line) => /^HEALTHCHECK .*\/healthz/.test(line))).toBe(true);
  });

  it('copies only files that exist, and the build context leaves out what is installed or built', async () => {
    const dockerfile = await read('Dockerfile');
    for (const stage of stages(dockerfile))
      for (const line of stage.lines.filter((l) => /^COPY (?!--from)/.test(l))) {
        const sources = line.split(/\s+/).slice(1, -1);
        for (const source of sources) expect(existsSync(path.join(root, source)), source).toBe(true);
      }
    const ignored = (await read('.dockerignore')).split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/.data', '.git']) expect(ignored).toContain(entry);
    // The server's entry and the migrations are where the image expects them.
    expect(existsSync(path.join(root, 'packages/server/src/main.ts'))).toBe(true);
    expect(JSON.parse(await read('packages/server/package.json')).scripts.serve).toBe('node dist/main.js');
  });
});

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, two instances and the proxy, wired to each other', async () => {
    const compose = await read('deploy/compose.yaml');
    // The keys of the top-level `services:` block (up to the next top-level key).
    const block = /^services:\n([\s\S]*?)^\S/m.exec(compose)?.[1] ?? '';
    const services = [...block.matchAll(/^ {2}([\w-]+):/gm)].map((match) => match[1]);
    expect(services).toEqual(['postgres', 'app1', 'app2', 'proxy']);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@postgres:5432\//);
    expect(compose).toMatch(/TRUST_PROXY: '1'/);
    expect(compose).toMatch(/condition: service_healthy/);
    expect(compose).toMatch(/- \.\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/);
    expect(compose).toMatch(/dockerfile: Dockerfile/);
    // Docker's SIGKILL comes after the server's own bound, and the drain outlasts Caddy's check.
    const seconds = (pattern: RegExp, text: string) => Number(pattern.exec(text)?.[1]);
    const caddyfile = await read('deploy/Caddyfile');
    expect(seconds(/stop_grace_period: (\d+)s/, compose)).toBeGreaterThan(
      seconds(/SHUTDOWN_TIMEOUT_SECONDS: '(\d+)'/, compose),
    );
    expect(seconds(/DRAIN_DELAY_SECONDS: '(\d+)'/, compose)).toBeGreaterThan(
      seconds(/health_interval (\d+)s/, caddyfile),
    );
    // The proxy's upstreams are the two instances on the port they listen on.
    expect(/reverse_proxy (.+) \{/.exec(caddyfile)?.[1]).toBe('app1:3000 app2:3000');
    expect(compose).toMatch(/PORT: '3000'/);
  });
});

describe('deploy/Caddyfile in front of two instances', () => {
  let database: Database & { url: string };
  const pools: Database[] = [];
  let appDistDir: string;
  const servers: TestServer[] = [];
  let caddy: ChildProcess | undefined;
  let workDir: string;
  let proxyUrl: string;

  beforeAll(async () => {
    // Installs Debian's caddy when missing and root (a no-op when present).
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-caddy.mjs')], { stdio: 'inherit' });
    const caddyBin = findCaddy();
    if (!caddyBin) throw new Error('Caddy is needed: run node scripts/ensure-caddy.mjs');
    database = await openTestPostgres();
    appDistDir = await makeAppDist();
    workDir = await mkdtemp(path.join(tmpdir(), 'vognpark-caddy-'));
    const port = await freePort();
    proxyUrl = `http://127.0.0.1:${port}`;
    // The instances trust one proxy, as in compose.yaml.
    const overrides = {
      ...readConfig({ PORT: '0', APP_URL: APP_ORIGIN, TRUST_PROXY: '1' }),
      appDistDir,
    };
    for (let i = 0; i < 2; i++) {
      const pool = await openDatabase({ databaseUrl: database.url, dataDir: null });
      pools.push(pool);
      servers.push(await startServer(pool, overrides));
    }
    // The committed Caddyfile with only the addresses changed: compose's service names become
    // the test's ports.
    const caddyfile = (await read('deploy/Caddyfile'))
      .replace(/^:80 \{/m, `:${port} {`)
      .replace('app1:3000', new URL(servers[0]!.baseUrl).host)
      .replace('app2:3000', new URL(servers[1]!.baseUrl).host)
      .replace('health_interval 2s', 'health_interval 200ms');
    const file = path.join(workDir, 'Caddyfile');
    await writeFile(file, caddyfile);
    caddy = spawn(caddyBin, ['run', '--config', file, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: workDir, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 200; attempt++) {
      const up = await fetch(`${proxyUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('Caddy did not come up');
  });
  afterAll(async () => {
    caddy?.kill('SIGTERM');
    // The drained one is closed already.
    for (const server of servers.slice(1)) await server.close();
    for (const pool of pools) await pool.close();
    await database?.close();
    if (appDistDir) await rm(appDistDir, { recursive: true, force: true });
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('forwards sign-in and the WebSocket upgrade, and takes a draining instance out of rotation', async () => {
    const cookie = await signIn(proxyUrl, DEMO_ACCOUNTS.manager);
    const wsUrl = `${proxyUrl.replace('http', 'ws')}/trpc`;
    const connections = [0, 1, 2, 3].map(() => connectTrpc(wsUrl, { cookie }));
    try {
      for (const { client } of connections)
        expect(await client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
      // The first instance drains: /readyz 503 for longer than Caddy's (shortened) check interval,
      // then its sockets are told to reconnect, and they come back through Caddy to the other.
      await drain(servers[0]!.app, { readyDelayMs: 1_000, socketsMs: 5_000 });
      // Each client is back once its socket is open again (tRPC's state "pending"). A call made
      // while its client is between sockets can fail (the app's retries cover that): not asked here.
      for (const { wsClient } of connections)
        await expect
          .poll(() => wsClient.connectionState.get().state, { timeout: 15_000, interval: 50 })
          .toBe('pending');
      for (const { client } of connections)
        expect(await client.my.myNavBadges.query()).toEqual(WORK_DEMO.nordlysBadges);
      const fresh = connectTrpc(wsUrl, { cookie });
      connections.push(fresh);
      expect(await fresh.client.my.getUserSettings.query()).toEqual({ language: expect.any(String) });
    } finally {
      for (const connection of connections) connection.close();
    }
  });
});
