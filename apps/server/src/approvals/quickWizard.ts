import {
  ApprovalMessage,
  approvalNameRefusal,
  type DrawingRef,
  type FolderGroup,
  type RecognitionDetail,
  RecognitionStatus,
  recognitionRefusal,
  recognitionStatusText,
  type StampBatch,
  shownRecognitionReason,
  TemplateChange,
  type UserOption,
} from '@atelier/api';
import { checkSameEnterprise, type ProjectAccess, projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import type { DrawingConverter } from '../recognition/converter';
import { lastTemplateChange, queueRecognition, recognitionsOf } from '../recognition/store';
import { stampSigners } from '../stamps/stamps';
import { insertErrorReport } from './drawingRepository';
import { approvalFileView, type DrawingVersion, readableVersions, referencedVersions } from './drawings';
import { isApprovalNameTaken, isRecognised } from './launch';
import { effectiveSigners, signerOf, signersKey } from './signers';

/**
 * The quick stamp approval wizard's steps before the submission (000 sections 2 and 7, issue 7): recognition of
 * the chosen drawings, the checks before the batches, the batches, the folders, the stamp signers.
 */

/** The recognition worker as the wizard uses it: the converters it has, and a call that wakes it. */
export interface RecognitionQueue {
  readonly converters: readonly DrawingConverter[];
  wake(): void;
}

/** The answered status of a version: its recognition's, or 0 待识别 when none was asked for yet. */
function statusOf(states: Awaited<ReturnType<typeof recognitionsOf>>, recordId: string): RecognitionStatus {
  return states.get(recordId)?.status ?? RecognitionStatus.Waiting;
}

/** Queues versions of a project's files for recognition ('start' or 'again') and wakes the worker. */
export async function queueDrawings(
  db: Database,
  actor: Actor,
  worker: RecognitionQueue,
  request: { recordIdList: string[]; projectId: string },
  mode: 'start' | 'again',
): Promise<null> {
  const versions = await readableVersions(db, actor, request.recordIdList, request.projectId);
  const queued = await queueRecognition(
    db,
    [...versions.values()].map((v) => ({
      recordId: v.recordId,
      resourceId: v.resource.id,
      projectId: v.projectId,
      enterpriseId: v.enterpriseId,
      ext: v.resource.ext,
    })),
    { mode, userId: actor.userId, converters: worker.converters },
  );
  if (queued > 0) worker.wake();
  return null;
}

/** The recognition status of versions the user may read, by record id. */
export async function recognitionStatuses(
  db: Database,
  actor: Actor,
  recordIdList: readonly string[],
): Promise<Record<string, RecognitionStatus>> {
  const versions = await readableVersions(db, actor, recordIdList);
  const states = await recognitionsOf(db, [...versions.keys()]);
  return Object.fromEntries(recordIdList.map((id) => [id, statusOf(states, id)]));
}

/**
 * '2' re-recognise: a file has a newer version, was never recognised, or its template was deleted. '1' re-match:
 * its template changed since, or it matched none and the enterprise's templates changed since. '0' otherwise.
 */
export async function templateChanges(
  db: Database,
  actor: Actor,
  request: { fileList: DrawingRef[]; enterpriseId?: string | undefined },
): Promise<{ hasChange: TemplateChange; recordIdList: string[] }> {
  const enterpriseId = await checkSameEnterprise(db, actor, request.enterpriseId);
  const versions = await referencedVersions(db, actor, request.fileList);
  const states = await recognitionsOf(db, [...versions.keys()]);
  const latestChange = await lastTemplateChange(db, enterpriseId);
  const recognise: string[] = [];
  const rematch: string[] = [];
  for (const [recordId, version] of versions) {
    const state = states.get(recordId);
    const finished = state?.row.finishedAt ?? null;
    if (version.resource.currentRecordId !== recordId || !state || state.templateDeleted) recognise.push(recordId);
    else if (state.status === RecognitionStatus.Success) {
      if (finished && state.templateUpdatedAt && state.templateUpdatedAt > finished) rematch.push(recordId);
    } else if (
      (state.status === RecognitionStatus.NoFrameTemplate || state.status === RecognitionStatus.TemplateMismatch) &&
      finished &&
      latestChange &&
      latestChange > finished
    ) {
      rematch.push(recordId);
    }
  }
  if (recognise.length) return { hasChange: TemplateChange.ReRecognise, recordIdList: [...recognise, ...rematch] };
  if (rematch.length) return { hasChange: TemplateChange.ReMatch, recordIdList: rematch };
  return { hasChange: TemplateChange.None, recordIdList: [] };
}

/** Free names answer true; a name used by an approval of the project answers 40007 审批名称已存在. */
export async function checkApprovalName(db: Database, access: ProjectAccess, actName: string): Promise<true> {
  enforce(approvalNameRefusal({ nameTaken: await isApprovalNameTaken(db, access.project.id, actName) }));
  return true;
}

/**
 * Batches (getFastInfo): the drawings grouped by identical signers (the same effective signer in each duty's
 * field: a correction of the drawing check wins over the recognised name). A batch's approvers are its signers
 * who are members of the project; a second registration stamp is allowed where every drawing's frame has two
 * stamp positions and there are two approvers to stamp.
 */
export async function stampBatches(
  db: Database,
  actor: Actor,
  request: { projectId: string; fileList: DrawingRef[] },
): Promise<StampBatch[]> {
  const versions = await referencedVersions(db, actor, request.fileList, request.projectId);
  const recordIds = request.fileList.map((f) => f.recordId);
  const states = await recognitionsOf(db, recordIds);
  enforce(recognitionRefusal({ recognised: recordIds.every((id) => isRecognised(states.get(id))) }));
  const signers = await effectiveSigners(
    db,
    request.projectId,
    request.fileList.map((ref) => ({ recordId: ref.recordId, resourceId: ref.resId })),
  );
  const batches = new Map<string, { batch: StampBatch; positions: number }>();
  const seen = new Set<string>();
  for (const ref of request.fileList) {
    if (seen.has(ref.resId)) continue;
    seen.add(ref.resId);
    const version = versions.get(ref.recordId) as DrawingVersion;
    const own = signers.get(ref.recordId) ?? [];
    const key = signersKey(own);
    let entry = batches.get(key);
    if (!entry) {
      const approvers = new Map<string, UserOption>();
      for (const field of own) {
        const signer = signerOf(field);
        if (signer) approvers.set(signer.userId, signer);
      }
      entry = {
        batch: { userInfoVoList: [...approvers.values()], resOwnerDTOList: [], moreThanOne: false },
        positions: Number.POSITIVE_INFINITY,
      };
      batches.set(key, entry);
    }
    entry.batch.resOwnerDTOList.push(approvalFileView(version, RecognitionStatus.Success));
    entry.positions = Math.min(entry.positions, states.get(ref.recordId)?.curStampNum ?? 0);
  }
  return [...batches.values()].map(({ batch, positions }) => ({
    ...batch,
    moreThanOne: positions >= 2 && batch.userInfoVoList.length >= 2,
  }));
}

/** The chosen files grouped by folder, in the order they came. */
export async function filesByFolder(
  db: Database,
  actor: Actor,
  request: { projectId: string; fileList: DrawingRef[] },
): Promise<FolderGroup[]> {
  // The project is checked even when no file is chosen: another project's (or enterprise's) id is refused.
  if (request.fileList.length === 0) {
    await projectAccessOf(db, actor, request.projectId);
    return [];
  }
  const versions = await referencedVersions(db, actor, request.fileList, request.projectId);
  const states = await recognitionsOf(db, [...versions.keys()]);
  const groups = new Map<string, FolderGroup>();
  for (const ref of request.fileList) {
    const version = versions.get(ref.recordId) as DrawingVersion;
    const parentId = version.resource.parentId;
    const group = groups.get(parentId) ?? { resId: parentId, resName: version.parentName, children: [] };
    if (!group.children.some((c) => c.resId === ref.resId)) {
      group.children.push(approvalFileView(version, statusOf(states, ref.recordId)));
    }
    groups.set(parentId, group);
  }
  return [...groups.values()];
}

/** The people who may apply the enterprise's stamps in the project (the form's 签章人). */
export async function launchSigners(
  db: Database,
  actor: Actor,
  request: { projectId: string; enterpriseId?: string | undefined },
): Promise<UserOption[]> {
  await checkSameEnterprise(db, actor, request.enterpriseId);
  return stampSigners(db, await projectAccessOf(db, actor, request.projectId));
}

/** The server's check before submit: every file recognised with a template that is still there. */
export async function checkLaunchFiles(db: Database, actor: Actor, recordIdList: readonly string[]) {
  const versions = await readableVersions(db, actor, recordIdList);
  const states = await recognitionsOf(db, [...versions.keys()]);
  const failed = [...versions.values()].flatMap((version) => {
    const status = states.get(version.recordId)?.status;
    if (status === RecognitionStatus.Success) return [];
    const pending =
      status === undefined || status === RecognitionStatus.Waiting || status === RecognitionStatus.Recognising;
    return [
      {
        recordId: version.recordId,
        resName: version.resource.name,
        path: version.path,
        reason: pending ? ApprovalMessage.NotRecognisedYet : recognitionStatusText[status],
      },
    ];
  });
  return { passed: failed.length === 0, errorFileList: failed };
}

/**
 * What recognition read from each file the user may read (issue 23): 图名 and 图号 (the template's printed fields
 * of those labels) when recognised, the page that counted, and why it was not recognised. Others are left out.
 */
export async function recognitionDetails(
  db: Database,
  actor: Actor,
  recordIdList: readonly string[],
): Promise<RecognitionDetail[]> {
  const versions = await readableVersions(db, actor, recordIdList);
  const states = await recognitionsOf(db, [...versions.keys()]);
  return recordIdList.flatMap((recordId): RecognitionDetail[] => {
    if (!versions.has(recordId)) return [];
    const state = states.get(recordId);
    const status = statusOf(states, recordId);
    const detail: RecognitionDetail = { recordId, status };
    if (!state) return [detail];
    const printed = (label: string) => state.row.printedInfo.find((info) => info.label === label)?.value;
    if (status === RecognitionStatus.Success) {
      const drawingName = printed('图名');
      const drawingNumber = printed('图号');
      if (drawingName !== undefined) detail.drawingName = drawingName;
      if (drawingNumber !== undefined) detail.drawingNumber = drawingNumber;
      if (state.row.page !== null) detail.page = state.row.page;
    }
    if (state.row.pageCount !== null) detail.pageCount = state.row.pageCount;
    const reason = status === RecognitionStatus.Success ? undefined : shownRecognitionReason(state.row.error);
    if (reason) detail.reason = reason;
    return [detail];
  });
}

/**
 * Stores the wizard's list of faulty files as a report of the user's; answers its id. A row naming its file's
 * version (`recordId`, one the user may read) gets its 异常原因 from the file's recognition: the status's text and
 * recognition's reason.
 */
export async function saveErrorReport(
  db: Database,
  actor: Actor,
  rows: readonly { resName: string; path: string; recordId?: string | undefined }[],
): Promise<string> {
  const ids = rows.flatMap((row) => (row.recordId ? [row.recordId] : []));
  const details = new Map((await recognitionDetails(db, actor, ids)).map((d) => [d.recordId, d]));
  return insertErrorReport(
    db,
    actor.userId,
    rows.map((row) => {
      const detail = row.recordId ? details.get(row.recordId) : undefined;
      const reasons = detail ? [recognitionStatusText[detail.status], ...(detail.reason ? [detail.reason] : [])] : [];
      return { resName: row.resName, path: row.path, ...(reasons.length ? { reasons } : {}) };
    }),
  );
}
