import type { ProjectResource } from '@atelier/api';
import { StampedMark } from '@atelier/features';
import {
  Button,
  DrawingIcon,
  Empty,
  FolderIcon,
  Menu,
  type MenuItemData,
  MenuTrigger,
  Table,
  type TableColumn,
  UserText,
} from '@atelier/ui';
import { useT } from '../../i18n';
import { approvalDetailPath } from '../../router/paths';
import { canDownload, canEdit, canPreview, FileColumn, type FileSort, formatSize } from './files';
import * as styles from './project.css';

export interface FileTableProps {
  /** Sorted already (folders first). */
  files: readonly ProjectResource[];
  folderName: string;
  loading: boolean;
  sort: FileSort | null;
  onSortChange: (sort: FileSort) => void;
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  onOpenFolder: (folder: ProjectResource) => void;
  onDownload: (file: ProjectResource) => void;
  onPreview: (file: ProjectResource) => void;
  /** Uploads a new version of the file (its extension kept). */
  onNewVersion: (file: ProjectResource) => void;
  /** The files whose download link is being fetched. */
  pendingDownloads: ReadonlySet<string>;
  /** A row's other actions (rename, versions, delete), in its "more" menu. */
  onRename: (resource: ProjectResource) => void;
  onVersions: (file: ProjectResource) => void;
  onDelete: (resource: ProjectResource) => void;
  /**
   * The list's pane is narrow (the directory at 992 px: 440 px beside the folder tree): the size and date go under
   * the name and a row's actions into its one menu, so the name keeps its width instead of the table scrolling.
   */
  compact?: boolean;
}

/** The files and folders of one folder: sortable, selectable, with preview and download per file. */
export function FileTable({
  files,
  folderName,
  loading,
  sort,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  onOpenFolder,
  onDownload,
  onPreview,
  onNewVersion,
  pendingDownloads,
  onRename,
  onVersions,
  onDelete,
  compact = false,
}: FileTableProps) {
  const t = useT();
  /** Rename, a new version and delete need edit (4) on the resource (issue 25); versions are read by everyone. */
  const otherActions = (file: ProjectResource): MenuItemData[] => [
    // A new version is in the menu, not the row: the row's actions then fit at 992 px.
    ...(canEdit(file) && !file.isFolder ? [{ id: 'newVersion', label: t.project.newVersion }] : []),
    ...(canEdit(file) ? [{ id: 'rename', label: t.projectFiles.rename }] : []),
    ...(file.isFolder ? [] : [{ id: 'versions', label: t.projectFiles.versions }]),
    ...(canEdit(file) ? [{ id: 'delete', label: t.projectFiles.delete, danger: true }] : []),
  ];
  const act = (file: ProjectResource, id: string | number) => {
    if (id === 'preview') onPreview(file);
    else if (id === 'download') onDownload(file);
    else if (id === 'newVersion') onNewVersion(file);
    else if (id === 'rename') onRename(file);
    else if (id === 'versions') onVersions(file);
    else onDelete(file);
  };
  const moreMenu = (file: ProjectResource, items: MenuItemData[]) =>
    items.length > 0 ? (
      <MenuTrigger>
        <Button size="sm" variant="link" aria-label={`${t.projectFiles.more} ${file.resName}`}>
          {t.projectFiles.more}
        </Button>
        <Menu aria-label={`${t.projectFiles.more} ${file.resName}`} items={items} onAction={(id) => act(file, id)} />
      </MenuTrigger>
    ) : null;
  const nameColumn: TableColumn<ProjectResource> = {
    key: FileColumn.Name,
    title: t.project.name,
    allowsSorting: true,
    isRowHeader: true,
    render: (file) => (
      <span className={styles.nameCell}>
        {file.isFolder ? <FolderIcon size="lg" tone="warning" /> : <DrawingIcon size="lg" tone="brand" />}
        <span className={styles.nameStack}>
          <span className={styles.nameLine}>
            <UserText className={file.isFolder ? styles.folderName : styles.fileName} title={file.resName}>
              {file.resName}
            </UserText>
            {file.stampedBy ? <StampedMark stampedBy={file.stampedBy} approvalHref={approvalDetailPath} /> : null}
          </span>
          {compact ? (
            <span className={styles.nameMeta}>
              {file.isFolder ? file.updateTime : `${formatSize(file.fileSize)} · ${file.updateTime}`}
            </span>
          ) : null}
        </span>
      </span>
    ),
  };
  if (compact) {
    const columns: TableColumn<ProjectResource>[] = [
      nameColumn,
      {
        key: 'actions',
        title: t.project.actions,
        width: 88,
        render: (file) =>
          moreMenu(file, [
            ...(file.isFolder
              ? []
              : [
                  ...(canPreview(file) ? [{ id: 'preview', label: t.project.preview }] : []),
                  { id: 'download', label: t.project.download, isDisabled: !canDownload(file) },
                ]),
            ...otherActions(file),
          ]),
      },
    ];
    return table(columns);
  }
  const columns: TableColumn<ProjectResource>[] = [
    nameColumn,
    {
      key: FileColumn.Size,
      title: t.project.size,
      allowsSorting: true,
      width: 110,
      align: 'right',
      nowrap: true,
      render: (file) => (file.isFolder ? <span className={styles.muted}>—</span> : formatSize(file.fileSize)),
    },
    {
      key: FileColumn.Updated,
      title: t.project.updated,
      allowsSorting: true,
      width: 180,
      nowrap: true,
      render: (file) => <span className={styles.muted}>{file.updateTime}</span>,
    },
    {
      key: 'actions',
      title: t.project.actions,
      width: 190,
      render: (file) => (
        <span className={styles.rowActions}>
          {file.isFolder ? null : (
            <>
              {canPreview(file) ? (
                <Button
                  size="sm"
                  variant="link"
                  aria-label={t.project.previewItem(file.resName)}
                  onPress={() => onPreview(file)}
                >
                  {t.project.preview}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="link"
                aria-label={t.project.downloadItem(file.resName)}
                isDisabled={!canDownload(file)}
                isPending={pendingDownloads.has(file.resId)}
                onPress={() => onDownload(file)}
              >
                {t.project.download}
              </Button>
            </>
          )}
          {moreMenu(file, otherActions(file))}
        </span>
      ),
    },
  ];
  return table(columns);

  function table(columns: TableColumn<ProjectResource>[]) {
    return (
      <Table<ProjectResource>
        aria-label={t.project.files(folderName)}
        size="small"
        columns={columns}
        dataSource={files}
        rowKey="resId"
        loading={loading}
        sortDescriptor={sort ?? undefined}
        onSortChange={(descriptor) =>
          onSortChange({ column: descriptor.column as FileColumn, direction: descriptor.direction })
        }
        rowSelection={{ selectedKeys, onChange: (keys) => onSelectionChange(keys.map(String)) }}
        onRowAction={(file) => {
          if (file.isFolder) onOpenFolder(file);
        }}
        emptyContent={<Empty simple description={t.project.emptyFolder} />}
      />
    );
  }
}
