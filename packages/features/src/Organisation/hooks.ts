/**
 * What the organisation needs from the server (the structure area; issue 24), as TanStack Query hooks over the
 * injected client: the department tree and its changes, the people a page of 100 at a time (loaded on scroll), the
 * person's changes, the enterprise's specialties and duties, and invitation codes.
 */
import { type AccountStatus, api, PERSONNEL_PAGE_SIZE, USER_SEARCH_DEBOUNCE_MS } from '@atelier/api';
import { queryFilterOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../provider';
import type { PeopleScope } from './model';

/** After a change: the tree (its counts) and every people list load again. */
function useRefetchOrganisation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.structure));
}

/** The department tree. */
export function useDepartmentTree() {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.structure.tree, {}), staleTime: 30_000 });
}

export interface PeopleQuery {
  scope: PeopleScope;
  keyword?: string | undefined;
  status?: AccountStatus | undefined;
  pageSize?: number | undefined;
}

/** The people of a scope, 100 a page (001 section 9), the next page fetched when the list is scrolled to its end. */
export function usePeople(query: PeopleQuery, enabled = true) {
  const client = useApiClient();
  const pageSize = query.pageSize ?? PERSONNEL_PAGE_SIZE;
  const filter = {
    ...(query.keyword?.trim() ? { keyword: query.keyword.trim() } : {}),
    ...(query.status === undefined ? {} : { status: query.status }),
    pageSize,
  };
  const { scope } = query;
  return useInfiniteQuery({
    queryKey:
      scope.kind === 'department'
        ? queryKeyOf(api.structure.queryDepartUser, { ...filter, departId: scope.departId }, 'pages')
        : scope.kind === 'notGrouped'
          ? queryKeyOf(api.structure.notGrouped, filter, 'pages')
          : queryKeyOf(api.structure.queryUser, filter, 'pages'),
    queryFn: ({ pageParam, signal }) => {
      const request = { ...filter, pageNum: pageParam };
      if (scope.kind === 'department') {
        return client.structure.queryDepartUser({ ...request, departId: scope.departId }, { signal });
      }
      if (scope.kind === 'notGrouped') return client.structure.notGrouped(request, { signal });
      return client.structure.queryUser(request, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
  });
}

/** A value that follows `value` once it has stopped changing for `delay` ms (user search: 300 ms, 001 section 9). */
export function useDebounced<T>(value: T, delay: number = USER_SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** The enterprise's specialties and duties, for the person form. */
export function useDictionaries(enabled = true) {
  const client = useApiClient();
  const specialties = useQuery({
    ...queryOptionsOf(client, api.enterprise.specialties, {}),
    enabled,
    staleTime: 5 * 60_000,
  });
  const duties = useQuery({
    ...queryOptionsOf(client, api.enterprise.duties, { pageNum: 1, pageSize: 100 }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { specialties, duties };
}

function useStructureMutation<I, R>(call: (input: I) => Promise<R>) {
  const refetch = useRefetchOrganisation();
  return useMutation({ mutationFn: call, onSuccess: refetch });
}

export function useAddDepartment() {
  const client = useApiClient();
  return useStructureMutation((input: { name: string; parentId: string | null }) =>
    client.structure.insertDepartment(input),
  );
}

export function useRenameDepartment() {
  const client = useApiClient();
  return useStructureMutation((input: { id: string; name: string }) => client.structure.updateDepart(input));
}

export function useMoveDepartment() {
  const client = useApiClient();
  return useStructureMutation((input: { id: string; parentId: string | null; index?: number }) =>
    client.structure.transferDepart(input),
  );
}

export function useSortDepartments() {
  const client = useApiClient();
  return useStructureMutation((input: { parentId: string | null; ids: string[] }) =>
    client.structure.departSort(input),
  );
}

export function useDeleteDepartment() {
  const client = useApiClient();
  return useStructureMutation((id: string) => client.structure.deleteDepart({ id }));
}

export interface PersonInput {
  realname: string;
  departId: string | null;
  specialtyIds: string[];
  dutyIds: string[];
}

export function useAddPerson() {
  const client = useApiClient();
  return useStructureMutation((input: PersonInput & { phone: string }) => client.structure.addPersonnel(input));
}

export function useUpdatePerson() {
  const client = useApiClient();
  return useStructureMutation((input: PersonInput & { userId: string }) => client.structure.updateUser(input));
}

export function useAddToDepartment() {
  const client = useApiClient();
  return useStructureMutation((input: { departId: string; userIds: string[] }) =>
    client.structure.addDepartUser(input),
  );
}

export function useRemovePerson() {
  const client = useApiClient();
  return useStructureMutation((userId: string) => client.structure.deleteDepartUser({ userId }));
}

export function useDisablePerson() {
  const client = useApiClient();
  return useStructureMutation((input: { userId: string; disabled: boolean }) => client.structure.disableUser(input));
}

/** An invitation code, valid 7 days. */
export function useInvite() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (departId: string | null) => client.structure.invitationUser({ departId }),
  });
}
