/**
 * The portal's data hooks: TanStack Query over the injected client. Pages call these and hand plain data and
 * callbacks to their components; components never fetch.
 */
import {
  approval,
  files as filesArea,
  isProjectManager,
  type ProjectResource,
  project as projectArea,
} from '@atelier/api';
import { isApiError, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useApiClient } from '@atelier/features';
import {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { permittedKeys } from '../guard/guard';
import {
  approvalListQuery,
  enterprisesQuery,
  type FolderSort,
  folderChildrenQuery,
  folderFilesQuery,
  type ProjectFilter,
  permissionsQuery,
  previewUrlQuery,
  projectDetailQuery,
  projectListQuery,
  ROOT_FOLDER_ID,
  resourceQuery,
  userInfoQuery,
} from './keys';

// The hooks the first script and the login page need, apart (sessionHooks.ts); re-exported for the pages.
export { useClientUrl, useLogin, useLogout } from './sessionHooks';

/** The signed-in user; the guard loaded it before any page of the main layout renders. */
export function useUserInfo() {
  return useSuspenseQuery(userInfoQuery(useApiClient())).data;
}

/** The route tree, button keys and the set of every key the user holds. */
export function usePermissions() {
  const permissions = useSuspenseQuery(permissionsQuery(useApiClient())).data;
  const keys = useMemo(() => permittedKeys(permissions), [permissions]);
  return { ...permissions, keys };
}

export function useEnterprises() {
  return useQuery(enterprisesQuery(useApiClient()));
}

export function useSwitchEnterprise() {
  const client = useApiClient();
  return useMutation({ mutationFn: (enterpriseId: string) => client.enterprise.switch({ id: enterpriseId }) });
}

export function useProjectList(keyword: string, filter: ProjectFilter, enabled = true, labelId?: string) {
  const query = useInfiniteQuery({ ...projectListQuery(useApiClient(), keyword, filter, labelId), enabled });
  const projects = useMemo(() => query.data?.pages.flatMap((page) => page.pageInfo.list) ?? [], [query.data]);
  const total = query.data?.pages[0]?.pageInfo.total ?? 0;
  return { ...query, projects, total };
}

/** Whether the caller manages the project (its creator or a manager): what may change its cover. */
export function useManagesProject(projectId: string | undefined): boolean {
  const client = useApiClient();
  const level = useQuery({
    ...queryOptionsOf(client, projectArea.highestPermission, { projectId: projectId ?? '' }),
    enabled: !!projectId,
  });
  return isProjectManager(level.data?.permissionLevel ? { roleLevel: level.data.permissionLevel } : null);
}

export function useProjectDetail(projectId: string | undefined) {
  const client = useApiClient();
  return useQuery({ ...projectDetailQuery(client, projectId ?? ''), enabled: !!projectId });
}

export function useFolderFiles(projectId: string, folderId: string, sort: FolderSort | null) {
  const query = useInfiniteQuery({
    ...folderFilesQuery(useApiClient(), projectId, folderId, sort),
    // A new sort keeps the rows on screen until the sorted ones arrive.
    placeholderData: (previous) => previous,
  });
  const files = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, files, total };
}

export interface FolderCrumb {
  resId: string;
  resName: string;
}

/** The folders from the root down to `folderId` (walking up through each folder's parent). */
async function folderPath(
  fetchInfo: (resId: string) => Promise<ProjectResource>,
  folderId: string,
): Promise<FolderCrumb[]> {
  const path: FolderCrumb[] = [];
  const seen = new Set<string>();
  let current = folderId;
  while (current !== ROOT_FOLDER_ID && !seen.has(current) && path.length < 64) {
    seen.add(current);
    const resource = await fetchInfo(current);
    path.unshift({ resId: resource.resId, resName: resource.resName });
    current = resource.parentId;
  }
  return path;
}

export function useFolderPath(projectId: string, folderId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    // The folder's crumbs: derived from the folders' info, refreshed with every files query.
    queryKey: queryKeyOf(filesArea.info, { projectId, resId: folderId }, 'path'),
    queryFn: () => folderPath((resId) => queryClient.fetchQuery(resourceQuery(client, projectId, resId)), folderId),
    enabled: folderId !== ROOT_FOLDER_ID,
    staleTime: 60_000,
  });
}

/** The loaded folder tree: the children of the root and of every expanded folder. */
export function useFolderTreeData(projectId: string, expandedKeys: readonly string[]) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const parents = useMemo(() => [...new Set([ROOT_FOLDER_ID, ...expandedKeys])], [expandedKeys]);
  const results = useQueries({ queries: parents.map((parentId) => folderChildrenQuery(client, projectId, parentId)) });
  const loaded = new Map(parents.map((parentId, index) => [parentId, results[index]?.data]));
  const childrenOf = (parentId: string) =>
    loaded.get(parentId) ?? queryClient.getQueryData(folderChildrenQuery(client, projectId, parentId).queryKey);
  const load = useCallback(
    (parentId: string) =>
      queryClient.fetchQuery(folderChildrenQuery(client, projectId, parentId)).then(() => undefined),
    [client, queryClient, projectId],
  );
  const rootError = results[0]?.error ?? null;
  return { childrenOf, load, rootLoading: results[0]?.isPending ?? true, rootError };
}

export function usePreviewUrl(recordId: string | undefined, projectId: string | undefined) {
  const client = useApiClient();
  return useQuery({ ...previewUrlQuery(client, recordId ?? '', projectId), enabled: !!recordId });
}

/** Asks for a download link of project files (one file, or a zip of several). */
export function useProjectDownload() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: { projectId: string; resIds: string[] }) => client.download.projectFiles(request),
  });
}

/** The server's message of a failed call, unless the shared handling already showed it. */
export function unhandledMessage(error: unknown): string | null {
  if (isApiError(error)) return error.handled ? null : error.message;
  return error instanceof Error ? error.message : null;
}

/** A page of one of the approval centre's lists; the previous page stays while the next loads. */
export function useApprovalList(
  ...args: Parameters<typeof approvalListQuery> extends [unknown, ...infer Rest] ? Rest : never
) {
  return useQuery(approvalListQuery(useApiClient(), ...args));
}

/** What waits for the user in the workflow centre (the sidebar's badges); refreshed with the lists. */
export function useTodoCount(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, approval.todoCount), enabled });
}
