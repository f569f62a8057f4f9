import { randomUUID } from 'node:crypto';
import {
  APPROVAL_NAME_REQUIRED,
  ApprovalStatus,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  approvalNameRefusal,
  approvalNameSchema,
  CA_CERTIFICATE_EXPIRED,
  CA_ORGANISATION_NOT_UNIQUE,
  type DrawingRef,
  Flag,
  isCertificateExpired,
  NO_OUTPUT_STAMP_ID,
  NotificationType,
  OUTPUT_STAMP_REQUIRED,
  REMARK_MAX,
  REMARK_TOO_LONG,
  RecognitionStatus,
  recognitionRefusal,
  STAMP_SIGNER_REQUIRED,
  StampType,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import { AuditAction, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage, enforce } from '../domain/errors';
import { recognitionsOf } from '../recognition/store';
import { isEnabled, type StampRow, stampSigners } from '../stamps/stamps';
import { projectMembersAmong } from './drawingRepository';
import { type DrawingVersion, referencedVersions } from './drawings';
import {
  APPROVAL_NAME_CONSTRAINT,
  dropUid,
  dropUidsIssuedBefore,
  enterpriseStampsByIds,
  findLaunchedApproval,
  hasApprovalNamed,
  insertApproval,
  insertApprovalBatches,
  insertApprovalDrawings,
  insertApprovalForms,
  insertApprovalStamps,
  insertUid,
  isUidIssued,
  type NewApproval,
  type NewApprovalBatch,
  type NewApprovalDrawing,
  type NewApprovalForm,
  type NewApprovalStamp,
  stampsInCloud,
  UploadState,
  uploadsOfUser,
} from './launchRepository';
import { notify } from './notify';

/**
 * What the launches of approvals (quick stamp approval, ordered signing) check and write alike: the pre-issued
 * submission id, the form of 000 section 5 with the specification's messages, the stamps, CA, attachments, the
 * drawings' readiness, and the rows of the approval in one transaction. Their button permission is declared beside
 * each launch endpoint in the contract and checked before these run; the rows are in launchRepository.ts.
 */

/** `approvals.kind`. */
export const ApprovalKind = {
  Quick: 'quick',
  Ordered: 'ordered',
  /** A publish approval (publish/launch.ts): no stamps, no stamp signer; drawings printed once it passes. */
  Publish: 'publish',
  /** A proofreading (proofreading/launch.ts): reviewers mark opinions on the drawings; nothing is stamped. */
  Proofreading: 'proofreading',
} as const;
export type ApprovalKind = (typeof ApprovalKind)[keyof typeof ApprovalKind];

/** Whether passing an approval of this kind stamps its drawings (publish approvals stamp nothing). */
export const stampsDrawings = (kind: string): boolean =>
  kind !== ApprovalKind.Publish && kind !== ApprovalKind.Proofreading;

export const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.InvalidRequest, message);
};
export const notReady = (message: string): never => {
  throw new DomainError(ErrorCode.NotReady, message);
};

/** The approval already made from a submission id: answered again when it is the same submission, else refused. */
async function launchedFrom(
  db: Database,
  submission: { id: string; userId: string; kind: ApprovalKind; actName: string },
): Promise<{ actId: string } | null> {
  const existing = await findLaunchedApproval(db, submission.id);
  if (!existing) return null;
  const same =
    existing.launchedBy === submission.userId &&
    existing.kind === submission.kind &&
    existing.actName === submission.actName.trim();
  return same ? { actId: existing.id } : deny(ErrorMessage.SubmissionIdUsed);
}

/**
 * The pre-issued id of a submission (quickApproval.uid). An approval already made from it by the same launcher,
 * of the same kind and name, is answered again (a repeated click, a retried request); any other use of a used id
 * is refused, and so is an id never issued to the user. Null: the id is free to launch with.
 */
export async function claimSubmission(
  db: Database,
  submission: { id: string; userId: string; kind: ApprovalKind; actName: string },
): Promise<{ actId: string } | null> {
  const launched = await launchedFrom(db, submission);
  if (launched) return launched;
  if (await isUidIssued(db, submission.id, submission.userId)) return null;
  // The launch that drops the uid writes the approval in the same transaction: a uid gone since the look-up above
  // may be a repeat of this submission that committed in between.
  return (await launchedFrom(db, submission)) ?? deny(ErrorMessage.SubmissionIdInvalid);
}

/**
 * Launches a submission once however many times it is sent at once (a double click, a client's retries, two
 * server processes): the approval's id is the submission id, and its primary key lets one launch write it
 * (`writeApproval` inserts with ON CONFLICT DO NOTHING on the id). A repeat answers that approval whenever it
 * meets it: before its checks (`claimSubmission`), at the insert (nothing written), and when a check or the insert
 * refused it because the approval committed meanwhile, e.g. its name taken (40007 审批名称已存在) by that very
 * approval, which only the database's state after the refusal can tell. `launch` checks the submission and answers
 * whether it wrote the approval.
 */
