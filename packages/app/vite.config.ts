import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/lib/precompress.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const serverUrl = process.env.VOGNPARK_SERVER ?? 'http://127.0.0.1:3000';

/** A file of React Router's production build, wherever npm put the package. */
const reactRouterProduction = (file: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  );

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints) on the start chunk's first
 * line: every function after it is compiled as the script streams in, off the main thread (the
 * server sends its script tag with the page's first bytes), instead of lazily on the main thread
 * when bootstrap and hydration first call it (docs/decisions/first-paint.md, "The sixth step").
 * Added once the bundle is complete: the minifier drops comments, and Vite puts its table of
 * preloaded files at the top of the entry after every other step. The source map moves one line.
 */
function compileHintOnEntry(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'vognpark:compile-hint',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.code.startsWith(hint)) continue;
          chunk.code = hint + chunk.code;
          // One more generated line before the first mapping, in the map file already emitted.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The modules the browser build loads with `import()` (pages, drawers, the kit's parts that load on
 * demand), known once the module graph is complete and before rolldown makes its chunks, so that
 * the chunk groups below never take one in: it would then load with its group, not on demand.
 */
function lazyModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  return {
    has: (id) => ids.has(id),
    plugin: {
      name: 'vognpark:lazy-modules',
      apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
      buildStart() {
        ids.clear();
      },
      buildEnd() {
        for (const id of this.getModuleIds())
          if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) ids.add(id);
      },
    },
  };
}

/**
 * What many pages share, in three chunks instead of one per set of pages that share it
 * (docs/decisions/first-paint.md, "The eighth step"): left to itself rolldown gave the register 22
 * files to load beside the start chunk, most under 2 kB, and each file costs the browser, the
 * server and the page's renderer CPU of their own on the same cores as the page's work; with these
 * chunks the register (9 files) and a vehicle page became interactive about 60 ms sooner. Paths
 * under packages/ and node_modules/.
 */
const sharedChunks = {
  /** Every page's frame: its header, its column, its lazily loaded parts. */
  'page-frame': [
    'ui/src/PageHeader/',
    'ui/src/AppLayout/PageContent.',
    'app/src/pages/PageColumn.',
    'app/src/lazy/lazyWithPrefetch.',
    'app/src/boot/useHydrated.',
  ],
  /** A page's fields, switches and status pills, and the mutation a form saves with. */
  controls: [
    'ui/src/Field/',
    'ui/src/Switch/',
    'ui/src/StatusPill/',
    'ui/src/theme/fieldStyles.',
    '@tanstack/query-core/build/modern/mutationObserver.',
    '@tanstack/react-query/build/modern/useMutation.',
  ],
  /** A list page's parts: the table, its toolbar and search, the list's address and pages of rows. */
  'list-page': [
    'ui/src/DataTable/',
    'ui/src/Toolbar/',
    'ui/src/SearchField/',
    'app/src/data/keysetList.',
    'app/src/routes/urlSchema.',
    'app/src/routes/useUrlState.',
    'app/src/routes/addressId.',
    'app/src/shell/tableLayout.',
    '@tanstack/query-core/build/modern/infiniteQuery',
    '@tanstack/react-query/build/modern/useInfiniteQuery.',
  ],
};

/** Whether a module's path (any separator) has one of the fragments after packages/ or node_modules/. */
function inSharedChunk(id: string, fragments: readonly string[]): boolean {
  const normalized = id.replaceAll('\\', '/');
  return fragments.some(
    (fragment) =>
      normalized.includes(`/packages/${fragment}`) || normalized.includes(`/node_modules/${fragment}`),
  );
}

const lazy = lazyModules();

const sourceConditions = ['@vognpark/source', 'module'];

/**
 * Two builds (`npm run build`): the browser's (dist/, with a manifest the server reads to preload a
 * page's chunks) and the server renderer's (`--ssr src/entry-server.tsx` into dist/.ssr/, every
 * dependency bundled in, so the server needs none of the app's packages). See
 * docs/decisions/first-paint.md.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  // A Brotli and a gzip copy of every script and style sheet, sent as they are by the server.
  plugins: [react(), compileHintOnEntry(), precompress(), lazy.plugin],
  resolve: {
    conditions: [...sourceConditions, 'browser', 'development|production'],
    // React Router's package exports name only its development build (its production build, the
    // same code without the warnings, whose messages are built on every call even when nothing
    // is wrong: each route's path compiled at start-up formats one), so a production build takes
    // the production files by path (docs/decisions/first-paint.md, "The sixth step").
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
    // React's production build on the server too (the bundle includes react-dom/server).
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // styled-components ids from each file and position rather than from creation order, so the
  // server bundle and the browser's chunks name the same class (hydration matches).
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } } },
  ssr: {
    noExternal: true,
    resolve: { conditions: [...sourceConditions, 'node', 'development|production'] },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically in one file (docs/decisions/first-paint.md,
            // "Few files"). Without it rolldown gives each module that a lazy page also imports a
            // small chunk of its own, even when the entry imports it too: the first page preloaded
            // 34 files, and Chromium spends about a millisecond on each before it parses the page.
            // And what many pages share in a few chunks (sharedChunks, above); the start chunk first.
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'], priority: 10 },
                ...Object.entries(sharedChunks).map(([name, fragments]) => ({
                  name,
                  priority: 5,
                  test: (id: string) => !lazy.has(id) && inSharedChunk(id, fragments),
                })),
              ],
            },
          },
        },
      },
  server: {
    // `vite dev` talks to the real server (npm start; VOGNPARK_SERVER to point elsewhere) for /api
    // and /trpc. Start that server with ALLOWED_ORIGINS including Vite's origin.
    proxy: {
      '/api': serverUrl,
      '/trpc': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
