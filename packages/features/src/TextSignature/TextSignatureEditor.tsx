import type { CalcBox, CalcBoxKind } from '@atelier/api';
import { Alert, Button, ListBox, ListBoxItem, NumberField, Spinner, useToast } from '@atelier/ui';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { Document, Page as PdfPage, pdfjs } from 'react-pdf';
import { useFeatureLocale } from '../locale';
import { pdfWorkerSrc } from '../pdf/pdfWorker';
import { usePreviewUrl } from '../StampBatchPicker';
import { useApplyUniversalTemplate, useCalcInfo, useConfigured, usePasteCalcInfo, useSaveCalcInfo } from './hooks';
import type { TextSignatureEditorProps, TextSignatureFile, TextSignatureLocale } from './interface';
import {
  addBox,
  arrowStep,
  BOX_KINDS,
  boxesOf,
  boxesProblem,
  boxInMm,
  boxKey,
  contentOf,
  isConfigurable,
  moveBoxMm,
  moveBoxTo,
  type Page,
  removeBox,
  resizeBoxMm,
  screenScale,
} from './model';
import * as styles from './TextSignatureEditor.css';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerSrc();
const PAGE_WIDTH = 520;

/**
 * The text-signature page (文字签章, 000 section 7; issue 23): the ordered signing's files on the left (已配置 /
 * 未配置), the chosen PDF's first page in the middle with the signature and stamp boxes on it, moved with the mouse
 * or, focused, with the arrows (1 mm, Shift 10 mm); on the right the chosen box's position and size in millimetres,
 * adding and removing boxes, 保存, pasting the configuration onto the other files and applying the frame template
 * that serves all of them. Only PDFs can be configured.
 */
export function TextSignatureEditor({
  projectId,
  files,
  recordId,
  templateId,
  onSaved,
  pageWidth = PAGE_WIDTH,
  locale,
}: TextSignatureEditorProps) {
  const t = useFeatureLocale('TextSignature', locale);
  const [current, setCurrent] = useState(recordId);
  const file: TextSignatureFile = files.find((f) => f.recordId === current) ?? { recordId: current, resName: '' };
  const configured = useConfigured(files.map((f) => f.recordId));
  const isConfigured = (id: string) => configured.data?.some((m) => m.recordId === id && m.matched) ?? false;

  return (
    <div className={styles.editor}>
      <ListBox
        aria-label={t.filesLabel}
        items={files.map((f) => ({ id: f.recordId, file: f }))}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[current]}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [key] = keys;
          if (key !== undefined) setCurrent(String(key));
        }}
      >
        {({ file: f }) => (
          <ListBoxItem
            id={f.recordId}
            textValue={f.resName}
            description={
              <span className={styles.fileStatus} data-configured={isConfigured(f.recordId) || undefined}>
                {isConfigured(f.recordId) ? t.configured : t.notConfigured}
              </span>
            }
          >
            {f.resName}
          </ListBoxItem>
        )}
      </ListBox>
      {isConfigurable(file.resName) ? (
        <FileEditor
          key={file.recordId}
          projectId={projectId}
          file={file}
          others={files.filter((f) => f.recordId !== file.recordId && isConfigurable(f.resName))}
          allPdfs={files.filter((f) => isConfigurable(f.resName))}
          templateId={templateId ?? null}
          pageWidth={pageWidth}
          t={t}
          {...(onSaved ? { onSaved } : {})}
        />
      ) : (
        <Alert tone="error" title={t.notPdf} />
      )}
    </div>
  );
}

interface FileEditorProps {
  projectId: string;
  file: TextSignatureFile;
  others: readonly TextSignatureFile[];
  allPdfs: readonly TextSignatureFile[];
  templateId: string | null;
  pageWidth: number;
  t: TextSignatureLocale;
  onSaved?: (recordIds: readonly string[]) => void;
}

