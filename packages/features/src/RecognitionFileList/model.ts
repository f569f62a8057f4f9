/**
 * The recognition file list's rules, without React (specification 000 sections 2 and 4): the poller that asks for
 * recognition statuses every 3 s until every file is final and gives up after 5 minutes, and the pure functions
 * the list is drawn from (folders, pinning, counts, whether Next is allowed, the error report, preview refresh).
 */
import {
  type DrawingRef,
  finalRecognitionStatuses,
  type ProjectResource,
  RECOGNITION_POLL_INTERVAL,
  RECOGNITION_POLL_LIMIT,
  type RecognitionDetail,
  RecognitionStatus,
  TransformStatus,
} from '@atelier/api';

// -----------------------------------------------------------------------------------------------------------------
// One file's recognition
// -----------------------------------------------------------------------------------------------------------------

/** What the list knows of one file's recognition. */
export interface FileRecognition {
  /** The last code the server answered (待识别 until it answered). */
  readonly status: RecognitionStatus;
  /** Still pending when its time ran out: polling gave up on it. */
  readonly timedOut: boolean;
  /** Starting its recognition was refused: it never began. */
  readonly notStarted: boolean;
}

/** A file the server has not answered for yet. */
export const WAITING: FileRecognition = { status: RecognitionStatus.Waiting, timedOut: false, notStarted: false };

/** Codes meaning the drawing matched no frame template: the enterprise has none, none matched, or it was deleted. */
export const templateUnmatchedStatuses: readonly RecognitionStatus[] = [
  RecognitionStatus.NoFrameTemplate,
  RecognitionStatus.TemplateMismatch,
  RecognitionStatus.TemplateDeleted,
];

export const isFinalStatus = (status: RecognitionStatus): boolean => finalRecognitionStatuses.includes(status);

/** Still moving on the server, and still polled. */
export const isPending = (r: FileRecognition): boolean => !r.timedOut && !r.notStarted && !isFinalStatus(r.status);

/** Recognised successfully: the only state that lets the wizard go on. */
export const isRecognised = (r: FileRecognition): boolean =>
  r.status === RecognitionStatus.Success && !r.timedOut && !r.notStarted;

/** Needs the user: a final failure code, a timeout, or a recognition that never started. */
export const isAbnormal = (r: FileRecognition): boolean =>
  r.timedOut || r.notStarted || (isFinalStatus(r.status) && r.status !== RecognitionStatus.Success);

/** Re-recognise is offered once the server is done with a file (or gave up on it). */
export const canReRecognise = (r: FileRecognition): boolean => !isPending(r);

/** How a file's state is looked up (a snapshot's map, or anything else in tests). */
export type RecognitionLookup = (recordId: string) => FileRecognition;

// -----------------------------------------------------------------------------------------------------------------
// The poller
// -----------------------------------------------------------------------------------------------------------------

