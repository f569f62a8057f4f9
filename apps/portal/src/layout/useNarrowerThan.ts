import { useLayoutEffect, useState } from 'react';

/**
 * Whether an element is narrower than `width` CSS pixels, followed as it resizes (a pane, not the window: the
 * project directory's file list is 440 px wide in a 992 px window, beside the folder tree). False until measured.
 */
export function useNarrowerThan(element: HTMLElement | null, width: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setNarrower(element.getBoundingClientRect().width < width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, width]);
  return narrower;
}
