import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  OverlayArrow,
  type Placement,
  type TooltipTriggerComponentProps,
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
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
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
