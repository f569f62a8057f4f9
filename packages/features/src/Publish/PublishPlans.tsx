import { PageSize, type PublishPlan } from '@atelier/api';
import { Button, type TableColumn } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import { useRunChange } from '../shared/useRunChange';
import * as styles from './Catalog.css';
import type { PublishPlansProps } from './interface';
import type { PublishFileChoice } from './model';
import { type EditedPlan, PlanDialog } from './PlanDialog';
import { PlanDrawings } from './PlanDrawings';
import { PublishLaunchDialog } from './PublishLaunchDialog';
import { useDeletePlan, usePublishPlans } from './planHooks';

/**
 * 发布计划 (issue 30): a project's plans (name, type, how many drawings, who made it and when), 50 a page. A
 * member creates, renames and deletes plans, opens one to add drawings from the project's files or remove them, and
 * launches the plan as one publish approval (the launch dialog with the plan's drawings chosen).
 */
export function PublishPlans({
  projectId,
  projectName,
  pageSize = PageSize.PublishList,
  showTitle = true,
  onLaunched,
  locale,
}: PublishPlansProps) {
  const t = useFeatureLocale('PublishPlans', locale);
  const titleId = useId();
  const run = useRunChange();
  const [page, setPage] = useState(1);
  const list = usePublishPlans(projectId, page, pageSize);
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<{ plan: EditedPlan | null } | null>(null);
  const [deleting, setDeleting] = useState<PublishPlan | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [launching, setLaunching] = useState<PublishFileChoice[] | null>(null);
  const total = list.data?.total ?? 0;
  const open = list.data?.list.find((plan) => plan.id === openId) ?? null;

  const columns: TableColumn<PublishPlan>[] = [
    {
      key: 'planName',
      title: t.planName,
      isRowHeader: true,
      render: (row) => (
        <Button variant="link" size="sm" onPress={() => setOpenId(row.id)}>
          {row.planName}
        </Button>
      ),
    },
    { key: 'planType', title: t.planType, width: 130, render: (row) => t.types[row.planType] ?? '—' },
    { key: 'resCount', title: t.drawings, width: 90, render: (row) => row.resCount ?? '—' },
    { key: 'creator', title: t.creator, width: 110, render: (row) => row.createByName || '—' },
    { key: 'createTime', title: t.createTime, width: 170, nowrap: true, render: (row) => row.createTime ?? '—' },
    {
      key: 'actions',
      title: t.actions,
      width: 200,
      render: (row) => (
        <div className={styles.actions}>
          <Button variant="link" size="sm" aria-label={t.openLabel(row.planName)} onPress={() => setOpenId(row.id)}>
            {t.open}
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={t.editLabel(row.planName)}
            onPress={() => setEditing({ plan: row })}
          >
            {t.edit}
          </Button>
          <Button variant="link" size="sm" aria-label={t.deleteLabel(row.planName)} onPress={() => setDeleting(row)}>
            {t.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <SectionTitle id={titleId} show={showTitle} className={styles.title}>
          {t.title}
        </SectionTitle>
        <Button variant="primary" onPress={() => setEditing({ plan: null })}>
          {t.add}
        </Button>
      </div>
      <QueryTable
        query={list}
        total={total}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
        aria-labelledby={titleId}
        columns={columns}
        rowKey="id"
        pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
      />
      {open ? (
        <PlanDrawings
          key={open.id}
          projectId={projectId}
          plan={open}
          onClose={() => setOpenId(null)}
          onLaunch={setLaunching}
          t={t}
        />
      ) : null}
      <PlanDialog
        projectId={projectId}
        plan={editing?.plan ?? null}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        t={t}
      />
      <ConfirmDeleteDialog
        target={deleting}
        title={t.deleteTitle}
        message={(plan) => t.deleteMessage(plan.planName)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setDeleting(null)}
        onConfirm={(plan) =>
          run(async () => {
            await remove.mutateAsync(plan.id);
            if (openId === plan.id) setOpenId(null);
          }, t.deleted)
        }
      />
      <PublishLaunchDialog
        projectId={projectId}
        projectName={projectName}
        files={launching ?? []}
        isOpen={launching !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setLaunching(null);
        }}
        {...(onLaunched ? { onLaunched } : {})}
      />
    </section>
  );
}
