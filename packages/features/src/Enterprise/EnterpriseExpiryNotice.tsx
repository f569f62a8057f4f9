import { expiryNoticeDue } from '@atelier/api';
import { Alert } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import type { EnterpriseExpiryNoticeProps } from './interface';

/**
 * The renewal banner (issue 24; 001 section 2.4 words only the expired enterprise): in the last
 * ENTERPRISE_EXPIRY_NOTICE_DAYS days before the current enterprise expires, its members see the date and the days
 * left, and whom to ask (customer service), above every page. Nothing otherwise: no expiry, further away, or passed
 * (then the locked screen says it).
 */
export function EnterpriseExpiryNotice({ expireDate, daysLeft, className, locale }: EnterpriseExpiryNoticeProps) {
  const t = useFeatureLocale('EnterpriseExpiryNotice', locale);
  if (!expireDate || !expiryNoticeDue(daysLeft)) return null;
  return (
    <Alert
      tone="warning"
      showIcon
      {...(className ? { className } : {})}
      description={t.expiresSoon(expireDate, daysLeft)}
    />
  );
}
