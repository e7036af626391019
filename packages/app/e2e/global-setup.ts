/**
 * Vitest globalSetup of the e2e project, two things side by side:
 * - makes sure packages/app/dist is a build of the current sources (both vite builds when dist is
 *   missing or older than any source of the app or the kit);
 * - boots the server once on an empty DATA_DIR, which migrates and seeds the demo, and provides
 *   that folder as `e2eSeededDataDir`: each test file's server starts on a copy (harness.ts), about
 *   1 s of CPU where a first boot with its migration and seed took 10-15 s.
 */
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildServer, readConfig } from '@vognpark/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the server has migrated and seeded with the demo, to copy (never open it in place). */
    e2eSeededDataDir: string;
  }
}

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(appDir, '../..');
const builtIndex = path.join(appDir, 'dist/index.html');
const builtRenderer = path.join(appDir, 'dist/.ssr/entry-server.js');

function newestMtime(entry: string): number {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** True when dist/index.html is older than a source that goes into the bundle. */
export function appBuildIsStale(): boolean {
  // Both builds: the browser's and the server renderer's (npm run build -w @vognpark/app).
  const built = Math.min(newestMtime(builtIndex), newestMtime(builtRenderer));
  if (built === 0) return true;
  const sources = [
    path.join(appDir, 'src'),
    path.join(appDir, 'index.html'),
    path.join(appDir, 'vite.config.ts'),
    path.join(rootDir, 'packages/ui/src'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

/** An embedded database folder with the demo: the server's own first boot, then closed. */
async function seedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vognpark-e2e-seeded-'));
  const config = readConfig({ HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const server = await buildServer(config, { logLevel: 'silent' });
  await server.close();
  return dataDir;
}

export default async function setup(project: TestProject) {
  const [dataDir] = await Promise.all([seedDataDir(), buildApp()]);
  project.provide('e2eSeededDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}

async function buildApp(): Promise<void> {
  if (!appBuildIsStale()) return;
  const vite = path.join(rootDir, 'node_modules/vite/bin/vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']])
    await promisify(execFile)(process.execPath, [vite, ...args, '--logLevel', 'warn'], {
      cwd: appDir,
      // A production build as `npm run build` makes it, not one for Vitest's NODE_ENV=test.
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    });
}