export async function launchOnce(
  db: Database,
  submission: { id: string; userId: string; kind: ApprovalKind; actName: string },
  launch: () => Promise<boolean>,
): Promise<{ actId: string }> {
  let created: boolean;
  try {
    const again = await claimSubmission(db, submission);
    if (again) return again;
    created = await launch();
  } catch (error) {
    // Read after the refusal: a concurrent launch of this id that caused it has committed by now (PostgreSQL
    // reports a unique violation once the other transaction commits, and a check sees only committed rows).
    const launched = await launchedFrom(db, submission);
    if (launched) return launched;
    throw error;
  }
  if (created) return { actId: submission.id };
  return (await launchedFrom(db, submission)) ?? deny(ErrorMessage.SubmissionIdUsed);
}

/** Pre-issued ids not used within a week are dropped. */
const UID_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Issues a submission id to the user (quickApproval.uid), dropping the ones not used within a week. */
export async function issueSubmissionId(db: Database, userId: string): Promise<string> {
  await dropUidsIssuedBefore(db, new Date(Date.now() - UID_LIFETIME_MS));
  const uid = randomUUID();
  await insertUid(db, uid, userId);
  return uid;
}

export function isApprovalNameTaken(db: Database, projectId: string, actName: string): Promise<boolean> {
  return hasApprovalNamed(db, projectId, actName);
}

/** The launch form's fields both launches share. */
export interface LaunchForm {
  approvalName: string;
  signMan: string;
  entStampId: string;
  remarks?: string | undefined;
}

/**
 * The form in the order it shows its fields: the approval name (rules, then free in the project), the stamp
 * signer (required, one of the project's signers), the output stamp (required; '0' is none), the remarks.
 */
export async function checkLaunchForm(
  db: Database,
  access: ProjectAccess,
  form: LaunchForm,
): Promise<{ actName: string; remarks: string }> {
  const name = approvalNameSchema.safeParse(form.approvalName);
  if (!name.success) invalid(name.error.issues[0]?.message ?? APPROVAL_NAME_REQUIRED);
  const actName = name.data as string;
  enforce(approvalNameRefusal({ nameTaken: await isApprovalNameTaken(db, access.project.id, actName) }));
  if (!form.signMan.trim()) invalid(STAMP_SIGNER_REQUIRED);
  const signers = await stampSigners(db, access);
  if (!signers.some((s) => s.userId === form.signMan)) invalid(ErrorMessage.SignManNotAllowed);
  if (!form.entStampId.trim()) invalid(OUTPUT_STAMP_REQUIRED);
  const remarks = form.remarks?.trim() ?? '';
  if (remarks.length > REMARK_MAX) invalid(REMARK_TOO_LONG);
  return { actName, remarks };
}

/** The stamps a launch names, loaded once. */
export interface LaunchStamps {
  /** The enterprise's stamps among the ids named. */
  known: Map<string, StampRow>;
  /** The output stamp, null for none ('0'). */
  outputId: string | null;
  /** The custom stamps without repeats. */
  customIds: string[];
  /** Whether a named stamp is the enterprise's, of this type, enabled. */
  usable(id: string, type: StampType): boolean;
}

/**
 * Loads the output stamp, the custom stamps and the other stamps a launch places (registration stamps,
 * signatures), and checks the output and custom ones: each the enterprise's, of its type, enabled.
 */
export async function loadLaunchStamps(
  db: Database,
  enterpriseId: string,
  named: { entStampId: string; customizedStampIds: readonly string[]; others: readonly string[] },
): Promise<LaunchStamps> {
  const outputId = named.entStampId === NO_OUTPUT_STAMP_ID ? null : named.entStampId;
  const customIds = [...new Set(named.customizedStampIds)];
  const ids = [...new Set([...named.others, ...customIds, ...(outputId ? [outputId] : [])])];
  const rows = ids.length ? await enterpriseStampsByIds(db, enterpriseId, ids) : [];
  const known = new Map(rows.map((row) => [row.id, row]));
  const usable = (id: string, type: StampType) => {
    const row = known.get(id);
    return row !== undefined && row.stampType === type && isEnabled(row);
  };
  if (outputId && !usable(outputId, StampType.Output)) invalid(ErrorMessage.OutputStampNotFound);
  if (customIds.some((id) => !usable(id, StampType.Custom))) invalid(ErrorMessage.CustomStampNotFound);
  return { known, outputId, customIds, usable };
}

/**
 * CA signing: the enterprise keeps its stamps in the cloud; all chosen CA stamps share one certification
 * organisation; no chosen certificate has expired.
 */
export async function checkCa(db: Database, enterpriseId: string, isCa: string, chosen: Iterable<StampRow>) {
  if (isCa !== Flag.Yes) return;
  if (!(await stampsInCloud(db, enterpriseId))) invalid(ErrorMessage.CaNotAvailable);
  const withCa = [...chosen].filter((s) => s.caOrgId !== null);
  if (new Set(withCa.map((s) => s.caOrgId)).size > 1) invalid(CA_ORGANISATION_NOT_UNIQUE);
  if (withCa.some((s) => isCertificateExpired(s.deadline))) invalid(CA_CERTIFICATE_EXPIRED);
}

