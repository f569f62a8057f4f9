import { FOLDER_PERMISSION_CHOICES } from '@atelier/api';
import { Dialog, Select, type TableColumn, Tag, UserText, useToast } from '@atelier/ui';
import { useMemo } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { useFolderPermissions, useSetFolderPermission } from './hooks';
import type { FolderPermissionDialogProps } from './interface';
import { folderLevelKey, INHERIT_KEY, parseFolderLevelKey } from './model';
import * as styles from './ProjectMembers.css';

type Row = NonNullable<ReturnType<typeof useFolderPermissions>['data']>[number];

/**
 * A folder's permissions (issue 25; 001 section 3.4): every member with the level set on this folder (负责人 5 /
 * 编辑 4 / 下载 3 / 只读 2 / 不继承 -1, or 继承上级) and what they have here after inheritance. Opened by the
 * project's managers and the folder's head; a change is saved at once.
 */
export function FolderPermissionDialog({
  projectId,
  folder,
  isOpen,
  onOpenChange,
  locale,
}: FolderPermissionDialogProps) {
  const t = useFeatureLocale('FolderPermission', locale);
  const toast = useToast();
  const permissions = useFolderPermissions(projectId, folder.resId, isOpen);
  const save = useSetFolderPermission(projectId, folder.resId);
  const list = permissions.data ?? [];

  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      {
        key: 'realname',
        title: t.member,
        isRowHeader: true,
        render: (row) => (
          <span className={styles.actions}>
            <UserText>{row.realname}</UserText>
            {row.isManager ? (
              <Tag size="sm" color="brand">
                {t.manager}
              </Tag>
            ) : null}
          </span>
        ),
      },
      {
        key: 'own',
        title: t.own,
        width: 160,
        render: (row) => (
          <Select
            aria-label={t.levelOf(row.realname)}
            size="sm"
            items={[
              { id: INHERIT_KEY, label: t.inherited },
              ...FOLDER_PERMISSION_CHOICES.map((level) => ({ id: String(level), label: t.levels[level] })),
            ]}
            selectedKey={folderLevelKey(row.own)}
            onSelectionChange={(key) => {
              if (key === null || key === folderLevelKey(row.own)) return;
              void save
                .mutateAsync({ userId: row.userId, permission: parseFolderLevelKey(String(key)) })
                .then(() => toast.success(t.saved))
                .catch(() => undefined);
            }}
          />
        ),
      },
      {
        key: 'permission',
        title: t.effective,
        width: 100,
        render: (row) =>
          row.permission === null ? (
            <span className={styles.muted}>{t.noAccess}</span>
          ) : (
            (t.levels[row.permission as keyof typeof t.levels] ?? String(row.permission))
          ),
      },
    ],
    [t, save, toast],
  );

  return (
    <Dialog
      title={t.title(folder.resName)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      width={720}
      footer={null}
      closable
    >
      <QueryTable
        query={{ ...permissions, data: permissions.data ? { list } : undefined }}
        total={list.length}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.noAccess }}
        aria-label={t.title(folder.resName)}
        columns={columns}
        rowKey="userId"
      />
    </Dialog>
  );
}
