import { PageSize, type PublishListEntry } from '@atelier/api';
import {
  Button,
  DatePicker,
  Dialog,
  Select,
  Tab,
  TabList,
  type TableColumn,
  TabPanel,
  Tabs,
  TextField,
  useConfirm,
  useToast,
} from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Catalog.css';
import { CostTable } from './CostTable';
import { useConfirmPublishing, useDebouncedValue, useDownloadApproved, usePublishers, usePublishList } from './hooks';
import type { PublishListProps } from './interface';
import {
  hasFilters,
  isDateRangeValid,
  NO_FILTERS,
  type PublishListFilters,
  PublishListTab,
  publishListRequest,
  publishRowActions,
} from './listModel';
import { formatYuan } from './model';
import { ShareLinkDialog } from './ShareLinkDialog';

const SEARCH_DEBOUNCE_MS = 300;
/** The "any" option of the project and print-shop filters. */
const ALL = '__all';

/**
 * 发布列表 (/publish/list): the enterprise's passed publish approvals waiting to be published (未发布) and the published
 * ones (已发布), 50 a page, filtered by name, project, print shop and launch dates; each row with its print shop,
 * copies and money, its cost list, and the actions the person's buttons give (000 section 6): 下载 the approved
 * versions (toPublish:download), 分享 (toPublish:share), 确认发布 (toPublish:confirmPublish, on the waiting tab).
 */
