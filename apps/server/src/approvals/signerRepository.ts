import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  drawingRecognitions,
  frameTemplateRegions,
  projectMembers,
  RegionKind,
  recognisedSigners,
  signerCorrections,
  users,
} from '../db/schema';
import { chunks } from '../recognition/store';

/** The rows that say who signs a drawing: recognised names, corrections, the templates' signer fields, members. */

export type RecognisedSignerRow = typeof recognisedSigners.$inferSelect;
export type SignerCorrectionRow = typeof signerCorrections.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The template each of these versions was recognised with (null: none), for the versions recognition knows. */
export async function recognitionTemplates(
  db: Database,
  recordIds: readonly string[],
): Promise<Map<string, string | null>> {
  const templateOf = new Map<string, string | null>();
  for (const part of chunks([...recordIds])) {
    const rows = await db
      .select({ recordId: drawingRecognitions.recordId, templateId: drawingRecognitions.templateId })
      .from(drawingRecognitions)
      .where(inArray(drawingRecognitions.recordId, part));
    for (const row of rows) templateOf.set(row.recordId, row.templateId);
  }
  return templateOf;
}

/** The signer names recognition read in these versions. */
export async function recognisedSignersOf(db: Database, recordIds: readonly string[]): Promise<RecognisedSignerRow[]> {
  const rows: RecognisedSignerRow[] = [];
  for (const part of chunks([...recordIds])) {
    rows.push(...(await db.select().from(recognisedSigners).where(inArray(recognisedSigners.recordId, part))));
  }
  return rows;
}

/** The drawing check's corrections of these files in the project. */
export async function correctionsOf(
  db: Database,
  projectId: string,
  resourceIds: readonly string[],
): Promise<SignerCorrectionRow[]> {
  const rows: SignerCorrectionRow[] = [];
  for (const part of chunks([...resourceIds])) {
    rows.push(
      ...(await db
        .select()
        .from(signerCorrections)
        .where(and(eq(signerCorrections.projectId, projectId), inArray(signerCorrections.resourceId, part)))),
    );
  }
  return rows;
}

/** The signer fields (duty and position) of these frame templates, by template id. */
export async function signerFieldsOf(
  db: Database,
  templateIds: readonly string[],
): Promise<Map<string, { dutyId: string; position: number }[]>> {
  const fieldsOf = new Map<string, { dutyId: string; position: number }[]>();
  for (const part of chunks([...templateIds])) {
    const regions = await db
      .select({
        templateId: frameTemplateRegions.templateId,
        dutyId: frameTemplateRegions.dutyId,
        position: frameTemplateRegions.position,
      })
      .from(frameTemplateRegions)
      .where(and(inArray(frameTemplateRegions.templateId, part), eq(frameTemplateRegions.kind, RegionKind.Signer)));
    for (const region of regions) {
      if (!region.dutyId) continue;
      const list = fieldsOf.get(region.templateId) ?? [];
      list.push({ dutyId: region.dutyId, position: region.position });
      fieldsOf.set(region.templateId, list);
    }
  }
  return fieldsOf;
}

/** The users who are members of the project. */
export async function projectMemberUsers(db: Database, projectId: string): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId));
  return rows.map((row) => row.user);
}

/** Users by id. */
export async function usersByIds(db: Database, userIds: readonly string[]): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (const part of chunks([...userIds])) rows.push(...(await db.select().from(users).where(inArray(users.id, part))));
  return rows;
}
