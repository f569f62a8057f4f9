/** Stamps as select options (owner, CA organisation, expiry): the batch picker, the quick approval form and ordered signing. */
import { isCertificateExpired, type Stamp } from '@atelier/api';

/** An option of the select family. */
export interface SelectOption {
  id: string;
  label: string;
  description?: string;
}

/** Whether a stamp is backed by a CA certificate. */
export function isCaStamp(stamp: Pick<Stamp, 'caOrgId' | 'signCertSn'>): boolean {
  return Boolean(stamp.caOrgId || stamp.signCertSn);
}

/** Whether a CA stamp's certificate has expired (CA认证已过期). */
export function isCaExpired(
  stamp: Pick<Stamp, 'caOrgId' | 'signCertSn' | 'deadline'>,
  now: Date = new Date(),
): boolean {
  return isCaStamp(stamp) && isCertificateExpired(stamp.deadline, now);
}

/** What an option says under a stamp's name: its owner, its CA organisation, and an expired certificate. */
export function stampDescription(stamp: Stamp, caExpired: string, now: Date = new Date()): string | undefined {
  const parts = [stamp.userInfoVO?.realname, isCaStamp(stamp) ? (stamp.caOrgName ?? 'CA') : null];
  if (isCaExpired(stamp, now)) parts.push(caExpired);
  const text = parts.filter(Boolean).join(' · ');
  return text || undefined;
}

/** Stamps as options: name, and owner / CA organisation / expiry under it. */
export function stampOptions(stamps: readonly Stamp[], caExpired: string, now: Date = new Date()): SelectOption[] {
  return stamps.map((stamp) => {
    const description = stampDescription(stamp, caExpired, now);
    return { id: stamp.stampId, label: stamp.name, ...(description ? { description } : {}) };
  });
}
