import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/lib/precompress.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const serverUrl = process.env.VOGNPARK_SERVER ?? 'http://127.0.0.1:3000';

const sourceConditions = ['@vognpark/source', 'module'];

/**
 * Two builds (`npm run build`): the browser's (dist/, with a manifest the server reads to preload a
 * page's chunks) and the server renderer's (`--ssr src/entry-server.tsx` into dist/.ssr/, every
 * dependency bundled in, so the server needs none of the app's packages). See
 * docs/decisions/first-paint.md.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  // A Brotli and a gzip copy of every script and style sheet, sent as they are by the server.
  plugins: [react(), precompress()],
  resolve: { conditions: [...sourceConditions, 'browser', 'development|production'] },
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
