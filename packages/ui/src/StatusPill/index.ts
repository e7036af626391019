export { StatusPill } from './StatusPill';
export type { StatusPillProps } from './StatusPill';
export { contrastRatio, statusPillColors, statusPillTones } from './statusPillTones';
export type { StatusPillTone, ToneColors } from './statusPillTones';
