import { ApprovalMessage, ApprovalStatus, api, StampingState } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, backgroundJobs } from '../db/schema';
import { JobKind, JobState } from '../jobs/kinds';
import { claimJob, enqueueJob } from '../jobs/repository';
import { launchPassedByWulei } from '../testing/approvals';
import { createTestServer, type TestServer } from '../testing/harness';
import { jobRunnerWith } from '../testing/jobs';
import { passApproval } from './transitions';

/**
 * Stamping runs from the durable job table (issue 21, item 7): a pass queues the stamping in its own transaction,
 * the request runs it, and a job whose process died (queued and never run, or stopped midway) is taken up again,
 * by the restarted server or another one; a job that keeps stopping is given up and 重新盖章 is offered.
 */

let server: TestServer;
const DRAWING = '01 建筑/施工图/建施-02 一层平面图.pdf';

beforeAll(async () => {
  // On disk, so that the restart below finds the same database and files.
  server = await createTestServer({ onDisk: true });
}, 120_000);
afterAll(() => server?.close());

let launches = 0;
/** Launches a quick stamp approval of the drawing's current version; 吴磊 passes; 刘洋's pass is left to the test. */
async function launchAndPassFirst(): Promise<string> {
  launches += 1;
  return launchPassedByWulei(server, `盖章任务-${launches}`, [DRAWING]);
}

/** 刘洋's pass as a process that died right after its commit: the job is queued, nothing stamped. */
async function passAndDie(actId: string): Promise<void> {
  const actor = { userId: server.person('liuyang'), enterpriseId: server.ids.enterprises.huazhu };
  expect(await passApproval(server.db, actor, { actId }, undefined)).toBe('passed');
}

const approvalRow = async (id: string) => {
  const [row] = await server.db.select().from(approvals).where(eq(approvals.id, id));
  if (!row) throw new Error(`no approval ${id}`);
  return row;
};
const jobsOf = (actId: string) => server.db.select().from(backgroundJobs).where(eq(backgroundJobs.subjectId, actId));
const ago = (ms: number) => new Date(Date.now() - ms);

