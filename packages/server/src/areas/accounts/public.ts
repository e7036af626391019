/**
 * What the app may import of the accounts area, as `@vognpark/server/areas/accounts`: its types and
 * the constants its pages share with the server. No side effects.
 */
export type { User, UserSettings, Role, Language } from './settings.js';
export type {
  Account,
  Client,
  ClientOption,
  ClientPage,
  ManagedUser,
  ManagedUserPage,
  OneTimePasswordResult,
} from './users/model.js';
export type { ClientOverview, FirstRows } from './clients/overview.js';
