import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export interface LoginThrottleConfig {
  /** Failed sign-ins one account+address pair may make before it has to wait. */
  pairFree: number;
  /** The first wait after the free failures; it doubles with each further failure. */
  pairBaseDelayMs: number;
  /** The longest wait of a pair. */
  pairMaxDelayMs: number;
  /** A pair is forgotten this long after its last failure. */
  pairMemoryMs: number;
  /** Failed sign-ins of one account from all addresses within one window (the ceiling). */
  perAccount: number;
  /** Failed sign-ins (and invalid requests) from one address across all accounts within one window. */
  perAddress: number;
  /** The window of the account and address ceilings, from its first failure. */
  windowMs: number;
}

/** What one WebSocket and one address may cost the server. */
export interface WebSocketLimits {
  /** Calls in one message (tRPC batches); more closes the socket. */
  maxCallsPerMessage: number;
  /** Calls of one socket running at once; more are answered TOO_MANY_REQUESTS. */
  maxInFlight: number;
  /** Calls per second one socket may make on average, and how many it may make at once. */
  callsPerSecond: number;
  burst: number;
  /** The same for all sockets of one address together. */
  addressCallsPerSecond: number;
  addressBurst: number;
  /** Open sockets per address; the next upgrade gets 429. */
  maxSocketsPerAddress: number;
}

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
  /** Serve the app's *.map files (SERVE_SOURCE_MAPS=1); off by default. */
  serveSourceMaps: boolean;
  /** Real PostgreSQL (DATABASE_URL); null = embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** Folder of the embedded database (DATA_DIR). */
  dataDir: string;
  /** Session lifetime, renewed while used (SESSION_TTL_HOURS, default 14 days). */
  sessionTtlMs: number;
  /** How long a socket trusts its cached session before reading (and sliding) it again. */
  sessionCheckMs: number;
  /** Pino level (LOG_LEVEL): fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /**
   * Reverse proxies in front of the server (TRUST_PROXY): 0 = none, X-Forwarded-For is ignored;
   * N = the client address is the N-th entry from the right of X-Forwarded-For.
   */
  trustProxy: number;
  /** Largest accepted HTTP body in bytes. */
  bodyLimit: number;
  /** Largest accepted WebSocket message in bytes. */
  wsMaxPayload: number;
  wsLimits: WebSocketLimits;
  loginThrottle: LoginThrottleConfig;
  /** Draining on SIGTERM (docs/instances.md). */
  shutdown: ShutdownConfig;
  /** Between the areas' due passes (DUE_PASS_MINUTES, default 60; 0 turns them off: areas/duePasses.ts). */
  duePassMs: number;
  /**
   * Documents (areas/documents): the largest file and each client's storage quota, in bytes, and
   * the limits of reading one PDF's text, or recognising a scan's or a photo's, in the worker
   * (areas/documents/pdfText.ts).
   */
  documents: {
    maxFileBytes: number;
    quotaBytes: number;
    text: { ms: number; memoryMb: number; ocrMs: number; ocrMemoryMb: number };
  };
  /** The live trackers' endpoint (areas/map/tracker.ts, docs/map.md). */
  tracker: TrackerConfig;
  /** An ONNX damage detector (DAMAGE_MODEL_PATH; null: none), the damage register's model slot. */
  damageModelPath: string | null;
  /** The niceness of the plate and VIN reader's OCR process (OCR_NICENESS, 0–19); null: its default, 10. */
  ocrNiceness: number | null;
  /** An operator's PMTiles archive on this server's disk (MAP_PMTILES; null: the offline basemap only). */
  mapPmtilesPath: string | null;
  /**
   * A MapLibre style by URL (MAP_STYLE_URL; null: none) that the page's map draws instead of its
   * offline basemap; its origin is added to the Content-Security-Policy's connect-src and img-src.
   */
  mapStyleUrl: string | null;
}

export interface TrackerConfig {
  /** Positions a second one device may send, and its burst (a phone sends its backlog at once). */
  devicePerSecond: number;
  deviceBurst: number;
  /** Requests a second from one address (a site's phones behind one NAT), and its burst. */
  addressPerSecond: number;
  addressBurst: number;
  /** Days positions are kept (POSITION_RETENTION_DAYS, default 90); a vehicle's last one stays. */
  retentionDays: number;
  /** How long an instance gathers positions before writing them in one statement (areas/map/batch.ts). */
  batchWindowMs: number;
  /**
   * How long an instance trusts a device it read by its secret (areas/map/deviceCache.ts); a
   * revocation drops it on every instance at once, and the write refuses a revoked device anyway.
   */
  deviceCacheMs: number;
}

