/**
 * What the notification popover and centre need from the server, over the injected client: the unread count, the
 * list page after page (the popover) or a page at a time (the centre), and read, all read and clear, each of which
 * refreshes every notification query.
 */
import { api, NOTIFICATION_PAGE_SIZE, type NotificationLogType } from '@atelier/api';
import { queryFilterOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { nextPageOf } from './model';

/** The unread count (the badge). */
export function useUnreadCount() {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.notify.unreadCount, {}) });
}

/** The popover's list, page after page as it scrolls, of one log type (all when undefined). */
export function useNotificationPages(logType: NotificationLogType | undefined, pageSize = NOTIFICATION_PAGE_SIZE) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: queryKeyOf(api.notify.list, { logType, pageSize }, 'pages'),
    queryFn: ({ pageParam, signal }) =>
      client.notify.list({ pageNum: pageParam, pageSize, ...(logType ? { logType } : {}) }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPageOf(pages, last.total),
  });
}

/** One page of the centre: by log type and project. */
export function useNotificationPage(query: {
  pageNum: number;
  pageSize?: number;
  logType?: NotificationLogType | undefined;
  projectId?: string | undefined;
}) {
  const client = useApiClient();
  const { pageNum, pageSize = NOTIFICATION_PAGE_SIZE, logType, projectId } = query;
  return useQuery({
    ...queryOptionsOf(client, api.notify.list, {
      pageNum,
      pageSize,
      ...(logType ? { logType } : {}),
      ...(projectId ? { projectId } : {}),
    }),
    placeholderData: keepPreviousData,
  });
}

function useRefetchNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.notify));
}

/** A click: the notification becomes read. */
export function useReadNotification() {
  const client = useApiClient();
  const refetch = useRefetchNotifications();
  return useMutation({ mutationFn: (id: string) => client.notify.clickRead({ id }), onSuccess: refetch });
}

/** 全部已读 (of the log type shown). */
export function useReadAllNotifications() {
  const client = useApiClient();
  const refetch = useRefetchNotifications();
  return useMutation({
    mutationFn: (input: { logType?: NotificationLogType | undefined; total?: number }) =>
      client.notify.allRead({ ...(input.logType ? { logType: input.logType } : {}), total: input.total }),
    onSuccess: refetch,
  });
}

/** 清空已读 (of the log type shown). */
export function useClearNotifications() {
  const client = useApiClient();
  const refetch = useRefetchNotifications();
  return useMutation({
    mutationFn: (input: { logType?: NotificationLogType | undefined; total?: number }) =>
      client.notify.clear({ ...(input.logType ? { logType: input.logType } : {}), total: input.total }),
    onSuccess: refetch,
  });
}
