import { ApprovalStatus, StampingState } from '@atelier/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import { type ApprovalAction, approvalActions, approvalForms, approvals } from '../db/schema';

/**
 * The rows the approval engine's transitions change (approvals/transitions.ts): the approval's row lock, its
 * forms, the actions recorded and the notifications.
 */

export type ApprovalRow = typeof approvals.$inferSelect;
export type FormRow = typeof approvalForms.$inferSelect;

/** The approval's row, locked for the rest of the transaction (SELECT ... FOR UPDATE); undefined when none. */
export async function lockApprovalRow(tx: Database, approvalId: string): Promise<ApprovalRow | undefined> {
  const [row] = await tx.select().from(approvals).where(eq(approvals.id, approvalId)).for('update');
  return row;
}

/** Records that the stamping of an approval failed, with why. */
export async function recordStampingFailure(db: Database, approvalId: string, error: string): Promise<void> {
  await db
    .update(approvals)
    .set({ stampingState: StampingState.Failed, stampingError: error })
    .where(eq(approvals.id, approvalId));
}

/** A form's approval and person, or undefined. */
export async function findForm(db: Database, formId: string) {
  const [form] = await db
    .select({ approvalId: approvalForms.approvalId, userId: approvalForms.userId })
    .from(approvalForms)
    .where(eq(approvalForms.id, formId))
    .limit(1);
  return form;
}

/** The person's pending form of the approval's earliest current step, or undefined. */
export async function earliestPendingFormId(
  tx: Database,
  approvalId: string,
  userId: string,
): Promise<string | undefined> {
  const [pending] = await tx
    .select({ id: approvalForms.id })
    .from(approvalForms)
    .where(
      and(
        eq(approvalForms.approvalId, approvalId),
        eq(approvalForms.userId, userId),
        eq(approvalForms.status, ApprovalStatus.InProgress),
      ),
    )
    .orderBy(asc(approvalForms.task))
    .limit(1);
  return pending?.id;
}

/**
 * Sets the status and remark of the person's form of the approval, only while it is pending (a conditional UPDATE
 * ... WHERE status = InProgress RETURNING): the form, or undefined when it was not pending.
 */
export async function settlePendingForm(
  tx: Database,
  form: { formId: string; approvalId: string; userId: string },
  change: { status: string; remarks: string | null; updatedAt: Date },
): Promise<FormRow | undefined> {
  const [row] = await tx
    .update(approvalForms)
    .set(change)
    .where(
      and(
        eq(approvalForms.id, form.formId),
        eq(approvalForms.approvalId, form.approvalId),
        eq(approvalForms.userId, form.userId),
        eq(approvalForms.status, ApprovalStatus.InProgress),
      ),
    )
    .returning();
  return row;
}

/** Records an action on an approval (who, when, what, remark). */
export async function insertAction(
  tx: Database,
  action: {
    approvalId: string;
    formId?: string;
    userId: string;
    action: ApprovalAction;
    remark?: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(approvalActions).values(action);
}

/** Ends an approval with a final status (only from InProgress). */
export async function finishApproval(tx: Database, approvalId: string, status: string, now: Date): Promise<void> {
  await tx
    .update(approvals)
    .set({ status, updatedAt: now })
    .where(and(eq(approvals.id, approvalId), eq(approvals.status, ApprovalStatus.InProgress)));
}

/** Marks the approval changed now. */
export async function touchApproval(tx: Database, approvalId: string, now: Date): Promise<void> {
  await tx.update(approvals).set({ updatedAt: now }).where(eq(approvals.id, approvalId));
}

/** The approval's forms: step, person and status. */
export function formStates(tx: Database, approvalId: string) {
  return tx
    .select({
      id: approvalForms.id,
      task: approvalForms.task,
      userId: approvalForms.userId,
      status: approvalForms.status,
    })
    .from(approvalForms)
    .where(eq(approvalForms.approvalId, approvalId));
}

/** Starts a step: its forms not started become pending. Answers them. */
export function startStep(tx: Database, approvalId: string, task: number) {
  return tx
    .update(approvalForms)
    .set({ status: ApprovalStatus.InProgress })
    .where(
      and(
        eq(approvalForms.approvalId, approvalId),
        eq(approvalForms.task, task),
        eq(approvalForms.status, ApprovalStatus.NotStarted),
      ),
    )
    .returning({ id: approvalForms.id, userId: approvalForms.userId });
}

/** The forms still pending go back to not started (a refusal: nobody is asked any more). */
export async function unstartPendingForms(tx: Database, approvalId: string): Promise<void> {
  await tx
    .update(approvalForms)
    .set({ status: ApprovalStatus.NotStarted })
    .where(and(eq(approvalForms.approvalId, approvalId), eq(approvalForms.status, ApprovalStatus.InProgress)));
}

/** The open forms (pending or not started) become recalled. Answers their people and steps. */
export function recallOpenForms(tx: Database, approvalId: string, now: Date) {
  return tx
    .update(approvalForms)
    .set({ status: ApprovalStatus.Recalled, updatedAt: now })
    .where(
      and(
        eq(approvalForms.approvalId, approvalId),
        inArray(approvalForms.status, [ApprovalStatus.InProgress, ApprovalStatus.NotStarted]),
      ),
    )
    .returning({ userId: approvalForms.userId, task: approvalForms.task });
}

/** The people whose forms of the approval have passed. */
export function passedApprovers(tx: Database, approvalId: string) {
  return tx
    .select({ userId: approvalForms.userId })
    .from(approvalForms)
    .where(and(eq(approvalForms.approvalId, approvalId), eq(approvalForms.status, ApprovalStatus.Passed)));
}
