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

const sourceConditions = ['@vognpark/source', 'module'];

/**
 * Two builds (`npm run build`): the browser's (dist/, with a manifest the server reads to preload a
 * page's chunks) and the server renderer's (`--ssr src/entry-server.tsx` into dist/.ssr/, every
 * dependency bundled in, so the server needs none of the app's packages). See
 * docs/decisions/first-paint.md.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  // A Brotli and a gzip copy of every script and style sheet, sent as they are by the server.
  plugins: [react(), compileHintOnEntry(), precompress()],
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
            codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
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