describe('stamping as a durable background job', () => {
  it('queues the stamping with the pass and runs it in the request: one job, done', async () => {
    const actId = await launchAndPassFirst();
    const last = await server.call(api.approval.pass, { actId }, { token: await server.login('liuyang') });
    expect(last.body).toMatchObject({ success: true });
    expect(await approvalRow(actId)).toMatchObject({
      status: ApprovalStatus.Passed,
      stampingState: StampingState.Stamped,
    });
    expect(await jobsOf(actId)).toEqual([
      expect.objectContaining({ kind: JobKind.StampApproval, state: JobState.Done, attempts: 1, lastError: null }),
    ]);
  });

  it('takes up a job queued by a process that died before running it, once the grace is over', async () => {
    const actId = await launchAndPassFirst();
    await passAndDie(actId);
    // Passed, 盖章中: the stamps stay in use until the job has run.
    expect(await approvalRow(actId)).toMatchObject({ stampingState: StampingState.Stamping });
    const runner = jobRunnerWith(server.db, { files: server.files, log: quietLog }, { graceMs: 60_000 });
    // Young: left to the request that queued it.
    expect(await runner.runDue()).toBe(0);
    await server.db
      .update(backgroundJobs)
      .set({ createdAt: ago(120_000) })
      .where(eq(backgroundJobs.subjectId, actId));
    expect(await runner.runDue()).toBe(1);
    expect(await approvalRow(actId)).toMatchObject({ stampingState: StampingState.Stamped });
    expect(await jobsOf(actId)).toEqual([expect.objectContaining({ state: JobState.Done, attempts: 1 })]);
  });

  it('leaves a job whose lease is held alone, and takes it up when the lease has run out (a process died midway)', async () => {
    const actId = await launchAndPassFirst();
    await passAndDie(actId);
    const [job] = await jobsOf(actId);
    if (!job) throw new Error('no job');
    // Another process took it and is (still) working: its lease runs for a minute.
    expect(await claimJob(server.db, job.id, new Date(Date.now() + 60_000), new Date())).not.toBeNull();
    const runner = jobRunnerWith(server.db, { files: server.files, log: quietLog }, { graceMs: 0 });
    expect(await runner.runDue()).toBe(0);
    // That process died: its lease runs out.
    await server.db
      .update(backgroundJobs)
      .set({ leaseUntil: ago(1_000) })
      .where(eq(backgroundJobs.id, job.id));
    expect(await runner.runDue()).toBe(1);
    expect(await approvalRow(actId)).toMatchObject({ stampingState: StampingState.Stamped });
    expect(await jobsOf(actId)).toEqual([expect.objectContaining({ state: JobState.Done, attempts: 2 })]);
  });

  it('lets one of two processes claim a job, never both', async () => {
    const actId = await launchAndPassFirst();
    await passAndDie(actId);
    const [job] = await jobsOf(actId);
    if (!job) throw new Error('no job');
    const lease = new Date(Date.now() + 60_000);
    const claims = await Promise.all([1, 2, 3].map(() => claimJob(server.db, job.id, lease, new Date())));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The same open job is answered when the stamping is queued again (a second 重新盖章).
    expect(await enqueueJob(server.db, JobKind.StampApproval, actId)).toBe(job.id);
    await server.db
      .update(backgroundJobs)
      .set({ leaseUntil: ago(1_000) })
      .where(eq(backgroundJobs.id, job.id));
    await jobRunnerWith(server.db, { files: server.files, log: quietLog }, { graceMs: 0 }).runDue();
    expect(await approvalRow(actId)).toMatchObject({ stampingState: StampingState.Stamped });
  });

  it('gives up a job that keeps stopping midway: stamping failed with why, and 重新盖章 stamps it', async () => {
    const actId = await launchAndPassFirst();
    await passAndDie(actId);
    // Taken up three times already, each time by a process that died (say, out of memory on this approval).
    await server.db
      .update(backgroundJobs)
      .set({ state: JobState.Running, attempts: 3, leaseUntil: ago(1_000) })
      .where(eq(backgroundJobs.subjectId, actId));
    expect(await jobRunnerWith(server.db, { files: server.files, log: quietLog }).runDue()).toBe(1);
    expect(await approvalRow(actId)).toMatchObject({
      stampingState: StampingState.Failed,
      stampingError: ApprovalMessage.StampingInterrupted,
    });
    expect(await jobsOf(actId)).toEqual([
      expect.objectContaining({ state: JobState.Failed, lastError: 'interrupted' }),
    ]);

    const token = await server.login('chenjianguo');
    const detail = await server.call(api.approvalCenter.detail, { actId }, { token });
    expect(detail.body).toMatchObject({
      success: true,
      result: { canRestamp: true, stampingErrors: [ApprovalMessage.StampingInterrupted] },
    });
    const again = await server.call(api.approvalCenter.restamp, { actId }, { token });
    expect(again.body).toMatchObject({ success: true, result: StampingState.Stamped });
    expect((await jobsOf(actId)).map((j) => j.state).sort()).toEqual([JobState.Done, JobState.Failed]);
  });

  it('on a database of its own (PGlite), takes up at start what its last run left, not what this run holds', async () => {
    // The last run had taken this one (its lease runs another minute) and queued that one, just before it died.
    const held = await launchAndPassFirst();
    await passAndDie(held);
    const [heldJob] = await jobsOf(held);
    if (!heldJob) throw new Error('no job');
    expect(await claimJob(server.db, heldJob.id, new Date(Date.now() + 60_000), new Date())).not.toBeNull();
    const queued = await launchAndPassFirst();
    await passAndDie(queued);
    // This run's own request holds a job: its lease, taken after the start, ends later than any of the last run's.
    const mine = await launchAndPassFirst();
    await passAndDie(mine);
    const [mineJob] = await jobsOf(mine);
    if (!mineJob) throw new Error('no job');
    expect(await claimJob(server.db, mineJob.id, new Date(Date.now() + 10 * 60_000), new Date())).not.toBeNull();

    const runner = jobRunnerWith(
      server.db,
      { files: server.files, log: quietLog },
      { background: true, exclusive: true },
    );
    runner.start();
    try {
      await expect
        .poll(async () => [(await approvalRow(held)).stampingState, (await approvalRow(queued)).stampingState], {
          timeout: 30_000,
          interval: 100,
        })
        .toEqual([StampingState.Stamped, StampingState.Stamped]);
    } finally {
      await runner.stop();
    }
    expect(await jobsOf(held)).toEqual([expect.objectContaining({ state: JobState.Done, attempts: 2 })]);
    expect(await jobsOf(queued)).toEqual([expect.objectContaining({ state: JobState.Done, attempts: 1 })]);
    expect(await jobsOf(mine)).toEqual([expect.objectContaining({ state: JobState.Running, attempts: 1 })]);
    expect(await approvalRow(mine)).toMatchObject({ stampingState: StampingState.Stamping });
    // Its request finishes it.
    await server.db
      .update(backgroundJobs)
      .set({ leaseUntil: ago(1_000) })
      .where(eq(backgroundJobs.id, mineJob.id));
    await jobRunnerWith(server.db, { files: server.files, log: quietLog }, { graceMs: 0 }).runDue();
    expect(await approvalRow(mine)).toMatchObject({ stampingState: StampingState.Stamped });
  });

  it('resumes after a restart: the restarted server takes up the stamping a dead process left', async () => {
    const actId = await launchAndPassFirst();
    await passAndDie(actId);
    await server.db
      .update(backgroundJobs)
      .set({ state: JobState.Running, attempts: 1, leaseUntil: ago(1_000), createdAt: ago(120_000) })
      .where(eq(backgroundJobs.subjectId, actId));
    await server.restart();
    // The approval is stamped before the job is marked done: both are waited for.
    await expect
      .poll(async () => [(await approvalRow(actId)).stampingState, (await jobsOf(actId))[0]?.state], {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual([StampingState.Stamped, JobState.Done]);
    expect(await jobsOf(actId)).toEqual([expect.objectContaining({ state: JobState.Done, attempts: 2 })]);
  });
});

const quietLog = { error: () => {}, warn: () => {} };
