import { type DrawingRef, type ProjectResource, RecognitionStatus, TransformStatus } from '@atelier/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abnormalIds,
  buildRows,
  canGoNext,
  canReRecognise,
  chunk,
  countRecognition,
  createRecognitionPoller,
  detailTextOf,
  errorReportList,
  type FileRecognition,
  filesToStart,
  finalRecognitionIds,
  folderPathOf,
  groupByFolder,
  isAbnormal,
  mergeFiles,
  pinFolders,
  planPreviewRefresh,
  type RecognitionLookup,
  recognitionIn,
  removeFile,
  resourceToDrawingRef,
  topCheckedKeys,
  WAITING,
} from './model';

const S = RecognitionStatus;

const ref = (n: number, folder = '/建筑/施工图', parentId: string | undefined = `f-${folder}`): DrawingRef => ({
  resId: `r-${n}`,
  recordId: `rec-${n}`,
  resName: `建施-${n}.pdf`,
  parentId,
  path: `${folder}/建施-${n}.pdf`,
});

const state = (status: RecognitionStatus, extra: Partial<FileRecognition> = {}): FileRecognition => ({
  status,
  timedOut: false,
  notStarted: false,
  ...extra,
});

/** A lookup over a plain record (unknown files are waiting). */
const lookupOf =
  (states: Record<string, FileRecognition>): RecognitionLookup =>
  (id) =>
    states[id] ?? WAITING;

/** A fake server: each file walks through its steps, one per poll, and stays at the last. */
function fakeServer(steps: Record<string, RecognitionStatus[]>) {
  const seen: Record<string, number> = {};
  const calls: string[][] = [];
  const poll = vi.fn(async (ids: string[]) => {
    calls.push(ids);
    const answer: Record<string, RecognitionStatus> = {};
    for (const id of ids) {
      const path = steps[id] ?? [S.Waiting];
      const index = Math.min(seen[id] ?? 0, path.length - 1);
      answer[id] = path[index] ?? S.Waiting;
      seen[id] = (seen[id] ?? 0) + 1;
    }
    return answer;
  });
  return { poll, calls };
}

