import {
  ApprovalStatus,
  DutyRole,
  type OwnerType,
  type StampEnabled,
  StampingState,
  type StampType,
} from '@atelier/api';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  approvalDrawings,
  approvalStamps,
  approvals,
  duties,
  enterpriseMembers,
  projectMembers,
  stampImages,
  stamps,
  users,
} from '../db/schema';

/** The stamps' queries: stamps, their images, and the people and approvals the stamp rules read. */

export type StampRow = typeof stamps.$inferSelect;
export type NewStamp = typeof stamps.$inferInsert;
export type StampChanges = Partial<NewStamp>;
export type UserRow = typeof users.$inferSelect;
export type StampImageRow = typeof stampImages.$inferSelect;
export type NewStampImage = typeof stampImages.$inferInsert;

/** Which live (not deleted) stamps of an enterprise a query reads; absent fields do not filter. */
export interface StampFilter {
  enterpriseId: string;
  ownerType?: OwnerType;
  stampType?: StampType;
  /** The owner (or an enterprise stamp's manager). */
  userId?: string;
  /** Owners among these; an empty list reads no stamp. */
  userIds?: readonly string[];
  isEnable?: StampEnabled;
  /** The exact name. */
  name?: string;
}

/** The live stamps a filter names, in no particular order (the views sort them). */
export async function listStamps(db: Database, filter: StampFilter): Promise<StampRow[]> {
  if (filter.userIds?.length === 0) return [];
  const conditions: SQL[] = [eq(stamps.enterpriseId, filter.enterpriseId), isNull(stamps.deletedAt)];
  if (filter.ownerType !== undefined) conditions.push(eq(stamps.ownerType, filter.ownerType));
  if (filter.stampType !== undefined) conditions.push(eq(stamps.stampType, filter.stampType));
  if (filter.userId !== undefined) conditions.push(eq(stamps.userId, filter.userId));
  if (filter.userIds !== undefined) conditions.push(inArray(stamps.userId, [...filter.userIds]));
  if (filter.isEnable !== undefined) conditions.push(eq(stamps.isEnable, filter.isEnable));
  if (filter.name !== undefined) conditions.push(eq(stamps.name, filter.name));
  return db
    .select()
    .from(stamps)
    .where(and(...conditions));
}

/** A live stamp of the enterprise, or null. */
export async function findStampOfEnterprise(
  db: Database,
  enterpriseId: string,
  stampId: string,
): Promise<StampRow | null> {
  const [row] = await db
    .select()
    .from(stamps)
    .where(and(eq(stamps.id, stampId), eq(stamps.enterpriseId, enterpriseId), isNull(stamps.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A live stamp of any enterprise, or null. */
export async function findLiveStamp(db: Database, stampId: string): Promise<StampRow | null> {
  const [row] = await db
    .select()
    .from(stamps)
    .where(and(eq(stamps.id, stampId), isNull(stamps.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertStamp(db: Database, values: NewStamp): Promise<StampRow | null> {
  const [row] = await db.insert(stamps).values(values).returning();
  return row ?? null;
}

/** Inserts stamps; answers their ids. */
export async function insertStamps(db: Database, values: readonly NewStamp[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(stamps)
    .values([...values])
    .returning({ id: stamps.id });
  return rows.map((r) => r.id);
}

export async function updateStamp(db: Database, stampId: string, changes: StampChanges): Promise<void> {
  await db.update(stamps).set(changes).where(eq(stamps.id, stampId));
}

/** Marks stamps deleted and disabled (the rows stay for the approvals that placed them). */
export async function markStampsDeleted(
  db: Database,
  stampIds: readonly string[],
  disabled: StampEnabled,
  at = new Date(),
): Promise<void> {
  if (stampIds.length === 0) return;
  await db
    .update(stamps)
    .set({ deletedAt: at, isEnable: disabled })
    .where(inArray(stamps.id, [...stampIds]));
}

/** Users by id (any order). */
export async function usersByIds(db: Database, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** The members among these users of the enterprise, with their roles there. */
export async function enterpriseMembersAmong(db: Database, enterpriseId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ user: users, roles: enterpriseMembers.roles })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), inArray(enterpriseMembers.userId, [...userIds])));
}

/** Every member of the enterprise (users). */
export async function enterpriseMemberUsers(db: Database, enterpriseId: string): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(eq(enterpriseMembers.enterpriseId, enterpriseId));
  return rows.map((r) => r.user);
}

/** Every member of the project, with the duties they hold there. */
export async function projectMembersWithDuties(db: Database, projectId: string) {
  return db
    .select({ dutyIds: projectMembers.dutyIds, staffType: projectMembers.staffType, user: users })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId));
}

/** The ids of the enterprise's manager duties (专业负责人, 项目负责人). */
export async function managerDutyIds(db: Database, enterpriseId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: duties.id })
    .from(duties)
    .where(and(eq(duties.enterpriseId, enterpriseId), eq(duties.dutyRole, DutyRole.Manager)));
  return new Set(rows.map((d) => d.id));
}

/**
 * Approvals whose stamps may still be applied: in progress, or passed and being stamped right now (the stamping
 * reads the stamps as it goes).
 */
const unfinished = or(
  eq(approvals.status, ApprovalStatus.InProgress),
  and(eq(approvals.status, ApprovalStatus.Passed), eq(approvals.stampingState, StampingState.Stamping)),
);

/** The stamps among these that an unfinished approval places (its batches', output, custom stamps, signatures). */
export async function stampIdsInUse(db: Database, stampIds: readonly string[]): Promise<Set<string>> {
  if (stampIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ stampId: approvalStamps.stampId })
    .from(approvalStamps)
    .innerJoin(approvals, eq(approvals.id, approvalStamps.approvalId))
    .where(and(inArray(approvalStamps.stampId, [...stampIds]), unfinished));
  return new Set(rows.map((r) => r.stampId));
}

/** The drawing versions of the enterprise's unfinished approvals, with their projects. */
export async function unfinishedApprovalDrawings(db: Database, enterpriseId: string) {
  return db
    .select({
      projectId: approvals.projectId,
      recordId: approvalDrawings.recordId,
      resourceId: approvalDrawings.resourceId,
    })
    .from(approvalDrawings)
    .innerJoin(approvals, eq(approvals.id, approvalDrawings.approvalId))
    .where(and(eq(approvals.enterpriseId, enterpriseId), unfinished));
}

/** An uploaded image by its uuid, if this person uploaded it in this enterprise. */
export async function findStampImage(
  db: Database,
  uuid: string,
  enterpriseId: string,
  uploadedBy: string,
): Promise<StampImageRow | null> {
  const [image] = await db
    .select()
    .from(stampImages)
    .where(
      and(
        eq(stampImages.uuid, uuid),
        eq(stampImages.enterpriseId, enterpriseId),
        eq(stampImages.uploadedBy, uploadedBy),
      ),
    )
    .limit(1);
  return image ?? null;
}

export async function insertStampImage(db: Database, values: NewStampImage): Promise<void> {
  await db.insert(stampImages).values(values);
}
