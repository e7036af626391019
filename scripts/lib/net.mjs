// A free TCP port on loopback, for the throwaway servers of the tests and the benchmarks
// (the e2e harness, the server tests' PostgreSQL, bench/).
import { createServer } from 'node:net';

/**
 * Asks the system for a port that is free on 127.0.0.1 right now (listen on 0, read it, close).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
