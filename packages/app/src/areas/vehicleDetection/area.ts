import { VehicleDetectionIcon } from '@vognpark/ui';
import type { AppArea } from '../area';
import type { VehicleDetectionMessageId } from './messages/en';

/**
 * Vehicle detection (issue 35, docs/vehicle-detection.md): /manager/vehicle-detection reads the
 * registration number on a photo (chosen there, or `?photo=<id>` from elsewhere) and matches it to
 * the register. Its menu entry stays hidden (docs/architecture.md); the vehicle register links to it.
 */
export const vehicleDetectionArea: AppArea<
  'vehicleDetection',
  VehicleDetectionMessageId,
  'vehicleDetection'
> = {
  name: 'vehicleDetection',
  messages: ['vehicleDetection'],
  pages: [
    {
      id: 'vehicle-detection',
      path: '/manager/vehicle-detection',
      area: 'manager',
      title: { kit: 'ui.nav.vehicleDetection' },
      menu: { icon: VehicleDetectionIcon, order: 14, hidden: true },
      page: () => import('./VehicleDetectionPage'),
      messages: ['vehicleDetection'],
    },
  ],
};
