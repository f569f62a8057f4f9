import type { DrawingRef, RecognitionDetail } from '@atelier/api';
import { RecognitionStatus } from '@atelier/api';
import {
  ActionBar,
  AddIcon,
  Alert,
  ClockIcon,
  DeleteIcon,
  DownloadIcon,
  DrawingIcon,
  Empty,
  ErrorIcon,
  FolderIcon,
  IconButton,
  type IconProps,
  Link,
  PinIcon,
  RefreshIcon,
  RetryIcon,
  SuccessIcon,
  useToast,
  WarningIcon,
} from '@atelier/ui';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type ComponentType, memo, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { reportFileName, saveBlob } from '../download';
import { useFeatureLocale } from '../locale';
import { AddFilesDialog } from './AddFilesDialog';
import {
  useDownloadReport,
  useRecognitionDetails,
  useRecognitionLookup,
  useRecognitionPoller,
  useRefreshPreview,
  useReRecognise,
  useSaveErrorReport,
  useStartRecognition,
} from './hooks';
import type { RecognitionFileListLocale, RecognitionFileListProps } from './interface';
import {
  abnormalIds,
  buildRows,
  canReRecognise,
  countRecognition,
  detailTextOf,
  errorReportList,
  type FileFolder,
  type FileRecognition,
  finalRecognitionIds,
  isAbnormal,
  mergeFiles,
  removeFile,
  templateUnmatchedStatuses,
} from './model';
import * as styles from './RecognitionFileList.css';

const DEFAULT_LIST_HEIGHT = 440;

type Tone = 'success' | 'info' | 'brand' | 'warning' | 'error';

/** The icon and colour of a file's state. */
function lookOf(r: FileRecognition): { Icon: ComponentType<IconProps>; tone: Tone } {
  if (r.timedOut) return { Icon: ClockIcon, tone: 'warning' };
  if (r.notStarted) return { Icon: ErrorIcon, tone: 'error' };
  if (r.status === RecognitionStatus.Success) return { Icon: SuccessIcon, tone: 'success' };
  if (r.status === RecognitionStatus.Recognising) return { Icon: RefreshIcon, tone: 'brand' };
  if (r.status === RecognitionStatus.Failed) return { Icon: ErrorIcon, tone: 'error' };
  if (templateUnmatchedStatuses.includes(r.status)) return { Icon: WarningIcon, tone: 'warning' };
  return { Icon: ClockIcon, tone: 'info' };
}

function statusTextOf(r: FileRecognition, t: RecognitionFileListLocale): string {
  if (r.timedOut) return t.timedOut;
  if (r.notStarted) return t.notStarted;
  return t.status[r.status];
}

/** A failed call has been explained by the shared response handling (a toast); nothing more to do here. */
const settled = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/**
 * Step 1 of the quick stamp approval (specification 000 sections 2 and 4): the chosen drawings grouped by folder,
 * each with its recognition status, re-recognise, its folder and remove. Recognition starts for every file added
 * and is polled every 3 s until each file is final, giving up after 5 minutes. Top actions: continue adding files,
 * refresh preview, pin abnormal files to the top, download the error report, and the selected count; a warning
 * counts the files that matched no frame template. Virtualised: 2000 files render and scroll smoothly.
 */
