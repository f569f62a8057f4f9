import type { TemplateFolder } from '@atelier/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { projectTemplates } from '../db/schema';

export type ProjectTemplateRow = typeof projectTemplates.$inferSelect;

/** The enterprise's templates. */
export function templatesOf(db: Database, enterpriseId: string): Promise<ProjectTemplateRow[]> {
  return db.select().from(projectTemplates).where(eq(projectTemplates.enterpriseId, enterpriseId));
}

/** One template of the enterprise, or undefined. */
export async function findTemplate(db: Database, enterpriseId: string, id: string) {
  const [row] = await db
    .select()
    .from(projectTemplates)
    .where(and(eq(projectTemplates.id, id), eq(projectTemplates.enterpriseId, enterpriseId)));
  return row;
}

/** Whether another template of the enterprise has this name, ignoring case. */
export async function templateNameTaken(db: Database, enterpriseId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: projectTemplates.id })
    .from(projectTemplates)
    .where(
      and(
        eq(projectTemplates.enterpriseId, enterpriseId),
        sql`lower(${projectTemplates.name}) = lower(${name})`,
        exceptId ? ne(projectTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTemplate(
  db: Database,
  row: { enterpriseId: string; name: string; folders: TemplateFolder[]; createdBy: string },
): Promise<ProjectTemplateRow> {
  const [created] = await db.insert(projectTemplates).values(row).returning();
  if (!created) throw new Error('The template was not written');
  return created;
}

export async function updateTemplateRow(
  db: Database,
  id: string,
  changes: { name?: string; isEnable?: boolean; folders?: TemplateFolder[] },
) {
  await db
    .update(projectTemplates)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(projectTemplates.id, id));
}

export async function deleteTemplateRow(db: Database, id: string) {
  await db.delete(projectTemplates).where(eq(projectTemplates.id, id));
}
