export { Tooltip, TooltipProvider, tooltipDelays, tooltipSides } from './Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './Tooltip';
