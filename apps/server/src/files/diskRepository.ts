import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import { type Database, queryRows } from '../db/index';
import { diskResources } from '../db/schema';
import { queueStorageSweep } from './storageSweep';

export type DiskRow = typeof diskResources.$inferSelect;

/** The SQL of a person's network disk. */

export function liveDiskChildren(db: Database, ownerId: string, parentId: string): Promise<DiskRow[]> {
  return db
    .select()
    .from(diskResources)
    .where(
      and(eq(diskResources.ownerId, ownerId), eq(diskResources.parentId, parentId), isNull(diskResources.deletedAt)),
    );
}

/** Live files of one category anywhere in the disk (the category pages list files, not folders). */
export function liveDiskFilesOfCategory(db: Database, ownerId: string, category: string): Promise<DiskRow[]> {
  return db
    .select()
    .from(diskResources)
    .where(
      and(eq(diskResources.ownerId, ownerId), eq(diskResources.category, category), isNull(diskResources.deletedAt)),
    );
}

export async function findDiskRow(db: Database, id: string): Promise<DiskRow | undefined> {
  const [row] = await db.select().from(diskResources).where(eq(diskResources.id, id)).limit(1);
  return row;
}

export async function insertDiskRows(db: Database, rows: (typeof diskResources.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(diskResources).values(rows.slice(i, i + 1000));
}

export async function updateDiskRow(
  db: Database,
  id: string,
  set: Partial<Pick<DiskRow, 'name' | 'parentId' | 'updatedAt' | 'deletedAt' | 'purgedAt'>>,
): Promise<void> {
  await db.update(diskResources).set(set).where(eq(diskResources.id, id));
}

/** Every live row of a person's disk (folders for chains, files for the used bytes). */
export function allLiveDiskRows(db: Database, ownerId: string): Promise<DiskRow[]> {
  return db
    .select()
    .from(diskResources)
    .where(and(eq(diskResources.ownerId, ownerId), isNull(diskResources.deletedAt)));
}

/** Bytes a disk holds: every file not purged (the recycle bin counts until it is emptied). */
export async function usedDiskBytes(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sum(diskResources.size) })
    .from(diskResources)
    .where(and(eq(diskResources.ownerId, ownerId), eq(diskResources.isFolder, false), isNull(diskResources.purgedAt)));
  return Number(row?.used ?? 0);
}

export function diskRecycleRows(db: Database, ownerId: string): Promise<DiskRow[]> {
  return db
    .select()
    .from(diskResources)
    .where(and(eq(diskResources.ownerId, ownerId), isNotNull(diskResources.deletedAt), isNull(diskResources.purgedAt)))
    .orderBy(desc(diskResources.deletedAt));
}

export async function diskRecycleIdsBefore(db: Database, ownerId: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: diskResources.id })
    .from(diskResources)
    .where(
      and(eq(diskResources.ownerId, ownerId), isNull(diskResources.purgedAt), lt(diskResources.deletedAt, before)),
    );
  return rows.map((r) => r.id);
}

/** Purges entries with everything under them (files under a deleted folder stop counting against the quota). */
export async function purgeDiskSubtrees(
  db: Database,
  ownerId: string,
  ids: readonly string[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const purged = await queryRows<{ storage_key: string | null }>(
    db,
    sql`with recursive tree(id, depth) as (
          select id, 0 from disk_resources where owner_id = ${ownerId} and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          union all
          select r.id, t.depth + 1 from disk_resources r join tree t on r.parent_id = t.id
           where r.owner_id = ${ownerId} and r.purged_at is null and t.depth < 100
        )
        update disk_resources set purged_at = ${at}, deleted_at = coalesce(deleted_at, ${at})
         where id in (select id from tree)
        returning storage_key`,
  );
  // The purged files' objects are swept once nothing else references them (rapid upload shares them).
  await queueStorageSweep(
    db,
    purged.map((r) => r.storage_key),
  );
}

export async function markDiskDeleted(db: Database, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(diskResources)
    .set({ deletedAt: at })
    .where(and(inArray(diskResources.id, [...ids]), isNull(diskResources.deletedAt)));
}

export function liveDiskNamedLike(db: Database, ownerId: string, keyword: string): Promise<DiskRow[]> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(diskResources)
    .where(and(eq(diskResources.ownerId, ownerId), isNull(diskResources.deletedAt), ilike(diskResources.name, pattern)))
    .limit(5000);
}
