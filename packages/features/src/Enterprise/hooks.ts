/**
 * What the enterprise components need from the server, as TanStack Query hooks over the injected client: the region
 * cascade, creating, searching and joining, the administrator's audit list, the info page and its avatar.
 */
import { api, type EnterpriseScale } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** The children of a region (the provinces without a parent); not asked while the parent is not chosen. */
export function useRegions(parentCode: string | undefined, enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterprise.regions, parentCode ? { parentCode } : {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a change: the enterprise list, the user, the audit list and the info page load again. */
function useRefetchEnterprises() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.enterprise, api.user));
}

/**
 * Creates an enterprise, which becomes the caller's current one on the server (8.2). Nothing is refetched here: until
 * the caller moves its session to the new enterprise (`onCreated`), every call still names the old one and the server
 * answers 40014, whose handling reloads the page and loses the persistent notice. The caller reloads its queries
 * after the move (the portal's `created`).
 */
export function useCreateEnterprise() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: {
      enterpriseName: string;
      enterpriseScale: EnterpriseScale;
      regionCode: string;
      districtDetails: string;
    }) => client.enterprise.create(input),
  });
}

/** Enterprises by name or invitation code; asked only for a keyword. */
export function useEnterpriseSearch(keyword: string | null) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterprise.search, { keyword: keyword ?? '' }),
    enabled: keyword !== null,
    placeholderData: keepPreviousData,
  });
}

export function useJoinEnterprise() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { enterpriseId: string; comment?: string }) => client.enterprise.join(input),
  });
}

export function useJoinRequests(pageNum: number, pageSize: number) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterprise.toBeAudited, { pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects a join request. */
export function useAuditJoinRequest() {
  const client = useApiClient();
  const refetch = useRefetchEnterprises();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      approve ? client.enterprise.auditPass({ id }) : client.enterprise.toExamine({ id }),
    onSettled: refetch,
  });
}

export function useEnterpriseDetail() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.enterprise.detail));
}

export function useUpdateEnterpriseInfo() {
  const client = useApiClient();
  const refetch = useRefetchEnterprises();
  return useMutation({
    mutationFn: (input: { enterpriseName: string; shortName?: string; enterpriseScale: EnterpriseScale }) =>
      client.enterprise.updateInfo(input),
    onSuccess: refetch,
  });
}

export function useEnterpriseAvatar() {
  const client = useApiClient();
  const refetch = useRefetchEnterprises();
  const upload = useMutation({
    mutationFn: (file: File) => client.enterprise.uploadAvatar({ file }),
    onSuccess: refetch,
  });
  const remove = useMutation({ mutationFn: () => client.enterprise.delAvatar(), onSuccess: refetch });
  return { upload, remove };
}
