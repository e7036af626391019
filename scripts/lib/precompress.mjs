/**
 * A Vite plugin that writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script, style
 * sheet and SVG a build emits, for the server to send as they are (@fastify/static's
 * `preCompressed`). Compressing once at build time lets Brotli use its best (slowest) quality,
 * which no server can afford per request: the start chunk goes over the wire as 153 kB instead of
 * 574 kB (docs/decisions/first-paint.md, "The fourth step"). Node's own zlib does the work; a
 * plugin package would only wrap these calls.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Fonts (woff2) and pictures are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/** Compresses one file's bytes both ways; a copy no smaller than the original is not written. */
export async function compressFile(file) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  const written = [];
  if (br.length < bytes.length) written.push(writeFile(`${file}.br`, br));
  if (gz.length < bytes.length) written.push(writeFile(`${file}.gz`, gz));
  await Promise.all(written);
}

/** Every compressible file under `dir`, its subfolders included, except Vite's own (`.vite`). */
async function compressibleFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) found.push(...(await compressibleFiles(full)));
    } else if (compressible.test(entry.name) && (await stat(full)).size > 0) found.push(full);
  }
  return found;
}

/** The plugin: runs after the bundle is written, on the client build only (never the SSR one). */
export function precompress() {
  let outDir = '';
  let skip = false;
  return {
    name: 'vognpark:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      await Promise.all((await compressibleFiles(outDir)).map(compressFile));
    },
  };
}