/** Attachments: completed uploads of the launcher, at most 50M each. Answers the ids without repeats. */
export async function checkAttachments(
  db: Database,
  userId: string,
  attachmentIdList: readonly string[] | undefined,
): Promise<string[]> {
  const ids = [...new Set(attachmentIdList ?? [])];
  if (ids.length === 0) return ids;
  const uploads = await uploadsOfUser(db, userId, ids);
  if (uploads.length !== ids.length || uploads.some((u) => u.state !== UploadState.Completed)) {
    invalid(ErrorMessage.AttachmentNotFound);
  }
  if (uploads.some((u) => u.fileLength > ATTACHMENT_MAX_BYTES)) invalid(ATTACHMENT_TOO_LARGE);
  return ids;
}

/** Every one of these people is a member of the project; otherwise the message. */
export async function requireMembers(db: Database, projectId: string, userIds: readonly string[], message: string) {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return;
  const members = await projectMembersAmong(db, projectId, wanted);
  if (members.length !== wanted.length) invalid(message);
}

/**
 * The drawings of a launch: versions of files of the project the user may read, each still the file's current
 * version, and (`recognised`) recognised successfully with a template that is still there.
 */
export async function launchDrawings(
  db: Database,
  actor: Actor,
  refs: readonly DrawingRef[],
  projectId: string,
  options: { recognised: boolean },
): Promise<{ versions: Map<string, DrawingVersion>; states: Awaited<ReturnType<typeof recognitionsOf>> }> {
  const versions = await referencedVersions(db, actor, refs, projectId);
  const states = await recognitionsOf(
    db,
    refs.map((r) => r.recordId),
  );
  for (const ref of refs) {
    if (options.recognised) enforce(recognitionRefusal({ recognised: isRecognised(states.get(ref.recordId)) }));
    if (versions.get(ref.recordId)?.resource.currentRecordId !== ref.recordId) {
      notReady(ErrorMessage.DrawingVersionChanged);
    }
  }
  return { versions, states };
}

/** Whether a drawing's recognition (as recognitionsOf reads it) ended in success. */
export const isRecognised = (state: { status: string } | undefined): boolean =>
  state?.status === RecognitionStatus.Success;

/** PostgreSQL's unique_violation: a concurrent submit took the name or the id first. */
const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const found = (cause ?? error) as { code?: string; constraint?: string; message?: string };
  return found.code === '23505' && (found.constraint === constraint || (found.message ?? '').includes(constraint));
};

/** The rows of a new approval. */
export interface ApprovalRows {
  approval: NewApproval;
  batches?: Omit<NewApprovalBatch, 'approvalId'>[];
  drawings: Omit<NewApprovalDrawing, 'approvalId'>[];
  stamps: Omit<NewApprovalStamp, 'approvalId'>[];
  forms: Omit<NewApprovalForm, 'approvalId'>[];
  /** More rows of the approval's kind, written in the same transaction after the approval's own. */
  alsoWrite?: (tx: Database) => Promise<void>;
}

/**
 * Writes an approval with its batches, drawings, stamps and forms in one transaction, with the pre-issued uid as
 * its id, and drops the uid. False when another submit of the same id got there first (nothing written). A name
 * taken meanwhile in the project answers 40007 审批名称已存在.
 */
export async function writeApproval(db: Database, rows: ApprovalRows): Promise<boolean> {
  const approvalId = rows.approval.id;
  const of = <T>(items: readonly T[]) => items.map((item) => ({ ...item, approvalId }));
  try {
    return await db.transaction(async (tx) => {
      if (!(await insertApproval(tx, rows.approval))) return false;
      if (rows.batches?.length) await insertApprovalBatches(tx, of(rows.batches));
      if (rows.drawings.length) await insertApprovalDrawings(tx, of(rows.drawings));
      if (rows.stamps.length) await insertApprovalStamps(tx, of(rows.stamps));
      if (rows.forms.length) {
        const forms = await insertApprovalForms(tx, of(rows.forms));
        // The approvers of the current steps are asked to sign (2101001).
        await notify(
          tx,
          { ...rows.approval, id: approvalId },
          NotificationType.SignRequest,
          forms.filter((f) => f.status === ApprovalStatus.InProgress).map((f) => ({ userId: f.userId, formId: f.id })),
          rows.approval.launchedBy,
        );
      }
      await rows.alsoWrite?.(tx);
      const { enterpriseId, launchedBy, actName, kind } = rows.approval;
      await recordAudit(tx, {
        enterpriseId,
        actorId: launchedBy,
        action: AuditAction.ApprovalLaunch,
        target: actName,
        details: { approvalId, kind },
      });
      await dropUid(tx, approvalId);
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error, APPROVAL_NAME_CONSTRAINT)) enforce(approvalNameRefusal({ nameTaken: true }));
    throw error;
  }
}
