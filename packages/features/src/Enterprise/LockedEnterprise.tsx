import { Button, Empty, LockIcon, Select } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import * as styles from './Enterprise.css';
import type { LockedEnterpriseProps } from './interface';

/**
 * The locked-enterprise screen (001 section 2.4): no enterprise joined, or the current enterprise expired (then it
 * asks to contact customer service for the renewal, after the 3 s toast of 8.2, 当前企业已过期，请切换至其他企业,
 * which the portal shows once). It offers to create an enterprise, to apply to join one, and to switch to another of
 * the user's enterprises that has not expired. It fetches nothing: the page passes the list and does the actions.
 */
export function LockedEnterprise({
  state,
  enterprises,
  isSwitching = false,
  onSwitch,
  onCreate,
  onJoin,
  headingLevel = 1,
  className,
  locale,
}: LockedEnterpriseProps) {
  const t = useFeatureLocale('LockedEnterprise', locale);
  const expired = state === 'expired';
  const title = expired ? t.expiredTitle : t.noEnterpriseTitle;
  const others = enterprises.filter((e) => !e.expired);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={className ? `${styles.lockedCard} ${className}` : styles.lockedCard} aria-label={title}>
      <Empty
        image={<LockIcon width={64} height={64} strokeWidth={1} />}
        description={false}
        className={styles.lockedPicture}
      />
      <Heading className={styles.lockedTitle}>{title}</Heading>
      <p className={styles.lockedText}>{expired ? t.expiredText : t.noEnterpriseText}</p>
      <div className={styles.lockedActions}>
        <Button variant="primary" onPress={onCreate}>
          {t.create}
        </Button>
        <Button onPress={onJoin}>{t.join}</Button>
        {others.length > 0 ? (
          <Select
            className={styles.lockedSelect}
            aria-label={t.switchTo}
            placeholder={t.switchPlaceholder}
            isDisabled={isSwitching}
            selectedKey={null}
            items={others.map((e) => ({ id: e.enterpriseId, label: e.enterpriseName }))}
            onSelectionChange={(key) => {
              if (key !== null) onSwitch(String(key));
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
