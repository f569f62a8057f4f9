import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ResourceRow } from '../access/repository';
import { type Database, queryRows } from '../db/index';
import { approvalDrawings, approvals, fileRecords, folderPermissions, resources, users } from '../db/schema';

export type RecordRow = typeof fileRecords.$inferSelect;

/** The live children of a folder (only its folders when `foldersOnly`). */
export function childrenOf(
  db: Database,
  projectId: string,
  parentId: string,
  foldersOnly: boolean,
): Promise<ResourceRow[]> {
  const conditions = [
    eq(resources.projectId, projectId),
    eq(resources.parentId, parentId),
    isNull(resources.deletedAt),
  ];
  if (foldersOnly) conditions.push(eq(resources.isFolder, true));
  return db
    .select()
    .from(resources)
    .where(and(...conditions));
}

/** The live children of several folders. */
export function childrenOfMany(db: Database, projectId: string, parentIds: readonly string[]): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .where(
      and(eq(resources.projectId, projectId), inArray(resources.parentId, [...parentIds]), isNull(resources.deletedAt)),
    );
}

/** The live subfolders of several folders. */
export async function subfoldersOf(
  db: Database,
  projectId: string,
  parentIds: readonly string[],
): Promise<{ id: string; parentId: string }[]> {
  if (parentIds.length === 0) return [];
  return db
    .select({ id: resources.id, parentId: resources.parentId })
    .from(resources)
    .where(
      and(
        eq(resources.projectId, projectId),
        inArray(resources.parentId, [...parentIds]),
        eq(resources.isFolder, true),
        isNull(resources.deletedAt),
      ),
    );
}

/** The project a resource belongs to (deleted or not). */
export async function projectIdOfResource(db: Database, resourceId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ projectId: resources.projectId })
    .from(resources)
    .where(eq(resources.id, resourceId))
    .limit(1);
  return owner?.projectId;
}

export async function findRecord(db: Database, recordId: string): Promise<RecordRow | undefined> {
  const [record] = await db.select().from(fileRecords).where(eq(fileRecords.id, recordId)).limit(1);
  return record;
}

export async function recordsByIds(db: Database, recordIds: readonly string[]): Promise<RecordRow[]> {
  return recordIds.length
    ? db
        .select()
        .from(fileRecords)
        .where(inArray(fileRecords.id, [...recordIds]))
    : [];
}

/** The versions of a file with their author's name, newest first. */
export function recordsWithAuthors(
  db: Database,
  resourceId: string,
): Promise<{ record: RecordRow; author: string | null }[]> {
  return db
    .select({ record: fileRecords, author: users.realname })
    .from(fileRecords)
    .leftJoin(users, eq(users.id, fileRecords.createdBy))
    .where(eq(fileRecords.resourceId, resourceId))
    .orderBy(desc(fileRecords.version));
}

/**
 * The approvals that stamped some of these versions, by version: a stamped version is the one the stamping job
 * wrote to `approval_drawings.stamped_record_id`, so that row (not a copy of it) says which approval produced it.
 */
