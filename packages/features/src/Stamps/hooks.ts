/**
 * What stamp management needs from the server, as TanStack Query hooks over the injected client: the signed-in
 * user's stamps, the enterprise's stamps of a type (every page), the enterprise's people, a stamp's image, and the
 * changes (upload an image, create, replace the image, rename / deadline / manager, enable, delete, batch-create
 * signature slots). Every change refreshes every stamp list, the approval wizards' included.
 */
import {
  api,
  type EnterpriseStampListType,
  OwnerType,
  PageSize,
  type Stamp,
  type StampEnabled,
  type StampType,
} from '@atelier/api';
import { everyPageOf, everyPageOptionsOf, queryFilterOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { hasStampImage } from './model';

/** The signed-in user's own stamps and signatures (ownerType 1). */
export function useMyStamps() {
  const client = useApiClient();
  return useQuery(
    everyPageOptionsOf(client, api.stamp.list, { ownerType: OwnerType.Personal, pageSize: PageSize.StampList }),
  );
}

/** The enterprise's stamps the signed-in user manages (their manager is the user). */
export function useStampsManagedByMe() {
  const client = useApiClient();
  const params = { ownerType: OwnerType.Enterprise, pageSize: PageSize.StampList };
  return useQuery({
    queryKey: queryKeyOf(api.stamp.list, params, 'managedByMe'),
    queryFn: async ({ signal }) => {
      const [me, stamps] = await Promise.all([
        client.user.info({}, { signal }),
        everyPageOf(client, api.stamp.list, params, { signal }),
      ]);
      return stamps.filter((stamp) => stamp.userId === me.userId);
    },
  });
}

/**
 * Every stamp of one enterprise list type (1 output, 2 custom, 4 registration), disabled ones included: the page
 * filters by name and state and pages them itself, so a search sees them all.
 */
export function useManagedStamps(type: EnterpriseStampListType) {
  const client = useApiClient();
  return useQuery(everyPageOptionsOf(client, api.stamp.enterpriseStamps, { type, pageSize: PageSize.StampList }));
}

/** The enterprise's people with their stamps (the manager and signature pickers); loaded while `enabled`. */
export function useStampPeople(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    ...everyPageOptionsOf(client, api.stamp.personnelStamps, { pageSize: PageSize.StampList }),
    enabled,
  });
}

/** A stamp's image as an object URL's source (a Blob); idle for a slot without an image. */
export function useStampImage(stamp: Pick<Stamp, 'stampId' | 'fileMd5'>) {
  const client = useApiClient();
  const options = queryOptionsOf(client, api.stamp.image, { stampId: stamp.stampId });
  return useQuery({
    ...options,
    // The MD5 is in the key: a replaced image loads again.
    queryKey: queryKeyOf(api.stamp.image, { stampId: stamp.stampId }, stamp.fileMd5),
    enabled: hasStampImage(stamp),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useRefreshStamps() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.stamp));
}

/** Sends a picked image; the server checks and normalises it and answers its uuid and MD5. */
export function useUploadStampImage() {
  const client = useApiClient();
  return useMutation({ mutationFn: (file: File) => client.stamp.uploadImage({ file }) });
}

export interface CreateStampInput {
  name: string;
  stampType: StampType;
  ownerType: OwnerType;
  uuid: string;
  fileMd5: string;
  userId?: string;
}

export function useCreateStamp() {
  const client = useApiClient();
  const refresh = useRefreshStamps();
  return useMutation({
    mutationFn: (input: CreateStampInput) =>
      client.stamp.create({ ...input, name: input.name.trim(), isManager: input.ownerType === OwnerType.Enterprise }),
    onSuccess: refresh,
  });
}

/** Replaces a stamp's image with an uploaded one (`updateMd5`). */
export function useReplaceStampImage() {
  const client = useApiClient();
  const refresh = useRefreshStamps();
  return useMutation({
    mutationFn: (input: { stampId: string; uuid: string; fileMd5: string }) =>
      client.stamp.updateMd5({ id: input.stampId, uuid: input.uuid, fileMd5: input.fileMd5 }),
    onSuccess: refresh,
  });
}

export function useDeleteStamp() {
  const client = useApiClient();
  const refresh = useRefreshStamps();
  return useMutation({
    mutationFn: (stampId: string) => client.stamp.delete({ stampId }),
    onSuccess: refresh,
  });
}

export function useSetStampEnabled() {
  const client = useApiClient();
  const refresh = useRefreshStamps();
  return useMutation({
    mutationFn: (input: { stampId: string; isEnable: StampEnabled }) => client.stamp.setEnabled(input),
    onSuccess: refresh,
  });
}

/** Renames a stamp, sets or clears its deadline, or hands it to another manager. */
export function useUpdateStampInfo() {
  const client = useApiClient();
  const refresh = useRefreshStamps();
  return useMutation({
    mutationFn: (input: { stampId: string; name?: string; deadline?: string | null; managerId?: string }) =>
      client.stamp.updateInfo(input),
    onSuccess: refresh,
  });
}

/** Creates an empty signature for each chosen person, for them to fill in from their account. */
export function useBatchCreateSignatures() {
  const client = useApiClient();
  const refresh = useRefreshStamps();
  return useMutation({
    mutationFn: (userIdList: string[]) => client.stamp.batchCreate({ userIdList }),
    onSuccess: refresh,
  });
}
