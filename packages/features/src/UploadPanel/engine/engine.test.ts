import { createHash } from 'node:crypto';
import {
  ConflictChoice,
  ResponseMessages,
  SELECT_FILES_OR_FOLDERS,
  UPLOAD_EXTENSION_MISMATCH,
  UPLOAD_EXTENSION_NOT_ALLOWED,
  UPLOAD_EXTENSION_TOO_LONG,
  UPLOAD_FILE_EMPTY,
  UPLOAD_FILE_TOO_LARGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_NO_EXTENSION,
  UPLOAD_PDF_ONLY,
  UPLOAD_TOO_MANY_FILES,
  UploadItemStatus,
  UploadTarget,
  uploadLimitReached,
  uploadOverMaxSize,
} from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { checkpointKey, memoryCheckpoints } from './checkpoints';
import { createUploadEngine, type UploadEngine, type UploadEngineOptions } from './engine';
import { hashInThread } from './md5';
import { canRetry, hasUnfinished } from './selectors';
import { PART_ATTEMPTS } from './sendParts';
import { contentOf, FakeServer, fileOf, manualScheduler, PROJECT_TARGET, refusal, unlessAborted } from './testkit';
import type { Md5Hasher, UploadItem } from './types';

const S = UploadItemStatus;

function setup(options: Partial<UploadEngineOptions> = {}, server = new FakeServer(10)) {
  const checkpoints = memoryCheckpoints();
  const scheduler = manualScheduler();
  const engine = createUploadEngine({
    transport: server.transport,
    putPart: server.putPart,
    hasher: hashInThread,
    checkpoints,
    schedule: scheduler,
    partRetryDelayMs: 0,
    ...options,
  });
  return { engine, server, checkpoints, scheduler };
}

/** Waits (a timer turn at a time) until `check` holds; parts settle in any order. */
async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

const sorted = (values: readonly string[]) => [...values].sort();

function itemOf(engine: UploadEngine, id: string): UploadItem {
  const item = engine.getSnapshot().items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No item ${id}`);
  return item;
}

function idOf(engine: UploadEngine, name: string): string {
  const item = engine.getSnapshot().items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No item ${name}`);
  return item.id;
}

const md5Of = (file: File) => file.arrayBuffer().then((b) => createHash('md5').update(new Uint8Array(b)).digest('hex'));

/** A hasher that never finishes: keeps added items pending. */
const stuckHasher: Md5Hasher = (_file, _progress, signal) =>
  unlessAborted(new Promise<string>(() => undefined), signal);

