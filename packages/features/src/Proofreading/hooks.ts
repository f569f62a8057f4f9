/** Proofreading marks over the injected client (issue 29): the list, save, reply, delete, confirm or reject. */
import {
  APPROVAL_NAME_TAKEN,
  type ApprovalListEntry,
  ApprovalType,
  api,
  type MarkInput,
  type MarkStatus,
  PageSize,
  type ProofreadingLaunch,
} from '@atelier/api';
import { queryFilterOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { useNameCheck } from '../shared/nameCheck';
import { PROOFREADING_MODULE_TYPE } from './launch';
import { nextLogPage } from './model';

/** Every mark of a drawing of the proofreading: pages of 100 asked one after another until all are in. */
export function useMarks(actId: string, resId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...(queryOptionsOf(client, api.mark.list, { actId }).queryKey as readonly unknown[]), resId],
    enabled: resId !== null,
    queryFn: async () => {
      const all = [];
      for (let pageNum = 1; ; pageNum += 1) {
        const page = await client.mark.list({ actId, resId: resId ?? undefined, pageNum, pageSize: PageSize.Marks });
        all.push(...page.list);
        if (page.list.length < PageSize.Marks || all.length >= page.total) break;
      }
      return all;
    },
  });
}

/** A drawing's preview link (a ticketed URL the viewer loads); idle while `recordId` is null. */
export function useDrawingUrl(projectId: string, recordId: string | null) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.files.previewUrl, { recordId: recordId ?? '', projectId }),
    select: (answer) => answer.url,
    enabled: recordId !== null,
    staleTime: 30_000,
    gcTime: 60_000,
  });
}

/** After a mark changes: the marks and the operation record. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.mark, api.proofreading.log));
}

export function useSaveMark() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: MarkInput) => client.mark.insert(input), onSuccess: refresh });
}

export function useReply() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { markId: string; comment: string }) => client.mark.addComment(input),
    onSuccess: refresh,
  });
}

export function useDeleteMark() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => client.mark.delete({ id }), onSuccess: refresh });
}

export function useDecide() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { ids: string[]; status: typeof MarkStatus.Confirmed | typeof MarkStatus.Rejected }) =>
      client.mark.batchConfirm(input),
    onSuccess: refresh,
  });
}

/**
 * The project's proofreadings the person takes part in: waiting for them, acted on by them, launched by them (the
 * approval lists filtered to proofreading), newest first, each once.
 */
export function useProjectProofreadings(projectId: string) {
  const client = useApiClient();
  const query = { moduleType: ApprovalType.Proofreading, projectId, pageNum: 1, pageSize: PageSize.ApprovalList };
  return useQuery({
    queryKey: ['proofreadings', ...queryOptionsOf(client, api.approval.todoList, query).queryKey],
    queryFn: async () => {
      const lists = await Promise.all([
        client.approval.todoList(query),
        client.approval.doneList(query),
        client.approval.launchedList(query),
      ]);
      const seen = new Map<string, ApprovalListEntry>();
      for (const entry of lists.flatMap((l) => l.list)) if (!seen.has(entry.id)) seen.set(entry.id, entry);
      return [...seen.values()].sort((a, b) => b.createTime.localeCompare(a.createTime));
    },
  });
}

/** A proofreading's detail (steps, people, initiator) and its drawings. */
export function useProofreading(actId: string | null) {
  const client = useApiClient();
  const detail = useQuery({
    ...queryOptionsOf(client, api.approval.detail, { actId: actId ?? '' }),
    enabled: actId !== null,
  });
  const files = useQuery({
    ...queryOptionsOf(client, api.approval.files, { actId: actId ?? '' }),
    enabled: actId !== null,
  });
  return { detail, files };
}

/** The project's people, offered in every proofreading task. */
export function useProofreadingPeople(projectId: string) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.project.users, { projectId }));
}

/** Which of the chosen files are in a proofreading in progress already (checkActFile). */
export function useFilesInProofreading(resIds: readonly string[]) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.proofreading.checkActFile, { resIds: [...resIds] }),
    enabled: resIds.length > 0,
  });
}

/** The server's check of a proofreading's name (checkActName, module type 5), with its message when taken. */
export function useProofreadingNameCheck(projectId: string) {
  return useNameCheck(
    api.approval.checkActName,
    'actName',
    { moduleType: PROOFREADING_MODULE_TYPE, projectId },
    APPROVAL_NAME_TAKEN,
  );
}

/** 发起校审: proofreadingAct; the approval centre, its count and the project's proofreadings refresh. */
export function useLaunchProofreading() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProofreadingLaunch) => client.approval.launchProofreading(request),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries(queryFilterOf(api.approvalCenter, api.approval.todoCount)),
        queryClient.invalidateQueries({ queryKey: ['proofreadings'] }),
        queryClient.invalidateQueries(queryFilterOf(api.proofreading)),
      ]);
    },
  });
}

/** The operation record (getProoActLog), newest first, 50 a page, page after page as it scrolls. */
export function useProofreadingLog(actId: string) {
  const client = useApiClient();
  const pageSize = PageSize.ProofreadingLog;
  return useInfiniteQuery({
    queryKey: queryKeyOf(api.proofreading.log, { actId, pageSize }, 'pages'),
    queryFn: ({ pageParam, signal }) => client.proofreading.log({ actId, page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextLogPage(pages, last.total),
  });
}

/**
 * The initiator's work on a drawing: move it to the file's newest version (updateActRes) or adopt the proofread
 * version as the file's newest (adoptResFile). The drawings, the marks, the record and the project's files refresh.
 */
export function useDrawingVersion() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries(queryFilterOf(api.approval.files, api.mark, api.proofreading, api.files));
  const update = useMutation({
    mutationFn: (input: { actId: string; resId: string }) => client.proofreading.updateFile(input),
    onSuccess: refresh,
  });
  const adopt = useMutation({
    mutationFn: (input: { actId: string; resId: string; recordId: string }) => client.proofreading.adoptFile(input),
    onSuccess: refresh,
  });
  return { update, adopt };
}
