import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import {
  type QueuedToast,
  Text,
  UNSTABLE_Toast,
  UNSTABLE_ToastContent,
  UNSTABLE_ToastQueue,
  UNSTABLE_ToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Toast.css';

export const toastTones = ['success', 'info', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays, in milliseconds (the specification's toast duration). */
export const DEFAULT_TOAST_DURATION = 2000;

/** What the queue holds for each toast. */
export interface ToastContent {
  tone: ToastTone;
  message: ReactNode;
  title?: ReactNode;
}

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 2000 by default; 0 keeps it until closed. Paused while hovered or focused. */
  duration?: number;
  /** A bold line above the message. */
  title?: ReactNode;
  /** Called when the toast closes, by its timer, its close button or the returned function. */
  onClose?: () => void;
}

/** Closes the toast it was returned for (no-op once it has closed). */
export type CloseToast = () => void;

/** The toast service, from `useToast()` inside React or `createToastQueue()` outside it. */
export interface ToastApi {
  success: (message: ReactNode, options?: ToastOptions) => CloseToast;
  info: (message: ReactNode, options?: ToastOptions) => CloseToast;
  warning: (message: ReactNode, options?: ToastOptions) => CloseToast;
  error: (message: ReactNode, options?: ToastOptions) => CloseToast;
  /** Any tone (`info` by default). */
  open: (toast: { message: ReactNode; tone?: ToastTone } & ToastOptions) => CloseToast;
  /** Closes every toast. */
  clear: () => void;
}

/** A toast service with the queue a `ToastProvider` renders. */
export interface ToastQueue extends ToastApi {
  readonly queue: UNSTABLE_ToastQueue<ToastContent>;
}

export interface CreateToastQueueOptions {
  /** At most this many toasts show at once; the rest wait. Default 5. */
  maxVisibleToasts?: number;
}

/**
 * A toast queue usable outside React (e.g. the portal's response handling): push toasts with
 * `queue.error('保存失败')`, and hand the same object to `<AtelierProvider toastQueue={queue}>`
 * (or `<ToastProvider queue={queue}>`) to render them.
 */
export function createToastQueue({ maxVisibleToasts = 5 }: CreateToastQueueOptions = {}): ToastQueue {
  const queue = new UNSTABLE_ToastQueue<ToastContent>({ maxVisibleToasts });
  const open: ToastApi['open'] = ({ message, tone = 'info', title, duration = DEFAULT_TOAST_DURATION, onClose }) => {
    const key = queue.add({ tone, message, title }, { timeout: duration > 0 ? duration : undefined, onClose });
    return () => queue.close(key);
  };
  const withTone =
    (tone: ToastTone) =>
    (message: ReactNode, options?: ToastOptions): CloseToast =>
      open({ ...options, message, tone });
  return {
    queue,
    open,
    success: withTone('success'),
    info: withTone('info'),
    warning: withTone('warning'),
    error: withTone('error'),
    clear: () => queue.clear(),
  };
}

const ToastContext = createContext<ToastQueue | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** A queue made with `createToastQueue()`, to share with code outside React. Its own otherwise. */
  queue?: ToastQueue;
  locale?: Partial<Locale['Toast']>;
}

/** Renders the toasts (top centre, newest first) and gives `useToast()` its service. */
export function ToastProvider({ children, queue, locale }: ToastProviderProps) {
  const [ownQueue] = useState(createToastQueue);
  const service = queue ?? ownQueue;
  const strings = useComponentLocale('Toast', locale);
  return (
    <ToastContext.Provider value={service}>
      {children}
      <UNSTABLE_ToastRegion queue={service.queue} aria-label={strings.region} className={styles.region}>
        {({ toast }) => <ToastItem toast={toast} closeLabel={strings.close} />}
      </UNSTABLE_ToastRegion>
    </ToastContext.Provider>
  );
}

/**
 * The toast service of the nearest `ToastProvider` (mounted by `AtelierProvider`):
 * `const toast = useToast(); toast.success('保存成功');`. Each call returns a close function.
 */
export function useToast(): ToastApi {
  const service = useContext(ToastContext);
  if (!service) throw new Error('useToast() needs a ToastProvider (AtelierProvider mounts one).');
  return service;
}

const toneIcons = { success: CircleCheck, info: Info, warning: CircleAlert, error: CircleX } as const;

function ToastItem({ toast, closeLabel }: { toast: QueuedToast<ToastContent>; closeLabel: string }) {
  const { tone, message, title } = toast.content;
  const Icon = toneIcons[tone];
  // Problems interrupt (role alert); confirmations wait their turn (role status).
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <UNSTABLE_Toast toast={toast} className={styles.toast} data-tone={tone}>
      <Icon size={16} aria-hidden className={cx(styles.icon, styles.tone[tone])} />
      <UNSTABLE_ToastContent className={styles.content} role={urgent ? 'alert' : 'status'}>
        {title != null ? (
          <>
            <Text slot="title" elementType="div" className={styles.title}>
              {title}
            </Text>
            <Text slot="description" elementType="div">
              {message}
            </Text>
          </>
        ) : (
          <Text slot="title" elementType="div">
            {message}
          </Text>
        )}
      </UNSTABLE_ToastContent>
      <Button
        slot="close"
        variant="text"
        size="sm"
        icon={<X size={14} aria-hidden />}
        aria-label={closeLabel}
        className={styles.closeButton}
      />
    </UNSTABLE_Toast>
  );
}
