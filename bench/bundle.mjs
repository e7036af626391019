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
import { precompress } from '../scripts/lib/precompress.mjs';

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
    // Compressed copies as the app's build writes them, so a baseline is served the way the app is.
    plugins: [react(), precompress()],
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

/**
 * A message catalog module: the kit's (`ui/src/messages/da.ts`), the app's core catalog
 * (`app/src/messages/da.ts`) or one of its areas' folders (`app/src/areas/vehicles/messages/da.ts`).
 */
const catalogModule =
  /(?:^|\/)(ui|app)\/src\/(?:areas\/([a-z-]+)\/)?messages\/(?:([a-z-]+)\/)?(en|da|uk|de|fr)\.ts$/;

/**
 * The language chunks of a build: every emitted chunk whose modules are all message catalogs of
 * one language, by file, with the language and what it holds (kit, core, or a feature folder).
 * Read from the build's output rather than the manifest, where a chunk that is also imported
 * statically (the kit's catalogs, which the calendar imports) has no module key.
 */
function languageChunks(output) {
  const chunks = new Map();
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const ids = Object.keys(chunk.modules);
    const catalogs = ids.map((id) => catalogModule.exec(id));
    if (ids.length === 0 || catalogs.some((match) => !match)) continue;
    const locales = new Set(catalogs.map((match) => match[4]));
    if (locales.size !== 1) continue;
    const parts = catalogs.map(([, pkg, area, part]) =>
      pkg === 'ui' ? 'kit' : area ? [area, part].filter(Boolean).join('/') : 'core',
    );
    chunks.set(chunk.fileName, { locale: [...locales][0], part: parts.join('+') });
  }
  return chunks;
}

/**
 * Sizes of the app build in `outDir`: the manager's first page (index.html's entry and its static
 * imports, plus the route chunks of /manager/dashboard: Dashboard with its own, and ShellLayout
 * with its own in a build where the shell is a lazy route),
 * each language's message chunks, each route chunk with what it adds beyond the shared chunks
 * (the entry and the shell, which every page of the role areas has already loaded).
 */
export async function analyseApp(outDir, output) {
  const manifest = await readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the app manifest');
  const routeKeys = Object.keys(manifest).filter(
    (key) =>
      // A page module: the core's (src/pages/…), an area's (src/areas/<area>/pages/… or
      // src/areas/<area>/<Name>Page.tsx), or the shell.
      /src\/((?:areas\/[A-Za-z]+\/)?pages\/(?:[A-Za-z]+\/)?[A-Za-z]+|areas\/[A-Za-z]+\/[A-Za-z]+Page|shell\/ShellLayout)\.tsx$/.test(
        key,
      ) && manifest[key].isDynamicEntry,
  );
  const shellKeys = routeKeys.filter((key) => /\/ShellLayout\.tsx$/.test(key));
  // The shell is part of the entry's chunk since it stopped being a lazy route; an older build has
  // it as a route chunk of its own.
  const firstPageRoutes = routeKeys.filter((key) => /\/(ShellLayout|Dashboard)\.tsx$/.test(key));
  if (!firstPageRoutes.some((key) => key.endsWith('/Dashboard.tsx')))
    throw new Error('the manifest has no Dashboard route chunk');
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
  // Each language's chunks, loaded on demand for the active language: the kit's, the app's core
  // catalog at start, and each feature folder's with the pages that show it. A catalog the entry
  // imports (the kit's English fallback) is part of every page and no language chunk.
  const initialChunkFiles = new Set([...initial].map((key) => manifest[key].file));
  const languages = {};
  const messageFiles = {};
  for (const [file, { locale, part }] of languageChunks(output)) {
    if (initialChunkFiles.has(file)) continue;
    const size = await sizeOf(outDir, file);
    languages[locale] ??= { total: 0, largest: 0, parts: [] };
    languages[locale].total += size;
    languages[locale].largest = Math.max(languages[locale].largest, size);
    languages[locale].parts.push({ part, file, gzip: size });
    messageFiles[file] = locale;
  }
  for (const language of Object.values(languages))
    language.parts.sort((a, b) => partOrder(a.part) - partOrder(b.part) || a.part.localeCompare(b.part));
  const routes = [];
  for (const key of routeKeys) {
    const own = await sizeOf(outDir, manifest[key].file);
    // What navigating to that route adds beyond the shared chunks (the entry and the shell): the
    // chunk and its static imports not already loaded. The shell's own: beyond the entry.
    const loaded = shellKeys.includes(key) ? entryOnly : shared;
    let added = 0;
    let files = 0;
    for (const dep of staticClosure(manifest, [key]))
      if (!loaded.has(dep)) {
        added += await sizeOf(outDir, manifest[dep].file);
        files += 1;
      }
    routes.push({ name: path.basename(key, '.tsx'), file: manifest[key].file, gzip: own, added, files });
  }
  routes.sort((a, b) => a.name.localeCompare(b.name));
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

/** The kit's chunk first, then the app's core catalog, then the feature folders. */
function partOrder(part) {
  return part === 'kit' ? 0 : part === 'core' ? 1 : 2;
}

/** Total gzip JS and CSS of a fixture build (everything it emits is loaded on its one page). */
export async function analyseFixture(outDir) {
  return totals(outDir);
}
