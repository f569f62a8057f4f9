import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { ResourceRow } from '../access/repository';
import type { Database } from '../db/index';
import { fileRecords, projects, resources } from '../db/schema';

export type NewResourceRow = typeof resources.$inferInsert;
export type NewRecordRow = typeof fileRecords.$inferInsert;

/** The resources and versions an upload registers. */

/**
 * Stored versions with this MD5 and size in projects of these enterprises (a few: the caller checks their bytes are
 * still there). Never another enterprise's: an MD5 and a size would otherwise fetch its file.
 */
export async function versionsWithBytes(
  db: Database,
  md5: string,
  size: number,
  enterpriseIds: readonly string[],
): Promise<{ storageKey: string; size: number; md5: string; resource: typeof resources.$inferSelect }[]> {
  if (enterpriseIds.length === 0) return [];
  return db
    .select({ storageKey: fileRecords.storageKey, size: fileRecords.size, md5: fileRecords.md5, resource: resources })
    .from(fileRecords)
    .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
    .innerJoin(projects, eq(projects.id, resources.projectId))
    .where(
      and(eq(fileRecords.md5, md5), eq(fileRecords.size, size), inArray(projects.enterpriseId, [...enterpriseIds])),
    )
    .limit(20);
}

/** The folder type of a resource (null when it has none or does not exist). */
export async function folderTypeOf(db: Database, resourceId: string): Promise<string | null> {
  const [row] = await db
    .select({ folderType: resources.folderType })
    .from(resources)
    .where(eq(resources.id, resourceId))
    .limit(1);
  return row?.folderType ?? null;
}

/** The live resource of this name in a folder, if any. */
export async function liveChildNamed(
  db: Database,
  projectId: string,
  parentId: string,
  name: string,
): Promise<{ id: string; isFolder: boolean } | undefined> {
  const [found] = await db
    .select({ id: resources.id, isFolder: resources.isFolder })
    .from(resources)
    .where(
      and(
        eq(resources.projectId, projectId),
        eq(resources.parentId, parentId),
        eq(resources.name, name),
        isNull(resources.deletedAt),
      ),
    )
    .limit(1);
  return found;
}

/** A new file and its first version, together. */
export async function insertFile(db: Database, resource: NewResourceRow, record: NewRecordRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(resources).values(resource);
    await tx.insert(fileRecords).values(record);
  });
}

/**
 * The number of a file's next version, in a transaction that then inserts it. The file's row is locked first, so
 * that two versions written at once (two approvals stamping the same drawing, a new version uploaded while it is
 * stamped) take turns instead of both taking the same number and one failing on file_records_version_unique.
 */
export async function nextVersion(tx: Database, resourceId: string): Promise<number> {
  await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, resourceId)).for('update');
  const [latest] = await tx
    .select({ version: max(fileRecords.version) })
    .from(fileRecords)
    .where(eq(fileRecords.resourceId, resourceId));
  return (latest?.version ?? 0) + 1;
}

/**
 * A new version of a file, numbered after the latest; the file's size and current version follow it, and its
 * recognition is cleared (the drawing changed: it has to be asked for again).
 */
export async function insertVersion(
  db: Database,
  resource: Pick<ResourceRow, 'id'>,
  record: Omit<NewRecordRow, 'version' | 'resourceId'> & { id: string; size: number; createdAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx, resource.id);
    await tx.insert(fileRecords).values({ ...record, resourceId: resource.id, version });
    await tx
      .update(resources)
      .set({ size: record.size, currentRecordId: record.id, updatedAt: record.createdAt, recognitionStatus: null })
      .where(eq(resources.id, resource.id));
  });
}

export async function insertFolder(db: Database, folder: NewResourceRow): Promise<void> {
  await db.insert(resources).values(folder);
}
