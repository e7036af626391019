import type { AppArea } from '../area';

/**
 * Customers and users (docs/accounts.md), one descriptor per server router: a customer's list shows
 * its users and a user's its customer, so a write to either makes both stale.
 */
export const clientsArea: AppArea<'clients'> = {
  name: 'clients',
  folder: 'accounts',
  invalidates: ['users'],
};
export const usersArea: AppArea<'users'> = { name: 'users', folder: 'accounts', invalidates: ['clients'] };
