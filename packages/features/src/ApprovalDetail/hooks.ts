/**
 * What the approval detail needs from the server, as TanStack Query hooks over the injected client: the detail,
 * its files, the signed-in user (launcher or not), pass, refuse, withdraw and download-all.
 */
import { api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { refetchApprovalDetail } from '../shared/approvalDetailQueries';

/** The approval's detail; `formId` is the viewer's pending form (null when nothing waits for them). */
export function useApprovalDetail(actId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.approval.detail, { actId }), enabled });
}

/** The approval's files grouped by folder. */
export function useApprovalFiles(actId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.approval.files, { actId }), enabled });
}

/** The signed-in user's id: the launcher sees 撤回 instead of 驳回 / 通过. */
export function useViewerId(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    // The portal's user info: one cache entry.
    ...queryOptionsOf(client, api.user.info),
    select: (user) => user.userId,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** After an action: the detail and the files load again. */
function useRefetchDetail(actId: string) {
  const queryClient = useQueryClient();
  return () => refetchApprovalDetail(queryClient, actId);
}

/** 通过 with a remark (同意 when empty). */
export function usePassApproval(actId: string) {
  const client = useApiClient();
  const refetch = useRefetchDetail(actId);
  return useMutation({
    mutationFn: (common: string) => client.approval.pass({ actId, common }),
    onSuccess: refetch,
  });
}

/** 驳回 with an optional reason. */
export function useRefuseApproval(actId: string) {
  const client = useApiClient();
  const refetch = useRefetchDetail(actId);
  return useMutation({
    mutationFn: (common: string | undefined) =>
      client.approval.refuse(common === undefined ? { actId } : { actId, common }),
    onSuccess: refetch,
  });
}

/** 撤回 by the launcher. */
export function useWithdrawApproval(actId: string) {
  const client = useApiClient();
  const refetch = useRefetchDetail(actId);
  return useMutation({
    mutationFn: () => client.approval.withdraw({ actId }),
    onSuccess: refetch,
  });
}

/** 重新盖章 after a failed stamping; the detail loads again with the new state. */
export function useRestamp(actId: string) {
  const client = useApiClient();
  const refetch = useRefetchDetail(actId);
  return useMutation({
    mutationFn: () => client.approvalCenter.restamp({ actId }),
    onSettled: refetch,
  });
}

/** 下载全部: a link to every file of the approval. */
export function useDownloadAll(actId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.approvalCenter.multiDownload({ actIds: [actId] }) });
}
