/** Frame templates over the injected client (issue 23): the list, one template's regions and sample, the changes. */
import { api, type FrameRegion, PageSize } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

export function useFrameTemplates() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.ocrTemplate.list, {}));
}

export function useTemplateLocations(id: string) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.ocrTemplate.locations, { id }));
}

/** The sample drawing (a PDF Blob); none for a template made without one. */
export function useTemplateSample(id: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.ocrTemplate.sample, { id }), enabled, staleTime: Infinity });
}

/** The enterprise's duties that sign drawings (the signer fields' duties). */
export function useSigningDuties() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.enterprise.duties, { pageNum: 1, pageSize: PageSize.Duties, isSign: 1 }));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.ocrTemplate));
}

export function useSaveLocations() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: { templateId: string; templateName?: string; locations: FrameRegion[] }) =>
      client.ocrTemplate.addLocations(request),
    onSuccess: refresh,
  });
}

export function useUpdateTemplate() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: {
      id: string;
      curSignNum: number;
      curStampNum: number;
      isEnable?: boolean;
      templateName?: string;
    }) => client.ocrTemplate.update(request),
    onSuccess: refresh,
  });
}

export function useSaveAsNew() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: { templateName: string; recordId: string; page: number; locations: FrameRegion[] }) =>
      client.ocrTemplate.saveAsNew(request),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => client.ocrTemplate.delete({ id }), onSuccess: refresh });
}

/** The text printed in a rectangle of the sample (an anchor's label). */
export function useSampleText() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: { id: string; x: number; y: number; width: number; height: number }) =>
      client.ocrTemplate.sampleText(request),
  });
}

/** Uploads a sample drawing and makes a template of its first page (upload.newTemplate, 50 s). */
export function useUploadTemplate() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: { file: File; templateName?: string }) => client.upload.newTemplate(request),
    onSuccess: refresh,
  });
}

export function useTemplateGroups() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.ocrTemplate.groups, {}));
}

export function useSaveGroup() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: { id?: string; name: string; templateIds: string[] }) =>
      client.ocrTemplate.saveGroup(request),
    onSuccess: refresh,
  });
}

export function useDeleteGroup() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => client.ocrTemplate.deleteGroup({ id }), onSuccess: refresh });
}
