/**
 * The engine over the real typed client and the MSW fixture store: rapid check, parts to the fixture's object
 * store, completion and registration, resume from listed parts, folder trees, 40004.
 */
import { createHash } from 'node:crypto';
import { ConflictChoice, ResourceOwnerType, UploadItemStatus, UploadTarget } from '@atelier/api';
import { type ApiClient, createApiClient } from '@atelier/api/client';
import {
  createFixtureStore,
  createHandlers,
  type FixtureStore,
  fixtureResolvers,
  fixtureSession,
  type Resolvers,
  refuse,
} from '@atelier/api/msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryCheckpoints } from './checkpoints';
import { createUploadEngine, type UploadEngine } from './engine';
import { hashInThread } from './md5';
import { fetchPutPart } from './putPart';
import { contentOf } from './testkit';
import { createProjectUploadTransport, uploadFailureOf } from './transport';
import type { CheckpointStorage, PutPart, UploadItemTarget } from './types';

const BASE = 'http://atelier.test';
const PART = 1024;
const S = UploadItemStatus;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const target: UploadItemTarget = { kind: UploadTarget.Project, projectId: 'p-001', parentId: 'f-p-001-arch-cd' };

/** Small parts so a few kilobytes make several. */
const smallParts: Resolvers = {
  upload: {
    multipartStart: async (context) => {
      const start = fixtureResolvers.upload?.multipartStart;
      if (!start) throw new Error('The fixture has no multipartStart');
      return { ...(await start(context)), partSize: PART };
    },
  },
};

function fixture(resolvers: Resolvers = smallParts): { store: FixtureStore; client: ApiClient } {
  const store = createFixtureStore();
  server.resetHandlers(...createHandlers(store, { prefix: '/hzzk-portal', baseUrl: BASE, resolvers }));
  const client = createApiClient({
    baseUrl: BASE,
    getToken: () => fixtureSession.token,
    getEnterpriseId: () => fixtureSession.enterpriseId,
    getUserId: () => fixtureSession.userId,
    userAgent: 'web',
  });
  return { store, client };
}

/** The real fetch PUT, logging each part number it stores. */
function loggedPut(log: number[], after?: (partNumber: number) => void): PutPart {
  return async (url, headers, body, onProgress, signal) => {
    const etag = await fetchPutPart(url, headers, body, onProgress, signal);
    const partNumber = Number(new URL(url).searchParams.get('partNumber'));
    log.push(partNumber);
    after?.(partNumber);
    return etag;
  };
}

function engineFor(client: ApiClient, putPart: PutPart, checkpoints: CheckpointStorage = memoryCheckpoints()) {
  return createUploadEngine({
    transport: createProjectUploadTransport(client),
    hasher: hashInThread,
    putPart,
    checkpoints,
    schedule: () => () => undefined,
  });
}

const first = (engine: UploadEngine) => engine.getSnapshot().items[0];

