import { type Specialty, specialtyNameSchema } from '@atelier/api';
import { Button, type TableColumn } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import { useRunChange } from '../shared/useRunChange';
import * as styles from './EnterpriseSetup.css';
import { useSpecialtyChanges, useSpecialtyList } from './hooks';
import type { SpecialtyConfigProps } from './interface';
import { NameDialog } from './NameDialog';

type Action = { kind: 'add' } | { kind: 'rename'; row: Specialty } | { kind: 'delete'; row: Specialty };

/**
 * 专业设置 (/enterprise/specialty, 001 section 7.3 getEntSpecialtyList, addEntSpecialty, deleteEntSpecialty; issue 24):
 * the enterprise's specialties, added, renamed and deleted by its administrator. The server refuses a taken name, a
 * specialty people, projects or flow templates use, and the last one; the shared handling shows its message and the
 * dialog keeps what was typed.
 */
export function SpecialtyConfig({ showTitle = true, locale }: SpecialtyConfigProps) {
  const t = useFeatureLocale('EnterpriseSetup', locale);
  const titleId = useId();
  const run = useRunChange();
  const list = useSpecialtyList();
  const changes = useSpecialtyChanges();
  const [action, setAction] = useState<Action | null>(null);

  const columns: TableColumn<Specialty>[] = [
    { key: 'name', title: t.specialtyName, dataIndex: 'dictName', isRowHeader: true },
    {
      key: 'actions',
      title: t.actions,
      width: 160,
      render: (row) => (
        <div className={styles.actions}>
          <Button
            variant="link"
            size="sm"
            aria-label={`${t.rename} ${row.dictName}`}
            onPress={() => setAction({ kind: 'rename', row })}
          >
            {t.rename}
          </Button>
          <Button
            variant="link"
            size="sm"
            danger
            aria-label={`${t.delete} ${row.dictName}`}
            onPress={() => setAction({ kind: 'delete', row })}
          >
            {t.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <SectionTitle id={titleId} show={showTitle} className={styles.title}>
          {t.specialtyTitle}
        </SectionTitle>
        <Button variant="primary" onPress={() => setAction({ kind: 'add' })}>
          {t.addSpecialty}
        </Button>
      </div>
      <QueryTable
        query={list}
        total={list.data?.list.length ?? 0}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.specialtyEmpty }}
        aria-labelledby={titleId}
        columns={columns}
        rowKey="id"
      />
      <NameDialog
        isOpen={action?.kind === 'add' || action?.kind === 'rename'}
        title={action?.kind === 'rename' ? t.renameSpecialty : t.addSpecialty}
        label={t.specialtyName}
        placeholder={t.specialtyPlaceholder}
        schema={specialtyNameSchema}
        initial={action?.kind === 'rename' ? { name: action.row.dictName, isSign: false } : undefined}
        okText={t.ok}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onSubmit={({ name }) =>
          action?.kind === 'rename'
            ? run(() => changes.rename.mutateAsync({ id: action.row.id, name }), t.specialtyRenamed)
            : run(() => changes.add.mutateAsync(name), t.specialtyAdded)
        }
      />
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.row : null}
        title={t.deleteSpecialtyTitle}
        message={(row) => t.deleteSpecialtyText(row.dictName)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(row) => run(() => changes.remove.mutateAsync(row.id), t.specialtyDeleted)}
      />
    </section>
  );
}
