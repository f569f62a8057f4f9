import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import * as styles from './Dialog.css';
import { isThenable } from './isThenable';

export const confirmTones = ['info', 'warning', 'error', 'success'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmOptions {
  /** The question; the locale's "提示" if unset. Names the alertdialog. */
  title?: ReactNode;
  /** More detail under the title; describes the alertdialog. */
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** A destructive action: the ok button is red. */
  danger?: boolean;
  /** The icon and its colour. Default `warning`, as Ant's confirm. */
  tone?: ConfirmTone;
  /**
   * Runs when ok is pressed, before the dialog closes: the ok button is pending while its promise
   * runs; if it rejects the dialog stays open (the caller shows the error).
   */
  onOk?: () => unknown;
  /** Hides the cancel button (an acknowledgement rather than a question). */
  hideCancel?: boolean;
}

/** Opens a confirm dialog; resolves `true` on ok, `false` on cancel, Escape or the provider unmounting. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

/** How long react-aria's live announcer keeps a message (7 s), plus a margin. */
const ANNOUNCEMENT_LIFETIME = 7500;

interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
  isOpen: boolean;
}

export interface ConfirmProviderProps {
  children: ReactNode;
  locale?: Partial<Locale['Confirm']>;
}

/**
 * Holds the confirm dialogs opened through `useConfirm()`. `AtelierProvider` mounts one; the
 * dialogs render into `document.body`, on top of any open dialog.
 */
export function ConfirmProvider({ children, locale }: ConfirmProviderProps) {
  const [requests, setRequests] = useState<ConfirmRequest[]>([]);
  const nextId = useRef(0);
  const resolvers = useRef(new Map<number, (confirmed: boolean) => void>());

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        resolvers.current.set(id, resolve);
        setRequests((current) => [...current, { id, options, isOpen: true }]);
      }),
    [],
  );

  const settle = useCallback((id: number, confirmed: boolean) => {
    const resolve = resolvers.current.get(id);
    if (!resolve) return;
    resolvers.current.delete(id);
    resolve(confirmed);
    setRequests((current) => current.map((r) => (r.id === id ? { ...r, isOpen: false } : r)));
    // Kept a while after closing: for the exit animation, and for the ok label below, which a
    // screen reader announcement may still reference (it lives 7 s in react-aria's announcer).
    setTimeout(() => setRequests((current) => current.filter((r) => r.id !== id)), ANNOUNCEMENT_LIFETIME);
  }, []);

  // A provider that goes away answers its open questions with "no".
  useEffect(() => {
    const pending = resolvers.current;
    return () => {
      for (const resolve of pending.values()) resolve(false);
      pending.clear();
    };
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {requests.map((request) => (
        <ConfirmDialog
          key={request.id}
          options={request.options}
          isOpen={request.isOpen}
          onSettle={(confirmed) => settle(request.id, confirmed)}
          locale={locale}
        />
      ))}
    </ConfirmContext.Provider>
  );
}

/**
 * The confirm function of the nearest `ConfirmProvider` (mounted by `AtelierProvider`):
 * `if (await confirm({ title: '确定删除该图纸吗？', danger: true })) ...`.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a ConfirmProvider (AtelierProvider mounts one).');
  return confirm;
}

const toneIcons = { info: Info, success: CircleCheck, warning: CircleAlert, error: CircleX } as const;

function ConfirmDialog({
  options,
  isOpen,
  onSettle,
  locale,
}: {
  options: ConfirmOptions;
  isOpen: boolean;
  onSettle: (confirmed: boolean) => void;
  locale?: Partial<Locale['Confirm']>;
}) {
  const strings = useComponentLocale('Confirm', locale);
  const [isOkPending, setOkPending] = useState(false);
  const okLabelId = useId();
  const { title, content, okText, cancelText, danger = false, tone = 'warning', onOk, hideCancel = false } = options;
  const Icon = toneIcons[tone];

  const handleOk = async () => {
    if (onOk) {
      try {
        const result = onOk();
        if (isThenable(result)) {
          setOkPending(true);
          await result;
        }
      } catch {
        setOkPending(false);
        return;
      }
      setOkPending(false);
    }
    onSettle(true);
  };

  return (
    <>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) onSettle(false);
        }}
        className={styles.overlay}
      >
        <Modal className={`${styles.modal} ${styles.confirmModal}`}>
          <AriaDialog role="alertdialog" className={styles.dialog}>
            <div className={styles.confirmLayout}>
              <Icon size={22} aria-hidden className={`${styles.confirmIcon} ${styles.confirmTone[tone]}`} />
              <Heading slot="title" className={styles.title}>
                {title ?? strings.title}
              </Heading>
              {content != null ? (
                <Text slot="description" elementType="div" className={styles.confirmContent}>
                  {content}
                </Text>
              ) : null}
            </div>
            <div className={styles.footer}>
              {hideCancel ? null : <Button onPress={() => onSettle(false)}>{cancelText ?? strings.cancel}</Button>}
              <Button
                variant="primary"
                danger={danger}
                isPending={isOkPending}
                onPress={handleOk}
                aria-labelledby={okLabelId}
              >
                {okText ?? strings.ok}
              </Button>
            </div>
          </AriaDialog>
        </Modal>
      </ModalOverlay>
      {/* The ok button's name outside the modal: see Dialog (react-spectrum#10579). */}
      <span id={okLabelId} hidden>
        {okText ?? strings.ok}
      </span>
    </>
  );
}
