import {
  ApprovalStatus,
  DEFAULT_PASS_REMARK,
  handleRefusal,
  LinearMode,
  NotificationType,
  ProoLogOperation,
  proofreadingPassRefusal,
  type RuleRefusal,
  StampingState,
  withdrawRefusal,
} from '@atelier/api';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import { ApprovalAction } from '../db/schema';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage, enforce, refuse } from '../domain/errors';
import { JobKind } from '../jobs/kinds';
import { enqueueJob } from '../jobs/repository';
import type { JobRunner } from '../jobs/runner';
import { logOperation, unconfirmedMarkCount } from '../proofreading/repository';
import { ApprovalKind, stampsDrawings } from './launch';
import { notify } from './notify';
import { setStampingState } from './stampingRepository';
import {
  type ApprovalRow,
  earliestPendingFormId,
  findForm,
  finishApproval,
  formStates,
  insertAction,
  lockApprovalRow,
  passedApprovers,
  recallOpenForms,
  settlePendingForm,
  startStep,
  touchApproval,
  unstartPendingForms,
} from './transitionRepository';

/**
 * The approval engine's transitions (000 section 4: pass/refuse, withdraw), over `approvals` and `approval_forms`.
 *
 * Statuses: one reading, the first listing of 000 section 3 (`ApprovalStatus` of @atelier/api, which the portal
 * and the fixtures use too): 0 NotStarted, 1 InProgress, 2 Recalled, 3 Refused, 4 Passed.
 *
 * - An approval is InProgress from its launch until it ends: Passed (every step passed), Refused (one approver
 *   refused) or Recalled (the launcher withdrew it). None of these ends ever changes again.
 * - A form (one approver on one step) is InProgress while its step is current, NotStarted while a linear flow's
 *   earlier steps are open. Passing or refusing it is allowed once, by its approver, while both the form and the
 *   approval are InProgress.
 * - A step passes when EVERY one of its forms has passed (countersigning, 会签): the approvers of a stamp
 *   approval are the people whose signatures and stamps go on the drawings, so nobody's is applied without their
 *   own consent; 000 section 4 also gives a step's status as the minimum of its members' statuses. (The MSW
 *   fixture lets one approver pass a step for all, 他人已通过 6; this server never answers 6.)
 * - Linear: when a step passes, the next step's forms become InProgress (and their people are notified); when the
 *   last passes, the approval passes. Parallel: every step is current from the launch; the approval passes when
 *   every form has passed.
 * - Refuse: the form is Refused, the approval Refused; the other forms still open go back to NotStarted (they
 *   were never acted on, and nobody is asked any more).
 * - Withdraw (recall): by the launcher, while InProgress; the open forms and the approval become Recalled.
 *
 * Every action takes the approval's row lock (SELECT ... FOR UPDATE) first, so actions on one approval run one
 * after another: two approvers passing the last open forms of a step at the same moment advance it exactly once,
 * and a pass racing a withdraw finds the approval recalled. The form itself is changed only by a conditional
 * UPDATE ... WHERE status = InProgress RETURNING, so the same form can never act twice. Every action is recorded
 * in `approval_actions` (who, when, what, remark) in the same transaction as its effects and notifications.
 */

/** What a transition did, for the caller (tests, and the hook after the commit). */
export type TransitionResult = 'pending' | 'nextStep' | 'passed' | 'refused' | 'withdrawn';

/** What a transition needs of the actor: the person acting and the enterprise of the call. */
export type TransitionActor = Pick<Actor, 'userId' | 'enterpriseId'>;

/** Which form to act on: a form id (the approval centre), or the actor's pending form of an approval (service). */
export type FormTarget = { formId: string } | { actId: string };

/** No pending form of the actor's to act on (the shared rule, `handleRefusal`). */
const nothingToHandle = (): never => refuse(handleRefusal({ hasPendingForm: false }) as RuleRefusal);

/** Locks the approval's row for the rest of the transaction; a denial when it is not the actor's enterprise's. */
async function lockApproval(tx: Database, approvalId: string, actor: TransitionActor): Promise<ApprovalRow> {
  const row = await lockApprovalRow(tx, approvalId);
  if (!row) deny(ErrorMessage.ApprovalNotFound);
  if (row.enterpriseId !== actor.enterpriseId) deny(ErrorMessage.ApprovalOfAnotherEnterprise);
  return row;
}

