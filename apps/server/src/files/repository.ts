import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ResourceRow } from '../access/repository';
import type { Database } from '../db/index';
import { fileRecords, resources, users } from '../db/schema';

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
