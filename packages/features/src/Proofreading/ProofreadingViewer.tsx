import { MARK_SHAPES, type MarkGeometry, type ProofMark } from '@atelier/api';
import { Button, Select } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useDecide, useDeleteMark, useDrawingUrl, useMarks, useReply, useSaveMark } from './hooks';
import type { ProofreadingViewerProps } from './interface';
import { MarkList } from './MarkList';
import { MarkupCanvas } from './MarkupCanvas';
import { DEFAULT_ZOOM, type MarkFilters, type MarkTool, type PageSize, stepZoom, visibleMarks } from './model';
import { OpinionForm } from './OpinionForm';
import * as styles from './Proofreading.css';

/** An A3 landscape sheet in points: the page until the drawing tells its size. */
const DEFAULT_PAGE: PageSize = { width: 1191, height: 842 };

/**
 * 在线评审: a drawing of a proofreading with its marks. Reviewers pick a tool (rectangle, cloud, arrow, text,
 * freehand) and draw on the page at any zoom, by mouse or keyboard, then write the mark's opinion; the marks are
 * listed beside it, filtered by reviewer and type; everyone involved replies, the initiator confirms or rejects.
 * Marks are data over the PDF, drawn by the viewer, never burned into the file.
 */
export function ProofreadingViewer({
  actId,
  projectId,
  files,
  userId,
  initiatorId,
  canMark,
  initialZoom = DEFAULT_ZOOM,
  locale,
}: ProofreadingViewerProps) {
  const t = useFeatureLocale('Proofreading', locale);
  const [fileIndex, setFileIndex] = useState(0);
  const file = files[fileIndex] ?? files[0];
  const [pageNumber, setPageNumber] = useState(1);
  const [pages, setPages] = useState(1);
  const [page, setPage] = useState<PageSize>(DEFAULT_PAGE);
  const [zoom, setZoom] = useState(initialZoom);
  const [tool, setTool] = useState<MarkTool | null>(canMark ? 'rect' : null);
  const [filters, setFilters] = useState<MarkFilters>({ reviewer: null, type: null });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<MarkGeometry | null>(null);

  const url = useDrawingUrl(projectId, file?.recordId ?? null);
  const marks = useMarks(actId, file?.resId ?? null);
  const save = useSaveMark();
  const reply = useReply();
  const decide = useDecide();
  const remove = useDeleteMark();

  if (!file) return null;
  const all = marks.data ?? [];
  const onPage = all.filter((m) => m.page === pageNumber);
  const shown = visibleMarks(all, { resId: file.resId, page: pageNumber }, filters);
  const describe = (mark: ProofMark, index: number) =>
    t.markLabel(index + 1, t.opinionTypes[mark.opinionType], mark.markUserName, mark.comment);
  const isOpen = canMark || userId === initiatorId;

  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar}>
        {files.length > 1 ? (
          <Select
            label={t.files}
            items={files.map((f, index) => ({ id: String(index), label: f.resName }))}
            selectedKey={String(fileIndex)}
            onSelectionChange={(key) => {
              setFileIndex(Number(key ?? 0));
              setPageNumber(1);
              setSelectedId(null);
              setDraft(null);
            }}
          />
        ) : null}
        {canMark ? (
          <div role="toolbar" className={styles.toolbar} aria-label={t.toolbar}>
            {MARK_SHAPES.map((shape) => (
              <Button
                key={shape}
                size="sm"
                variant={tool === shape ? 'primary' : 'default'}
                aria-pressed={tool === shape}
                onPress={() => setTool(shape)}
              >
                {t.tools[shape]}
              </Button>
            ))}
          </div>
        ) : null}
        <span className={styles.spacer} />
        <Button size="sm" onPress={() => setZoom((z) => stepZoom(z, -1))} aria-label={t.zoomOut}>
          −
        </Button>
        <output aria-live="polite" data-testid="zoom">
          {t.zoom(Math.round(zoom * 100))}
        </output>
        <Button size="sm" onPress={() => setZoom((z) => stepZoom(z, 1))} aria-label={t.zoomIn}>
          +
        </Button>
        {pages > 1 ? (
          <>
            <Button size="sm" isDisabled={pageNumber <= 1} onPress={() => setPageNumber((p) => p - 1)}>
              {t.previousPage}
            </Button>
            <span>{t.page(pageNumber, pages)}</span>
            <Button size="sm" isDisabled={pageNumber >= pages} onPress={() => setPageNumber((p) => p + 1)}>
              {t.nextPage}
            </Button>
          </>
        ) : null}
      </div>
      <div className={styles.body}>
        <MarkupCanvas
          name={file.resName}
          file={url.data ?? null}
          pageNumber={pageNumber}
          page={page}
          zoom={zoom}
          tool={canMark && !draft ? tool : null}
          marks={shown}
          draft={draft}
          selectedId={selectedId}
          describe={describe}
          onSelect={setSelectedId}
          onDraw={(geometry) => {
            setDraft(geometry);
            setSelectedId(null);
          }}
          onPageSize={setPage}
          onPages={setPages}
          strings={t}
        />
        <div className={styles.side}>
          {draft ? (
            <OpinionForm
              strings={t}
              isPending={save.isPending}
              onCancel={() => setDraft(null)}
              onSave={async (values) => {
                try {
                  const saved = await save.mutateAsync({
                    actId,
                    recordId: file.recordId,
                    page: pageNumber,
                    geometry: draft,
                    opinionType: values.opinionType,
                    comment: values.comment,
                    ...(values.specialty ? { specialty: values.specialty } : {}),
                  });
                  setDraft(null);
                  setSelectedId(saved.id);
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          ) : null}
          <MarkList
            all={onPage}
            shown={shown}
            filters={filters}
            onFilters={setFilters}
            selectedId={selectedId}
            onSelect={setSelectedId}
            shownRecordId={file.recordId}
            userId={userId}
            isInitiator={userId === initiatorId}
            isOpen={isOpen}
            onReply={async (markId, comment) => {
              await reply.mutateAsync({ markId, comment }).catch(() => undefined);
            }}
            onDecide={(markId, status) => void decide.mutateAsync({ ids: [markId], status }).catch(() => undefined)}
            onRemove={(markId) => void remove.mutateAsync(markId).catch(() => undefined)}
            strings={t}
          />
        </div>
      </div>
    </div>
  );
}
