import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import { useIsOverflowing } from './useIsOverflowing';

/**
 * An overlay's scrolling body. Mounted with the overlay's content, so it measures the open panel.
 * When its content overflows it joins the tab order, so keyboard users can scroll it.
 */
export function ScrollBody({
  children,
  elementRef,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  children?: ReactNode;
  /** Called with the scrolling element (the dialog's popover boundary). */
  elementRef?: (element: HTMLDivElement | null) => void;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isScrollable = useIsOverflowing(bodyRef, contentRef);
  return (
    <div
      ref={(element) => {
        bodyRef.current = element;
        elementRef?.(element);
      }}
      tabIndex={isScrollable ? 0 : undefined}
      data-scrollable={isScrollable || undefined}
      {...props}
    >
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