export async function stampingApprovalsOf(
  db: Database,
  recordIds: readonly (string | null)[],
): Promise<Map<string, { approvalId: string; actName: string }>> {
  const ids = recordIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ recordId: approvalDrawings.stampedRecordId, approvalId: approvals.id, actName: approvals.actName })
    .from(approvalDrawings)
    .innerJoin(approvals, eq(approvals.id, approvalDrawings.approvalId))
    .where(inArray(approvalDrawings.stampedRecordId, ids));
  return new Map(
    rows.flatMap((row) =>
      row.recordId ? [[row.recordId, { approvalId: row.approvalId, actName: row.actName }] as const] : [],
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Folder and file operations, the recycle bin and versions
// ---------------------------------------------------------------------------------------------------------------

/** The live children of a folder by name (what a move, copy or restore may clash with). */
export async function childrenByName(
  db: Database,
  projectId: string,
  parentId: string,
): Promise<Map<string, ResourceRow>> {
  const rows = await childrenOf(db, projectId, parentId, false);
  return new Map(rows.map((row) => [row.name, row]));
}

/** Live resources by id (deleted ones left out). */
export function liveResourcesByIds(db: Database, projectId: string, ids: readonly string[]): Promise<ResourceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(resources)
    .where(and(eq(resources.projectId, projectId), inArray(resources.id, [...ids]), isNull(resources.deletedAt)));
}

/**
 * The live descendants of some folders (not the folders themselves), parents before children: one recursive query.
 * A descendant under a deleted folder is left out with it.
 */
export async function liveDescendantsOf(
  db: Database,
  projectId: string,
  folderIds: readonly string[],
): Promise<ResourceRow[]> {
  if (folderIds.length === 0) return [];
  const ids = await queryRows<{ id: string; depth: number }>(
    db,
    sql`with recursive tree(id, depth) as (
          select id, 1 from resources
           where project_id = ${projectId} and deleted_at is null
             and parent_id in (${sql.join(
               folderIds.map((id) => sql`${id}`),
               sql`, `,
             )})
          union all
          select r.id, t.depth + 1 from resources r join tree t on r.parent_id = t.id
           where r.project_id = ${projectId} and r.deleted_at is null and t.depth < 100
        )
        select id, depth from tree`,
  );
  if (ids.length === 0) return [];
  const depth = new Map(ids.map((row) => [row.id, row.depth]));
  const rows: ResourceRow[] = [];
  // In slices: a parameter list has a ceiling (65 535 in PostgreSQL's protocol).
  for (let i = 0; i < ids.length; i += 5000) {
    rows.push(
      ...(await db
        .select()
        .from(resources)
        .where(
          inArray(
            resources.id,
            ids.slice(i, i + 5000).map((row) => row.id),
          ),
        )),
    );
  }
  return rows.sort((a, b) => (depth.get(a.id) ?? 0) - (depth.get(b.id) ?? 0));
}

/** Updates one resource. */
export async function updateResource(
  db: Database,
  id: string,
  set: Partial<Pick<ResourceRow, 'name' | 'parentId' | 'updatedAt' | 'deletedAt' | 'deletedBy' | 'purgedAt'>>,
): Promise<void> {
  await db.update(resources).set(set).where(eq(resources.id, id));
}

/** Resources put into another folder, names kept, in one statement (a move without clashes). */
export async function setParent(db: Database, ids: readonly string[], parentId: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(resources)
    .set({ parentId, updatedAt: at })
    .where(inArray(resources.id, [...ids]));
}

/** Puts resources in the recycle bin (their descendants go with them, unmarked). */
export async function markDeleted(db: Database, ids: readonly string[], userId: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(resources)
    .set({ deletedAt: at, deletedBy: userId })
    .where(and(inArray(resources.id, [...ids]), isNull(resources.deletedAt)));
}

/** New resources and their first versions, in one statement each (a copy). */
export async function insertCopies(
  db: Database,
  rows: (typeof resources.$inferInsert)[],
  records: (typeof fileRecords.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(resources).values(rows.slice(i, i + 1000));
  for (let i = 0; i < records.length; i += 1000) await db.insert(fileRecords).values(records.slice(i, i + 1000));
}

export type RecycleRow = { resource: ResourceRow; deleter: string | null };

/** What a project's recycle bin holds: resources deleted directly and not purged, newest first. */
export function recycleRows(db: Database, projectId: string): Promise<RecycleRow[]> {
  return db
    .select({ resource: resources, deleter: users.realname })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.deletedBy))
    .where(and(eq(resources.projectId, projectId), isNotNull(resources.deletedAt), isNull(resources.purgedAt)))
    .orderBy(desc(resources.deletedAt));
}

/** Entries of a project's recycle bin by id (deleted, not purged). */
export function recycleEntriesByIds(db: Database, projectId: string, ids: readonly string[]): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.projectId, projectId),
        inArray(resources.id, [...ids]),
        isNotNull(resources.deletedAt),
        isNull(resources.purgedAt),
      ),
    );
}

/** Entries of a project's recycle bin deleted before a time (past their 30 days). */
export async function recycleIdsDeletedBefore(db: Database, projectId: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.projectId, projectId), isNull(resources.purgedAt), lt(resources.deletedAt, before)));
  return rows.map((row) => row.id);
}

/**
 * Purges recycle-bin entries with everything under them (entries deleted on their own inside them too): one
 * recursive update. The rows stay for the approvals that name them; nothing lists or restores them again.
 * Answers the ids purged now.
 */
export async function purgeSubtrees(
  db: Database,
  projectId: string,
  ids: readonly string[],
  at: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive tree(id, depth) as (
          select id, 0 from resources
           where project_id = ${projectId} and id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
          union all
          select r.id, t.depth + 1 from resources r join tree t on r.parent_id = t.id
           where r.project_id = ${projectId} and r.purged_at is null and t.depth < 100
        )
        update resources set purged_at = ${at}, deleted_at = coalesce(deleted_at, ${at})
         where id in (select id from tree) and purged_at is null
     returning id`,
  );
  return rows.map((row) => row.id);
}

/** A version's place: the file's current version and how many versions it has. */
export async function recordCount(db: Database, resourceId: string): Promise<number> {
  const rows = await db.select({ id: fileRecords.id }).from(fileRecords).where(eq(fileRecords.resourceId, resourceId));
  return rows.length;
}

export async function deleteRecordRow(db: Database, recordId: string): Promise<void> {
  await db.delete(fileRecords).where(eq(fileRecords.id, recordId));
}

/** Live resources of a project whose name holds the keyword (LIKE with its wildcards escaped). */
export function liveResourcesNamedLike(db: Database, projectId: string, keyword: string): Promise<ResourceRow[]> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(resources)
    .where(and(eq(resources.projectId, projectId), isNull(resources.deletedAt), ilike(resources.name, pattern)))
    .limit(5000);
}

/** Gives copied folders the folder permissions of their originals (a copy is as restricted as what it copies). */
export async function copyFolderPermissions(db: Database, copies: ReadonlyMap<string, string>): Promise<void> {
  const originals = [...copies.keys()];
  for (let i = 0; i < originals.length; i += 5000) {
    const rows = await db
      .select()
      .from(folderPermissions)
      .where(inArray(folderPermissions.resourceId, originals.slice(i, i + 5000)));
    const values = rows.flatMap((row) => {
      const resourceId = copies.get(row.resourceId);
      return resourceId ? [{ ...row, resourceId }] : [];
    });
    if (values.length > 0) await db.insert(folderPermissions).values(values);
  }
}
