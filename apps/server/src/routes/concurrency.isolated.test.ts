import { type AnyEndpoint, ApprovalStatus, api, StampingState } from '@atelier/api';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StampingDeps } from '../approvals/stamping';
import { passApproval } from '../approvals/transitions';
import { approvalDrawings, approvals, fileRecords, stampLogs } from '../db/schema';
import { recordStampUses, StampOperation } from '../stamps/stampLog';
import { orderedSubmission, quickSubmission } from '../testing/approvals';
import { type DrawingRef, recognisedRefs } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { jobRunnerWith } from '../testing/jobs';

/**
 * The same request sent many times at once (a double click, a client's retries, two server processes behind one
 * address): issue 21 finding 9. Ten identical requests go through `app.inject` together (Promise.all), on PGlite
 * and on PostgreSQL (`pnpm test:server:pg`), where they run on ten connections at once.
 */

/**
 * A gate before the launches' project check (the first step after the submission id is looked up). Open by
 * default; a test may make requests wait there, to hold open the window a real race opens only now and then.
 */
const gate = vi.hoisted(() => ({ wait: null as null | (() => Promise<void>) }));
vi.mock('../approvals/drawings', async (importOriginal) => {
  const original = await importOriginal<typeof import('../approvals/drawings')>();
  return {
    ...original,
    projectScopeOf: async (...args: Parameters<typeof original.projectScopeOf>) => {
      await gate.wait?.();
      return original.projectScopeOf(...args);
    },
  };
});

let server: TestServer;
let arch: DrawingRef[];

const ARCH = [
  '01 建筑/施工图/建施-01 总平面图.pdf',
  '01 建筑/施工图/建施-02 一层平面图.pdf',
  '01 建筑/施工图/建施-03 南立面图.pdf',
];
const TIMES = 10;

beforeAll(async () => {
  server = await createTestServer();
  arch = await recognisedRefs(server, 'binjiang', ARCH);
}, 120_000);
afterAll(() => server?.close());
afterEach(() => {
  gate.wait = null;
});

const launcher = () => server.login('chenjianguo');
const uid = async () =>
  (await server.call(api.quickApproval.uid, {}, { token: await launcher() })).body.result as string;
const approvalsWithId = async (id: string) =>
  (await server.db.select({ n: count() }).from(approvals).where(eq(approvals.id, id)))[0]?.n ?? 0;

/** Polls until `done` holds (10 s at most). */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const bodies = {
  quick: (id: string, approvalName: string) => ({
    id,
    ...quickSubmission(server, { approvalName, drawings: arch }),
  }),
  ordered: (id: string, approvalName: string) => ({
    id,
    ...orderedSubmission(server, {
      approvalName,
      fileList: arch,
      stampKeyList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
    }),
  }),
};
const endpoints: Record<keyof typeof bodies, AnyEndpoint> = {
  quick: api.quickApproval.submit,
  ordered: api.orderedSigning.submit,
};

describe.each(['quick', 'ordered'] as const)('one %s submission id sent ten times at once', (kind) => {
  /** Sends the submission ten times together: every answer is the approval, made once. */
  async function sendTogether(id: string, approvalName: string) {
    const token = await launcher();
    const body = bodies[kind](id, approvalName);
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => server.call(endpoints[kind], body, { token })),
    );
    expect(answers.map((a) => a.body)).toEqual(
      Array.from({ length: TIMES }, () => expect.objectContaining({ success: true, result: { actId: id } })),
    );
    expect(await approvalsWithId(id)).toBe(1);
    expect(await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, id))).toHaveLength(
      arch.length,
    );
  }

  it('launches the approval once and every request answers it', async () => {
    await sendTogether(await uid(), `并发-${kind}-同时`);
  });

  it('answers the approval to repeats that reach the form after the first launch committed', async () => {
    // What happened in 2 of 40 trials on PostgreSQL: a repeat found no approval with its id, then found the name
    // taken, by that very approval. Here the window is held open: every request has looked its id up (no
    // approval yet) before the first goes on; the others go on once the first one's approval is committed.
    const id = await uid();
    let arrived = 0;
    gate.wait = async () => {
      arrived += 1;
      if (arrived === 1) await waitUntil(async () => arrived === TIMES);
      else await waitUntil(async () => (await approvalsWithId(id)) === 1);
    };
    await sendTogether(id, `并发-${kind}-先后`);
    expect(arrived).toBe(TIMES);
  });
});