export function RecognitionFileList({
  projectId,
  files,
  onFilesChange,
  onReadyChange,
  onOpenFolder,
  onDownloadReport,
  helpHref = '/help',
  pollInterval,
  pollLimit,
  renderFileExtra,
  listHeight = DEFAULT_LIST_HEIGHT,
  locale,
}: RecognitionFileListProps) {
  const t = useFeatureLocale('RecognitionFileList', locale);
  const toast = useToast();
  const { poller, snapshot } = useRecognitionPoller({ interval: pollInterval, limit: pollLimit });
  useStartRecognition(projectId, files, poller);
  const lookup = useRecognitionLookup(snapshot);
  const { reRecognise, busy } = useReRecognise(projectId, poller);
  const saveReport = useSaveErrorReport();
  const downloadReport = useDownloadReport();
  const refresh = useRefreshPreview(projectId, poller);
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set());
  const [adding, setAdding] = useState(false);

  const finalIds = useMemo(() => finalRecognitionIds(files, lookup), [files, lookup]);
  const details = useRecognitionDetails(finalIds);
  const counts = useMemo(() => countRecognition(files, lookup), [files, lookup]);
  const rows = useMemo(() => buildRows(files, lookup, pinned), [files, lookup, pinned]);
  const ready = counts.selected > 0 && counts.recognised === counts.selected;

  const readyRef = useRef(onReadyChange);
  readyRef.current = onReadyChange;
  useEffect(() => {
    readyRef.current?.(ready);
  }, [ready]);

  // Row callbacks read the latest list, so the memoised rows keep them across polls.
  const latest = useRef({ files, onFilesChange });
  latest.current = { files, onFilesChange };
  const remove = useCallback((recordId: string) => {
    latest.current.onFilesChange(removeFile(latest.current.files, recordId));
  }, []);
  const add = useCallback((added: DrawingRef[]) => {
    const merged = mergeFiles(latest.current.files, added);
    if (merged.added > 0) latest.current.onFilesChange(merged.files);
    return merged.added;
  }, []);
  const reRecogniseOne = useCallback((recordId: string) => settled(reRecognise([recordId])), [reRecognise]);

  // The heading of the folder in view stays on top while its files scroll by.
  const folderIndexes = useMemo(() => rows.flatMap((row, index) => (row.kind === 'folder' ? [index] : [])), [rows]);
  const stickyIndex = useRef(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      stickyIndex.current = folderIndexes.findLast((index) => index <= range.startIndex) ?? 0;
      return [...new Set([stickyIndex.current, ...defaultRangeExtractor(range)])].sort((a, b) => a - b);
    },
    [folderIndexes],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'folder' ? styles.FOLDER_ROW_HEIGHT : styles.FILE_ROW_HEIGHT),
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor,
  });

  const pinAbnormal = () => {
    const ids = abnormalIds(files, lookup);
    if (ids.length === 0) {
      toast.warning(t.noAbnormal);
      return;
    }
    setPinned(new Set(ids));
    virtualizer.scrollToOffset(0);
  };

  const downloadErrors = async () => {
    const list = errorReportList(files, lookup);
    if (list.length === 0) {
      toast.warning(t.noAbnormal);
      return;
    }
    const uuid = await saveReport.mutateAsync(list);
    if (onDownloadReport) {
      onDownloadReport(uuid);
      return;
    }
    const blob = await downloadReport.mutateAsync(uuid);
    saveBlob(blob, reportFileName(t.reportFileName, blob.type));
  };

  const refreshPreview = async () => {
    const plan = await refresh.mutateAsync({ recordIds: files.map((file) => file.recordId), lookup });
    if (plan.kind === 'busy') toast.warning(t.recognitionBusy);
    else if (plan.kind === 'none') toast.warning(t.nothingToRefresh);
    else toast.success(t.previewRefreshed(plan.transformIds.length));
  };

  const totalSize = virtualizer.getTotalSize();
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <ActionBar
          aria-label={t.toolbar}
          leading={<span className={styles.selectedCount}>{t.selectedCount(counts.selected)}</span>}
          actions={[
            { id: 'add', label: t.addFiles, icon: <AddIcon />, onPress: () => setAdding(true) },
            {
              id: 'refresh',
              label: t.refreshPreview,
              icon: <RefreshIcon />,
              isPending: refresh.isPending,
              onPress: () => settled(refreshPreview()),
            },
            { id: 'pin', label: t.pinAbnormal, icon: <PinIcon />, onPress: pinAbnormal },
            {
              id: 'report',
              label: t.downloadReport,
              icon: <DownloadIcon />,
              isPending: saveReport.isPending || downloadReport.isPending,
              onPress: () => settled(downloadErrors()),
            },
          ]}
        />
      </div>
      {counts.unmatched > 0 ? (
        <Alert
          tone="warning"
          title={t.unmatched(counts.unmatched)}
          action={
            <Link href={helpHref} target="_blank">
              {t.help}
            </Link>
          }
        />
      ) : null}
      {counts.timedOut > 0 ? <Alert tone="warning" title={t.timedOutWarning(counts.timedOut)} /> : null}
      <div className={styles.frame}>
        {rows.length === 0 ? (
          <Empty className={styles.empty} description={t.empty} />
        ) : (
          <div ref={scrollRef} className={styles.scroll} style={{ height: Math.min(totalSize, listHeight) }}>
            <ul aria-label={t.list} className={styles.rows} style={{ height: totalSize }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const place = { top: item.start, position: item.index + 1, count: rows.length };
                return row.kind === 'folder' ? (
                  <FolderRow
                    key={row.key}
                    folder={row.folder}
                    {...place}
                    sticky={item.index === stickyIndex.current}
                    t={t}
                  />
                ) : (
                  <FileRow
                    key={row.key}
                    file={row.file}
                    recognition={row.recognition}
                    detail={details.get(row.file.recordId)}
                    pinned={row.pinned}
                    isBusy={busy.has(row.file.recordId)}
                    onReRecognise={reRecogniseOne}
                    onOpenFolder={onOpenFolder}
                    onRemove={remove}
                    renderExtra={renderFileExtra}
                    scrolling={virtualizer.isScrolling}
                    {...place}
                    t={t}
                  />
                );
              })}
            </ul>
          </div>
        )}
      </div>
      <AddFilesDialog projectId={projectId} isOpen={adding} onOpenChange={setAdding} onAdd={add} t={t} />
    </div>
  );
}

