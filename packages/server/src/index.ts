export { readConfig } from './config.js';
export type { ServerConfig } from './config.js';
export { buildServer } from './server.js';
