// The package's public entry. No side effects: the app imports its types only.
export type { AppRouter } from './trpc/router.js';
export type { User, UserSettings, Role, Language } from './users.js';
export type { NavBadges } from './badges.js';
export type { BootData } from './boot.js';
export type { ServerConfig } from './config.js';
export { BOOT_ELEMENT_ID, injectBootData, serializeForScript } from './boot.js';
export { readConfig } from './config.js';
export { buildServer, SESSION_COOKIE } from './server.js';
