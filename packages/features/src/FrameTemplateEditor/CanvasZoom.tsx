import type { KeyboardEvent } from 'react';
import { usePaneZoom } from '../pdf/usePaneZoom';
import { ZoomBar } from '../pdf/ZoomBar';
import type { Zoom } from '../pdf/zoom';
import * as styles from './FrameTemplateEditor.css';
import type { FrameTemplateEditorLocale } from './interface';
import type { PageSize } from './model';

/**
 * The scale of the sample page in its pane (issue 22): the viewers' pane zoom (fitted to the pane's width by
 * default, fitted again when the pane resizes; or fitted whole, or zoomed by steps). `onKey` handles + - 0 and
 * prevents them; true when it did.
 */
export function useCanvasZoom(page: PageSize) {
  const { pane, scale, zoom, zoomTo, zoomKey } = usePaneZoom<HTMLDivElement>(page);
  const onKey = (event: KeyboardEvent): boolean => {
    if (!zoomKey(event)) return false;
    event.preventDefault();
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
