/**
 * Vitest globalSetup of the e2e project: makes sure packages/app/dist is a build of the current
 * sources (both vite builds when dist is missing or older than any source of the app or the kit).
 */
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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

export default async function setup(): Promise<void> {
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
