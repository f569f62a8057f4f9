import type { DrawingRef } from '@atelier/api';
import { Alert, Button, Dialog, ListBox, ListBoxItem, Spinner } from '@atelier/ui';
import { useState } from 'react';
import { Document, pdfjs } from 'react-pdf';
import { PageViewport } from '../pdf/PageViewport';
import { pdfWorkerSrc } from '../pdf/pdfWorker';
import { usePreviewUrl } from './hooks';
import type { StampBatchPickerLocale } from './interface';
import * as styles from './StampBatchPicker.css';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSrc();

const VIEWER_WIDTH = 1000;

export interface DrawingViewerProps {
  projectId: string;
  title: string;
  drawings: readonly DrawingRef[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  strings: StampBatchPickerLocale;
}

/** A batch's drawings: the list on the left, the chosen one's pages on the right (react-pdf over the preview link). */
export function DrawingViewer({ projectId, title, drawings, isOpen, onOpenChange, strings }: DrawingViewerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = drawings.find((d) => d.recordId === chosen) ?? drawings[0] ?? null;

  return (
    <Dialog title={title} width={VIEWER_WIDTH} isOpen={isOpen} onOpenChange={onOpenChange} footer={null}>
      <div className={styles.viewer}>
        <ListBox
          aria-label={strings.viewerFiles}
          className={styles.viewerList}
          items={drawings.map((d) => ({ id: d.recordId, drawing: d }))}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={current ? [current.recordId] : []}
          onSelectionChange={(keys) => {
            if (keys === 'all') return;
            const [key] = keys;
            if (key !== undefined) setChosen(String(key));
          }}
        >
          {({ drawing }) => (
            <ListBoxItem id={drawing.recordId} textValue={drawing.resName} description={drawing.path}>
              {drawing.resName}
            </ListBoxItem>
          )}
        </ListBox>
        <div className={styles.viewerPane}>
          {current ? (
            <DrawingPages key={current.recordId} projectId={projectId} drawing={current} strings={strings} />
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

interface DrawingPagesProps {
  projectId: string;
  drawing: DrawingRef;
  strings: StampBatchPickerLocale;
}

/** One drawing's pages, one at a time, zoomed and panned, with previous / next when it has several. */
function DrawingPages({ projectId, drawing, strings }: DrawingPagesProps) {
  const preview = usePreviewUrl(projectId, drawing.recordId);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const loading = <Spinner tip={strings.loadingDrawing} />;
  const failed = <Alert tone="error" title={strings.drawingFailed} />;

  if (preview.error) return failed;
  if (!preview.data) return loading;
  return (
    <div className={styles.pages}>
      <Document
        // Our own loading and error states (react-pdf 11 would suspend by default).
        suspense={false}
        file={preview.data}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        loading={loading}
        error={failed}
        className={styles.document}
      >
        <PageViewport
          pageNumber={page}
          label={strings.pageLabel(drawing.resName, page)}
          loading={loading}
          strings={strings.zoom}
        >
          {pages > 0 ? (
            <span className={styles.pageBar}>
              <Button size="sm" isDisabled={page <= 1} onPress={() => setPage((p) => Math.max(1, p - 1))}>
                {strings.previousPage}
              </Button>
              <span aria-live="polite">{strings.pageOf(page, pages)}</span>
              <Button size="sm" isDisabled={page >= pages} onPress={() => setPage((p) => Math.min(pages, p + 1))}>
                {strings.nextPage}
              </Button>
            </span>
          ) : null}
        </PageViewport>
      </Document>
    </div>
  );
}
