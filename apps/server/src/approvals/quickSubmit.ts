import {
  APPROVAL_NAME_REQUIRED,
  APPROVAL_NAME_TAKEN,
  ApprovalStatus,
  ApprovalType,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  approvalNameSchema,
  BATCH_STAMPS_DUPLICATED,
  BATCH_TOO_MANY_STAMPS,
  CA_CERTIFICATE_EXPIRED,
  CA_ORGANISATION_NOT_UNIQUE,
  Flag,
  isCertificateExpired,
  LinearMode,
  NO_OUTPUT_STAMP_ID,
  OUTPUT_STAMP_REQUIRED,
  type QuickSubmission,
  REMARK_MAX,
  REMARK_TOO_LONG,
  RecognitionStatus,
  STAMP_SIGNER_REQUIRED,
  StampType,
} from '@atelier/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  approvalBatches,
  approvalDrawings,
  approvalForms,
  approvalStamps,
  approvals,
  approvalUids,
  enterprises,
  projectMembers,
  StampUsage,
  stamps,
  UploadState,
  uploadSessions,
} from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../http/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { recognitionsOf } from '../recognition/store';
import { isEnabled, type StampRow, stampSigners } from '../stamps/stamps';
import { projectScope, referencedVersions } from './drawings';
import { effectiveSigners, signersKey } from './signers';

/** The submission as the endpoint's schema gives it. */
type Submission = Omit<QuickSubmission, 'remarks' | 'attachmentIdList'> & {
  remarks?: string | undefined;
  attachmentIdList?: string[] | undefined;
};

/** The one step of a quick approval: every approver of every batch, in parallel. */
export const QUICK_TASK_NAME = '审批';

const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.InvalidRequest, message);
};
const notReady = (message: string): never => {
  throw new DomainError(ErrorCode.NotReady, message);
};

/** PostgreSQL's unique_violation: a concurrent submit took the name or the id first. */
const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const found = (cause ?? error) as { code?: string; constraint?: string; message?: string };
  return found.code === '23505' && (found.constraint === constraint || (found.message ?? '').includes(constraint));
};

/** An approval already made from this submission id: the same answer again for its launcher. */
async function alreadySubmitted(db: Database, id: string, userId: string) {
  const [existing] = await db
    .select({ id: approvals.id, launchedBy: approvals.launchedBy })
    .from(approvals)
    .where(eq(approvals.id, id))
    .limit(1);
  if (!existing) return null;
  if (existing.launchedBy !== userId) deny(ErrorMessage.SubmissionIdUsed);
  return { actId: existing.id };
}

export async function isApprovalNameTaken(db: Database, projectId: string, actName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.projectId, projectId), eq(approvals.actName, actName)))
    .limit(1);
  return row !== undefined;
}

