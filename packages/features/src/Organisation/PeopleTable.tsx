import { ACCOUNT_STATUS_FILTERS, AccountStatus, type StaffMember } from '@atelier/api';
import {
  Alert,
  Button,
  Dialog,
  RadioGroup,
  SearchIcon,
  StatusTag,
  Table,
  type TableColumn,
  Tag,
  TextField,
  useToast,
} from '@atelier/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useDebounced, useDisablePerson, usePeople, useRemovePerson } from './hooks';
import type { PeopleTableProps } from './interface';
import { accountStatusTone, dictionaryText } from './model';
import * as styles from './Organisation.css';

/** The status filter's 全部. */
const ALL = 'all';

/**
 * The people of the selected department (or everyone, or 未分组), 100 a page loaded as the list scrolls to its end
 * (001 section 9), searched by name or phone (300 ms after typing stops) and filtered by account status 全部 /
 * 正常 / 未激活 / 已停用. Administrators edit, disable (or enable) and remove people; not themselves.
 */
export function PeopleTable({ scope, isAdmin, currentUserId, onEdit, toolbarEnd, locale }: PeopleTableProps) {
  const t = useFeatureLocale('Organisation', locale);
  const toast = useToast();
  const titleId = useId();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string>(ALL);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const debouncedKeyword = useDebounced(keyword);
  const people = usePeople({
    scope,
    keyword: debouncedKeyword,
    status: status === ALL ? undefined : (Number(status) as AccountStatus),
  });
  const disable = useDisablePerson();
  const remove = useRemovePerson();
  const rows = useMemo(() => people.data?.pages.flatMap((page) => page.list) ?? [], [people.data]);
  const total = people.data?.pages[0]?.total ?? 0;

  // The list's end in view loads the next page.
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = people;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '120px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggleDisabled = async (person: StaffMember, disabled: boolean) => {
    try {
      await disable.mutateAsync({ userId: person.userId, disabled });
      toast.success(disabled ? t.personDisabled : t.personEnabled);
    } catch {
      // The shared response handling showed the server's message.
    }
  };

  const columns = (() => {
    const list: TableColumn<StaffMember>[] = [
      {
        key: 'realname',
        title: t.name,
        isRowHeader: true,
        width: 100,
        textValue: t.name,
        render: (row) => (
          <span className={styles.nameCell}>
            {row.realname}
            {row.isAdmin ? <Tag color="brand">{t.admin}</Tag> : null}
          </span>
        ),
      },
      { key: 'phone', title: t.phone, width: 115, dataIndex: 'phone' },
      { key: 'department', title: t.department, width: 120, render: (row) => row.departName || t.notGrouped },
      {
        key: 'dictionaries',
        title: `${t.specialty} / ${t.duty}`,
        render: (row) => {
          const text = dictionaryText(row);
          return [text.specialties, text.duties].filter(Boolean).join(' · ') || '—';
        },
      },
      {
        key: 'status',
        title: t.status,
        width: 80,
        render: (row) => <StatusTag tone={accountStatusTone(row.status)}>{t.statusText[row.status]}</StatusTag>,
      },
    ];
    if (!isAdmin) return list;
    list.push({
      key: 'actions',
      title: t.actions,
      width: 160,
      render: (row) => {
        const self = row.userId === currentUserId;
        const disabled = row.status === AccountStatus.Disabled;
        return (
          <span className={styles.actions}>
            <Button variant="link" size="sm" aria-label={t.editFor(row.realname)} onPress={() => onEdit?.(row)}>
              {t.edit}
            </Button>
            {self ? null : (
              <>
                <Button
                  variant="link"
                  size="sm"
                  aria-label={disabled ? t.enableFor(row.realname) : t.disableFor(row.realname)}
                  onPress={() => void toggleDisabled(row, !disabled)}
                >
                  {disabled ? t.enable : t.disable}
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  danger
                  aria-label={t.removeFor(row.realname)}
                  onPress={() => setRemoving(row)}
                >
                  {t.remove}
                </Button>
              </>
            )}
          </span>
        );
      },
    });
    return list;
  })();

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.peopleLabel}
      </h2>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          type="search"
          prefix={<SearchIcon />}
          allowClear
          value={keyword}
          onChange={setKeyword}
        />
        <RadioGroup
          label={t.statusFilter}
          variant="button"
          value={status}
          onChange={setStatus}
          options={[
            { value: ALL, label: t.all },
            ...ACCOUNT_STATUS_FILTERS.map((value) => ({ value: String(value), label: t.statusText[value] })),
          ]}
        />
        {toolbarEnd ? <div className={styles.toolbarEnd}>{toolbarEnd}</div> : null}
      </div>
      {people.isError && !people.data ? (
        <Alert
          tone="error"
          showIcon
          title={t.peopleFailed}
          action={
            <Button size="sm" onPress={() => void people.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <div ref={scroller} className={styles.scroller}>
          <Table
            aria-labelledby={titleId}
            columns={columns}
            dataSource={rows}
            rowKey="userId"
            loading={people.isFetching && !isFetchingNextPage}
            emptyContent={people.isPending ? ' ' : t.noPeople}
            size="small"
            // Under about 740 px (992 px wide with the sidebar) the table scrolls sideways inside its card.
            scroll={{ x: isAdmin ? 740 : 580 }}
          />
          <div ref={sentinel} className={styles.sentinel} />
          {rows.length > 0 ? (
            <p className={styles.footerNote} aria-live="polite">
              {isFetchingNextPage ? t.loadingMore : t.total(total)}
            </p>
          ) : null}
        </div>
      )}
      <Dialog
        title={t.removeTitle}
        width={440}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        okText={t.remove}
        okButtonProps={{ danger: true }}
        cancelText={t.cancel}
        onOk={async () => {
          if (!removing) return false;
          try {
            await remove.mutateAsync(removing.userId);
          } catch {
            return false;
          }
          toast.success(t.personRemoved);
          setRemoving(null);
          return true;
        }}
      >
        {removing ? <p>{t.removeConfirm(removing.realname)}</p> : null}
      </Dialog>
    </section>
  );
}