export interface RecognitionPollerOptions {
  /** One poll: the statuses of these files (the contract's ocrStatus). */
  poll: (recordIds: string[], signal: AbortSignal) => Promise<Readonly<Record<string, RecognitionStatus>>>;
  /** Milliseconds between polls; 3 s by default (000 section 4). */
  interval?: number;
  /** Milliseconds a file is polled before it is marked timed out; 5 minutes by default. */
  limit?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface RecognitionSnapshot {
  /** Every tracked file by recordId. */
  readonly files: ReadonlyMap<string, FileRecognition>;
  /** Some file is still pending: polls go on. */
  readonly polling: boolean;
}

export interface RecognitionPoller {
  getSnapshot: () => RecognitionSnapshot;
  /** For `useSyncExternalStore`; answers the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Called with the files that just timed out (to warn); answers the unsubscribe function. */
  onTimeout: (listener: (recordIds: string[]) => void) => () => void;
  /**
   * The recognition of these files was just started or restarted (startOcr, reOcr): they are waiting again, each
   * with a fresh deadline, and are polled at once, then every interval.
   */
  start: (recordIds: readonly string[]) => void;
  /** Starting these files was refused: they are abnormal and not polled. */
  markNotStarted: (recordIds: readonly string[]) => void;
  /** Files no longer in the list. */
  remove: (recordIds: readonly string[]) => void;
  /** Stops polling (unmount); tracked files are kept. */
  stop: () => void;
  /** Polls again after `stop` (a remount), if any file is pending. */
  resume: () => void;
}

interface Tracked {
  recognition: FileRecognition;
  deadline: number;
  /** Bumped on every restart: an answer to a poll sent before it is stale. */
  generation: number;
}

/**
 * Polls recognition statuses: at once after files are started, then every `interval`, only for the files still
 * pending, one poll at a time. Each file has its own deadline (`limit` after its start): a file still pending at the
 * first poll after its deadline is marked timed out and no longer polled. Polling stops when nothing is pending.
 */
export function createRecognitionPoller(options: RecognitionPollerOptions): RecognitionPoller {
  const interval = options.interval ?? RECOGNITION_POLL_INTERVAL;
  const limit = options.limit ?? RECOGNITION_POLL_LIMIT;
  const now = options.now ?? Date.now;
  const tracked = new Map<string, Tracked>();
  const listeners = new Set<() => void>();
  const timeoutListeners = new Set<(recordIds: string[]) => void>();
  let snapshot: RecognitionSnapshot = { files: new Map(), polling: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let active = true;
  let generation = 0;

  const pendingIds = () => [...tracked].filter(([, entry]) => isPending(entry.recognition)).map(([id]) => id);

  const publish = () => {
    const files = new Map<string, FileRecognition>();
    let polling = false;
    for (const [id, entry] of tracked) {
      files.set(id, entry.recognition);
      if (isPending(entry.recognition)) polling = true;
    }
    snapshot = { files, polling };
    for (const listener of listeners) listener();
  };

  /** Marks the files past their deadline; tells the timeout listeners. */
  const expire = () => {
    const time = now();
    const expired: string[] = [];
    for (const [id, entry] of tracked) {
      if (isPending(entry.recognition) && time >= entry.deadline) {
        entry.recognition = { ...entry.recognition, timedOut: true };
        expired.push(id);
      }
    }
    if (expired.length > 0) for (const listener of timeoutListeners) listener(expired);
    return expired.length > 0;
  };

  const schedule = (delay: number) => {
    if (!active || timer !== undefined || inFlight !== undefined) return;
    if (pendingIds().length === 0) return;
    timer = setTimeout(tick, delay);
  };

  const tick = () => {
    timer = undefined;
    if (expire()) publish();
    const ids = pendingIds();
    if (ids.length === 0) return;
    const sent = new Map(ids.map((id) => [id, tracked.get(id)?.generation]));
    const controller = new AbortController();
    inFlight = controller;
    const settle = () => {
      if (inFlight !== controller) return;
      inFlight = undefined;
      expire();
      publish();
      schedule(interval);
    };
    options.poll(ids, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      for (const [id, sentGeneration] of sent) {
        const entry = tracked.get(id);
        const status = answer[id];
        // Removed, restarted or timed out since the poll was sent: its answer no longer applies.
        if (!entry || entry.generation !== sentGeneration || status === undefined || !isPending(entry.recognition)) {
          continue;
        }
        if (entry.recognition.status !== status) entry.recognition = { ...entry.recognition, status };
      }
      settle();
    }, settle);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onTimeout(listener) {
      timeoutListeners.add(listener);
      return () => timeoutListeners.delete(listener);
    },
    start(recordIds) {
      if (recordIds.length === 0) return;
      const deadline = now() + limit;
      for (const id of recordIds) {
        generation += 1;
        tracked.set(id, { recognition: WAITING, deadline, generation });
      }
      publish();
      // New files are polled at once rather than at the next tick (a poll in flight is left to finish first).
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      schedule(0);
    },
    markNotStarted(recordIds) {
      for (const id of recordIds) {
        generation += 1;
        tracked.set(id, { recognition: { ...WAITING, notStarted: true }, deadline: now(), generation });
      }
      publish();
    },
    remove(recordIds) {
      let changed = false;
      for (const id of recordIds) changed = tracked.delete(id) || changed;
      if (changed) publish();
    },
    stop() {
      active = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const running = inFlight;
      inFlight = undefined;
      running?.abort();
    },
    resume() {
      if (active) return;
      active = true;
      schedule(0);
    },
  };
}

/** A file's state in a snapshot (待识别 when the poller does not know it yet). */
export function recognitionIn(snapshot: RecognitionSnapshot): RecognitionLookup {
  return (recordId) => snapshot.files.get(recordId) ?? WAITING;
}

/** The files whose recognition this list has not started yet. */
export function filesToStart(files: readonly DrawingRef[], started: ReadonlySet<string>): string[] {
  const fresh = new Set<string>();
  for (const file of files) if (!started.has(file.recordId)) fresh.add(file.recordId);
  return [...fresh];
}

// -----------------------------------------------------------------------------------------------------------------
// Counts and Next
// -----------------------------------------------------------------------------------------------------------------

export interface RecognitionCounts {
  /** Files in the list (the selected-file count). */
  selected: number;
  recognised: number;
  pending: number;
  /** Failures, timeouts and files never started. */
  abnormal: number;
  /** Files that matched no frame template (4_1, 4_2, 4_4): the warning with the help link. */
  unmatched: number;
  timedOut: number;
}

export function countRecognition(files: readonly DrawingRef[], lookup: RecognitionLookup): RecognitionCounts {
  const counts: RecognitionCounts = { selected: 0, recognised: 0, pending: 0, abnormal: 0, unmatched: 0, timedOut: 0 };
  for (const file of files) {
    const r = lookup(file.recordId);
    counts.selected += 1;
    if (isRecognised(r)) counts.recognised += 1;
    if (isPending(r)) counts.pending += 1;
    if (isAbnormal(r)) counts.abnormal += 1;
    if (r.timedOut) counts.timedOut += 1;
    if (!r.timedOut && !r.notStarted && templateUnmatchedStatuses.includes(r.status)) counts.unmatched += 1;
  }
  return counts;
}

/** Next is allowed only when there are files and every one is recognised successfully ('5'). */
export function canGoNext(files: readonly DrawingRef[], lookup: RecognitionLookup): boolean {
  return files.length > 0 && files.every((file) => isRecognised(lookup(file.recordId)));
}

/** The recordIds of the abnormal files, in list order. */
export function abnormalIds(files: readonly DrawingRef[], lookup: RecognitionLookup): string[] {
  return files.filter((file) => isAbnormal(lookup(file.recordId))).map((file) => file.recordId);
}

// -----------------------------------------------------------------------------------------------------------------
// Folders, pinning and the rows of the list
// -----------------------------------------------------------------------------------------------------------------

/** The folder part of a file's path: '/建筑/施工图' for '/建筑/施工图/建施-01.pdf', '' when unknown or at the root. */
export function folderPathOf(file: DrawingRef): string {
  const path = file.path ?? '';
  const slash = path.lastIndexOf('/');
  return slash > 0 ? path.slice(0, slash) : '';
}

/** The files of one folder. */
export interface FileFolder {
  key: string;
  /** The folder's resId, when the file carried it. */
  parentId: string | undefined;
  /** Its path ('' for the root or an unknown folder). */
  path: string;
  files: DrawingRef[];
}

/** Groups files by folder: folders in the order their first file comes, files in list order inside each. */
export function groupByFolder(files: readonly DrawingRef[]): FileFolder[] {
  const folders = new Map<string, FileFolder>();
  for (const file of files) {
    const path = folderPathOf(file);
    const key = file.parentId ?? `path:${path}`;
    let folder = folders.get(key);
    if (!folder) {
      folder = { key, parentId: file.parentId, path, files: [] };
      folders.set(key, folder);
    }
    folder.files.push(file);
  }
  return [...folders.values()];
}

/**
 * Pins files to the top: folders holding a pinned file come first, and inside each folder its pinned files come
 * first; otherwise the order is kept (a stable sort).
 */
export function pinFolders(folders: readonly FileFolder[], pinned: ReadonlySet<string>): FileFolder[] {
  if (pinned.size === 0) return [...folders];
  const ordered = folders.map((folder) => {
    const first = folder.files.filter((file) => pinned.has(file.recordId));
    if (first.length === 0) return { folder, hasPinned: false };
    const rest = folder.files.filter((file) => !pinned.has(file.recordId));
    return { folder: { ...folder, files: [...first, ...rest] }, hasPinned: true };
  });
  return [...ordered.filter((o) => o.hasPinned), ...ordered.filter((o) => !o.hasPinned)].map((o) => o.folder);
}

/** A row of the virtualised list: a folder heading or a file. */
export type FileListRow =
  | { kind: 'folder'; key: string; folder: FileFolder }
  | {
      kind: 'file';
      key: string;
      file: DrawingRef;
      recognition: FileRecognition;
      /** 1-based among the files, in display order. */
      position: number;
      /** Whether the file is pinned to the top. */
      pinned: boolean;
    };

/** The list's rows: each folder's heading, then its files, pinned ones first. */
export function buildRows(
  files: readonly DrawingRef[],
  lookup: RecognitionLookup,
  pinned: ReadonlySet<string> = new Set(),
): FileListRow[] {
  const rows: FileListRow[] = [];
  let position = 0;
  for (const folder of pinFolders(groupByFolder(files), pinned)) {
    rows.push({ kind: 'folder', key: `folder:${folder.key}`, folder });
    for (const file of folder.files) {
      position += 1;
      rows.push({
        kind: 'file',
        key: `file:${file.recordId}`,
        file,
        recognition: lookup(file.recordId),
        position,
        pinned: pinned.has(file.recordId),
      });
    }
  }
  return rows;
}

// -----------------------------------------------------------------------------------------------------------------
// Adding and removing files
// -----------------------------------------------------------------------------------------------------------------

/** Adds files not in the list yet (by recordId); answers the new list and how many were new. */
export function mergeFiles(
  current: readonly DrawingRef[],
  added: readonly DrawingRef[],
): { files: DrawingRef[]; added: number } {
  const known = new Set(current.map((file) => file.recordId));
  const files = [...current];
  for (const file of added) {
    if (known.has(file.recordId)) continue;
    known.add(file.recordId);
    files.push(file);
  }
  return { files, added: files.length - current.length };
}

export function removeFile(files: readonly DrawingRef[], recordId: string): DrawingRef[] {
  return files.filter((file) => file.recordId !== recordId);
}

/** A project file as the wizard carries it; folders and files without a version are not drawings. */
export function resourceToDrawingRef(resource: ProjectResource): DrawingRef | null {
  if (resource.isFolder || !resource.recordId) return null;
  return {
    resId: resource.resId,
    recordId: resource.recordId,
    resName: resource.resName,
    parentId: resource.parentId,
    path: resource.path,
  };
}

/**
 * The checked keys worth sending: those whose ancestors are not checked (a checked folder brings its files along on
 * the server). `parentOf` maps every loaded key to its parent's.
 */
export function topCheckedKeys(checked: readonly string[], parentOf: ReadonlyMap<string, string>): string[] {
  const set = new Set(checked);
  return checked.filter((key) => {
    for (let parent = parentOf.get(key); parent !== undefined; parent = parentOf.get(parent)) {
      if (set.has(parent)) return false;
    }
    return true;
  });
}

// -----------------------------------------------------------------------------------------------------------------
// Error report and preview refresh
// -----------------------------------------------------------------------------------------------------------------

/**
 * The error report's rows (saveErrorReport): the abnormal files' names and paths, and their versions, from which
 * the server writes why each failed (异常原因).
 */
export function errorReportList(
  files: readonly DrawingRef[],
  lookup: RecognitionLookup,
): { resName: string; path: string; recordId: string }[] {
  return files
    .filter((file) => isAbnormal(lookup(file.recordId)))
    .map((file) => ({ resName: file.resName, path: file.path ?? file.resName, recordId: file.recordId }));
}

/** The files whose recognition is final (识别成功 or a 4_x code): what recognition read or why not is asked. */
export function finalRecognitionIds(files: readonly DrawingRef[], lookup: RecognitionLookup): string[] {
  return files
    .filter((file) => {
      const r = lookup(file.recordId);
      return !r.timedOut && !r.notStarted && (r.status === RecognitionStatus.Success || r.status.startsWith('4_'));
    })
    .map((file) => file.recordId);
}

/** The detail text of a file's row: 图号 · 图名 (and the page of several) when recognised, else the reason. */
export function detailTextOf(
  detail: RecognitionDetail | undefined,
  t: { drawingInfo: (number: string, name: string) => string; pageOf: (page: number, count: number) => string },
): string {
  if (!detail) return '';
  if (detail.status !== RecognitionStatus.Success) return detail.reason ?? '';
  const info = t.drawingInfo(detail.drawingNumber ?? '', detail.drawingName ?? '');
  return detail.page && detail.pageCount && detail.pageCount > 1
    ? `${info} · ${t.pageOf(detail.page, detail.pageCount)}`
    : info;
}

/** One answer of the preview transform check (files.transformStatus). */
export interface TransformAnswer {
  recordId: string;
  transformId: string;
  status: TransformStatus;
  distinguishType?: RecognitionStatus | null | undefined;
}

/** What refresh preview does. */
export type PreviewRefreshPlan =
  /** Files are still waiting for recognition: 待识别文件较多，请稍后重试. */
  | { kind: 'busy' }
  /** No preview failed: 暂无需要预览刷新的文件. */
  | { kind: 'none' }
  /** Transform these again; the abnormal ones among them are recognised again afterwards. */
  | { kind: 'refresh'; transformIds: string[]; reRecognise: string[] };

/**
 * Refresh preview (000 sections 7, 8): previews are only redone once recognition has settled, since both run in
 * the server's conversion queue; then only the failed transforms are redone, and those files' failed recognitions
 * (read from the broken preview) are started again.
 */
export function planPreviewRefresh(
  answers: readonly TransformAnswer[],
  lookup: RecognitionLookup,
  recordIds: readonly string[],
): PreviewRefreshPlan {
  const answeredPending = answers.some(
    (a) => a.distinguishType != null && !isFinalStatus(a.distinguishType) && !lookup(a.recordId).timedOut,
  );
  if (answeredPending || recordIds.some((id) => isPending(lookup(id)))) return { kind: 'busy' };
  const failed = answers.filter((a) => a.status === TransformStatus.Failed);
  if (failed.length === 0) return { kind: 'none' };
  return {
    kind: 'refresh',
    transformIds: failed.map((a) => a.transformId),
    reRecognise: failed.filter((a) => isAbnormal(lookup(a.recordId))).map((a) => a.recordId),
  };
}

/** Splits ids into chunks (GET calls carry them in the query string). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