export function PublishList({
  showTitle = true,
  canDownload,
  canShare,
  canConfirm,
  projects,
  defaultTab = PublishListTab.NotPublished,
  pageSize = PageSize.PublishList,
  onDownload,
  locale,
}: PublishListProps) {
  const t = useFeatureLocale('PublishList', locale);
  const titleId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const [tab, setTab] = useState<PublishListTab>(defaultTab);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<PublishListFilters>(NO_FILTERS);
  const settledName = useDebouncedValue(filters.actName, SEARCH_DEBOUNCE_MS);
  const request = publishListRequest({ ...filters, actName: settledName }, page, pageSize);
  const list = usePublishList(tab, request);
  const shops = usePublishers();
  const publish = useConfirmPublishing();
  const download = useDownloadApproved();
  const [costsOf, setCostsOf] = useState<PublishListEntry | null>(null);
  const [sharing, setSharing] = useState<string | null>(null);
  const total = list.data?.total ?? 0;
  const actions = publishRowActions(tab, { canDownload, canShare, canConfirm });

  const change = (next: Partial<PublishListFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const downloadRow = async (row: PublishListEntry) => {
    const link = await download.mutateAsync(row.id);
    if (onDownload) onDownload(link);
    else window.open(link.url, '_blank', 'noopener');
  };

  const confirmRow = async (row: PublishListEntry) => {
    const ok = await confirm({
      title: t.confirmTitle(row.actName),
      content: t.confirmContent,
      okText: t.confirm,
      onOk: () => publish.mutateAsync(row.id),
    });
    if (ok) toast.success(t.confirmed);
  };

  const columns: TableColumn<PublishListEntry>[] = [
    { key: 'actName', title: t.actName, dataIndex: 'actName', isRowHeader: true },
    { key: 'project', title: t.project, width: 140, render: (row) => row.projectName ?? '—' },
    { key: 'publisher', title: t.publisher, width: 140, dataIndex: 'publisherName' },
    { key: 'copies', title: t.copies, width: 64, align: 'right', render: (row) => String(row.publishNum) },
    { key: 'money', title: t.money, width: 96, align: 'right', render: (row) => formatYuan(row.totalPrice) },
    tab === PublishListTab.Published
      ? { key: 'time', title: t.publishTime, width: 104, render: (row) => (row.publishTime ?? '').slice(0, 10) }
      : { key: 'time', title: t.launchTime, width: 104, render: (row) => row.createTime.slice(0, 10) },
    {
      key: 'actions',
      title: t.actions,
      width: 200,
      render: (row) => (
        <div className={styles.actions}>
          <Button variant="link" size="sm" aria-label={t.costsLabel(row.actName)} onPress={() => setCostsOf(row)}>
            {t.costs}
          </Button>
          {actions.download ? (
            <Button
              variant="link"
              size="sm"
              aria-label={t.downloadLabel(row.actName)}
              onPress={() => void downloadRow(row).catch(() => undefined)}
            >
              {t.download}
            </Button>
          ) : null}
          {actions.share ? (
            <Button variant="link" size="sm" aria-label={t.shareLabel(row.actName)} onPress={() => setSharing(row.id)}>
              {t.share}
            </Button>
          ) : null}
          {actions.confirm ? (
            <Button
              variant="link"
              size="sm"
              aria-label={t.confirmLabel(row.actName)}
              onPress={() => void confirmRow(row).catch(() => undefined)}
            >
              {t.confirm}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  const projectItems = [{ id: ALL, label: t.all }, ...(projects ?? []).map((p) => ({ id: p.id, label: p.name }))];
  const shopItems = [{ id: ALL, label: t.all }, ...(shops.data ?? []).map((s) => ({ id: s.id, label: s.name }))];
  const rangeValid = isDateRangeValid(filters);

  const toolbar = (
    <div className={styles.toolbar}>
      <TextField
        className={styles.search}
        aria-label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        value={filters.actName}
        onChange={(actName) => change({ actName })}
      />
      {projects ? (
        <Select
          className={styles.filter}
          label={t.project}
          items={projectItems}
          selectedKey={filters.projectId ?? ALL}
          onSelectionChange={(key) => change({ projectId: key === null || key === ALL ? null : String(key) })}
        />
      ) : null}
      <Select
        className={styles.filter}
        label={t.publisher}
        items={shopItems}
        selectedKey={filters.publisherId ?? ALL}
        onSelectionChange={(key) => change({ publisherId: key === null || key === ALL ? null : String(key) })}
      />
      <DatePicker
        className={styles.filter}
        label={t.startDate}
        value={filters.startTime}
        onChange={(startTime) => change({ startTime })}
      />
      <DatePicker
        className={styles.filter}
        label={t.endDate}
        value={filters.endTime}
        onChange={(endTime) => change({ endTime })}
        errorMessage={rangeValid ? undefined : t.rangeInvalid}
      />
      <Button isDisabled={!hasFilters(filters)} onPress={() => change(NO_FILTERS)}>
        {t.reset}
      </Button>
    </div>
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.title}
      </SectionTitle>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key as PublishListTab);
          setPage(1);
        }}
      >
        <TabList aria-label={t.tabsLabel}>
          <Tab id={PublishListTab.NotPublished}>{t.notPublished}</Tab>
          <Tab id={PublishListTab.Published}>{t.published}</Tab>
        </TabList>
        {[PublishListTab.NotPublished, PublishListTab.Published].map((id) => (
          <TabPanel key={id} id={id} className={styles.section}>
            {toolbar}
            <QueryTable
              query={list}
              total={total}
              strings={{
                loadFailed: t.loadFailed,
                retry: t.retry,
                empty: id === PublishListTab.Published ? t.emptyPublished : t.emptyNotPublished,
              }}
              aria-labelledby={titleId}
              columns={columns}
              rowKey="id"
              pagination={{
                total,
                pageSize,
                current: page,
                onChange: setPage,
                showTotal: true,
                hideOnSinglePage: true,
              }}
            />
          </TabPanel>
        ))}
      </Tabs>
      <Dialog
        title={costsOf ? t.costsTitle(costsOf.actName) : ''}
        isOpen={costsOf !== null}
        onOpenChange={(open) => {
          if (!open) setCostsOf(null);
        }}
        footer={null}
      >
        {costsOf ? (
          <CostTable rows={costsOf.costRows} total={costsOf.totalPrice} label={t.costsTitle(costsOf.actName)} t={t} />
        ) : null}
      </Dialog>
      {sharing ? (
        <ShareLinkDialog
          actId={sharing}
          isOpen
          onOpenChange={(open) => {
            if (!open) setSharing(null);
          }}
        />
      ) : null}
    </section>
  );
}
