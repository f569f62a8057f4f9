import { api } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, calcInfos, fileRecords, projects, resources } from '../db/schema';
import { JobKind, JobState } from '../jobs/kinds';
import { createTestServer, type TestServer } from '../testing/harness';
import { jobRunnerWith } from '../testing/jobs';
import { queueRecyclePurge } from './purge';

/**
 * The recycle bins' purge (issue 25; 001 section 4.7): past its 30 days a deleted project, or an entry of a project's
 * file recycle bin, is deleted for good with its stored files, by a job of the durable job table. The clock is
 * moved (the job's `now`), never waited for.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // The app's own runner would take the queued purge with the real clock (its loop looks every few seconds): the
  // tests' runners, on the moved clock, are the only ones here.
  await server.app.jobs.stop();
});
afterAll(() => server?.close());

const DAY_MS = 86_400_000;

async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, who: PersonKey) {
  const { body } = await server.call(endpoint, data, { token: await server.login(who) });
  expect(body, body.message).toMatchObject({ code: 200 });
  return body;
}

/** A runner as after a start, whose purge reads the moved clock; runs every due job to the end. */
async function runJobsAt(now: Date) {
  const runner = jobRunnerWith(
    server.db,
    { files: server.files, log: { error: () => {}, warn: () => {} } },
    { graceMs: 0, now: () => now },
  );
  while ((await runner.runDue()) > 0) {}
}

async function purgeAt(now: Date) {
  const jobId = await queueRecyclePurge(server.db);
  // Due for a runner at once: its `created_at < now` compares the database's microseconds with the runner's
  // milliseconds, and on a fast PostgreSQL the queueing and the claim can fall in the same millisecond.
  await server.db
    .update(backgroundJobs)
    .set({ createdAt: sql`${backgroundJobs.createdAt} - interval '1 second'` })
    .where(eq(backgroundJobs.id, jobId));
  await runJobsAt(now);
}

/** A file in the project's root whose one version is stored under `key`. */
async function storedFile(projectId: string, name: string, key: string) {
  await server.files.put(key, Buffer.from('bytes'));
  const [file] = await server.db
    .insert(resources)
    .values({ projectId, isFolder: false, name, ext: 'pdf', size: 5, createdBy: server.person('chenjianguo') })
    .returning();
  const [record] = await server.db
    .insert(fileRecords)
    .values({ resourceId: file?.id as string, version: 1, storageKey: key, size: 5, md5: key.padEnd(32, '0') })
    .returning();
  await server.db
    .update(resources)
    .set({ currentRecordId: record?.id })
    .where(eq(resources.id, file?.id as string));
  return { fileId: file?.id as string, recordId: record?.id as string };
}

async function deletedProject(name: string) {
  const created = await call(
    api.project.createFastPro,
    { projectInfo: { name, simpleName: name.slice(0, 8) }, projectUserInfos: [] },
    'chenjianguo',
  );
  const projectId = created.result.id as string;
  return { projectId };
}

const projectRow = async (id: string) => (await server.db.select().from(projects).where(eq(projects.id, id)))[0];
const recordIds = async (ids: string[]) =>
  (await server.db.select().from(fileRecords).where(inArray(fileRecords.id, ids))).map((r) => r.id);
const binNames = async () =>
  ((await call(api.project.recycleList, {}, 'chenjianguo')).result.list as { name: string; daysLeft: number }[]).map(
    (p) => `${p.name}:${p.daysLeft}`,
  );

