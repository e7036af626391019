/**
 * Bundle sizes: builds the app (Vite JS API, the app's own vite.config.ts, into a temporary
 * outDir with a manifest), the dependency floor and a bare React 19 page, and reads the gzip
 * sizes of what a signed-in manager's first page loads from the Vite manifest.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { appDir, benchDir, gzipSize } from './lib.mjs';

/** Builds the app with its own config; `minify: false` keeps component names for the render bench. */
export async function buildApp(outDir, { minify = true } = {}) {
  const result = await build({
    configFile: path.join(appDir, 'vite.config.ts'),
    root: appDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, minify },
  });
  return (Array.isArray(result) ? result[0] : result).output;
}

/** Who a bundled module belongs to: an npm package, the kit, the app, or the English messages. */
function ownerOf(id) {
  if (/(?:packages\/(?:ui|app)\/src)\/messages\/en\.ts$/.test(id)) return 'English messages (kit + app)';
  const npm = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (npm) return npm[1];
  if (id.includes('/packages/ui/')) return '@vognpark/ui (the kit)';
  if (id.includes('/packages/app/')) return '@vognpark/app (the app)';
  return 'other (Vite runtime, helpers)';
}

/**
 * Attribution of the initial JS: the modules of those chunks grouped by owner, each group's code
 * (tree-shaken, before minification) gzipped alone, and scaled so the shares add up to the real
 * gzip total. An estimate for the "why", not a measurement.
 */
export function attribute(output, files, realTotal) {
  const groups = new Map();
  for (const chunk of output) {
    if (chunk.type !== 'chunk' || !files.includes(chunk.fileName)) continue;
    for (const [id, info] of Object.entries(chunk.modules)) {
      const owner = ownerOf(id);
      groups.set(owner, (groups.get(owner) ?? '') + (info.code ?? ''));
    }
  }
  const sized = [...groups.entries()].map(([owner, code]) => ({ owner, raw: gzipSize(Buffer.from(code)) }));
  const sum = sized.reduce((total, g) => total + g.raw, 0) || 1;
  return sized
    .map((g) => ({ owner: g.owner, gzip: Math.round((g.raw / sum) * realTotal) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Builds one of bench/fixtures (floor, bare) into outDir. */
export async function buildFixture(name, outDir) {
  const result = await build({
    configFile: false,
    root: path.join(benchDir, 'fixtures', name),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return (Array.isArray(result) ? result[0] : result).output;
}

async function readManifest(outDir) {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

async function sizeOf(outDir, file) {
  return gzipSize(await readFile(path.join(outDir, file)));
}

/** Every JS and CSS file a build emitted, gzip-summed. */
async function totals(outDir) {
  const files = await readdir(path.join(outDir, 'assets'));
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += await sizeOf(outDir, `assets/${file}`);
    if (file.endsWith('.css')) css += await sizeOf(outDir, `assets/${file}`);
  }
  return { js, css };
}

/** The manifest keys a chunk pulls in statically (itself included), transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const messageKey = /(?:^|\/)messages\/(en|da|uk|de|fr)\.ts$/;

/**
 * Sizes of the app build in `outDir`: the manager's first page (index.html's entry and its static
 * imports, plus the route chunks of /manager/dashboard: ShellLayout and Dashboard with theirs),
 * each language's message chunks, each route chunk with what it adds beyond the shared chunks
 * (the entry and the shell, which every page of the role areas has already loaded).
 */
export async function analyseApp(outDir) {
  const manifest = await readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the app manifest');
  const routeKeys = Object.keys(manifest).filter(
    (key) =>
      /src\/(pages\/(?:[A-Za-z]+\/)?[A-Za-z]+|shell\/ShellLayout)\.tsx$/.test(key) &&
      manifest[key].isDynamicEntry,
  );
  const shellKeys = routeKeys.filter((key) => /\/ShellLayout\.tsx$/.test(key));
  const firstPageRoutes = routeKeys.filter((key) => /\/(ShellLayout|Dashboard)\.tsx$/.test(key));
  if (firstPageRoutes.length !== 2)
    throw new Error('the manifest has no ShellLayout or Dashboard route chunk');
  const initial = staticClosure(manifest, [entryKey, ...firstPageRoutes]);
  const entryOnly = staticClosure(manifest, [entryKey]);
  // Shared: what every page of the role areas loads, the entry and the shell, and the parts the
  // shell's kit components and the shell itself fetch when the browser is idle (the open menu,
  // dialog and tooltip, the notification panel: docs/decisions/first-paint.md), whichever page it is.
  const shellLoaded = staticClosure(manifest, [entryKey, ...shellKeys]);
  const idleParts = [...shellLoaded].flatMap((key) =>
    (manifest[key].dynamicImports ?? []).filter((target) => /^\.\.\/ui\/src\/|^src\/shell\//.test(target)),
  );
  const shared = staticClosure(manifest, [...shellLoaded, ...idleParts]);
  let initialJs = 0;
  let initialCss = 0;
  const initialFiles = [];
  const cssSeen = new Set();
  for (const key of initial) {
    const chunk = manifest[key];
    const size = await sizeOf(outDir, chunk.file);
    initialJs += size;
    initialFiles.push({ file: chunk.file, gzip: size, route: !entryOnly.has(key) });
    for (const css of chunk.css ?? []) {
      if (cssSeen.has(css)) continue;
      cssSeen.add(css);
      initialCss += await sizeOf(outDir, css);
    }
  }
  const languages = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = messageKey.exec(key);
    // A catalog the entry imports (the kit's English fallback) is no language chunk.
    if (!match || initial.has(key)) continue;
    const locale = match[1];
    const part = /(^|\/)ui\/src\//.test(key) || key.includes('@vognpark/ui') ? 'kit' : 'app';
    languages[locale] ??= { total: 0, parts: [] };
    const size = await sizeOf(outDir, chunk.file);
    languages[locale].total += size;
    languages[locale].parts.push({ part, file: chunk.file, gzip: size, inInitial: initial.has(key) });
  }
  const routes = [];
  for (const key of routeKeys) {
    const own = await sizeOf(outDir, manifest[key].file);
    // What navigating to that route adds beyond the shared chunks (the entry and the shell): the
    // chunk and its static imports not already loaded. The shell's own: beyond the entry.
    const loaded = shellKeys.includes(key) ? entryOnly : shared;
    let added = 0;
    for (const dep of staticClosure(manifest, [key]))
      if (!loaded.has(dep)) added += await sizeOf(outDir, manifest[dep].file);
    routes.push({ name: path.basename(key, '.tsx'), file: manifest[key].file, gzip: own, added });
  }
  routes.sort((a, b) => a.name.localeCompare(b.name));
  // The language chunks a page may request: those loaded on demand (the kit's English, imported
  // statically as its fallback, is part of every page and says nothing about the active language).
  const messageFiles = Object.fromEntries(
    Object.entries(manifest)
      .filter(([key]) => messageKey.exec(key) && !initial.has(key))
      .map(([key, chunk]) => [chunk.file, messageKey.exec(key)[1]]),
  );
  return {
    initialJs,
    initialCss,
    initialFiles,
    initialKeys: [...initial],
    languages,
    routes,
    messageFiles,
    all: await totals(outDir),
  };
}

/** Total gzip JS and CSS of a fixture build (everything it emits is loaded on its one page). */
export async function analyseFixture(outDir) {
  return totals(outDir);
}
