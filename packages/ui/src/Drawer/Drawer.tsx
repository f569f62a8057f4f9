import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useCallback, useState } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { OverlayFooter, OverlayHeader, toCssLength } from '../Dialog/OverlayParts';
import { ScrollBody } from '../Dialog/ScrollBody';
import { useFocusKeptInside } from '../Dialog/useFocusKeptInside';
import { type OverlayOpenProps, useOverlayOpenState } from '../Dialog/useOverlayOpenState';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Drawer.css';

export const drawerPlacements = ['right', 'left'] as const;

export interface DrawerProps extends OverlayOpenProps {
  /** The heading; it also names the panel. Without it pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  /** The side it slides in from. Default `right`. */
  placement?: (typeof drawerPlacements)[number];
  /** Pixels or any CSS length. Ant's default, 378px, if unset. Never wider than the viewport. */
  width?: number | string;
  /** Actions at the right of the header (e.g. a "保存" button). */
  extra?: ReactNode;
  /** The body: scrolls on its own. */
  children?: ReactNode;
  /** A footer bar, or a function given `{ close }`. None if unset. */
  footer?: ReactNode | ((api: { close: () => void }) => ReactNode);
  /** Shows the close icon button. Default true. */
  closable?: boolean;
  /** Called whenever the drawer closes: close icon, Escape, outside click or `close()`. */
  onClose?: () => void;
  /** Closes on a click outside. Default true, as Ant's drawer. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  className?: string;
  locale?: Partial<Locale['Drawer']>;
}

/**
 * A side panel on RAC's ModalOverlay, Modal and Dialog: modal, focus trapped inside and returned to
 * the trigger on close. Controlled, uncontrolled, or inside a `DialogTrigger`.
 */
export function Drawer({
  title,
  'aria-label': ariaLabel,
  placement = 'right',
  width,
  extra,
  children,
  footer,
  closable = true,
  onClose,
  isDismissable = true,
  isKeyboardDismissDisabled,
  className,
  locale,
  ...openProps
}: DrawerProps) {
  const strings = useComponentLocale('Drawer', locale);
  const { isOpen, setOpen } = useOverlayOpenState(openProps);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useFocusKeptInside(element, isOpen);
  const close = useCallback(() => {
    onClose?.();
    setOpen(false);
  }, [onClose, setOpen]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal
        className={styles.panel({ placement })}
        style={width !== undefined ? assignInlineVars({ [styles.drawerWidth]: toCssLength(width) }) : undefined}
        data-placement={placement}
      >
        <AriaDialog ref={setElement} aria-label={ariaLabel} className={cx(styles.dialog, className)}>
          <OverlayHeader
            title={title}
            extra={extra}
            closable={closable}
            closeLabel={strings.close}
            onClose={close}
            closePlacement="start"
            classNames={styles}
          />
          <ScrollBody className={styles.body}>{children}</ScrollBody>
          <OverlayFooter footer={footer} api={{ close }} className={styles.footer} />
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
