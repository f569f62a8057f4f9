import type { EnterpriseEntry } from '@atelier/api';
import { Button, LockIcon, Select } from '@atelier/ui';
import type { EnterpriseState } from '../guard/guard';
import { useT } from '../i18n';
import { EmptyState } from './EmptyState';
import * as styles from './layout.css';

export interface LockedEnterpriseProps {
  state: Exclude<EnterpriseState, 'active'>;
  /** The user's other enterprises, to switch to. */
  enterprises: readonly EnterpriseEntry[];
  isSwitching: boolean;
  onSwitch: (enterpriseId: string) => void;
  onCreate: () => void;
  onJoin: () => void;
}

/**
 * The locked-enterprise screen (001 section 2.4): no enterprise joined, or the enterprise expired. It offers to
 * create one, to apply to join one and to switch to another.
 */
export function LockedEnterprise({
  state,
  enterprises,
  isSwitching,
  onSwitch,
  onCreate,
  onJoin,
}: LockedEnterpriseProps) {
  const t = useT();
  const expired = state === 'expired';
  const others = enterprises.filter((e) => !e.expired);
  return (
    <section className={styles.lockedCard} aria-label={expired ? t.locked.expiredTitle : t.locked.noEnterpriseTitle}>
      <EmptyState
        image={<LockIcon width={64} height={64} strokeWidth={1} />}
        title={expired ? t.locked.expiredTitle : t.locked.noEnterpriseTitle}
        text={expired ? t.locked.expiredText : t.locked.noEnterpriseText}
      >
        <Button variant="primary" onPress={onCreate}>
          {t.locked.create}
        </Button>
        <Button onPress={onJoin}>{t.locked.join}</Button>
        {others.length > 0 ? (
          <Select
            className={styles.lockedSelect}
            aria-label={t.locked.switchTo}
            placeholder={t.locked.switchPlaceholder}
            isDisabled={isSwitching}
            selectedKey={null}
            items={others.map((e) => ({ id: e.enterpriseId, label: e.enterpriseName }))}
            onSelectionChange={(key) => {
              if (key !== null) onSwitch(String(key));
            }}
          />
        ) : null}
      </EmptyState>
    </section>
  );
}
