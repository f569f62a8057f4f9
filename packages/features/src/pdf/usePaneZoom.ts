import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { anchoredScroll, canZoomOut, FIT_WIDTH, type Size, scaleOf, stepZoom, type Zoom } from './zoom';

/** A zoom waiting for its layout: keep the point at (x, y) of the pane where it was, at the scale it was at. */
interface Anchor {
  x: number;
  y: number;
  from: number;
}

/**
 * A page's scale in its scrolling pane, for every pdf.js page viewer: the pane measured as it resizes (its height is
 * its max-height when it has one: a pane growing with the page up to it), the page fitted to the width by default,
 * or fitted whole, or zoomed by steps; a zoom keeps the point it was anchored at (the pane's centre, or the pointer)
 * where it was. `pane` goes on the scrolling element; `scale` is null until the page and the pane are measured.
 */
export function usePaneZoom<E extends HTMLElement>(pageSize: Size | null) {
  const pane = useRef<E>(null);
  const [paneSize, setPaneSize] = useState<Size | null>(null);
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  const anchor = useRef<Anchor | null>(null);

  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const measure = () => {
      const maxHeight = Number.parseFloat(getComputedStyle(element).maxHeight);
      const next = {
        width: element.clientWidth,
        height: Number.isFinite(maxHeight) ? maxHeight : element.clientHeight,
      };
      setPaneSize((last) => (last && last.width === next.width && last.height === next.height ? last : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = pageSize && paneSize ? scaleOf(zoom, pageSize, paneSize) : null;

  const zoomTo = useCallback(
    (next: Zoom, at?: { x: number; y: number }) => {
      const element = pane.current;
      if (element && scale !== null) {
        anchor.current = { x: at?.x ?? element.clientWidth / 2, y: at?.y ?? element.clientHeight / 2, from: scale };
      }
      setZoom(next);
    },
    [scale],
  );

  // Once the page has its new size, scroll so that the anchored point has not moved.
  useLayoutEffect(() => {
    const element = pane.current;
    const pending = anchor.current;
    if (!element || !pending || scale === null) return;
    anchor.current = null;
    element.scrollLeft = anchoredScroll(element.scrollLeft, pending.x, pending.from, scale);
    element.scrollTop = anchoredScroll(element.scrollTop, pending.y, pending.from, scale);
  }, [scale]);

  /** + (or =) zooms in, - out, 0 fits the width; true when the key was one of them (the caller prevents it). */
  const zoomKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean => {
    if (scale === null || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (event.key === '+' || event.key === '=') zoomTo(stepZoom(scale, 1));
    else if (event.key === '-' && canZoomOut(scale)) zoomTo(stepZoom(scale, -1));
    else if (event.key === '0') zoomTo(FIT_WIDTH);
    else return false;
    return true;
  };

  return { pane, paneSize, zoom, scale, zoomTo, zoomKey };
}
