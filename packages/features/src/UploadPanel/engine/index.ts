/**
 * The upload engine of the UploadPanel: plain TypeScript, no React. The panel reads it with useSyncExternalStore.
 *
 *   const engine = createUploadEngine({ transport: createProjectUploadTransport(client) }); // once per page
 *   const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
 *   const { refusal } = engine.add(files, { target: { kind: UploadTarget.Project, projectId, parentId, folderType } });
 *   if (refusal) toast.warning(refusal);                      // 2000 files at most, counting pending ones
 *   await engine.addFolder(filesWithRelativePaths, options);  // creates the folder tree first
 *
 * Reading
 * - `engine.subscribe(listener)` / `engine.getSnapshot()`: stable functions; the snapshot ({@link UploadSnapshot}:
 *   items, summary, activeId) keeps its reference until something changes; listeners hear at most once a frame.
 * - `summarize(items)`, `hasUnfinished(snapshot)` (beforeunload and close confirmation), `canRetry(snapshot, id)`,
 *   `canPause(item)`, `canContinue(item)`, `canCancel(item)`.
 * - `engine.onSettled(item => ...)`: an item the queue finished (5, 7: "upload succeeded"; 6: the server's message).
 *
 * Commands
 * - `add(files, options)` / `addFolder(entries, options)` → {@link AddResult}: a refusal refuses the whole batch;
 *   files a rule refuses are added with 8, 9, 10 or 6 and the rule's message, and never upload.
 * - `pause(id)`, `resume(id)` (continue: pauses any other running item), `cancel(id)`, `remove(id)`,
 *   `removeFinished()`, `cancelAll()`, `retry(id)`, `offline()`, `whenIdle()`, `dispose()`.
 *
 * Seams: {@link UploadTransport} (`createProjectUploadTransport(client)` maps it to the typed client),
 * {@link Md5Hasher} (a Web Worker by default, `hashInThread` in Node), {@link PutPart} (XMLHttpRequest by default,
 * `fetchPutPart` in Node), {@link CheckpointStorage} (localStorage by default), {@link Scheduler}.
 */
export { checkpointKey, defaultCheckpointStorage, memoryCheckpoints, webStorageCheckpoints } from './checkpoints';
export {
  type AddOptions,
  type AddResult,
  createUploadEngine,
  frameScheduler,
  UploadEngine,
  type UploadEngineOptions,
} from './engine';
export { buildFolderTree, directoryOf, type FolderFile, normalizePath } from './folders';
export {
  canMove,
  INITIAL_STATUSES,
  isActive,
  isFailed,
  isSucceeded,
  isUnfinished,
  moveItem,
  TRANSITIONS,
} from './machine';
export { createWorkerHasher, defaultMd5Hasher, hashInThread } from './md5';
export { defaultPutPart, fetchPutPart, PartUploadError, xhrPutPart } from './putPart';
export { canCancel, canContinue, canPause, canRetry, hasUnfinished, summarize } from './selectors';
export { PART_ATTEMPTS, PARTS_IN_FLIGHT, type SendPartsOptions, sendParts } from './sendParts';
export { createProjectUploadTransport, type UploadFailure, uploadFailureOf } from './transport';
export type {
  CheckpointStorage,
  Md5Hasher,
  PutPart,
  Scheduler,
  UploadCheckpoint,
  UploadItem,
  UploadItemTarget,
  UploadSnapshot,
  UploadSummary,
  UploadTransport,
} from './types';
