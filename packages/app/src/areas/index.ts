/**
 * Every feature area of the app (./area.ts). A new area is one line here.
 */
import { documentsArea } from './documents/area';
import { serviceArea } from './service/area';

export const areas = [serviceArea, documentsArea] as const;

export type { AppArea, AreaPart, DriverHomePartProps, QueryScope, VehicleTabSpec } from './area';
