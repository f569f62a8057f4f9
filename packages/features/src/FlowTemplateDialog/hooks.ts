/**
 * What the flow-template dialog needs from the server, as TanStack Query hooks over the injected client: the
 * template (by id, or the default one), the project's people, the enterprise's duties, the name check and the
 * three saves. A save refreshes every cached flow-template query (lists, details, name checks).
 */
import { api, PageSize, TEMPLATE_NAME_TAKEN } from '@atelier/api';
import { type ApiClient, queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { useNameCheck } from '../shared/nameCheck';

/** A template by its id (`actId`); idle while `actId` is undefined. */
export function useFlowTemplate(actId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.flowTemplate.detail, { actId: actId ?? '' }),
    enabled: actId !== undefined,
  });
}

/** The default template of a project and specialty (uuid optional); idle while `target` is undefined. */
export function useDefaultFlowTemplate(
  target: { projectId: string; dictSpecialtyId: string; uuid?: string | undefined } | undefined,
) {
  const client = useApiClient();
  const params = {
    projectId: target?.projectId ?? '',
    dictSpecialtyId: target?.dictSpecialtyId ?? '',
    uuid: target?.uuid,
  };
  return useQuery({
    ...queryOptionsOf(client, api.flowTemplate.defaultTemplate, params),
    enabled: target !== undefined,
  });
}

/** The project's people (real name and phone), offered in every node. */
export function useProjectUsers(projectId: string, enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.project.users, { projectId, enterpriseId }), enabled });
}

/** The enterprise's duties for flow templates: page 1 of 100, `isSign` 0. */
export function useDuties(enterpriseId?: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterprise.duties, {
      enterpriseId,
      pageNum: 1,
      pageSize: PageSize.Duties,
      isSign: 0,
    }),
    select: (page) => page.list,
    enabled,
  });
}

/**
 * The server's name check (unique per project): `{ available }` or `{ available: false, message }` with the server's
 * message.
 */
export function useTemplateNameCheck(projectId: string, actId?: string) {
  return useNameCheck(api.flowTemplate.checkName, 'actName', { projectId, actId }, TEMPLATE_NAME_TAKEN);
}

/** After a save: every flow-template query is stale (the strip, the list, the details, the name checks). */
function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.flowTemplate));
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
