/**
 * What the notices and the system banner need from the server: TanStack Query hooks over the injected client.
 */
import { api, NoticeLimit } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** The enterprise's notices (page size 100, 001 section 9). */
export function useNotices() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.notice.list, { pageNum: 1, pageSize: NoticeLimit.PageSize }));
}

/** One notice with its text, while `id` names one. */
export function useNotice(id: string | null) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.notice.details, { id: id ?? '' }), enabled: id !== null });
}

export function useNoticeChanges() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(queryFilterOf(api.notice.list, api.notice.details));
  return {
    add: useMutation({
      mutationFn: (input: { title: string; content: string }) => client.notice.insert(input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; title: string; content: string }) => client.notice.update(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.notice.delete({ id }), onSuccess }),
  };
}

/** The system message, read once when the layout loads (and again after five minutes in the background). */
export function useSystemMessage() {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.notice.systemInformation, {}), staleTime: 5 * 60_000 });
}
