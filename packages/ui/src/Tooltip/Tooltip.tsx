import { type ReactNode, useContext, useEffect, useRef } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  OverlayArrow,
  type Placement,
  type TooltipTriggerComponentProps,
  TooltipTriggerStateContext,
} from 'react-aria-components';
import { cx } from '../utils/cx';
import * as styles from './Tooltip.css';

export const tooltipPlacements = [
  'top',
  'top start',
  'top end',
  'bottom',
  'bottom start',
  'bottom end',
  'left',
  'right',
] as const satisfies readonly Placement[];

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hover before the tooltip shows (500 by default; focus shows it at once). */
  delay?: number;
}

/**
 * Pairs a focusable trigger (a `Button`) with a `Tooltip`. The tooltip shows on hover after
 * `delay` and at once on keyboard focus; Escape hides it.
 */
export function TooltipTrigger({ delay = 500, children, ...props }: TooltipTriggerProps) {
  return (
    <AriaTooltipTrigger delay={delay} {...props}>
      {children}
      <CoolDownWhenGone />
    </AriaTooltipTrigger>
  );
}

/**
 * React Aria keeps one "warmed up" flag for the whole page: after a tooltip has shown, the next ones show at once
 * until 500 ms after one closes. A tooltip whose trigger goes while it is open (a button that navigates away, a row
 * removed) never closes, so the flag stayed on and every later tooltip of the page showed without its delay. Closing
 * it as the trigger goes starts the cool-down as any other close does.
 */
function CoolDownWhenGone() {
  const state = useContext(TooltipTriggerStateContext);
  const latest = useRef(state);
  latest.current = state;
  useEffect(
    () => () => {
      if (latest.current?.isOpen) latest.current.close(true);
    },
    [],
  );
  return null;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'children' | 'className' | 'placement'> {
  children: ReactNode;
  /** Where the tooltip sits relative to its trigger (`top` by default). */
  placement?: Placement;
  /** Shows the small arrow pointing at the trigger. */
  showArrow?: boolean;
  className?: string;
}

/** A short hint about its trigger, linked to it by `aria-describedby`. */
export function Tooltip({ children, placement = 'top', showArrow = true, offset, className, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      placement={placement}
      offset={offset ?? (showArrow ? 8 : 4)}
      className={cx(styles.tooltip, className)}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrowSvg} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0 Z" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </AriaTooltip>
  );
}
