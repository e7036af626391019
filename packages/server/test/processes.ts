/**
 * Real server processes for the tests that need a real signal (SIGTERM draining): the sources
 * compiled file by file (TypeScript's transpileModule, no type check: `tsc -b` does that) into a
 * throwaway folder beside the package, then `node main.js` with an environment, as in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { freePort } from '../../../scripts/lib/net.mjs';
import { APP_ORIGIN } from './helpers.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Compiles src/ to `<tmp>/dist` with migrations/ beside it (the layout src/db/migrate.ts expects),
 * inside packages/server/node_modules/.cache so that imports resolve to the workspace's packages.
 * Returns the path of main.js and a function that removes the folder.
 */
export async function compileServer(): Promise<{ mainJs: string; remove(): Promise<void> }> {
  const cacheDir = path.join(packageDir, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  const root = await mkdtemp(path.join(cacheDir, 'vognpark-server-'));
  const srcDir = path.join(packageDir, 'src');
  const outDir = path.join(root, 'dist');
  const files = (await readdir(srcDir, { recursive: true })).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.d.ts'),
  );
  await Promise.all(
    files.map(async (name) => {
      const source = await readFile(path.join(srcDir, name), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        fileName: name,
        compilerOptions: {
          // ES modules as written (NodeNext would guess CommonJS without the package.json).
          module: ts.ModuleKind.ES2022,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
        },
      });
      const target = path.join(outDir, name.replace(/\.ts$/, '.js'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, outputText);
    }),
  );
  // The plain JavaScript sources (worker threads' files, src/areas/damage) run as they are.
  const scripts = (await readdir(srcDir, { recursive: true })).filter((name) => name.endsWith('.js'));
  await Promise.all(
    scripts.map(async (name) => {
      await mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
      await cp(path.join(srcDir, name), path.join(outDir, name));
    }),
  );
  await cp(path.join(packageDir, 'migrations'), path.join(root, 'migrations'), { recursive: true });
  // The package's type, so Node reads the .js files as ES modules.
  await writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  return { mainJs: path.join(outDir, 'main.js'), remove: () => rm(root, { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  wsUrl: string;
  /** stdout and stderr lines so far. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts `node main.js` on a free port and resolves once /readyz answers 200. */
export async function spawnServer(
  mainJs: string,
  env: Record<string, string>,
  { readyTimeoutMs = 30_000 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: APP_ORIGIN,
      WS_URL: 'ws://vognpark.test/trpc',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (data: Buffer) => output.push(...data.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/trpc`,
    output,
    exited,
  };
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + readyTimeoutMs;
  while (!gone && Date.now() < deadline) {
    const ready = await fetch(`${server.baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server process did not become ready:\n${output.join('\n')}`);
}