describe('adding files', () => {
  it('refuses an empty selection and a batch over 2000 counting pending items, adding nothing', () => {
    const { engine } = setup({ hasher: stuckHasher });
    expect(engine.add([], { target: PROJECT_TARGET })).toEqual({ refusal: SELECT_FILES_OR_FOLDERS, items: [] });

    const many = (count: number) => Array.from({ length: count }, (_, index) => fileOf(`图-${index}.pdf`, 1));
    expect(engine.add(many(2001), { target: PROJECT_TARGET }).refusal).toBe(UPLOAD_TOO_MANY_FILES);
    expect(engine.getSnapshot().items).toHaveLength(0);

    expect(engine.add(many(1500), { target: PROJECT_TARGET }).refusal).toBeNull();
    expect(engine.add(many(501), { target: PROJECT_TARGET }).refusal).toBe(UPLOAD_TOO_MANY_FILES);
    expect(engine.add(many(500), { target: PROJECT_TARGET }).refusal).toBeNull();
    expect(engine.getSnapshot().summary.unfinished).toBe(2000);

    // Finished items do not count.
    engine.cancelAll();
    expect(engine.add(many(2000), { target: PROJECT_TARGET }).refusal).toBeNull();
    engine.dispose();
  });

  it("applies a widget's own count limit", () => {
    const { engine } = setup({ hasher: stuckHasher });
    const files = Array.from({ length: 21 }, (_, index) => fileOf(`${index}.png`, 1));
    expect(engine.add(files, { target: PROJECT_TARGET, limit: 20 }).refusal).toBe(uploadLimitReached(20));
    engine.dispose();
  });

  it("refuses each file by the rules at once, with the rule's status and message; those never upload", async () => {
    const { engine, server } = setup();
    const huge = fileOf('总图.pdf', 1);
    Object.defineProperty(huge, 'size', { value: UPLOAD_MAX_BYTES });
    const { items } = engine.add(
      [
        fileOf('说明', 5),
        fileOf('a.abcdefghijklmnopq', 5),
        fileOf('空.pdf', 0),
        huge,
        fileOf('大图.pdf', 2 * 1024 * 1024),
        fileOf('模型.exe', 5),
      ],
      { target: PROJECT_TARGET, maxBytes: 1024 * 1024, allowedExtensions: ['pdf', 'dwg'] },
    );
    expect(items.map((item) => [item.status, item.message, item.refused])).toEqual([
      [S.Failed, UPLOAD_NO_EXTENSION, true],
      [S.ExtensionTooLong, UPLOAD_EXTENSION_TOO_LONG, true],
      [S.Failed, UPLOAD_FILE_EMPTY, true],
      [S.SizeLimit, UPLOAD_FILE_TOO_LARGE, true],
      [S.SizeLimit, uploadOverMaxSize(1), true],
      [S.Failed, UPLOAD_EXTENSION_NOT_ALLOWED, true],
    ]);

    const pdfOnly = engine.add([fileOf('A-01.dwg', 5)], { target: { ...PROJECT_TARGET, folderType: '4_4' } });
    expect(pdfOnly.items[0]).toMatchObject({ status: S.NotPdf, message: UPLOAD_PDF_ONLY });

    const edition = { ...PROJECT_TARGET, kind: UploadTarget.ProjectEdition, resId: 'r-9' };
    const mismatch = engine.add([fileOf('A-01.dwg', 5)], { target: edition, originalExtension: 'pdf' });
    expect(mismatch.items[0]).toMatchObject({ status: S.Failed, message: UPLOAD_EXTENSION_MISMATCH });

    await engine.whenIdle();
    expect(server.calls).toEqual([]);
    expect(engine.getSnapshot().summary).toMatchObject({ total: 8, failed: 8, unfinished: 0, allDone: true });
    expect(canRetry(engine.getSnapshot(), items[0]?.id ?? '')).toBe(false);
  });
});

