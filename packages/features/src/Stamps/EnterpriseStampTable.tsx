import { OwnerType, type Stamp } from '@atelier/api';
import {
  AddIcon,
  Alert,
  Button,
  Empty,
  Select,
  Switch,
  Tab,
  TabList,
  Table,
  type TableColumn,
  TabPanel,
  Tabs,
  Tag,
  TextField,
  UsersIcon,
  UserText,
  useConfirm,
  useToast,
} from '@atelier/ui';
import { useReducer, useState } from 'react';
import { useFeatureLocale } from '../locale';
import {
  useBatchCreateSignatures,
  useDeleteStamp,
  useManagedStamps,
  useSetStampEnabled,
  useStampPeople,
} from './hooks';
import type { EnterpriseStampTableProps } from './interface';
import {
  deadlineText,
  type EnterpriseStampType,
  emptyReason,
  enableValue,
  enterpriseStampTypes,
  filterStamps,
  initialStampListState,
  isStampEnabled,
  listTypeOf,
  pageOfStamps,
  STAMP_PAGE_SIZE,
  type StampStateFilter,
  stampListReducer,
  stampStateFilters,
} from './model';
import { BatchSignatureDialog, CreateStampDialog, EditStampDialog, ReassignDialog } from './StampDialogs';
import { StampPicture } from './StampPicture';
import * as styles from './Stamps.css';

type Dialog = { kind: 'edit' | 'reassign'; stamp: Stamp } | { kind: 'create' | 'batch' } | null;

/**
 * The enterprise's stamps (enterprise → 印章管理; `stamp.enterpriseStamps`): a tab per type (output, custom,
 * registration), searched by name and state, 50 a page, with name, type, owner, a 启用/停用 switch, the deadline
 * (a date or - -) and the actions: 编辑 (name, deadline), 更换管理员, 删除 after confirmation. 新增印章 creates from an
 * uploaded image; 批量创建签名 gives chosen people an empty signature. Only an enterprise administrator may do any
 * of it: the server refuses the others, and says so.
 */
