import {
  ApprovalStatus,
  MARK_FILE_NOT_IN_PROOFREADING,
  type MarkInput,
  type MarkReply,
  MarkStatus,
  markActionRefusal,
  markInputSchema,
  NOT_A_PROOFREADING,
  type OpinionType,
  PageSize,
  type ProofMark,
  ProoLogOperation,
} from '@atelier/api';
import { viewableApproval } from '../approvals/detail';
import { ApprovalKind } from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import { formatDateTime } from '../util/format';
import {
  decideMarks,
  deleteMark,
  deleteReply,
  drawingOfVersion,
  findMark,
  findReply,
  insertMark,
  insertReply,
  logOperation,
  type MarkRow,
  marksByIds,
  pageOfMarks,
  realnameOf,
  repliesOf,
  versionNumber,
} from './repository';

/**
 * Marks (000 section 7 "Marks"): reviewers of a proofreading draw marks with opinions over its drawings (data over
 * the PDF: page, shape, geometry in PDF points); the initiator confirms or rejects them; both reply in a mark's
 * thread. Anyone who may see the approval may list its marks (`viewableApproval`). Every rule is the shared one
 * (`markActionRefusal`), with facts read here.
 */

interface ProofreadingFacts {
  actId: string;
  inProgress: boolean;
  isReviewer: boolean;
  isInitiator: boolean;
}

/** The proofreading the actor may see, and the actor's part in it; a denial otherwise. */
async function proofreadingOf(db: Database, actor: Actor, actId: string): Promise<ProofreadingFacts> {
  const viewable = await viewableApproval(db, actor, actId);
  if (viewable.approval.kind !== ApprovalKind.Proofreading) deny(NOT_A_PROOFREADING);
  return {
    actId,
    inProgress: viewable.approval.status === ApprovalStatus.InProgress,
    isReviewer: viewable.forms.some((f) => f.form.userId === actor.userId),
    isInitiator: viewable.approval.launchedBy === actor.userId,
  };
}

/** A mark the actor may see, with the facts of its proofreading. */
async function markOf(db: Database, actor: Actor, id: string): Promise<{ mark: MarkRow; facts: ProofreadingFacts }> {
  const mark = await findMark(db, id);
  if (!mark) return deny(ErrorMessage.RecordNotFound);
  return { mark, facts: await proofreadingOf(db, actor, mark.approvalId) };
}

const replyView = (reply: { id: string; comment: string; authorId: string; createdAt: Date }, realname: string) => ({
  id: reply.id,
  comment: reply.comment,
  userId: reply.authorId,
  realname,
  createTime: formatDateTime(reply.createdAt),
});

function markView(mark: MarkRow, extra: { realname: string; version: number; replies: MarkReply[] }): ProofMark {
  return {
    id: mark.id,
    actId: mark.approvalId,
    resId: mark.resourceId,
    recordId: mark.recordId,
    verNum: extra.version,
    page: mark.page,
    geometry: mark.geometry,
    opinionType: mark.opinionType as OpinionType,
    comment: mark.comment,
    specialty: mark.specialty,
    markUserId: mark.authorId,
    markUserName: extra.realname,
    status: mark.status,
    replies: extra.replies,
    createTime: formatDateTime(mark.createdAt),
  };
}

