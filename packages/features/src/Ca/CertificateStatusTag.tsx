import { CertificateStatus } from '@atelier/api';
import { StatusTag } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import * as styles from './Ca.css';
import type { CertificateStatusTagProps } from './interface';
import { certificateStatusOf, certificateTone, deadlineText } from './model';

/**
 * A stamp's CA certificate status (000 section 3: 1 未申请, 2 审核中, 3 使用中, 4 审核驳回, 5 已过期) as a tag, with
 * the deadline after it. An in-use certificate whose deadline has passed shows 已过期 whatever the server says.
 */
export function CertificateStatusTag({
  stamp,
  showDeadline = true,
  now,
  className,
  locale,
}: CertificateStatusTagProps) {
  const t = useFeatureLocale('CertificateStatusTag', locale);
  const status = certificateStatusOf(stamp, now);
  const hasCertificate = status === CertificateStatus.InUse || status === CertificateStatus.Expired;
  const date = showDeadline && hasCertificate && stamp.deadline ? deadlineText(stamp.deadline) : null;
  return (
    <span className={className ? `${styles.tag} ${className}` : styles.tag} data-status={status}>
      <StatusTag tone={certificateTone(status)}>{t.statusText[status]}</StatusTag>
      {date ? <span className={styles.muted}>{t.validUntil(date)}</span> : null}
    </span>
  );
}
