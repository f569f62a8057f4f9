/**
 * The portal's queries, each derived from its endpoint (`queryOptionsOf`, `queryKeyOf` in '@atelier/api/client'):
 * the key is the endpoint's id and its parameters, so the features' hooks and these share one cache entry per call.
 */
import { type ApprovalType, api, Flag, type ResourceSortField } from '@atelier/api';
import { type ApiClient, everyPageOptionsOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Folder tree and file list pages hold at most 500 entries (001 section 9). */
export const FOLDER_PAGE_SIZE = 500;
/** The left panel's project list loads 100 at a time (001 section 9). */
export const PROJECT_PAGE_SIZE = 100;

import { ROOT_FOLDER_ID } from '../router/paths';

// The session's queries live apart: the router's guard (in the first script every page loads) needs only them.
export { clientUrlQuery, enterprisesQuery, permissionsQuery, userInfoQuery } from './sessionQueries';
export { ROOT_FOLDER_ID };

/**
 * The project panel's filters; the API sends "created by me" as isCreator 0 (001 section 7.4), 我的收藏 as isFav 1
 * (issue 25).
 */
export const ProjectFilter = {
  All: 'all',
  CreatedByMe: 'created',
  Participated: 'joined',
  Favourites: 'favourites',
} as const;
export type ProjectFilter = (typeof ProjectFilter)[keyof typeof ProjectFilter];
const isCreatorParam: Record<ProjectFilter, 0 | 1 | undefined> = {
  all: undefined,
  created: 0,
  joined: 1,
  favourites: undefined,
};

/** The panel's list: the keyword, the filter, and one of the caller's labels (issue 25) when chosen. */
export const projectListQuery = (client: ApiClient, keyword: string, filter: ProjectFilter, labelId?: string) => {
  const params = {
    keyword: keyword || undefined,
    isCreator: isCreatorParam[filter],
    isFav: filter === ProjectFilter.Favourites ? Flag.Yes : undefined,
    labelId,
    pageSize: PROJECT_PAGE_SIZE,
  };
  return infiniteQueryOptions({
    queryKey: queryKeyOf(api.project.list, params, 'pages'),
    queryFn: ({ signal, pageParam }) => client.project.list({ ...params, pageNum: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.pageInfo.list.length, 0);
      return loaded < last.pageInfo.total && last.pageInfo.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
};

export const projectDetailQuery = (client: ApiClient, projectId: string) =>
  queryOptions(queryOptionsOf(client, api.project.detail, { projectId }));

/** Every child folder of one folder (pages of 500, fetched until the total). */
export const folderChildrenQuery = (client: ApiClient, projectId: string, parentId: string) =>
  queryOptions({
    ...everyPageOptionsOf(client, api.files.folderTree, {
      projectId,
      parentId: parentId === ROOT_FOLDER_ID ? undefined : parentId,
      pageSize: FOLDER_PAGE_SIZE,
    }),
    staleTime: 30_000,
  });

/** How the server sorts a folder's content (folders first, then by `field`). */
export interface FolderSort {
  field: ResourceSortField;
  descending: boolean;
}

export const folderFilesQuery = (client: ApiClient, projectId: string, parentId: string, sort: FolderSort | null) => {
  const params = {
    projectId,
    parentId,
    pageSize: FOLDER_PAGE_SIZE,
    order: sort?.field,
    desc: sort ? sort.descending : undefined,
  };
  return infiniteQueryOptions({
    queryKey: queryKeyOf(api.files.list, params, 'pages'),
    queryFn: ({ signal, pageParam }) => client.files.list({ ...params, pageNum: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
};

export const resourceQuery = (client: ApiClient, projectId: string, resId: string) =>
  queryOptions({
    ...queryOptionsOf(client, api.files.info, { projectId, resId }),
    staleTime: 60_000,
  });

export const previewUrlQuery = (client: ApiClient, recordId: string, projectId: string | undefined) =>
  queryOptions({
    ...queryOptionsOf(client, api.files.previewUrl, { recordId, projectId }),
    staleTime: 0,
    gcTime: 0,
  });

/** A page of one of the approval centre's lists (待我审批, 我发起的, 我已审批). */
export const approvalListQuery = (
  client: ApiClient,
  list: 'forMe' | 'launchedByMe' | 'approvedByMe',
  query: { moduleType?: ApprovalType | undefined; actName?: string; pageNum: number; pageSize: number },
) =>
  queryOptions({
    ...queryOptionsOf(client, api.approvalCenter[list], {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      ...(query.moduleType !== undefined ? { moduleType: query.moduleType } : {}),
      ...(query.actName ? { actName: query.actName } : {}),
    }),
    placeholderData: keepPreviousData,
  });
