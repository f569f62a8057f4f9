import { type ProjectTemplate, projectTemplateNameSchema, TemplateLimit } from '@atelier/api';
import { Button, Switch, type TableColumn, useToast } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { NameDialog } from '../shared/NameDialog';
import { QueryTable } from '../shared/QueryTable';
import { useRunChange } from '../shared/useRunChange';
import { useProjectTemplateChanges, useProjectTemplates } from './hooks';
import type { ProjectTemplateListProps } from './interface';
import * as styles from './ProjectTemplates.css';
import { TemplateFolderEditor } from './TemplateFolderEditor';

type Action =
  | { kind: 'add' }
  | { kind: 'rename'; row: ProjectTemplate }
  | { kind: 'delete'; row: ProjectTemplate }
  | { kind: 'folders'; row: ProjectTemplate };

/**
 * 项目模板 (/enterprise/entProTemp; issue 25, 001 section 7.4 getTemplateList, createResTemplate, updateTemplate,
 * delTemplate): the enterprise administrator's folder structures with default member levels, enabled or disabled,
 * renamed, deleted, and their folders edited. The wizard offers the enabled ones (createProPro?templateId=).
 */
export function ProjectTemplateList({ locale, showTitle = true }: ProjectTemplateListProps) {
  const t = useFeatureLocale('ProjectTemplates', locale);
  const titleId = useId();
  const toast = useToast();
  const run = useRunChange();
  const list = useProjectTemplates();
  const changes = useProjectTemplateChanges();
  const [action, setAction] = useState<Action | null>(null);

  const columns: TableColumn<ProjectTemplate>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', isRowHeader: true },
    { key: 'folderCount', title: t.folderCount, dataIndex: 'folderCount', width: 100 },
    {
      key: 'isEnable',
      title: t.enabled,
      width: 90,
      render: (row) => (
        <Switch
          size="sm"
          aria-label={t.enabledOf(row.name)}
          isSelected={row.isEnable}
          onChange={(isEnable) =>
            void run(
              () => changes.update.mutateAsync({ id: row.id, isEnable }),
              isEnable ? t.enabledNow(row.name) : t.disabledNow(row.name),
            )
          }
        />
      ),
    },
    { key: 'updateTime', title: t.updateTime, dataIndex: 'updateTime', width: 170 },
    {
      key: 'actions',
      title: t.actions,
      width: 220,
      render: (row) => (
        <span className={styles.actions}>
          <Button
            variant="link"
            size="sm"
            aria-label={t.actionOf(t.editFolders, row.name)}
            onPress={() => setAction({ kind: 'folders', row })}
          >
            {t.editFolders}
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={t.actionOf(t.rename, row.name)}
            onPress={() => setAction({ kind: 'rename', row })}
          >
            {t.rename}
          </Button>
          <Button
            variant="link"
            size="sm"
            danger
            aria-label={t.actionOf(t.delete, row.name)}
            onPress={() => setAction({ kind: 'delete', row })}
          >
            {t.delete}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.section} {...(showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': t.title })}>
      <div className={styles.header}>
        {showTitle ? (
          <h2 id={titleId} className={styles.title}>
            {t.title}
          </h2>
        ) : (
          <p className={styles.hint}>{t.hint}</p>
        )}
        <Button variant="primary" onPress={() => setAction({ kind: 'add' })}>
          {t.add}
        </Button>
      </div>
      {showTitle ? <p className={styles.hint}>{t.hint}</p> : null}
      <QueryTable
        query={list}
        total={list.data?.total ?? 0}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
        {...(showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': t.title })}
        columns={columns}
        rowKey="id"
      />
      <NameDialog
        isOpen={action?.kind === 'add' || action?.kind === 'rename'}
        title={action?.kind === 'rename' ? t.renameTitle : t.addTitle}
        label={t.name}
        placeholder={t.namePlaceholder}
        maxLength={TemplateLimit.NameMax}
        initial={action?.kind === 'rename' ? action.row.name : undefined}
        check={(name) => projectTemplateNameSchema.safeParse(name).error?.issues[0]?.message ?? null}
        okText={t.ok}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onSubmit={async (name) => {
          if (action?.kind === 'rename') {
            return run(() => changes.update.mutateAsync({ id: action.row.id, name }), t.renamed);
          }
          try {
            const created = await changes.add.mutateAsync(name);
            toast.success(t.added);
            // A new template is empty: its folders come next.
            setAction({ kind: 'folders', row: created });
            return false;
          } catch {
            return false;
          }
        }}
      />
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.row : null}
        title={t.deleteTitle}
        message={(row) => t.deleteText(row.name)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(row) => run(() => changes.remove.mutateAsync(row.id), t.deleted)}
      />
      <TemplateFolderEditor
        template={action?.kind === 'folders' ? action.row : null}
        onClose={() => setAction(null)}
        t={t}
      />
    </section>
  );
}
