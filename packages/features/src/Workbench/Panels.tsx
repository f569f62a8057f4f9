import { type ApprovalListEntry, type ApprovalListStatus, approvalStatusText, type Notification } from '@atelier/api';
import { Alert, Button, Empty, Select, Skeleton, UserText } from '@atelier/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useUnreadList, useWorkbenchApprovals, useWorkbenchCounts } from './hooks';
import type { WorkbenchLocale, WorkbenchOperation } from './interface';
import { ALL_STATUSES, FILTER_STATUSES } from './model';
import * as styles from './Workbench.css';

interface PanelProps {
  t: WorkbenchLocale;
}

/** A panel's body in the states of its query: loading, failed (with 重试), empty, or the content. */
export function QueryState<T>({
  query,
  t,
  isEmpty,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  t: WorkbenchLocale;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void query.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isEmpty(query.data)) return <Empty simple description={empty} />;
  return <>{children(query.data)}</>;
}

/** 参与项目, 今日待办, 我发起的. */
export function CountsPanel({ t }: PanelProps) {
  const titleId = useId();
  const counts = useWorkbenchCounts();
  const tiles = [
    { label: t.participatedProjects, query: counts.projects },
    { label: t.todayTodos, query: counts.today },
    { label: t.launched, query: counts.launched },
  ];
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t.counts}
      </h2>
      <dl className={styles.counts}>
        {tiles.map(({ label, query }) => (
          <div key={label} className={styles.count}>
            <dt className={styles.countLabel}>{label}</dt>
            <dd className={styles.countValue} style={{ margin: 0 }} aria-busy={query.data === undefined}>
              {query.data ?? (query.isError ? '-' : '…')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The approvals by operation (待我处理, 我发起的, 已完成) and status ('0' and '-1' mean all). */
export function ApprovalsPanel({
  t,
  onOpen,
}: PanelProps & { onOpen?: ((entry: ApprovalListEntry) => void) | undefined }) {
  const titleId = useId();
  const [operation, setOperation] = useState<WorkbenchOperation>('pending');
  const [status, setStatus] = useState<ApprovalListStatus>(ALL_STATUSES);
  const list = useWorkbenchApprovals(operation, status);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t.approvals}
        </h2>
        <div className={styles.filters}>
          <Select
            label={t.operation}
            items={(Object.keys(t.operations) as WorkbenchOperation[]).map((id) => ({ id, label: t.operations[id] }))}
            selectedKey={operation}
            onSelectionChange={(key) => setOperation((key as WorkbenchOperation | null) ?? 'pending')}
          />
          <Select
            label={t.status}
            items={[
              { id: ALL_STATUSES, label: t.allStatuses },
              ...FILTER_STATUSES.map((id) => ({ id, label: approvalStatusText[id] })),
            ]}
            selectedKey={status}
            onSelectionChange={(key) => setStatus(key === null ? ALL_STATUSES : (String(key) as ApprovalListStatus))}
          />
        </div>
      </div>
      <QueryState query={list} t={t} empty={t.noApprovals} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul className={styles.rows} aria-labelledby={titleId}>
            {page.list.map((entry) => (
              <li key={entry.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <Button variant="link" size="sm" className={styles.rowTitle} onPress={() => onOpen?.(entry)}>
                    <UserText>{entry.actName}</UserText>
                  </Button>
                  <span className={styles.rowMeta}>
                    {[entry.projectName, entry.launchManInfo.realname, entry.createTime].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className={styles.rowMeta}>{entry.statusText}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** The person's unread notifications, newest first. */
export function UnreadPanel({ t, onOpen }: PanelProps & { onOpen?: ((n: Notification) => void) | undefined }) {
  const titleId = useId();
  const list = useUnreadList();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t.unread}
        </h2>
        {list.data ? <span className={styles.rowMeta}>{list.data.total}</span> : null}
      </div>
      <QueryState query={list} t={t} empty={t.noUnread} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <ul className={styles.rows} aria-labelledby={titleId}>
            {page.list.map((n) => (
              <li key={n.id} className={styles.row}>
                <span className={styles.rowMain}>
                  <Button variant="link" size="sm" className={styles.rowTitle} onPress={() => onOpen?.(n)}>
                    <UserText>{n.msg}</UserText>
                  </Button>
                  <span className={styles.rowMeta}>{n.createTime}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
