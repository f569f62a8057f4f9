import type { Scheduler } from './types';

/** The next animation frame while the page is visible; a timer otherwise, so the tab title still moves. */
export const frameScheduler: Scheduler = (callback) => {
  const visible = typeof document !== 'undefined' && document.visibilityState === 'visible';
  if (visible && typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(callback, 100);
  return () => clearTimeout(timer);
};
