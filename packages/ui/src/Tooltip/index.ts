export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
