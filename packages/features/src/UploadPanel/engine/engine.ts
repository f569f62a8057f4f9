/**
 * The upload queue (001 sections 4.1, 5.8, 8.3): one item at a time through MD5, the rapid check, the multipart
 * upload (its parts several at once, sendParts.ts) and the registration; pause, continue, cancel, retry, offline; folder uploads. The state lives in
 * immutable items; `subscribe`/`getSnapshot` fit React's useSyncExternalStore, and listeners hear at most one
 * notification per frame however fast parts report progress.
 */
import {
  ConflictChoice,
  type ConflictChoices,
  checkUploadBatch,
  checkUploadFile,
  fileExtension,
  ResponseCode,
  ResponseMessages,
  SELECT_FILES_OR_FOLDERS,
  type UploadedPart,
  type UploadFileOptions,
  UploadItemStatus,
} from '@atelier/api';
import { checkpointKey, defaultCheckpointStorage } from './checkpoints';
import { buildFolderTree, directoryOf, type FolderFile, folderFileOf, normalizePath } from './folders';
import { isActive, isUnfinished, moveItem } from './machine';
import { defaultMd5Hasher } from './md5';
import { defaultPutPart } from './putPart';
import { sameNameChoice, withChoice } from './sameName';
import { frameScheduler } from './scheduler';
import { canRetry, summarize } from './selectors';
import { PART_RETRY_DELAY_MS, PARTS_IN_FLIGHT, sendParts } from './sendParts';
import { isUnknownFile, uploadFailureOf } from './transport';
import type {
  CheckpointStorage,
  Md5Hasher,
  PutPart,
  Scheduler,
  UploadCheckpoint,
  UploadItem,
  UploadItemTarget,
  UploadSnapshot,
  UploadTransport,
} from './types';

const S = UploadItemStatus;

export { frameScheduler };

export interface UploadEngineOptions {
  transport: UploadTransport;
  /** Default: a Web Worker in the browser, the thread in Node. */
  hasher?: Md5Hasher;
  /** Default: XMLHttpRequest in the browser (upload progress), fetch elsewhere. */
  putPart?: PutPart;
  /** Default: localStorage, else memory. */
  checkpoints?: CheckpointStorage;
  /** When listeners hear about changes. Default: the next animation frame (a timer while the tab is hidden). */
  schedule?: Scheduler;
  /** The message of items failed by {@link UploadEngine.offline}. */
  offlineMessage?: string;
  /** Parts sent at once; default {@link PARTS_IN_FLIGHT}. */
  partsInFlight?: number;
  /** Wait before a failed part's next try (times the try); default {@link PART_RETRY_DELAY_MS}. */
  partRetryDelayMs?: number;
}

/** What files are added with: the target and the rules of the picker that added them. */
export interface AddOptions extends Omit<UploadFileOptions, 'folderType'> {
  target: UploadItemTarget;
  /** A widget's own count limit; default 2000. */
  limit?: number;
  /**
   * The picked paths already taken in the target ({@link UploadEngine.takenPaths}) and what the conflict dialog
   * chose for them: a skipped one is not queued, the others carry their choice to the server.
   */
  sameName?: { taken: readonly string[]; resolution: ConflictChoices } | undefined;
}

export interface AddResult {
  /** Why nothing was added (too many files, nothing selected, the folders could not be created). */
  refusal: string | null;
  /** The items added, refused ones included (they show their rule's message and never upload). */
  items: readonly UploadItem[];
}

interface Run {
  id: string;
  controller: AbortController;
}

function percentOf(done: number, total: number): number {
  return total <= 0 ? 0 : Math.floor((Math.min(done, total) / total) * 100);
}

function emptySnapshot(): UploadSnapshot {
  return { items: [], summary: summarize([]), activeId: null };
}

export class UploadEngine {
  private readonly transport: UploadTransport;
  private readonly hasher: Md5Hasher;
  private readonly putPart: PutPart;
  private readonly checkpoints: CheckpointStorage;
  private readonly schedule: Scheduler;
  private readonly offlineMessage: string;
  private readonly partsInFlight: number;
  private readonly partRetryDelayMs: number;

