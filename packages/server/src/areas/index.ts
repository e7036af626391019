/**
 * Every feature area (./area.ts). A new area is one line here.
 */
import { serviceArea } from './service/area.js';
import { timeregArea } from './timereg/area.js';

export const areas = [serviceArea, timeregArea] as const;

export type { Area, AreaSeedInput } from './area.js';
