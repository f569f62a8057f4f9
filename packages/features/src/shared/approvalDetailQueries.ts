/** The approval detail's queries load again: after its own actions and after the publish block confirms. */
import { api } from '@atelier/api';
import { queryKeyOf } from '@atelier/api/client';
import type { QueryClient } from '@tanstack/react-query';

export function refetchApprovalDetail(queryClient: QueryClient, actId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(api.approval.detail, { actId }) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(api.approval.files, { actId }) }),
  ]);
}
