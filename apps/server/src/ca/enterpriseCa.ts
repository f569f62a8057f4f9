import { CA_CERTIFICATE_EXPIRED, CertificateStatus } from '@atelier/api';
import type { Database } from '../db/index';
import { formatDate } from '../util/format';
import {
  type AuthorityRow,
  authoritiesById,
  certificatesBySerial,
  enterpriseNames,
  findAuthority,
  insertAuthorityOnce,
  insertStampCertificate,
  revokeCertificate,
  type StampCertificateRow,
  type StampRow,
  setStampCertificateFields,
} from './certificateRepository';
import {
  createAuthorityCertificate,
  issueSigningCertificate,
  type KeyPair,
  newKeyPair,
  newSerialNumber,
  type Subject,
} from './certificates';
import { CertificateSigner } from './cmsSigner';

export type { AuthorityRow, StampCertificateRow } from './certificateRepository';
export { findAuthority } from './certificateRepository';

/**
 * The enterprise CA (issue 10): each enterprise gets its own certification authority the first time one of its
 * stamps needs a certificate. It issues, renews, changes and revokes the stamps' signing certificates; a
 * certificate past its end expires by itself (signing refuses it and the stamp reads 已过期).
 */

const DAY = 86_400_000;
/** How long the enterprise CA's own certificate lasts. */
export const AUTHORITY_VALIDITY_DAYS = 3650;
/** How long a stamp's signing certificate lasts (renewal issues a new one). */
export const STAMP_CERTIFICATE_DAYS = 365;
/** Certificates start a day early: a verifier whose clock is behind still accepts a fresh one. */
const BACKDATE = DAY;

/** The ASCII common name of an enterprise's CA (verifiers print it; names may be garbled elsewhere). */
const authorityCommonName = (enterpriseId: string) => `Atelier Enterprise CA ${enterpriseId.slice(0, 8)}`;

/** The enterprise's CA, made (once, even when two calls race) if it has none yet. */
export async function ensureEnterpriseCa(
  db: Database,
  enterpriseId: string,
  options: { now?: Date; keys?: KeyPair } = {},
): Promise<AuthorityRow> {
  const existing = await findAuthority(db, enterpriseId);
  if (existing) return existing;
  const enterprise = await enterpriseNames(db, enterpriseId);
  if (!enterprise) throw new Error(`enterprise CA: no enterprise ${enterpriseId}`);
  const now = options.now ?? new Date();
  const keys = options.keys ?? newKeyPair();
  const subject: Subject = { commonName: authorityCommonName(enterpriseId), organisation: enterprise.name };
  const serialNumber = newSerialNumber();
  const notBefore = new Date(now.getTime() - BACKDATE);
  const notAfter = new Date(now.getTime() + AUTHORITY_VALIDITY_DAYS * DAY);
  const certificatePem = createAuthorityCertificate(
    { subject, publicKeyPem: keys.publicKeyPem, serialNumber, notBefore, notAfter },
    keys.privateKeyPem,
  );
  await insertAuthorityOnce(db, {
    enterpriseId,
    name: `${enterprise.shortName || enterprise.name} 企业CA`,
    commonName: subject.commonName,
    organisation: subject.organisation,
    serialNumber,
    certificatePem,
    privateKeyPem: keys.privateKeyPem,
    notBefore,
    notAfter,
  });
  const made = await findAuthority(db, enterpriseId);
  if (!made) throw new Error('enterprise CA: not stored');
  return made;
}

/**
 * Issues a signing certificate to a stamp and makes it the stamp's current one (in use, deadline its end). A
 * previous certificate is left as it is (renewal and change keep it for PDFs signed with it); `validity` places
 * the certificate in time (the seed's expired demo certificates).
 */