export function EnterpriseStampTable({ defaultType, renderCertificate, locale }: EnterpriseStampTableProps) {
  const t = useFeatureLocale('EnterpriseStampTable', locale);
  const [state, dispatch] = useReducer(stampListReducer, {
    ...initialStampListState,
    type: defaultType ?? initialStampListState.type,
  });
  const list = useManagedStamps(listTypeOf(state.type));
  const setEnabled = useSetStampEnabled();
  const remove = useDeleteStamp();
  const batchCreate = useBatchCreateSignatures();
  const confirm = useConfirm();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const people = useStampPeople(dialog?.kind === 'reassign' || dialog?.kind === 'batch');

  const loaded = list.data ?? [];
  const filtered = filterStamps(loaded, state);
  const page = pageOfStamps(filtered, state.page);
  const empty = list.isSuccess ? emptyReason(loaded.length, page.rows.length, state) : null;
  const typeText = t.typeText[state.type];

  const toggle = async (stamp: Stamp, enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ stampId: stamp.stampId, isEnable: enableValue(enabled) });
      toast.success(enabled ? t.enabledDone(stamp.name) : t.disabledDone(stamp.name));
    } catch {
      // Refused: the shared handling has shown why; the switch shows the stored state again.
    }
  };

  const askDelete = (stamp: Stamp) =>
    void confirm({
      title: t.deleteTitle,
      content: t.deleteContent(stamp.name),
      danger: true,
      okText: t.delete,
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(stamp.stampId);
          toast.success(t.deleted);
        } catch {
          // Refused (in use by an approval in progress, not an administrator): the server's message is shown.
        }
      },
    });

  const columns: TableColumn<Stamp>[] = [
    {
      key: 'image',
      title: t.columns.image,
      width: 72,
      render: (stamp) => <StampPicture stamp={stamp} size="sm" fallback={t.noImage} />,
    },
    {
      key: 'name',
      title: t.columns.name,
      isRowHeader: true,
      render: (stamp) => <UserText className={styles.stampName}>{stamp.name}</UserText>,
    },
    { key: 'type', title: t.columns.type, width: 110, nowrap: true, render: () => typeText },
    {
      key: 'owner',
      title: t.columns.owner,
      width: 150,
      nowrap: true,
      render: (stamp) => (
        <span className={styles.nameCell}>
          <Tag size="sm" color={stamp.ownerType === OwnerType.Enterprise ? 'brand' : 'default'}>
            {t.ownerTypeText[stamp.ownerType]}
          </Tag>
          {stamp.userInfoVO?.realname ?? ''}
        </span>
      ),
    },
    {
      key: 'state',
      title: t.columns.state,
      width: 110,
      nowrap: true,
      render: (stamp) => (
        <Switch
          size="sm"
          aria-label={t.switchLabel(stamp.name)}
          isSelected={isStampEnabled(stamp)}
          isDisabled={setEnabled.isPending && setEnabled.variables?.stampId === stamp.stampId}
          onChange={(enabled) => void toggle(stamp, enabled)}
        >
          {isStampEnabled(stamp) ? t.stateText['1'] : t.stateText['0']}
        </Switch>
      ),
    },
    { key: 'deadline', title: t.columns.deadline, width: 120, nowrap: true, render: (stamp) => deadlineText(stamp) },
    ...(renderCertificate
      ? [{ key: 'certificate', title: t.columns.certificate, width: 130, render: renderCertificate }]
      : []),
    {
      key: 'actions',
      title: t.columns.actions,
      width: 220,
      render: (stamp) => (
        <div className={styles.actions}>
          <Button size="sm" variant="link" onPress={() => setDialog({ kind: 'edit', stamp })}>
            {t.edit}
          </Button>
          <Button size="sm" variant="link" onPress={() => setDialog({ kind: 'reassign', stamp })}>
            {t.reassign}
          </Button>
          <Button size="sm" variant="link" danger onPress={() => askDelete(stamp)}>
            {t.delete}
          </Button>
        </div>
      ),
    },
  ];

  const emptyContent =
    empty === 'filtered' ? (
      <Empty description={t.filteredEmpty}>
        <Button size="sm" onPress={() => dispatch({ type: 'reset' })}>
          {t.clearFilter}
        </Button>
      </Empty>
    ) : (
      <Empty description={t.empty(typeText)} />
    );

  return (
    <div className={styles.table}>
      <Tabs
        selectedKey={state.type}
        onSelectionChange={(key) => dispatch({ type: 'type', value: Number(key) as EnterpriseStampType })}
      >
        <TabList aria-label={t.typeTabsLabel}>
          {enterpriseStampTypes.map((type) => (
            <Tab key={type} id={type}>
              {t.typeText[type]}
            </Tab>
          ))}
        </TabList>
        {/* Only the selected tab's panel is mounted: one list, whichever the type. */}
        {enterpriseStampTypes.map((type) => (
          <TabPanel key={type} id={type} className={styles.table}>
            <div className={styles.toolbar}>
              <div className={styles.filters}>
                <TextField
                  aria-label={t.search}
                  placeholder={t.searchPlaceholder}
                  value={state.name}
                  onChange={(value) => dispatch({ type: 'name', value })}
                  allowClear
                  className={styles.search}
                />
                <Select
                  aria-label={t.stateFilter}
                  className={styles.stateSelect}
                  items={stampStateFilters.map((id) => ({ id, label: t.stateText[id] }))}
                  selectedKey={state.state}
                  onSelectionChange={(key) => {
                    if (key !== null) dispatch({ type: 'state', value: String(key) as StampStateFilter });
                  }}
                />
              </div>
              <div className={styles.actions}>
                <Button icon={<UsersIcon />} onPress={() => setDialog({ kind: 'batch' })}>
                  {t.batchCreate}
                </Button>
                <Button variant="primary" icon={<AddIcon />} onPress={() => setDialog({ kind: 'create' })}>
                  {t.create}
                </Button>
              </div>
            </div>
            {list.isError ? (
              <Alert
                tone="error"
                title={t.loadFailed}
                action={
                  <Button size="sm" onPress={() => void list.refetch()}>
                    {t.retry}
                  </Button>
                }
              />
            ) : (
              <Table<Stamp>
                aria-label={t.listLabel(typeText)}
                size="small"
                columns={columns}
                dataSource={page.rows}
                rowKey="stampId"
                loading={list.isPending}
                emptyContent={list.isPending ? ' ' : emptyContent}
                pagination={{
                  total: page.total,
                  pageSize: STAMP_PAGE_SIZE,
                  current: page.page,
                  onChange: (value) => dispatch({ type: 'page', value }),
                  showTotal: true,
                  hideOnSinglePage: true,
                }}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
      <CreateStampDialog
        key={state.type}
        isOpen={dialog?.kind === 'create'}
        onOpenChange={(open) => setDialog(open ? { kind: 'create' } : null)}
        title={t.createTitle}
        ownerType={OwnerType.Enterprise}
        types={enterpriseStampTypes}
        typeText={t.typeText}
        defaultType={state.type}
        done={t.created}
        t={t}
      />
      <EditStampDialog
        stamp={dialog?.kind === 'edit' ? dialog.stamp : null}
        onClose={() => setDialog(null)}
        title={t.editTitle}
        done={t.saved}
        t={t}
      />
      <ReassignDialog
        stamp={dialog?.kind === 'reassign' ? dialog.stamp : null}
        people={people.data}
        peopleFailed={people.isError}
        onClose={() => setDialog(null)}
        t={{ ...t, title: t.reassignTitle }}
      />
      <BatchSignatureDialog
        isOpen={dialog?.kind === 'batch'}
        onOpenChange={(open) => setDialog(open ? { kind: 'batch' } : null)}
        people={people.data}
        peopleFailed={people.isError}
        onCreate={(userIds) => batchCreate.mutateAsync(userIds)}
        t={{ ...t, title: t.batchTitle, hint: t.batchHint, created: t.batchCreated }}
      />
    </div>
  );
}
