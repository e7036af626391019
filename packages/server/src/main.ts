import { readConfig } from './config.js';
import { buildServer } from './server.js';

const config = readConfig();
const server = await buildServer(config);
await server.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
