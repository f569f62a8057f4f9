import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  duties,
  frameTemplateGroupMembers,
  frameTemplateGroups,
  frameTemplateRegions,
  frameTemplateSamples,
  frameTemplateSources,
  frameTemplates,
  type RegionKind,
} from '../db/schema';

/** The rows of frame-template configuration: samples, templates with their source page, regions, groups. */

export type TemplateRow = typeof frameTemplates.$inferSelect;
export type RegionRow = typeof frameTemplateRegions.$inferSelect;
export type SampleRow = typeof frameTemplateSamples.$inferSelect;

export async function insertSample(db: Database, values: typeof frameTemplateSamples.$inferInsert): Promise<SampleRow> {
  const [row] = await db.insert(frameTemplateSamples).values(values).returning();
  if (!row) throw new Error('the sample was not inserted');
  return row;
}

/** A sample of the enterprise. */
export async function findSample(db: Database, enterpriseId: string, id: string): Promise<SampleRow | null> {
  const [row] = await db
    .select()
    .from(frameTemplateSamples)
    .where(and(eq(frameTemplateSamples.id, id), eq(frameTemplateSamples.enterpriseId, enterpriseId)))
    .limit(1);
  return row ?? null;
}

/** A template with the sample page it was made from (none for templates made otherwise: the demo's). */
export interface TemplateWithSource {
  template: TemplateRow;
  sampleId: string | null;
  sampleName: string | null;
  page: number | null;
}

const withSource = (db: Database) =>
  db
    .select({
      template: frameTemplates,
      sampleId: frameTemplateSources.sampleId,
      sampleName: frameTemplateSamples.fileName,
      page: frameTemplateSources.page,
    })
    .from(frameTemplates)
    .leftJoin(frameTemplateSources, eq(frameTemplateSources.templateId, frameTemplates.id))
    .leftJoin(frameTemplateSamples, eq(frameTemplateSamples.id, frameTemplateSources.sampleId));

/** The enterprise's templates not deleted (only the enabled ones with `enabledOnly`), newest first. */
export function templatesOf(
  db: Database,
  enterpriseId: string,
  options: { enabledOnly?: boolean } = {},
): Promise<TemplateWithSource[]> {
  return withSource(db)
    .where(
      and(
        eq(frameTemplates.enterpriseId, enterpriseId),
        isNull(frameTemplates.deletedAt),
        options.enabledOnly ? eq(frameTemplates.enabled, true) : undefined,
      ),
    )
    .orderBy(desc(frameTemplates.createdAt), asc(frameTemplates.name));
}

