import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ResourceRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import {
  duties,
  type ErrorReportRow,
  errorReports,
  fileRecords,
  projectMembers,
  resources,
  signerCorrections,
} from '../db/schema';
import { chunks } from '../recognition/store';

export { type ErrorReportRow, ROOT_PARENT_ID } from '../db/schema';

/**
 * The rows the launch wizard and the drawing check read and write about drawings: file versions, the files under
 * chosen folders, signer corrections, duties and error reports.
 */

export type ErrorReport = typeof errorReports.$inferSelect;

/** The files of these versions by record id; versions that do not exist are left out. */
export async function filesOfVersions(db: Database, recordIds: readonly string[]): Promise<Map<string, ResourceRow>> {
  const rows: { recordId: string; resource: ResourceRow }[] = [];
  for (const part of chunks([...new Set(recordIds)])) {
    rows.push(
      ...(await db
        .select({ recordId: fileRecords.id, resource: resources })
        .from(fileRecords)
        .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
        .where(inArray(fileRecords.id, part))),
    );
  }
  return new Map(rows.map((row) => [row.recordId, row.resource]));
}

/** Resources by id, deleted or not, of any project. */
export async function resourcesByIds(db: Database, resourceIds: readonly string[]): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  for (const part of chunks([...new Set(resourceIds)])) {
    rows.push(...(await db.select().from(resources).where(inArray(resources.id, part))));
  }
  return rows;
}

/** Resources of a project by id, deleted or not. */
export function projectResourcesByIds(
  db: Database,
  projectId: string,
  resourceIds: readonly string[],
): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resources)
    .where(and(eq(resources.projectId, projectId), inArray(resources.id, [...resourceIds])));
}

/** The files (not deleted) directly in these folders of a project. */
export async function filesInFolders(
  db: Database,
  projectId: string,
  folderIds: readonly string[],
): Promise<ResourceRow[]> {
  const files: ResourceRow[] = [];
  for (const part of chunks([...new Set(folderIds)])) {
    files.push(
      ...(await db
        .select()
        .from(resources)
        .where(
          and(
            eq(resources.projectId, projectId),
            inArray(resources.parentId, part),
            eq(resources.isFolder, false),
            isNull(resources.deletedAt),
          ),
        )),
    );
  }
  return files;
}

/** Whether the user is a member of the project. */
export async function isProjectMember(db: Database, projectId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return member !== undefined;
}

/** Which of these people are members of the project. */
export async function projectMembersAmong(
  db: Database,
  projectId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])));
  return rows.map((row) => row.userId);
}

/** Whether the duty is one of the enterprise's (enabled or not). */
export async function isEnterpriseDuty(db: Database, enterpriseId: string, dutyId: string): Promise<boolean> {
  const [duty] = await db
    .select({ id: duties.id })
    .from(duties)
    .where(and(eq(duties.id, dutyId), eq(duties.enterpriseId, enterpriseId)))
    .limit(1);
  return duty !== undefined;
}

/** The names of an enterprise's duties by id. */
export async function dutyNamesOf(db: Database, enterpriseId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: duties.id, name: duties.name })
    .from(duties)
    .where(eq(duties.enterpriseId, enterpriseId));
  return new Map(rows.map((d) => [d.id, d.name]));
}

/** A correction of the drawing check: for these files of a project and the duty, the user signs. */
export interface SignerCorrection {
  projectId: string;
  resourceIds: readonly string[];
  dutyId: string;
  userId: string;
  correctedBy: string;
  correctedAt: Date;
}

/** Stores a correction per file and duty in one transaction; a later correction replaces an earlier one. */
export async function saveSignerCorrections(db: Database, correction: SignerCorrection): Promise<void> {
  const { projectId, dutyId, userId, correctedBy, correctedAt } = correction;
  await db.transaction(async (tx) => {
    for (const part of chunks([...correction.resourceIds])) {
      await tx
        .insert(signerCorrections)
        .values(part.map((resourceId) => ({ projectId, resourceId, dutyId, userId, correctedBy, correctedAt })))
        .onConflictDoUpdate({
          target: [signerCorrections.projectId, signerCorrections.resourceId, signerCorrections.dutyId],
          set: { userId, correctedBy, correctedAt },
        });
    }
  });
}

/** Stores an error report of a user; answers its id. */
export async function insertErrorReport(db: Database, userId: string, rows: ErrorReportRow[]): Promise<string> {
  const [row] = await db.insert(errorReports).values({ userId, rows }).returning({ id: errorReports.id });
  if (!row) throw new Error('The error report was not stored');
  return row.id;
}

/** A user's own error report by id. */
export async function findErrorReport(db: Database, id: string, userId: string): Promise<ErrorReport | undefined> {
  const [report] = await db
    .select()
    .from(errorReports)
    .where(and(eq(errorReports.id, id), eq(errorReports.userId, userId)))
    .limit(1);
  return report;
}