describe('the recognition poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then every 3 s, only the pending files, and stops when every file is final', async () => {
    const { poll, calls } = fakeServer({
      a: [S.Waiting, S.Recognising, S.Success],
      b: [S.WaitingTranscode, S.Waiting, S.Recognising, S.TemplateMismatch],
    });
    const poller = createRecognitionPoller({ poll });
    const seen: RecognitionStatus[][] = [];
    poller.subscribe(() => {
      const { files } = poller.getSnapshot();
      seen.push([files.get('a')?.status ?? S.Waiting, files.get('b')?.status ?? S.Waiting]);
    });
    poller.start(['a', 'b']);
    expect(poller.getSnapshot().polling).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([['a', 'b']]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_000);
    // a is final: only b is asked for from now on.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual([['a', 'b'], ['a', 'b'], ['a', 'b'], ['b']]);
    const { files, polling } = poller.getSnapshot();
    expect(files.get('a')).toEqual(state(S.Success));
    expect(files.get('b')).toEqual(state(S.TemplateMismatch));
    expect(polling).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    expect(seen.at(-1)).toEqual([S.Success, S.TemplateMismatch]);
  });

  it('gives up after 5 minutes: the pending files are marked timed out and a warning is raised once', async () => {
    const { poll, calls } = fakeServer({ done: [S.Recognising, S.Success], stuck: [S.Recognising] });
    const poller = createRecognitionPoller({ poll });
    const timedOut = vi.fn();
    poller.onTimeout(timedOut);
    poller.start(['done', 'stuck']);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(timedOut).not.toHaveBeenCalled();
    expect(poller.getSnapshot().files.get('stuck')).toEqual(state(S.Recognising));
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut).toHaveBeenCalledExactlyOnceWith(['stuck']);
    expect(poller.getSnapshot().files.get('stuck')).toEqual(state(S.Recognising, { timedOut: true }));
    expect(poller.getSnapshot().files.get('done')).toEqual(state(S.Success));
    expect(poller.getSnapshot().polling).toBe(false);
    // Polls at 0, 3 s, ... 297 s: a hundred, and none after the limit.
    expect(calls).toHaveLength(100);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(100);
    expect(timedOut).toHaveBeenCalledTimes(1);
  });

  it('gives each file its own deadline: files added later are polled on after the first ones timed out', async () => {
    const { poll, calls } = fakeServer({ first: [S.Waiting], later: [S.Waiting] });
    const poller = createRecognitionPoller({ poll, interval: 1_000, limit: 10_000 });
    poller.start(['first']);
    await vi.advanceTimersByTimeAsync(5_000);
    poller.start(['later']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(poller.getSnapshot().files.get('first')?.timedOut).toBe(true);
    expect(poller.getSnapshot().files.get('later')?.timedOut).toBe(false);
    expect(calls.at(-1)).toEqual(['later']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(poller.getSnapshot().files.get('later')?.timedOut).toBe(true);
    const count = calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(count);
  });

  it('re-recognise restarts a final or timed-out file from waiting with a fresh deadline', async () => {
    const { poll } = fakeServer({ a: [S.Failed] });
    const poller = createRecognitionPoller({ poll, interval: 1_000, limit: 5_000 });
    poller.start(['a']);
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getSnapshot().files.get('a')).toEqual(state(S.Failed));
    expect(canReRecognise(state(S.Failed))).toBe(true);
    poller.start(['a']);
    expect(poller.getSnapshot().files.get('a')).toEqual(WAITING);
    expect(poller.getSnapshot().polling).toBe(true);
  });

  it('ignores an answer to a poll sent before the file was restarted or removed', async () => {
    let release: (answer: Record<string, RecognitionStatus>) => void = () => {};
    const poll = vi.fn(
      (_ids: string[]) =>
        new Promise<Record<string, RecognitionStatus>>((resolve) => {
          release = resolve;
        }),
    );
    const poller = createRecognitionPoller({ poll });
    poller.start(['a', 'b']);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    poller.start(['a']);
    poller.remove(['b']);
    release({ a: S.Failed, b: S.Success });
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getSnapshot().files.get('a')).toEqual(WAITING);
    expect(poller.getSnapshot().files.has('b')).toBe(false);
  });

  it('sends one poll at a time, even when a poll takes longer than the interval', async () => {
    const poll = vi.fn(
      (ids: string[]) =>
        new Promise<Record<string, RecognitionStatus>>((resolve) => {
          setTimeout(() => resolve(Object.fromEntries(ids.map((id) => [id, S.Recognising]))), 10_000);
        }),
    );
    const poller = createRecognitionPoller({ poll });
    poller.start(['a']);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poller.getSnapshot().files.get('a')?.status).toBe(S.Recognising);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a failed poll', async () => {
    const poll = vi
      .fn<(ids: string[]) => Promise<Record<string, RecognitionStatus>>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ a: S.Success });
    const poller = createRecognitionPoller({ poll });
    poller.start(['a']);
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getSnapshot().files.get('a')).toEqual(WAITING);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(poller.getSnapshot().files.get('a')).toEqual(state(S.Success));
  });

  it('does not poll files whose start was refused: they are abnormal', async () => {
    const { poll } = fakeServer({});
    const poller = createRecognitionPoller({ poll });
    poller.markNotStarted(['a']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
    const a = poller.getSnapshot().files.get('a') ?? WAITING;
    expect(a.notStarted).toBe(true);
    expect(isAbnormal(a)).toBe(true);
    expect(canReRecognise(a)).toBe(true);
  });

  it('stops on unmount and polls again on resume; removing the last pending file stops the polls', async () => {
    const { poll, calls } = fakeServer({ a: [S.Waiting] });
    const poller = createRecognitionPoller({ poll });
    poller.start(['a']);
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
    poller.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    poller.remove(['a']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
    expect(poller.getSnapshot().polling).toBe(false);
  });

  it('answers 待识别 for files it does not know yet', () => {
    const poller = createRecognitionPoller({ poll: fakeServer({}).poll });
    expect(recognitionIn(poller.getSnapshot())('unknown')).toBe(WAITING);
  });
});

