/**
 * What step 3 of the quick stamp approval needs from the server, as TanStack Query hooks over the injected client:
 * the stamp signers, the enterprise's cloud-stamp setting and the approval name's check. The stamps themselves come
 * from `../StampBatchPicker/hooks` (one cache for both steps).
 */
import { APPROVAL_NAME_TAKEN, api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { useNameCheck } from '../shared/nameCheck';

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

/** The server's check of an approval name (unique per project), with the server's message when taken. */
export function useApprovalNameCheck(projectId: string) {
  return useNameCheck(api.quickApproval.checkApprovalName, 'actName', { projectId }, APPROVAL_NAME_TAKEN);
}
