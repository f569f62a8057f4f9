import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Page } from 'react-pdf';
import * as styles from './PageViewport.css';
import { usePaintSignal } from './paintSignal';
import { ZoomBar, type ZoomBarLocale } from './ZoomBar';
import { anchoredScroll, canZoomOut, FIT_WIDTH, PANE_GUTTER, type Size, scaleOf, stepZoom, type Zoom } from './zoom';

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

/** A zoom waiting for its layout: keep the point at (x, y) of the pane where it was. */
interface Anchor {
  x: number;
  y: number;
  from: number;
}

/**
 * One page of a react-pdf `Document` in a pane that zooms (放大 / 缩小, 适合宽度, 适合页面, Ctrl + wheel, + and -,
 * 0 fits the width) and pans (drag, the arrow keys, the scroll bars): a title block can be read (issue 22, item 7).
 * Must sit inside a `Document`.
 */
export function PageViewport({ pageNumber, label, loading, strings, children }: PageViewportProps) {
  const pane = useRef<HTMLElement>(null);
  const [paneSize, setPaneSize] = useState<Size | null>(null);
  const [pageSize, setPageSize] = useState<Size | null>(null);
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  const [drag, setDrag] = useState<Drag | null>(null);
  const anchor = useRef<Anchor | null>(null);

  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const measure = () => setPaneSize({ width: element.clientWidth, height: element.clientHeight });
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

  // After a zoom has laid out the page at its new size, scroll so that the anchored point has not moved.
  useLayoutEffect(() => {
    const element = pane.current;
    const pending = anchor.current;
    if (!element || !pending || scale === null) return;
    anchor.current = null;
    element.scrollLeft = anchoredScroll(element.scrollLeft, pending.x, pending.from, scale);
    element.scrollTop = anchoredScroll(element.scrollTop, pending.y, pending.from, scale);
  }, [scale]);

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
  }, [scale, zoomTo]);

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
    if (scale === null || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') zoomTo(stepZoom(scale, 1));
    else if (event.key === '-' && canZoomOut(scale)) zoomTo(stepZoom(scale, -1));
    else if (event.key === '0') zoomTo(FIT_WIDTH);
    else return;
    event.preventDefault();
  };

  const width = scale !== null && pageSize ? Math.round(pageSize.width * scale) : undefined;
  const height = scale !== null && pageSize ? Math.round(pageSize.height * scale) : undefined;
  const _ready = scale !== null;
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
