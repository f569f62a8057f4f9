import {
  type AnyEndpoint,
  ApprovalStatus,
  api,
  MARK_FILE_NOT_IN_PROOFREADING,
  MarkShape,
  MarkStatus,
  OpinionType,
  PROOFREADING_ADOPT_ALREADY_CURRENT,
  PROOFREADING_ADOPT_NOT_REVIEWED,
  PROOFREADING_FINISHED,
  PROOFREADING_NO_NEW_VERSION,
  PROOFREADING_NOT_ADOPTABLE,
  PROOFREADING_NOT_INITIATOR,
  ProoLogOperation,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index';
import { approvalDrawings, fileRecords, resources } from '../db/schema';
import type { Actor } from '../domain/actor';
import { adoptDrawing, updateDrawing } from '../proofreading/files';
import { type DrawingRef, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { proofreadingLaunch } from '../testing/proofreading';

/**
 * The initiator's new versions and adoption, and the operation record of a proofreading (issue 29): 陈建国 launches
 * a proofreading of 建施-01/02 with 李婷 (校对) then 吴磊 (审核), uploads a new version of 建施-01 (a roll-back
 * stands in for the project upload: both make the file's newest version), moves the proofreading to it, and adopts
 * the proofread version after someone else's version; the record tells who did what.
 */

let server: TestServer;
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
let arch: DrawingRef[];

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  arch = await refsOf(server, 'binjiang', ARCH);
});
afterAll(() => server?.close());

const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;
const refusal = (code: number, message: string) => ({ success: false, code, message });

let launches = 0;
async function launch(): Promise<string> {
  launches += 1;
  const body = await call(
    api.approval.launchProofreading,
    proofreadingLaunch(server, arch, `校审-版本${launches}`),
    'chenjianguo',
  );
  expect(body).toMatchObject({ success: true, code: 200 });
  return body.result.actId as string;
}

/** A new newest version of the file (its bytes are the current one's), as an upload would make. */
async function newVersion(resId: string, who: PersonKey = 'chenjianguo'): Promise<string> {
  const [row] = await server.db
    .select({ recordId: resources.currentRecordId })
    .from(resources)
    .where(eq(resources.id, resId));
  const body = await call(api.files.rollback, { recordId: row?.recordId }, who);
  expect(body).toMatchObject({ success: true });
  return body.result.recordId as string;
}

async function drawingVersion(actId: string, resId: string): Promise<string | undefined> {
  const [row] = await server.db
    .select({ recordId: approvalDrawings.recordId })
    .from(approvalDrawings)
    .where(and(eq(approvalDrawings.approvalId, actId), eq(approvalDrawings.resourceId, resId)));
  return row?.recordId;
}

async function currentVersion(resId: string) {
  const [row] = await server.db
    .select({ recordId: fileRecords.id, version: fileRecords.version, storageKey: fileRecords.storageKey })
    .from(resources)
    .innerJoin(fileRecords, eq(fileRecords.id, resources.currentRecordId))
    .where(eq(resources.id, resId));
  if (!row) throw new Error('no current version');
  return row;
}

type LogEntry = { operator: string; operation: string; resName?: string | null; verNum?: number | null };
const log = async (actId: string, who: PersonKey = 'chenjianguo', page = 1, pageSize = 50) =>
  (await call(api.proofreading.log, { actId, page, pageSize }, who)) as {
    success: boolean;
    result: { list: LogEntry[]; total: number };
  };

