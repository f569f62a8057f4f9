import {
  type ActTask,
  type ApprovalAct,
  type ApprovalFile,
  ApprovalType,
  type FolderGroup,
  ProoType,
  StampingState,
} from '@atelier/api';
import {
  Alert,
  Button,
  Dialog,
  DownloadIcon,
  Empty,
  FolderIcon,
  StatusTag,
  type StepItem,
  Steps,
  Table,
  type TableColumn,
  Tag,
  TextArea,
  useToast,
} from '@atelier/ui';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { CostTable } from '../Publish/CostTable';
import { useConfirmPublish } from '../Publish/hooks';
import { ShareLinkDialog } from '../Publish/ShareLinkDialog';
import * as styles from './ApprovalDetailDialog.css';
import {
  useApprovalDetail,
  useApprovalFiles,
  useDownloadAll,
  usePassApproval,
  useRefuseApproval,
  useRestamp,
  useViewerId,
  useWithdrawApproval,
} from './hooks';
import type { ApprovalDetailDialogLocale, ApprovalDetailDialogProps } from './interface';
import {
  canDownloadAll,
  costRows,
  detailSteps,
  fileCount,
  fileGroups,
  isRemarkTooLong,
  passRemark,
  refuseRemark,
  stageStatus,
  stampingTone,
  stampPlan,
  statusTone,
  summaryLines,
  taskStepStatus,
  viewerActions,
} from './model';

type Action = 'pass' | 'refuse' | 'withdraw' | 'share' | 'publish';

/**
 * The approval detail (000 section 2, "Approval detail dialog"): name, CA and status tags, the type-specific
 * summary, remarks, stamp info, project and attachments; the steps (launcher, each task with its approvers, the
 * stamp signer) with the active one marked; the files by folder (a table for proofreading). The footer follows the
 * viewer: the launcher of an in-progress approval may withdraw, a pending approver may refuse or pass; download-all
 * when there are files to download.
 */
