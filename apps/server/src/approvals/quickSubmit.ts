import {
  ApprovalStatus,
  ApprovalType,
  batchStampsRefusal,
  LinearMode,
  type QuickSubmission,
  quickApproversRefusal,
  quickDrawingsRefusal,
  StampType,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { ErrorMessage, enforce } from '../domain/errors';
import { projectScopeOf } from './drawings';
import {
  ApprovalKind,
  checkAttachments,
  checkCa,
  checkLaunchForm,
  invalid,
  launchDrawings,
  launchOnce,
  loadLaunchStamps,
  notReady,
  requireMembers,
  writeApproval,
} from './launch';
import { StampUsage } from './launchRepository';
import { effectiveSigners, signersKey } from './signers';

/** The submission as the endpoint's schema gives it. */
type Submission = Omit<QuickSubmission, 'remarks' | 'attachmentIdList'> & {
  remarks?: string | undefined;
  attachmentIdList?: string[] | undefined;
};

/** The one step of a quick approval: every approver of every batch, in parallel. */
export const QUICK_TASK_NAME = '审批';

/**
 * Launches a quick stamp approval (startFastInfo). Every rule of 000 section 5 is checked again here with the
 * specification's messages, whatever the portal checked: the shared rules of `@atelier/api` (the parts of
 * `checkQuickSubmission`, which the fixtures run at once) with facts read from the database, between the checks
 * only the server can make; then the approval, its batches, drawings, stamps and the
 * approvers' forms are written in one transaction, with the pre-issued uid as the approval's id: a second submit
 * of the same id answers the same approval and never makes another.
 */
export async function submitQuickApproval(db: Database, actor: Actor, data: Submission): Promise<{ actId: string }> {
  const submission = { id: data.id, userId: actor.userId, kind: ApprovalKind.Quick, actName: data.approvalName };
  return launchOnce(db, submission, () => launchQuickApproval(db, actor, data));
}

/** Checks the submission and writes the approval; false when a repeat of it wrote it first (see launchOnce). */
async function launchQuickApproval(db: Database, actor: Actor, data: Submission): Promise<boolean> {
  const scope = await projectScopeOf(db, actor, data.projectId);
  const { project } = scope.access;
  const enterpriseId = project.enterpriseId;

  // The form: name, signer, output stamp, remarks, in the order the form shows them.
  const { actName, remarks } = await checkLaunchForm(db, scope.access, data);

  // The stamps: the output stamp ('0' is none), the custom stamps, each batch's registration stamps.
  const launchStamps = await loadLaunchStamps(db, enterpriseId, {
    entStampId: data.entStampId,
    customizedStampIds: data.customizedStampIds,
    others: data.fastInfoVOS.flatMap((b) => b.stampIdList),
  });
  const { outputId, customIds, usable } = launchStamps;
  for (const batch of data.fastInfoVOS) {
    enforce(batchStampsRefusal(batch.stampIdList));
    if (batch.stampIdList.some((id) => !usable(id, StampType.Registration))) {
      invalid(ErrorMessage.RegistrationStampNotFound);
    }
  }

  // The drawings: each in one batch, a current version the user may read, recognised with a template still there.
  const refs = data.fastInfoVOS.flatMap((b) => b.drawings);
  enforce(quickDrawingsRefusal(data.fastInfoVOS));
  const { states } = await launchDrawings(db, actor, refs, project.id, { recognised: true });
  // Each batch as getFastInfo groups it now: drawings of a batch signed alike (a correction made since the
  // grouping moves a drawing to another batch).
  const drawingSigners = await effectiveSigners(
    db,
    project.id,
    refs.map((ref) => ({ recordId: ref.recordId, resourceId: ref.resId })),
  );
  for (const batch of data.fastInfoVOS) {
    const keys = new Set(batch.drawings.map((d) => signersKey(drawingSigners.get(d.recordId) ?? [])));
    if (keys.size > 1) notReady(ErrorMessage.BatchSignersChanged);
  }
  // A second registration stamp needs a second stamp position on every drawing's frame.
  for (const batch of data.fastInfoVOS) {
    const positions = Math.min(...batch.drawings.map((d) => states.get(d.recordId)?.curStampNum ?? 0));
    if (batch.stampIdList.length > positions) invalid(ErrorMessage.batchStampPositions(positions));
  }

  // The approvers: at least one somewhere, all members of the project.
  enforce(quickApproversRefusal(data.fastInfoVOS));
  const approverIds = [...new Set(data.fastInfoVOS.flatMap((b) => b.userIdList))];
  await requireMembers(db, project.id, approverIds, ErrorMessage.ApproversNotMembers);

  // CA: the enterprise keeps its stamps in the cloud; one certification organisation; no expired certificate.
  await checkCa(db, enterpriseId, data.isCa, launchStamps.known.values());
  // Attachments: completed uploads of the launcher, at most 50M each.
  const attachmentIds = await checkAttachments(db, actor.userId, data.attachmentIdList);

  const now = new Date();
  return writeApproval(db, {
    approval: {
      id: data.id,
      enterpriseId,
      projectId: project.id,
      actName,
      moduleType: ApprovalType.Project,
      kind: ApprovalKind.Quick,
      status: ApprovalStatus.InProgress,
      isLinear: LinearMode.Parallel,
      isCa: data.isCa,
      remarks: remarks || null,
      signMan: data.signMan,
      launchedBy: actor.userId,
      attachmentIds,
      createdAt: now,
      updatedAt: now,
    },
    batches: data.fastInfoVOS.map((batch, position) => ({ position, approverIds: [...new Set(batch.userIdList)] })),
    drawings: data.fastInfoVOS.flatMap((batch, index) =>
      batch.drawings.map((drawing, position) => ({
        resourceId: drawing.resId,
        recordId: drawing.recordId,
        batch: index,
        position,
      })),
    ),
    stamps: [
      ...data.fastInfoVOS.flatMap((batch, index) =>
        batch.stampIdList.map((stampId, position) => ({
          usage: StampUsage.Registration,
          batch: index,
          position,
          stampId,
        })),
      ),
      ...(outputId ? [{ usage: StampUsage.Output, position: 0, stampId: outputId }] : []),
      ...customIds.map((stampId, position) => ({ usage: StampUsage.Custom, position, stampId })),
    ],
    forms: approverIds.map((userId) => ({
      task: 0,
      taskName: QUICK_TASK_NAME,
      userId,
      status: ApprovalStatus.InProgress,
    })),
  });
}