describe('the queue', () => {
  it('uploads one item at a time, in order, each in parts: 20003, start, parts, complete, register', async () => {
    const { engine, server, checkpoints } = setup();
    const settled: string[] = [];
    engine.onSettled((item) => settled.push(`${item.name}:${item.status}`));
    let mostActive = 0;
    server.onPut = () => {
      mostActive = Math.max(mostActive, engine.getSnapshot().summary.active);
    };
    const files = [fileOf('a.pdf', 25, 1), fileOf('b.pdf', 10, 2), fileOf('c.pdf', 1, 3)];
    engine.add(files, { target: PROJECT_TARGET });
    expect(engine.getSnapshot().items.map((item) => item.status)).toEqual([S.Checking, S.Waiting, S.Waiting]);
    await engine.whenIdle();

    expect(mostActive).toBe(1);
    expect(server.calls).toEqual([
      'rapidUpload:a.pdf',
      'multipartStart:a.pdf',
      'multipartPart:a.pdf#1',
      'multipartPart:a.pdf#2',
      'multipartPart:a.pdf#3',
      'multipartComplete:a.pdf',
      'register:a.pdf',
      'rapidUpload:b.pdf',
      'multipartStart:b.pdf',
      'multipartPart:b.pdf#1',
      'multipartComplete:b.pdf',
      'register:b.pdf',
      'rapidUpload:c.pdf',
      'multipartStart:c.pdf',
      'multipartPart:c.pdf#1',
      'multipartComplete:c.pdf',
      'register:c.pdf',
    ]);
    expect(server.puts).toEqual(['a.pdf#1', 'a.pdf#2', 'a.pdf#3', 'b.pdf#1', 'c.pdf#1']);
    const a = itemOf(engine, idOf(engine, 'a.pdf'));
    expect(a).toMatchObject({ status: S.Success, percent: 100, hashPercent: 100, message: null, checkpoint: null });
    expect(a.md5).toBe(await md5Of(files[0] as File));
    expect(a.result?.resId).toBe('r-a.pdf');
    expect(checkpoints.entries.size).toBe(0);
    expect(settled).toEqual(['a.pdf:5', 'b.pdf:5', 'c.pdf:5']);
    expect(engine.getSnapshot().summary).toMatchObject({ succeeded: 3, unfinished: 0, allDone: true });
  });

  it('finishes a file the server knows by its MD5 at once with 7', async () => {
    const { engine, server } = setup();
    const file = fileOf('A-01.pdf', 25);
    server.known.add(await md5Of(file));
    engine.add([file], { target: PROJECT_TARGET });
    await engine.whenIdle();
    expect(engine.getSnapshot().items[0]).toMatchObject({ status: S.InstantSuccess, percent: 100 });
    expect(server.calls).toEqual(['rapidUpload:A-01.pdf']);
  });

  it('registers a new version with its resId', async () => {
    const { engine, server } = setup();
    const target = { ...PROJECT_TARGET, kind: UploadTarget.ProjectEdition, resId: 'r-9' };
    engine.add([fileOf('A-01.pdf', 5)], { target, originalExtension: 'PDF' });
    await engine.whenIdle();
    expect(server.registered).toEqual([{ fileName: 'A-01.pdf', parentId: PROJECT_TARGET.parentId, resId: 'r-9' }]);
  });

  it('fails the item and every waiting item on 40004, leaving refused ones as they were', async () => {
    const { engine, server } = setup();
    server.failNext('multipartStart', refusal(40004, '存储空间不足'));
    const settled: UploadItem[] = [];
    engine.onSettled((item) => settled.push(item));
    engine.add([fileOf('a.pdf', 5, 1), fileOf('b.pdf', 5, 2), fileOf('说明', 5), fileOf('c.pdf', 5, 3)], {
      target: PROJECT_TARGET,
    });
    await engine.whenIdle();
    expect(engine.getSnapshot().items.map((item) => [item.name, item.status, item.message])).toEqual([
      ['a.pdf', S.Failed, '存储空间不足'],
      ['b.pdf', S.Failed, '存储空间不足'],
      ['说明', S.Failed, UPLOAD_NO_EXTENSION],
      ['c.pdf', S.Failed, '存储空间不足'],
    ]);
    expect(server.calls).toEqual(['rapidUpload:a.pdf', 'multipartStart:a.pdf']);
    expect(settled.map((item) => item.name)).toEqual(['a.pdf']);
  });

  it("fails only the item on any other failure, with the server's message, and goes on with the next", async () => {
    const { engine, server } = setup();
    server.failNext('register', refusal(40009, '文件上传未完成'));
    // Every try of a's only part.
    for (let attempt = 0; attempt < PART_ATTEMPTS; attempt += 1) {
      server.failNext('multipartPart', new TypeError('fetch failed'));
    }
    engine.add([fileOf('a.pdf', 5, 1), fileOf('b.pdf', 5, 2), fileOf('c.pdf', 5, 3)], { target: PROJECT_TARGET });
    await engine.whenIdle();
    expect(engine.getSnapshot().items.map((item) => [item.status, item.message])).toEqual([
      [S.Failed, ResponseMessages.NetworkError],
      [S.Failed, '文件上传未完成'],
      [S.Success, null],
    ]);
  });
});

