import type { FrameRegionKind, PageRect } from '@atelier/api';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { usePaintSignal } from '../pdf/paintSignal';
import { pdfWorkerSrc } from '../pdf/pdfWorker';
import { CanvasZoomBar, useCanvasZoom } from './CanvasZoom';
import * as styles from './FrameTemplateEditor.css';
import type { FrameTemplateEditorLocale } from './interface';
import { placeLabels } from './labels';
import {
  type EditorRegion,
  keyAction,
  moveRegion,
  type PageSize,
  type Point,
  pagePointOf,
  rectFromDrag,
  resizeRegion,
  screenBoxOf,
} from './model';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSrc();

export interface RegionCanvasProps {
  name: string;
  page: PageSize;
  /** The sample drawing; none: a blank page of the template's size. */
  sample: Blob | null;
  pageNumber: number;
  regions: readonly EditorRegion[];
  selectedKey: string | null;
  describe: (region: EditorRegion) => string;
  onSelect: (key: string | null) => void;
  onCreate: (rect: PageRect) => void;
  onChange: (key: string, rect: PageRect) => void;
  onRemove: (key: string) => void;
  strings: FrameTemplateEditorLocale;
}

type Gesture =
  | { kind: 'draw'; start: Point; current: Point }
  | { kind: 'move' | 'resize'; key: string; start: Point; origin: PageRect };

/**
 * The sample page with the regions over it: drag on the page to draw a region, drag a region to move it, its
 * corner to resize it; with the keyboard, the arrow keys move the selected region (Alt resizes), Delete removes it.
 * The page is fitted to its pane's width (measured, and fitted again when the pane resizes) or zoomed (放大, 缩小,
 * 适合宽度, 适合页面; + - 0 on the drawing); coordinates stay PDF points of the page whatever the scale.
 */
