import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/index';
import { projects, users } from '../db/schema';

/** The enterprise's projects in the recycle bin (deleted, not purged), most recently deleted first. */
export function deletedProjects(db: Database, enterpriseId: string) {
  return db
    .select({ project: projects, creatorName: users.realname })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.createdBy))
    .where(and(eq(projects.enterpriseId, enterpriseId), isNotNull(projects.deletedAt), isNull(projects.purgedAt)))
    .orderBy(desc(projects.deletedAt));
}

export async function findDeletedProject(db: Database, enterpriseId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.enterpriseId, enterpriseId),
        isNotNull(projects.deletedAt),
        isNull(projects.purgedAt),
      ),
    );
  return row;
}

export async function markProjectRestored(db: Database, projectId: string) {
  await db.update(projects).set({ deletedAt: null, updatedAt: new Date() }).where(eq(projects.id, projectId));
}
