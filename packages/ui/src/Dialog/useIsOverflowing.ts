import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether a scroll container's content overflows it, kept up to date as either resizes.
 * A scrolling region with no focusable content must itself join the tab order, so keyboard
 * users can scroll it (axe's scrollable-region-focusable).
 */
export function useIsOverflowing(container: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const [isOverflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const box = container.current;
    const inner = content.current;
    if (!box || !inner) return;
    const update = () => setOverflowing(box.scrollHeight > box.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [container, content]);
  return isOverflowing;
}
