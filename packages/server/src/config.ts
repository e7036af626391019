import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** The app's public address (APP_URL); https here makes the session cookie Secure. */
  appUrl: string;
  /** Where the browser opens the tRPC WebSocket (WS_URL). */
  wsUrl: string;
  /** Origins allowed on state-changing requests and the WebSocket upgrade (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** The built app (packages/app/dist). */
  appDistDir: string;
  /** Real PostgreSQL (DATABASE_URL); null = embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** Folder of the embedded database (DATA_DIR). */
  dataDir: string;
  /** Session lifetime, renewed while used (SESSION_TTL_HOURS, default 14 days). */
  sessionTtlMs: number;
  /** Pino level (LOG_LEVEL): fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=1); off by default. */
  trustProxy: boolean;
  /** Largest accepted HTTP body in bytes. */
  bodyLimit: number;
  /** Largest accepted WebSocket message in bytes. */
  wsMaxPayload: number;
  /** Failed sign-ins allowed per account and per address in one window before 429. */
  loginThrottle: { perAccount: number; perAddress: number; windowMs: number };
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/** Reads the environment; APP_URL, WS_URL and ALLOWED_ORIGINS follow HOST and PORT when unset. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || env.PORT === '')
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const host = env.HOST || '127.0.0.1';
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const appUrl = env.APP_URL || origin;
  let appOrigin: string;
  try {
    appOrigin = new URL(appUrl).origin;
  } catch {
    throw new Error(`APP_URL must be an absolute URL, not "${appUrl}"`);
  }
  return {
    port,
    host,
    appUrl,
    wsUrl: env.WS_URL || `${origin.replace(/^http/, 'ws')}/trpc`,
    allowedOrigins: env.ALLOWED_ORIGINS
      ? env.ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [appOrigin],
    appDistDir: env.APP_DIST_DIR || path.resolve(packageDir, '../app/dist'),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR || path.join(packageDir, '.data')),
    sessionTtlMs: positiveNumber(env, 'SESSION_TTL_HOURS', 24 * 14) * 60 * 60 * 1000,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bodyLimit: 16 * 1024,
    wsMaxPayload: 64 * 1024,
    loginThrottle: { perAccount: 5, perAddress: 50, windowMs: 15 * 60 * 1000 },
  };
}
