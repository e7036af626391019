import { SharingIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { SharingMessageId } from './messages/en';

/**
 * Sharing (docs/sharing.md): pool cars that can never be double-booked, their timeline, requests,
 * utilisation and share links for the manager; booking, check-out and check-in on the driver's phone.
 */
// 'photos' is the photos area's folder: check-out and check-in take guided photos with its words.
export const sharingArea: AppArea<'sharing', SharingMessageId, 'sharing' | 'photos'> = {
  name: 'sharing',
  messages: ['sharing', 'photos'],
  // Check-out and check-in readings join the vehicle's odometer chain.
  invalidates: ['vehicles', 'service'],
  pages: [
    {
      id: 'sharing',
      path: '/manager/sharing',
      area: 'manager',
      title: { kit: 'ui.nav.sharing' },
      menu: { icon: SharingIcon, order: 9 },
      page: () => import('./SharingPage'),
      messages: ['sharing'],
    },
  ],
  // Its Bookings tab on the vehicle page: the vehicle's bookings, Book a Pool Car with it chosen.
  vehicleTab: {
    value: 'bookings',
    label: 'app.sharing.vehicleTab.label',
    order: 35,
    panel: () => import('./VehicleBookingsTab').then((module) => module.VehicleBookingsTab),
  },
  driverHome: { order: 20, part: () => import('./DriverSharing').then((module) => module.DriverSharing) },
};