export function ApprovalDetailDialog({
  actId,
  isOpen,
  onOpenChange,
  onChanged,
  onPreview,
  onDownload,
  locale,
}: ApprovalDetailDialogProps) {
  const t = useFeatureLocale('ApprovalDetailDialog', locale);
  const toast = useToast();
  const detail = useApprovalDetail(actId, isOpen);
  const files = useApprovalFiles(actId, isOpen);
  const viewer = useViewerId(isOpen);
  const pass = usePassApproval(actId);
  const refuse = useRefuseApproval(actId);
  const withdraw = useWithdrawApproval(actId);
  const download = useDownloadAll(actId);
  const restamp = useRestamp(actId);
  const confirmPublish = useConfirmPublish(actId);
  const [action, setAction] = useState<Action | null>(null);

  const act = detail.data;
  const groups = useMemo(() => fileGroups(files.data ?? []), [files.data]);
  const actions = act ? viewerActions(act, viewer.data) : { withdraw: false, decide: false };
  const downloadable = act ? canDownloadAll(act, groups) : false;

  /** Runs an action; on success a toast, `onChanged` and the detail loads again. A refusal keeps the dialog open. */
  const run = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
    } catch {
      // The shared response handling has shown the server's message.
      return false;
    }
    toast.success(done);
    onChanged?.();
    return true;
  };

  const downloadAll = async () => {
    const link = await download.mutateAsync();
    if (onDownload) onDownload(link);
    else window.open(link.url, '_blank', 'noopener');
  };

  const footer =
    act && !viewer.isLoading ? (
      <div className={styles.footer}>
        {downloadable ? (
          <Button
            className={styles.footerStart}
            icon={<DownloadIcon />}
            isPending={download.isPending}
            onPress={() => void downloadAll().catch(() => undefined)}
          >
            {t.downloadAll}
          </Button>
        ) : null}
        {act.canShare ? <Button onPress={() => setAction('share')}>{t.share}</Button> : null}
        {act.canConfirmPublish ? (
          <Button variant="primary" onPress={() => setAction('publish')}>
            {t.confirmPublish}
          </Button>
        ) : null}
        {actions.withdraw ? (
          <Button danger onPress={() => setAction('withdraw')}>
            {t.withdraw}
          </Button>
        ) : null}
        {actions.decide ? (
          <>
            <Button danger onPress={() => setAction('refuse')}>
              {t.refuse}
            </Button>
            <Button variant="primary" onPress={() => setAction('pass')}>
              {t.pass}
            </Button>
          </>
        ) : null}
      </div>
    ) : null;

  return (
    <>
      <Dialog
        title={t.title}
        width={960}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isPending={detail.isLoading || (!!act && viewer.isLoading)}
        footer={footer}
      >
        {act && !viewer.isLoading ? (
          <DetailBody
            act={act}
            groups={groups}
            filesLoading={files.isLoading}
            filesFailed={files.isError}
            onPreview={onPreview}
            restamp={
              act.canRestamp
                ? {
                    isPending: restamp.isPending,
                    onPress: () =>
                      void restamp.mutateAsync().then(
                        (state) => {
                          if (state === StampingState.Stamped) toast.success(t.restamped);
                          else toast.error(t.restampStillFailing);
                          onChanged?.();
                        },
                        // The shared response handling has shown the server's message.
                        () => undefined,
                      ),
                  }
                : undefined
            }
            t={t}
          />
        ) : detail.isError ? (
          <Alert
            tone="error"
            title={t.loadFailed}
            action={
              <Button
                size="sm"
                onPress={() => {
                  void detail.refetch();
                  void files.refetch();
                }}
              >
                {t.retry}
              </Button>
            }
          />
        ) : null}
      </Dialog>
      <RemarkDialog
        title={t.passTitle}
        placeholder={t.passPlaceholder}
        okText={t.pass}
        isOpen={action === 'pass'}
        onOpenChange={(open) => setAction(open ? 'pass' : null)}
        onSubmit={(text) => run(() => pass.mutateAsync(passRemark(text)), t.passed)}
        t={t}
      />
      <RemarkDialog
        title={t.refuseTitle}
        placeholder={t.refusePlaceholder}
        okText={t.refuse}
        danger
        isOpen={action === 'refuse'}
        onOpenChange={(open) => setAction(open ? 'refuse' : null)}
        onSubmit={(text) => run(() => refuse.mutateAsync(refuseRemark(text)), t.refused)}
        t={t}
      />
      <Dialog
        role="alertdialog"
        title={t.withdrawTitle}
        width={420}
        isOpen={action === 'withdraw'}
        onOpenChange={(open) => setAction(open ? 'withdraw' : null)}
        okText={t.withdraw}
        cancelText={t.cancel}
        okButtonProps={{ danger: true }}
        onOk={() => run(() => withdraw.mutateAsync(), t.withdrawn)}
      >
        <p>{t.withdrawContent}</p>
      </Dialog>
      <Dialog
        role="alertdialog"
        title={t.confirmPublishTitle}
        width={420}
        isOpen={action === 'publish'}
        onOpenChange={(open) => setAction(open ? 'publish' : null)}
        okText={t.confirmPublish}
        cancelText={t.cancel}
        onOk={() => run(() => confirmPublish.mutateAsync(), t.publishDone)}
      >
        <p>{t.confirmPublishContent}</p>
      </Dialog>
      <ShareLinkDialog
        actId={actId}
        isOpen={action === 'share'}
        onOpenChange={(open) => setAction(open ? 'share' : null)}
      />
    </>
  );
}

interface RemarkDialogProps {
  title: string;
  placeholder: string;
  okText: string;
  danger?: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves true when the server accepted; the text then clears. */
  onSubmit: (text: string) => Promise<boolean>;
  t: ApprovalDetailDialogLocale;
}

/** Pass or refuse with a remark of at most 256 characters; a refusal by the server keeps what was typed. */
function RemarkDialog({ title, placeholder, okText, danger, isOpen, onOpenChange, onSubmit, t }: RemarkDialogProps) {
  const [text, setText] = useState('');
  const tooLong = isRemarkTooLong(text);
  return (
    <Dialog
      title={title}
      width={520}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={okText}
      cancelText={t.cancel}
      okButtonProps={{ danger: danger ?? false, isDisabled: tooLong }}
      onCancel={() => setText('')}
      onOk={async () => {
        if (tooLong) return false;
        const accepted = await onSubmit(text);
        if (accepted) setText('');
        return accepted;
      }}
    >
      <TextArea
        label={t.remarkLabel}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        autoSize={{ minRows: 3, maxRows: 8 }}
        errorMessage={tooLong ? t.remarkTooLong : undefined}
      />
    </Dialog>
  );
}

interface DetailBodyProps {
  act: ApprovalAct;
  groups: FolderGroup[];
  filesLoading: boolean;
  filesFailed: boolean;
  onPreview: ((file: ApprovalFile) => void) | undefined;
  /** 重新盖章, when the viewer may start the stamping again. */
  restamp: { isPending: boolean; onPress: () => void } | undefined;
  t: ApprovalDetailDialogLocale;
}

