import { ClientsIcon, UsersIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { AccountMessageId } from './messages/en';

/**
 * Customers and users (docs/accounts.md), one descriptor per server router: a customer's list shows
 * its users and a user's its customer, so a write to either makes both stale.
 */
export const clientsArea: AppArea<
  'clients',
  AccountMessageId,
  'accounts' | 'vehicles' | 'tasks' | 'compliance' | 'inspections'
> = {
  name: 'clients',
  folder: 'accounts',
  messages: ['accounts'],
  invalidates: ['users'],
  pages: [
    {
      id: 'admin-clients',
      path: '/admin/clients',
      area: 'admin',
      title: { kit: 'ui.nav.clients' },
      menu: { icon: ClientsIcon, order: 4 },
      home: true,
      page: () => import('./pages/AdminClients/AdminClients'),
      messages: ['accounts'],
    },
    // A child route: no entry of its own, so the Customers entry stays active.
    {
      id: 'admin-client',
      path: '/admin/clients/:id',
      area: 'admin',
      title: { kit: 'ui.nav.clients' },
      page: () => import('./pages/ClientPage/ClientPage'),
      messages: ['accounts', 'vehicles', 'tasks', 'compliance', 'inspections'],
    },
  ],
};
export const usersArea: AppArea<'users', AccountMessageId, 'accounts'> = {
  name: 'users',
  folder: 'accounts',
  messages: ['accounts'],
  invalidates: ['clients'],
  pages: [
    {
      id: 'users',
      path: '/manager/users',
      area: 'manager',
      title: { kit: 'ui.nav.users' },
      menu: { icon: UsersIcon, order: 13 },
      page: () => import('./pages/Users/Users'),
      messages: ['accounts'],
    },
    {
      id: 'admin-users',
      path: '/admin/users',
      area: 'admin',
      title: { kit: 'ui.nav.users' },
      menu: { icon: UsersIcon, order: 5 },
      page: () => import('./pages/Users/Users'),
      messages: ['accounts'],
    },
  ],
};
