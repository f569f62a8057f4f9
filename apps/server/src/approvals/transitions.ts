import { ApprovalStatus, DEFAULT_PASS_REMARK, LinearMode, NotificationType, StampingState } from '@atelier/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import { ApprovalAction, approvalActions, approvalForms, approvals } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { stampsDrawings } from './launch';
import { notify } from './notify';
import { type StampingDeps, stampApproval } from './stamping';

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

type ApprovalRow = typeof approvals.$inferSelect;

/** What a transition did, for the caller (tests, and the hook after the commit). */
export type TransitionResult = 'pending' | 'nextStep' | 'passed' | 'refused' | 'withdrawn';

/** The person acting and the enterprise of the call. */
export interface Actor {
  userId: string;
  enterpriseId: string;
}

/** Which form to act on: a form id (the approval centre), or the actor's pending form of an approval (service). */
export type FormTarget = { formId: string } | { actId: string };

const nothingToHandle = (): never => {
  throw new DomainError(ErrorCode.NotReady, ErrorMessage.NothingToHandle);
};

/**
 * Called once when an approval has passed, after the transaction that passed it has committed: stamps the
 * drawings (approvals/stamping.ts; CA signing comes later). A failure is logged and recorded on the approval
 * (`stamping_state` failed, `stamping_error`) and never undoes the pass; stamping again later skips what is done.
 * Without `deps` (no file store at hand) nothing is stamped.
 */
