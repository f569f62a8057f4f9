import {
  APPROVAL_NAME_REQUIRED,
  APPROVAL_NAME_TAKEN,
  ApprovalStatus,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  approvalNameSchema,
  ButtonPermission,
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
  STAMP_SIGNER_REQUIRED,
  StampType,
} from '@atelier/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectAccess } from '../access/projectAccess';
import { permissionsFor } from '../auth/permissions';
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
  stamps,
  UploadState,
  uploadSessions,
} from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { recognitionsOf } from '../recognition/store';
import { isEnabled, type StampRow, stampSigners } from '../stamps/stamps';
import { type DrawingVersion, referencedVersions } from './drawings';
import { notify } from './notify';

/**
 * What the launches of approvals (quick stamp approval, ordered signing) check and write alike: the button
 * permission, the pre-issued submission id, the form of 000 section 5 with the specification's messages, the
 * stamps, CA, attachments, the drawings' readiness, and the rows of the approval in one transaction.
 */

/** `approvals.kind`. */
export const ApprovalKind = {
  Quick: 'quick',
  Ordered: 'ordered',
  /** A publish approval (publish/launch.ts): no stamps, no stamp signer; drawings printed once it passes. */
  Publish: 'publish',
} as const;
export type ApprovalKind = (typeof ApprovalKind)[keyof typeof ApprovalKind];

/** Whether passing an approval of this kind stamps its drawings (publish approvals stamp nothing). */
export const stampsDrawings = (kind: string): boolean => kind !== ApprovalKind.Publish;

export const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.InvalidRequest, message);
};
export const notReady = (message: string): never => {
  throw new DomainError(ErrorCode.NotReady, message);
};

const BUTTON_DENIALS: Partial<Record<ButtonPermission, string>> = {
  [ButtonPermission.FastApproval]: ErrorMessage.NoFastApprovalPermission,
  [ButtonPermission.OrderApproval]: ErrorMessage.NoOrderApprovalPermission,
};

/**
 * The button key (000 section 6) must be among the user's permissions in the call's enterprise, the same list
 * the portal hides the button by (user.permissions); otherwise a denial (40009).
 */
export function requireButton(ctx: HandlerContext<unknown>, key: ButtonPermission): void {
  const { authList } = permissionsFor(ctx.enterprise?.roles ?? null);
  if (!authList.includes(key)) deny(BUTTON_DENIALS[key] ?? ErrorMessage.NotEnterpriseMember);
}

/** The approval already made from a submission id: answered again when it is the same submission, else refused. */
async function launchedFrom(
  db: Database,
  submission: { id: string; userId: string; kind: ApprovalKind; actName: string },
): Promise<{ actId: string } | null> {
  const [existing] = await db
    .select({ id: approvals.id, launchedBy: approvals.launchedBy, kind: approvals.kind, actName: approvals.actName })
    .from(approvals)
    .where(eq(approvals.id, submission.id))
    .limit(1);
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
  const [issued] = await db
    .select({ uid: approvalUids.uid })
    .from(approvalUids)
    .where(and(eq(approvalUids.uid, submission.id), eq(approvalUids.userId, submission.userId)))
    .limit(1);
  if (issued) return null;
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

export async function isApprovalNameTaken(db: Database, projectId: string, actName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.projectId, projectId), eq(approvals.actName, actName)))
    .limit(1);
  return row !== undefined;
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
  if (await isApprovalNameTaken(db, access.project.id, actName)) {
    throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
  }
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
  const rows = ids.length
    ? await db
        .select()
        .from(stamps)
        .where(and(eq(stamps.enterpriseId, enterpriseId), inArray(stamps.id, ids)))
    : [];
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
  const [enterprise] = await db
    .select({ stampIsCloud: enterprises.stampIsCloud })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise?.stampIsCloud) invalid(ErrorMessage.CaNotAvailable);
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
  const uploads = await db
    .select()
    .from(uploadSessions)
    .where(and(inArray(uploadSessions.uploadId, ids), eq(uploadSessions.userId, userId)));
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
  const members = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, wanted)));
  if (members.length !== wanted.length) invalid(message);
}

/**
 * The drawings of a launch: versions of files of the project the user may read, each still the file's current
 * version, and (`recognised`) recognised successfully with a template that is still there.
 */
export async function launchDrawings(
  ctx: HandlerContext<unknown>,
  refs: readonly DrawingRef[],
  projectId: string,
  options: { recognised: boolean },
): Promise<{ versions: Map<string, DrawingVersion>; states: Awaited<ReturnType<typeof recognitionsOf>> }> {
  const versions = await referencedVersions(ctx, refs, projectId);
  const states = await recognitionsOf(
    ctx.db,
    refs.map((r) => r.recordId),
  );
  for (const ref of refs) {
    if (options.recognised && states.get(ref.recordId)?.status !== RecognitionStatus.Success) {
      notReady(ErrorMessage.DrawingsNotRecognised);
    }
    if (versions.get(ref.recordId)?.resource.currentRecordId !== ref.recordId) {
      notReady(ErrorMessage.DrawingVersionChanged);
    }
  }
  return { versions, states };
}

/** PostgreSQL's unique_violation: a concurrent submit took the name or the id first. */
const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const found = (cause ?? error) as { code?: string; constraint?: string; message?: string };
  return found.code === '23505' && (found.constraint === constraint || (found.message ?? '').includes(constraint));
};

/** The rows of a new approval. */
export interface ApprovalRows {
  approval: typeof approvals.$inferInsert & { id: string };
  batches?: Omit<typeof approvalBatches.$inferInsert, 'approvalId'>[];
  drawings: Omit<typeof approvalDrawings.$inferInsert, 'approvalId'>[];
  stamps: Omit<typeof approvalStamps.$inferInsert, 'approvalId'>[];
  forms: Omit<typeof approvalForms.$inferInsert, 'approvalId'>[];
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
      const [row] = await tx
        .insert(approvals)
        .values(rows.approval)
        .onConflictDoNothing({ target: approvals.id })
        .returning({ id: approvals.id });
      if (!row) return false;
      if (rows.batches?.length) await tx.insert(approvalBatches).values(of(rows.batches));
      if (rows.drawings.length) await tx.insert(approvalDrawings).values(of(rows.drawings));
      if (rows.stamps.length) await tx.insert(approvalStamps).values(of(rows.stamps));
      if (rows.forms.length) {
        const forms = await tx
          .insert(approvalForms)
          .values(of(rows.forms))
          .returning({ id: approvalForms.id, userId: approvalForms.userId, status: approvalForms.status });
        // The approvers of the current steps are asked to sign (2101001).
        await notify(
          tx,
          { ...rows.approval, id: approvalId },
          NotificationType.SignRequest,
          forms.filter((f) => f.status === ApprovalStatus.InProgress).map((f) => ({ userId: f.userId, formId: f.id })),
        );
      }
      await rows.alsoWrite?.(tx);
      await tx.delete(approvalUids).where(eq(approvalUids.uid, approvalId));
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'approvals_project_name_unique')) {
      throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
    }
    throw error;
  }
}