describe('updateActRes: the initiator moves a drawing to its new version', () => {
  it('is refused without a new version, to others than the initiator and for files outside it', async () => {
    const actId = await launch();
    const [first, second] = arch as [DrawingRef, DrawingRef];
    expect(await call(api.proofreading.updateFile, { actId, resId: first.resId }, 'chenjianguo')).toMatchObject(
      refusal(40007, PROOFREADING_NO_NEW_VERSION),
    );
    const revised = await newVersion(first.resId);
    expect(await call(api.proofreading.updateFile, { actId, resId: first.resId }, 'liting')).toMatchObject(
      refusal(40009, PROOFREADING_NOT_INITIATOR),
    );
    const elsewhere = server.resource('binjiang', '01 建筑/施工图/建施-03 南立面图.pdf');
    expect(await call(api.proofreading.updateFile, { actId, resId: elsewhere }, 'chenjianguo')).toMatchObject(
      refusal(40009, MARK_FILE_NOT_IN_PROOFREADING),
    );
    // Someone of another enterprise learns nothing.
    expect((await call(api.proofreading.updateFile, { actId, resId: first.resId }, 'mali')).success).toBe(false);
    expect(await drawingVersion(actId, first.resId)).toBe(first.recordId);

    // A mark on the old version stays on it; the drawing moves to the new one.
    const mark = await call(
      api.mark.insert,
      {
        actId,
        recordId: first.recordId,
        page: 1,
        geometry: { shape: MarkShape.Rect, x: 10, y: 10, width: 40, height: 20 },
        opinionType: OpinionType.General,
        comment: '图名有误',
      },
      'liting',
    );
    expect(await call(api.proofreading.updateFile, { actId, resId: first.resId }, 'chenjianguo')).toMatchObject({
      success: true,
    });
    expect(await drawingVersion(actId, first.resId)).toBe(revised);
    expect(await drawingVersion(actId, second.resId)).toBe(second.recordId);
    const marks = (await call(api.mark.list, { actId, resId: first.resId }, 'liting')).result.list;
    expect(marks.map((m: { id: string; recordId: string }) => [m.id, m.recordId])).toEqual([
      [mark.result.id, first.recordId],
    ]);
    const files = JSON.stringify((await call(api.approval.files, { actId }, 'liting')).result);
    expect(files).toContain(revised);
    // The version under review is in the proofreading now: a new mark goes on it.
    const onRevised = await call(
      api.mark.insert,
      {
        actId,
        recordId: revised,
        page: 1,
        geometry: { shape: MarkShape.Cloud, x: 10, y: 10, width: 40, height: 20 },
        opinionType: OpinionType.General,
        comment: '已改正',
      },
      'liting',
    );
    expect(onRevised).toMatchObject({ success: true });

    await call(api.approval.withdraw, { actId }, 'chenjianguo');
    await newVersion(first.resId);
    expect(await call(api.proofreading.updateFile, { actId, resId: first.resId }, 'chenjianguo')).toMatchObject(
      refusal(40007, PROOFREADING_FINISHED),
    );
    arch = await refsOf(server, 'binjiang', ARCH);
  });
});

describe('adoptResFile: the proofread version becomes the file’s newest version', () => {
  it('adopts the version under review after someone else’s version, once; refuses other versions and others', async () => {
    const actId = await launch();
    const [first] = arch as [DrawingRef];
    expect(
      await call(api.proofreading.adoptFile, { actId, resId: first.resId, recordId: first.recordId }, 'chenjianguo'),
    ).toMatchObject(refusal(40007, PROOFREADING_ADOPT_ALREADY_CURRENT));
    const reviewed = await currentVersion(first.resId);
    // Another version, made meanwhile outside the proofreading.
    const other = await newVersion(first.resId);
    expect(
      await call(api.proofreading.adoptFile, { actId, resId: first.resId, recordId: other }, 'chenjianguo'),
    ).toMatchObject(refusal(40009, PROOFREADING_ADOPT_NOT_REVIEWED));
    expect(
      await call(api.proofreading.adoptFile, { actId, resId: first.resId, recordId: first.recordId }, 'liting'),
    ).toMatchObject(refusal(40009, PROOFREADING_NOT_INITIATOR));

    expect(
      await call(api.proofreading.adoptFile, { actId, resId: first.resId, recordId: first.recordId }, 'chenjianguo'),
    ).toMatchObject({ success: true });
    const adopted = await currentVersion(first.resId);
    expect(adopted.recordId).not.toBe(other);
    expect(adopted.version).toBe(reviewed.version + 2);
    expect(adopted.storageKey).toBe(reviewed.storageKey);
    // The proofreading still holds the version it reviewed.
    expect(await drawingVersion(actId, first.resId)).toBe(first.recordId);

    // Refused after a refusal of the approval.
    await call(api.approval.refuse, { actId, common: '图纸不全' }, 'liting');
    await newVersion(first.resId);
    expect(
      await call(api.proofreading.adoptFile, { actId, resId: first.resId, recordId: first.recordId }, 'chenjianguo'),
    ).toMatchObject(refusal(40007, PROOFREADING_NOT_ADOPTABLE));
    arch = await refsOf(server, 'binjiang', ARCH);
  });
});

