import type { AppArea } from '../area';
import type { AccountMessageId } from './messages/en';

/**
 * Customers and users (docs/accounts.md), one descriptor per server router: a customer's list shows
 * its users and a user's its customer, so a write to either makes both stale.
 */
export const clientsArea: AppArea<'clients', AccountMessageId, 'accounts'> = {
  name: 'clients',
  folder: 'accounts',
  messages: ['accounts'],
  invalidates: ['users'],
};
export const usersArea: AppArea<'users', AccountMessageId, 'accounts'> = {
  name: 'users',
  folder: 'accounts',
  messages: ['accounts'],
  invalidates: ['clients'],
};