  /** Insertion order is the queue's order. */
  private readonly byId = new Map<string, UploadItem>();
  private run: Run | null = null;
  private nextId = 1;
  private snapshot: UploadSnapshot = emptySnapshot();
  private dirty = false;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(item: UploadItem) => void>();
  private cancelNotify: (() => void) | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(options: UploadEngineOptions) {
    this.transport = options.transport;
    this.hasher = options.hasher ?? defaultMd5Hasher();
    this.putPart = options.putPart ?? defaultPutPart();
    this.checkpoints = options.checkpoints ?? defaultCheckpointStorage();
    this.schedule = options.schedule ?? frameScheduler;
    this.offlineMessage = options.offlineMessage ?? ResponseMessages.NetworkError;
    this.partsInFlight = options.partsInFlight ?? PARTS_IN_FLIGHT;
    this.partRetryDelayMs = options.partRetryDelayMs ?? PART_RETRY_DELAY_MS;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reading (useSyncExternalStore)
  // -------------------------------------------------------------------------------------------------------------

  /** Subscribes to changes (at most one call per frame); returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current snapshot: the same object until something changed. */
  readonly getSnapshot = (): UploadSnapshot => {
    if (this.dirty) {
      const items = [...this.byId.values()];
      this.snapshot = { items, summary: summarize(items), activeId: this.run?.id ?? null };
      this.dirty = false;
    }
    return this.snapshot;
  };

  /** Hears every item the queue finished: 5, 7 or 6 (toast "upload succeeded" or the server's message). */
  onSettled(listener: (item: UploadItem) => void): () => void {
    this.settledListeners.add(listener);
    return () => {
      this.settledListeners.delete(listener);
    };
  }

  /** Resolves once nothing is running and nothing waits (paused items do not count). */
  whenIdle(): Promise<void> {
    if (!this.run && !this.firstWaiting()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Adding
  // -------------------------------------------------------------------------------------------------------------

  /** Adds files: the whole batch is refused over the count limit; each file is checked by the rules. */
  add(files: readonly File[], options: AddOptions): AddResult {
    const refusal = this.batchRefusal(files.length, options);
    if (refusal) return { refusal, items: [] };
    const items = files
      .map((file) => ({ file, choice: sameNameChoice(options, file.name) }))
      .filter(({ choice }) => choice !== ConflictChoice.Skip)
      .map(({ file, choice }) => this.addItem(file, null, withChoice(options.target, choice), options));
    this.pump();
    return { refusal: null, items };
  }

  /** Which picked paths (relative to the target folder) would land on a name already taken there. */
  takenPaths(paths: readonly string[], target: UploadItemTarget): Promise<string[]> {
    return paths.length === 0 ? Promise.resolve([]) : this.transport.checkNames({ target, paths: [...paths] });
  }

  /** Adds a picked folder: creates its folder tree on the server, then queues each file into its new folder. */
  async addFolder(entries: readonly FolderFile[], options: AddOptions): Promise<AddResult> {
    const refusal = this.batchRefusal(entries.length, options);
    if (refusal) return { refusal, items: [] };
    // Skipped names are left out (their folders exist already: that is where the name is taken).
    const files = entries
      .map(folderFileOf)
      .filter((entry) => sameNameChoice(options, normalizePath(entry.relativePath)) !== ConflictChoice.Skip);
    if (files.length === 0) return { refusal: null, items: [] };
    const tree = buildFolderTree(files.map((entry) => entry.relativePath));
    const parents = new Map<string, string>();
    if (tree.length > 0) {
      try {
        const created = await this.transport.createFolders({ target: options.target, tree });
        for (const folder of created) parents.set(normalizePath(folder.fileLocalPath), folder.resId);
      } catch (error) {
        return { refusal: uploadFailureOf(error).message, items: [] };
      }
    }
    const items = files.map(({ file, relativePath }) => {
      const directory = directoryOf(relativePath);
      const parentId = directory ? parents.get(directory) : options.target.parentId;
      if (parentId === undefined) {
        // The server did not answer this folder: the file has nowhere to go.
        return this.addItem(file, normalizePath(relativePath), options.target, options, {
          status: S.Failed,
          message: ResponseMessages.SomethingWentWrong,
        });
      }
      const path = normalizePath(relativePath);
      return this.addItem(
        file,
        path,
        withChoice({ ...options.target, parentId }, sameNameChoice(options, path)),
        options,
      );
    });
    this.pump();
    return { refusal: null, items };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Commands
  // -------------------------------------------------------------------------------------------------------------

  /** Pauses the running item (aborts its request, keeps its checkpoint); the next waiting item starts. */
  pause(id: string): boolean {
    const item = this.byId.get(id);
    if (!item || !isActive(item.status)) return false;
    this.stopRun(id);
    this.move(id, S.Paused, { hashPercent: 0 });
    this.pump();
    return true;
  }

  /** Continues a paused item now: pauses whatever else runs, then resumes from the stored parts. */
  resume(id: string): boolean {
    const item = this.byId.get(id);
    if (!item || item.status !== S.Paused) return false;
    const other = this.run?.id;
    if (other !== undefined) {
      this.stopRun(other);
      this.move(other, S.Paused, { hashPercent: 0 });
    }
    this.start(id);
    return true;
  }

  /** Cancels an unfinished item (status 4) and drops its multipart upload on the server. */
  cancel(id: string): boolean {
    const item = this.byId.get(id);
    if (!item || !isUnfinished(item.status)) return false;
    const wasRunning = this.stopRun(id);
    this.move(id, S.Cancelled, { checkpoint: null, hashPercent: 0 });
    this.dropCheckpoint(item);
    if (wasRunning) this.pump();
    return true;
  }

  /** Removes a row; an unfinished one is cancelled first. */
  remove(id: string): void {
    this.cancel(id);
    if (this.byId.delete(id)) this.changed();
  }

  /** Removes every finished row (uploaded, failed, refused, cancelled). */
  removeFinished(): void {
    for (const item of [...this.byId.values()]) if (!isUnfinished(item.status)) this.byId.delete(item.id);
    this.changed();
  }

  /** Cancels everything unfinished (the close confirmation). */
  cancelAll(): void {
    const running = this.run?.id;
    for (const item of [...this.byId.values()]) {
      if (item.id !== running && isUnfinished(item.status)) this.cancel(item.id);
    }
    if (running !== undefined) this.cancel(running);
  }

  /** Queues a failed item again; only while nothing else waits or runs ({@link canRetry}). */
  retry(id: string): boolean {
    if (!canRetry(this.getSnapshot(), id)) return false;
    this.move(id, S.Waiting, { message: null, percent: 0, hashPercent: 0 });
    this.pump();
    return true;
  }

  /** The browser went offline: every waiting, checking, uploading and paused item fails (checkpoints kept). */
  offline(): void {
    const running = this.run?.id;
    if (running !== undefined) this.stopRun(running);
    for (const item of [...this.byId.values()]) {
      if (isUnfinished(item.status)) this.move(item.id, S.Failed, { message: this.offlineMessage, hashPercent: 0 });
    }
    this.pump();
  }

  /** Stops the running request and pending notifications without changing any item (the engine's owner goes). */
  dispose(): void {
    const running = this.run?.id;
    if (running !== undefined) this.stopRun(running);
    this.cancelNotify?.();
    this.cancelNotify = null;
    this.listeners.clear();
    this.settledListeners.clear();
  }

  // -------------------------------------------------------------------------------------------------------------
  // The queue
  // -------------------------------------------------------------------------------------------------------------

  private batchRefusal(adding: number, options: AddOptions): string | null {
    if (adding === 0) return SELECT_FILES_OR_FOLDERS;
    let pending = 0;
    for (const item of this.byId.values()) if (isUnfinished(item.status)) pending += 1;
    return checkUploadBatch(adding, pending, options.limit);
  }

  private addItem(
    file: File,
    relativePath: string | null,
    target: UploadItemTarget,
    options: AddOptions,
    forced?: { status: UploadItemStatus; message: string },
  ): UploadItem {
    const refusal =
      forced ??
      checkUploadFile(file, {
        maxBytes: options.maxBytes,
        allowedExtensions: options.allowedExtensions,
        folderType: target.folderType ?? null,
        originalExtension: options.originalExtension,
      });
    const item: UploadItem = {
      id: `upload-${this.nextId++}`,
      file,
      relativePath,
      name: file.name,
      size: file.size,
      extension: fileExtension(file.name),
      target,
      status: refusal?.status ?? S.Waiting,
      percent: 0,
      hashPercent: 0,
      message: refusal?.message ?? null,
      md5: null,
      result: null,
      refused: refusal !== null,
      checkpoint: null,
    };
    this.byId.set(item.id, item);
    this.changed();
    return item;
  }

  private firstWaiting(): UploadItem | undefined {
    for (const item of this.byId.values()) if (item.status === S.Waiting) return item;
    return undefined;
  }

  /** Starts the next waiting item when nothing runs; wakes the idle waiters when nothing is left. */
  private pump(): void {
    if (this.run) return;
    const next = this.firstWaiting();
    if (next) {
      this.start(next.id);
      return;
    }
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private start(id: string): void {
    const run: Run = { id, controller: new AbortController() };
    this.run = run;
    this.changed();
    void this.execute(run).finally(() => {
      if (this.run !== run) return;
      this.run = null;
      this.changed();
      this.pump();
    });
  }

  /** Aborts the run of this item; the caller sets the status. */
  private stopRun(id: string): boolean {
    const run = this.run;
    if (!run || run.id !== id) return false;
    this.run = null;
    run.controller.abort();
    this.changed();
    return true;
  }

  private async execute(run: Run): Promise<void> {
    const { id } = run;
    const { signal } = run.controller;
    const begin = this.byId.get(id);
    if (!begin) return;
    const { file, target } = begin;
    const key = checkpointKey(file, target);
    try {
      let md5 = begin.md5;
      if (md5 === null) {
        this.move(id, S.Checking, { hashPercent: 0, message: null });
        md5 = await this.hasher(
          file,
          (bytes) => {
            if (!signal.aborted) this.patch(id, { hashPercent: percentOf(bytes, file.size) });
          },
          signal,
        );
        signal.throwIfAborted();
        this.patch(id, { md5, hashPercent: 100 });
      }

      // A checkpoint of this session (pause, failure) or of an earlier page, for the same content only.
      let checkpoint: UploadCheckpoint | null = begin.checkpoint ?? this.checkpoints.get(key);
      if (checkpoint && checkpoint.md5 !== md5) {
        this.checkpoints.remove(key);
        checkpoint = null;
      }
      let stored: UploadedPart[] = [];
      if (checkpoint) {
        this.move(id, S.Uploading, { checkpoint, message: null });
        try {
          stored = await this.transport.multipartListParts(
            { uploadId: checkpoint.uploadId, ossKey: checkpoint.ossKey },
            signal,
          );
        } catch (error) {
          if (signal.aborted || uploadFailureOf(error).code === ResponseCode.UploadRefused) throw error;
          // The store forgot the upload (expired, completed): start a new one.
          this.checkpoints.remove(key);
          checkpoint = null;
        }
      } else {
        this.move(id, S.Checking, { message: null });
        // Empty content is never known: go straight to the upload (001 section 4.1).
        if (file.size > 0) {
          try {
            const known = await this.transport.rapidUpload({ md5, size: file.size, name: begin.name, target }, signal);
            signal.throwIfAborted();
            this.finish(id, S.InstantSuccess, { percent: 100, result: known });
            return;
          } catch (error) {
            if (signal.aborted || !isUnknownFile(error)) throw error;
          }
        }
      }

      if (!checkpoint) {
        const started = await this.transport.multipartStart(
          { fileName: begin.name, fileLength: file.size, fileMd5: md5 },
          signal,
        );
        signal.throwIfAborted();
        checkpoint = { uploadId: started.uploadId, ossKey: started.ossKey, partSize: started.partSize, md5 };
        this.checkpoints.set(key, checkpoint);
      }
      this.move(id, S.Uploading, { checkpoint });

      const parts = await this.sendParts(run, file, checkpoint, stored);
      try {
        await this.transport.multipartComplete(
          { uploadId: checkpoint.uploadId, ossKey: checkpoint.ossKey, fileMd5: md5, parts },
          signal,
        );
      } catch (error) {
        // Parts the store will not assemble are no checkpoint to resume from.
        if (!signal.aborted) {
          this.checkpoints.remove(key);
          this.patch(id, { checkpoint: null });
        }
        throw error;
      }
      signal.throwIfAborted();
      const result = await this.transport.register(
        { file: { fileName: begin.name, fileLength: file.size, fileMd5: md5, ossKey: checkpoint.ossKey }, target },
        signal,
      );
      signal.throwIfAborted();
      this.checkpoints.remove(key);
      this.finish(id, S.Success, { percent: 100, result, checkpoint: null });
    } catch (error) {
      // Pause, cancel and offline set the status themselves.
      if (signal.aborted) return;
      const { code, message } = uploadFailureOf(error);
      if (code === ResponseCode.UploadRefused) {
        for (const item of [...this.byId.values()]) {
          if (item.status === S.Waiting) this.move(item.id, S.Failed, { message });
        }
      }
      this.finish(id, S.Failed, { message, hashPercent: 0 });
    }
  }

  /** Sends the parts the store does not hold yet, several at once; answers all ETags for the completion. */
  private sendParts(run: Run, file: File, checkpoint: UploadCheckpoint, stored: readonly UploadedPart[]) {
    const { id } = run;
    const { signal } = run.controller;
    return sendParts({
      transport: this.transport,
      putPart: this.putPart,
      file,
      checkpoint,
      stored,
      signal,
      concurrency: this.partsInFlight,
      retryDelayMs: this.partRetryDelayMs,
      onProgress: (bytes) => {
        // 100 only once registered.
        const percent = Math.min(99, percentOf(bytes, file.size));
        if (!signal.aborted && this.byId.get(id)?.percent !== percent) this.patch(id, { percent });
      },
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // State
  // -------------------------------------------------------------------------------------------------------------

  private move(id: string, to: UploadItemStatus, patch: Partial<Omit<UploadItem, 'id' | 'status'>> = {}): boolean {
    const item = this.byId.get(id);
    if (!item) return false;
    const next = moveItem(item, to, patch);
    if (next === item) return false;
    this.byId.set(id, next);
    this.changed();
    return true;
  }

  private patch(id: string, patch: Partial<Omit<UploadItem, 'id' | 'status'>>): void {
    const item = this.byId.get(id);
    if (!item) return;
    this.byId.set(id, { ...item, ...patch });
    this.changed();
  }

  private finish(id: string, to: UploadItemStatus, patch: Partial<Omit<UploadItem, 'id' | 'status'>>): void {
    if (!this.move(id, to, patch)) return;
    const item = this.byId.get(id);
    if (item) for (const listener of this.settledListeners) listener(item);
  }

  /** `item` as it was before the cancel (the cancelled one no longer carries the checkpoint). */
  private dropCheckpoint(item: UploadItem): void {
    const { checkpoint } = item;
    if (!checkpoint) return;
    const key = checkpointKey(item.file, item.target);
    if (this.checkpoints.get(key)?.uploadId === checkpoint.uploadId) this.checkpoints.remove(key);
    // Nothing to tell staff if the store already forgot it.
    this.transport.multipartAbort({ uploadId: checkpoint.uploadId, ossKey: checkpoint.ossKey }).catch(() => undefined);
  }

  /** Marks the snapshot stale and schedules one notification. */
  private changed(): void {
    this.dirty = true;
    if (this.cancelNotify || this.listeners.size === 0) return;
    this.cancelNotify = this.schedule(() => {
      this.cancelNotify = null;
      for (const listener of [...this.listeners]) listener();
    });
  }
}

/** Creates an engine; keep one per page (not per render) so uploads outlive the panel being closed. */
export function createUploadEngine(options: UploadEngineOptions): UploadEngine {
  return new UploadEngine(options);
}
