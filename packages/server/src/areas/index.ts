/**
 * Every feature area (./area.ts). A new area is one line here.
 */
import { partnersArea } from './partners/area.js';
import { serviceArea } from './service/area.js';

export const areas = [serviceArea, partnersArea] as const;

export type { Area, AreaSeedInput } from './area.js';