describe('counts and Next', () => {
  const files = [ref(1), ref(2), ref(3), ref(4), ref(5), ref(6), ref(7), ref(8)];
  const lookup = lookupOf({
    'rec-1': state(S.Success),
    'rec-2': state(S.Recognising),
    'rec-3': state(S.NoFrameTemplate),
    'rec-4': state(S.TemplateMismatch),
    'rec-5': state(S.TemplateDeleted),
    'rec-6': state(S.Failed),
    'rec-7': state(S.Recognising, { timedOut: true }),
    'rec-8': state(S.Waiting, { notStarted: true }),
  });

  it('counts selected, recognised, pending, abnormal, unmatched and timed-out files', () => {
    expect(countRecognition(files, lookup)).toEqual({
      selected: 8,
      recognised: 1,
      pending: 1,
      abnormal: 6,
      unmatched: 3,
      timedOut: 1,
    });
    expect(abnormalIds(files, lookup)).toEqual(['rec-3', 'rec-4', 'rec-5', 'rec-6', 'rec-7', 'rec-8']);
  });

  it('allows Next only when there are files and every one is recognised (5)', () => {
    expect(canGoNext([], lookup)).toBe(false);
    expect(canGoNext([ref(1)], lookup)).toBe(true);
    expect(canGoNext([ref(1), ref(2)], lookup)).toBe(false);
    expect(canGoNext([ref(1), ref(7)], lookup)).toBe(false);
    expect(canGoNext([ref(1), ref(9)], lookup)).toBe(false);
  });

  it('lists the abnormal files for the error report with their paths', () => {
    expect(errorReportList([ref(1), ref(6), { ...ref(7), path: undefined }], lookup)).toEqual([
      { resName: '建施-6.pdf', path: '/建筑/施工图/建施-6.pdf', recordId: 'rec-6' },
      { resName: '建施-7.pdf', path: '建施-7.pdf', recordId: 'rec-7' },
    ]);
  });
});

describe('folders, pinning and rows', () => {
  const a1 = ref(1, '/建筑/施工图', 'f-a');
  const s2 = ref(2, '/结构', 'f-s');
  const a3 = ref(3, '/建筑/施工图', 'f-a');
  const w4 = ref(4, '/给排水', 'f-w');
  const root = { resId: 'r-9', recordId: 'rec-9', resName: '说明.pdf', path: '/说明.pdf' };
  const bare = { resId: 'r-10', recordId: 'rec-10', resName: '无路径.pdf' };

  it('takes the folder from the path', () => {
    expect(folderPathOf(a1)).toBe('/建筑/施工图');
    expect(folderPathOf(root)).toBe('');
    expect(folderPathOf(bare)).toBe('');
  });

  it('groups by folder in the order the folders first appear', () => {
    const groups = groupByFolder([a1, s2, a3, w4, root, bare]);
    expect(groups.map((g) => [g.key, g.path, g.files.map((f) => f.recordId)])).toEqual([
      ['f-a', '/建筑/施工图', ['rec-1', 'rec-3']],
      ['f-s', '/结构', ['rec-2']],
      ['f-w', '/给排水', ['rec-4']],
      ['path:', '', ['rec-9', 'rec-10']],
    ]);
  });

  it('pins: folders with pinned files first, pinned files first inside them, the rest in order', () => {
    const pinned = pinFolders(groupByFolder([a1, s2, a3, w4]), new Set(['rec-3', 'rec-4']));
    expect(pinned.map((g) => [g.key, g.files.map((f) => f.recordId)])).toEqual([
      ['f-a', ['rec-3', 'rec-1']],
      ['f-w', ['rec-4']],
      ['f-s', ['rec-2']],
    ]);
    expect(pinFolders(groupByFolder([a1, s2]), new Set()).map((g) => g.key)).toEqual(['f-a', 'f-s']);
  });

  it('builds the rows: a heading per folder, then its files with their state and position', () => {
    const lookup = lookupOf({ 'rec-2': state(S.Failed) });
    const rows = buildRows([a1, s2, a3], lookup, new Set(['rec-2']));
    expect(
      rows.map((r) => (r.kind === 'folder' ? r.key : [r.key, r.position, r.recognition.status, r.pinned])),
    ).toEqual([
      'folder:f-s',
      ['file:rec-2', 1, S.Failed, true],
      'folder:f-a',
      ['file:rec-1', 2, S.Waiting, false],
      ['file:rec-3', 3, S.Waiting, false],
    ]);
  });

  it('builds 2000 rows quickly enough to do on every poll', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ref(i, `/专业${i % 20}`, `f-${i % 20}`));
    const started = performance.now();
    const rows = buildRows(many, lookupOf({}), new Set(['rec-1999']));
    expect(rows).toHaveLength(2020);
    expect(performance.now() - started).toBeLessThan(200);
    expect(rows[1]).toMatchObject({ kind: 'file', key: 'file:rec-1999', position: 1 });
  });
});