/** One PDF: its page with the boxes, and the panel of the chosen box and the actions. */
function FileEditor({ projectId, file, others, allPdfs, templateId, pageWidth, t, onSaved }: FileEditorProps) {
  const toast = useToast();
  const saved = useCalcInfo(file.recordId);
  const preview = usePreviewUrl(projectId, file.recordId);
  const save = useSaveCalcInfo();
  const paste = usePasteCalcInfo();
  const apply = useApplyUniversalTemplate();
  const [page, setPage] = useState<Page | null>(null);
  const [boxes, setBoxes] = useState<CalcBox[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  // The saved boxes once loaded (again after a template is applied to this file too).
  useEffect(() => {
    if (boxes === null && saved.isSuccess) setBoxes(boxesOf(saved.data?.info));
  }, [boxes, saved.isSuccess, saved.data]);

  const current = boxes ?? [];
  const chosen = current.find((b) => boxKey(b) === selected) ?? null;
  const problem = page ? boxesProblem(page, current) : null;
  const busy = save.isPending || paste.isPending || apply.isPending;

  const add = (kind: CalcBoxKind) => {
    if (!page) return;
    const next = addBox(current, kind, page);
    if (!next) return;
    setBoxes(next);
    const added = next.at(-1);
    if (added) setSelected(boxKey(added));
  };

  const onSave = async () => {
    if (!page) return;
    try {
      await save.mutateAsync({
        recordId: file.recordId,
        ...(templateId ? { templateId } : {}),
        info: JSON.stringify(contentOf(page, current)),
      });
      toast.success(t.saved);
      onSaved?.([file.recordId]);
    } catch {
      // Refused: the shared response handling has shown why; the boxes stay as placed.
    }
  };

  const onPaste = async () => {
    try {
      await paste.mutateAsync({ sourceRecordId: file.recordId, targetRecordIds: others.map((f) => f.recordId) });
      toast.success(t.pasted(others.length));
      onSaved?.(others.map((f) => f.recordId));
    } catch {
      // Refused: shown by the shared handling.
    }
  };

  const onApply = async () => {
    try {
      const applied = await apply.mutateAsync(allPdfs.map((f) => f.recordId));
      if (!applied) {
        toast.warning(t.noUniversalTemplate);
        return;
      }
      setBoxes(null);
      setSelected(null);
      toast.success(t.applied(allPdfs.length));
      onSaved?.(allPdfs.map((f) => f.recordId));
    } catch {
      // Refused: shown by the shared handling.
    }
  };

  const loading = <Spinner tip={t.loadingDrawing} />;
  const failed = <Alert tone="error" title={t.drawingFailed} />;
  const scale = page ? screenScale(page, pageWidth) : 1;

  return (
    <>
      <div>
        {preview.error ? failed : null}
        {preview.data ? (
          <Document file={preview.data} loading={loading} error={failed} suspense={false}>
            <section className={styles.sheet} aria-label={t.pageLabel(file.resName)} style={{ width: pageWidth }}>
              <PdfPage
                pageNumber={1}
                width={pageWidth}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={loading}
                onLoadSuccess={(p) => setPage({ width: p.originalWidth, height: p.originalHeight })}
              />
              {page
                ? current.map((box) => (
                    <BoxHandle
                      key={boxKey(box)}
                      box={box}
                      scale={scale}
                      isSelected={boxKey(box) === selected}
                      t={t}
                      onSelect={() => setSelected(boxKey(box))}
                      onMoveMm={(dx, dy) => setBoxes((b) => moveBoxMm(b ?? [], boxKey(box), dx, dy, page))}
                      onMoveTo={(x, y) => setBoxes((b) => moveBoxTo(b ?? [], boxKey(box), x, y, page))}
                    />
                  ))
                : null}
            </section>
          </Document>
        ) : preview.error ? null : (
          loading
        )}
      </div>
      <div className={styles.side}>
        {BOX_KINDS.map((kind) => (
          <Button key={kind} size="sm" isDisabled={!page || boxes === null} onPress={() => add(kind)}>
            {t.add(kind)}
          </Button>
        ))}
        <p className={styles.hint}>{t.keyboardHint}</p>
        {chosen && page ? (
          <section aria-label={t.boxLabel(chosen.kind, chosen.index)}>
            <strong>{t.boxLabel(chosen.kind, chosen.index)}</strong>
            <div className={styles.measures}>
              <NumberField label={t.xLabel} size="sm" value={boxInMm(chosen).x} isReadOnly />
              <NumberField label={t.yLabel} size="sm" value={boxInMm(chosen).y} isReadOnly />
              <NumberField
                label={t.widthLabel}
                size="sm"
                value={boxInMm(chosen).width}
                step={0.1}
                minValue={3}
                onChange={(width) =>
                  Number.isFinite(width) &&
                  setBoxes((b) => resizeBoxMm(b ?? [], boxKey(chosen), { ...boxInMm(chosen), width }, page))
                }
              />
              <NumberField
                label={t.heightLabel}
                size="sm"
                value={boxInMm(chosen).height}
                step={0.1}
                minValue={3}
                onChange={(height) =>
                  Number.isFinite(height) &&
                  setBoxes((b) => resizeBoxMm(b ?? [], boxKey(chosen), { ...boxInMm(chosen), height }, page))
                }
              />
            </div>
            <Button
              size="sm"
              variant="link"
              onPress={() => {
                setBoxes((b) => removeBox(b ?? [], boxKey(chosen)));
                setSelected(null);
              }}
            >
              {t.remove}
            </Button>
          </section>
        ) : null}
        {boxes !== null && current.length === 0 ? <p className={styles.hint}>{t.noBoxes}</p> : null}
        {problem ? <Alert tone="warning" title={problem} /> : null}
        <Button variant="primary" isDisabled={!page || busy || problem !== null} onPress={onSave}>
          {t.save}
        </Button>
        <Button isDisabled={busy || others.length === 0 || !saved.data} onPress={onPaste}>
          {t.paste}
        </Button>
        <Button isDisabled={busy || allPdfs.length === 0} onPress={onApply}>
          {t.applyTemplate}
        </Button>
      </div>
    </>
  );
}

interface BoxHandleProps {
  box: CalcBox;
  scale: number;
  isSelected: boolean;
  t: TextSignatureLocale;
  onSelect: () => void;
  onMoveMm: (dx: number, dy: number) => void;
  onMoveTo: (x: number, y: number) => void;
}

/** A box on the page: a button that the mouse drags and the arrows move. */
function BoxHandle({ box, scale, isSelected, t, onSelect, onMoveMm, onMoveTo }: BoxHandleProps) {
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);
  const mm = boxInMm(box);
  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    onSelect();
    drag.current = { px: event.clientX, py: event.clientY, x: box.x, y: box.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    onMoveTo(start.x + (event.clientX - start.px) / scale, start.y + (event.clientY - start.py) / scale);
  };
  const stop = () => {
    drag.current = null;
  };
  return (
    <button
      type="button"
      className={styles.box}
      data-kind={box.kind}
      data-selected={isSelected || undefined}
      aria-label={`${t.boxLabel(box.kind, box.index)}，${t.boxDescription(mm.x, mm.y, mm.width, mm.height)}`}
      aria-pressed={isSelected}
      style={{ left: box.x * scale, top: box.y * scale, width: box.width * scale, height: box.height * scale }}
      onFocus={onSelect}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      onKeyDown={(event) => {
        const step = arrowStep(event.key, event.shiftKey);
        if (!step) return;
        event.preventDefault();
        onMoveMm(step.dx, step.dy);
      }}
    >
      {t.boxLabel(box.kind, box.index)}
    </button>
  );
}
