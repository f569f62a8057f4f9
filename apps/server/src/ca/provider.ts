import { ApplicationType } from '@atelier/api';
import type { Database } from '../db/index';
import { enterpriseOfAuthority, type StampRow } from './certificateRepository';
import {
  ensureEnterpriseCa,
  issueStampCertificate,
  revokeStampCertificate,
  type StampCredential,
  stampCredentials,
} from './enterpriseCa';

/** A certification organisation as the CA pages list it. */
export interface CaOrganisation {
  caOrgId: string;
  caOrgName: string;
}

/**
 * A certification authority the stamps' certificates come from. The enterprise CA is built in
 * (`localEnterpriseCa`); a third-party provider (the specification's YQZ, CFCA, BJCA, ...) implements the same
 * four calls against its service and is added to `caProviders` (apps/server/README.md, "CA providers").
 */
export interface CaProvider {
  /** The organisations this provider offers to an enterprise. */
  organisations(db: Database, enterpriseId: string): Promise<CaOrganisation[]>;
  /** Whether an organisation id is this provider's. */
  owns(db: Database, enterpriseId: string, caOrgId: string): Promise<boolean>;
  /** Carries out a passed application: issue (create), re-issue (change, renew) or revoke the certificate. */
  apply(db: Database, stamp: StampRow, type: ApplicationType, now: Date): Promise<void>;
  /** What signs for each stamp now, or why it cannot. */
  credentials(db: Database, stamps: readonly StampRow[], now: Date): Promise<Map<string, StampCredential | string>>;
}

export const localEnterpriseCa: CaProvider = {
  async organisations(db, enterpriseId) {
    const authority = await ensureEnterpriseCa(db, enterpriseId);
    return [{ caOrgId: authority.id, caOrgName: authority.name }];
  },
  async owns(db, enterpriseId, caOrgId) {
    return (await enterpriseOfAuthority(db, caOrgId)) === enterpriseId;
  },
  async apply(db, stamp, type, now) {
    if (type === ApplicationType.Revoke) {
      await revokeStampCertificate(db, stamp, now);
      return;
    }
    // Change (the stamp's name or owner changed) and renew both replace the certificate; the old one is
    // revoked for change and simply superseded for renewal (it ends by itself).
    if (type === ApplicationType.Change && stamp.signCertSn) await revokeStampCertificate(db, stamp, now);
    await issueStampCertificate(db, stamp, { now });
  },
  credentials: stampCredentials,
};

/** The providers of this installation, the built-in one first. */
export const caProviders: readonly CaProvider[] = [localEnterpriseCa];

/** The provider of an organisation, or null when none here issues for it. */
export async function providerOf(db: Database, enterpriseId: string, caOrgId: string): Promise<CaProvider | null> {
  for (const provider of caProviders) if (await provider.owns(db, enterpriseId, caOrgId)) return provider;
  return null;
}

/** The organisations every provider offers to an enterprise, the built-in one first. */
export async function organisationsOf(db: Database, enterpriseId: string): Promise<CaOrganisation[]> {
  const lists = await Promise.all(caProviders.map((p) => p.organisations(db, enterpriseId)));
  return lists.flat();
}
