/** The project's flow templates, a page at a time, and their deletion, over the injected client. */
import { api, PageSize } from '@atelier/api';
import { queryFilterOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** One page of the project's templates (10 by default); the previous page stays shown while the next loads. */
export function useFlowTemplateList(projectId: string, pageNum: number, pageSize: number = PageSize.FlowTemplates) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.flowTemplate.list, { projectId, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes a template (the server allows its owner only); every flow-template query is refreshed. */
export function useDeleteFlowTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actId: string) => client.flowTemplate.delete({ actId }),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.flowTemplate)),
  });
}

/** The project's templates page after page (the strip's "more"), 10 at a time. */
export function useFlowTemplatePages(projectId: string, pageSize: number = PageSize.FlowTemplates) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: queryKeyOf(api.flowTemplate.list, { projectId, pageSize }, 'pages'),
    queryFn: ({ pageParam, signal }) =>
      client.flowTemplate.list({ projectId, pageNum: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.list.length, 0);
      return loaded < last.total ? pages.length + 1 : undefined;
    },
  });
}