export function RegionCanvas({
  name,
  page,
  sample,
  pageNumber,
  regions,
  selectedKey,
  describe,
  onSelect,
  onCreate,
  onChange,
  onRemove,
  strings,
}: RegionCanvasProps) {
  const hintId = useId();
  const { pane, scale, zoom, zoomTo, onKey } = useCanvasZoom(page);
  const width = scale === null ? 0 : page.width * scale;
  const height = scale === null ? 0 : page.height * scale;
  const surface = useRef<HTMLDivElement>(null);
  const paint = usePaintSignal([sample, pageNumber, width]);
  // The gesture and its preview are read by the next pointer event from refs: events can come faster than renders
  // (a quick drag, a test's events), and a handler's closure would still hold the state of the last render.
  const [gesture, setGestureState] = useState<Gesture | null>(null);
  const [preview, setPreviewState] = useState<PageRect | null>(null);
  const gestureRef = useRef<Gesture | null>(null);
  const previewRef = useRef<PageRect | null>(null);
  const setGesture = (next: Gesture | null) => {
    gestureRef.current = next;
    setGestureState(next);
  };
  const setPreview = (next: PageRect | null) => {
    previewRef.current = next;
    setPreviewState(next);
  };

  const pointOf = (event: PointerEvent): Point => {
    const box = surface.current?.getBoundingClientRect();
    return pagePointOf({ x: event.clientX, y: event.clientY }, { x: box?.left ?? 0, y: box?.top ?? 0 }, scale ?? 1);
  };

  const startDraw = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    surface.current?.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = pointOf(event);
    onSelect(null);
    setGesture({ kind: 'draw', start, current: start });
  };
  const startRegion = (event: PointerEvent, region: EditorRegion, kind: 'move' | 'resize') => {
    if (event.button !== 0) return;
    event.stopPropagation();
    surface.current?.focus();
    surface.current?.setPointerCapture?.(event.pointerId);
    onSelect(region.key);
    setGesture({ kind, key: region.key, start: pointOf(event), origin: region });
  };
  const move = (event: PointerEvent) => {
    const gesture = gestureRef.current;
    if (!gesture) return;
    const point = pointOf(event);
    if (gesture.kind === 'draw') {
      setGesture({ ...gesture, current: point });
      return;
    }
    const dx = point.x - gesture.start.x;
    const dy = point.y - gesture.start.y;
    const next =
      gesture.kind === 'move' ? moveRegion(gesture.origin, dx, dy, page) : resizeRegion(gesture.origin, dx, dy, page);
    setPreview(next);
  };
  const end = (event: PointerEvent) => {
    const gesture = gestureRef.current;
    const preview = previewRef.current;
    if (!gesture) return;
    if (gesture.kind === 'draw') {
      const rect = rectFromDrag(gesture.start, pointOf(event), page);
      if (rect) onCreate(rect);
    } else if (preview) {
      onChange(gesture.key, preview);
    }
    setGesture(null);
    setPreview(null);
  };

  const keyDown = (event: KeyboardEvent) => {
    if (onKey(event)) return;
    const selected = regions.find((r) => r.key === selectedKey);
    if (!selected) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(selected.key);
      return;
    }
    if (event.key === 'Escape') {
      onSelect(null);
      return;
    }
    const action = keyAction(event.key, event);
    if (!action) return;
    event.preventDefault();
    const next =
      action.kind === 'move'
        ? moveRegion(selected, action.dx, action.dy, page)
        : resizeRegion(selected, action.dx, action.dy, page);
    onChange(selected.key, next);
  };

  const drawn =
    gesture?.kind === 'draw'
      ? {
          x: Math.min(gesture.start.x, gesture.current.x),
          y: Math.min(gesture.start.y, gesture.current.y),
          width: Math.abs(gesture.current.x - gesture.start.x),
          height: Math.abs(gesture.current.y - gesture.start.y),
        }
      : null;
  const box = (r: PageRect) => screenBoxOf(r, scale ?? 0);
  const shownOf = (region: EditorRegion) =>
    preview && gesture && 'key' in gesture && gesture.key === region.key ? preview : region;
  const labelPlaces = placeLabels(
    regions.map((region) => ({ key: region.key, text: describe(region), ...box(shownOf(region)) })),
    selectedKey,
    { width, height },
  );

  return (
    <div className={styles.canvasColumn}>
      <CanvasZoomBar scale={scale} zoom={zoom} zoomTo={zoomTo} strings={strings} />
      <div ref={pane} className={styles.canvasScroll}>
        <p id={hintId} className={styles.hint} hidden>
          {strings.keyboardHint}
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a drawing surface (role application) taking the pointer and the keyboard */}
        <div
          ref={surface}
          role="application"
          aria-label={strings.canvas(name)}
          aria-describedby={hintId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard moves the selected region from here
          tabIndex={0}
          className={styles.canvas}
          style={{ width, height }}
          onKeyDown={keyDown}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={() => {
            setGesture(null);
            setPreview(null);
          }}
        >
          {sample && scale !== null ? (
            <div className={styles.page} {...paint.attributes}>
              <Document file={sample} loading={strings.loading} error={strings.loadFailed} suspense={false}>
                <Page
                  pageNumber={pageNumber}
                  width={width}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  onRenderSuccess={paint.onRenderSuccess}
                />
              </Document>
            </div>
          ) : null}
          <div className={styles.overlay} onPointerDown={startDraw} data-testid="region-surface">
            {regions.map((region) => {
              const shown = shownOf(region);
              const isSelected = region.key === selectedKey;
              return (
                <div
                  key={region.key}
                  role="img"
                  aria-label={describe(region)}
                  data-kind={region.kind}
                  data-selected={isSelected || undefined}
                  className={[
                    styles.region,
                    styles.regionKind[region.kind as FrameRegionKind],
                    isSelected ? styles.selected : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  style={box(shown)}
                  onPointerDown={(event) => startRegion(event, region, 'move')}
                >
                  <span className={styles.regionLabel} data-place={labelPlaces.get(region.key) ?? 'hidden'}>
                    {describe(region)}
                  </span>
                  {isSelected ? (
                    <span
                      className={styles.handle}
                      data-testid="resize-handle"
                      onPointerDown={(event) => startRegion(event, region, 'resize')}
                    />
                  ) : null}
                </div>
              );
            })}
            {drawn ? <div className={styles.drawing} style={box(drawn)} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
