import { api, Flag, LinearMode, StandardDuty } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { expect } from 'vitest';
import { type DrawingRef, recognisedRefs } from './drawings';
import type { TestServer } from './harness';

/**
 * The submissions the approval tests launch over the demo seed: 滨江新城综合体, launched by 陈建国, the output stamp
 * 华筑设计出图专用章. Each test file says only what its case changes, so a change to the wizards' body is made once.
 */

const LAUNCHER: PersonKey = 'chenjianguo';

/** A fresh approval id, asked for as the wizards ask before they submit. */
export async function newApprovalId(server: TestServer, launcher: PersonKey = LAUNCHER): Promise<string> {
  const token = await server.login(launcher);
  return (await server.call(api.quickApproval.uid, {}, { token })).body.result as string;
}

/** A quick stamp approval with one batch: its drawings, registration stamps (by name) and approvers. */
export interface QuickLaunch {
  approvalName: string;
  drawings: DrawingRef[];
  /** Registration stamps of the batch, by name; none when omitted. */
  stamps?: readonly string[];
  /** 吴磊 and 刘洋 when omitted. */
  approvers?: readonly PersonKey[];
  /** 华筑设计出图专用章 when omitted; NO_OUTPUT_STAMP_ID for none. */
  entStampId?: string;
  /** Custom stamps, by name; none when omitted. */
  custom?: readonly string[];
  isCa?: Flag;
}

/** The body the quick stamp wizard submits (without its id). */
export function quickSubmission(server: TestServer, launch: QuickLaunch) {
  return {
    projectId: server.ids.projects.binjiang,
    projectName: '滨江新城综合体',
    approvalName: launch.approvalName,
    entStampId: launch.entStampId ?? server.stamp('华筑设计出图专用章'),
    customizedStampIds: (launch.custom ?? []).map((name) => server.stamp(name)),
    signMan: server.person(LAUNCHER),
    fastInfoVOS: [
      {
        stampIdList: (launch.stamps ?? []).map((name) => server.stamp(name)),
        userIdList: (launch.approvers ?? ['wulei', 'liuyang']).map((key) => server.person(key)),
        drawings: launch.drawings,
      },
    ],
    isCa: launch.isCa ?? Flag.No,
  };
}

/** Submits a quick stamp approval under a fresh id as 陈建国; the caller checks the answer. */
export async function submitQuick(server: TestServer, launch: QuickLaunch) {
  const id = await newApprovalId(server);
  const { body } = await server.call(
    api.quickApproval.submit,
    { id, ...quickSubmission(server, launch) },
    { token: await server.login(LAUNCHER) },
  );
  return { id, body };
}

/**
 * A quick stamp approval of 滨江's drawings at `paths` (吴磊's registration stamp, 华筑's output stamp) that 吴磊 has
 * passed: 刘洋's last pass, and so the stamping, is the caller's.
 */
export async function launchPassedByWulei(server: TestServer, approvalName: string, paths: string[]) {
  const drawings = await recognisedRefs(server, 'binjiang', paths);
  const { id, body } = await submitQuick(server, {
    approvalName,
    drawings,
    stamps: ['一级注册建筑师 吴磊'],
    entStampId: server.stamp('华筑设计出图专用章'),
  });
  expect(body).toMatchObject({ success: true });
  const first = await server.call(api.approval.pass, { actId: id }, { token: await server.login('wulei') });
  expect(first.body).toMatchObject({ success: true });
  return id;
}

/** A stamp placed on one drawing of an ordered signing (stampKeyList, autographStampList). */
export interface PlacedStamp {
  recordId: string | undefined;
  stampId: string;
}

/** An ordered signing's own fields; the rest is the seed's linear template. */
export interface OrderedLaunch {
  approvalName: string;
  fileList: DrawingRef[];
  stampKeyList: PlacedStamp[];
  autographStampList?: PlacedStamp[];
  customizedStampIds?: string[];
  remarks?: string;
}

/**
 * The body the ordered signing wizard submits (without its id) on the seed's linear template 建筑两级审批:
 * 审核 吴磊, then 审定 刘洋.
 */
export function orderedSubmission(server: TestServer, launch: OrderedLaunch) {
  return {
    actId: server.ids.flowTemplates.建筑两级审批 as string,
    projectId: server.ids.projects.binjiang,
    projectName: '滨江新城综合体',
    customizedStampIds: [] as string[],
    signMan: server.person(LAUNCHER),
    isLinear: LinearMode.Linear,
    tasks: [
      { taskName: StandardDuty.Examine, userIdList: [server.person('wulei')] },
      { taskName: StandardDuty.Authorize, userIdList: [server.person('liuyang')] },
    ],
    autographStampList: [] as PlacedStamp[],
    isCa: Flag.No,
    entStampId: server.stamp('华筑设计出图专用章'),
    ...launch,
  };
}
