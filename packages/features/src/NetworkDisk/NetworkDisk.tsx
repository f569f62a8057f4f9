import { api, DiskCategory, formatFileSize, type PersonalResource } from '@atelier/api';
import { queryFilterOf } from '@atelier/api/client';
import {
  ActionBar,
  Button,
  DownloadIcon,
  DrawingIcon,
  Empty,
  FolderIcon,
  RefreshIcon,
  Table,
  type TableColumn,
  TextField,
  UploadIcon,
} from '@atelier/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { CrossCopyDialog, DeleteDialog, type FilesOwner, NameDialog, TransferDialog } from '../FileManager';
import { useFeatureLocale } from '../locale';
import { DiskBreadcrumbs } from './DiskBreadcrumbs';
import { type DiskListing, useDiskListing } from './hooks';
import type { NetworkDiskProps } from './interface';
import { type DiskCrumb, openedTrail } from './model';
import * as styles from './NetworkDisk.css';

const DISK: FilesOwner = { kind: 'disk' };
const ROOT = '0';

type Operation =
  | { kind: 'create' }
  | { kind: 'rename' | 'move' | 'copy' | 'copyToProject' | 'delete'; resources: readonly PersonalResource[] };

/**
 * The personal network disk (001 sections 2.1, 4.7, 7.6): 全部 walks the folders with breadcrumbs, a category lists
 * the disk's files of that kind, a search lists what matches; new folder, upload (the page's upload dialog with the
 * disk as target), download, rename, move, copy (within the disk, or 复制到项目 into a project folder), delete to the
 * recycle bin. The dialogs are the file manager's with the disk as owner; every rule is checked again by the server
 * and its refusals (a name taken, 网盘空间不足) are shown by the shared handling.
 */
