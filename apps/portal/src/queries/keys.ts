import { type ApiClient, type ApprovalType, AppType, type FolderTreeNode, type ResourceSortField } from '@atelier/api';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Folder tree and file list pages hold at most 500 entries (001 section 9). */
export const FOLDER_PAGE_SIZE = 500;
/** The left panel's project list loads 100 at a time (001 section 9). */
export const PROJECT_PAGE_SIZE = 100;
/** The root folder's id. */
export const ROOT_FOLDER_ID = '0';

/** The project panel's filters; the API sends "created by me" as isCreator 0 (001 section 7.4). */
export const ProjectFilter = { All: 'all', CreatedByMe: 'created', Participated: 'joined' } as const;
export type ProjectFilter = (typeof ProjectFilter)[keyof typeof ProjectFilter];
const isCreatorParam: Record<ProjectFilter, 0 | 1 | undefined> = {
  all: undefined,
  created: 0,
  joined: 1,
};

export const userInfoQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => client.user.info({}, { signal }),
    staleTime: 5 * 60_000,
  });

export const permissionsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'permissions'],
    queryFn: ({ signal }) => client.user.permissions({}, { signal }),
    staleTime: 5 * 60_000,
  });

export const enterprisesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['enterprise', 'list'],
    queryFn: ({ signal }) => client.enterprise.list({}, { signal }),
    staleTime: 60_000,
  });

export const projectListQuery = (client: ApiClient, keyword: string, filter: ProjectFilter) =>
  infiniteQueryOptions({
    queryKey: ['project', 'list', { keyword, filter }],
    queryFn: ({ signal, pageParam }) =>
      client.project.list(
        {
          keyword: keyword || undefined,
          isCreator: isCreatorParam[filter],
          pageNum: pageParam,
          pageSize: PROJECT_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.pageInfo.list.length, 0);
      return loaded < last.pageInfo.total && last.pageInfo.list.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const projectDetailQuery = (client: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: ['project', 'detail', projectId],
    queryFn: ({ signal }) => client.project.detail({ projectId }, { signal }),
  });

/** Every child folder of one folder (pages of 500, fetched until the total). */
export const folderChildrenQuery = (client: ApiClient, projectId: string, parentId: string) =>
  queryOptions({
    queryKey: ['files', 'folderTree', projectId, parentId],
    queryFn: async ({ signal }) => {
      const folders: FolderTreeNode[] = [];
      for (let pageNum = 1; ; pageNum += 1) {
        const page = await client.files.folderTree(
          {
            projectId,
            parentId: parentId === ROOT_FOLDER_ID ? undefined : parentId,
            pageNum,
            pageSize: FOLDER_PAGE_SIZE,
          },
          { signal },
        );
        folders.push(...page.list);
        if (page.list.length === 0 || folders.length >= page.total) return folders;
      }
    },
    staleTime: 30_000,
  });

/** How the server sorts a folder's content (folders first, then by `field`). */
export interface FolderSort {
  field: ResourceSortField;
  descending: boolean;
}

export const folderFilesQuery = (client: ApiClient, projectId: string, parentId: string, sort: FolderSort | null) =>
  infiniteQueryOptions({
    queryKey: ['files', 'list', projectId, parentId, sort],
    queryFn: ({ signal, pageParam }) =>
      client.files.list(
        {
          projectId,
          parentId,
          pageNum: pageParam,
          pageSize: FOLDER_PAGE_SIZE,
          order: sort?.field,
          desc: sort ? sort.descending : undefined,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const resourceQuery = (client: ApiClient, projectId: string, resId: string) =>
  queryOptions({
    queryKey: ['files', 'info', projectId, resId],
    queryFn: ({ signal }) => client.files.info({ projectId, resId }, { signal }),
    staleTime: 60_000,
  });

export const previewUrlQuery = (client: ApiClient, recordId: string, projectId: string | undefined) =>
  queryOptions({
    queryKey: ['files', 'previewUrl', recordId, projectId],
    queryFn: ({ signal }) => client.files.previewUrl({ recordId, projectId }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const clientUrlQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['download', 'clientUrl', AppType.Pc],
    queryFn: ({ signal }) => client.download.clientUrl({ appType: AppType.Pc }, { signal }),
    staleTime: 10 * 60_000,
  });

/** A page of one of the approval centre's lists (待我审批, 我发起的, 我已审批). */
export const approvalListQuery = (
  client: ApiClient,
  list: 'forMe' | 'launchedByMe' | 'approvedByMe',
  query: { moduleType?: ApprovalType | undefined; actName?: string; pageNum: number; pageSize: number },
) =>
  queryOptions({
    queryKey: ['approvalCenter', list, query] as const,
    queryFn: ({ signal }) =>
      client.approvalCenter[list](
        {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.moduleType !== undefined ? { moduleType: query.moduleType } : {}),
          ...(query.actName ? { actName: query.actName } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
