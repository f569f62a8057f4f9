/**
 * What the project-template page and the wizard need from the server: TanStack Query hooks over the injected client.
 */
import { api, type TemplateFolder } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** The templates page size of 001 section 7.4 (pageSize 50). */
export const TEMPLATE_PAGE_SIZE = 50;

export function useProjectTemplates(enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.project.templateList, { proType: '3', pageNum: 1, pageSize: TEMPLATE_PAGE_SIZE }),
    enabled,
  });
}

export function useProjectTemplate(id: string | null) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.project.templateInfo, { id: id ?? '' }), enabled: id !== null });
}

export function useProjectTemplateChanges() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries(queryFilterOf(api.project.templateList, api.project.templateInfo));
  return {
    add: useMutation({
      mutationFn: (name: string) => client.project.createResTemplate({ name, proType: '3' }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; name?: string; isEnable?: boolean; folders?: TemplateFolder[] }) =>
        client.project.updateTemplate(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.project.delTemplate({ id }), onSuccess }),
  };
}
