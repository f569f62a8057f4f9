export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { ConfirmDeleteButton, type ConfirmDeleteButtonProps } from './ConfirmDeleteButton';
export {
  type ConfirmFn,
  type ConfirmOptions,
  ConfirmProvider,
  type ConfirmProviderProps,
  type ConfirmTone,
  confirmTones,
  useConfirm,
} from './ConfirmProvider';
export { Dialog, type DialogButtonProps, type DialogFooterApi, type DialogProps } from './Dialog';
export { PopoverBoundaryContext, usePopoverBoundary } from './PopoverBoundary';
