/**
 * What the workbench needs from the server: TanStack Query hooks over the injected client.
 */
import { type ApprovalListStatus, api, WorkbenchLimit } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import type { WorkbenchOperation } from './interface';

export function useWorkbenchCounts() {
  const client = useApiClient();
  return {
    projects: useQuery(queryOptionsOf(client, api.workbench.participatedProjects, {})),
    today: useQuery(queryOptionsOf(client, api.workbench.todayTodoCount, {})),
    launched: useQuery(queryOptionsOf(client, api.approval.launchedBySelfCount, {})),
  };
}

const LIST_OF = {
  pending: api.approval.allTodoList,
  launched: api.approval.launchedBySelf,
  done: api.approval.doneList,
} as const;

/** The approvals of an operation and status ('-1' all), newest first (one page of 50), filtered by the server. */
export function useWorkbenchApprovals(operation: WorkbenchOperation, status: ApprovalListStatus) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, LIST_OF[operation], { pageNum: 1, pageSize: 50, status }));
}

export function useUnreadList() {
  const client = useApiClient();
  return useQuery(
    queryOptionsOf(client, api.workbench.unreadList, { pageNum: 1, pageSize: WorkbenchLimit.UnreadPage }),
  );
}

export function useShortcuts() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.workbench.navigationList, {}));
}

/** The tree of what the person may add, while `enabled` (the editor is open). */
export function useShortcutTree(keyword: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.workbench.navigationTree, { keyword }), enabled });
}

export function useShortcutChanges() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(queryFilterOf(api.workbench.navigationList));
  return {
    save: useMutation({ mutationFn: (itemIds: string[]) => client.workbench.setNavigation({ itemIds }), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => client.workbench.deleteNavigation({ id }), onSuccess }),
  };
}

/** Asks whether a shortcut's page is still there for the person (before following it). */
export function useShortcutCheck() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: string) => client.workbench.itemExists({ id }) });
}
