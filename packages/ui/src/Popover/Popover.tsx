import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  OverlayArrow,
  type Placement,
} from 'react-aria-components';
import { cx } from '../utils/cx';
import { FocusReturn, usePopoverTrigger } from './FocusReturn';
import * as styles from './Popover.css';

/** The placements offered in controls; any react-aria `Placement` is accepted. */
export const popoverPlacements = [
  'top',
  'top start',
  'top end',
  'bottom',
  'bottom start',
  'bottom end',
  'left',
  'left top',
  'left bottom',
  'right',
  'right top',
  'right bottom',
] as const satisfies readonly Placement[];

export interface PopoverProps
  extends Omit<AriaPopoverProps, 'children' | 'className' | 'placement' | 'aria-label' | 'aria-labelledby'> {
  /** A heading at the top; it also names the dialog. */
  title?: ReactNode;
  /** The dialog's accessible name when there is no `title`. */
  'aria-label'?: string;
  /** Where the popover sits relative to its trigger. */
  placement?: Placement;
  /** Shows the small arrow pointing at the trigger. */
  showArrow?: boolean;
  /** The content; a function receives `close` to close the popover from inside. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  className?: string;
}

/**
 * A non-modal-looking card with a dialog inside, anchored to a trigger: react-aria's `Popover` + `Dialog`.
 * Put it in a `PopoverTrigger` next to a `Button`; Escape and a click outside close it and
 * focus returns to the trigger.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  placement = 'bottom',
  showArrow = true,
  children,
  className,
  offset,
  ...props
}: PopoverProps) {
  const trigger = usePopoverTrigger();
  return (
    <AriaPopover
      placement={placement}
      offset={offset ?? (showArrow ? 10 : 4)}
      className={cx(styles.popoverSurface, styles.popover, className)}
      {...props}
    >
      <FocusReturn to={props.triggerRef ?? trigger} />
      {showArrow ? (
        <OverlayArrow className={styles.arrow}>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrowSvg} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0 Z" />
          </svg>
        </OverlayArrow>
      ) : null}
      <Dialog className={styles.dialog} aria-label={title ? undefined : ariaLabel}>
        {({ close }) => (
          <>
            {title ? (
              <Heading slot="title" level={3} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </Dialog>
    </AriaPopover>
  );
}

export type PopoverTriggerProps = DialogTriggerProps;

/** Pairs a pressable trigger (a `Button`) with a `Popover`; `isOpen`/`defaultOpen`/`onOpenChange` control it. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