describe('uploads over the typed client and the fixture store', () => {
  it('uploads an unknown file in parts (20003), registers it (5), then finishes the same content at once (7)', async () => {
    const { store, client } = fixture();
    const parts: number[] = [];
    const engine = engineFor(client, loggedPut(parts));
    const bytes = contentOf(3 * PART - 100);
    engine.add([new File([bytes], '建施-07 墙身详图.pdf')], { target });
    await engine.whenIdle();

    const uploaded = first(engine);
    expect(uploaded).toMatchObject({ status: S.Success, percent: 100, message: null });
    expect(uploaded?.md5).toBe(createHash('md5').update(bytes).digest('hex'));
    expect(parts).toEqual([1, 2, 3]);
    const listed = store.children('p-001', 'f-p-001-arch-cd').find((r) => r.resId === uploaded?.result?.resId);
    expect(listed?.resName).toBe('建施-07 墙身详图.pdf');

    engine.add([new File([bytes], '建施-07 墙身详图（副本）.pdf')], { target });
    await engine.whenIdle();
    expect(engine.getSnapshot().items[1]?.status).toBe(S.InstantSuccess);
    expect(parts).toEqual([1, 2, 3]);
  });

  it('resumes after a reload: lists the stored parts and sends only the rest', async () => {
    const { client } = fixture();
    const checkpoints = memoryCheckpoints();
    const bytes = contentOf(3 * PART, 7);
    const picked = () => new File([bytes], '结施-02.pdf', { lastModified: 1_700_000_000_000 });

    const before: number[] = [];
    let firstEngine: UploadEngine | null = null;
    firstEngine = engineFor(
      client,
      loggedPut(before, () => {
        if (before.length === 2) firstEngine?.pause(first(firstEngine as UploadEngine)?.id ?? '');
      }),
      checkpoints,
    );
    firstEngine.add([picked()], { target });
    await firstEngine.whenIdle();
    expect(first(firstEngine)?.status).toBe(S.Paused);
    // Parts go several at once: the third may have landed before the pause reached it.
    expect(before.length).toBeGreaterThanOrEqual(2);
    firstEngine.dispose();

    const after: number[] = [];
    const reloaded = engineFor(client, loggedPut(after), checkpoints);
    const listParts = vi.spyOn(client.upload, 'multipartListParts');
    reloaded.add([picked()], { target });
    await reloaded.whenIdle();
    expect(first(reloaded)?.status).toBe(S.Success);
    expect(listParts).toHaveBeenCalledTimes(1);
    expect(after).toEqual([1, 2, 3].filter((partNumber) => !before.includes(partNumber)));
    expect(checkpoints.entries.size).toBe(0);
  });

  it('creates the folder tree, then uploads each file into the created folder', async () => {
    const { store, client } = fixture();
    const engine = engineFor(client, fetchPutPart);
    const { refusal, items } = await engine.addFolder(
      [
        { file: new File([contentOf(10, 1)], 'A-01.pdf'), relativePath: '新建图纸/建施/A-01.pdf' },
        { file: new File([contentOf(10, 2)], 'S-01.pdf'), relativePath: '新建图纸/结施/S-01.pdf' },
        { file: new File([contentOf(10, 3)], '目录.pdf'), relativePath: '新建图纸/目录.pdf' },
      ],
      { target },
    );
    expect(refusal).toBeNull();
    await engine.whenIdle();

    const root = store.children('p-001', 'f-p-001-arch-cd').find((r) => r.resName === '新建图纸');
    expect(root?.isFolder).toBe(true);
    const namesIn = (parentId: string) => store.children('p-001', parentId).map((r) => r.resName);
    expect(namesIn(root?.resId ?? '')).toEqual(expect.arrayContaining(['建施', '结施', '目录.pdf']));
    const architecture = store.children('p-001', root?.resId ?? '').find((r) => r.resName === '建施');
    expect(namesIn(architecture?.resId ?? '')).toEqual(['A-01.pdf']);
    expect(items[0]?.target.parentId).toBe(architecture?.resId);
    expect(engine.getSnapshot().summary).toMatchObject({ succeeded: 3, allDone: true });
  });

  it('fails every waiting item with the message of a 40004', async () => {
    const { client } = fixture({
      upload: { rapidUpload: () => refuse(40004, '项目空间已满，无法上传') },
    });
    const engine = engineFor(client, fetchPutPart);
    engine.add([new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')], { target });
    await engine.whenIdle();
    expect(engine.getSnapshot().items.map((item) => [item.status, item.message])).toEqual([
      [S.Failed, '项目空间已满，无法上传'],
      [S.Failed, '项目空间已满，无法上传'],
    ]);
  });

  it('registers a new version through updateProjectFile', async () => {
    const { client } = fixture();
    const update = vi.spyOn(client.upload, 'updateProjectFile');
    const engine = engineFor(client, fetchPutPart);
    const edition: UploadItemTarget = { ...target, kind: UploadTarget.ProjectEdition, resId: 'r-p-001-a01' };
    engine.add([new File([contentOf(10, 11)], 'A-01.pdf')], { target: edition, originalExtension: 'pdf' });
    await engine.whenIdle();
    expect(first(engine)?.status).toBe(S.Success);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ resId: 'r-p-001-a01', projectId: 'p-001' }),
      expect.anything(),
    );
  });

  it('reads a refusal as its code and message, a lost connection as the network message', async () => {
    const { client } = fixture();
    const unknown = await client.upload
      .rapidUpload({
        md5: '0'.repeat(32),
        size: 1,
        name: 'a.pdf',
        projectId: 'p-001',
        parentId: 'f-p-001-arch-cd',
        ownerType: ResourceOwnerType.NormalProject,
      })
      .catch(uploadFailureOf);
    expect(unknown).toEqual({ code: 20003, message: '文件不存在，请上传' });
    expect(uploadFailureOf(new TypeError('Failed to fetch')).code).toBeNull();
  });
});

describe('names already taken, through the fixtures', () => {
  it('finds the taken paths, then replaces as a new version, keeps both, and leaves a skipped one out', async () => {
    const { store, client } = fixture();
    const engine = engineFor(client, fetchPutPart);
    const picked = ['建施-01 总平面图.pdf', '建施-02 一层平面图.pdf', '建施-03 二层平面图.pdf', '新图.pdf'];
    const taken = await engine.takenPaths(picked, target);
    expect(taken).toEqual(picked.slice(0, 3));
    const before = store.children('p-001', 'f-p-001-arch-cd').find((r) => r.resName === picked[0]);
    // The fixture changes its rows in place: keep the version the file had.
    const beforeRecord = before?.recordId;
    const resolution = {
      choices: { [picked[0] as string]: ConflictChoice.Replace, [picked[1] as string]: ConflictChoice.KeepBoth },
      onConflict: ConflictChoice.Skip,
    };
    const { items } = engine.add(
      picked.map((name, n) => new File([contentOf(PART + 10, 20 + n)], name)),
      { target, sameName: { taken, resolution } },
    );
    expect(items.map((item) => item.name)).toEqual([picked[0], picked[1], '新图.pdf']);
    await engine.whenIdle();
    expect(engine.getSnapshot().items.map((item) => item.status)).toEqual([S.Success, S.Success, S.Success]);
    const names = store.children('p-001', 'f-p-001-arch-cd').map((r) => r.resName);
    expect(names.filter((name) => name.startsWith('建施-01'))).toEqual(['建施-01 总平面图.pdf']);
    expect(names).toEqual(expect.arrayContaining(['建施-02 一层平面图 (1).pdf', '新图.pdf']));
    expect(names).not.toContain('建施-03 二层平面图 (1).pdf');
    const after = store.children('p-001', 'f-p-001-arch-cd').find((r) => r.resName === picked[0]);
    expect(after?.resId).toBe(before?.resId);
    expect(after?.recordId).not.toBe(beforeRecord);
  }, 30_000);
});
