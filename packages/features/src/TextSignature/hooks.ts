import { api } from '@atelier/api';
import { queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/**
 * What the text-signature page needs from the server: a file's saved configuration, which files are configured
 * (matchInfo, the ordered-signing dialog's 已配置), and the save, paste and template calls, each refreshing both.
 */

export function useCalcInfo(recordId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.orderedSigning.calcInfo, { recordId }), enabled });
}

export function useConfigured(recordIds: readonly string[]) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.orderedSigning.matchInfo, { recordIdList: [...recordIds].sort() }),
    enabled: recordIds.length > 0,
  });
}

/** Forgets the configurations and the matches after a change. */
function useRefresh() {
  const queries = useQueryClient();
  return () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: queryKeyOf(api.orderedSigning.calcInfo) }),
      queries.invalidateQueries({ queryKey: queryKeyOf(api.orderedSigning.matchInfo) }),
    ]);
}

export function useSaveCalcInfo() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { recordId: string; templateId?: string; info: string }) =>
      client.orderedSigning.saveCalcInfo(body),
    onSuccess: refresh,
  });
}

export function usePasteCalcInfo() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { sourceRecordId: string; targetRecordIds: string[] }) =>
      client.orderedSigning.pasteCalcInfo(body),
    onSuccess: refresh,
  });
}

/** The template serving all the files (checkUniversalTemplate), then applied to them (batchApplyTemplate). */
export function useApplyUniversalTemplate() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (recordIdList: string[]) => {
      const found = await client.orderedSigning.checkUniversalTemplate({ recordIdList });
      if (!found.universal || !found.templateId) return null;
      await client.orderedSigning.batchApplyTemplate({ templateId: found.templateId, recordIdList });
      return found.templateId;
    },
    onSuccess: refresh,
  });
}
