import { api, DiskCategory, ResponseCode } from '@atelier/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, diskResources } from '../db/schema';
import { JobKind } from '../jobs/kinds';
import { createTestServer, type TestServer } from '../testing/harness';
import { jobRunnerWith } from '../testing/jobs';
import { storageKeyReferenced, sweepStorageKey } from './storageSweep';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

type Person = Parameters<TestServer['login']>[0];
async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, person: Person) {
  return (await server.call(endpoint, data, { token: await server.login(person) })).body;
}

/** A disk file of the person over the stored object `key` (as a rapid upload shares it). */
async function diskFile(person: Person, name: string, key: string) {
  const [row] = await server.db
    .insert(diskResources)
    .values({
      ownerId: server.person(person),
      parentId: '0',
      isFolder: false,
      name,
      ext: 'pdf',
      category: DiskCategory.Document,
      size: 5,
      storageKey: key,
      md5: '1'.repeat(32),
    })
    .returning();
  return row?.id as string;
}

async function purge(person: Person, resId: string) {
  expect((await call(api.disk.delete, { resIds: [resId] }, person)).code).toBe(ResponseCode.Success);
  expect((await call(api.disk.deleteFromRecycle, { resIds: [resId] }, person)).code).toBe(ResponseCode.Success);
}

const sweepsOf = (key: string) =>
  server.db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.kind, JobKind.SweepStorage), eq(backgroundJobs.subjectId, key)));

describe('purged bytes swept from storage', () => {
  it('keeps an object two owners share until the last reference is purged, then removes it', async () => {
    const key = 'disk/shared-by-two.pdf';
    await server.files.put(key, Buffer.from('bytes'));
    const mine = await diskFile('liting', '共享.pdf', key);
    const theirs = await diskFile('wulei', '共享.pdf', key);

    await purge('liting', mine);
    expect(await sweepsOf(key)).toHaveLength(1);
    expect(await storageKeyReferenced(server.db, key)).toBe(true);
    expect(await sweepStorageKey(server.db, server.files, key)).toBe(false);
    expect(await server.files.size(key)).toBe(5);

    await purge('wulei', theirs);
    expect(await storageKeyReferenced(server.db, key)).toBe(false);
    expect(await sweepStorageKey(server.db, server.files, key)).toBe(true);
    expect(await server.files.size(key)).toBeNull();
  });

  it('never removes an object a project version references', async () => {
    const [record] = await server.db.query.fileRecords.findMany({ limit: 1 });
    if (!record) throw new Error('no stored version');
    const copy = await diskFile('liting', '版本.pdf', record.storageKey);
    await purge('liting', copy);
    expect(await sweepStorageKey(server.db, server.files, record.storageKey)).toBe(false);
    expect(await server.files.size(record.storageKey)).not.toBeNull();
  });

  it('is background work that survives a restart: a new runner finds the queued sweep and does it', async () => {
    const key = 'disk/after-restart.pdf';
    await server.files.put(key, Buffer.from('later'));
    await purge('liting', await diskFile('liting', '重启.pdf', key));
    expect((await sweepsOf(key))[0]?.state).toBe('queued');
    // A runner made afresh (as at start), with no grace for recent jobs.
    const runner = jobRunnerWith(
      server.db,
      { files: server.files, log: { error: () => {}, warn: () => {} } },
      {
        graceMs: 0,
      },
    );
    while ((await runner.runDue()) > 0) {}
    expect((await sweepsOf(key))[0]?.state).toBe('done');
    expect(await server.files.size(key)).toBeNull();
  });
});
