import {
  api,
  CertificateStatus,
  DEFAULT_PREFIXES,
  endpointPath,
  isCertificateExpired,
  mayApplyStamps,
  type OwnerType,
  type ServicePrefixes,
  type Stamp,
  StampEnabled,
  type StampType,
  type UserOption,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { nameCollator } from '../util/format';
import { managerDutyIds, projectMembersWithDuties, type StampRow, type UserRow, usersByIds } from './stampRepository';

export type { StampRow } from './stampRepository';

/**
 * Where the portal fetches a stamp's image: stamp.image (getStampImage) with the stamp's id, and its MD5 so that the
 * path changes when the image is replaced; '' for a stamp without an image. Like every call it needs the session
 * header, so the portal reads it through its client (a Blob), not as a bare <img src>.
 */
export function stampImagePath(row: StampRow, prefixes: ServicePrefixes = DEFAULT_PREFIXES): string {
  if (!row.fileKey) return '';
  const query = new URLSearchParams({ stampId: row.id, v: row.fileMd5 });
  return `${endpointPath(api.stamp.image, prefixes)}?${query}`;
}

/** A stamp's certificate status: a CA certificate past its deadline reads as expired whatever was stored. */
export function certificateStatusOf(
  row: Pick<StampRow, 'signCertSn' | 'deadline' | 'certificateStatus'>,
): CertificateStatus {
  const expired = row.signCertSn !== null && isCertificateExpired(row.deadline);
  return expired ? CertificateStatus.Expired : (row.certificateStatus as CertificateStatus);
}

/** A stamp as the API shows it, its certificate status as {@link certificateStatusOf} reads it. */
export function stampView(
  row: StampRow,
  owner: Pick<UserRow, 'realname' | 'phone'> | null,
  prefixes: ServicePrefixes = DEFAULT_PREFIXES,
): Stamp {
  return {
    stampId: row.id,
    id: row.id,
    name: row.name,
    stampType: row.stampType as StampType,
    ownerType: row.ownerType as OwnerType,
    userId: row.userId,
    uuid: row.uuid,
    isManager: row.isManager,
    fileMd5: row.fileMd5,
    isEnable: row.isEnable === StampEnabled.Disabled ? StampEnabled.Disabled : StampEnabled.Enabled,
    deadline: row.deadline,
    filePath: stampImagePath(row, prefixes),
    stampFileName: row.fileKey ? `${row.name}.png` : null,
    signCertSn: row.signCertSn,
    caOrgId: row.caOrgId,
    caOrgName: row.caOrgName,
    certificateStatus: certificateStatusOf(row),
    userInfoVO: owner ? { realname: owner.realname, phone: owner.phone } : null,
  };
}

/** Stamps with their owners, sorted by type then name (pinyin). */
export async function stampViews(
  db: Database,
  rows: readonly StampRow[],
  prefixes: ServicePrefixes = DEFAULT_PREFIXES,
): Promise<Stamp[]> {
  const ownerIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const owners = await usersByIds(db, ownerIds);
  const byId = new Map(owners.map((o) => [o.id, o]));
  return [...rows]
    .sort((a, b) => a.stampType - b.stampType || nameCollator.compare(a.name, b.name))
    .map((row) => stampView(row, row.userId ? (byId.get(row.userId) ?? null) : null, prefixes));
}

export const isEnabled = (row: StampRow) => row.isEnable === StampEnabled.Enabled;

/** The people who may apply the enterprise's stamps in a project (签章人, `mayApplyStamps`), by real name. */
export async function stampSigners(db: Database, access: ProjectAccess): Promise<UserOption[]> {
  const managerIds = await managerDutyIds(db, access.project.enterpriseId);
  const rows = await projectMembersWithDuties(db, access.project.id);
  return rows
    .filter((row) => mayApplyStamps(row, managerIds))
    .sort((a, b) => nameCollator.compare(a.user.realname, b.user.realname))
    .map(({ user }) => ({ userId: user.id, realname: user.realname, phone: user.phone, avatar: user.avatar }));
}
