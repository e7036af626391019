import { PartnersIcon, VendorsIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { PhotosMessageId } from '../photos/messages/en';
import type { PartnersMessageId } from './messages/en';

/**
 * Partners and vendors (docs/partners.md): /manager/partners, and /manager/vendors with the
 * fleet's expenses and costs.
 */
export const partnersArea: AppArea<
  'partners',
  PartnersMessageId | PhotosMessageId,
  'partners' | 'photos' | 'vehicles' | 'service'
> = {
  name: 'partners',
  // The driver's outlay takes the receipt's photo (the photos area's picker and reasons).
  messages: ['partners', 'photos'],
  pages: [
    {
      id: 'partners',
      path: '/manager/partners',
      area: 'manager',
      title: { kit: 'ui.nav.partners' },
      menu: { icon: PartnersIcon, order: 8 },
      page: () => import('./PartnersPage'),
      // A workshop's measured facts name the service tasks.
      messages: ['partners', 'service'],
      // The organisation's drawer shows the areas' parts of a record.
      parts: ['record'],
    },
    {
      id: 'vendors',
      path: '/manager/vendors',
      area: 'manager',
      title: { kit: 'ui.nav.vendors' },
      menu: { icon: VendorsIcon, order: 10 },
      page: () => import('./VendorsPage'),
      // Add Expense picks a vehicle; a workshop's measured facts name the service tasks.
      messages: ['partners', 'service', 'vehicles'],
      parts: ['record'],
    },
  ],
  // The driver's outlays on their home: Register Outlay and their latest ones.
  driverHome: { order: 30, part: () => import('./DriverOutlays').then((module) => module.DriverOutlays) },
  // A driver's outlay with an odometer moves their vehicle's reading on their home.
  invalidates: ['dashboard'],
};
