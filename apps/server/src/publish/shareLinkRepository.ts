import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import { approvalDrawings, approvals, fileRecords, projects, publishShareLinks, resources, users } from '../db/schema';

/** The rows of publish share links (publish/shareLinks.ts). */

export type ShareLinkRow = typeof publishShareLinks.$inferSelect;
export type ApprovalRow = typeof approvals.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** Records a share link (its key kept only as a hash). */
export async function insertShareLink(db: Database, row: typeof publishShareLinks.$inferInsert): Promise<void> {
  await db.insert(publishShareLinks).values(row);
}

async function linkWhere(
  db: Database,
  where: SQL,
): Promise<{ link: ShareLinkRow; approval: ApprovalRow; project: ProjectRow } | undefined> {
  const [row] = await db
    .select({ link: publishShareLinks, approval: approvals, project: projects })
    .from(publishShareLinks)
    .innerJoin(approvals, eq(approvals.id, publishShareLinks.approvalId))
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .where(where)
    .limit(1);
  return row;
}

/** The link of a key's hash with its approval and project, or undefined. */
export function findShareLinkByKeyHash(db: Database, keyHash: string) {
  return linkWhere(db, eq(publishShareLinks.keyHash, keyHash));
}

/** The link of an id with its approval and project, or undefined. */
export function findShareLinkById(db: Database, id: string) {
  return linkWhere(db, eq(publishShareLinks.id, id));
}

/** A person's real name, or null. */
export async function realnameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ realname: users.realname }).from(users).where(eq(users.id, userId));
  return row?.realname ?? null;
}

/**
 * The approval's drawings still in the project (not deleted) with their approved versions, all or those of
 * `resourceIds`, by batch and position.
 */
export function sharedDrawingRows(db: Database, approvalId: string, resourceIds: readonly string[] | null) {
  return db
    .select({ resource: resources, record: fileRecords })
    .from(approvalDrawings)
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .innerJoin(fileRecords, eq(fileRecords.id, approvalDrawings.recordId))
    .where(
      and(
        eq(approvalDrawings.approvalId, approvalId),
        isNull(resources.deletedAt),
        ...(resourceIds ? [inArray(approvalDrawings.resourceId, [...resourceIds])] : []),
      ),
    )
    .orderBy(asc(approvalDrawings.batch), asc(approvalDrawings.position));
}
