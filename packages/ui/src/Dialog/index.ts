export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
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
