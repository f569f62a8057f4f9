/**
 * What the recognition file list needs from the server, as hooks over the injected client: the poller (plain
 * TypeScript, see `model.ts`) bound to ocrStatus, starting recognition for new files, re-recognise, the error
 * report, refresh preview, and the project's folders for the add dialog (TanStack Query).
 */
import { api, type DrawingRef, PageSize, type RecognitionDetail } from '@atelier/api';
import { type ApiClient, everyPageOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useApiClient } from '../provider';
import {
  chunk,
  createRecognitionPoller,
  filesToStart,
  type PreviewRefreshPlan,
  planPreviewRefresh,
  type RecognitionLookup,
  type RecognitionPoller,
  type RecognitionSnapshot,
  recognitionIn,
  resourceToDrawingRef,
  type TransformAnswer,
} from './model';

/** Record ids per transform-status call: they travel in the query string. */
const TRANSFORM_CHUNK = 100;

export interface RecognitionTiming {
  /** Milliseconds between polls (3 s by default). */
  interval?: number | undefined;
  /** Milliseconds before a pending file times out (5 minutes by default). */
  limit?: number | undefined;
}

/**
 * A recognition poller over the client's ocrStatus, made once per component (its timing is read on mount), stopped
 * on unmount and resumed on a remount; and its snapshot.
 */
export function useRecognitionPoller(timing: RecognitionTiming = {}): {
  poller: RecognitionPoller;
  snapshot: RecognitionSnapshot;
} {
  const client = useApiClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const [poller] = useState(() =>
    createRecognitionPoller({
      poll: (recordIds, signal) => clientRef.current.quickApproval.ocrStatus({ recordIdList: recordIds }, { signal }),
      interval: timing.interval,
      limit: timing.limit,
    }),
  );
  useEffect(() => {
    poller.resume();
    return () => poller.stop();
  }, [poller]);
  const snapshot = useSyncExternalStore(poller.subscribe, poller.getSnapshot, poller.getSnapshot);
  return { poller, snapshot };
}

/**
 * Starts recognition (startOcr) for the files this list has not started yet, whenever files are added, then hands
 * them to the poller; files that leave the list are forgotten (added again, they start again). A refused start
 * marks the files as not started, so re-recognise can try again.
 */
export function useStartRecognition(projectId: string, files: readonly DrawingRef[], poller: RecognitionPoller): void {
  const client = useApiClient();
  const { mutateAsync } = useMutation({
    mutationFn: (recordIds: string[]) => client.quickApproval.startOcr({ recordIdList: recordIds, projectId }),
  });
  // Survives a remount of the same instance (Strict Mode): a file is started once.
  const started = useRef(new Set<string>());
  useEffect(() => {
    const present = new Set(files.map((file) => file.recordId));
    const gone = [...started.current].filter((id) => !present.has(id));
    if (gone.length > 0) {
      for (const id of gone) started.current.delete(id);
      poller.remove(gone);
    }
    const fresh = filesToStart(files, started.current);
    if (fresh.length === 0) return;
    for (const id of fresh) started.current.add(id);
    mutateAsync(fresh).then(
      () => poller.start(fresh.filter((id) => started.current.has(id))),
      () => poller.markNotStarted(fresh.filter((id) => started.current.has(id))),
    );
  }, [files, poller, mutateAsync]);
}

/** Re-recognise (reOcr): the files go back to waiting and are polled again. Answers the files in flight too. */
export function useReRecognise(projectId: string, poller: RecognitionPoller) {
  const client = useApiClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const { mutateAsync } = useMutation({
    mutationFn: (recordIds: string[]) => client.quickApproval.reOcr({ recordIdList: recordIds, projectId }),
  });
  const reRecognise = useCallback(
    async (recordIds: string[]) => {
      if (recordIds.length === 0) return;
      setBusy((prev) => new Set([...prev, ...recordIds]));
      try {
        await mutateAsync(recordIds);
        poller.start(recordIds);
      } finally {
        setBusy((prev) => new Set([...prev].filter((id) => !recordIds.includes(id))));
      }
    },
    [mutateAsync, poller],
  );
  return { reRecognise, busy };
}

