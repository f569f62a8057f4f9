/**
 * What the flow-template dialog needs from the server, as TanStack Query hooks over the injected client: the
 * template (by id, or the default one), the project's people, the enterprise's duties, the name check and the
 * three saves. A save refreshes every cached flow-template query (lists, details, name checks).
 */
import { type ApiClient, PageSize } from '@atelier/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../provider';
import { type NameCheck, nameCheckFromError } from './model';

/** Query keys; `flowTemplateKeys.all` prefixes every flow-template query. */
export const flowTemplateKeys = {
  all: ['flowTemplate'] as const,
  detail: (actId: string) => ['flowTemplate', 'detail', actId] as const,
  defaultTemplate: (projectId: string, dictSpecialtyId: string, uuid: string | undefined) =>
    ['flowTemplate', 'default', projectId, dictSpecialtyId, uuid ?? null] as const,
  nameCheck: (projectId: string, actName: string, actId: string | undefined) =>
    ['flowTemplate', 'nameCheck', projectId, actName, actId ?? null] as const,
  projectUsers: (projectId: string, enterpriseId: string | undefined) =>
    ['project', 'users', projectId, enterpriseId ?? null] as const,
  duties: (enterpriseId: string | undefined) => ['enterprise', 'duties', 'sign0', enterpriseId ?? null] as const,
};

/** A template by its id (`actId`); idle while `actId` is undefined. */
export function useFlowTemplate(actId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: flowTemplateKeys.detail(actId ?? ''),
    queryFn: ({ signal }) => client.flowTemplate.detail({ actId: actId ?? '' }, { signal }),
    enabled: actId !== undefined,
  });
}

/** The default template of a project and specialty (uuid optional); idle while `target` is undefined. */
export function useDefaultFlowTemplate(
  target: { projectId: string; dictSpecialtyId: string; uuid?: string | undefined } | undefined,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: flowTemplateKeys.defaultTemplate(target?.projectId ?? '', target?.dictSpecialtyId ?? '', target?.uuid),
    queryFn: ({ signal }) =>
      client.flowTemplate.defaultTemplate(
        { projectId: target?.projectId ?? '', dictSpecialtyId: target?.dictSpecialtyId ?? '', uuid: target?.uuid },
        { signal },
      ),
    enabled: target !== undefined,
  });
}

/** The project's people (real name and phone), offered in every node. */
export function useProjectUsers(projectId: string, enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: flowTemplateKeys.projectUsers(projectId, enterpriseId),
    queryFn: ({ signal }) => client.project.users({ projectId, enterpriseId }, { signal }),
    enabled,
  });
}

/** The enterprise's duties for flow templates: page 1 of 100, `isSign` 0. */
export function useDuties(enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: flowTemplateKeys.duties(enterpriseId),
    queryFn: async ({ signal }) =>
      (await client.enterprise.duties({ enterpriseId, pageNum: 1, pageSize: PageSize.Duties, isSign: 0 }, { signal }))
        .list,
    enabled,
  });
}

async function checkName(
  client: ApiClient,
  args: { projectId: string; actName: string; actId?: string | undefined },
  signal?: AbortSignal,
): Promise<NameCheck> {
  try {
    await client.flowTemplate.checkName(args, { signal });
    return { available: true };
  } catch (error) {
    return nameCheckFromError(error);
  }
}

/**
 * The server's name check (unique per project): a function answering `{ available }` or `{ available: false,
 * message }` with the server's message. Answers are cached briefly, so checking on blur and again on confirm asks
 * once.
 */
export function useTemplateNameCheck(projectId: string, actId?: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (actName: string) =>
      queryClient.fetchQuery({
        queryKey: flowTemplateKeys.nameCheck(projectId, actName, actId),
        queryFn: ({ signal }) => checkName(client, { projectId, actName, actId }, signal),
        staleTime: 5_000,
      }),
    [client, queryClient, projectId, actId],
  );
}

/** After a save: every flow-template query is stale (the strip, the list, the details, the name checks). */
function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: flowTemplateKeys.all });
}

/** Creates a template; answers its id. */
export function useCreateFlowTemplate() {
  const client = useApiClient();
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (body: Parameters<ApiClient['flowTemplate']['create']>[0]) => client.flowTemplate.create(body),
    onSuccess: invalidate,
  });
}

/** Updates a template (`actInfo.id` set). */
export function useUpdateFlowTemplate() {
  const client = useApiClient();
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (body: Parameters<ApiClient['flowTemplate']['update']>[0]) => client.flowTemplate.update(body),
    onSuccess: invalidate,
  });
}

/** Updates the default template identified by its uuid. */
export function useUpdateDefaultFlowTemplate() {
  const client = useApiClient();
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (body: Parameters<ApiClient['flowTemplate']['updateDefault']>[0]) =>
      client.flowTemplate.updateDefault(body),
    onSuccess: invalidate,
  });
}
