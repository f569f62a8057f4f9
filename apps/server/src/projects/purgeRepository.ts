import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { projects, resources } from '../db/schema';

/** Projects in a recycle bin (deleted, not purged) deleted before a time, with when. */
export function projectsDeletedBefore(db: Database, before: Date) {
  return db
    .select({ id: projects.id, deletedAt: projects.deletedAt })
    .from(projects)
    .where(and(isNotNull(projects.deletedAt), isNull(projects.purgedAt), lt(projects.deletedAt, before)));
}

/** Projects (of any enterprise) whose file recycle bin holds an entry deleted before a time. */
export async function projectsWithRecycleEntriesBefore(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ projectId: resources.projectId })
    .from(resources)
    .where(and(isNull(resources.purgedAt), lt(resources.deletedAt, before)));
  return rows.map((r) => r.projectId);
}

/** Marks the project purged, unless it was restored or purged meanwhile; answers whether it did. */
export async function markProjectPurgedIfDeleted(db: Database, projectId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ purgedAt: at })
    .where(and(eq(projects.id, projectId), isNotNull(projects.deletedAt), isNull(projects.purgedAt)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Every resource of the project not yet purged is purged (the rows stay for what names them); answers their ids. */
export async function purgeAllResources(db: Database, projectId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(resources)
    .set({ purgedAt: at, deletedAt: sql`coalesce(${resources.deletedAt}, ${at})` })
    .where(and(eq(resources.projectId, projectId), isNull(resources.purgedAt)))
    .returning({ id: resources.id });
  return rows.map((r) => r.id);
}
