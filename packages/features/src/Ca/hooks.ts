/**
 * What CA management needs from the server, as TanStack Query hooks over the injected client: the certification
 * organisations, a stamp's applications and CA log, the administrator's review list and decisions, the activation
 * keys and their assignment, the members to give a key to, the stamp usage log and the enterprise CA certificate.
 */
import type { ApplicationType, CaApprovalStatus, KeyStatus } from '@atelier/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { stampKeys } from '../Stamps/hooks';

export const caKeys = {
  all: ['ca'] as const,
  organisations: ['ca', 'organisations'] as const,
  log: (stampId: string) => ['ca', 'log', stampId] as const,
  applications: (query: object) => ['ca', 'applications', query] as const,
  keys: (query: object) => ['ca', 'keys', query] as const,
  members: (search: string) => ['ca', 'members', search] as const,
  stampLog: (query: object) => ['ca', 'stampLog', query] as const,
  rootCertificate: ['ca', 'rootCertificate'] as const,
};

/** After a change: every CA list and log loads again, and the stamp lists (a stamp carries its certificate status). */
function useRefetchCa() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: caKeys.all }),
      queryClient.invalidateQueries({ queryKey: stampKeys.all }),
    ]);
}

/** The certification organisations; the enterprise's own CA comes first. */
export function useCaOrganisations(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: caKeys.organisations,
    queryFn: ({ signal }) => client.ca.organisations({}, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** A stamp's CA log: its applications with type, status, time and the reviewer's remarks. */
export function useCaLog(stampId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: caKeys.log(stampId),
    queryFn: ({ signal }) => client.ca.log({ stampId }, { signal }),
    enabled,
  });
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
  return useQuery({
    queryKey: caKeys.applications(query),
    queryFn: ({ signal }) =>
      client.ca.applications(
        {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.status === undefined ? {} : { status: query.status }),
          ...(query.stampName ? { stampName: query.stampName } : {}),
        },
        { signal },
      ),
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
  return useQuery({
    queryKey: caKeys.keys(query),
    queryFn: ({ signal }) =>
      client.ca.keys(
        {
          ...(query.enterpriseId ? { enterpriseId: query.enterpriseId } : {}),
          ...(query.status === undefined ? {} : { status: query.status }),
        },
        { signal },
      ),
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
    queryKey: caKeys.members(''),
    queryFn: ({ signal }) => client.stamp.personnelStamps({ pageNum: 1, pageSize: 500 }, { signal }),
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
  return useQuery({
    queryKey: caKeys.stampLog(query),
    queryFn: ({ signal }) => {
      const { pageNum, pageSize, ...rest } = query;
      const filters = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
      );
      return client.stamp.log({ pageNum, pageSize, ...filters }, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The enterprise CA's certificate (PEM), for verifiers' trust stores. */
export function useRootCertificate(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: caKeys.rootCertificate,
    queryFn: ({ signal }) => client.ca.rootCertificate({}, { signal }),
    enabled,
    staleTime: 60 * 60_000,
  });
}
