/**
 * What the members panel and the folder-permission dialog need from the server, over the injected client. A change
 * makes the project's cached queries stale (the members, the detail, the left panel's list).
 */
import { api, type Flag, type FolderPermission, type StaffType } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

export function useProjectMembers(projectId: string) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.project.users, { projectId }));
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(queryFilterOf(api.project)),
      queryClient.invalidateQueries(queryFilterOf(api.files)),
    ]);
}

function useMemberMutation<V>(call: (client: ReturnType<typeof useApiClient>, value: V) => Promise<unknown>) {
  const client = useApiClient();
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (value: V) => call(client, value), onSuccess: invalidate });
}

export const useAddMembers = (projectId: string) =>
  useMemberMutation<string[]>((client, userIds) => client.project.addFastProUser({ projectId, userIds }));
export const useRemoveMembers = (projectId: string) =>
  useMemberMutation<string[]>((client, userIds) => client.project.delFastProUser({ projectId, userIds }));
export const useUpdateMember = (projectId: string) =>
  useMemberMutation<{ userId: string; staffType?: StaffType; permission?: number }>((client, change) =>
    client.project.updateFastProUser({ projectId, ...change }),
  );
export const useQuitProject = (projectId: string) =>
  useMemberMutation<void>((client) => client.project.quitPro({ id: projectId }));
export const useTransferProject = (projectId: string) =>
  useMemberMutation<string>((client, userId) => client.project.updateProCreator({ projectId, userId, confirm: true }));
export const useDeleteProject = (projectId: string) =>
  useMemberMutation<string>((client, confirmName) => client.project.delPro({ projectId, confirmName }));
export const useSwitchPermissions = (projectId: string) =>
  useMemberMutation<Flag>((client, permissionSwitch) =>
    client.project.switchProPerm({ id: projectId, permissionSwitch }),
  );

/** The caller's level in a folder ('0': the root): what the directory's buttons follow. */
export function useMyFolderPermission(projectId: string, resId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.files.myFolderPermission, { projectId, resId }), enabled });
}

export function useFolderPermissions(projectId: string, resId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.files.folderPermissions, { projectId, resId }), enabled });
}

/** Sets one member's level on a folder, or (null) lets them inherit again. */
export const useSetFolderPermission = (projectId: string, resId: string) =>
  useMemberMutation<{ userId: string; permission: FolderPermission | null }>((client, { userId, permission }) =>
    permission === null
      ? client.files.deleteFolderPermission({ projectId, resId, userIds: [userId] })
      : client.files.addFolderPermission({ projectId, resId, userIds: [userId], permission }),
  );

/** The project recycle bin (issue 25): the caller's deleted projects, restored or purged. */
export function useProjectRecycle(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.project.recycleList, { pageNum: 1, pageSize: 50 }), enabled });
}

export const useRestoreProject = () =>
  useMemberMutation((client, projectId: string) => client.project.recoverPro({ projectId }));
export const usePurgeProject = () =>
  useMemberMutation((client, projectId: string) => client.project.purgePro({ projectId }));