describe('ten restamps of one approval at once', () => {
  it('logs a stamp’s use once per approval, whatever number of stampings record it at once', async () => {
    const id = await uid();
    const launched = await server.call(
      api.quickApproval.submit,
      { id, ...quickSubmission(server, { approvalName: '并发-盖章记录', drawings: arch }) },
      { token: await launcher() },
    );
    expect(launched.body.success).toBe(true);
    const uses = [server.stamp('一级注册建筑师 吴磊'), server.stamp('华筑设计出图专用章')].map((stampId) => ({
      stampId,
      userId: server.person('chenjianguo'),
      approvalId: id,
    }));
    await Promise.all(Array.from({ length: TIMES }, () => recordStampUses(server.db, uses)));
    // A later stamping of the same approval (a restamp after a failure) adds nothing either.
    await recordStampUses(server.db, uses);
    const logged = await server.db
      .select({ stampId: stampLogs.stampId })
      .from(stampLogs)
      .where(eq(stampLogs.approvalId, id));
    expect(logged.map((l) => l.stampId).sort()).toEqual(uses.map((u) => u.stampId).sort());
  });

  it('stamps each drawing once and writes each stamp’s use to the stamp log once', async () => {
    const id = await uid();
    const token = await launcher();
    const launched = await server.call(
      api.quickApproval.submit,
      {
        id,
        ...quickSubmission(server, {
          approvalName: '并发-重新盖章',
          drawings: arch,
          stamps: ['一级注册建筑师 吴磊', '一级注册建筑师 陈建国'],
        }),
      },
      { token },
    );
    expect(launched.body).toMatchObject({ success: true, result: { actId: id } });
    // Passed with the file store offline: the stamping failed, nothing is stamped and nothing logged yet.
    const offline: StampingDeps = {
      files: {
        ...server.files,
        get: async () => {
          throw new Error('store offline');
        },
      },
      log: { error: () => {}, warn: () => {} },
    };
    const enterpriseId = server.ids.enterprises.huazhu;
    await passApproval(server.db, { userId: server.person('wulei'), enterpriseId }, { actId: id }, undefined);
    const passed = await passApproval(
      server.db,
      { userId: server.person('liuyang'), enterpriseId },
      { actId: id },
      undefined,
      jobRunnerWith(server.db, offline),
    );
    expect(passed).toBe('passed');
    const [failed] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(failed).toMatchObject({ status: ApprovalStatus.Passed, stampingState: StampingState.Failed });

    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => server.call(api.approvalCenter.restamp, { actId: id }, { token })),
    );
    expect(answers.map((a) => a.body)).toEqual(
      Array.from({ length: TIMES }, () => expect.objectContaining({ success: true, result: StampingState.Stamped })),
    );

    // Each drawing stamped once: one version more than the approved one, and recorded on the approval.
    const drawings = await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, id));
    expect(drawings).toHaveLength(arch.length);
    for (const drawing of drawings) {
      expect(drawing.stampedRecordId).not.toBeNull();
      const versions = await server.db
        .select({ id: fileRecords.id, version: fileRecords.version })
        .from(fileRecords)
        .where(eq(fileRecords.resourceId, drawing.resourceId));
      const approved = versions.find((v) => v.id === drawing.recordId)?.version ?? 0;
      expect(versions.filter((v) => v.version > approved)).toEqual([
        { id: drawing.stampedRecordId, version: approved + 1 },
      ]);
    }

    // The stamp log: each stamp placed once per approval, however many runs stamped a drawing with it.
    const uses = await server.db
      .select({ stampId: stampLogs.stampId })
      .from(stampLogs)
      .where(and(eq(stampLogs.approvalId, id), eq(stampLogs.operation, StampOperation.Use)));
    const stampIds = uses.map((u) => u.stampId).sort();
    expect(stampIds).toEqual(
      expect.arrayContaining([server.stamp('一级注册建筑师 吴磊'), server.stamp('华筑设计出图专用章')]),
    );
    expect(stampIds).toEqual([...new Set(stampIds)]);
  });
});