export async function onApprovalPassed(db: Database, approvalId: string, deps?: StampingDeps): Promise<void> {
  if (!deps) return;
  const [passed] = await db.select({ kind: approvals.kind }).from(approvals).where(eq(approvals.id, approvalId));
  if (!passed || !stampsDrawings(passed.kind)) return;
  try {
    await stampApproval(db, deps, approvalId);
  } catch (error) {
    deps.log.error({ err: error, approvalId }, 'stamping: the approval could not be stamped');
    try {
      await db
        .update(approvals)
        .set({
          stampingState: StampingState.Failed,
          stampingError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(approvals.id, approvalId));
    } catch (recording) {
      deps.log.error({ err: recording, approvalId }, 'stamping: recording the failure failed');
    }
  }
}

/** Locks the approval's row for the rest of the transaction; a denial when it is not the actor's enterprise's. */
async function lockApproval(tx: Database, approvalId: string, actor: Actor): Promise<ApprovalRow> {
  const [row] = await tx.select().from(approvals).where(eq(approvals.id, approvalId)).for('update');
  if (!row) deny(ErrorMessage.ApprovalNotFound);
  if (row.enterpriseId !== actor.enterpriseId) deny(ErrorMessage.ApprovalOfAnotherEnterprise);
  return row;
}

/** The approval a form target names, checking a named form is the actor's. */
async function approvalOf(db: Database, target: FormTarget, actor: Actor): Promise<string> {
  if ('actId' in target) return target.actId;
  const [form] = await db
    .select({ approvalId: approvalForms.approvalId, userId: approvalForms.userId })
    .from(approvalForms)
    .where(eq(approvalForms.id, target.formId))
    .limit(1);
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
  actor: Actor,
  status: typeof ApprovalStatus.Passed | typeof ApprovalStatus.Refused,
  remark: string | null,
  now: Date,
) {
  if (approval.status !== ApprovalStatus.InProgress) nothingToHandle();
  let formId: string;
  if ('formId' in target) formId = target.formId;
  else {
    const [pending] = await tx
      .select({ id: approvalForms.id })
      .from(approvalForms)
      .where(
        and(
          eq(approvalForms.approvalId, approval.id),
          eq(approvalForms.userId, actor.userId),
          eq(approvalForms.status, ApprovalStatus.InProgress),
        ),
      )
      .orderBy(asc(approvalForms.task))
      .limit(1);
    formId = pending?.id ?? nothingToHandle();
  }
  const [form] = await tx
    .update(approvalForms)
    .set({ status, remarks: remark, updatedAt: now })
    .where(
      and(
        eq(approvalForms.id, formId),
        eq(approvalForms.approvalId, approval.id),
        eq(approvalForms.userId, actor.userId),
        eq(approvalForms.status, ApprovalStatus.InProgress),
      ),
    )
    .returning();
  if (!form) return nothingToHandle();
  await tx.insert(approvalActions).values({
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
async function finish(tx: Database, approval: ApprovalRow, status: ApprovalStatus, now: Date) {
  await tx
    .update(approvals)
    .set({ status, updatedAt: now })
    .where(and(eq(approvals.id, approval.id), eq(approvals.status, ApprovalStatus.InProgress)));
}

/**
 * Pass by a pending approver; the remark defaults to 同意. Moves a linear flow to its next step once every form of
 * the step has passed, and passes the approval once every step has; then calls {@link onApprovalPassed}.
 */
export async function passApproval(
  db: Database,
  actor: Actor,
  target: FormTarget,
  remark: string | undefined,
  deps?: StampingDeps,
): Promise<TransitionResult> {
  const approvalId = await approvalOf(db, target, actor);
  const text = remark?.trim() || DEFAULT_PASS_REMARK;
  const result = await db.transaction(async (txn): Promise<TransitionResult> => {
    const tx: Database = txn;
    const now = new Date();
    const approval = await lockApproval(tx, approvalId, actor);
    const form = await actOnForm(tx, approval, target, actor, ApprovalStatus.Passed, text, now);
    const forms = await tx
      .select({
        id: approvalForms.id,
        task: approvalForms.task,
        userId: approvalForms.userId,
        status: approvalForms.status,
      })
      .from(approvalForms)
      .where(eq(approvalForms.approvalId, approval.id));
    const passed = (f: { status: string }) => f.status === ApprovalStatus.Passed;
    if (!forms.filter((f) => f.task === form.task).every(passed)) {
      await tx.update(approvals).set({ updatedAt: now }).where(eq(approvals.id, approval.id));
      return 'pending';
    }
    if (approval.isLinear === LinearMode.Linear) {
      const waiting = forms.filter((f) => f.status === ApprovalStatus.NotStarted).map((f) => f.task);
      if (waiting.length > 0) {
        const next = Math.min(...waiting);
        const started = await tx
          .update(approvalForms)
          .set({ status: ApprovalStatus.InProgress })
          .where(
            and(
              eq(approvalForms.approvalId, approval.id),
              eq(approvalForms.task, next),
              eq(approvalForms.status, ApprovalStatus.NotStarted),
            ),
          )
          .returning({ id: approvalForms.id, userId: approvalForms.userId });
        await tx.update(approvals).set({ updatedAt: now }).where(eq(approvals.id, approval.id));
        await notify(
          tx,
          approval,
          NotificationType.SignRequest,
          started.map((f) => ({ userId: f.userId, formId: f.id })),
        );
        return 'nextStep';
      }
    }
    if (!forms.every(passed)) {
      await tx.update(approvals).set({ updatedAt: now }).where(eq(approvals.id, approval.id));
      return 'pending';
    }
    await finish(tx, approval, ApprovalStatus.Passed, now);
    await notify(tx, approval, NotificationType.Approved, [{ userId: approval.launchedBy }]);
    // Publish approvals have no stamps: nobody is asked to seal them.
    if (stampsDrawings(approval.kind)) {
      await notify(tx, approval, NotificationType.SealRequest, [{ userId: approval.signMan }]);
    }
    return 'passed';
  });
  if (result === 'passed') await onApprovalPassed(db, approvalId, deps);
  return result;
}

/** Refuse by a pending approver (the reason optional): the approval ends as refused. */
export async function refuseApproval(
  db: Database,
  actor: Actor,
  target: FormTarget,
  reason: string | undefined,
): Promise<TransitionResult> {
  const approvalId = await approvalOf(db, target, actor);
  return db.transaction(async (txn) => {
    const tx: Database = txn;
    const now = new Date();
    const approval = await lockApproval(tx, approvalId, actor);
    await actOnForm(tx, approval, target, actor, ApprovalStatus.Refused, reason?.trim() || null, now);
    await tx
      .update(approvalForms)
      .set({ status: ApprovalStatus.NotStarted })
      .where(and(eq(approvalForms.approvalId, approval.id), eq(approvalForms.status, ApprovalStatus.InProgress)));
    await finish(tx, approval, ApprovalStatus.Refused, now);
    await notify(tx, approval, NotificationType.Rejected, [{ userId: approval.launchedBy }]);
    return 'refused' as const;
  });
}

/** Withdraw (recall) by the launcher while the approval is in progress. */
export async function withdrawApproval(
  db: Database,
  actor: Actor,
  actId: string,
  remark: string | undefined,
): Promise<TransitionResult> {
  return db.transaction(async (txn) => {
    const tx: Database = txn;
    const now = new Date();
    const approval = await lockApproval(tx, actId, actor);
    if (approval.launchedBy !== actor.userId) deny(ErrorMessage.OnlyLauncherWithdraws);
    if (approval.status !== ApprovalStatus.InProgress) {
      throw new DomainError(ErrorCode.NotReady, ErrorMessage.NotWithdrawable);
    }
    const recalled = await tx
      .update(approvalForms)
      .set({ status: ApprovalStatus.Recalled, updatedAt: now })
      .where(
        and(
          eq(approvalForms.approvalId, approval.id),
          inArray(approvalForms.status, [ApprovalStatus.InProgress, ApprovalStatus.NotStarted]),
        ),
      )
      .returning({ userId: approvalForms.userId, task: approvalForms.task });
    await finish(tx, approval, ApprovalStatus.Recalled, now);
    await tx.insert(approvalActions).values({
      approvalId: approval.id,
      userId: actor.userId,
      action: ApprovalAction.Withdraw,
      remark: remark?.trim() || null,
      createdAt: now,
    });
    // The approvers who were asked (a current step's, or who already passed) learn it was withdrawn.
    const asked = await tx
      .select({ userId: approvalForms.userId })
      .from(approvalForms)
      .where(and(eq(approvalForms.approvalId, approval.id), eq(approvalForms.status, ApprovalStatus.Passed)));
    const current = approval.isLinear === LinearMode.Linear ? Math.min(...recalled.map((f) => f.task)) : null;
    await notify(tx, approval, NotificationType.Withdrawn, [
      ...asked,
      ...recalled.filter((f) => current === null || f.task === current),
    ]);
    return 'withdrawn' as const;
  });
}
