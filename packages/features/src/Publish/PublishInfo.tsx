import { type FolderGroup, PublishMessage } from '@atelier/api';
import { Alert, Button, DownloadIcon, Empty, FolderIcon, Skeleton } from '@atelier/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { costRows, fileGroups } from '../shared/approvalFiles';
import { CostTable } from './CostTable';
import { useShareDownload, useShareInfo } from './hooks';
import type { PublishInfoLocale, PublishInfoProps } from './interface';
import { costSummary, formatYuan, shareInfoFailure } from './model';
import * as styles from './Publish.css';

/**
 * The public page behind a share link ({domain}/publish-info/{key}, 000 sections 2 and 4): the approval's name,
 * project, launcher and 有效期至; the cost summary (publisher, delivery, copies, total) and cost table; the files by
 * folder, each with 下载, and 下载全部. A key the server refuses (unknown or expired) shows 分享链接已失效 and is
 * not asked again; a network failure offers a retry.
 */
export function PublishInfo({ shareKey, onDownload, locale }: PublishInfoProps) {
  const t = useFeatureLocale('PublishInfo', locale);
  const info = useShareInfo(shareKey);
  const download = useShareDownload(shareKey);
  /** Which download runs: a file's id, 'all', or none. */
  const [pending, setPending] = useState<string | null>(null);
  const groups = useMemo(() => fileGroups(info.data?.files ?? []), [info.data]);

  const fetchLink = async (target: string, resIds: readonly string[] | undefined) => {
    setPending(target);
    try {
      const link = await download.mutateAsync(resIds);
      if (onDownload) onDownload(link);
      else window.open(link.url, '_blank', 'noopener');
    } catch {
      // The shared response handling has shown the server's message.
    } finally {
      setPending(null);
    }
  };

  if (info.isPending) {
    return (
      <section className={styles.page} aria-label={t.pageLabel} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t.loading}
        </p>
        <Skeleton active title paragraph={{ rows: 6 }} />
      </section>
    );
  }

  if (info.isError) {
    const failure = shareInfoFailure(info.error);
    return (
      <section className={styles.page} aria-label={t.pageLabel}>
        {failure.kind === 'refused' ? (
          <Empty description={failure.message === PublishMessage.ShareLinkExpired ? t.expired : failure.message} />
        ) : (
          <Alert
            tone="error"
            title={t.unreachable}
            description={info.error.message}
            action={
              <Button size="sm" isPending={info.isFetching} onPress={() => void info.refetch()}>
                {t.retry}
              </Button>
            }
          />
        )}
      </section>
    );
  }

  const data = info.data;
  const summary = costSummary(data.additionInfo);
  const rows = costRows(data.additionInfo);
  const fields: [string, ReactNode][] = [
    [t.project, data.projectName || '—'],
    [t.launcher, data.launcherName || '—'],
    [t.expireTime, data.expireTime],
  ];
  const costFields: [string, ReactNode][] = [
    ...(summary.publisherName ? [[t.publisher, summary.publisherName] as [string, ReactNode]] : []),
    ...(summary.deliveryTime ? [[t.deliveryTime, summary.deliveryTime] as [string, ReactNode]] : []),
    ...(summary.calcName ? [[t.calcName, summary.calcName] as [string, ReactNode]] : []),
    ...(summary.publishNum !== undefined ? [[t.copies, String(summary.publishNum)] as [string, ReactNode]] : []),
    ...(summary.totalPrice !== undefined
      ? [[t.totalPrice, formatYuan(summary.totalPrice)] as [string, ReactNode]]
      : []),
  ];
  const hasFiles = groups.length > 0;

  return (
    <section className={styles.page} aria-label={t.pageLabel}>
      <h2 className={styles.title}>{data.actName}</h2>
      <Fields items={fields} />
      {costFields.length > 0 || rows.length > 0 ? (
        <section className={styles.section} aria-label={t.costSummary}>
          <h3 className={styles.sectionTitle}>{t.costSummary}</h3>
          <Fields items={costFields} />
          {rows.length > 0 ? <CostTable rows={rows} total={summary.totalPrice} t={t} /> : null}
        </section>
      ) : null}
      <section className={styles.section} aria-label={t.filesLabel}>
        <div className={styles.sectionHeader}>
          <h3 className={styles.sectionTitle}>{t.filesLabel}</h3>
          {hasFiles ? (
            <Button
              variant="primary"
              icon={<DownloadIcon />}
              isPending={pending === 'all'}
              isDisabled={pending !== null && pending !== 'all'}
              onPress={() => void fetchLink('all', undefined)}
            >
              {t.downloadAll}
            </Button>
          ) : null}
        </div>
        {hasFiles ? (
          groups.map((group) => (
            <SharedFolder
              key={group.resId}
              group={group}
              pending={pending}
              onDownload={(resId) => void fetchLink(resId, [resId])}
              t={t}
            />
          ))
        ) : (
          <Empty simple description={t.noFiles} />
        )}
      </section>
    </section>
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

interface SharedFolderProps {
  group: FolderGroup;
  pending: string | null;
  onDownload: (resId: string) => void;
  t: PublishInfoLocale;
}

function SharedFolder({ group, pending, onDownload, t }: SharedFolderProps) {
  const folder = group.resName || t.rootFolder;
  return (
    <div className={styles.folder}>
      <h4 className={styles.folderName}>
        <FolderIcon aria-hidden="true" />
        {folder}
      </h4>
      <ul className={styles.fileList} aria-label={folder}>
        {group.children.map((file) => (
          <li key={file.resId} className={styles.fileItem}>
            <span className={styles.fileItemName}>{file.resName}</span>
            <Button
              size="sm"
              variant="link"
              icon={<DownloadIcon />}
              aria-label={t.downloadFile(file.resName)}
              isPending={pending === file.resId}
              isDisabled={pending !== null && pending !== file.resId}
              onPress={() => onDownload(file.resId)}
            >
              {t.download}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