/** Saves the error report of these rows (saveErrorReport); answers its uuid. */
export function useSaveErrorReport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (errorFileList: { resName: string; path: string; recordId?: string }[]) =>
      client.quickApproval.saveErrorReport({ errorFileList }),
  });
}

/** Record ids per ocrDetails call. */
const DETAILS_CHUNK = 500;

/**
 * What recognition read from the files whose recognition is final (ocrDetails): 图名, 图号, the page that counted,
 * or why it refused the file; asked again when more files become final (the previous answer shown meanwhile).
 */
export function useRecognitionDetails(recordIds: readonly string[]): ReadonlyMap<string, RecognitionDetail> {
  const client = useApiClient();
  const ids = useMemo(() => [...recordIds].sort(), [recordIds]);
  const { data } = useQuery({
    queryKey: ['quickApproval.ocrDetails', ids],
    queryFn: async () => {
      const details: RecognitionDetail[] = [];
      for (const part of chunk(ids, DETAILS_CHUNK)) {
        details.push(...(await client.quickApproval.ocrDetails({ recordIdList: part })));
      }
      return new Map(details.map((detail) => [detail.recordId, detail]));
    },
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  return data ?? EMPTY_DETAILS;
}

const EMPTY_DETAILS: ReadonlyMap<string, RecognitionDetail> = new Map();

/** The error report's file by uuid (drawingCheck.downloadReport). */
export function useDownloadReport() {
  const client = useApiClient();
  return useMutation({ mutationFn: (uuid: string) => client.drawingCheck.downloadReport({ uuid }) });
}

async function transformAnswers(client: ApiClient, recordIds: readonly string[]): Promise<TransformAnswer[]> {
  const answers: TransformAnswer[] = [];
  for (const ids of chunk(recordIds, TRANSFORM_CHUNK)) {
    for (const a of await client.files.transformStatus({ recordIds: ids })) {
      answers.push({
        recordId: a.recordId,
        transformId: a.transformId,
        status: a.status,
        distinguishType: a.distinguishType,
      });
    }
  }
  return answers;
}

/**
 * Refresh preview: asks for the files' preview transforms, then redoes the failed ones (transformAgain) and
 * re-recognises the abnormal files among them; answers the plan, for the message to show.
 */
export function useRefreshPreview(projectId: string, poller: RecognitionPoller) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({
      recordIds,
      lookup,
    }: {
      recordIds: string[];
      lookup: RecognitionLookup;
    }): Promise<PreviewRefreshPlan> => {
      if (recordIds.length === 0) return { kind: 'none' };
      const plan = planPreviewRefresh(await transformAnswers(client, recordIds), lookup, recordIds);
      if (plan.kind !== 'refresh') return plan;
      await client.files.transformAgain({ transformIds: plan.transformIds });
      if (plan.reRecognise.length > 0) {
        await client.quickApproval.reOcr({ recordIdList: plan.reRecognise, projectId });
        poller.start(plan.reRecognise);
      }
      return plan;
    },
  });
}

/** Every entry of a folder (folders first, then files), all pages of it. */
const folderQuery = (client: ApiClient, projectId: string, parentId: string) =>
  everyPageOptionsOf(client, api.files.list, { projectId, parentId, pageSize: PageSize.FolderTree });

/** A folder's entries for the add dialog's tree ('0' is the root); idle while `enabled` is false. */
export function useProjectFolder(projectId: string, parentId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...folderQuery(client, projectId, parentId), enabled });
}

/** Loads a folder's entries on demand (a tree node's first expand), through the same cache. */
export function useLoadProjectFolder(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (parentId: string) => queryClient.fetchQuery(folderQuery(client, projectId, parentId)),
    [client, queryClient, projectId],
  );
}

/** The files under the chosen files and folders (folders expanded by the server), as drawing refs. */
export function useChosenFiles(projectId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (resIds: string[]): Promise<DrawingRef[]> => {
      const resources = await client.files.approvalFiles({ projectId, resIds });
      return resources.map(resourceToDrawingRef).filter((file): file is DrawingRef => file !== null);
    },
  });
}

/** A file's state, looked up in the poller's snapshot (one function per snapshot: rows and counts memoise on it). */
export function useRecognitionLookup(snapshot: RecognitionSnapshot): RecognitionLookup {
  return useMemo(() => recognitionIn(snapshot), [snapshot]);
}