/** The enterprise's stamps among these ids. */
async function stampsById(db: Database, enterpriseId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, StampRow>();
  const rows = await db
    .select()
    .from(stamps)
    .where(and(eq(stamps.enterpriseId, enterpriseId), inArray(stamps.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Launches a quick stamp approval (startFastInfo). Every rule of 000 section 5 is checked again here with the
 * specification's messages, whatever the portal checked; then the approval, its batches, drawings, stamps and the
 * approvers' forms are written in one transaction, with the pre-issued uid as the approval's id: a second submit
 * of the same id answers the same approval and never makes another.
 */
export async function submitQuickApproval(ctx: HandlerContext<Submission>): Promise<{ actId: string }> {
  const { db, data, user } = ctx;
  const again = await alreadySubmitted(db, data.id, user.id);
  if (again) return again;
  const [issued] = await db
    .select()
    .from(approvalUids)
    .where(and(eq(approvalUids.uid, data.id), eq(approvalUids.userId, user.id)))
    .limit(1);
  if (!issued) deny(ErrorMessage.SubmissionIdInvalid);

  const scope = await projectScope(ctx, data.projectId);
  const { project } = scope.access;
  const enterpriseId = project.enterpriseId;

  // The form: name, signer, output stamp, remarks, in the order the form shows them.
  const name = approvalNameSchema.safeParse(data.approvalName);
  if (!name.success) invalid(name.error.issues[0]?.message ?? APPROVAL_NAME_REQUIRED);
  const actName = name.data as string;
  if (await isApprovalNameTaken(db, project.id, actName)) {
    throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
  }
  if (!data.signMan.trim()) invalid(STAMP_SIGNER_REQUIRED);
  const signers = await stampSigners(db, scope.access);
  if (!signers.some((s) => s.userId === data.signMan)) invalid(ErrorMessage.SignManNotAllowed);
  if (!data.entStampId.trim()) invalid(OUTPUT_STAMP_REQUIRED);
  const remarks = data.remarks?.trim() ?? '';
  if (remarks.length > REMARK_MAX) invalid(REMARK_TOO_LONG);

  // The stamps: the output stamp ('0' is none), the custom stamps, each batch's registration stamps.
  const batchStampIds = data.fastInfoVOS.flatMap((b) => b.stampIdList);
  const customIds = [...new Set(data.customizedStampIds)];
  const outputId = data.entStampId === NO_OUTPUT_STAMP_ID ? null : data.entStampId;
  const known = await stampsById(db, enterpriseId, [...batchStampIds, ...customIds, ...(outputId ? [outputId] : [])]);
  const usable = (id: string, type: StampType) => {
    const row = known.get(id);
    return row !== undefined && row.stampType === type && isEnabled(row);
  };
  if (outputId && !usable(outputId, StampType.Output)) invalid(ErrorMessage.OutputStampNotFound);
  if (customIds.some((id) => !usable(id, StampType.Custom))) invalid(ErrorMessage.CustomStampNotFound);
  for (const batch of data.fastInfoVOS) {
    if (batch.stampIdList.length > 2) invalid(BATCH_TOO_MANY_STAMPS);
    if (new Set(batch.stampIdList).size !== batch.stampIdList.length) invalid(BATCH_STAMPS_DUPLICATED);
    if (batch.stampIdList.some((id) => !usable(id, StampType.Registration))) {
      invalid(ErrorMessage.RegistrationStampNotFound);
    }
  }

  // The drawings: each in one batch, a current version the user may read, recognised with a template still there.
  const refs = data.fastInfoVOS.flatMap((b) => b.drawings);
  if (data.fastInfoVOS.some((b) => b.drawings.length === 0)) invalid(ErrorMessage.BatchWithoutDrawings);
  if (new Set(refs.map((r) => r.resId)).size !== refs.length) invalid(ErrorMessage.DrawingInTwoBatches);
  const versions = await referencedVersions(ctx, refs, project.id);
  const states = await recognitionsOf(
    db,
    refs.map((r) => r.recordId),
  );
  for (const ref of refs) {
    if (states.get(ref.recordId)?.status !== RecognitionStatus.Success) notReady(ErrorMessage.DrawingsNotRecognised);
    if (versions.get(ref.recordId)?.resource.currentRecordId !== ref.recordId) {
      notReady(ErrorMessage.DrawingVersionChanged);
    }
  }
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
  const approverIds = [...new Set(data.fastInfoVOS.flatMap((b) => b.userIdList))];
  if (approverIds.length === 0) notReady(ErrorMessage.ApproverRequired);
  const members = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, project.id), inArray(projectMembers.userId, approverIds)));
  if (members.length !== approverIds.length) invalid(ErrorMessage.ApproversNotMembers);

  // CA: the enterprise keeps its stamps in the cloud; one certification organisation; no expired certificate.
  if (data.isCa === Flag.Yes) {
    const [enterprise] = await db
      .select({ stampIsCloud: enterprises.stampIsCloud })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    if (!enterprise?.stampIsCloud) invalid(ErrorMessage.CaNotAvailable);
    const chosen = [...known.values()].filter((s) => s.caOrgId !== null);
    if (new Set(chosen.map((s) => s.caOrgId)).size > 1) invalid(CA_ORGANISATION_NOT_UNIQUE);
    if (chosen.some((s) => isCertificateExpired(s.deadline))) invalid(CA_CERTIFICATE_EXPIRED);
  }

  // Attachments: completed uploads of the launcher, at most 50M each.
  const attachmentIds = [...new Set(data.attachmentIdList ?? [])];
  if (attachmentIds.length) {
    const uploads = await db
      .select()
      .from(uploadSessions)
      .where(and(inArray(uploadSessions.uploadId, attachmentIds), eq(uploadSessions.userId, user.id)));
    if (uploads.length !== attachmentIds.length || uploads.some((u) => u.state !== UploadState.Completed)) {
      invalid(ErrorMessage.AttachmentNotFound);
    }
    if (uploads.some((u) => u.fileLength > ATTACHMENT_MAX_BYTES)) invalid(ATTACHMENT_TOO_LARGE);
  }

  const now = new Date();
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(approvals)
        .values({
          id: data.id,
          enterpriseId,
          projectId: project.id,
          actName,
          moduleType: ApprovalType.Project,
          kind: 'quick',
          status: ApprovalStatus.InProgress,
          isLinear: LinearMode.Parallel,
          isCa: data.isCa,
          remarks: remarks || null,
          signMan: data.signMan,
          launchedBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: approvals.id })
        .returning({ id: approvals.id });
      if (!row) return false;
      await tx.insert(approvalBatches).values(
        data.fastInfoVOS.map((batch, position) => ({
          approvalId: data.id,
          position,
          approverIds: [...new Set(batch.userIdList)],
        })),
      );
      await tx.insert(approvalDrawings).values(
        data.fastInfoVOS.flatMap((batch, index) =>
          batch.drawings.map((drawing, position) => ({
            approvalId: data.id,
            resourceId: drawing.resId,
            recordId: drawing.recordId,
            batch: index,
            position,
          })),
        ),
      );
      const stampRows = [
        ...data.fastInfoVOS.flatMap((batch, index) =>
          batch.stampIdList.map((stampId, position) => ({
            approvalId: data.id,
            usage: StampUsage.Registration,
            batch: index,
            position,
            stampId,
          })),
        ),
        ...(outputId ? [{ approvalId: data.id, usage: StampUsage.Output, position: 0, stampId: outputId }] : []),
        ...customIds.map((stampId, position) => ({
          approvalId: data.id,
          usage: StampUsage.Custom,
          position,
          stampId,
        })),
      ];
      if (stampRows.length) await tx.insert(approvalStamps).values(stampRows);
      await tx.insert(approvalForms).values(
        approverIds.map((userId) => ({
          approvalId: data.id,
          task: 0,
          taskName: QUICK_TASK_NAME,
          userId,
          status: ApprovalStatus.InProgress,
        })),
      );
      await tx.delete(approvalUids).where(eq(approvalUids.uid, data.id));
      return true;
    });
    if (!created) return (await alreadySubmitted(db, data.id, user.id)) ?? deny(ErrorMessage.SubmissionIdUsed);
  } catch (error) {
    if (isUniqueViolation(error, 'approvals_project_name_unique')) {
      throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
    }
    throw error;
  }
  return { actId: data.id };
}
