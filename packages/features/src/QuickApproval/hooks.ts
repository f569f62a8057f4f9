/**
 * What step 3 of the quick stamp approval needs from the server, as TanStack Query hooks over the injected client:
 * the stamp signers, the enterprise's cloud-stamp setting and the approval name's check. The stamps themselves come
 * from `../StampBatchPicker/hooks` (one cache for both steps).
 */
import { api } from '@atelier/api';
import { type ApiClient, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../provider';
import { type NameCheck, nameCheckFromError } from './model';

/** The people who may apply the enterprise's stamps (the stamp signer's options). */
export function useStampSigners(projectId: string, enterpriseId?: string) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.quickApproval.signers, { projectId, enterpriseId }));
}

/** Whether the enterprise keeps its stamps in the cloud ('1'); asked only when the user may use CA at all. */
export function useStampIsCloud(enterpriseId: string | undefined, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterprise.stampIsCloud, { enterpriseId }),
    select: (answer) => answer.stampIsCloud,
    enabled,
  });
}

async function checkName(
  client: ApiClient,
  args: { projectId: string; actName: string },
  signal?: AbortSignal,
): Promise<NameCheck> {
  try {
    await client.quickApproval.checkApprovalName(args, { signal });
    return { available: true };
  } catch (error) {
    return nameCheckFromError(error);
  }
}

/**
 * The server's check of an approval name (unique per project): `{ available }`, or `{ available: false, message }`
 * with the server's message. Answers are cached briefly, so checking on blur and again on submit asks once.
 */
export function useApprovalNameCheck(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (actName: string) =>
      queryClient.fetchQuery({
        queryKey: queryKeyOf(api.quickApproval.checkApprovalName, { projectId, actName }, 'nameCheck'),
        queryFn: ({ signal }) => checkName(client, { projectId, actName }, signal),
        staleTime: 5_000,
      }),
    [client, queryClient, projectId],
  );
}
