import {
  api,
  ButtonPermission,
  type CheckedFile,
  type DrawingRef,
  folderPermissionText,
  folderPermissionTextEn,
  levelAbilities,
  type ProjectResource,
  UploadTarget,
} from '@atelier/api';
import { queryFilterOf } from '@atelier/api/client';
import {
  type AddOptions,
  CrossCopyDialog,
  DeleteDialog,
  FolderPermissionDialog,
  NameDialog,
  ProofreadingLaunchDialog,
  PublishLaunchDialog,
  QuickStampWizard,
  RecycleBin,
  resourceToDrawingRef,
  TransferDialog,
  UploadDialog,
  useMyFolderPermission,
  VersionDrawer,
} from '@atelier/features';
import {
  ActionBar,
  ApprovalIcon,
  Button,
  Dialog,
  DownloadIcon,
  FolderIcon,
  RefreshIcon,
  StampIcon,
  type TreeNode,
  UploadIcon,
  UserText,
} from '@atelier/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useUploads } from '../../app/uploads';
import { triggerDownload } from '../../download';
import { useT } from '../../i18n';
import { useNarrowerThan } from '../../layout/useNarrowerThan';
import {
  type FolderCrumb,
  unhandledMessage,
  useFolderFiles,
  useFolderPath,
  useFolderTreeData,
  usePermissions,
  useProjectDownload,
} from '../../queries/hooks';
import { ROOT_FOLDER_ID } from '../../queries/keys';
import { approvalDetailPath, launchedApprovalPath, previewPath, projectDirPath } from '../../router/paths';
import { FileTable } from './FileTable';
import { FolderTree } from './FolderTree';
import { extensionOf, type FileSort, sortFiles } from './files';
import { OrderedSigningLauncher } from './OrderedSigningLauncher';
import * as styles from './project.css';

const unique = (keys: readonly string[]) => [...new Set(keys)];

/** The folder or file operation whose dialog is open. */
type FileOperation =
  | { kind: 'create' }
  | { kind: 'rename' | 'move' | 'copy' | 'copyToDisk' | 'delete'; resources: readonly ProjectResource[] };

/** The file list's width (CSS px) under which it goes compact: name, size, date and three actions need about 640. */
const COMPACT_BELOW = 600;

