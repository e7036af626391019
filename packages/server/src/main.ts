import { ConfigError, readConfig } from './config.js';
import { DataDirLockedError } from './db/dataDirLock.js';
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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    // A hung close must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