describe('adding and removing files', () => {
  it('merges without duplicates and counts the new ones', () => {
    const { files, added } = mergeFiles([ref(1), ref(2)], [ref(2), ref(3), ref(3)]);
    expect(files.map((f) => f.recordId)).toEqual(['rec-1', 'rec-2', 'rec-3']);
    expect(added).toBe(1);
    expect(removeFile(files, 'rec-2').map((f) => f.recordId)).toEqual(['rec-1', 'rec-3']);
  });

  it('starts only the files not started yet', () => {
    expect(filesToStart([ref(1), ref(2), ref(2), ref(3)], new Set(['rec-1']))).toEqual(['rec-2', 'rec-3']);
  });

  it('turns project files into drawing refs, skipping folders and files without a version', () => {
    const file: ProjectResource = {
      resId: 'r-1',
      resName: '建施-01.pdf',
      parentId: 'f-a',
      projectId: 'p-001',
      isFolder: false,
      updateTime: '2025-03-10 10:00:00',
      path: '/建筑/建施-01.pdf',
      recordId: 'rec-1',
    };
    expect(resourceToDrawingRef(file)).toEqual({
      resId: 'r-1',
      recordId: 'rec-1',
      resName: '建施-01.pdf',
      parentId: 'f-a',
      path: '/建筑/建施-01.pdf',
    });
    expect(resourceToDrawingRef({ ...file, isFolder: true })).toBeNull();
    expect(resourceToDrawingRef({ ...file, recordId: null })).toBeNull();
  });

  it('sends only the checked keys whose ancestors are not checked', () => {
    const parentOf = new Map([
      ['arch', '0'],
      ['arch-cd', 'arch'],
      ['d1', 'arch-cd'],
      ['d2', 'arch-cd'],
      ['struct', '0'],
      ['s1', 'struct'],
    ]);
    expect(topCheckedKeys(['arch', 'arch-cd', 'd1', 'd2', 's1'], parentOf)).toEqual(['arch', 's1']);
    expect(topCheckedKeys([], parentOf)).toEqual([]);
  });
});

