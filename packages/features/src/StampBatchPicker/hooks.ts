/**
 * What step 2 of the quick stamp approval needs from the server, as TanStack Query hooks over the injected client:
 * the batches of the recognised drawings, the enterprise's stamps by list type (registration stamps here; output
 * and custom stamps in step 3), and a drawing's preview link for the viewer.
 */
import { type ApiClient, type DrawingRef, EnterpriseStampListType, PageSize, type Stamp } from '@atelier/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { enabledStamps } from './model';

/** Query keys of the wizard's lookups. */
export const stampBatchKeys = {
  batches: (projectId: string, recordIds: readonly string[]) =>
    ['quickApproval', 'batches', projectId, [...recordIds].sort().join(',')] as const,
  enterpriseStamps: (type: EnterpriseStampListType) => ['stamp', 'enterprise', type] as const,
  preview: (projectId: string, recordId: string) => ['files', 'preview', projectId, recordId] as const,
};

/** The drawings' batches (drawings with identical signers); idle while there is no drawing. */
export function useStampBatches(projectId: string, files: readonly DrawingRef[]) {
  const client = useApiClient();
  return useQuery({
    queryKey: stampBatchKeys.batches(
      projectId,
      files.map((file) => file.recordId),
    ),
    queryFn: ({ signal }) => client.quickApproval.batches({ projectId, fileList: [...files] }, { signal }),
    enabled: files.length > 0,
    // The batches follow the files; a refetch on remount would only repeat the grouping.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every page of the enterprise's stamps of one list type, disabled ones (isEnable '0') left out. */
async function allEnterpriseStamps(
  client: ApiClient,
  type: EnterpriseStampListType,
  signal?: AbortSignal,
): Promise<Stamp[]> {
  const stamps: Stamp[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await client.stamp.enterpriseStamps({ type, pageNum, pageSize: PageSize.StampList }, { signal });
    stamps.push(...page.list);
    if (page.list.length === 0 || stamps.length >= page.total) break;
  }
  return enabledStamps(stamps);
}

/** The enterprise's usable stamps of one list type: 1 output, 2 custom, 4 registration. */
export function useEnterpriseStamps(type: EnterpriseStampListType, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: stampBatchKeys.enterpriseStamps(type),
    queryFn: ({ signal }) => allEnterpriseStamps(client, type, signal),
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
    queryKey: stampBatchKeys.preview(projectId, recordId ?? ''),
    queryFn: async ({ signal }) =>
      (await client.files.previewUrl({ recordId: recordId ?? '', projectId }, { signal })).url,
    enabled: recordId !== null,
    // A ticket is short-lived: ask again each time a drawing is opened after a while.
    staleTime: 30_000,
    gcTime: 60_000,
  });
}