describe('pause and continue', () => {
  it('pauses the running request, keeps the checkpoint, and resumes by sending only the parts not stored', async () => {
    const { engine, server, checkpoints } = setup();
    const file = fileOf('A-01.pdf', 50);
    const held = server.hold('A-01.pdf#3');
    const [item] = engine.add([file], { target: PROJECT_TARGET }).items;
    const id = item?.id ?? '';
    await held.reached;
    // The other parts go on while #3 is held.
    await until(() => server.puts.length === 4);

    expect(engine.pause(id)).toBe(true);
    const paused = itemOf(engine, id);
    expect(paused).toMatchObject({ status: S.Paused, percent: 80 });
    expect(paused.checkpoint).toMatchObject({ uploadId: 'u-1', partSize: 10, md5: await md5Of(file) });
    expect(checkpoints.get(checkpointKey(file, PROJECT_TARGET))).toEqual(paused.checkpoint);
    expect(sorted(server.puts)).toEqual(['A-01.pdf#1', 'A-01.pdf#2', 'A-01.pdf#4', 'A-01.pdf#5']);
    expect(hasUnfinished(engine.getSnapshot())).toBe(true);
    await engine.whenIdle();
    expect(engine.pause(id)).toBe(false);

    held.release();
    expect(engine.resume(id)).toBe(true);
    await engine.whenIdle();
    expect(itemOf(engine, id).status).toBe(S.Success);
    // Only the held part was sent again.
    expect(server.puts.slice(4)).toEqual(['A-01.pdf#3']);
    expect(server.calls.filter((call) => call.startsWith('multipartStart'))).toHaveLength(1);
    expect(server.calls.filter((call) => call.startsWith('multipartListParts'))).toEqual([
      'multipartListParts:A-01.pdf',
    ]);
    expect(server.calls.filter((call) => call.startsWith('rapidUpload'))).toHaveLength(1);
  });

  it('lets the next waiting item start after a pause; continue pauses it and runs the paused one', async () => {
    const { engine, server } = setup();
    const heldA = server.hold('a.pdf#3');
    const heldB = server.hold('b.pdf#1');
    engine.add([fileOf('a.pdf', 50, 1), fileOf('b.pdf', 30, 2)], { target: PROJECT_TARGET });
    const a = idOf(engine, 'a.pdf');
    const b = idOf(engine, 'b.pdf');
    await heldA.reached;
    engine.pause(a);
    await heldB.reached;
    expect(engine.getSnapshot().activeId).toBe(b);
    expect(itemOf(engine, b).status).toBe(S.Uploading);

    heldA.release();
    engine.resume(a);
    expect(itemOf(engine, b).status).toBe(S.Paused);
    expect(engine.getSnapshot().activeId).toBe(a);
    await engine.whenIdle();
    expect(itemOf(engine, a).status).toBe(S.Success);
    expect(itemOf(engine, b).status).toBe(S.Paused);

    heldB.release();
    engine.resume(b);
    await engine.whenIdle();
    expect(itemOf(engine, b).status).toBe(S.Success);
    expect(sorted(server.puts.filter((put) => put.startsWith('b.pdf')))).toEqual(['b.pdf#1', 'b.pdf#2', 'b.pdf#3']);
  });

  it('resumes after a reload from the persisted checkpoint once the MD5 matches', async () => {
    const server = new FakeServer(10);
    const first = setup({}, server);
    const file = fileOf('A-01.pdf', 50, 1, 42);
    const held = server.hold('A-01.pdf#3');
    first.engine.add([file], { target: PROJECT_TARGET });
    await held.reached;
    first.engine.dispose(); // the page goes away mid-part
    held.release();

    const again = createUploadEngine({
      transport: server.transport,
      putPart: server.putPart,
      hasher: hashInThread,
      checkpoints: first.checkpoints,
      schedule: manualScheduler(),
    });
    const picked = new File([contentOf(50, 1)], 'A-01.pdf', { lastModified: 42 });
    again.add([picked], { target: PROJECT_TARGET });
    await again.whenIdle();
    expect(again.getSnapshot().items[0]?.status).toBe(S.Success);
    // Each part stored once: the reloaded page sent only what the server's list lacked.
    expect(sorted(server.puts)).toEqual(['A-01.pdf#1', 'A-01.pdf#2', 'A-01.pdf#3', 'A-01.pdf#4', 'A-01.pdf#5']);
    expect(server.calls.filter((call) => /^(rapidUpload|multipartStart)/.test(call))).toEqual([
      'rapidUpload:A-01.pdf',
      'multipartStart:A-01.pdf',
    ]);
    expect(first.checkpoints.entries.size).toBe(0);
  });

  it('starts over when the persisted checkpoint belongs to other content with the same name, size and date', async () => {
    const server = new FakeServer(10);
    const { engine, checkpoints } = setup({}, server);
    const file = fileOf('A-01.pdf', 20, 1, 42);
    checkpoints.set(checkpointKey(file, PROJECT_TARGET), {
      uploadId: 'u-old',
      ossKey: 'uploads/u-old/A-01.pdf',
      partSize: 10,
      md5: '0'.repeat(32),
    });
    engine.add([file], { target: PROJECT_TARGET });
    await engine.whenIdle();
    expect(engine.getSnapshot().items[0]?.status).toBe(S.Success);
    expect(server.calls.slice(0, 2)).toEqual(['rapidUpload:A-01.pdf', 'multipartStart:A-01.pdf']);
  });
});

