import { type CaRecord, KeyStatus } from '@atelier/api';
import {
  Alert,
  Button,
  Dialog,
  Empty,
  RadioGroup,
  Select,
  StatusTag,
  Table,
  type TableColumn,
  useToast,
} from '@atelier/ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Ca.css';
import { useActivationKeys, useAssignKey, useEnterpriseMembers } from './hooks';
import type { ActivationKeyTableLocale, ActivationKeyTableProps } from './interface';
import { canAssignKey, keyHolder, keyTone } from './model';

/** The status filter's "all". */
const ALL = 'all';

/**
 * The enterprise's CA activation keys (CDK list, 000 section 7 "CA"): filtered by status (未使用 1, 已使用 2, 已作废 3),
 * each with its holder and creation time; an unused key is given to a member (updateCdk).
 */
export function ActivationKeyTable({ enterpriseId, onChanged, showTitle = true, locale }: ActivationKeyTableProps) {
  const t = useFeatureLocale('ActivationKeyTable', locale);
  const titleId = useId();
  const [status, setStatus] = useState<string>(ALL);
  const [assigning, setAssigning] = useState<CaRecord | null>(null);
  const keys = useActivationKeys({
    enterpriseId,
    status: status === ALL ? undefined : (Number(status) as KeyStatus),
  });

  const columns = useMemo<TableColumn<CaRecord>[]>(
    () => [
      {
        key: 'cdk',
        title: t.cdk,
        isRowHeader: true,
        render: (row) => <span className={styles.mono}>{row.cdk}</span>,
        textValue: t.cdk,
      },
      {
        key: 'status',
        title: t.status,
        width: 110,
        render: (row) => <StatusTag tone={keyTone(row.status)}>{t.statusText[row.status]}</StatusTag>,
      },
      { key: 'holder', title: t.holder, width: 120, render: (row) => keyHolder(row.descInfo) ?? '—' },
      { key: 'createTime', title: t.createTime, width: 180, dataIndex: 'createTime' },
      {
        key: 'actions',
        title: t.actions,
        width: 100,
        render: (row) =>
          canAssignKey(row.status) ? (
            <Button variant="link" size="sm" aria-label={t.assignFor(row.cdk)} onPress={() => setAssigning(row)}>
              {t.assign}
            </Button>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
    ],
    [t],
  );

  let body: ReactNode;
  if (keys.isError && !keys.data) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void keys.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (keys.data && keys.data.length === 0) {
    body = <Empty description={t.empty} />;
  } else {
    body = (
      <Table
        aria-labelledby={titleId}
        columns={columns}
        dataSource={keys.data ?? []}
        rowKey="id"
        loading={keys.isFetching}
      />
    );
  }

  const title = (
    <SectionTitle id={titleId} show={showTitle} className={styles.title}>
      {t.title}
    </SectionTitle>
  );
  return (
    <section className={styles.list} aria-labelledby={titleId}>
      {/* A hidden title still names the section, without an empty header row above the filter (issue 22). */}
      {showTitle ? <header className={styles.header}>{title}</header> : title}
      <RadioGroup
        label={t.statusFilter}
        variant="button"
        value={status}
        onChange={setStatus}
        options={[
          { value: ALL, label: t.all },
          ...Object.values(KeyStatus).map((value) => ({ value: String(value), label: t.statusText[value] })),
        ]}
      />
      {body}
      <AssignDialog record={assigning} onClose={() => setAssigning(null)} onAssigned={onChanged} t={t} />
    </section>
  );
}

interface AssignDialogProps {
  record: CaRecord | null;
  onClose: () => void;
  onAssigned: (() => void) | undefined;
  t: ActivationKeyTableLocale;
}

/** Chooses the member a key goes to; the server's refusal keeps the dialog open. */
function AssignDialog({ record, onClose, onAssigned, t }: AssignDialogProps) {
  const toast = useToast();
  const members = useEnterpriseMembers(record !== null);
  const assign = useAssignKey();
  const [userId, setUserId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const items = useMemo(
    () => (members.data ?? []).map((m) => ({ id: m.userId, label: m.realname, description: m.phone })),
    [members.data],
  );
  const reset = () => {
    setUserId(null);
    setMissing(false);
  };
  return (
    <Dialog
      title={t.assignTitle}
      width={480}
      isOpen={record !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      okText={t.assign}
      cancelText={t.cancel}
      onOk={async () => {
        if (!record) return false;
        if (!userId) {
          setMissing(true);
          return false;
        }
        try {
          await assign.mutateAsync({ id: record.id, userId });
        } catch {
          return false;
        }
        toast.success(t.assigned);
        onAssigned?.();
        reset();
        return true;
      }}
    >
      <div className={styles.body}>
        {record ? <p className={styles.subject}>{t.assignSubject(record.cdk)}</p> : null}
        {members.isError ? (
          <Alert
            tone="error"
            showIcon
            title={t.membersFailed}
            action={
              <Button size="sm" onPress={() => void members.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : (
          <Select
            label={t.memberLabel}
            placeholder={t.memberPlaceholder}
            isRequired
            items={items}
            selectedKey={userId}
            emptyText={t.noMembers}
            onSelectionChange={(key) => {
              setUserId(key === null ? null : String(key));
              setMissing(false);
            }}
            errorMessage={missing ? t.memberRequired : undefined}
          />
        )}
      </div>
    </Dialog>
  );
}
