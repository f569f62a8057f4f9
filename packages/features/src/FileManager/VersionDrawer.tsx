import { Alert, Button, ConfirmDeleteButton, Drawer, Empty, Spinner, Tag, UserText, useToast } from '@atelier/ui';
import type { ReactNode } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './FileManager.css';
import { useDeleteVersion, useFileVersions, useRollback } from './hooks';
import type { VersionDrawerProps } from './interface';
import { StampedMark } from './StampedMark';

/**
 * 历史版本 of a file (001 section 7.4): each version with who uploaded it and when, newest first. 回滚 makes an older
 * version current as a new version (nothing is lost); 删除 removes a version that is not the current one.
 */
export function VersionDrawer({ file, onClose, onChanged, approvalHref, locale }: VersionDrawerProps) {
  const t = useFeatureLocale('FileManager', locale);
  const toast = useToast();
  const versions = useFileVersions(file?.resId ?? null);
  const rollback = useRollback();
  const remove = useDeleteVersion();
  const list = versions.data ?? [];
  const currentId = list[0]?.recordId;

  let body: ReactNode;
  if (versions.isPending && file) {
    body = <Spinner />;
  } else if (versions.isError) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void versions.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    body = <Empty description={t.noVersions} />;
  } else {
    body = (
      <ol aria-label={t.versions} className={styles.names}>
        {list.map((record) => {
          const current = record.recordId === currentId;
          return (
            <li key={record.recordId} className={styles.versionRow}>
              <span>
                <strong>{t.version(record.verNum)}</strong> {current ? <Tag color="success">{t.current}</Tag> : null}
                {record.stampedBy ? (
                  <>
                    {' '}
                    <StampedMark stampedBy={record.stampedBy} approvalHref={approvalHref} locale={locale} />
                  </>
                ) : null}
                <br />
                <span className={styles.muted}>
                  <UserText>{record.createBy}</UserText> {record.createTime}
                </span>
              </span>
              {current ? null : (
                <span className={styles.rowActions}>
                  <Button
                    size="sm"
                    aria-label={t.rollbackNamed(record.verNum)}
                    isPending={rollback.isPending && rollback.variables === record.recordId}
                    onPress={() =>
                      void rollback
                        .mutateAsync(record.recordId)
                        .then((created) => {
                          toast.success(t.rolledBack(record.verNum));
                          onChanged?.(created);
                        })
                        .catch(() => undefined)
                    }
                  >
                    {t.rollback}
                  </Button>
                  <ConfirmDeleteButton
                    size="sm"
                    aria-label={t.deleteVersionNamed(record.verNum)}
                    confirmTitle={t.deleteVersionNamed(record.verNum)}
                    onDelete={async () => {
                      await remove.mutateAsync(record.recordId);
                      toast.success(t.versionDeleted);
                      onChanged?.(null);
                    }}
                  >
                    {t.deleteVersion}
                  </ConfirmDeleteButton>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <Drawer
      title={file ? t.versionsOf(file.resName) : t.versions}
      isOpen={file !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={420}
    >
      {body}
    </Drawer>
  );
}