function DetailBody({ act, groups, filesLoading, filesFailed, onPreview, restamp, t }: DetailBodyProps) {
  const summary = summaryLines(act);
  const costs = costRows(act.additionInfo);
  const attachments = act.additionInfo?.attachments ?? [];
  const fields: [string, ReactNode][] = [
    [t.type, act.signingMode ? t.signingModeText[act.signingMode] : t.typeText[act.moduleType]],
    [t.project, act.projectName ?? '—'],
    [t.launcher, act.launchManInfo.realname],
    [t.createTime, act.createTime],
    ...summary.map(({ key, value }): [string, ReactNode] => [
      t.summary[key],
      key === 'isDownloadable' ? (value === '1' ? t.downloadable : t.viewOnly) : String(value),
    ]),
  ];
  const plan = act.signingMode ? stampPlan(groups) : null;
  const stamp: [string, ReactNode][] = [
    ...(act.signMan ? [[t.stampSigner, act.signMan.realName] as [string, ReactNode]] : []),
    ...(plan
      ? ([
          [t.outputStamp, plan.output.join('、') || t.noStamp],
          [t.customStamps, plan.custom.join('、') || t.noStamp],
          [
            t.ownStamps,
            <ul key="own" className={styles.plainList} aria-label={t.ownStamps}>
              {plan.batches.map((batch) => (
                <li key={batch.files.join('/')} title={batch.files.join('\n')}>
                  {t.stampBatch(batch.stamps.join('、') || t.noStamp, batch.files.length)}
                </li>
              ))}
            </ul>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(act.actWatermark ? [[t.watermark, act.actWatermark] as [string, ReactNode]] : []),
  ];
  // The drawings come after the steps: a link in the header takes the reader (and the focus) to them.
  const filesSection = useRef<HTMLElement>(null);
  const count = fileCount(groups);

  return (
    <div className={styles.body}>
      <div className={styles.header}>
        <h3 className={styles.name}>{act.actName}</h3>
        {act.isCa === '1' ? <Tag color="info">{t.ca}</Tag> : null}
        <StatusTag tone={statusTone(act.status)}>{t.statusText[act.status]}</StatusTag>
        {act.stampingState ? (
          <StatusTag tone={stampingTone(act.stampingState)}>{t.stampingText[act.stampingState]}</StatusTag>
        ) : null}
        {count > 0 ? (
          <Button
            variant="link"
            size="sm"
            className={styles.jump}
            onPress={() => {
              filesSection.current?.scrollIntoView({ block: 'start' });
              filesSection.current?.focus({ preventScroll: true });
            }}
          >
            {t.jumpToFiles(count)}
          </Button>
        ) : null}
      </div>
      {act.stampingState === StampingState.Failed ? (
        <Alert
          tone="error"
          title={t.stampingFailed}
          description={
            act.stampingErrors?.length ? (
              <ul className={styles.plainList} aria-label={t.stampingFailed}>
                {act.stampingErrors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
          action={
            restamp ? (
              // Disabled, not pending: the button goes away with the alert once stamped, and react-aria's pending
              // announcement would be left pointing at its missing label.
              <Button size="sm" isDisabled={restamp.isPending} onPress={restamp.onPress}>
                {t.restamp}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <section className={styles.section} aria-label={t.infoLabel}>
        <Fields items={fields} />
        {costs.length > 0 ? (
          <>
            <h4 className={styles.sectionTitle}>{t.costList}</h4>
            <CostTable
              rows={costs}
              total={act.additionInfo?.totalPrice}
              label={t.costList}
              t={{
                costTable: t.costList,
                spec: t.costSpec,
                unitPrice: t.costUnitPrice,
                quantity: t.costQuantity,
                total: t.costTotal,
                sum: t.costSum,
                noCosts: t.noFiles,
              }}
            />
          </>
        ) : null}
        <Fields items={[[t.remarks, act.remarks || '—']]} />
        {stamp.length > 0 ? (
          <>
            <h4 className={styles.sectionTitle}>{t.stampInfo}</h4>
            <Fields items={stamp} />
          </>
        ) : null}
        {attachments.length > 0 ? (
          <>
            <h4 className={styles.sectionTitle}>{t.attachments}</h4>
            <ul className={styles.plainList} aria-label={t.attachments}>
              {attachments.map((file) => (
                <li key={file.id} className={styles.approver}>
                  {file.fileName}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className={styles.section} aria-label={t.stepsLabel}>
        <h4 className={styles.sectionTitle}>{t.stepsLabel}</h4>
        <DetailSteps act={act} t={t} />
      </section>
      <section ref={filesSection} tabIndex={-1} className={styles.section} aria-label={t.filesLabel}>
        <h4 className={styles.sectionTitle}>{t.filesLabel}</h4>
        {filesFailed ? (
          <Alert tone="error" title={t.loadFailed} />
        ) : act.moduleType === ApprovalType.Proofreading ? (
          <ProofreadingFiles act={act} groups={groups} loading={filesLoading} onPreview={onPreview} t={t} />
        ) : filesLoading ? null : groups.length === 0 ? (
          <Empty simple description={t.noFiles} />
        ) : (
          groups.map((group) => <FolderCards key={group.resId} group={group} onPreview={onPreview} t={t} />)
        )}
      </section>
    </div>
  );
}

function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.fields}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The approvers of a task with their state, remark and time. Spans with list roles: a step's description is phrasing
 * content.
 */
function TaskApprovers({ task, t }: { task: ActTask; t: ApprovalDetailDialogLocale }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a step's description is a span (phrasing content), where a ul is invalid HTML.
    <span role="list" className={styles.plainList} aria-label={task.taskName}>
      {task.actForms.map((form) => (
        // biome-ignore lint/a11y/useSemanticElements: inside the span list above, an li would be invalid HTML.
        <span role="listitem" key={form.id} className={styles.approver}>
          <span>{form.userInfo.realname}</span>
          <StatusTag tone={statusTone(form.status)}>{t.statusText[form.status]}</StatusTag>
          {form.remarks ? <span>{form.remarks}</span> : null}
          {form.updateTime ? <span className={styles.muted}>{form.updateTime}</span> : null}
        </span>
      ))}
    </span>
  );
}

function DetailSteps({ act, t }: { act: ApprovalAct; t: ApprovalDetailDialogLocale }) {
  const { steps, current } = detailSteps(act);
  const done = current >= steps.length;
  const items: StepItem[] = steps.map((step): StepItem => {
    if (step.kind === 'launcher') {
      return {
        key: step.key,
        title: t.launcher,
        status: 'finish',
        description: (
          <span className={styles.approver}>
            <span>{step.name}</span>
            <span className={styles.muted}>{step.time}</span>
          </span>
        ),
      };
    }
    if (step.kind === 'signer') {
      return { key: step.key, title: t.signer, status: done ? 'finish' : 'wait', description: step.name };
    }
    return {
      key: step.key,
      title: step.task.taskName,
      status: taskStepStatus(step.task.status),
      description: <TaskApprovers task={step.task} t={t} />,
    };
  });
  return (
    <Steps
      items={items}
      current={current < 0 ? steps.length : current}
      direction="vertical"
      aria-label={t.stepsLabel}
    />
  );
}

interface FilesProps {
  onPreview: ((file: ApprovalFile) => void) | undefined;
  t: ApprovalDetailDialogLocale;
}

function FolderCards({ group, onPreview, t }: FilesProps & { group: FolderGroup }) {
  const folder = group.resName || t.rootFolder;
  const path = group.children[0]?.pathName;
  return (
    <div className={styles.folder}>
      <h5 className={styles.folderName}>
        <FolderIcon aria-hidden="true" />
        {folder}
        {path && path !== folder ? <span className={styles.muted}>{path}</span> : null}
      </h5>
      <ul className={styles.cards} aria-label={folder}>
        {group.children.map((file) => (
          <li key={file.resId} className={styles.card}>
            <Button variant="link" size="sm" aria-label={t.preview(file.resName)} onPress={() => onPreview?.(file)}>
              {file.resName}
            </Button>
            <span className={styles.muted}>{file.path}</span>
            {file.updateTime ? <span className={styles.muted}>{file.updateTime}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProofreadingFiles({
  act,
  groups,
  loading,
  onPreview,
  t,
}: FilesProps & { act: ApprovalAct; groups: FolderGroup[]; loading: boolean }) {
  const rows = useMemo(() => groups.flatMap((group) => group.children), [groups]);
  const stage = (prooType: ProoType) => {
    const status = stageStatus(act, prooType);
    return status ? t.statusText[status] : '—';
  };
  const columns: TableColumn<ApprovalFile>[] = [
    { key: 'resName', title: t.fileName, dataIndex: 'resName' },
    { key: 'pathName', title: t.directory, dataIndex: 'pathName' },
    { key: 'proofreading', title: t.proofreading, render: () => stage(ProoType.Proofread) },
    { key: 'examine', title: t.examine, render: () => stage(ProoType.Examine) },
    { key: 'authorize', title: t.authorize, render: () => stage(ProoType.Leader) },
    { key: 'updateTime', title: t.updateTime, render: (file) => file.updateTime ?? '—' },
  ];
  return (
    <Table
      aria-label={t.filesLabel}
      columns={columns}
      dataSource={rows}
      rowKey="resId"
      size="small"
      loading={loading}
      emptyContent={t.noFiles}
      onRowAction={onPreview}
    />
  );
}
