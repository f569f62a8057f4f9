/**
 * What the file manager needs from the server, as TanStack Query hooks over the injected client: the operations
 * (each refreshes the project's directory afterwards), the recycle bin, a file's versions, and the lazy folder
 * picker of a move or copy.
 */
import { api, type ConflictChoice, type FolderTreeNode, PageSize } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiClient } from '../provider';

/** Refreshes every files query (lists, trees, the bin, versions) after a change. */
function useRefreshFiles() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(queryFilterOf(api.files)), [queryClient]);
}

export function useCreateFolder(projectId: string) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: { parentId: string; resName: string }) => client.files.createFolder({ projectId, ...input }),
    onSuccess: refresh,
  });
}

export function useRename(projectId: string) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: { resId: string; resName: string }) => client.files.rename({ projectId, ...input }),
    onSuccess: refresh,
  });
}

export interface TransferRequest {
  parentId: string;
  sourceIds: string[];
  targetId: string;
  onConflict?: ConflictChoice;
}

export function useTransfer(projectId: string, operation: 'move' | 'copy') {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: TransferRequest) =>
      operation === 'move' ? client.files.move({ projectId, ...input }) : client.files.copy({ projectId, ...input }),
    onSuccess: refresh,
  });
}

export function useDeleteResources(projectId: string) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (input: { parentId: string; resIds: string[] }) => client.files.delete({ projectId, ...input }),
    onSuccess: refresh,
  });
}

/** Fetches a folder's content now (the target of a move or copy), for the clash check before sending. */
export function useFetchFolderContent(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (folderId: string) =>
      queryClient.fetchQuery(
        queryOptionsOf(client, api.files.list, { projectId, parentId: folderId, pageNum: 1, pageSize: 500 }),
      ),
    [client, queryClient, projectId],
  );
}

/** The lazy folder picker: subfolders loaded a level at a time (getProFolderTree, pages of 500). */
export function useFolderPicker(projectId: string) {
  const client = useApiClient();
  const [children, setChildren] = useState<ReadonlyMap<string, FolderTreeNode[]>>(() => new Map());
  const load = useCallback(
    async (parentId: string) => {
      const page = await client.files.folderTree({ projectId, parentId, pageNum: 1, pageSize: PageSize.FolderTree });
      setChildren((current) => new Map(current).set(parentId, page.list));
    },
    [client, projectId],
  );
  return { children, load };
}

/** The project's recycle bin, a page at a time. */
export function useRecycleBin(projectId: string, pageNum: number, pageSize: number) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.files.recycleList, { projectId, pageNum, pageSize }));
}

export function useRecover(projectId: string) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (resIds: string[]) => client.files.recover({ projectId, resIds }),
    onSuccess: refresh,
  });
}

export function useDeleteFromRecycle(projectId: string) {
  const client = useApiClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: (resIds: string[]) => client.files.deleteFromRecycle({ projectId, resIds }),
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
