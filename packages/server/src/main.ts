import { ConfigError, readConfig } from './config.js';
import { DataDirLockedError } from './db/dataDirLock.js';
import { exitOnSignals } from './lifecycle.js';
import { buildServer } from './server.js';

let server: Awaited<ReturnType<typeof buildServer>>;
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
  server = await buildServer(config);
} catch (error) {
  // A person's mistake (a bad variable, a folder in use) gets its message, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await server.listen({ port: config.port, host: config.host });
server.log.info({ appUrl: config.appUrl, wsUrl: config.wsUrl }, 'Vognpark server ready');
// For the person who ran npm start (the log above is for machines, and silent by default).
console.log(
  `Vognpark is ready at ${config.appUrl} (demo accounts in README.md, password demo). Ctrl+C stops it.`,
);

// SIGTERM/SIGINT: drain (readiness off, sockets sent elsewhere, requests finished), then exit 0;
// past SHUTDOWN_TIMEOUT_SECONDS exit 1 (docs/instances.md).
exitOnSignals(server, { timeoutMs: config.shutdown.timeoutMs, log: server.log });
