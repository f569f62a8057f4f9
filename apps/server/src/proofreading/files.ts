import {
  ApprovalMessage,
  actInitiator,
  MARK_FILE_NOT_IN_PROOFREADING,
  NOT_A_PROOFREADING,
  PageSize,
  type ProoLogEntry,
  ProoLogOperation,
  proofreadingFileRefusal,
} from '@atelier/api';
import { viewableApproval } from '../approvals/detail';
import { ApprovalKind } from '../approvals/launch';
import { lockApprovalRow } from '../approvals/transitionRepository';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { editableRecord, insertVersionCopy } from '../files/versions';
import { formatDateTime } from '../util/format';
import { drawingOfResource, logOperation, pageOfLog, realnameOf, setDrawingVersion, versionNumber } from './repository';

/**
 * The initiator's work on a proofreading's drawings (000 sections 4 and 6) and its operation record:
 * - updateActRes: until completion, a drawing follows the file's newest version (the project upload made it,
 *   matched by name); the marks stay on the version they were drawn on, so the viewer shows them as the old one's.
 * - adoptResFile: the version the proofreading holds becomes the project file's newest version (a new version with
 *   its bytes, as a roll-back makes, the history kept) when the file moved on meanwhile; edit on the file needed.
 * - getProoActLog: who did what, when, newest first (written by every operation of the proofreading).
 * The rules are the shared `proofreadingFileRefusal`, with facts read here, inside the write's transaction under the
 * approval's row lock.
 */

async function proofreadingOf(db: Database, actor: Actor, actId: string) {
  const viewable = await viewableApproval(db, actor, actId);
  if (viewable.approval.kind !== ApprovalKind.Proofreading) deny(NOT_A_PROOFREADING);
  return viewable.approval;
}

/**
 * The proofreading's row locked (SELECT ... FOR UPDATE, as every transition takes it) and the facts of one of its
 * drawings read under the lock: a withdrawal, pass or refusal at the same moment waits for this transaction or is
 * seen by it, never slips between the check and the write.
 */
async function lockedFacts(tx: Database, actor: Actor, actId: string, resId: string) {
  const approval = await lockApprovalRow(tx, actId);
  if (!approval) return deny(NOT_A_PROOFREADING);
  const drawing = await drawingOfResource(tx, actId, resId);
  return {
    drawing,
    facts: {
      isInitiator: approval.launchedBy === actor.userId,
      status: approval.status,
      isDrawing: drawing !== undefined,
      reviewedIsCurrent: drawing?.currentRecordId === drawing?.recordId,
    },
  };
}

/** updateActRes: the initiator moves a drawing of the proofreading in progress to the file's newest version. */
export async function updateDrawing(db: Database, actor: Actor, actId: string, resId: string): Promise<null> {
  // Who may see it first (a stranger learns nothing); the rule itself under the row lock.
  await proofreadingOf(db, actor, actId);
  await db.transaction(async (tx) => {
    const { drawing, facts } = await lockedFacts(tx, actor, actId, resId);
    enforce(proofreadingFileRefusal('update', facts));
    const newest = drawing?.currentRecordId;
    if (!newest) return deny(MARK_FILE_NOT_IN_PROOFREADING);
    await setDrawingVersion(tx, actId, resId, newest);
    await logOperation(tx, {
      approvalId: actId,
      actorId: actor.userId,
      operation: ProoLogOperation.Upload,
      resourceId: resId,
      version: await versionNumber(tx, newest),
    });
  });
  return null;
}

/** adoptResFile: the initiator makes the proofread version the project file's newest version. */
export async function adoptDrawing(
  db: Database,
  actor: Actor,
  input: { actId: string; resId: string; recordId: string },
): Promise<null> {
  await proofreadingOf(db, actor, input.actId);
  await db.transaction(async (tx) => {
    const { drawing, facts } = await lockedFacts(tx, actor, input.actId, input.resId);
    enforce(proofreadingFileRefusal('adopt', { ...facts, isReviewedVersion: drawing?.recordId === input.recordId }));
    const editable = await editableRecord(tx, actor, input.recordId);
    await insertVersionCopy(tx, actor, editable);
    await logOperation(tx, {
      approvalId: input.actId,
      actorId: actor.userId,
      operation: ProoLogOperation.Adopt,
      resourceId: input.resId,
      version: editable.record.version,
    });
  });
  return null;
}

/** getProoActLog: a page of the operation record (50 a page), newest first; anyone who may see the approval. */
export async function operationLog(
  db: Database,
  actor: Actor,
  query: { actId: string; page: number; pageSize: number },
): Promise<{ list: ProoLogEntry[]; total: number }> {
  await proofreadingOf(db, actor, query.actId);
  const limit = Math.min(query.pageSize, PageSize.ProofreadingLog);
  const { total, rows } = await pageOfLog(db, query.actId, { offset: (query.page - 1) * limit, limit });
  return {
    total,
    list: rows.map(({ entry, realname, resName }) => ({
      id: entry.id,
      operatorId: entry.actorId,
      operator: realname,
      operation: entry.operation,
      resName,
      verNum: entry.version,
      createTime: formatDateTime(entry.createdAt),
    })),
  };
}

/** getActInitiator: the proofreading's initiator, for whoever may see it; the project named must be its own. */
export async function initiatorOf(db: Database, actor: Actor, input: { actId: string; projectId: string }) {
  const { approval } = await viewableApproval(db, actor, input.actId);
  if (approval.kind !== ApprovalKind.Proofreading) deny(NOT_A_PROOFREADING);
  if (approval.projectId !== input.projectId) deny(ApprovalMessage.NotFound);
  return actInitiator({
    launcherId: approval.launchedBy,
    launcherName: await realnameOf(db, approval.launchedBy),
    viewerId: actor.userId,
    status: approval.status,
  });
}
