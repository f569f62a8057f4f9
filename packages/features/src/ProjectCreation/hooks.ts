/**
 * What the creation wizards need from the server, as TanStack Query hooks over the injected client: the
 * enterprise's people (the wizard's user list, page after page of 10), its specialties and duties, the three
 * uniqueness checks and the two creations. A creation makes every cached project query stale (the left panel's
 * list shows the new project at once).
 */
import { api, PageSize, ProjectMessage, ResponseCode } from '@atelier/api';
import { type ApiClient, everyPageOptionsOf, isApiError, queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../provider';

/** Every person of the enterprise, in pinyin order. */
export function useEnterprisePeople(enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...everyPageOptionsOf(client, api.project.enterpriseUsers, { enterpriseId, pageSize: PageSize.EnterpriseUser }),
    enabled,
  });
}

export function useSpecialties(enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.enterprise.specialties, { enterpriseId }), enabled });
}

/** The enterprise's duties (page 1 of 100). */
export function useEnterpriseDuties(enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterprise.duties, { enterpriseId, pageNum: 1, pageSize: PageSize.Duties }),
    select: (page) => page.list,
    enabled,
  });
}

/** A uniqueness check's answer: free, or taken with the server's message. */
export type UniquenessCheck = { available: true } | { available: false; message: string };

async function answerOf(call: Promise<unknown>): Promise<UniquenessCheck> {
  try {
    await call;
    return { available: true };
  } catch (error) {
    // A taken value is answered with 40007 and the rule's message (silent: the form shows it).
    if (isApiError(error) && error.kind === 'response' && error.code === ResponseCode.Warning) {
      return { available: false, message: error.message };
    }
    throw error;
  }
}

/** A check answering false when taken (short name, design number): the form's fixed message (8.3). */
async function freeOrFixed(call: Promise<boolean>, message: string): Promise<UniquenessCheck> {
  return (await call) ? { available: true } : { available: false, message };
}

/** The three checks of step 1 (name, short name with its year, design number) and the quick dialog's two. */
export function useUniquenessChecks() {
  const client = useApiClient();
  return {
    name: useCallback((name: string) => answerOf(client.project.checkName({ name })), [client]),
    simpleName: useCallback(
      (simpleName: string, year: number) =>
        freeOrFixed(client.project.checkSimpleName({ simpleName, year }), ProjectMessage.ShortNameTaken),
      [client],
    ),
    designNum: useCallback(
      (designNum: string) => freeOrFixed(client.project.checkDesignNum({ designNum }), ProjectMessage.DesignNumTaken),
      [client],
    ),
  };
}

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.project));
}

export function useCreateQuickProject() {
  const client = useApiClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: Parameters<ApiClient['project']['createFastPro']>[0]) => client.project.createFastPro(body),
    onSuccess: invalidate,
  });
}

export function useCreateOrdinaryProject() {
  const client = useApiClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: Parameters<ApiClient['project']['createProPro']>[0]) => client.project.createProPro(body),
    onSuccess: invalidate,
  });
}
