/** What the opinion banks need from the server: TanStack Query hooks over the injected client. */
import {
  api,
  OpinionBankState as Bank,
  type OpinionBankState,
  type OpinionInput,
  type OpinionLibrary,
  type OpinionQuery,
} from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

const listOf = (state: OpinionBankState) => (state === Bank.Personal ? api.user.opinionBank : api.opinionBank.list);

export function useOpinionPage(state: OpinionBankState, query: OpinionQuery) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, listOf(state), query), placeholderData: keepPreviousData });
}

export function useOpinionChanges(state: OpinionBankState) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(queryFilterOf(listOf(state), api.mark.opinionBank));
  const personal = state === Bank.Personal;
  return {
    add: useMutation({
      mutationFn: (input: OpinionInput) =>
        personal ? client.user.createOpinion(input) : client.opinionBank.create(input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: Partial<OpinionInput> & { id: string }) =>
        personal ? client.user.updateOpinion(input) : client.opinionBank.update(input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => (personal ? client.user.deleteOpinion({ id }) : client.opinionBank.delete({ id })),
      onSuccess,
    }),
    import: useMutation({
      mutationFn: (input: { option: OpinionLibrary; file: Blob }) => client.opinionBank.import({ state, ...input }),
      onSuccess,
    }),
  };
}

/** The opinions a reviewer picks from while marking (own first, then the enterprise's), by type and keyword. */
export function usePickableOpinions(
  query: { type?: number | undefined; keyword?: string | undefined },
  enabled = true,
) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.mark.opinionBank, {
      ...(query.type === undefined ? {} : { type: query.type as 1 | 2 | 4 | 6 }),
      ...(query.keyword ? { keyword: query.keyword } : {}),
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The import template and an import's error file, as Blobs to save. */
export function useOpinionFiles(state: OpinionBankState) {
  const client = useApiClient();
  return {
    template: useMutation({ mutationFn: (option: OpinionLibrary) => client.opinionBank.template({ state, option }) }),
    errors: useMutation({ mutationFn: (id: string) => client.opinionBank.downloadError({ id }) }),
  };
}