export interface ShutdownConfig {
  /** The bound on draining; past it the process exits 1 (SHUTDOWN_TIMEOUT_SECONDS, default 10). */
  timeoutMs: number;
  /** How long /readyz answers 503 before the sockets are told to move (DRAIN_DELAY_SECONDS, default 0). */
  readyDelayMs: number;
  /** How long WebSocket clients get to reconnect elsewhere before their sockets are closed. */
  socketsMs: number;
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const positive = (what: string) =>
  optional(z.coerce.number({ error: `must be ${what}` }).positive({ error: `must be ${what}` }));
const wholePositive = (what: string) =>
  optional(
    z.coerce
      .number({ error: `must be ${what}` })
      .int({ error: `must be ${what}` })
      .positive({ error: `must be ${what}` }),
  );
const niceness = { error: 'must be a whole number from 0 to 19' };
const absoluteUrl = optional(z.url({ error: 'must be an absolute URL' }));

const environment = z.object({
  PORT: z.preprocess(
    (value) => value ?? '3000',
    z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int({ error: 'must be a port number (0-65535)' })
      .min(0, { error: 'must be a port number (0-65535)' })
      .max(65535, { error: 'must be a port number (0-65535)' }),
  ),
  HOST: optional(z.string()),
  APP_URL: absoluteUrl,
  WS_URL: absoluteUrl,
  ALLOWED_ORIGINS: optional(z.string()),
  APP_DIST_DIR: optional(z.string()),
  SERVE_SOURCE_MAPS: optional(z.enum(['0', '1', 'false', 'true'], { error: 'must be 1, true, 0 or false' })),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  DATA_DIR: optional(z.string()),
  SESSION_TTL_HOURS: positive('a positive number of hours'),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(\d+|true|false)$/, { error: 'must be a number of proxies (0, 1, 2...), true or false' }),
  ),
  WS_SOCKETS_PER_ADDRESS: wholePositive('a positive whole number'),
  WS_CALLS_PER_SECOND: positive('a positive number'),
  WS_CALLS_PER_SECOND_PER_ADDRESS: positive('a positive number'),
  WS_MAX_IN_FLIGHT: wholePositive('a positive whole number'),
  DOCUMENT_MAX_MB: positive('a positive number of megabytes'),
  DOCUMENT_QUOTA_MB: positive('a positive number of megabytes'),
  DOCUMENT_TEXT_SECONDS: positive('a positive number of seconds'),
  DOCUMENT_TEXT_MEMORY_MB: wholePositive('a positive whole number of megabytes'),
  DOCUMENT_OCR_SECONDS: positive('a positive number of seconds'),
  DOCUMENT_OCR_MEMORY_MB: wholePositive('a positive whole number of megabytes'),
  DAMAGE_MODEL_PATH: optional(z.string()),
  OCR_NICENESS: optional(z.coerce.number(niceness).int(niceness).min(0, niceness).max(19, niceness)),
  MAP_PMTILES: optional(z.string()),
  MAP_STYLE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be the http:// or https:// URL of a MapLibre style' }),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: positive('a positive number of seconds'),
  POSITION_RETENTION_DAYS: wholePositive('a positive whole number of days'),
  DUE_PASS_MINUTES: optional(
    z.coerce
      .number({ error: 'must be a number of minutes (0 turns the passes off)' })
      .min(0, { error: 'must be a number of minutes (0 turns the passes off)' }),
  ),
  DRAIN_DELAY_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number of seconds (0 or more)' })
      .min(0, { error: 'must be a number of seconds (0 or more)' }),
  ),
});

