import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { labels, projectLabels, projectMembers } from '../db/schema';

export type LabelRow = typeof labels.$inferSelect;

/** One person's labels of a type in an enterprise, each with the number of projects it is on. */
export async function labelsOf(db: Database, enterpriseId: string, userId: string, type: string) {
  return db
    .select({ label: labels, projectCount: count(projectLabels.projectId) })
    .from(labels)
    .leftJoin(projectLabels, eq(projectLabels.labelId, labels.id))
    .where(and(eq(labels.enterpriseId, enterpriseId), eq(labels.userId, userId), eq(labels.type, type)))
    .groupBy(labels.id);
}

/** One of the person's labels in the enterprise, or undefined (another's, another enterprise's, or none). */
export async function findOwnLabel(db: Database, enterpriseId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, id), eq(labels.enterpriseId, enterpriseId), eq(labels.userId, userId)));
  return row;
}

/** Whether another of the person's labels of the type has this name, ignoring case. */
export async function labelNameTaken(
  db: Database,
  owner: { enterpriseId: string; userId: string; type: string },
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.enterpriseId, owner.enterpriseId),
        eq(labels.userId, owner.userId),
        eq(labels.type, owner.type),
        sql`lower(${labels.name}) = lower(${name})`,
        exceptId ? ne(labels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLabel(
  db: Database,
  row: { enterpriseId: string; userId: string; type: string; name: string; color: string },
): Promise<LabelRow> {
  const [created] = await db.insert(labels).values(row).returning();
  if (!created) throw new Error('The label was not written');
  return created;
}

export async function updateLabelRow(db: Database, id: string, changes: { name?: string; color?: string }) {
  if (changes.name === undefined && changes.color === undefined) return;
  await db.update(labels).set(changes).where(eq(labels.id, id));
}

/** Deletes a label; its project links go with it (on delete cascade). */
export async function deleteLabelRow(db: Database, id: string) {
  await db.delete(labels).where(eq(labels.id, id));
}

/** The person's labels on the given projects, each with its project. */
export async function ownLabelsOnProjects(db: Database, userId: string, projectIds: readonly string[]) {
  if (!projectIds.length) return [];
  return db
    .select({ projectId: projectLabels.projectId, id: labels.id, name: labels.name, color: labels.color })
    .from(projectLabels)
    .innerJoin(labels, eq(labels.id, projectLabels.labelId))
    .where(and(eq(labels.userId, userId), inArray(projectLabels.projectId, [...projectIds])));
}

/** Replaces the person's labels on a project with the ones given (theirs, checked by the caller). */
export async function replaceOwnProjectLabels(
  db: Database,
  userId: string,
  projectId: string,
  labelIds: readonly string[],
) {
  await db.transaction(async (tx) => {
    const own = tx.select({ id: labels.id }).from(labels).where(eq(labels.userId, userId));
    await tx
      .delete(projectLabels)
      .where(and(eq(projectLabels.projectId, projectId), inArray(projectLabels.labelId, own)));
    if (labelIds.length) {
      await tx.insert(projectLabels).values([...new Set(labelIds)].map((labelId) => ({ labelId, projectId })));
    }
  });
}

/** The projects the person marked as favourites. */
export async function favouriteProjectIds(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, userId), eq(projectMembers.favourite, true)));
  return new Set(rows.map((r) => r.projectId));
}

/** Marks or unmarks a project as the member's favourite. */
export async function setFavourite(db: Database, projectId: string, userId: string, favourite: boolean) {
  await db
    .update(projectMembers)
    .set({ favourite })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

/** How many of the project's members starred it. */
export async function favouriteCount(db: Database, projectId: string): Promise<number> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.favourite, true)));
  return rows.length;
}
