/**
 * Every feature area (./area.ts). A new area is one line here.
 */
import { documentsArea } from './documents/area.js';
import { serviceArea } from './service/area.js';

export const areas = [serviceArea, documentsArea] as const;

export type { Area, AreaSeedInput } from './area.js';