describe('getProoActLog: who did what, when', () => {
  it('records the launch, opinions, answers, uploads and passes, newest first, 50 a page', async () => {
    const actId = await launch();
    const [first] = arch as [DrawingRef];
    const mark = await call(
      api.mark.insert,
      {
        actId,
        recordId: first.recordId,
        page: 1,
        geometry: { shape: MarkShape.Rect, x: 10, y: 10, width: 40, height: 20 },
        opinionType: OpinionType.Mandatory,
        comment: '防火分区面积超出规范',
      },
      'liting',
    );
    await call(api.mark.batchConfirm, { ids: [mark.result.id], status: MarkStatus.Confirmed }, 'chenjianguo');
    await newVersion(first.resId);
    await call(api.proofreading.updateFile, { actId, resId: first.resId }, 'chenjianguo');
    await call(api.approval.pass, { actId }, 'liting');

    const page = await log(actId, 'wulei');
    expect(page.success).toBe(true);
    expect(page.result.total).toBe(5);
    expect(page.result.list.map((e) => [e.operator, e.operation, e.resName ?? null])).toEqual([
      ['李婷', ProoLogOperation.Pass, null],
      ['陈建国', ProoLogOperation.Upload, '建施-01 总平面图.pdf'],
      ['陈建国', ProoLogOperation.Confirm, '建施-01 总平面图.pdf'],
      ['李婷', ProoLogOperation.Mark, '建施-01 总平面图.pdf'],
      ['陈建国', ProoLogOperation.Launch, null],
    ]);
    const [, upload, , marked] = page.result.list;
    // The mark was drawn on the launched version; the upload's is the next one.
    expect(upload?.verNum).toBe((marked?.verNum ?? 0) + 1);

    const second = await log(actId, 'wulei', 2, 2);
    expect(second.result.list.map((e) => e.operation)).toEqual([ProoLogOperation.Confirm, ProoLogOperation.Mark]);
    // More than 50 a page is refused by the request's schema; someone of another enterprise sees nothing.
    expect((await log(actId, 'wulei', 1, 51)).success).toBe(false);
    expect((await log(actId, 'mali')).success).toBe(false);

    await call(api.approval.pass, { actId }, 'wulei');
    const done = await call(api.approval.detail, { actId }, 'chenjianguo');
    expect(done.result.status).toBe(ApprovalStatus.Passed);
    expect((await log(actId)).result.list[0]).toMatchObject({ operator: '吴磊', operation: ProoLogOperation.Pass });
    arch = await refsOf(server, 'binjiang', ARCH);
  });

  it('records a withdrawal', async () => {
    const actId = await launch();
    await call(api.approval.withdraw, { actId }, 'chenjianguo');
    const operations = (await log(actId)).result.list.map((e) => e.operation);
    expect(operations).toEqual([ProoLogOperation.Withdraw, ProoLogOperation.Launch]);
  });
});

describe('a withdrawal at the same moment as a change of a drawing', () => {
  /**
   * The database as the domain call sees it, with the withdrawal committed just before the call's first
   * transaction begins: after any check made before it, the moment a race would slip into.
   */
  const withdrawnBeforeTheWrite = (actId: string): Database => {
    let withdrawn = false;
    return new Proxy(server.db, {
      get(target, prop) {
        if (prop === 'transaction') {
          return async (...args: Parameters<Database['transaction']>) => {
            if (!withdrawn) {
              withdrawn = true;
              expect(await call(api.approval.withdraw, { actId }, 'chenjianguo')).toMatchObject({ success: true });
            }
            return target.transaction(...args);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  const chenjianguo = (): Actor => ({
    userId: server.person('chenjianguo'),
    enterpriseId: server.ids.enterprises.huazhu,
    roles: [],
    permissionKeys: [],
  });

  it('updateActRes checks the status under the row lock: the drawing stays on the version it had', async () => {
    const actId = await launch();
    const [first] = arch as [DrawingRef];
    await newVersion(first.resId);
    await expect(updateDrawing(withdrawnBeforeTheWrite(actId), chenjianguo(), actId, first.resId)).rejects.toThrow(
      PROOFREADING_FINISHED,
    );
    expect(await drawingVersion(actId, first.resId)).toBe(first.recordId);
    const operations = (await log(actId)).result.list.map((e) => e.operation);
    expect(operations).toEqual([ProoLogOperation.Withdraw, ProoLogOperation.Launch]);
    arch = await refsOf(server, 'binjiang', ARCH);
  });

  it('adoptResFile checks the status under the row lock: no version is made', async () => {
    const actId = await launch();
    const [first] = arch as [DrawingRef];
    await newVersion(first.resId);
    const before = await currentVersion(first.resId);
    await expect(
      adoptDrawing(withdrawnBeforeTheWrite(actId), chenjianguo(), {
        actId,
        resId: first.resId,
        recordId: first.recordId,
      }),
    ).rejects.toThrow(PROOFREADING_NOT_ADOPTABLE);
    expect(await currentVersion(first.resId)).toEqual(before);
    arch = await refsOf(server, 'binjiang', ARCH);
  });
});
