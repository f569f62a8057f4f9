import { type HTMLAttributes, type ReactNode, useRef } from 'react';
import { useIsOverflowing } from './useIsOverflowing';

/**
 * An overlay's scrolling body. Mounted with the overlay's content, so it measures the open panel.
 * When its content overflows it joins the tab order, so keyboard users can scroll it.
 */
export function ScrollBody({ children, ...props }: HTMLAttributes<HTMLDivElement> & { children?: ReactNode }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isScrollable = useIsOverflowing(bodyRef, contentRef);
  return (
    <div ref={bodyRef} tabIndex={isScrollable ? 0 : undefined} data-scrollable={isScrollable || undefined} {...props}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
