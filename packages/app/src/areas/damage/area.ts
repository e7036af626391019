import { DamageDetectionIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { DamageMessageId } from './messages/en';

/**
 * The damage register (issue 35, docs/damage.md): /manager/damage-detection (its menu entry stays
 * hidden, docs/architecture.md; reached by its address and from the vehicle page) with the drawers that record a
 * damage on the vehicle diagram and move its status, and the vehicle page's Damages tab.
 */
// 'photos' is the photos area's folder: the drawers take and show photos with its words; Share
// Claim Report opens the sharing area's New Share Link.
export const damageArea: AppArea<'damage', DamageMessageId, 'damage' | 'photos' | 'vehicles' | 'sharing'> = {
  name: 'damage',
  messages: ['damage', 'photos', 'sharing'],
  // "Create Repair Task" makes a task (the tasks' lists, the badges and the dashboard count it).
  invalidates: ['tasks', 'my.myNavBadges', 'dashboard'],
  // A repair task done repairs its damage.
  staleAfter: ['tasks'],
  pages: [
    {
      id: 'damage-detection',
      path: '/manager/damage-detection',
      area: 'manager',
      title: { kit: 'ui.nav.damageDetection' },
      menu: { icon: DamageDetectionIcon, order: 15, hidden: true },
      page: () => import('./DamagePage'),
      // The record drawer's vehicle picker speaks the register's words, its photos the photos area's.
      messages: ['damage', 'vehicles', 'photos', 'sharing'],
    },
  ],
  vehicleTab: {
    value: 'damage',
    label: 'app.damage.vehicleTab.label',
    order: 50,
    panel: () => import('./VehicleDamageTab').then((module) => module.VehicleDamageTab),
  },
};
