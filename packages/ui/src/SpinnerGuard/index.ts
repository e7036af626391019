export { SpinnerGuard } from './SpinnerGuard';
export type { SpinnerGuardProps, GuardState } from './SpinnerGuard';
