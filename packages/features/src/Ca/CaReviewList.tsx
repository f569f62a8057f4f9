import { type CaApplication, CaApprovalStatus, PageSize } from '@atelier/api';
import { Button, Dialog, Select, StatusTag, type TableColumn, TextArea, TextField, useToast } from '@atelier/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import * as styles from './Ca.css';
import { useCaApplications, useReviewCa } from './hooks';
import type { CaReviewListLocale, CaReviewListProps } from './interface';
import { approvalTone, clampPage, isReviewRemarkTooLong, reviewRemark } from './model';

/** The status filter's "all". */
const ALL = 'all';
/** Typing in the search waits this long before the list asks again. */
const SEARCH_PAUSE = 300;

interface Decision {
  application: CaApplication;
  pass: boolean;
}

/**
 * The enterprise administrator's review of CA applications (000 sections 4 "Stamp CA", 7 "CA"): pending ones first,
 * filtered by status and by stamp name, 20 a page. A pending application is passed (the certificate is issued,
 * changed, renewed or revoked) or refused, with a remark of at most 256 characters.
 */
export function CaReviewList({ pageSize = PageSize.CaList, onChanged, locale }: CaReviewListProps) {
  const t = useFeatureLocale('CaReviewList', locale);
  const titleId = useId();
  const toast = useToast();
  const [status, setStatus] = useState<string>(ALL);
  const [typed, setTyped] = useState('');
  const [stampName, setStampName] = useState('');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const review = useReviewCa();

  // Only a changed search goes back to the first page (not the first render, nor a trailing space).
  useEffect(() => {
    const next = typed.trim();
    if (next === stampName) return;
    const timer = setTimeout(() => {
      setStampName(next);
      setPage(1);
    }, SEARCH_PAUSE);
    return () => clearTimeout(timer);
  }, [typed, stampName]);

  const list = useCaApplications({
    pageNum: page,
    pageSize,
    status: status === ALL ? undefined : (Number(status) as CaApprovalStatus),
    stampName,
  });
  const total = list.data?.total ?? 0;
  const rows = list.data?.list ?? [];
  // The last row of the last page decided away under a filter: step back to a page that has rows.
  useEffect(() => {
    if (list.data && rows.length === 0 && page > 1) setPage(clampPage(page, total, pageSize));
  }, [list.data, rows.length, page, total, pageSize]);

  const statusItems = useMemo(
    () => [
      { id: ALL, label: t.all },
      ...Object.values(CaApprovalStatus).map((value) => ({ id: String(value), label: t.statusText[value] })),
    ],
    [t],
  );

  const columns = useMemo<TableColumn<CaApplication>[]>(
    () => [
      { key: 'stampName', title: t.stampName, dataIndex: 'stampName', isRowHeader: true },
      { key: 'stampType', title: t.stampType, width: 100, render: (row) => t.stampTypeText[row.stampType] },
      { key: 'applicant', title: t.applicant, width: 100, render: (row) => row.applicant.realname },
      { key: 'type', title: t.type, width: 90, render: (row) => t.typeText[row.type] },
      { key: 'organisation', title: t.organisation, dataIndex: 'caOrgName' },
      { key: 'createTime', title: t.createTime, width: 170, dataIndex: 'createTime' },
      {
        key: 'status',
        title: t.status,
        width: 100,
        render: (row) => <StatusTag tone={approvalTone(row.status)}>{t.statusText[row.status]}</StatusTag>,
      },
      { key: 'remarks', title: t.remarks, render: (row) => row.remarks || '—' },
      {
        key: 'actions',
        title: t.actions,
        width: 130,
        render: (row) =>
          row.status === CaApprovalStatus.Pending ? (
            <div className={styles.actions}>
              <Button
                variant="link"
                size="sm"
                aria-label={t.passFor(row.stampName)}
                onPress={() => setDecision({ application: row, pass: true })}
              >
                {t.pass}
              </Button>
              <Button
                variant="link"
                size="sm"
                danger
                aria-label={t.refuseFor(row.stampName)}
                onPress={() => setDecision({ application: row, pass: false })}
              >
                {t.refuse}
              </Button>
            </div>
          ) : (
            <span className={styles.muted}>—</span>
          ),
      },
    ],
    [t],
  );

  const filtered = status !== ALL || stampName !== '';
  const body = (
    <QueryTable
      query={list}
      total={total}
      strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: filtered ? t.emptyFiltered : t.empty }}
      aria-labelledby={titleId}
      columns={columns}
      rowKey="id"
      pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
    />
  );

  return (
    <section className={styles.list} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
      </header>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={t.statusFilter}
          items={statusItems}
          selectedKey={status}
          onSelectionChange={(key) => {
            setStatus(key === null ? ALL : String(key));
            setPage(1);
          }}
        />
        <TextField
          className={styles.filter}
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={typed}
          onChange={setTyped}
          allowClear
        />
      </div>
      {body}
      <ReviewDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onSubmit={async (remarks) => {
          if (!decision) return false;
          const { application, pass } = decision;
          try {
            await review.mutateAsync({ id: application.id, pass, ...(remarks ? { remarks } : {}) });
          } catch {
            // The shared response handling has shown the server's message.
            return false;
          }
          toast.success(pass ? t.passed : t.refused);
          onChanged?.();
          return true;
        }}
        t={t}
      />
    </section>
  );
}

interface ReviewDialogProps {
  decision: Decision | null;
  onClose: () => void;
  /** Resolves true when the server accepted. */
  onSubmit: (remarks: string | undefined) => Promise<boolean>;
  t: CaReviewListLocale;
}

/** Pass or refuse with a remark of at most 256 characters; a refusal by the server keeps what was typed. */
function ReviewDialog({ decision, onClose, onSubmit, t }: ReviewDialogProps) {
  const [text, setText] = useState('');
  const tooLong = isReviewRemarkTooLong(text);
  const pass = decision?.pass ?? true;
  const application = decision?.application;
  return (
    <Dialog
      title={pass ? t.passTitle : t.refuseTitle}
      width={520}
      isOpen={decision !== null}
      onOpenChange={(open) => {
        if (!open) {
          setText('');
          onClose();
        }
      }}
      okText={pass ? t.pass : t.refuse}
      cancelText={t.cancel}
      okButtonProps={{ danger: !pass, isDisabled: tooLong }}
      onOk={async () => {
        if (tooLong) return false;
        const accepted = await onSubmit(reviewRemark(text));
        if (accepted) setText('');
        return accepted;
      }}
    >
      <div className={styles.body}>
        {application ? (
          <p className={styles.subject}>
            {t.subject(application.stampName, t.typeText[application.type], application.applicant.realname)}
          </p>
        ) : null}
        <TextArea
          label={t.remarkLabel}
          placeholder={pass ? t.passPlaceholder : t.refusePlaceholder}
          value={text}
          onChange={setText}
          autoSize={{ minRows: 3, maxRows: 8 }}
          errorMessage={tooLong ? t.remarkTooLong : undefined}
        />
      </div>
    </Dialog>
  );
}
