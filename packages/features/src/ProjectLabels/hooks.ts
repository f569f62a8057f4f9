/**
 * What labels and favourites need from the server: TanStack Query hooks over the injected client. A change makes
 * the labels and every project list stale (the panel shows each project's labels and star).
 */
import { api, type Flag, type LabelColor } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** The label list's page (001 section 9: label list 99). */
export const LABEL_PAGE_SIZE = 99;

export function useLabels(enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.label.list, { pageNum: 1, pageSize: LABEL_PAGE_SIZE }),
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.label.list, api.project.list, api.project.detail));
}

export function useLabelChanges() {
  const client = useApiClient();
  const onSuccess = useInvalidate();
  return {
    add: useMutation({
      mutationFn: (input: { name: string; color: LabelColor }) => client.label.add(input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; name?: string; color?: LabelColor }) => client.label.update(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.label.delete({ id }), onSuccess }),
  };
}

export function useSetProjectLabels() {
  const client = useApiClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: { projectId: string; labelIdList: string[] }) => client.label.setProjectLabels(input),
    onSuccess,
  });
}

export function useFavouriteChange() {
  const client = useApiClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: { projectId: string; isFav: Flag }) => client.project.updateProFav(input),
    onSuccess,
  });
}

/** A new cover: the picture uploaded, then made the cover; or the default again (imageId null). */
export function useCoverChange(projectId: string) {
  const client = useApiClient();
  const onSuccess = useInvalidate();
  return {
    upload: useMutation({
      mutationFn: async (file: File) => {
        const { imageId } = await client.project.uploadCover({ projectId, file });
        return client.project.editCoverImage({ projectId, imageId });
      },
      onSuccess,
    }),
    reset: useMutation({
      mutationFn: () => client.project.editCoverImage({ projectId, imageId: null }),
      onSuccess,
    }),
  };
}
