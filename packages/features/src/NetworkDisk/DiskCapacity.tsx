import { formatFileSize } from '@atelier/api';
import { useId } from 'react';
import { Meter } from 'react-aria-components';
import { useFeatureLocale } from '../locale';
import { useDiskCapacity } from './hooks';
import type { DiskCapacityProps } from './interface';
import { CapacityTone, capacityTone } from './model';
import * as styles from './NetworkDisk.css';

/**
 * The disk's capacity bar of the sub-menu (001 sections 2.1, 3.7): used of the maximum, the share capped at 100;
 * the warning colour near the quota and a line saying so, the error colour when full (the server refuses uploads
 * and copies that do not fit with 网盘空间不足).
 */
export function DiskCapacity({ className, locale }: DiskCapacityProps) {
  const t = useFeatureLocale('NetworkDisk', locale);
  const capacity = useDiskCapacity();
  const labelId = useId();
  const used = capacity.data?.usedCapacity ?? 0;
  const max = capacity.data?.maxCapacity ?? 0;
  const rate = capacity.data?.usedRate ?? 0;
  const tone = capacity.data ? capacityTone(used, max) : CapacityTone.Normal;
  const text = t.capacityText(formatFileSize(used), formatFileSize(max));
  return (
    <Meter
      className={[styles.capacity, className].filter(Boolean).join(' ')}
      value={Math.min(100, rate)}
      aria-labelledby={labelId}
      valueLabel={text}
      data-tone={tone}
    >
      <div className={styles.capacityHead}>
        <span id={labelId}>{t.capacity}</span>
        <span>{capacity.data ? text : '—'}</span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill[tone]} style={{ width: `${Math.min(100, rate)}%` }} />
      </div>
      {tone === CapacityTone.Normal ? null : (
        <p className={styles.capacityNote[tone]} role="status">
          {tone === CapacityTone.Full ? t.capacityFull : t.capacityWarning}
        </p>
      )}
    </Meter>
  );
}
