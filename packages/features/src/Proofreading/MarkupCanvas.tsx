import { type MarkGeometry, MarkShape, type ProofMark } from '@atelier/api';
import { type KeyboardEvent, memo, type PointerEvent, useId, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { usePaintSignal } from '../pdf/paintSignal';
import { pdfWorkerSrc } from '../pdf/pdfWorker';
import type { ProofreadingLocale } from './interface';
import {
  arrowHeadPath,
  cloudPath,
  extendStroke,
  geometryFromDrag,
  type KeyboardDraft,
  keyboardMark,
  type MarkTool,
  type PageSize,
  type Point,
  strokePath,
} from './model';
import * as styles from './Proofreading.css';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSrc();

export interface MarkupCanvasProps {
  name: string;
  /** The drawing (a URL or the PDF's bytes); null: a blank page of `page`'s size. */
  file: string | Blob | null;
  pageNumber: number;
  /** The page's size in PDF points (until the PDF tells it). */
  page: PageSize;
  zoom: number;
  /** The tool drawing marks; null: marks can only be selected. */
  tool: MarkTool | null;
  marks: readonly ProofMark[];
  /** A mark drawn and waiting for its opinion (drawn dashed). */
  draft: MarkGeometry | null;
  selectedId: string | null;
  describe: (mark: ProofMark, index: number) => string;
  onSelect: (id: string | null) => void;
  onDraw: (geometry: MarkGeometry) => void;
  onPageSize: (page: PageSize) => void;
  onPages: (pages: number) => void;
  strings: ProofreadingLocale;
}

type Gesture = { start: Point; current: Point; path: Point[] };

/** One geometry as SVG, in PDF points (the SVG's viewBox is the page). */
export function ShapeView({
  geometry,
  color,
  variant,
  label,
}: {
  geometry: MarkGeometry;
  color: string;
  variant: keyof typeof styles.shape;
  label?: string | undefined;
}) {
  const className = styles.shape[variant];
  switch (geometry.shape) {
    case MarkShape.Rect:
      return <rect className={className} stroke={color} {...boxOf(geometry)} />;
    case MarkShape.Cloud:
      return <path className={className} stroke={color} d={cloudPath(geometry)} />;
    case MarkShape.Text:
      return (
        <g>
          <rect className={className} stroke={color} {...boxOf(geometry)} />
          {label ? (
            <text className={styles.textLabel} fill={color} x={geometry.x + 4} y={geometry.y + 16}>
              {label.length > 24 ? `${label.slice(0, 24)}…` : label}
            </text>
          ) : null}
        </g>
      );
    case MarkShape.Arrow:
      return (
        <g>
          <line
            className={className}
            stroke={color}
            x1={geometry.x1}
            y1={geometry.y1}
            x2={geometry.x2}
            y2={geometry.y2}
          />
          <path className={className} stroke={color} d={arrowHeadPath(geometry)} />
        </g>
      );
    case MarkShape.Freehand:
      return <path className={className} stroke={color} d={strokePath(geometry.points)} />;
  }
}

const boxOf = (g: { x: number; y: number; width: number; height: number }) => ({
  x: g.x,
  y: g.y,
  width: g.width,
  height: g.height,
});

/**
 * The marks, drawn once per change of the marks or the selection (not on every pointer move of a gesture). A click
 * on one selects it (the surface's handlers); the list beside the drawing selects them by keyboard.
 */
const MarkLayer = memo(function MarkLayer({
  marks,
  selectedId,
  describe,
}: Pick<MarkupCanvasProps, 'marks' | 'selectedId' | 'describe'>) {
  return (
    <g>
      {marks.map((mark, index) => (
        <g key={mark.id} data-mark={mark.id} data-shape={mark.geometry.shape}>
          <title>{describe(mark, index)}</title>
          <ShapeView
            geometry={mark.geometry}
            color={styles.typeStroke[mark.opinionType]}
            variant={mark.id === selectedId ? 'selected' : 'normal'}
            label={mark.comment}
          />
        </g>
      ))}
    </g>
  );
});

/**
 * A page of the drawing with its marks over it (an SVG whose viewBox is the page in PDF points, so marks stay in
 * place at any zoom). With a tool chosen: drag to draw (freehand follows the pen); with the keyboard, the arrow keys
 * move a cursor, Enter sets the first corner and Enter again makes the mark. A drawn mark goes to `onDraw`.
 */
export function MarkupCanvas({
  name,
  file,
  pageNumber,
  page,
  zoom,
  tool,
  marks,
  draft,
  selectedId,
  describe,
  onSelect,
  onDraw,
  onPageSize,
  onPages,
  strings,
}: MarkupCanvasProps) {
  const hintId = useId();
  const surface = useRef<HTMLDivElement>(null);
  const gestureRef = useRef<Gesture | null>(null);
  const [gesture, setGestureState] = useState<Gesture | null>(null);
  const setGesture = (next: Gesture | null) => {
    gestureRef.current = next;
    setGestureState(next);
  };
  const paint = usePaintSignal([file, pageNumber, zoom]);
  const [keys, setKeys] = useState<KeyboardDraft>({ cursor: { x: page.width / 2, y: page.height / 2 }, anchor: null });
  const [keyboardActive, setKeyboardActive] = useState(false);
  const width = page.width * zoom;
  const height = page.height * zoom;

  /** The mark under the pointer (a click on a mark selects it). */
  const markAt = (event: PointerEvent): string | null =>
    (event.target instanceof Element ? event.target.closest('[data-mark]')?.getAttribute('data-mark') : null) ?? null;
  const pointOf = (event: PointerEvent): Point => {
    const box = surface.current?.getBoundingClientRect();
    return { x: (event.clientX - (box?.left ?? 0)) / zoom, y: (event.clientY - (box?.top ?? 0)) / zoom };
  };
  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    surface.current?.focus();
    setKeyboardActive(false);
    if (!tool) {
      onSelect(markAt(event));
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    setGesture({ start: point, current: point, path: [point] });
  };
  const move = (event: PointerEvent) => {
    const current = gestureRef.current;
    if (!current) return;
    const point = pointOf(event);
    setGesture({
      ...current,
      current: point,
      path: tool === MarkShape.Freehand ? extendStroke(current.path, point) : current.path,
    });
  };
  const end = (event: PointerEvent) => {
    const current = gestureRef.current;
    if (!current || !tool) return;
    const point = pointOf(event);
    const path = tool === MarkShape.Freehand ? extendStroke(current.path, point) : current.path;
    const geometry = geometryFromDrag(tool, current.start, point, page, path);
    setGesture(null);
    if (geometry) onDraw(geometry);
    else if (markAt(event)) onSelect(markAt(event));
  };
  const keyDown = (event: KeyboardEvent) => {
    if (!tool) return;
    const result = keyboardMark(event.key, event, keys, tool, page);
    if (!result) return;
    event.preventDefault();
    setKeyboardActive(true);
    setKeys(result.draft);
    if (result.kind === 'done' && result.geometry) onDraw(result.geometry);
  };

  const drawing = gesture && tool ? geometryFromDrag(tool, gesture.start, gesture.current, page, gesture.path) : null;
  const keyboardDrawing =
    keyboardActive && tool && keys.anchor
      ? geometryFromDrag(tool, keys.anchor, keys.cursor, page, [keys.anchor, keys.cursor])
      : null;

  return (
    <div className={styles.canvasScroll}>
      <p id={hintId} className={styles.hint} hidden>
        {strings.keyboardHint}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a drawing surface (role application) taking the pointer and the keyboard */}
      <div
        ref={surface}
        role="application"
        aria-label={strings.canvas(name)}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard marking starts here
        tabIndex={0}
        className={styles.canvas}
        style={{ width, height, cursor: tool ? 'crosshair' : 'default' }}
        data-testid="markup-surface"
        data-zoom={zoom}
        onKeyDown={keyDown}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => setGesture(null)}
        onBlur={() => setKeyboardActive(false)}
      >
        {file ? (
          <div className={styles.page} {...paint.attributes}>
            <Document
              // Our own loading and error states (react-pdf 11 would suspend by default).
              suspense={false}
              file={file}
              loading={strings.loading}
              error={strings.loadFailed}
              onLoadSuccess={(doc) => onPages(doc.numPages)}
            >
              <Page
                pageNumber={pageNumber}
                scale={zoom}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                onLoadSuccess={(loaded) => {
                  const viewport = loaded.getViewport({ scale: 1 });
                  onPageSize({ width: viewport.width, height: viewport.height });
                }}
                onRenderSuccess={paint.onRenderSuccess}
              />
            </Document>
          </div>
        ) : null}
        <svg className={styles.overlay} width={width} height={height} viewBox={`0 0 ${page.width} ${page.height}`}>
          <title>{strings.canvas(name)}</title>
          <MarkLayer marks={marks} selectedId={selectedId} describe={describe} />
          {draft ? <ShapeView geometry={draft} color="currentColor" variant="draft" /> : null}
          {drawing ? <ShapeView geometry={drawing} color="currentColor" variant="draft" /> : null}
          {keyboardDrawing ? <ShapeView geometry={keyboardDrawing} color="currentColor" variant="draft" /> : null}
          {keyboardActive && tool ? (
            <circle
              className={styles.cursor}
              cx={keys.cursor.x}
              cy={keys.cursor.y}
              r={6 / zoom}
              data-testid="key-cursor"
            />
          ) : null}
        </svg>
      </div>
    </div>
  );
}