/** The approval a form target names, checking a named form is the actor's. */
async function approvalOf(db: Database, target: FormTarget, actor: TransitionActor): Promise<string> {
  if ('actId' in target) return target.actId;
  const form = await findForm(db, target.formId);
  if (!form) deny(ErrorMessage.ApprovalFormNotFound);
  if (form.userId !== actor.userId) deny(ErrorMessage.NotYourApprovalForm);
  return form.approvalId;
}

/**
 * Marks the actor's form as passed or refused, only if it is still pending: the form named, or the actor's
 * pending form of the earliest current step. Nothing pending: 当前审批无需您处理.
 */
async function actOnForm(
  tx: Database,
  approval: ApprovalRow,
  target: FormTarget,
  actor: TransitionActor,
  status: typeof ApprovalStatus.Passed | typeof ApprovalStatus.Refused,
  remark: string | null,
  now: Date,
) {
  if (approval.status !== ApprovalStatus.InProgress) nothingToHandle();
  let formId: string;
  if ('formId' in target) formId = target.formId;
  else formId = (await earliestPendingFormId(tx, approval.id, actor.userId)) ?? nothingToHandle();
  const form = await settlePendingForm(
    tx,
    { formId, approvalId: approval.id, userId: actor.userId },
    { status, remarks: remark, updatedAt: now },
  );
  if (!form) return nothingToHandle();
  await insertAction(tx, {
    approvalId: approval.id,
    formId: form.id,
    userId: actor.userId,
    action: status === ApprovalStatus.Passed ? ApprovalAction.Pass : ApprovalAction.Refuse,
    remark,
    createdAt: now,
  });
  return form;
}

/** Ends an approval with a final status (only from InProgress). */
const finish = (tx: Database, approval: ApprovalRow, status: ApprovalStatus, now: Date) =>
  finishApproval(tx, approval.id, status, now);

/**
 * Pass by a pending approver; the remark defaults to 同意. Moves a linear flow to its next step once every form of
 * the step has passed, and passes the approval once every step has. An approval that stamps drawings is then
 * stamped: the stamping job is queued in the same transaction (so a crash cannot lose it: the job runner takes it
 * up) and run at once by `jobs` when given; its failure is recorded on the approval and never undoes the pass.
 * A passed proofreading's marked-opinion report is queued and run the same way (proofreading/reportJob.ts).
 */
export async function passApproval(
  db: Database,
  actor: TransitionActor,
  target: FormTarget,
  remark: string | undefined,
  jobs?: Pick<JobRunner, 'runNow'>,
): Promise<TransitionResult> {
  const approvalId = await approvalOf(db, target, actor);
  const text = remark?.trim() || DEFAULT_PASS_REMARK;
  let queuedJob: string | null = null;
  const result = await db.transaction(async (tx): Promise<TransitionResult> => {
    const now = new Date();
    const approval = await lockApproval(tx, approvalId, actor);
    const form = await actOnForm(tx, approval, target, actor, ApprovalStatus.Passed, text, now);
    // A proofreading is not passed while any of its opinions is unconfirmed (000 section 4): the refusal rolls
    // the form back with the transaction.
    if (approval.kind === ApprovalKind.Proofreading) {
      enforce(proofreadingPassRefusal({ unconfirmedMarks: await unconfirmedMarkCount(tx, approval.id) }));
      await logOperation(tx, {
        approvalId: approval.id,
        actorId: actor.userId,
        operation: ProoLogOperation.Pass,
        at: now,
      });
    }
    const forms = await formStates(tx, approval.id);
    const passed = (f: { status: string }) => f.status === ApprovalStatus.Passed;
    if (!forms.filter((f) => f.task === form.task).every(passed)) {
      await touchApproval(tx, approval.id, now);
      return 'pending';
    }
    if (approval.isLinear === LinearMode.Linear) {
      const waiting = forms.filter((f) => f.status === ApprovalStatus.NotStarted).map((f) => f.task);
      if (waiting.length > 0) {
        const next = Math.min(...waiting);
        const started = await startStep(tx, approval.id, next);
        await touchApproval(tx, approval.id, now);
        await notify(
          tx,
          approval,
          NotificationType.SignRequest,
          started.map((f) => ({ userId: f.userId, formId: f.id })),
          actor.userId,
        );
        return 'nextStep';
      }
    }
    if (!forms.every(passed)) {
      await touchApproval(tx, approval.id, now);
      return 'pending';
    }
    await finish(tx, approval, ApprovalStatus.Passed, now);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: AuditAction.ApprovalPass,
      target: approval.actName,
      details: { approvalId: approval.id },
    });
    await notify(tx, approval, NotificationType.Approved, [{ userId: approval.launchedBy }], actor.userId);
    // Publish approvals have no stamps: nobody is asked to seal them.
    if (stampsDrawings(approval.kind)) {
      await notify(tx, approval, NotificationType.SealRequest, [{ userId: approval.signMan }], actor.userId);
      await setStampingState(tx, approval.id, StampingState.Stamping);
      queuedJob = await enqueueJob(tx, JobKind.StampApproval, approval.id);
    }
    // A passed proofreading gets its marked-opinion report (000 section 4), queued with the pass.
    if (approval.kind === ApprovalKind.Proofreading) {
      queuedJob = await enqueueJob(tx, JobKind.ProofReport, approval.id);
    }
    return 'passed';
  });
  if (queuedJob && jobs) await jobs.runNow(queuedJob);
  return result;
}

