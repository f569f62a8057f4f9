import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/index';
import { duties, flowTemplateNodes, flowTemplates, specialties, users } from '../db/schema';

/** The rows of flow templates: templates, their nodes, and the duties, specialties and users they name. */

export type TemplateRow = typeof flowTemplates.$inferSelect;
export type NewTemplate = typeof flowTemplates.$inferInsert;
export type NodeRow = typeof flowTemplateNodes.$inferSelect;
export type TemplateUserRow = typeof users.$inferSelect;

export async function findTemplate(db: Database, id: string): Promise<TemplateRow | undefined> {
  const [template] = await db.select().from(flowTemplates).where(eq(flowTemplates.id, id)).limit(1);
  return template;
}

export async function findTemplateByUuid(db: Database, uuid: string): Promise<TemplateRow | undefined> {
  const [template] = await db.select().from(flowTemplates).where(eq(flowTemplates.uuid, uuid)).limit(1);
  return template;
}

/**
 * The first default template (oldest) by uuid, or when no uuid is given, of the project and specialty.
 */
export async function findDefaultTemplate(
  db: Database,
  query: { uuid: string | undefined; projectId: string; specialtyId: string },
): Promise<TemplateRow | undefined> {
  const [found] = await db
    .select()
    .from(flowTemplates)
    .where(
      query.uuid
        ? eq(flowTemplates.uuid, query.uuid)
        : and(
            eq(flowTemplates.projectId, query.projectId),
            eq(flowTemplates.dictSpecialtyId, query.specialtyId),
            isNotNull(flowTemplates.uuid),
          ),
    )
    .orderBy(asc(flowTemplates.createdAt))
    .limit(1);
  return found;
}

/** The default templates of a project (those with a uuid), oldest first. */
export function defaultTemplatesOf(db: Database, projectId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(flowTemplates)
    .where(and(eq(flowTemplates.projectId, projectId), isNotNull(flowTemplates.uuid)))
    .orderBy(asc(flowTemplates.createdAt), asc(flowTemplates.id));
}

/** The ordinary templates of a project (default ones left out), newest first. */
export function ordinaryTemplatesOf(db: Database, projectId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(flowTemplates)
    .where(and(eq(flowTemplates.projectId, projectId), isNull(flowTemplates.uuid)))
    .orderBy(desc(flowTemplates.createdAt), asc(flowTemplates.id));
}

/** How many nodes each of these templates has (templates without nodes left out). */
export async function nodeCounts(db: Database, templateIds: readonly string[]): Promise<Map<string, number>> {
  const nodes = templateIds.length
    ? await db
        .select({ templateId: flowTemplateNodes.templateId })
        .from(flowTemplateNodes)
        .where(inArray(flowTemplateNodes.templateId, [...templateIds]))
    : [];
  const counts = new Map<string, number>();
  for (const node of nodes) counts.set(node.templateId, (counts.get(node.templateId) ?? 0) + 1);
  return counts;
}

/** Whether another ordinary template of the project already has this name. */
export async function isTemplateNameTaken(db: Database, projectId: string, actName: string, exceptId?: string) {
  const [row] = await db
    .select({ id: flowTemplates.id })
    .from(flowTemplates)
    .where(
      and(
        eq(flowTemplates.projectId, projectId),
        eq(flowTemplates.actName, actName),
        isNull(flowTemplates.uuid),
        exceptId === undefined ? undefined : ne(flowTemplates.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTemplate(db: Database, values: NewTemplate): Promise<TemplateRow> {
  const [created] = await db.insert(flowTemplates).values(values).returning();
  if (!created) throw new Error('The flow template was not stored');
  return created;
}

export async function updateTemplate(
  db: Database,
  id: string,
  changes: Partial<Pick<TemplateRow, 'actName' | 'isLinear' | 'updatedAt'>>,
): Promise<void> {
  await db.update(flowTemplates).set(changes).where(eq(flowTemplates.id, id));
}

export async function deleteTemplate(db: Database, id: string): Promise<void> {
  await db.delete(flowTemplates).where(eq(flowTemplates.id, id));
}

/** A template's nodes in order. */
export function nodesOf(db: Database, templateId: string): Promise<NodeRow[]> {
  return db
    .select()
    .from(flowTemplateNodes)
    .where(eq(flowTemplateNodes.templateId, templateId))
    .orderBy(asc(flowTemplateNodes.position));
}

/** Replaces a template's nodes, in order. */
export async function replaceNodes(
  db: Database,
  templateId: string,
  nodes: readonly { dutyId: string; userIds: string[] }[],
): Promise<void> {
  await db.delete(flowTemplateNodes).where(eq(flowTemplateNodes.templateId, templateId));
  if (nodes.length === 0) return;
  await db
    .insert(flowTemplateNodes)
    .values(nodes.map((node, position) => ({ templateId, position, dutyId: node.dutyId, userIds: node.userIds })));
}

/** The names of these duties by id (any enterprise). */
export async function dutyNames(db: Database, dutyIds: readonly string[]): Promise<Map<string, string>> {
  const rows = dutyIds.length
    ? await db
        .select()
        .from(duties)
        .where(inArray(duties.id, [...dutyIds]))
    : [];
  return new Map(rows.map((d) => [d.id, d.name]));
}

/** How many of these duties are enabled duties of the enterprise. */
export async function countEnabledDuties(db: Database, enterpriseId: string, dutyIds: readonly string[]) {
  const known = await db
    .select({ id: duties.id })
    .from(duties)
    .where(and(inArray(duties.id, [...dutyIds]), eq(duties.enterpriseId, enterpriseId), eq(duties.disabled, false)));
  return known.length;
}

/** Whether the specialty is one of the enterprise's. */
export async function isEnterpriseSpecialty(db: Database, enterpriseId: string, specialtyId: string) {
  const [specialty] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(and(eq(specialties.id, specialtyId), eq(specialties.enterpriseId, enterpriseId)))
    .limit(1);
  return specialty !== undefined;
}

/** Users by id (not chunked: a template names a few people). */
export function templateUsers(db: Database, userIds: readonly string[]): Promise<TemplateUserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
