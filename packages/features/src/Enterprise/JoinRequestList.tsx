import { type api, type EndpointResult, JOIN_REQUEST_PAGE_SIZE } from '@atelier/api';
import { Button, type TableColumn, useToast } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import * as styles from './Enterprise.css';
import { useAuditJoinRequest, useJoinRequests } from './hooks';
import type { JoinRequestListProps } from './interface';

type JoinRequest = EndpointResult<typeof api.enterprise.toBeAudited>['list'][number];

/**
 * 待审核成员: the requests to join the current enterprise, for its administrator (001 section 7.3 getToBeAudited,
 * getAuditPass, getToExamine). Approving makes the applicant a member without a role; rejecting leaves them outside.
 * The server's refusals (not an administrator, decided meanwhile) are shown by the shared response handling.
 */
export function JoinRequestList({ pageSize = JOIN_REQUEST_PAGE_SIZE, onChanged, locale }: JoinRequestListProps) {
  const t = useFeatureLocale('JoinRequestList', locale);
  const titleId = useId();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useJoinRequests(page, pageSize);
  const audit = useAuditJoinRequest();
  const total = list.data?.total ?? 0;

  const decide = async (row: JoinRequest, approve: boolean) => {
    try {
      await audit.mutateAsync({ id: row.id, approve });
    } catch {
      return;
    }
    toast.success(approve ? t.approved : t.rejected);
    onChanged?.();
  };

  const columns: TableColumn<JoinRequest>[] = [
    { key: 'realname', title: t.realname, dataIndex: 'realname', isRowHeader: true, width: 120 },
    { key: 'phone', title: t.phone, dataIndex: 'phone', width: 140 },
    { key: 'comment', title: t.comment, render: (row) => row.comment || '—' },
    { key: 'createTime', title: t.createTime, dataIndex: 'createTime', width: 170 },
    { key: 'status', title: t.status, width: 90, render: (row) => t.statusText[row.status] },
    {
      key: 'actions',
      title: t.actions,
      width: 130,
      render: (row) => (
        <div className={styles.actions}>
          <Button
            variant="link"
            size="sm"
            aria-label={t.approveLabel(row.realname)}
            isDisabled={audit.isPending}
            onPress={() => void decide(row, true)}
          >
            {t.approve}
          </Button>
          <Button
            variant="link"
            size="sm"
            danger
            aria-label={t.rejectLabel(row.realname)}
            isDisabled={audit.isPending}
            onPress={() => void decide(row, false)}
          >
            {t.reject}
          </Button>
        </div>
      ),
    },
  ];

  const body = (
    <QueryTable
      query={list}
      total={total}
      strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
      aria-labelledby={titleId}
      columns={columns}
      rowKey="id"
      pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
    />
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      {body}
    </section>
  );
}
