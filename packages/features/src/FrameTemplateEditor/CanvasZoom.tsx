import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { ZoomBar } from '../pdf/ZoomBar';
import { anchoredScroll, canZoomOut, FIT_WIDTH, type Size, scaleOf, stepZoom, type Zoom } from '../pdf/zoom';
import * as styles from './FrameTemplateEditor.css';
import type { FrameTemplateEditorLocale } from './interface';
import type { PageSize } from './model';

/**
 * The scale of the sample page in its pane (issue 22): fitted to the pane's width by default, measured, and fitted
 * again when the pane resizes; or fitted whole, or zoomed by steps. `pane` goes on the scrolling pane.
 */
export function useCanvasZoom(page: PageSize) {
  const pane = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState<Size | null>(null);
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  /** The pane's point to keep in place across a zoom (its centre), and the scale it was at. */
  const anchor = useRef<{ x: number; y: number; from: number } | null>(null);
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    // The pane grows with the page up to its max-height: fitting the whole page fits it to that height.
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
  const scale = paneSize ? scaleOf(zoom, page, paneSize) : null;
  const zoomTo = (next: Zoom) => {
    const element = pane.current;
    if (element && scale !== null) {
      anchor.current = { x: element.clientWidth / 2, y: element.clientHeight / 2, from: scale };
    }
    setZoom(next);
  };
  // Once the page has its new size, scroll so that what was at the pane's centre still is.
  useLayoutEffect(() => {
    const element = pane.current;
    const pending = anchor.current;
    if (!element || !pending || scale === null) return;
    anchor.current = null;
    element.scrollLeft = anchoredScroll(element.scrollLeft, pending.x, pending.from, scale);
    element.scrollTop = anchoredScroll(element.scrollTop, pending.y, pending.from, scale);
  }, [scale]);
  /** + (or =) zooms in, - out, 0 fits the width; true when the key was one of them. */
  const onKey = (event: KeyboardEvent): boolean => {
    if (scale === null || event.ctrlKey || event.metaKey || event.altKey) return false;
    const keys: Record<string, Zoom> = {
      '+': stepZoom(scale, 1),
      '=': stepZoom(scale, 1),
      ...(canZoomOut(scale) ? { '-': stepZoom(scale, -1) } : {}),
      '0': FIT_WIDTH,
    };
    const next = keys[event.key];
    if (!next) return false;
    event.preventDefault();
    zoomTo(next);
    return true;
  };
  return { pane, scale, zoom, zoomTo, onKey };
}

/** The editor's zoom bar: the viewers' one, named, with the editor's spacing. */
export function CanvasZoomBar({
  scale,
  zoom,
  zoomTo,
  strings,
}: {
  scale: number | null;
  zoom: Zoom;
  zoomTo: (zoom: Zoom) => void;
  strings: FrameTemplateEditorLocale;
}) {
  return (
    <ZoomBar
      scale={scale}
      zoom={zoom}
      zoomTo={zoomTo}
      strings={strings}
      label={strings.zoomBar}
      className={styles.toolbar}
      levelClassName={styles.zoomLevel}
    />
  );
}