export function NetworkDisk({ category, onUpload, onDownload, pendingDownloads, locale }: NetworkDiskProps) {
  const t = useFeatureLocale('NetworkDisk', locale);
  const queryClient = useQueryClient();
  const [trail, setTrail] = useState<DiskCrumb[]>([]);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [operation, setOperation] = useState<Operation | null>(null);
  const folderId = trail.at(-1)?.resId ?? ROOT;
  const walking = keyword === null && category === DiskCategory.All;
  const listing: DiskListing =
    keyword !== null
      ? { kind: 'search', keyword }
      : category === DiskCategory.All
        ? { kind: 'folder', parentId: folderId }
        : { kind: 'category', category };
  const list = useDiskListing(listing);
  const chosen = useMemo(() => list.resources.filter((r) => selected.includes(r.resId)), [list.resources, selected]);
  const where = keyword !== null ? t.searchResults(keyword) : (trail.at(-1)?.resName ?? t.categories[category]);
  const folderPath = [t.allFiles, ...trail.map((c) => c.resName)].join(' / ');

  const openFolder = (folder: DiskCrumb, from = trail.length - 1) => {
    setTrail(openedTrail(trail, from, folder));
    setKeyword(null);
    setSelected([]);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const word = typed.trim();
    setKeyword(word === '' ? null : word);
    setSelected([]);
  };
  const closeOperation = (open: boolean) => {
    if (!open) setOperation(null);
  };
  const afterChange = () => setSelected([]);

  const columns: TableColumn<PersonalResource>[] = [
    {
      key: 'resName',
      title: t.name,
      isRowHeader: true,
      render: (r) => (
        <span className={styles.nameCell}>
          {r.isFolder ? <FolderIcon size="lg" tone="warning" /> : <DrawingIcon size="lg" tone="brand" />}
          <span title={r.resName}>{r.resName}</span>
        </span>
      ),
    },
    {
      key: 'fileSize',
      title: t.size,
      width: 110,
      align: 'right',
      render: (r) => <span className={styles.muted}>{formatFileSize(r.isFolder ? null : r.fileSize)}</span>,
    },
    {
      key: 'updateTime',
      title: t.updated,
      width: 170,
      render: (r) => <span className={styles.muted}>{r.updateTime}</span>,
    },
    {
      key: 'actions',
      title: t.actions,
      width: 220,
      render: (r) => (
        <span className={styles.rowActions}>
          {onDownload ? (
            <Button
              size="sm"
              variant="link"
              aria-label={t.downloadNamed(r.resName)}
              isPending={pendingDownloads?.has(r.resId) ?? false}
              onPress={() => onDownload([r])}
            >
              {t.download}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="link"
            aria-label={t.renameNamed(r.resName)}
            onPress={() => setOperation({ kind: 'rename', resources: [r] })}
          >
            {t.rename}
          </Button>
          <Button
            size="sm"
            variant="link"
            aria-label={t.deleteNamed(r.resName)}
            onPress={() => setOperation({ kind: 'delete', resources: [r] })}
          >
            {t.delete}
          </Button>
        </span>
      ),
    },
  ];

  const none = chosen.length === 0;
  const emptyText = keyword !== null ? t.noResults : walking ? t.empty : t.emptyCategory;
  return (
    <section className={styles.disk} aria-label={t.files(where)}>
      <div className={styles.toolbar}>
        {keyword !== null ? (
          <span className={styles.actions}>
            <strong>{t.searchResults(keyword)}</strong>
            <Button size="sm" variant="link" onPress={() => setKeyword(null)}>
              {t.clearSearch}
            </Button>
          </span>
        ) : walking ? (
          <DiskBreadcrumbs
            label={t.breadcrumb}
            root={t.allFiles}
            trail={trail}
            onOpen={(index) => {
              setTrail(openedTrail(trail, index));
              setSelected([]);
            }}
          />
        ) : (
          <strong>{t.categories[category]}</strong>
        )}
        <search>
          <form className={styles.search} onSubmit={search}>
            <TextField
              aria-label={t.searchPlaceholder}
              placeholder={t.searchPlaceholder}
              value={typed}
              onChange={setTyped}
              size="sm"
            />
            <Button size="sm" type="submit">
              {t.search}
            </Button>
          </form>
        </search>
      </div>
      <div className={styles.toolbar}>
        <ActionBar
          aria-label={t.toolbar}
          leading={
            <span className={styles.muted} aria-live="polite">
              {selected.length > 0 ? t.selected(selected.length) : t.total(list.total)}
            </span>
          }
          actions={[
            walking &&
              onUpload && {
                id: 'upload',
                label: t.upload,
                icon: <UploadIcon />,
                variant: 'primary',
                pinned: true,
                onPress: () => onUpload(folderId, folderPath),
              },
            walking && { id: 'newFolder', label: t.newFolder, onPress: () => setOperation({ kind: 'create' }) },
            onDownload && {
              id: 'download',
              label: t.download,
              icon: <DownloadIcon />,
              isDisabled: none,
              onPress: () => onDownload(chosen),
            },
            {
              id: 'move',
              label: t.moveTo,
              isDisabled: none,
              onPress: () => setOperation({ kind: 'move', resources: chosen }),
            },
            {
              id: 'copy',
              label: t.copyTo,
              isDisabled: none,
              onPress: () => setOperation({ kind: 'copy', resources: chosen }),
            },
            {
              id: 'copyToProject',
              label: t.copyToProject,
              isDisabled: none,
              onPress: () => setOperation({ kind: 'copyToProject', resources: chosen }),
            },
            {
              id: 'delete',
              label: t.delete,
              danger: true,
              isDisabled: none,
              onPress: () => setOperation({ kind: 'delete', resources: chosen }),
            },
            {
              id: 'refresh',
              label: t.refresh,
              icon: <RefreshIcon />,
              iconOnly: true,
              onPress: () => void queryClient.invalidateQueries(queryFilterOf(api.disk)),
            },
          ]}
        />
      </div>
      <Table<PersonalResource>
        aria-label={t.files(where)}
        size="small"
        columns={columns}
        dataSource={list.resources}
        rowKey="resId"
        loading={list.isPending || (list.isFetching && !list.isFetchingNextPage)}
        rowSelection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        onRowAction={(r) => {
          if (r.isFolder) openFolder({ resId: r.resId, resName: r.resName });
        }}
        emptyContent={<Empty simple description={emptyText} />}
      />
      {list.hasNextPage ? (
        <div className={styles.more}>
          <Button size="sm" isPending={list.isFetchingNextPage} onPress={() => void list.fetchNextPage()}>
            {t.loadMore}
          </Button>
        </div>
      ) : null}
      {operation?.kind === 'create' ? (
        <NameDialog owner={DISK} mode={{ kind: 'create', parentId: folderId }} isOpen onOpenChange={closeOperation} />
      ) : null}
      {operation?.kind === 'rename' && operation.resources[0] ? (
        <NameDialog
          owner={DISK}
          mode={{ kind: 'rename', resource: operation.resources[0] }}
          isOpen
          onOpenChange={closeOperation}
        />
      ) : null}
      {operation?.kind === 'move' || operation?.kind === 'copy' ? (
        <TransferDialog
          owner={DISK}
          operation={operation.kind}
          parentId={operation.resources[0]?.parentId ?? folderId}
          sources={operation.resources}
          isOpen
          onOpenChange={closeOperation}
          onDone={afterChange}
        />
      ) : null}
      {operation?.kind === 'copyToProject' ? (
        <CrossCopyDialog
          direction="toProject"
          sources={operation.resources}
          isOpen
          onOpenChange={closeOperation}
          onDone={afterChange}
        />
      ) : null}
      {operation?.kind === 'delete' ? (
        <DeleteDialog
          owner={DISK}
          parentId={folderId}
          resources={operation.resources}
          isOpen
          onOpenChange={closeOperation}
          onDone={afterChange}
        />
      ) : null}
    </section>
  );
}