export async function issueStampCertificate(
  db: Database,
  stamp: StampRow,
  options: { now?: Date; keys?: KeyPair; validity?: { notBefore: Date; notAfter: Date } } = {},
): Promise<StampCertificateRow> {
  const now = options.now ?? new Date();
  const authority = await ensureEnterpriseCa(db, stamp.enterpriseId, { now });
  const keys = options.keys ?? newKeyPair();
  const notBefore = options.validity?.notBefore ?? new Date(now.getTime() - BACKDATE);
  const notAfter = options.validity?.notAfter ?? new Date(now.getTime() + STAMP_CERTIFICATE_DAYS * DAY);
  const serialNumber = newSerialNumber();
  const certificatePem = issueSigningCertificate(
    {
      subject: { commonName: stamp.name, organisation: authority.organisation },
      publicKeyPem: keys.publicKeyPem,
      serialNumber,
      notBefore,
      notAfter,
    },
    {
      subject: { commonName: authority.commonName, organisation: authority.organisation },
      certificatePem: authority.certificatePem,
      privateKeyPem: authority.privateKeyPem,
    },
  );
  const row = await insertStampCertificate(db, {
    enterpriseId: stamp.enterpriseId,
    stampId: stamp.id,
    authorityId: authority.id,
    serialNumber,
    commonName: stamp.name,
    certificatePem,
    privateKeyPem: keys.privateKeyPem,
    notBefore,
    notAfter,
  });
  if (!row) throw new Error('enterprise CA: certificate not stored');
  await setStampCertificateFields(db, stamp.id, {
    signCertSn: serialNumber,
    deadline: formatDate(notAfter),
    caOrgId: authority.id,
    caOrgName: authority.name,
    certificateStatus: notAfter.getTime() <= now.getTime() ? CertificateStatus.Expired : CertificateStatus.InUse,
  });
  return row;
}

/** Revokes the stamp's current certificate: the stamp has none any more (未申请) and cannot sign. */
export async function revokeStampCertificate(db: Database, stamp: StampRow, now = new Date()): Promise<void> {
  if (stamp.signCertSn) await revokeCertificate(db, stamp.signCertSn, now);
  await setStampCertificateFields(db, stamp.id, {
    signCertSn: null,
    deadline: null,
    caOrgId: null,
    caOrgName: null,
    certificateStatus: CertificateStatus.NotApplied,
  });
}

/** Why a stamp cannot sign, in the words the detail and logs show. */
export const SigningRefusal = {
  NoCertificate: 'CA证书不存在',
  Revoked: 'CA证书已注销',
  /** The specification's flag of an expired certificate (000 section 5). */
  Expired: CA_CERTIFICATE_EXPIRED,
  NotYetValid: 'CA证书尚未生效',
  ThirdParty: 'CA证书由第三方认证机构签发，本系统无法代为签名',
} as const;

/** What signs a PDF for one stamp: its certificate with the CA's for the chain. */
export interface StampCredential {
  stampId: string;
  commonName: string;
  serialNumber: string;
  signer: CertificateSigner;
}

/**
 * The signing credentials of stamps (by id), or the reason each one cannot sign now. Only certificates of the
 * enterprise CA can sign here; a third-party organisation's certificate cannot (no provider signs for it).
 */
export async function stampCredentials(
  db: Database,
  rows: readonly StampRow[],
  now = new Date(),
): Promise<Map<string, StampCredential | string>> {
  const result = new Map<string, StampCredential | string>();
  const serials = rows.flatMap((r) => (r.signCertSn ? [r.signCertSn] : []));
  const certificates = await certificatesBySerial(db, serials);
  const bySerial = new Map(certificates.map((c) => [c.serialNumber, c]));
  const authorityIds = [...new Set(certificates.map((c) => c.authorityId))];
  const authorities = await authoritiesById(db, authorityIds);
  const authorityById = new Map(authorities.map((a) => [a.id, a]));
  for (const row of rows) {
    if (!row.signCertSn) {
      result.set(row.id, SigningRefusal.NoCertificate);
      continue;
    }
    const certificate = bySerial.get(row.signCertSn);
    const authority = certificate ? authorityById.get(certificate.authorityId) : undefined;
    if (!certificate || certificate.stampId !== row.id || !authority) {
      result.set(row.id, SigningRefusal.ThirdParty);
    } else if (certificate.revokedAt) {
      result.set(row.id, SigningRefusal.Revoked);
    } else if (certificate.notAfter.getTime() <= now.getTime()) {
      result.set(row.id, SigningRefusal.Expired);
    } else if (certificate.notBefore.getTime() > now.getTime()) {
      result.set(row.id, SigningRefusal.NotYetValid);
    } else {
      result.set(row.id, {
        stampId: row.id,
        commonName: certificate.commonName,
        serialNumber: certificate.serialNumber,
        signer: new CertificateSigner(certificate.certificatePem, certificate.privateKeyPem, [
          authority.certificatePem,
        ]),
      });
    }
  }
  return result;
}
