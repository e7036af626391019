export { SpinnerGuard } from './SpinnerGuard';
export type { SpinnerGuardProps, GuardDecision } from './SpinnerGuard';
