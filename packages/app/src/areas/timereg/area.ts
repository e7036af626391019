import { ClockIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { TimeregMessageId } from './messages/en';

/**
 * Time registration and the kørebog (docs/timereg.md): the manager's page, and the driver's day and
 * trips on their home.
 */
export const timeregArea: AppArea<'timereg', TimeregMessageId, 'timereg' | 'photos'> = {
  name: 'timereg',
  // 'photos': the driver's trip reads its odometer from a photo (Read … from Photo).
  messages: ['timereg', 'photos'],
  // A trip's odometer readings join the vehicle's odometer chain (the register, service schedules).
  invalidates: ['vehicles', 'service'],
  pages: [
    {
      id: 'timereg',
      path: '/manager/timereg',
      area: 'manager',
      title: { kit: 'ui.nav.timereg' },
      menu: { icon: ClockIcon, order: 7 },
      page: () => import('./TimeregPage'),
      messages: ['timereg'],
    },
  ],
  driverHome: { order: 10, part: () => import('./DriverTimereg').then((module) => module.DriverTimereg) },
};
