import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  appUrl: string;
  wsUrl: string;
  allowedOrigins: string[];
  /** The built app (packages/app/dist). */
  appDistDir: string;
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads the environment; APP_URL, WS_URL and ALLOWED_ORIGINS follow HOST and PORT when unset. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const host = env.HOST ?? '127.0.0.1';
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const appUrl = env.APP_URL ?? origin;
  return {
    port,
    host,
    appUrl,
    wsUrl: env.WS_URL ?? `${origin.replace(/^http/, 'ws')}/trpc`,
    allowedOrigins: env.ALLOWED_ORIGINS
      ? env.ALLOWED_ORIGINS.split(',').map((o) => o.trim())
      : [new URL(appUrl).origin],
    appDistDir: env.APP_DIST_DIR ?? path.resolve(packageDir, '../app/dist'),
  };
}
