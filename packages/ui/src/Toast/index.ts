export {
  type CloseToast,
  type CreateToastQueueOptions,
  createToastQueue,
  DEFAULT_TOAST_DURATION,
  type ToastApi,
  type ToastContent,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastQueue,
  type ToastTone,
  toastTones,
  useToast,
} from './ToastProvider';
export { TOAST_TOP_PROPERTY } from './toastTop';
