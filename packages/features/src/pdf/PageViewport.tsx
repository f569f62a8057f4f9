import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useState } from 'react';
import { Page } from 'react-pdf';
import * as styles from './PageViewport.css';
import { usePaintSignal } from './paintSignal';
import { usePaneZoom } from './usePaneZoom';
import { ZoomBar, type ZoomBarLocale } from './ZoomBar';
import { PANE_GUTTER, type Size, stepZoom } from './zoom';

export interface PageViewportLocale extends ZoomBarLocale {
  /** The pane's name, saying how to pan it. */
  pane: string;
}

export interface PageViewportProps {
  pageNumber: number;
  /** The page's accessible name (the drawing and page). */
  label: string;
  loading: ReactNode;
  strings: PageViewportLocale;
  /** Controls after the zoom ones (page navigation). */
  children?: ReactNode;
}

/** A pointer drag in progress: where it started and the pane's scroll then. */
interface Drag {
  pointerId: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/**
 * One page of a react-pdf `Document` in a pane that zooms (放大 / 缩小, 适合宽度, 适合页面, Ctrl + wheel, + and -,
 * 0 fits the width) and pans (drag, the arrow keys, the scroll bars): a title block can be read (issue 22, item 7).
 * Must sit inside a `Document`.
 */
export function PageViewport({ pageNumber, label, loading, strings, children }: PageViewportProps) {
  const [pageSize, setPageSize] = useState<Size | null>(null);
  const { pane, paneSize, zoom, scale, zoomTo, zoomKey } = usePaneZoom<HTMLElement>(pageSize);
  const [drag, setDrag] = useState<Drag | null>(null);

  // Ctrl + wheel zooms at the pointer; a listener of our own, since React's wheel listener cannot prevent the
  // browser's page zoom (it is passive).
  useEffect(() => {
    const element = pane.current;
    if (!element || scale === null) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomTo(stepZoom(scale, event.deltaY < 0 ? 1 : -1), { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [scale, zoomTo, pane]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !pane.current) return;
    try {
      // Keeps panning when the pointer leaves the pane; a pointer the browser does not track (a synthetic one)
      // cannot be captured and pans while over the pane.
      pane.current.setPointerCapture(event.pointerId);
    } catch {}
    setDrag({
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      left: pane.current.scrollLeft,
      top: pane.current.scrollTop,
    });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || drag.pointerId !== event.pointerId || !pane.current) return;
    pane.current.scrollLeft = drag.left - (event.clientX - drag.x);
    pane.current.scrollTop = drag.top - (event.clientY - drag.y);
  };
  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag?.pointerId === event.pointerId) setDrag(null);
  };
  // The arrow keys scroll the focused pane by themselves; + - and 0 zoom.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (zoomKey(event)) event.preventDefault();
  };

  const width = scale !== null && pageSize ? Math.round(pageSize.width * scale) : undefined;
  const height = scale !== null && pageSize ? Math.round(pageSize.height * scale) : undefined;
  // Until the page's size is known, draw it at the pane's width (the fitted default).
  const drawnWidth = width ?? (paneSize ? Math.max(1, paneSize.width - PANE_GUTTER) : undefined);
  const paint = usePaintSignal([pageNumber, drawnWidth]);
  return (
    <div className={styles.viewport}>
      <ZoomBar scale={scale} zoom={zoom} zoomTo={zoomTo} strings={strings}>
        {children}
      </ZoomBar>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a pannable pane taking the pointer and the keyboard */}
      <section
        ref={pane}
        aria-label={strings.pane}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container without focusable content must be focusable to pan by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        className={styles.pane}
        data-dragging={drag ? '' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <div role="img" aria-label={label} className={styles.sizer} style={{ width, height }} {...paint.attributes}>
          <Page
            pageNumber={pageNumber}
            width={drawnWidth}
            onRenderSuccess={paint.onRenderSuccess}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={loading}
            onLoadSuccess={(page) => setPageSize({ width: page.originalWidth, height: page.originalHeight })}
          />
        </div>
      </section>
    </div>
  );
}
