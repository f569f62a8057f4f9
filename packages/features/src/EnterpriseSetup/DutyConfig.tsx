import { type Duty, type DutyType, dutyNameSchema } from '@atelier/api';
import { Button, type TableColumn, Tabs, Tag } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import { useRunChange } from '../shared/useRunChange';
import * as styles from './EnterpriseSetup.css';
import { useDutyChanges, useDutyList } from './hooks';
import type { DutyConfigProps, EnterpriseSetupLocale } from './interface';
import { NameDialog } from './NameDialog';

type Action = { kind: 'add' } | { kind: 'edit'; row: Duty } | { kind: 'delete'; row: Duty };

/**
 * 职责配置 (/enterprise/dutyConfig/:type, 001 sections 2.2, 3.6, 7.3 entDutyList, addEntDuty, updateEntDuty;
 * issue 24): one tab per duty type the person may configure, each type's duties added, edited (name and whether it
 * signs drawings: drawing signers come from the signing duties) and deleted.
 */
export function DutyConfig({ type, types, onTypeChange, showTitle = true, locale }: DutyConfigProps) {
  const t = useFeatureLocale('EnterpriseSetup', locale);
  const titleId = useId();
  if (types.length === 0) return <p className={styles.hint}>{t.noDutyTypes}</p>;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.dutyTitle}
      </SectionTitle>
      <Tabs
        aria-label={t.dutyTitle}
        selectedKey={String(type)}
        onSelectionChange={(key) => onTypeChange(Number(key) as DutyType)}
        items={types.map((item) => ({
          id: String(item),
          label: t.dutyTypeText[item],
          content: item === type ? <DutyTable type={item} t={t} /> : null,
        }))}
      />
    </section>
  );
}

function DutyTable({ type, t }: { type: DutyType; t: EnterpriseSetupLocale }) {
  const run = useRunChange();
  const list = useDutyList(type);
  const changes = useDutyChanges();
  const [action, setAction] = useState<Action | null>(null);
  const typeName = t.dutyTypeText[type];

  const columns: TableColumn<Duty>[] = [
    { key: 'name', title: t.dutyName, dataIndex: 'dictName', isRowHeader: true },
    {
      key: 'isSign',
      title: t.isSign,
      width: 120,
      render: (row) => (row.isSign ? <Tag color="brand">{t.yes}</Tag> : <Tag>{t.no}</Tag>),
    },
    {
      key: 'actions',
      title: t.actions,
      width: 160,
      render: (row) => (
        <div className={styles.actions}>
          <Button
            variant="link"
            size="sm"
            aria-label={`${t.edit} ${row.dictName}`}
            onPress={() => setAction({ kind: 'edit', row })}
          >
            {t.edit}
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
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.hint}>{t.isSignHelp}</p>
        <Button variant="primary" onPress={() => setAction({ kind: 'add' })}>
          {t.addDuty}
        </Button>
      </div>
      <QueryTable
        query={list}
        total={list.data?.total ?? 0}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.dutyEmpty(typeName) }}
        aria-label={typeName}
        columns={columns}
        rowKey="id"
      />
      <NameDialog
        isOpen={action?.kind === 'add' || action?.kind === 'edit'}
        title={action?.kind === 'edit' ? t.editDuty : t.addDuty}
        label={t.dutyName}
        placeholder={t.dutyPlaceholder}
        schema={dutyNameSchema}
        sign={{ label: t.isSign, help: t.isSignHelp }}
        initial={
          action?.kind === 'edit' ? { name: action.row.dictName, isSign: action.row.isSign ?? false } : undefined
        }
        okText={t.ok}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onSubmit={({ name, isSign }) =>
          action?.kind === 'edit'
            ? run(
                () =>
                  changes.update.mutateAsync({
                    id: action.row.id,
                    name,
                    isSign,
                    ...(action.row.dutyRole ? { dutyRole: action.row.dutyRole } : {}),
                  }),
                t.dutyUpdated,
              )
            : run(() => changes.add.mutateAsync({ name, isSign, type }), t.dutyAdded)
        }
      />
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.row : null}
        title={t.deleteDutyTitle}
        message={(row) => t.deleteDutyText(row.dictName)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(row) => run(() => changes.remove.mutateAsync(row.id), t.dutyDeleted)}
      />
    </div>
  );
}
