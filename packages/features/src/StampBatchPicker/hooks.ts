/**
 * What step 2 of the quick stamp approval needs from the server, as TanStack Query hooks over the injected client:
 * the batches of the recognised drawings, the enterprise's stamps by list type (registration stamps here; output
 * and custom stamps in step 3), and a drawing's preview link for the viewer.
 */
import { api, type DrawingRef, EnterpriseStampListType, PageSize } from '@atelier/api';
import { everyPageOptionsOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { enabledStamps } from './model';

/** The drawings' batches (drawings with identical signers); idle while there is no drawing. */
export function useStampBatches(projectId: string, files: readonly DrawingRef[]) {
  const client = useApiClient();
  const recordIds = files.map((file) => file.recordId).sort();
  return useQuery({
    ...queryOptionsOf(client, api.quickApproval.batches, { projectId, fileList: [...files] }),
    // The drawings by record id, whatever their order: the same drawings make the same batches.
    queryKey: queryKeyOf(api.quickApproval.batches, { projectId }, recordIds.join(',')),
    enabled: files.length > 0,
    // The batches follow the files; a refetch on remount would only repeat the grouping.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The enterprise's usable stamps of one list type (1 output, 2 custom, 4 registration): every page, disabled ones
 * (isEnable '0') left out. One cache with stamp management's list of the type.
 */
export function useEnterpriseStamps(type: EnterpriseStampListType, enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...everyPageOptionsOf(client, api.stamp.enterpriseStamps, { type, pageSize: PageSize.StampList }),
    select: enabledStamps,
    enabled,
  });
}

/** The registration stamps a batch may carry. */
export function useRegistrationStamps(enabled = true) {
  return useEnterpriseStamps(EnterpriseStampListType.Registered, enabled);
}

/** A drawing's preview link (a ticketed URL the viewer loads); idle while `recordId` is null. */
export function usePreviewUrl(projectId: string, recordId: string | null) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.files.previewUrl, { recordId: recordId ?? '', projectId }),
    select: (answer) => answer.url,
    enabled: recordId !== null,
    // A ticket is short-lived: ask again each time a drawing is opened after a while.
    staleTime: 30_000,
    gcTime: 60_000,
  });
}
