export { StatCard } from './StatCard';
export type { StatCardProps, StatCardTrendDirection } from './StatCard';
