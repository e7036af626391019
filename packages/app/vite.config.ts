import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const serverUrl = process.env.VOGNPARK_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vognpark/source', 'module', 'browser', 'development|production'] },
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  build: { outDir: 'dist', sourcemap: true },
  server: {
    // `vite dev` talks to the real server (npm start; VOGNPARK_SERVER to point elsewhere) for /api
    // and /trpc. Start that server with ALLOWED_ORIGINS including Vite's origin.
    proxy: {
      '/api': serverUrl,
      '/trpc': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
    },
  },
});