/** A page of the proofreading's marks (100 a page), of one file when named, by reviewer and opinion type. */
export async function listMarks(
  db: Database,
  actor: Actor,
  query: {
    actId: string;
    resId?: string | undefined;
    markUserId?: string | undefined;
    opinionType?: OpinionType | undefined;
    pageNum?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<{ list: ProofMark[]; total: number }> {
  await proofreadingOf(db, actor, query.actId);
  const limit = Math.min(query.pageSize ?? PageSize.Marks, PageSize.Marks);
  const offset = ((query.pageNum ?? 1) - 1) * limit;
  const { total, rows } = await pageOfMarks(
    db,
    { approvalId: query.actId, resourceId: query.resId, authorId: query.markUserId, opinionType: query.opinionType },
    { offset, limit },
  );
  return { total, list: await withThreads(db, rows) };
}

/** Marks as the contract shows them, each with its replies (one query for all their threads). */
async function withThreads(db: Database, rows: Awaited<ReturnType<typeof pageOfMarks>>['rows']): Promise<ProofMark[]> {
  const replies = await repliesOf(
    db,
    rows.map((r) => r.mark.id),
  );
  const byMark = new Map<string, MarkReply[]>();
  for (const { reply, realname } of replies) {
    byMark.set(reply.markId, [...(byMark.get(reply.markId) ?? []), replyView(reply, realname)]);
  }
  return rows.map((r) =>
    markView(r.mark, { realname: r.realname, version: r.version, replies: byMark.get(r.mark.id) ?? [] }),
  );
}

/** Every mark of the proofreading with its thread, for its report (no actor: the report job reads them). */
export async function allMarks(db: Database, actId: string): Promise<ProofMark[]> {
  const { rows } = await pageOfMarks(db, { approvalId: actId }, { offset: 0, limit: 1_000_000 });
  return withThreads(db, rows);
}

/** A reviewer saves a mark on a version of a drawing of the proofreading, while it is in progress. */
export async function saveMark(db: Database, actor: Actor, input: MarkInput): Promise<ProofMark> {
  const data = markInputSchema.parse(input);
  const facts = await proofreadingOf(db, actor, data.actId);
  enforce(markActionRefusal('mark', facts));
  const drawing = await drawingOfVersion(db, data.actId, data.recordId);
  if (!drawing) deny(MARK_FILE_NOT_IN_PROOFREADING);
  const mark = await db.transaction(async (tx) => {
    const written = await insertMark(tx, {
      approvalId: data.actId,
      resourceId: drawing.resourceId,
      recordId: data.recordId,
      page: data.page,
      shape: data.geometry.shape,
      geometry: data.geometry,
      opinionType: data.opinionType,
      comment: data.comment,
      specialty: data.specialty?.trim() || null,
      authorId: actor.userId,
    });
    await logOperation(tx, {
      approvalId: data.actId,
      actorId: actor.userId,
      operation: ProoLogOperation.Mark,
      resourceId: drawing.resourceId,
      version: drawing.version,
      at: written.createdAt,
    });
    return written;
  });
  return markView(mark, { realname: await realnameOf(db, actor.userId), version: drawing.version, replies: [] });
}

/** Its author deletes an unconfirmed mark while the proofreading is in progress. */
export async function removeMark(db: Database, actor: Actor, id: string): Promise<void> {
  const { mark, facts } = await markOf(db, actor, id);
  enforce(
    markActionRefusal('delete', {
      ...facts,
      isAuthor: mark.authorId === actor.userId && mark.status === MarkStatus.Unconfirmed,
    }),
  );
  await deleteMark(db, id);
}

/** A reviewer or the initiator replies in a mark's thread. */
export async function replyToMark(db: Database, actor: Actor, markId: string, comment: string): Promise<MarkReply> {
  const { facts } = await markOf(db, actor, markId);
  enforce(markActionRefusal('reply', facts));
  const reply = await insertReply(db, { markId, authorId: actor.userId, comment: comment.trim() });
  return replyView(reply, await realnameOf(db, actor.userId));
}

/** Its author deletes a reply while the proofreading is in progress. */
export async function removeReply(db: Database, actor: Actor, id: string): Promise<void> {
  const reply = await findReply(db, id);
  if (!reply) deny(ErrorMessage.RecordNotFound);
  const { facts } = await markOf(db, actor, reply.markId);
  enforce(markActionRefusal('delete', { ...facts, isAuthor: reply.authorId === actor.userId }));
  await deleteReply(db, id);
}

/** The initiator confirms or rejects marks, all of one proofreading in progress. */
export async function decide(
  db: Database,
  actor: Actor,
  ids: readonly string[],
  status: typeof MarkStatus.Confirmed | typeof MarkStatus.Rejected,
): Promise<void> {
  const unique = [...new Set(ids)];
  const marks = await marksByIds(db, unique);
  if (marks.length !== unique.length) deny(ErrorMessage.RecordNotFound);
  const approvalIds = new Set(marks.map((m) => m.approvalId));
  if (approvalIds.size !== 1) deny(ErrorMessage.RecordNotFound);
  const facts = await proofreadingOf(db, actor, [...approvalIds][0] as string);
  enforce(markActionRefusal('decide', facts));
  const decidedAt = new Date();
  await db.transaction(async (tx) => {
    await decideMarks(tx, unique, { status, decidedBy: actor.userId, decidedAt });
    for (const mark of marks) {
      await logOperation(tx, {
        approvalId: mark.approvalId,
        actorId: actor.userId,
        operation: status === MarkStatus.Confirmed ? ProoLogOperation.Confirm : ProoLogOperation.Reject,
        resourceId: mark.resourceId,
        version: await versionNumber(tx, mark.recordId),
        at: decidedAt,
      });
    }
  });
}