describe('preview refresh', () => {
  const answer = (
    recordId: string,
    status: TransformStatus,
    distinguishType: RecognitionStatus | null = S.Success,
  ) => ({
    recordId,
    transformId: `tf-${recordId}`,
    status,
    distinguishType,
  });

  it('is busy while files wait for recognition (on the server or here)', () => {
    const lookup = lookupOf({ a: state(S.Success), b: state(S.Success) });
    expect(
      planPreviewRefresh(
        [answer('a', TransformStatus.Success), answer('b', TransformStatus.Failed, S.Waiting)],
        lookup,
        ['a', 'b'],
      ),
    ).toEqual({ kind: 'busy' });
    expect(planPreviewRefresh([], lookupOf({ a: state(S.Recognising) }), ['a'])).toEqual({ kind: 'busy' });
  });

  it('does not count timed-out files as busy', () => {
    const lookup = lookupOf({ a: state(S.Recognising, { timedOut: true }) });
    expect(planPreviewRefresh([answer('a', TransformStatus.Success, S.Recognising)], lookup, ['a'])).toEqual({
      kind: 'none',
    });
  });

  it('has nothing to refresh when no preview failed', () => {
    const lookup = lookupOf({ a: state(S.Success) });
    expect(planPreviewRefresh([answer('a', TransformStatus.Success)], lookup, ['a'])).toEqual({ kind: 'none' });
    expect(planPreviewRefresh([], lookup, [])).toEqual({ kind: 'none' });
  });

  it('redoes the failed previews and re-recognises the abnormal files among them', () => {
    const lookup = lookupOf({ a: state(S.Success), b: state(S.Failed, {}), c: state(S.Success) });
    expect(
      planPreviewRefresh(
        [
          answer('a', TransformStatus.Failed),
          answer('b', TransformStatus.Failed, S.Failed),
          answer('c', TransformStatus.Success),
        ],
        lookup,
        ['a', 'b', 'c'],
      ),
    ).toEqual({ kind: 'refresh', transformIds: ['tf-a', 'tf-b'], reRecognise: ['b'] });
  });

  it('chunks ids', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });
});

describe('what recognition read', () => {
  const t = {
    drawingInfo: (number: string, name: string) => `图号 ${number || '—'} · 图名 ${name || '—'}`,
    pageOf: (page: number, count: number) => `第 ${page}/${count} 页`,
  };
  it('shows 图号 · 图名 (and the page of several) for a recognised file, the reason for a refused one', () => {
    expect(detailTextOf(undefined, t)).toBe('');
    const ok = { recordId: 'a', status: RecognitionStatus.Success, drawingNumber: '建施-01', drawingName: '总平面图' };
    expect(detailTextOf(ok, t)).toBe('图号 建施-01 · 图名 总平面图');
    expect(detailTextOf({ ...ok, page: 2, pageCount: 3 }, t)).toBe('图号 建施-01 · 图名 总平面图 · 第 2/3 页');
    expect(detailTextOf({ ...ok, page: 1, pageCount: 1, drawingNumber: '' }, t)).toBe('图号 — · 图名 总平面图');
    expect(detailTextOf({ recordId: 'b', status: RecognitionStatus.Failed, reason: '没有文字层' }, t)).toBe(
      '没有文字层',
    );
    expect(detailTextOf({ recordId: 'c', status: RecognitionStatus.TemplateMismatch }, t)).toBe('');
  });

  it('asks only for files whose recognition is final', () => {
    const statuses: Record<string, FileRecognition> = {
      'rec-1': { status: RecognitionStatus.Success, timedOut: false, notStarted: false },
      'rec-2': { status: RecognitionStatus.Recognising, timedOut: false, notStarted: false },
      'rec-3': { status: RecognitionStatus.TemplateMismatch, timedOut: false, notStarted: false },
      'rec-4': { status: RecognitionStatus.Waiting, timedOut: true, notStarted: false },
    };
    const lookup: RecognitionLookup = (id) =>
      statuses[id] ?? { status: RecognitionStatus.Waiting, timedOut: false, notStarted: false };
    expect(
      finalRecognitionIds(
        [1, 2, 3, 4, 5].map((n) => ref(n)),
        lookup,
      ),
    ).toEqual(['rec-1', 'rec-3']);
  });
});