describe('the recycle bins’ purge', () => {
  it('keeps a deleted project 30 days, then deletes it for good with its stored files', async () => {
    const { projectId } = await deletedProject('三十天项目');
    const { recordId } = await storedFile(projectId, '总图.pdf', 'purge/project-file.pdf');
    await call(api.project.delPro, { projectId, confirmName: '三十天项目' }, 'chenjianguo');
    const deletedAt = (await projectRow(projectId))?.deletedAt as Date;
    expect(await binNames()).toContain('三十天项目:30');

    // 29 days and 23 hours on: one day left, nothing purged.
    await purgeAt(new Date(deletedAt.getTime() + 30 * DAY_MS - 3_600_000));
    expect((await projectRow(projectId))?.purgedAt).toBeNull();
    expect(await recordIds([recordId])).toEqual([recordId]);

    // 30 days on: gone for good, its version deleted and its bytes swept.
    await purgeAt(new Date(deletedAt.getTime() + 30 * DAY_MS));
    expect((await projectRow(projectId))?.purgedAt).not.toBeNull();
    expect(await binNames()).not.toContain('三十天项目:30');
    expect(await recordIds([recordId])).toEqual([]);
    expect(await server.files.size('purge/project-file.pdf')).toBeNull();
    const restore = await server.call(
      api.project.recoverPro,
      { projectId },
      { token: await server.login('chenjianguo') },
    );
    expect(restore.body.code).not.toBe(200);
  });

  it('keeps a version that something names (a text signature’s positions), and its bytes', async () => {
    const { projectId } = await deletedProject('引用清理项目');
    const named = await storedFile(projectId, '计算书.pdf', 'purge/named.pdf');
    const loose = await storedFile(projectId, '无人引用.pdf', 'purge/unnamed.pdf');
    await server.db
      .insert(calcInfos)
      .values({ recordId: named.recordId, info: '{}', updatedBy: server.person('chenjianguo') });
    await call(api.project.delPro, { projectId, confirmName: '引用清理项目' }, 'chenjianguo');
    const deletedAt = (await projectRow(projectId))?.deletedAt as Date;
    await purgeAt(new Date(deletedAt.getTime() + 31 * DAY_MS));
    expect((await projectRow(projectId))?.purgedAt).not.toBeNull();
    expect(await recordIds([named.recordId, loose.recordId])).toEqual([named.recordId]);
    expect(await server.files.size('purge/named.pdf')).toBe(5);
    expect(await server.files.size('purge/unnamed.pdf')).toBeNull();
  });

  it('purges a file recycle bin’s entries past their 30 days, with their stored files', async () => {
    const { projectId } = await deletedProject('文件回收项目');
    const old = await storedFile(projectId, '旧图.pdf', 'purge/old-entry.pdf');
    const young = await storedFile(projectId, '新图.pdf', 'purge/young-entry.pdf');
    await call(api.files.delete, { projectId, parentId: '0', resIds: [old.fileId, young.fileId] }, 'chenjianguo');
    const [row] = await server.db.select().from(resources).where(eq(resources.id, old.fileId));
    const deletedAt = row?.deletedAt as Date;
    // The other one went to the bin ten days later.
    await server.db
      .update(resources)
      .set({ deletedAt: new Date(deletedAt.getTime() + 10 * DAY_MS) })
      .where(eq(resources.id, young.fileId));
    await purgeAt(new Date(deletedAt.getTime() + 29 * DAY_MS));
    expect(await recordIds([old.recordId, young.recordId])).toHaveLength(2);

    await purgeAt(new Date(deletedAt.getTime() + 30 * DAY_MS + 1000));
    expect(await recordIds([old.recordId, young.recordId])).toEqual([young.recordId]);
    expect(await server.files.size('purge/old-entry.pdf')).toBeNull();
    expect(await server.files.size('purge/young-entry.pdf')).toBe(5);
    const [oldRow] = await server.db.select().from(resources).where(eq(resources.id, old.fileId));
    expect(oldRow?.purgedAt).not.toBeNull();
  });

  it('survives a restart: a purge left running by a process that died is taken up by a new runner', async () => {
    const { projectId } = await deletedProject('重启清理项目');
    await call(api.project.delPro, { projectId, confirmName: '重启清理项目' }, 'chenjianguo');
    const deletedAt = (await projectRow(projectId))?.deletedAt as Date;
    const jobId = await queueRecyclePurge(server.db);
    // The process that took it died midway: the job is running under a lease that ran out.
    await server.db
      .update(backgroundJobs)
      .set({ state: JobState.Running, attempts: 1, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, jobId));
    await runJobsAt(new Date(deletedAt.getTime() + 31 * DAY_MS));
    const [job] = await server.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.kind, JobKind.PurgeRecycle)));
    expect(job?.state).toBe(JobState.Done);
    expect((await projectRow(projectId))?.purgedAt).not.toBeNull();
  });
});