/** Thrown for a bad environment: names every bad variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; problem: string; value: string | undefined }[]) {
    super(
      `Invalid environment: ${problems
        .map((p) => `${p.variable} ${p.problem}${p.value === undefined ? '' : `, not "${p.value}"`}`)
        .join('; ')}`,
    );
    this.name = 'ConfigError';
  }
}

function trustedHops(value: string | undefined): number {
  if (value === undefined || value === 'false') return 0;
  if (value === 'true') return 1;
  return Number(value);
}

/** Reads the environment; APP_URL, WS_URL and ALLOWED_ORIGINS follow HOST and PORT when unset. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '?');
        return { variable, problem: issue.message, value: env[variable] };
      }),
    );
  const e = parsed.data;
  const port = e.PORT;
  const host = e.HOST || '127.0.0.1';
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const appUrl = e.APP_URL ?? origin;
  const callsPerSecond = e.WS_CALLS_PER_SECOND ?? 10;
  const addressCallsPerSecond = e.WS_CALLS_PER_SECOND_PER_ADDRESS ?? 50;
  const shutdownTimeoutMs = (e.SHUTDOWN_TIMEOUT_SECONDS ?? 10) * 1000;
  const readyDelayMs = (e.DRAIN_DELAY_SECONDS ?? 0) * 1000;
  return {
    port,
    host,
    appUrl,
    wsUrl: e.WS_URL ?? `${origin.replace(/^http/, 'ws')}/trpc`,
    allowedOrigins: e.ALLOWED_ORIGINS
      ? e.ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [new URL(appUrl).origin],
    appDistDir: e.APP_DIST_DIR ?? path.resolve(packageDir, '../app/dist'),
    serveSourceMaps: e.SERVE_SOURCE_MAPS === '1' || e.SERVE_SOURCE_MAPS === 'true',
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(packageDir, '.data')),
    sessionTtlMs: (e.SESSION_TTL_HOURS ?? 24 * 14) * 60 * 60 * 1000,
    sessionCheckMs: 60_000,
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: trustedHops(e.TRUST_PROXY),
    bodyLimit: 16 * 1024,
    wsMaxPayload: 64 * 1024,
    wsLimits: {
      maxCallsPerMessage: 20,
      maxInFlight: e.WS_MAX_IN_FLIGHT ?? 16,
      callsPerSecond,
      burst: Math.max(30, callsPerSecond * 3),
      addressCallsPerSecond,
      addressBurst: Math.max(100, addressCallsPerSecond * 2),
      maxSocketsPerAddress: e.WS_SOCKETS_PER_ADDRESS ?? 100,
    },
    loginThrottle: {
      pairFree: 5,
      pairBaseDelayMs: 1_000,
      pairMaxDelayMs: 15 * 60 * 1000,
      pairMemoryMs: 60 * 60 * 1000,
      perAccount: 100,
      perAddress: 100,
      windowMs: 15 * 60 * 1000,
    },
    duePassMs: (e.DUE_PASS_MINUTES ?? 60) * 60_000,
    documents: {
      maxFileBytes: Math.round((e.DOCUMENT_MAX_MB ?? 25) * 1024 * 1024),
      quotaBytes: Math.round((e.DOCUMENT_QUOTA_MB ?? 2048) * 1024 * 1024),
      text: {
        ms: Math.round((e.DOCUMENT_TEXT_SECONDS ?? 10) * 1000),
        memoryMb: e.DOCUMENT_TEXT_MEMORY_MB ?? 256,
        ocrMs: Math.round((e.DOCUMENT_OCR_SECONDS ?? 60) * 1000),
        ocrMemoryMb: e.DOCUMENT_OCR_MEMORY_MB ?? 512,
      },
    },
    damageModelPath: e.DAMAGE_MODEL_PATH ? path.resolve(e.DAMAGE_MODEL_PATH) : null,
    ocrNiceness: e.OCR_NICENESS ?? null,
    mapPmtilesPath: e.MAP_PMTILES ? path.resolve(e.MAP_PMTILES) : null,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    tracker: {
      devicePerSecond: 2,
      deviceBurst: 120,
      addressPerSecond: 200,
      addressBurst: 1000,
      retentionDays: e.POSITION_RETENTION_DAYS ?? 90,
      batchWindowMs: 5,
      deviceCacheMs: 60_000,
    },
    shutdown: {
      timeoutMs: shutdownTimeoutMs,
      readyDelayMs,
      // What is left of the bound after the delay, halved (the rest is for closing), at most 5 s.
      socketsMs: Math.max(0, Math.min(5_000, (shutdownTimeoutMs - readyDelayMs) / 2)),
    },
  };
}