/** Refuse by a pending approver (the reason optional): the approval ends as refused. */
export async function refuseApproval(
  db: Database,
  actor: TransitionActor,
  target: FormTarget,
  reason: string | undefined,
): Promise<TransitionResult> {
  const approvalId = await approvalOf(db, target, actor);
  return db.transaction(async (tx) => {
    const now = new Date();
    const approval = await lockApproval(tx, approvalId, actor);
    await actOnForm(tx, approval, target, actor, ApprovalStatus.Refused, reason?.trim() || null, now);
    if (approval.kind === ApprovalKind.Proofreading) {
      await logOperation(tx, {
        approvalId: approval.id,
        actorId: actor.userId,
        operation: ProoLogOperation.Refuse,
        at: now,
      });
    }
    await unstartPendingForms(tx, approval.id);
    await finish(tx, approval, ApprovalStatus.Refused, now);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: AuditAction.ApprovalReject,
      target: approval.actName,
      details: { approvalId: approval.id },
    });
    await notify(tx, approval, NotificationType.Rejected, [{ userId: approval.launchedBy }], actor.userId);
    return 'refused' as const;
  });
}

/** Withdraw (recall) by the launcher while the approval is in progress. */
export async function withdrawApproval(
  db: Database,
  actor: TransitionActor,
  actId: string,
  remark: string | undefined,
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const approval = await lockApproval(tx, actId, actor);
    enforce(
      withdrawRefusal({ launcherId: approval.launchedBy, status: approval.status as ApprovalStatus }, actor.userId),
    );
    const recalled = await recallOpenForms(tx, approval.id, now);
    if (approval.kind === ApprovalKind.Proofreading) {
      await logOperation(tx, {
        approvalId: approval.id,
        actorId: actor.userId,
        operation: ProoLogOperation.Withdraw,
        at: now,
      });
    }
    await finish(tx, approval, ApprovalStatus.Recalled, now);
    await insertAction(tx, {
      approvalId: approval.id,
      userId: actor.userId,
      action: ApprovalAction.Withdraw,
      remark: remark?.trim() || null,
      createdAt: now,
    });
    // The approvers who were asked (a current step's, or who already passed) learn it was withdrawn.
    const asked = await passedApprovers(tx, approval.id);
    const current = approval.isLinear === LinearMode.Linear ? Math.min(...recalled.map((f) => f.task)) : null;
    await notify(
      tx,
      approval,
      NotificationType.Withdrawn,
      [...asked, ...recalled.filter((f) => current === null || f.task === current)],
      actor.userId,
    );
    return 'withdrawn' as const;
  });
}
