import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../access/repository';
import type { Database } from '../db/index';
import { duties, projectMembers, projects, specialties, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type DutyRow = typeof duties.$inferSelect;

/** The projects of an enterprise the user is a member of, most recently changed first. */
export async function memberProjects(db: Database, enterpriseId: string, userId: string): Promise<ProjectRow[]> {
  const rows = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(eq(projects.enterpriseId, enterpriseId))
    .orderBy(desc(projects.updatedAt), desc(projects.createdAt));
  return rows.map((r) => r.project);
}

/** The members of a project with their user and specialty name. */
export function membersWithUsers(db: Database, projectId: string) {
  return db
    .select({ member: projectMembers, user: users, specialtyName: specialties.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(specialties, eq(specialties.id, projectMembers.specialtyId))
    .where(eq(projectMembers.projectId, projectId));
}

export async function dutiesByIds(db: Database, ids: readonly string[]): Promise<DutyRow[]> {
  return ids.length
    ? db
        .select()
        .from(duties)
        .where(inArray(duties.id, [...ids]))
    : [];
}

/** The enterprise's duties with their order. */
export function dutyOrderOf(
  db: Database,
  enterpriseId: string,
): Promise<{ id: string; name: string; sortOrder: number }[]> {
  return db
    .select({ id: duties.id, name: duties.name, sortOrder: duties.sortOrder })
    .from(duties)
    .where(eq(duties.enterpriseId, enterpriseId));
}
