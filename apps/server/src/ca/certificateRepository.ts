import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/index';
import { certificateAuthorities, enterprises, stampCertificates, stamps } from '../db/schema';

/** The enterprise CA's queries: authorities, stamp certificates and the certificate fields of stamps. */

export type AuthorityRow = typeof certificateAuthorities.$inferSelect;
export type NewAuthority = typeof certificateAuthorities.$inferInsert;
export type StampCertificateRow = typeof stampCertificates.$inferSelect;
export type NewStampCertificate = typeof stampCertificates.$inferInsert;
export type StampRow = typeof stamps.$inferSelect;
/** The certificate fields a stamp carries. */
export type StampCertificateFields = Pick<
  typeof stamps.$inferInsert,
  'signCertSn' | 'deadline' | 'caOrgId' | 'caOrgName' | 'certificateStatus'
>;

export async function findAuthority(db: Database, enterpriseId: string): Promise<AuthorityRow | null> {
  const [row] = await db
    .select()
    .from(certificateAuthorities)
    .where(eq(certificateAuthorities.enterpriseId, enterpriseId))
    .limit(1);
  return row ?? null;
}

/** The enterprise an authority (a caOrgId) belongs to, or null when there is no such authority. */
export async function enterpriseOfAuthority(db: Database, authorityId: string): Promise<string | null> {
  const [row] = await db
    .select({ enterpriseId: certificateAuthorities.enterpriseId })
    .from(certificateAuthorities)
    .where(eq(certificateAuthorities.id, authorityId))
    .limit(1);
  return row?.enterpriseId ?? null;
}

/** Stores an enterprise's authority unless it already has one (two calls may race). */
export async function insertAuthorityOnce(db: Database, values: NewAuthority): Promise<void> {
  await db
    .insert(certificateAuthorities)
    .values(values)
    .onConflictDoNothing({ target: certificateAuthorities.enterpriseId });
}

/** The names of an enterprise, or null when it does not exist. */
export async function enterpriseNames(
  db: Database,
  enterpriseId: string,
): Promise<{ name: string; shortName: string } | null> {
  const [row] = await db
    .select({ name: enterprises.name, shortName: enterprises.shortName })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .limit(1);
  return row ?? null;
}

export async function insertStampCertificate(
  db: Database,
  values: NewStampCertificate,
): Promise<StampCertificateRow | null> {
  const [row] = await db.insert(stampCertificates).values(values).returning();
  return row ?? null;
}

export async function setStampCertificateFields(
  db: Database,
  stampId: string,
  fields: StampCertificateFields,
): Promise<void> {
  await db.update(stamps).set(fields).where(eq(stamps.id, stampId));
}

/** Marks a certificate revoked, unless it already is. */
export async function revokeCertificate(db: Database, serialNumber: string, at: Date): Promise<void> {
  await db
    .update(stampCertificates)
    .set({ revokedAt: at })
    .where(and(eq(stampCertificates.serialNumber, serialNumber), isNull(stampCertificates.revokedAt)));
}

export async function certificatesBySerial(
  db: Database,
  serialNumbers: readonly string[],
): Promise<StampCertificateRow[]> {
  if (serialNumbers.length === 0) return [];
  return db
    .select()
    .from(stampCertificates)
    .where(inArray(stampCertificates.serialNumber, [...serialNumbers]));
}

export async function authoritiesById(db: Database, ids: readonly string[]): Promise<AuthorityRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(certificateAuthorities)
    .where(inArray(certificateAuthorities.id, [...ids]));
}
