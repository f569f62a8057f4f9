/**
 * What CA management needs from the server, as TanStack Query hooks over the injected client: the certification
 * organisations, a stamp's applications and CA log, the administrator's review list and decisions, the activation
 * keys and their assignment, the members to give a key to, the stamp usage log and the enterprise CA certificate.
 */
import { type ApplicationType, api, type CaApprovalStatus, type KeyStatus } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** After a change: every CA list and log loads again, and the stamp lists (a stamp carries its certificate status). */
function useRefetchCa() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.ca, api.stamp));
}

/** The certification organisations; the enterprise's own CA comes first. */
export function useCaOrganisations(enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.ca.organisations),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** A stamp's CA log: its applications with type, status, time and the reviewer's remarks. */
export function useCaLog(stampId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.ca.log, { stampId }), enabled });
}

/** 申请: a new certificate from an organisation, with an activation key when there is one. */
export function useApplyCa() {
  const client = useApiClient();
  const refetch = useRefetchCa();
  return useMutation({
    mutationFn: (input: { stampId: string; caOrgId: string; cdk?: string }) => client.ca.apply(input),
    onSuccess: refetch,
  });
}

/** 变更 / 续期 / 注销 of the issued certificate. */
export function useApplyCaChange() {
  const client = useApiClient();
  const refetch = useRefetchCa();
  return useMutation({
    mutationFn: (input: { stampId: string; type: ApplicationType }) => client.ca.applyChange(input),
    onSuccess: refetch,
  });
}

/** 撤回申请 of the application under review. */
export function useWithdrawCa() {
  const client = useApiClient();
  const refetch = useRefetchCa();
  return useMutation({
    mutationFn: (stampId: string) => client.ca.withdrawApply({ stampId }),
    onSuccess: refetch,
  });
}

export interface CaApplicationQuery {
  pageNum: number;
  pageSize: number;
  status?: CaApprovalStatus | undefined;
  stampName?: string | undefined;
}

/** The enterprise's CA applications for its administrator, pending first; the last page stays while the next loads. */
export function useCaApplications(query: CaApplicationQuery) {
  const client = useApiClient();
  const params = {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.stampName ? { stampName: query.stampName } : {}),
  };
  return useQuery({
    ...queryOptionsOf(client, api.ca.applications, params),
    placeholderData: keepPreviousData,
  });
}

/** 通过 / 拒绝 an application, with a remark of at most 256 characters. */
export function useReviewCa() {
  const client = useApiClient();
  const refetch = useRefetchCa();
  return useMutation({
    mutationFn: (input: { id: string; pass: boolean; remarks?: string }) => client.ca.review(input),
    onSuccess: refetch,
  });
}

/** The enterprise's activation keys (CDK), by status. */
export function useActivationKeys(query: { enterpriseId?: string | undefined; status?: KeyStatus | undefined }) {
  const client = useApiClient();
  const params = {
    ...(query.enterpriseId ? { enterpriseId: query.enterpriseId } : {}),
    ...(query.status === undefined ? {} : { status: query.status }),
  };
  return useQuery({
    ...queryOptionsOf(client, api.ca.keys, params),
    placeholderData: keepPreviousData,
  });
}

/** Gives a key to a member (updateCdk). */
export function useAssignKey() {
  const client = useApiClient();
  const refetch = useRefetchCa();
  return useMutation({
    mutationFn: (input: { id: string; userId: string }) => client.ca.assignKey(input),
    onSuccess: refetch,
  });
}

/** The enterprise's members (the personal stamp management list), to give a key to. */
export function useEnterpriseMembers(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.stamp.personnelStamps, { pageNum: 1, pageSize: 500 }),
    select: (page) => page.list.map(({ userId, realname, phone }) => ({ userId, realname, phone })),
    enabled,
    staleTime: 60_000,
  });
}

export interface StampLogQuery {
  pageNum: number;
  pageSize: number;
  enterpriseId?: string | undefined;
  stampId?: string | undefined;
  userId?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** The stamp usage log, newest first. */
export function useStampLog(query: StampLogQuery) {
  const client = useApiClient();
  const { pageNum, pageSize, ...rest } = query;
  const filters = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
  return useQuery({
    ...queryOptionsOf(client, api.stamp.log, { pageNum, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
}

/** The enterprise CA's certificate (PEM), for verifiers' trust stores. */
export function useRootCertificate(enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.ca.rootCertificate),
    enabled,
    staleTime: 60 * 60_000,
  });
}
