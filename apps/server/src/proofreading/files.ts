import {
  MARK_FILE_NOT_IN_PROOFREADING,
  NOT_A_PROOFREADING,
  PageSize,
  type ProoLogEntry,
  ProoLogOperation,
  proofreadingFileRefusal,
} from '@atelier/api';
import { viewableApproval } from '../approvals/detail';
import { ApprovalKind } from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { editableRecord, insertVersionCopy } from '../files/versions';
import { formatDateTime } from '../util/format';
import { drawingOfResource, logOperation, pageOfLog, setDrawingVersion, versionNumber } from './repository';

/**
 * The initiator's work on a proofreading's drawings (000 sections 4 and 6) and its operation record:
 * - updateActRes: until completion, a drawing follows the file's newest version (the project upload made it,
 *   matched by name); the marks stay on the version they were drawn on, so the viewer shows them as the old one's.
 * - adoptResFile: the version the proofreading holds becomes the project file's newest version (a new version with
 *   its bytes, as a roll-back makes, the history kept) when the file moved on meanwhile; edit on the file needed.
 * - getProoActLog: who did what, when, newest first (written by every operation of the proofreading).
 * The rules are the shared `proofreadingFileRefusal`, with facts read here.
 */

async function proofreadingOf(db: Database, actor: Actor, actId: string) {
  const viewable = await viewableApproval(db, actor, actId);
  if (viewable.approval.kind !== ApprovalKind.Proofreading) deny(NOT_A_PROOFREADING);
  return viewable.approval;
}

/** updateActRes: the initiator moves a drawing of the proofreading in progress to the file's newest version. */
export async function updateDrawing(db: Database, actor: Actor, actId: string, resId: string): Promise<null> {
  const approval = await proofreadingOf(db, actor, actId);
  const drawing = await drawingOfResource(db, actId, resId);
  enforce(
    proofreadingFileRefusal('update', {
      isInitiator: approval.launchedBy === actor.userId,
      status: approval.status,
      isDrawing: drawing !== undefined,
      reviewedIsCurrent: drawing?.currentRecordId === drawing?.recordId,
    }),
  );
  const newest = drawing?.currentRecordId;
  if (!newest) return deny(MARK_FILE_NOT_IN_PROOFREADING);
  await db.transaction(async (tx) => {
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
  const approval = await proofreadingOf(db, actor, input.actId);
  const drawing = await drawingOfResource(db, input.actId, input.resId);
  enforce(
    proofreadingFileRefusal('adopt', {
      isInitiator: approval.launchedBy === actor.userId,
      status: approval.status,
      isDrawing: drawing !== undefined,
      isReviewedVersion: drawing?.recordId === input.recordId,
      reviewedIsCurrent: drawing?.currentRecordId === drawing?.recordId,
    }),
  );
  const editable = await editableRecord(db, actor, input.recordId);
  const { record } = editable;
  await db.transaction(async (tx) => {
    await insertVersionCopy(tx, actor, editable);
    await logOperation(tx, {
      approvalId: input.actId,
      actorId: actor.userId,
      operation: ProoLogOperation.Adopt,
      resourceId: input.resId,
      version: record.version,
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
