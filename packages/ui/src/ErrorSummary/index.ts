export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem } from './ErrorSummary';
export { errorSummaryFocusTarget } from './errorSummaryFocus';
export type { ErrorSummaryFocus, ErrorSummaryFocusTarget, ErrorSummaryFocusInput } from './errorSummaryFocus';
