import { ConfirmDeleteButton, useToast } from '@atelier/ui';
import { RecycleBin } from '../FileManager';
import { useFeatureLocale } from '../locale';
import { useCleanRecycle } from './hooks';
import type { DiskRecycleBinProps } from './interface';
import * as styles from './NetworkDisk.css';

const DISK = { kind: 'disk' } as const;

/**
 * The disk's recycle bin (001 sections 2.1, 7.6): the file manager's bin with the disk as owner (restore, delete
 * for good, 30 days) and 清空回收站, which asks first.
 */
export function DiskRecycleBin({ onRestored, showTitle = true, locale }: DiskRecycleBinProps) {
  const t = useFeatureLocale('NetworkDisk', locale);
  const toast = useToast();
  const clean = useCleanRecycle();
  return (
    <div className={styles.disk}>
      <div className={styles.actions}>
        <ConfirmDeleteButton
          size="sm"
          confirmTitle={t.cleanRecycleConfirm}
          onDelete={async () => {
            await clean.mutateAsync();
            toast.success(t.cleaned);
          }}
        >
          {t.cleanRecycle}
        </ConfirmDeleteButton>
      </div>
      <RecycleBin owner={DISK} showTitle={showTitle} onRestored={onRestored ? () => onRestored() : undefined} />
    </div>
  );
}
