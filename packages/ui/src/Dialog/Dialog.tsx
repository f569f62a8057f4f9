import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { Skeleton } from '../Skeleton/Skeleton';
import { cx } from '../utils/cx';
import * as styles from './Dialog.css';
import { isThenable } from './isThenable';
import { OverlayFooter, OverlayHeader, toCssLength } from './OverlayParts';
import { PopoverBoundaryContext } from './PopoverBoundary';
import { ScrollBody } from './ScrollBody';
import { useFocusKeptInside } from './useFocusKeptInside';
import { type OverlayOpenProps, useOverlayOpenState } from './useOverlayOpenState';

/** Props of the default footer's buttons (`onPress` and the label are the dialog's). */
export type DialogButtonProps = Omit<ButtonProps, 'onPress' | 'children'>;

/** What a custom footer function receives. */
export interface DialogFooterApi {
  /** Closes the dialog without calling `onCancel`. */
  close: () => void;
  /** Calls `onCancel`, then closes. */
  cancel: () => void;
  /** Runs the `onOk` flow: pending while its promise runs, closes unless it rejects or returns `false`. */
  ok: () => Promise<void>;
  /** Whether `onOk`'s promise is running. */
  isOkPending: boolean;
}

export interface DialogProps extends OverlayOpenProps {
  /** The heading; it also names the dialog. Without it pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  /** A number of pixels or any CSS length (`'60%'`). Ant's default, 520px, if unset. Never wider than the viewport. */
  width?: number | string;
  /** The body: scrolls when taller than the viewport allows. */
  children?: ReactNode;
  /**
   * The footer. Unset: cancel and ok buttons. `null`: none. A node, or a function given
   * `{ close, cancel, ok, isOkPending }` for buttons of your own.
   */
  footer?: ReactNode | ((api: DialogFooterApi) => ReactNode);
  /**
   * The ok button's action. May return a promise: the button shows pending until it settles,
   * then the dialog closes; if it rejects (or resolves `false`) the dialog stays open. Handle and
   * show the error yourself: a rejection only keeps the dialog open.
   */
  onOk?: () => unknown;
  /** Called when the dialog is dismissed other than by ok: cancel, close icon, Escape, outside click. */
  onCancel?: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okButtonProps?: DialogButtonProps;
  cancelButtonProps?: DialogButtonProps;
  /** Shows the close icon button in the header. Default true. */
  closable?: boolean;
  /** Closes on a click outside. Default false (forms are not lost by a stray click). */
  isDismissable?: boolean;
  /** Disables closing with Escape. */
  isKeyboardDismissDisabled?: boolean;
  /** The body is loading: a skeleton in its place, the ok button disabled. */
  isPending?: boolean;
  /** `alertdialog` for dialogs that interrupt with an urgent message. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  locale?: Partial<Locale['Dialog']>;
}

/**
 * A modal dialog on RAC's ModalOverlay, Modal and Dialog: focus is trapped inside and returns to
 * the trigger on close. Controlled (`isOpen`/`onOpenChange`), uncontrolled (`defaultOpen`) or inside
 * a `DialogTrigger` next to its trigger button.
 */
export function Dialog({
  title,
  'aria-label': ariaLabel,
  width,
  children,
  footer,
  onOk,
  onCancel,
  okText,
  cancelText,
  okButtonProps,
  cancelButtonProps,
  closable = true,
  isDismissable = false,
  isKeyboardDismissDisabled,
  isPending = false,
  role = 'dialog',
  className,
  locale,
  ...openProps
}: DialogProps) {
  const strings = useComponentLocale('Dialog', locale);
  const { isOpen, setOpen } = useOverlayOpenState(openProps);
  const [isOkPending, setOkPending] = useState(false);
  const okLabelId = useId();
  const okLabel = okText ?? strings.ok;
  const [element, setElement] = useState<HTMLElement | null>(null);
  useFocusKeptInside(element, isOpen);

  const close = useCallback(() => setOpen(false), [setOpen]);
  const cancel = useCallback(() => {
    onCancel?.();
    setOpen(false);
  }, [onCancel, setOpen]);

  const ok = useCallback(async () => {
    let result: unknown;
    try {
      result = onOk?.();
      if (isThenable(result)) {
        setOkPending(true);
        result = await result;
      }
    } catch {
      // A failed action keeps the dialog open; the caller shows the error.
      setOkPending(false);
      return;
    }
    setOkPending(false);
    if (result !== false) setOpen(false);
  }, [onOk, setOpen]);

  const defaultFooter = (
    <>
      <Button {...cancelButtonProps} onPress={cancel}>
        {cancelText ?? strings.cancel}
      </Button>
      <Button
        variant="primary"
        aria-labelledby={okLabelId}
        {...okButtonProps}
        isPending={isOkPending || okButtonProps?.isPending}
        isDisabled={isPending || okButtonProps?.isDisabled}
        onPress={ok}
      >
        {okLabel}
      </Button>
    </>
  );

  return (
    <>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(next) => (next ? setOpen(true) : cancel())}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
        className={styles.overlay}
      >
        <Modal
          className={styles.modal}
          style={width !== undefined ? assignInlineVars({ [styles.dialogWidth]: toCssLength(width) }) : undefined}
        >
          <AriaDialog ref={setElement} role={role} aria-label={ariaLabel} className={cx(styles.dialog, className)}>
            <OverlayHeader
              title={title}
              closable={closable}
              closeLabel={strings.close}
              onClose={cancel}
              closePlacement="end"
              classNames={styles}
            />
            <DialogBody isPending={isPending}>{children}</DialogBody>
            <OverlayFooter
              footer={footer === undefined ? defaultFooter : footer}
              api={{ close, cancel, ok, isOkPending }}
              className={styles.footer}
            />
          </AriaDialog>
        </Modal>
      </ModalOverlay>
      {/*
       * The ok button's name, outside the modal. RAC announces a focused button going pending by
       * referencing its label; this copy outlives the dialog, so the announcement never points at
       * a removed element (react-spectrum#10579, axe role-img-alt).
       */}
      <span id={okLabelId} hidden>
        {okLabel}
      </span>
    </>
  );
}

/** The body; the lists its fields open stay inside it, so they never cover the footer's buttons. */
function DialogBody({ isPending, children }: { isPending: boolean; children?: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <ScrollBody className={styles.body} aria-busy={isPending || undefined} elementRef={setElement}>
      <PopoverBoundaryContext.Provider value={element}>
        {isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : children}
      </PopoverBoundaryContext.Provider>
    </ScrollBody>
  );
}
