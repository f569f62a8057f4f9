export {
  Popover,
  type PopoverProps,
  PopoverTrigger,
  type PopoverTriggerProps,
  popoverPlacements,
} from './Popover';
export { listPopover, popoverSurface } from './Popover.css';
