import { Link, Tag, UserText } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import * as styles from './FileManager.css';
import type { StampedMarkProps } from './interface';

/**
 * 已盖章 on a stamped file version (issue 22 item 9), with the approval that stamped it: a link to its detail when
 * the page says where details open. One mark for the directory's list and the version history.
 */
export function StampedMark({ stampedBy, approvalHref, locale }: StampedMarkProps) {
  const t = useFeatureLocale('FileManager', locale);
  return (
    <span className={styles.stampedMark}>
      <Tag color="brand">{t.stamped}</Tag>
      {approvalHref ? (
        <Link
          className={styles.stampedApproval}
          href={approvalHref(stampedBy.approvalId)}
          aria-label={t.stampedByNamed(stampedBy.actName)}
        >
          <UserText>{stampedBy.actName}</UserText>
        </Link>
      ) : (
        <span className={`${styles.muted} ${styles.stampedApproval}`} title={t.stampedByNamed(stampedBy.actName)}>
          <UserText>{stampedBy.actName}</UserText>
        </span>
      )}
    </span>
  );
}
