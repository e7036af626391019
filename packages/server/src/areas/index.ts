/**
 * Every feature area (./area.ts), the core ones first. A new area is one line here.
 */
import { accountsAreas } from './accounts/area.js';
import { annotationsArea } from './annotations/area.js';
import { complianceArea } from './compliance/area.js';
import { inspectionsArea } from './inspections/area.js';
import { tasksArea } from './tasks/area.js';
import { vehiclesArea } from './vehicles/area.js';
import { damageArea } from './damage/area.js';
import { documentsArea } from './documents/area.js';
import { importsArea } from './imports/area.js';
import { partnersArea } from './partners/area.js';
import { mapArea } from './map/area.js';
import { photosArea } from './photos/area.js';
import { serviceArea } from './service/area.js';
import { sharingArea } from './sharing/area.js';
import { timeregArea } from './timereg/area.js';
import { vehicleDetectionArea } from './vehicleDetection/area.js';
import type { Area, VehicleSighting } from './area.js';

/**
 * The areas that may have a badge. The accounts areas stand apart: the `my` router answers the
 * badges, so `NavBadges` (badges.ts) is derived from this list, not from one holding that router.
 */
export const badgeAreas = [
  vehiclesArea,
  complianceArea,
  inspectionsArea,
  tasksArea,
  serviceArea,
  partnersArea,
  documentsArea,
  timeregArea,
  importsArea,
  mapArea,
  sharingArea,
  photosArea,
  damageArea,
  vehicleDetectionArea,
] as const;

export const areas = [...accountsAreas, ...badgeAreas, annotationsArea] as const;

export type { Area, AreaSeedInput } from './area.js';

/**
 * Tells every area that a vehicle was seen at a place (a photo's GPS, a check-out or check-in from
 * the driver's phone, a plate roll-call): the map records it as a position of that source. Call
 * inside the transaction that records what was done.
 */
export async function vehicleSeen(
  tx: Parameters<NonNullable<Area['onVehicleSeen']>>[0],
  sighting: VehicleSighting,
) {
  for (const area of areas) await area.onVehicleSeen?.(tx, sighting);
}
