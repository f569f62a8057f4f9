import { CaApprovalStatus, type CertificateStatus, KeyStatus } from '@atelier/api';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import { caActivationKeys, caApplications, enterpriseMembers, stamps, users } from '../db/schema';

/** The CA calls' queries: applications, activation keys, and the stamps and people they name. */

export type ApplicationRow = typeof caApplications.$inferSelect;
export type NewApplication = typeof caApplications.$inferInsert;
export type KeyRow = typeof caActivationKeys.$inferSelect;
type StampRow = typeof stamps.$inferSelect;

/** The stamp's pending application, or null. */
export async function pendingApplication(db: Database, stampId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(caApplications)
    .where(and(eq(caApplications.stampId, stampId), eq(caApplications.status, CaApprovalStatus.Pending)))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(db: Database, values: NewApplication): Promise<void> {
  await db.insert(caApplications).values(values);
}

/** Moves a pending application to withdrawn; false when it was no longer pending. */
export async function withdrawPending(db: Database, applicationId: string): Promise<boolean> {
  const moved = await db
    .update(caApplications)
    .set({ status: CaApprovalStatus.Withdrawn })
    .where(and(eq(caApplications.id, applicationId), eq(caApplications.status, CaApprovalStatus.Pending)))
    .returning({ id: caApplications.id });
  return moved.length > 0;
}

export async function updateApplication(
  db: Database,
  applicationId: string,
  changes: Partial<NewApplication>,
): Promise<void> {
  await db.update(caApplications).set(changes).where(eq(caApplications.id, applicationId));
}

/** An application of the enterprise, its row locked until the transaction ends; null when there is none. */
export async function lockApplication(
  tx: Database,
  enterpriseId: string,
  applicationId: string,
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(caApplications)
    .where(and(eq(caApplications.id, applicationId), eq(caApplications.enterpriseId, enterpriseId)))
    .for('update');
  return row ?? null;
}

/** A stamp (deleted ones included), its row locked until the transaction ends; null when there is none. */
export async function lockStamp(tx: Database, stampId: string): Promise<StampRow | null> {
  const [row] = await tx.select().from(stamps).where(eq(stamps.id, stampId)).for('update');
  return row ?? null;
}

export async function setCertificateStatus(db: Database, stampId: string, status: CertificateStatus): Promise<void> {
  await db.update(stamps).set({ certificateStatus: status }).where(eq(stamps.id, stampId));
}

/** The stamp's applications, newest first. */
export async function applicationsOfStamp(db: Database, stampId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(caApplications)
    .where(eq(caApplications.stampId, stampId))
    .orderBy(desc(caApplications.createdAt));
}

/** The enterprise's applications with their stamps and applicants, newest first. */
export async function applicationsOfEnterprise(db: Database, enterpriseId: string, status?: CaApprovalStatus) {
  const conditions: SQL[] = [eq(caApplications.enterpriseId, enterpriseId)];
  if (status) conditions.push(eq(caApplications.status, status));
  return db
    .select({ application: caApplications, stamp: stamps, applicant: users })
    .from(caApplications)
    .innerJoin(stamps, eq(stamps.id, caApplications.stampId))
    .innerJoin(users, eq(users.id, caApplications.applicantId))
    .where(and(...conditions))
    .orderBy(desc(caApplications.createdAt));
}

/** The enterprise's activation keys, newest first. */
export async function keysOfEnterprise(db: Database, enterpriseId: string, status?: KeyStatus): Promise<KeyRow[]> {
  const conditions: SQL[] = [eq(caActivationKeys.enterpriseId, enterpriseId)];
  if (status) conditions.push(eq(caActivationKeys.status, status));
  return db
    .select()
    .from(caActivationKeys)
    .where(and(...conditions))
    .orderBy(desc(caActivationKeys.createdAt));
}

export async function findKey(db: Database, enterpriseId: string, keyId: string): Promise<KeyRow | null> {
  const [key] = await db
    .select()
    .from(caActivationKeys)
    .where(and(eq(caActivationKeys.id, keyId), eq(caActivationKeys.enterpriseId, enterpriseId)));
  return key ?? null;
}

export async function findKeyByCdk(db: Database, enterpriseId: string, cdk: string): Promise<KeyRow | null> {
  const [key] = await db
    .select()
    .from(caActivationKeys)
    .where(and(eq(caActivationKeys.cdk, cdk), eq(caActivationKeys.enterpriseId, enterpriseId)));
  return key ?? null;
}

/** A key by its code, its row locked until the transaction ends. */
export async function lockKeyByCdk(tx: Database, enterpriseId: string, cdk: string): Promise<KeyRow | null> {
  const [key] = await tx
    .select()
    .from(caActivationKeys)
    .where(and(eq(caActivationKeys.cdk, cdk), eq(caActivationKeys.enterpriseId, enterpriseId)))
    .for('update');
  return key ?? null;
}

/** Assigns a key to a member, if it is still unused. */
export async function assignUnusedKey(db: Database, keyId: string, userId: string): Promise<void> {
  await db
    .update(caActivationKeys)
    .set({ assignedUserId: userId })
    .where(and(eq(caActivationKeys.id, keyId), eq(caActivationKeys.status, KeyStatus.Unused)));
}

/** Marks a key used by a stamp's application. */
export async function markKeyUsed(
  db: Database,
  keyId: string,
  use: { stampId: string; assignedUserId: string; at: Date },
): Promise<void> {
  await db
    .update(caActivationKeys)
    .set({ status: KeyStatus.Used, stampId: use.stampId, usedAt: use.at, assignedUserId: use.assignedUserId })
    .where(eq(caActivationKeys.id, keyId));
}

export async function isEnterpriseMember(db: Database, enterpriseId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.userId, userId), eq(enterpriseMembers.enterpriseId, enterpriseId)));
  return member !== undefined;
}

/** Real names by user id. */
export async function realnames(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, realname: users.realname })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(people.map((p) => [p.id, p.realname]));
}
