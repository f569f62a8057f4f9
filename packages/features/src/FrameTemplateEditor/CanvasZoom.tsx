import { Button } from '@atelier/ui';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  anchoredScroll,
  canZoomOut,
  FIT_PAGE,
  FIT_WIDTH,
  percentOf,
  type Size,
  scaleOf,
  stepZoom,
  type Zoom,
} from '../pdf/zoom';
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

/** 缩小, the scale, 放大, 适合宽度, 适合页面: a labelled toolbar over the drawing. */
export function ZoomBar({
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
    <div role="toolbar" aria-label={strings.zoomBar} className={styles.toolbar}>
      <Button
        size="sm"
        isDisabled={scale === null || !canZoomOut(scale)}
        onPress={() => scale !== null && zoomTo(stepZoom(scale, -1))}
      >
        {strings.zoomOut}
      </Button>
      <output className={styles.zoomLevel} aria-live="polite">
        {scale !== null ? strings.zoomLevel(percentOf(scale)) : ''}
      </output>
      <Button size="sm" isDisabled={scale === null} onPress={() => scale !== null && zoomTo(stepZoom(scale, 1))}>
        {strings.zoomIn}
      </Button>
      <Button
        size="sm"
        variant="text"
        aria-pressed={'fit' in zoom && zoom.fit === 'width'}
        onPress={() => zoomTo(FIT_WIDTH)}
      >
        {strings.fitWidth}
      </Button>
      <Button
        size="sm"
        variant="text"
        aria-pressed={'fit' in zoom && zoom.fit === 'page'}
        onPress={() => zoomTo(FIT_PAGE)}
      >
        {strings.fitPage}
      </Button>
    </div>
  );
}
