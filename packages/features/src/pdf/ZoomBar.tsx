import { Button } from '@atelier/ui';
import type { ReactNode } from 'react';
import * as styles from './PageViewport.css';
import { canZoomOut, FIT_PAGE, FIT_WIDTH, percentOf, stepZoom, type Zoom } from './zoom';

export interface ZoomBarLocale {
  zoomIn: string;
  zoomOut: string;
  fitWidth: string;
  fitPage: string;
  /** The scale shown between the buttons, e.g. 100%. */
  zoomLevel: (percent: number) => string;
}

export interface ZoomBarProps {
  /** The drawn scale; null until the page and its pane are measured (the buttons wait for it). */
  scale: number | null;
  zoom: Zoom;
  zoomTo: (zoom: Zoom) => void;
  strings: ZoomBarLocale;
  /** Names the bar as a toolbar (a page with other toolbars). */
  label?: string;
  /** The bar's and the scale's own styles, where the page around them sets the spacing. */
  className?: string;
  levelClassName?: string;
  /** Controls after the zoom ones (page navigation). */
  children?: ReactNode;
}

/** 缩小, the scale, 放大, 适合宽度, 适合页面 over a drawing's pane: one for every pdf.js page viewer. */
export function ZoomBar({ scale, zoom, zoomTo, strings, label, className, levelClassName, children }: ZoomBarProps) {
  const ready = scale !== null;
  const fitted = (fit: 'width' | 'page') => 'fit' in zoom && zoom.fit === fit;
  const controls = (
    <>
      <Button size="sm" isDisabled={!ready || !canZoomOut(scale)} onPress={() => ready && zoomTo(stepZoom(scale, -1))}>
        {strings.zoomOut}
      </Button>
      <output className={levelClassName ?? styles.level} aria-live="polite">
        {ready ? strings.zoomLevel(percentOf(scale)) : ''}
      </output>
      <Button size="sm" isDisabled={!ready} onPress={() => ready && zoomTo(stepZoom(scale, 1))}>
        {strings.zoomIn}
      </Button>
      <Button
        size="sm"
        variant="text"
        isDisabled={!ready}
        aria-pressed={fitted('width')}
        onPress={() => zoomTo(FIT_WIDTH)}
      >
        {strings.fitWidth}
      </Button>
      <Button
        size="sm"
        variant="text"
        isDisabled={!ready}
        aria-pressed={fitted('page')}
        onPress={() => zoomTo(FIT_PAGE)}
      >
        {strings.fitPage}
      </Button>
      {children}
    </>
  );
  return label ? (
    <div role="toolbar" aria-label={label} className={className ?? styles.toolbar}>
      {controls}
    </div>
  ) : (
    <div className={className ?? styles.toolbar}>{controls}</div>
  );
}