/** A template of the enterprise, deleted ones too with `withDeleted`. */
export async function findTemplate(
  db: Database,
  enterpriseId: string,
  id: string,
  options: { withDeleted?: boolean } = {},
): Promise<TemplateWithSource | null> {
  const [row] = await withSource(db)
    .where(
      and(
        eq(frameTemplates.id, id),
        eq(frameTemplates.enterpriseId, enterpriseId),
        options.withDeleted ? undefined : isNull(frameTemplates.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether another template of the enterprise (not deleted) has this name. */
export async function isTemplateNameTaken(
  db: Database,
  enterpriseId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: frameTemplates.id })
    .from(frameTemplates)
    .where(
      and(
        eq(frameTemplates.enterpriseId, enterpriseId),
        eq(frameTemplates.name, name),
        isNull(frameTemplates.deletedAt),
        exceptId ? ne(frameTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTemplate(
  db: Database,
  values: typeof frameTemplates.$inferInsert,
  source: { sampleId: string; page: number } | null,
): Promise<TemplateRow> {
  const [row] = await db.insert(frameTemplates).values(values).returning();
  if (!row) throw new Error('the template was not inserted');
  if (source) await db.insert(frameTemplateSources).values({ templateId: row.id, ...source });
  return row;
}

export async function updateTemplateRow(
  db: Database,
  id: string,
  set: Partial<typeof frameTemplates.$inferInsert>,
): Promise<void> {
  await db.update(frameTemplates).set(set).where(eq(frameTemplates.id, id));
}

/** A template's regions, each kind by position. */
export function regionsOf(db: Database, templateId: string): Promise<RegionRow[]> {
  return db
    .select()
    .from(frameTemplateRegions)
    .where(eq(frameTemplateRegions.templateId, templateId))
    .orderBy(asc(frameTemplateRegions.kind), asc(frameTemplateRegions.position));
}

/** Region counts by kind of these templates. */
export async function regionCounts(
  db: Database,
  templateIds: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>();
  if (templateIds.length === 0) return counts;
  const rows = await db
    .select({
      templateId: frameTemplateRegions.templateId,
      kind: frameTemplateRegions.kind,
      count: sql<number>`count(*)::int`,
    })
    .from(frameTemplateRegions)
    .where(inArray(frameTemplateRegions.templateId, [...templateIds]))
    .groupBy(frameTemplateRegions.templateId, frameTemplateRegions.kind);
  for (const row of rows) {
    const own = counts.get(row.templateId) ?? {};
    own[row.kind] = Number(row.count);
    counts.set(row.templateId, own);
  }
  return counts;
}

/** Replaces a template's regions. */
export async function replaceRegions(
  db: Database,
  templateId: string,
  regions: readonly Omit<typeof frameTemplateRegions.$inferInsert, 'templateId'>[],
): Promise<void> {
  await db.delete(frameTemplateRegions).where(eq(frameTemplateRegions.templateId, templateId));
  if (regions.length > 0) {
    await db.insert(frameTemplateRegions).values(regions.map((region) => ({ ...region, templateId })));
  }
}

export type { RegionKind };

/** The enterprise's duties in use (not disabled), with their names. */
export function dutiesOf(db: Database, enterpriseId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: duties.id, name: duties.name })
    .from(duties)
    .where(and(eq(duties.enterpriseId, enterpriseId), eq(duties.disabled, false)));
}

// Groups

export type GroupRow = typeof frameTemplateGroups.$inferSelect;

/** The enterprise's groups with their templates (deleted templates left out), by name. */
export async function groupsOf(
  db: Database,
  enterpriseId: string,
): Promise<{ group: GroupRow; templateIds: string[] }[]> {
  const groups = await db
    .select()
    .from(frameTemplateGroups)
    .where(eq(frameTemplateGroups.enterpriseId, enterpriseId))
    .orderBy(asc(frameTemplateGroups.name));
  if (groups.length === 0) return [];
  const members = await db
    .select({ groupId: frameTemplateGroupMembers.groupId, templateId: frameTemplateGroupMembers.templateId })
    .from(frameTemplateGroupMembers)
    .innerJoin(frameTemplates, eq(frameTemplates.id, frameTemplateGroupMembers.templateId))
    .where(
      and(
        inArray(
          frameTemplateGroupMembers.groupId,
          groups.map((g) => g.id),
        ),
        isNull(frameTemplates.deletedAt),
      ),
    )
    .orderBy(asc(frameTemplates.name));
  return groups.map((group) => ({
    group,
    templateIds: members.filter((m) => m.groupId === group.id).map((m) => m.templateId),
  }));
}

export async function findGroup(db: Database, enterpriseId: string, id: string): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(frameTemplateGroups)
    .where(and(eq(frameTemplateGroups.id, id), eq(frameTemplateGroups.enterpriseId, enterpriseId)))
    .limit(1);
  return row ?? null;
}

export async function isGroupNameTaken(
  db: Database,
  enterpriseId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: frameTemplateGroups.id })
    .from(frameTemplateGroups)
    .where(
      and(
        eq(frameTemplateGroups.enterpriseId, enterpriseId),
        eq(frameTemplateGroups.name, name),
        exceptId ? ne(frameTemplateGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Creates or renames a group and sets its templates. */
export async function saveGroupRows(
  db: Database,
  enterpriseId: string,
  group: { id?: string | undefined; name: string },
  templateIds: readonly string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    let id = group.id;
    if (id) {
      await tx
        .update(frameTemplateGroups)
        .set({ name: group.name, updatedAt: new Date() })
        .where(eq(frameTemplateGroups.id, id));
      await tx.delete(frameTemplateGroupMembers).where(eq(frameTemplateGroupMembers.groupId, id));
    } else {
      const [row] = await tx
        .insert(frameTemplateGroups)
        .values({ enterpriseId, name: group.name })
        .returning({ id: frameTemplateGroups.id });
      if (!row) throw new Error('the group was not inserted');
      id = row.id;
    }
    const groupId = id;
    if (templateIds.length > 0) {
      await tx.insert(frameTemplateGroupMembers).values(templateIds.map((templateId) => ({ groupId, templateId })));
    }
    return groupId;
  });
}

export async function deleteGroupRow(db: Database, id: string): Promise<void> {
  await db.delete(frameTemplateGroups).where(eq(frameTemplateGroups.id, id));
}

/** The groups each of these templates is in. */
export async function groupIdsOf(db: Database, templateIds: readonly string[]): Promise<Map<string, string[]>> {
  const byTemplate = new Map<string, string[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({ groupId: frameTemplateGroupMembers.groupId, templateId: frameTemplateGroupMembers.templateId })
    .from(frameTemplateGroupMembers)
    .where(inArray(frameTemplateGroupMembers.templateId, [...templateIds]));
  for (const row of rows) byTemplate.set(row.templateId, [...(byTemplate.get(row.templateId) ?? []), row.groupId]);
  return byTemplate;
}

/** Removes a template from every group (it was deleted). */
export async function leaveGroups(db: Database, templateId: string): Promise<void> {
  await db.delete(frameTemplateGroupMembers).where(eq(frameTemplateGroupMembers.templateId, templateId));
}