describe('cancel, offline and retry', () => {
  it('cancels the running item (4), drops its upload on the server and goes on; cancelAll cancels the rest', async () => {
    const { engine, server, checkpoints } = setup();
    const held = server.hold('a.pdf#2');
    server.hold('c.pdf#1');
    engine.add([fileOf('a.pdf', 30, 1), fileOf('b.pdf', 5, 2), fileOf('c.pdf', 5, 3), fileOf('d.pdf', 5, 4)], {
      target: PROJECT_TARGET,
    });
    await held.reached;
    const a = idOf(engine, 'a.pdf');
    expect(engine.cancel(a)).toBe(true);
    expect(itemOf(engine, a)).toMatchObject({ status: S.Cancelled, checkpoint: null });
    expect(server.calls).toContain('multipartAbort:u-1');
    expect(checkpoints.entries.size).toBe(0);

    await new Promise<void>((resolve) => {
      server.onPut = (key) => key === 'c.pdf#1' && resolve();
    });
    expect(itemOf(engine, idOf(engine, 'b.pdf')).status).toBe(S.Success);
    engine.cancelAll();
    await engine.whenIdle();
    expect(engine.getSnapshot().items.map((item) => item.status)).toEqual([
      S.Cancelled,
      S.Success,
      S.Cancelled,
      S.Cancelled,
    ]);
    expect(hasUnfinished(engine.getSnapshot())).toBe(false);
    expect(engine.cancel(a)).toBe(false);

    engine.remove(a);
    expect(engine.getSnapshot().items.map((item) => item.name)).toEqual(['b.pdf', 'c.pdf', 'd.pdf']);
    engine.removeFinished();
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('fails every waiting, running and paused item when offline, then a retry resumes from the checkpoint', async () => {
    const { engine, server } = setup({ offlineMessage: '网络已断开' });
    engine.add([fileOf('done.pdf', 5, 9)], { target: PROJECT_TARGET });
    await engine.whenIdle();
    const heldA = server.hold('a.pdf#2');
    const heldB = server.hold('b.pdf#1');
    engine.add([fileOf('a.pdf', 30, 1), fileOf('b.pdf', 5, 2), fileOf('c.pdf', 5, 3)], { target: PROJECT_TARGET });
    await heldA.reached;
    engine.pause(idOf(engine, 'a.pdf'));
    await heldB.reached;
    engine.offline();
    await engine.whenIdle();
    expect(engine.getSnapshot().items.map((item) => [item.name, item.status, item.message])).toEqual([
      ['done.pdf', S.Success, null],
      ['a.pdf', S.Failed, '网络已断开'],
      ['b.pdf', S.Failed, '网络已断开'],
      ['c.pdf', S.Failed, '网络已断开'],
    ]);

    heldA.release();
    heldB.release();
    const a = idOf(engine, 'a.pdf');
    expect(canRetry(engine.getSnapshot(), a)).toBe(true);
    expect(engine.retry(a)).toBe(true);
    // While a runs, nothing else may be retried.
    expect(canRetry(engine.getSnapshot(), idOf(engine, 'b.pdf'))).toBe(false);
    expect(engine.retry(idOf(engine, 'b.pdf'))).toBe(false);
    await engine.whenIdle();
    expect(itemOf(engine, a).status).toBe(S.Success);
    expect(sorted(server.puts.filter((put) => put.startsWith('a.pdf')))).toEqual(['a.pdf#1', 'a.pdf#2', 'a.pdf#3']);
    expect(server.calls.filter((call) => call.startsWith('multipartStart:a.pdf'))).toHaveLength(1);
  });

  it('allows a retry only when nothing else is waiting or active', async () => {
    const { engine, server } = setup({ hasher: hashInThread });
    server.failNext('register', refusal(40009, '文件上传未完成'));
    const held = server.hold('b.pdf#1');
    engine.add([fileOf('a.pdf', 5, 1), fileOf('b.pdf', 5, 2), fileOf('c.pdf', 5, 3)], { target: PROJECT_TARGET });
    await held.reached;
    const a = idOf(engine, 'a.pdf');
    expect(itemOf(engine, a).status).toBe(S.Failed);
    expect(canRetry(engine.getSnapshot(), a)).toBe(false);
    expect(engine.retry(a)).toBe(false);

    held.release();
    await engine.whenIdle();
    expect(canRetry(engine.getSnapshot(), a)).toBe(true);
    expect(canRetry(engine.getSnapshot(), idOf(engine, 'b.pdf'))).toBe(false);
    const puts = server.puts.length;
    expect(engine.retry(a)).toBe(true);
    await engine.whenIdle();
    expect(itemOf(engine, a)).toMatchObject({ status: S.Success, message: null });
    // The parts were stored before the registration failed: none is sent again.
    expect(server.puts).toHaveLength(puts);
  });
});

describe('folder upload', () => {
  it('creates the folder tree first, then uploads each file into its created folder', async () => {
    const { engine, server } = setup();
    const result = await engine.addFolder(
      [
        { file: fileOf('A-01.pdf', 5, 1), relativePath: '图纸/建施/A-01.pdf' },
        { file: fileOf('S-01.pdf', 5, 2), relativePath: '图纸/结施/S-01.pdf' },
        { file: fileOf('说明.pdf', 5, 3), relativePath: '图纸/说明.pdf' },
      ],
      { target: PROJECT_TARGET },
    );
    expect(result.refusal).toBeNull();
    expect(server.calls[0]).toBe(`createFolders:${PROJECT_TARGET.parentId}`);
    expect(server.folders[0]?.map((node) => node.fileLocalPath)).toEqual(['图纸']);
    expect(result.items.map((item) => item.relativePath)).toEqual([
      '图纸/建施/A-01.pdf',
      '图纸/结施/S-01.pdf',
      '图纸/说明.pdf',
    ]);
    await engine.whenIdle();
    expect(server.registered.map((file) => [file.fileName, file.parentId])).toEqual([
      ['A-01.pdf', 'folder:图纸/建施'],
      ['S-01.pdf', 'folder:图纸/结施'],
      ['说明.pdf', 'folder:图纸'],
    ]);
  });

  it("adds nothing when the folders cannot be created, answering the server's message", async () => {
    const { engine, server } = setup();
    server.failNext('createFolders', refusal(40009, '文件夹名称重复'));
    const result = await engine.addFolder([{ file: fileOf('A-01.pdf', 5), relativePath: '图纸/A-01.pdf' }], {
      target: PROJECT_TARGET,
    });
    expect(result).toEqual({ refusal: '文件夹名称重复', items: [] });
    expect(engine.getSnapshot().items).toEqual([]);
  });
});

describe('snapshots for React', () => {
  it('keeps the snapshot and unchanged items by reference, and notifies at most once per frame', async () => {
    const { engine, scheduler } = setup();
    let notified = 0;
    const unsubscribe = engine.subscribe(() => {
      notified += 1;
    });
    const first = engine.getSnapshot();
    expect(engine.getSnapshot()).toBe(first);

    engine.add([fileOf('a.pdf', 95, 1), fileOf('b.pdf', 5, 2)], { target: PROJECT_TARGET });
    const adding = engine.getSnapshot();
    expect(adding).not.toBe(first);
    expect(engine.getSnapshot()).toBe(adding);
    await engine.whenIdle();
    // Ten parts of progress and every status change: still one pending notification.
    expect(scheduler.pending).toBe(1);
    expect(notified).toBe(0);
    scheduler.flush();
    expect(notified).toBe(1);

    const done = engine.getSnapshot();
    engine.add([fileOf('c.png', 5, 3)], { target: PROJECT_TARGET, allowedExtensions: ['pdf'] });
    const after = engine.getSnapshot();
    expect(after.items[0]).toBe(done.items[0]);
    expect(after.items[1]).toBe(done.items[1]);
    unsubscribe();
    scheduler.flush();
    expect(notified).toBe(1);
  });
});

describe('names already taken in the target', () => {
  it('asks the server which picked paths are taken, then queues each with its choice and leaves skipped ones out', async () => {
    const { engine, server } = setup();
    server.taken.add('a.pdf');
    server.taken.add('图纸/c.pdf');
    server.taken.add('d.pdf');
    const taken = await engine.takenPaths(['a.pdf', 'b.pdf', '图纸/c.pdf', 'd.pdf'], PROJECT_TARGET);
    expect(taken).toEqual(['a.pdf', '图纸/c.pdf', 'd.pdf']);
    const sameName = {
      taken,
      resolution: {
        choices: { 'a.pdf': ConflictChoice.Replace, 'd.pdf': ConflictChoice.Skip },
        onConflict: ConflictChoice.KeepBoth,
      },
    };
    const single = engine.add([fileOf('a.pdf', 5, 1), fileOf('b.pdf', 5, 2), fileOf('d.pdf', 5, 4)], {
      target: PROJECT_TARGET,
      sameName,
    });
    expect(single.items.map((item) => item.name)).toEqual(['a.pdf', 'b.pdf']);
    const folder = await engine.addFolder([{ file: fileOf('c.pdf', 5, 3), relativePath: '图纸/c.pdf' }], {
      target: PROJECT_TARGET,
      sameName,
    });
    expect(folder.items.map((item) => item.target.onConflict)).toEqual([ConflictChoice.KeepBoth]);
    await engine.whenIdle();
    expect(server.registered.map((file) => [file.fileName, file.onConflict])).toEqual([
      ['a.pdf', ConflictChoice.Replace],
      ['b.pdf', undefined],
      ['c.pdf', ConflictChoice.KeepBoth],
    ]);
  });

  it('queues nothing of a folder whose every file is skipped, and creates no folders for it', async () => {
    const { engine, server } = setup();
    const result = await engine.addFolder([{ file: fileOf('c.pdf', 5, 3), relativePath: '图纸/c.pdf' }], {
      target: PROJECT_TARGET,
      sameName: { taken: ['图纸/c.pdf'], resolution: { onConflict: ConflictChoice.Skip } },
    });
    expect(result).toEqual({ refusal: null, items: [] });
    expect(server.calls).toEqual([]);
  });
});
