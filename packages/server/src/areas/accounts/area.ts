/**
 * The accounts area's descriptors (docs/accounts.md): one per router key the app calls, so the
 * procedure paths stay `my.*`, `clients.*`, `users.*` and `account.*`.
 */
import { defineArea } from '../area.js';
import { accountRouter } from './routers/account.js';
import { clientsRouter } from './routers/clients.js';
import { myRouter } from './routers/my.js';
import { usersRouter } from './routers/users.js';

export const accountsAreas = [
  defineArea({ name: 'my', router: myRouter }),
  defineArea({ name: 'clients', router: clientsRouter }),
  defineArea({ name: 'users', router: usersRouter }),
  defineArea({ name: 'account', router: accountRouter }),
] as const;
