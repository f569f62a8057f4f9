export { Tooltip, type TooltipProps, TooltipTrigger, type TooltipTriggerProps, tooltipPlacements } from './Tooltip';