/** The project directory (001 section 2.1, tab "file"): the folder tree, breadcrumbs and the folder's files. */
export function ProjectFiles({
  projectId,
  projectName,
  folderId,
}: {
  projectId: string;
  projectName: string;
  folderId: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useServices();
  const path = useFolderPath(projectId, folderId);
  const crumbs: FolderCrumb[] = folderId === ROOT_FOLDER_ID ? [] : (path.data ?? []);
  const folderName = crumbs.at(-1)?.resName ?? t.project.root;

  // The tree opens the way to the current folder.
  const [expanded, setExpanded] = useState<string[]>([ROOT_FOLDER_ID]);
  const ancestors = useMemo(() => crumbs.map((c) => c.resId), [crumbs]);
  useEffect(() => {
    if (ancestors.length > 0) setExpanded((current) => unique([...current, ROOT_FOLDER_ID, ...ancestors]));
  }, [ancestors]);
  const tree = useFolderTreeData(projectId, expanded);

  const treeData: TreeNode[] = useMemo(() => {
    const build = (parentId: string): TreeNode[] | undefined =>
      tree.childrenOf(parentId)?.map((folder) => ({
        key: folder.resId,
        title: folder.resName,
        icon: <FolderIcon tone="warning" />,
        isLeaf: folder.isLeaf,
        children: build(folder.resId),
      }));
    return [
      {
        key: ROOT_FOLDER_ID,
        title: t.project.root,
        icon: <FolderIcon tone="warning" />,
        children: build(ROOT_FOLDER_ID),
      },
    ];
  }, [tree, t.project.root]);

  const openFolder = (id: string) => void navigate(projectDirPath({ projectId, resId: id }));

  return (
    <div className={styles.files}>
      <section className={styles.treePane} aria-labelledby="folder-tree-title">
        <h2 id="folder-tree-title" className={styles.paneTitle}>
          {t.project.folders}
        </h2>
        <FolderTree
          treeData={treeData}
          selectedKey={folderId}
          expandedKeys={expanded}
          onExpandedChange={setExpanded}
          onSelectFolder={openFolder}
          loadData={(node) => tree.load(String(node.key))}
        />
      </section>
      <FolderContents
        key={folderId}
        projectId={projectId}
        projectName={projectName}
        folderId={folderId}
        folderName={folderName}
        folderPath={[projectName, ...crumbs.map((crumb) => crumb.resName)].join(' / ')}
        breadcrumbs={
          <Breadcrumbs projectId={projectId} crumbs={crumbs} rootLabel={t.project.root} label={t.project.breadcrumb} />
        }
        onOpenFolder={openFolder}
        onRefresh={() => {
          void queryClient.invalidateQueries(queryFilterOf(api.files));
        }}
        onError={(message) => toast.error(message)}
      />
    </div>
  );
}

function Breadcrumbs({
  projectId,
  crumbs,
  rootLabel,
  label,
}: {
  projectId: string;
  crumbs: readonly FolderCrumb[];
  rootLabel: string;
  label: string;
}) {
  const all = [{ resId: ROOT_FOLDER_ID, resName: rootLabel }, ...crumbs];
  return (
    <nav aria-label={label} className={styles.crumbsNav}>
      <ol className={styles.crumbs}>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.resId} className={styles.crumb}>
              {last ? (
                <span className={styles.crumbCurrent} aria-current="page">
                  <UserText className={styles.crumbName} title={crumb.resName}>
                    {crumb.resName}
                  </UserText>
                </span>
              ) : (
                <>
                  <Link to={projectDirPath({ projectId, resId: crumb.resId })} className={styles.crumbLink}>
                    <UserText className={styles.crumbName} title={crumb.resName}>
                      {crumb.resName}
                    </UserText>
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function FolderContents({
  projectId,
  projectName,
  folderId,
  folderName,
  folderPath,
  breadcrumbs,
  onOpenFolder,
  onRefresh,
  onError,
}: {
  projectId: string;
  projectName: string;
  folderId: string;
  folderName: string;
  /** The project and the folder's path, as the upload dialog names the destination. */
  folderPath: string;
  breadcrumbs: ReactNode;
  onOpenFolder: (folderId: string) => void;
  onRefresh: () => void;
  onError: (message: string) => void;
}) {
  const t = useT();
  const [tableWrap, setTableWrap] = useState<HTMLDivElement | null>(null);
  const compact = useNarrowerThan(tableWrap, COMPACT_BELOW);
  const navigate = useNavigate();
  const [sort, setSort] = useState<FileSort | null>(null);
  const list = useFolderFiles(
    projectId,
    folderId,
    sort ? { field: sort.column, descending: sort.direction === 'descending' } : null,
  );
  const download = useProjectDownload();
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const files = useMemo(() => sortFiles(list.files, sort), [list.files, sort]);
  const uploads = useUploads();
  const { keys } = usePermissions();
  // The directory's buttons follow the caller's level in this folder (issue 25; 001 section 6): download from 3,
  // new folder/upload/move/copy/delete from 4, the folder's permissions for managers and its head. The server
  // checks the same on every call.
  const myLevel = useMyFolderPermission(projectId, folderId);
  const here = levelAbilities(myLevel.data ? myLevel.data.permission : null);
  const [permissionsOpen, setPermissionsOpen] = useState(false);
  const levelTexts: Record<number, string> = t.locale === 'zh-CN' ? folderPermissionText : folderPermissionTextEn;
  // Named when it takes actions away (below 编辑): why 上传 or 删除 is missing here. A full level says nothing, and
  // leaves the narrow toolbar its room (at 992 px 上传 stays on the bar).
  const levelText =
    myLevel.data?.usesFolderPermissions && myLevel.data.permission !== null && !here.edit
      ? (levelTexts[myLevel.data.permission] ?? String(myLevel.data.permission))
      : null;
  // The quick stamp approval takes the selected PDF drawings (000 section 2; permission pro:file:fastApproval).
  const [quickStamp, setQuickStamp] = useState<DrawingRef[] | null>(null);
  // The ordered signing takes the same drawings (permission pro:file:orderApproval).
  const [orderedSigning, setOrderedSigning] = useState<DrawingRef[] | null>(null);
  // A publish approval prints the same drawings (the server checks the member may download each).
  const [publishing, setPublishing] = useState<DrawingRef[] | null>(null);
  // A proofreading goes through the same drawings (permission pro:file:proofreadingApproval).
  const [proofreading, setProofreading] = useState<DrawingRef[] | null>(null);
  const selectedDrawings = useMemo(
    () =>
      files
        .filter((file) => selected.includes(file.resId) && extensionOf(file) === 'pdf')
        .map(resourceToDrawingRef)
        .filter((ref): ref is DrawingRef => ref !== null),
    [files, selected],
  );
  // 去处理 of the drawing check: the folder of the first drawing to handle, in this tab (the dialog has closed).
  const goHandle = (checked: CheckedFile[]) => {
    const folder = checked.find((file) => file.parentId)?.parentId;
    if (folder) onOpenFolder(folder);
  };
  // The add dialog: into this folder, or a new version of one file (its extension kept).
  const [uploadTo, setUploadTo] = useState<{ options: AddOptions; newVersionOf?: ProjectResource } | null>(null);
  const uploadHere = () =>
    setUploadTo({ options: { target: { kind: UploadTarget.Project, projectId, parentId: folderId } } });
  const uploadNewVersion = (file: ProjectResource) =>
    setUploadTo({
      options: {
        target: { kind: UploadTarget.ProjectEdition, projectId, parentId: folderId, resId: file.resId },
        originalExtension: extensionOf(file),
      },
      newVersionOf: file,
    });

  const requestDownload = (resIds: string[], key: string, fallbackName: string) => {
    setPending((current) => new Set(current).add(key));
    download.mutate(
      { projectId, resIds },
      {
        onSuccess: (link) => triggerDownload(link.url, link.fileName ?? fallbackName),
        onError: (error) => {
          const message = unhandledMessage(error);
          if (message) onError(message);
        },
        onSettled: () =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          }),
      },
    );
  };

  const preview = (file: ProjectResource) => {
    if (!file.recordId) return;
    window.open(
      previewPath({
        type: extensionOf(file),
        projectId,
        recordId: file.recordId,
        resId: file.resId,
        resName: file.resName,
      }),
      '_blank',
      'noopener',
    );
  };

  // The folder and file operations (issue 26): one dialog at a time, the version drawer, the recycle bin.
  const [operation, setOperation] = useState<FileOperation | null>(null);
  const [versionsOf, setVersionsOf] = useState<ProjectResource | null>(null);
  const [recycleOpen, setRecycleOpen] = useState(false);
  const selectedResources = useMemo(() => files.filter((f) => selected.includes(f.resId)), [files, selected]);
  const closeOperation = (open: boolean) => {
    if (!open) setOperation(null);
  };
  const afterChange = () => setSelected([]);

  const SELECTION = '__selection__';
  return (
    <section className={styles.listPane} aria-label={t.project.files(folderName)}>
      <div className={styles.toolbar}>
        {breadcrumbs}
        <ActionBar
          aria-label={t.project.fileActions}
          leading={
            <span className={styles.count} aria-live="polite">
              {selected.length > 0 ? t.project.selected(selected.length) : t.project.total(list.total)}
              {levelText ? ` · ${t.projectFiles.yourLevel(levelText)}` : null}
            </span>
          }
          actions={[
            here.download && {
              id: 'download',
              label: t.project.downloadSelected(selected.length),
              icon: <DownloadIcon />,
              isDisabled: selected.length === 0,
              isPending: pending.has(SELECTION),
              onPress: () => requestDownload(selected, SELECTION, `${folderName}.zip`),
            },
            keys.has(ButtonPermission.FastApproval) && {
              id: 'quickStamp',
              label: t.project.quickStamp,
              icon: <StampIcon />,
              isDisabled: selectedDrawings.length === 0,
              onPress: () => setQuickStamp(selectedDrawings),
            },
            keys.has(ButtonPermission.OrderApproval) && {
              id: 'orderedSigning',
              label: t.project.orderedSigning,
              icon: <StampIcon />,
              isDisabled: selectedDrawings.length === 0,
              onPress: () => setOrderedSigning(selectedDrawings),
            },
            {
              id: 'publish',
              label: t.project.publish,
              icon: <ApprovalIcon />,
              isDisabled: selectedDrawings.length === 0,
              onPress: () => setPublishing(selectedDrawings),
            },
            keys.has(ButtonPermission.ProofreadingApproval) && {
              id: 'proofread',
              label: t.project.proofread,
              icon: <ApprovalIcon />,
              isDisabled: selectedDrawings.length === 0,
              onPress: () => setProofreading(selectedDrawings),
            },
            here.edit && {
              id: 'newFolder',
              label: t.projectFiles.newFolder,
              onPress: () => setOperation({ kind: 'create' }),
            },
            here.edit && {
              id: 'move',
              label: t.projectFiles.moveTo,
              isDisabled: selectedResources.length === 0,
              onPress: () => setOperation({ kind: 'move', resources: selectedResources }),
            },
            here.edit && {
              id: 'copy',
              label: t.projectFiles.copyTo,
              isDisabled: selectedResources.length === 0,
              onPress: () => setOperation({ kind: 'copy', resources: selectedResources }),
            },
            // 复制到网盘 (issue 26): a copy into the person's disk is a download, so from level 3.
            here.download && {
              id: 'copyToDisk',
              label: t.projectFiles.copyToDisk,
              isDisabled: selectedResources.length === 0,
              onPress: () => setOperation({ kind: 'copyToDisk', resources: selectedResources }),
            },
            here.edit && {
              id: 'delete',
              label: t.projectFiles.delete,
              danger: true,
              isDisabled: selectedResources.length === 0,
              onPress: () => setOperation({ kind: 'delete', resources: selectedResources }),
            },
            { id: 'recycleBin', label: t.projectFiles.recycleBin, onPress: () => setRecycleOpen(true) },
            myLevel.data?.canManage === true && {
              id: 'folderPermission',
              label: t.projectFiles.folderPermission,
              onPress: () => setPermissionsOpen(true),
            },
            here.edit && {
              id: 'upload',
              label: t.project.upload,
              variant: 'primary',
              icon: <UploadIcon />,
              pinned: true,
              onPress: uploadHere,
            },
            {
              id: 'refresh',
              label: t.project.refresh,
              icon: <RefreshIcon />,
              iconOnly: true,
              pinned: true,
              isPending: list.isRefetching && !list.isFetchingNextPage,
              onPress: onRefresh,
            },
          ]}
        />
      </div>
      <div className={styles.tableWrap} ref={setTableWrap}>
        <FileTable
          compact={compact}
          files={files}
          folderName={folderName}
          // Covered only while the rows shown are not this folder's in this order (first load, a new sort): a
          // background refetch (after an upload, 刷新, focus) leaves them usable, so a click is never swallowed.
          loading={list.isPending || list.isPlaceholderData}
          sort={sort}
          onSortChange={setSort}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          onOpenFolder={(folder) => onOpenFolder(folder.resId)}
          onPreview={preview}
          onNewVersion={uploadNewVersion}
          onDownload={(file) => requestDownload([file.resId], file.resId, file.resName)}
          pendingDownloads={pending}
          onRename={(resource) => setOperation({ kind: 'rename', resources: [resource] })}
          onVersions={setVersionsOf}
          onDelete={(resource) => setOperation({ kind: 'delete', resources: [resource] })}
        />
        {list.hasNextPage ? (
          <div className={styles.more}>
            <Button size="sm" isPending={list.isFetchingNextPage} onPress={() => void list.fetchNextPage()}>
              {t.project.loadMore}
            </Button>
          </div>
        ) : null}
      </div>
      {quickStamp ? (
        <QuickStampWizard
          projectId={projectId}
          projectName={projectName}
          initialFiles={quickStamp}
          canUseCa={keys.has(ButtonPermission.StampSaveOnCloud)}
          isOpen
          onOpenChange={(open) => {
            if (!open) setQuickStamp(null);
          }}
          // The launched drawings leave the selection; the success message leads to the new approval.
          onSubmitted={() => setSelected([])}
          onOpenApproval={(actId) => void navigate(launchedApprovalPath(actId))}
          onOpenFolder={(parentId) => window.open(projectDirPath({ projectId, resId: parentId }), '_blank', 'noopener')}
          onGoHandle={goHandle}
        />
      ) : null}
      {orderedSigning ? (
        <OrderedSigningLauncher
          projectId={projectId}
          initialFiles={orderedSigning}
          onClose={() => setOrderedSigning(null)}
          onGoHandle={goHandle}
        />
      ) : null}
      {publishing ? (
        <PublishLaunchDialog
          projectId={projectId}
          projectName={projectName}
          files={publishing}
          isOpen
          onOpenChange={(open) => {
            if (!open) setPublishing(null);
          }}
          onLaunched={() => setSelected([])}
        />
      ) : null}
      {proofreading ? (
        <ProofreadingLaunchDialog
          projectId={projectId}
          projectName={projectName}
          parentId={folderId}
          files={proofreading}
          isOpen
          onOpenChange={(open) => {
            if (!open) setProofreading(null);
          }}
          onLaunched={() => setSelected([])}
          onOpenApproval={(actId) => void navigate(launchedApprovalPath(actId))}
        />
      ) : null}
      {operation?.kind === 'create' ? (
        <NameDialog
          projectId={projectId}
          mode={{ kind: 'create', parentId: folderId }}
          isOpen
          onOpenChange={closeOperation}
        />
      ) : null}
      {operation?.kind === 'rename' && operation.resources[0] ? (
        <NameDialog
          projectId={projectId}
          mode={{ kind: 'rename', resource: operation.resources[0] }}
          isOpen
          onOpenChange={closeOperation}
        />
      ) : null}
      {operation?.kind === 'move' || operation?.kind === 'copy' ? (
        <TransferDialog
          projectId={projectId}
          operation={operation.kind}
          parentId={folderId}
          sources={operation.resources}
          isOpen
          onOpenChange={closeOperation}
          onDone={afterChange}
        />
      ) : null}
      {operation?.kind === 'copyToDisk' ? (
        <CrossCopyDialog
          direction="toDisk"
          projectId={projectId}
          sources={operation.resources}
          isOpen
          onOpenChange={closeOperation}
          onDone={afterChange}
        />
      ) : null}
      {operation?.kind === 'delete' ? (
        <DeleteDialog
          projectId={projectId}
          parentId={folderId}
          resources={operation.resources}
          isOpen
          onOpenChange={closeOperation}
          onDone={afterChange}
        />
      ) : null}
      <VersionDrawer file={versionsOf} onClose={() => setVersionsOf(null)} approvalHref={approvalDetailPath} />
      <Dialog
        title={t.projectFiles.recycleBin}
        width="80%"
        isOpen={recycleOpen}
        onOpenChange={setRecycleOpen}
        footer={<Button onPress={() => setRecycleOpen(false)}>{t.projectFiles.backToFiles}</Button>}
      >
        <RecycleBin projectId={projectId} />
      </Dialog>
      {permissionsOpen ? (
        <FolderPermissionDialog
          projectId={projectId}
          folder={{ resId: folderId, resName: folderName }}
          isOpen
          onOpenChange={setPermissionsOpen}
        />
      ) : null}
      {uploadTo ? (
        <UploadDialog
          key={uploadTo.newVersionOf?.resId ?? folderId}
          engine={uploads.engine}
          options={uploadTo.options}
          newVersionOf={uploadTo.newVersionOf}
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploadTo(null);
          }}
          onQueued={uploads.showPanel}
          destination={folderPath}
        />
      ) : null}
    </section>
  );
}
