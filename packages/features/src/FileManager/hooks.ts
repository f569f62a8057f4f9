/**
 * What the file manager needs from the server, as TanStack Query hooks over the injected client: the operations
 * on a project's directory or the person's disk (each refreshes the files and the disk afterwards), the recycle bin, a file's versions, and the lazy folder
 * picker of a move or copy.
 */
import { api, type ConflictChoices, type FolderTreeNode, PageSize } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiClient } from '../provider';
import type { FilesOwner, OwnerProps } from './interface';

/** The owner a dialog's props name: a project by id, or the owner given. */
export function ownerOf(props: OwnerProps): FilesOwner {
  return props.owner ?? { kind: 'project', projectId: props.projectId };
}

/** Refreshes every files query (lists, trees, the bins, versions, the disk and its capacity) after a change. */
function useRefreshFiles() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(queryFilterOf(api.files)),
        queryClient.invalidateQueries(queryFilterOf(api.disk)),
      ]),
    [queryClient],
  );
}

export function useCreateFolder(owner: FilesOwner) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: async (input: { parentId: string; resName: string }) => {
      if (owner.kind === 'disk') await client.disk.createFolder(input);
      else await client.files.createFolder({ projectId: owner.projectId, ...input });
    },
    onSuccess: refresh,
  });
}

export function useRename(owner: FilesOwner) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: { resId: string; resName: string }) =>
      owner.kind === 'disk' ? client.disk.rename(input) : client.files.rename({ projectId: owner.projectId, ...input }),
    onSuccess: refresh,
  });
}

export interface TransferRequest extends ConflictChoices {
  parentId: string;
  sourceIds: string[];
  targetId: string;
}

export function useTransfer(owner: FilesOwner, operation: 'move' | 'copy') {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: TransferRequest) => {
      if (owner.kind === 'disk') {
        const { sourceIds, targetId, onConflict, choices } = input;
        const request = {
          resIds: sourceIds,
          targetId,
          ...(onConflict ? { onConflict } : {}),
          ...(choices ? { choices: { ...choices } } : {}),
        };
        return operation === 'move' ? client.disk.move(request) : client.disk.copy(request);
      }
      const request = { projectId: owner.projectId, ...input };
      return operation === 'move' ? client.files.move(request) : client.files.copy(request);
    },
    onSuccess: refresh,
  });
}

export function useDeleteResources(owner: FilesOwner) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: { parentId: string; resIds: string[] }) =>
      owner.kind === 'disk'
        ? client.disk.delete({ resIds: input.resIds })
        : client.files.delete({ projectId: owner.projectId, ...input }),
    onSuccess: refresh,
  });
}

/** Fetches a folder's content now (the target of a move or copy), for the clash check before sending. */
export function useFetchFolderContent(owner: FilesOwner) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (folderId: string): Promise<{ list: readonly { resName: string }[] }> =>
      owner.kind === 'disk'
        ? queryClient.fetchQuery(
            queryOptionsOf(client, api.disk.list, { parentId: folderId, pageNum: 1, pageSize: PICKER_PAGE }),
          )
        : queryClient.fetchQuery(
            queryOptionsOf(client, api.files.list, {
              projectId: owner.projectId,
              parentId: folderId,
              pageNum: 1,
              pageSize: PICKER_PAGE,
            }),
          ),
    [client, queryClient, owner],
  );
}

const PICKER_PAGE = 500;

/**
 * The lazy folder picker: subfolders loaded a level at a time (a project's getProFolderTree, pages of 500; a disk's
 * folder listing, its folders only).
 */
export function useFolderPicker(owner: FilesOwner) {
  const client = useApiClient();
  const [children, setChildren] = useState<ReadonlyMap<string, FolderTreeNode[]>>(() => new Map());
  const projectId = owner.kind === 'project' ? owner.projectId : null;
  const load = useCallback(
    async (parentId: string) => {
      const list: FolderTreeNode[] =
        projectId === null
          ? (await client.disk.list({ parentId, pageNum: 1, pageSize: PICKER_PAGE })).list
              .filter((r) => r.isFolder)
              .map((r) => ({ resId: r.resId, resName: r.resName, parentId: r.parentId, isLeaf: false }))
          : (await client.files.folderTree({ projectId, parentId, pageNum: 1, pageSize: PageSize.FolderTree })).list;
      setChildren((current) => new Map(current).set(parentId, list));
    },
    [client, projectId],
  );
  return { children, load };
}

/** A project's or the disk's recycle bin, a page at a time. */
export function useRecycleBin(owner: FilesOwner, pageNum: number, pageSize: number) {
  const client = useApiClient();
  const project = useQuery({
    ...queryOptionsOf(client, api.files.recycleList, {
      projectId: owner.kind === 'project' ? owner.projectId : '',
      pageNum,
      pageSize,
    }),
    enabled: owner.kind === 'project',
  });
  const disk = useQuery({
    ...queryOptionsOf(client, api.disk.recycleList, { pageNum, pageSize }),
    enabled: owner.kind === 'disk',
  });
  return owner.kind === 'disk' ? disk : project;
}

export function useRecover(owner: FilesOwner) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (resIds: string[]) =>
      owner.kind === 'disk'
        ? client.disk.recover({ resIds })
        : client.files.recover({ projectId: owner.projectId, resIds }),
    onSuccess: refresh,
  });
}

export function useDeleteFromRecycle(owner: FilesOwner) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (resIds: string[]) =>
      owner.kind === 'disk'
        ? client.disk.deleteFromRecycle({ resIds })
        : client.files.deleteFromRecycle({ projectId: owner.projectId, resIds }),
    onSuccess: refresh,
  });
}

/** A file's versions, newest first. */
export function useFileVersions(resId: string | null) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.files.records, { resId: resId ?? '' }), enabled: resId !== null });
}

export function useRollback() {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (recordId: string) => client.files.rollback({ recordId }),
    onSuccess: refresh,
  });
}

export function useDeleteVersion() {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (recordId: string) => client.files.deleteRecord({ recordId }),
    onSuccess: refresh,
  });
}

export interface CrossCopyRequest extends ConflictChoices {
  resIds: string[];
  /** The project copied into (to a project) or from (to the disk). */
  projectId: string;
  targetId: string;
}

/** Copies between the person's disk and a project (disk.copyToProject / disk.copyFromProject; the server checks the levels and the quota). */
export function useCrossCopy(direction: 'toProject' | 'toDisk') {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: ({ onConflict, choices, ...input }: CrossCopyRequest) => {
      const request = {
        ...input,
        ...(onConflict ? { onConflict } : {}),
        ...(choices ? { choices: { ...choices } } : {}),
      };
      return direction === 'toProject' ? client.disk.copyToProject(request) : client.disk.copyFromProject(request);
    },
    onSuccess: refresh,
  });
}

/** The projects the person is in (the first 100 of the project list), to copy into. */
export function useMyProjects(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.project.list, { pageNum: 1, pageSize: 100 }), enabled });
}