interface RowPlace {
  top: number;
  /** 1-based among all rows (folder headings included). */
  position: number;
  count: number;
}

/** A folder's heading: its path and how many of the files are in it. */
const FolderRow = memo(function FolderRow({
  folder,
  top,
  position,
  count,
  sticky,
  t,
}: RowPlace & { folder: FileFolder; sticky: boolean; t: RecognitionFileListLocale }) {
  const path = folder.path.replace(/^\//, '') || t.rootFolder;
  return (
    <li
      aria-posinset={position}
      aria-setsize={count}
      className={styles.folderRow}
      // Sticky rows sit in the flow at the list's top (first in the DOM) and stick to the viewport's top.
      style={sticky ? { position: 'sticky', zIndex: 1 } : { transform: `translateY(${top}px)` }}
      data-sticky={sticky || undefined}
    >
      <FolderIcon size="lg" tone="warning" />
      <span className={styles.folderPath} title={folder.path || undefined}>
        {path}
      </span>
      <span className={styles.folderCount}>{t.folderFiles(folder.files.length)}</span>
    </li>
  );
});

interface FileRowProps extends RowPlace {
  file: DrawingRef;
  recognition: FileRecognition;
  /** What recognition read (图号, 图名) or why it refused the file, once final. */
  detail: RecognitionDetail | undefined;
  pinned: boolean;
  isBusy: boolean;
  onReRecognise: (recordId: string) => void;
  onOpenFolder: ((parentId: string) => void) | undefined;
  onRemove: (recordId: string) => void;
  renderExtra: ((file: DrawingRef) => ReactNode) | undefined;
  /** The list is being scrolled: a row mounted now leaves out its actions until the scroll settles. */
  scrolling: boolean;
  t: RecognitionFileListLocale;
}

/** One drawing: its status icon and text, and re-recognise, its folder, remove. */
const FileRow = memo(function FileRow({
  file,
  recognition,
  detail,
  pinned,
  isBusy,
  onReRecognise,
  onOpenFolder,
  onRemove,
  renderExtra,
  scrolling,
  top,
  position,
  count,
  t,
}: FileRowProps) {
  // Rows that appear during a fling skip their three buttons (the costly part of a row) until the scroll settles;
  // a row that had them keeps them, so focus inside a row is never lost.
  const [full, setFull] = useState(!scrolling);
  useEffect(() => {
    if (!scrolling) setFull(true);
  }, [scrolling]);
  const { Icon, tone } = lookOf(recognition);
  const text = statusTextOf(recognition, t);
  const read = detailTextOf(detail, t);
  const abnormal = isAbnormal(recognition);
  const { parentId } = file;
  return (
    <li
      aria-posinset={position}
      aria-setsize={count}
      aria-label={`${file.resName} ${text}`}
      className={styles.fileRow}
      style={{ transform: `translateY(${top}px)` }}
      data-status={recognition.timedOut ? 'timedOut' : recognition.notStarted ? 'notStarted' : recognition.status}
      data-abnormal={abnormal || undefined}
    >
      <DrawingIcon size="lg" tone={abnormal ? 'error' : 'brand'} />
      {pinned ? (
        <span className={styles.pinnedMark}>
          <PinIcon size="sm" label={t.pinned} />
        </span>
      ) : null}
      <span className={styles.fileName} title={file.path ?? file.resName}>
        {file.resName}
      </span>
      <span className={styles.status} data-tone={tone}>
        <Icon size="md" tone={tone} />
        <span className={styles.statusText} title={text}>
          {text}
        </span>
      </span>
      <span className={styles.detail} title={read || undefined} data-detail={detail ? detail.status : undefined}>
        {read}
      </span>
      {renderExtra ? <div className={styles.fileExtra}>{renderExtra(file)}</div> : null}
      <div className={styles.rowActions}>
        {full ? (
          <>
            <IconButton
              variant="text"
              size="sm"
              icon={<RetryIcon />}
              aria-label={t.reRecognise(file.resName)}
              isDisabled={!canReRecognise(recognition)}
              isPending={isBusy}
              onPress={() => onReRecognise(file.recordId)}
            />
            {onOpenFolder && parentId ? (
              <IconButton
                variant="text"
                size="sm"
                icon={<FolderIcon />}
                aria-label={t.openFolder(file.resName)}
                onPress={() => onOpenFolder(parentId)}
              />
            ) : null}
            <IconButton
              variant="text"
              size="sm"
              icon={<DeleteIcon />}
              aria-label={t.remove(file.resName)}
              onPress={() => onRemove(file.recordId)}
            />
          </>
        ) : (
          <>
            <span className={styles.actionSlot} />
            {onOpenFolder && parentId ? <span className={styles.actionSlot} /> : null}
            <span className={styles.actionSlot} />
          </>
        )}
      </div>
    </li>
  );
});
