import {
  type ApprovalListEntry,
  api,
  approvalStatusText,
  approvalStatusTextEn,
  approvalTypeText,
  approvalTypeTextEn,
  Flag,
} from '@atelier/api';
import { queryFilterOf } from '@atelier/api/client';
import { ApprovalDetailDialog } from '@atelier/features';
import {
  Alert,
  Button,
  Tab,
  TabList,
  Table,
  type TableColumn,
  TabPanel,
  Tabs,
  Tag,
  TextField,
  UserText,
} from '@atelier/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { Page } from '../../layout/Page';
import { useApprovalList } from '../../queries/hooks';
import { ACT_PARAM, previewPath } from '../../router/paths';
import { useDebouncedValue } from '../../useDebouncedValue';
import {
  isWorkflowSegment,
  isWorkflowTab,
  moduleTypeOf,
  WORKFLOW_PAGE_SIZE,
  WorkflowTab,
  workflowSegments,
  workflowTabs,
} from './workflow';
import * as styles from './workflow.css';

/** Searching waits for the typing to pause. */
const SEARCH_DEBOUNCE = 500;

/**
 * The workflow centre (001 section 2, 000 section 7 "Approval centre"): 待我审批, 我发起的, 我已审批 for the route's
 * type filter, searched by name, 50 a page; a row opens the approval.
 */
export function Component() {
  const t = useT();
  // The route's last segment is its type filter (/workflow/borrow ...).
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const filter = workflowSegments[isWorkflowSegment(segment) ? segment : 'all'];
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab = isWorkflowTab(tabParam) ? tabParam : WorkflowTab.ForMe;
  const [keyword, setKeyword] = useState('');
  const actName = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE);
  const [page, setPage] = useState(1);
  const list = useApprovalList(tab, {
    moduleType: moduleTypeOf(filter),
    actName,
    pageNum: page,
    pageSize: WORKFLOW_PAGE_SIZE,
  });
  const queryClient = useQueryClient();
  // The approval open in the detail dialog (kept mounted after the first open); `?act=` opens one (the link in the
  // toast after a launch).
  const [openAct, setOpenAct] = useState<string | null>(() => params.get(ACT_PARAM));
  const [detailOpen, setDetailOpen] = useState(() => params.has(ACT_PARAM));
  const zh = t.locale === 'zh-CN';
  const typeText = zh ? approvalTypeText : approvalTypeTextEn;
  const statusText = zh ? approvalStatusText : approvalStatusTextEn;

  const columns: TableColumn<ApprovalListEntry>[] = [
    {
      key: 'actName',
      title: t.workflow.name,
      isRowHeader: true,
      render: (act) => (
        <span className={styles.name}>
          <UserText>{act.actName}</UserText>
          {act.isCa === Flag.Yes ? (
            <Tag size="sm" color="brand">
              {t.workflow.ca}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'moduleType', title: t.workflow.type, width: 120, render: (act) => typeText[act.moduleType] },
    { key: 'projectName', title: t.workflow.project, render: (act) => <UserText>{act.projectName}</UserText> },
    {
      key: 'launcher',
      title: t.workflow.launcher,
      width: 110,
      render: (act) => <UserText>{act.launchManInfo.realname}</UserText>,
    },
    {
      key: 'status',
      title: t.workflow.status,
      width: 110,
      render: (act) => act.statusText ?? statusText[act.status],
    },
    { key: 'createTime', title: t.workflow.time, width: 170, nowrap: true, render: (act) => act.createTime },
  ];

  const tabLabel = t.workflow.tabs[tab];
  return (
    <Page title={t.menu.workflow}>
      <section className={styles.listCard}>
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            setPage(1);
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('tab', String(key));
              return next;
            });
          }}
        >
          <div className={styles.toolbar}>
            <TabList aria-label={t.workflow.tabsLabel}>
              {workflowTabs.map((id) => (
                <Tab key={id} id={id}>
                  {t.workflow.tabs[id]}
                </Tab>
              ))}
            </TabList>
            <TextField
              aria-label={t.workflow.search}
              placeholder={t.workflow.searchPlaceholder}
              value={keyword}
              onChange={(value) => {
                setKeyword(value);
                setPage(1);
              }}
              className={styles.search}
            />
          </div>
          {/* One panel: the selected tab's list (the tabs control it, ARIA tabs pattern). */}
          <TabPanel id={tab}>
            {list.isError ? (
              <Alert
                tone="error"
                title={t.workflow.loadFailed}
                action={
                  <Button size="sm" onPress={() => void list.refetch()}>
                    {t.workflow.retry}
                  </Button>
                }
              />
            ) : (
              <Table<ApprovalListEntry>
                aria-label={t.workflow.listLabel(tabLabel)}
                size="small"
                columns={columns}
                dataSource={list.data?.list ?? []}
                rowKey="id"
                loading={list.isPending}
                emptyContent={t.workflow.empty}
                onRowAction={(act) => {
                  setOpenAct(act.id);
                  setDetailOpen(true);
                }}
                pagination={{
                  total: list.data?.total ?? 0,
                  pageSize: WORKFLOW_PAGE_SIZE,
                  current: page,
                  onChange: setPage,
                  showTotal: true,
                  hideOnSinglePage: true,
                }}
              />
            )}
          </TabPanel>
        </Tabs>
      </section>
      {openAct ? (
        <ApprovalDetailDialog
          actId={openAct}
          isOpen={detailOpen}
          onOpenChange={(open) => {
            setDetailOpen(open);
            if (!open && params.has(ACT_PARAM)) {
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete(ACT_PARAM);
                  return next;
                },
                { replace: true },
              );
            }
          }}
          // A pass, refusal or recall moves the approval between the lists and changes the counts.
          onChanged={() =>
            void queryClient.invalidateQueries(queryFilterOf(api.approvalCenter, api.approval.todoCount))
          }
          onPreview={(file) =>
            window.open(
              previewPath({
                type: (file.fileExt ?? '').toLowerCase(),
                projectId: file.projectId ?? '',
                recordId: file.recordId,
                resId: file.resId,
                resName: file.resName,
              }),
              '_blank',
              'noopener',
            )
          }
        />
      ) : null}
    </Page>
  );
}
