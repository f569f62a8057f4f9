/**
 * What the network disk needs from the server, over the injected client: a folder's (or a category's, or a
 * search's) resources page after page, the capacity, and emptying the recycle bin. The folder operations are the
 * file manager's, with the disk as owner.
 */
import { api, type DiskCategory, type PersonalResource } from '@atelier/api';
import { queryFilterOf, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

const PAGE_SIZE = 50;

/** Which resources the list shows: a folder's, a category's (flat), or a search's. */
export type DiskListing =
  | { kind: 'folder'; parentId: string }
  | { kind: 'category'; category: Exclude<DiskCategory, typeof DiskCategory.All> }
  | { kind: 'search'; keyword: string };

export function useDiskListing(listing: DiskListing) {
  const client = useApiClient();
  const pages = useInfiniteQuery({
    queryKey:
      listing.kind === 'search'
        ? queryKeyOf(api.disk.search, { keyword: listing.keyword }, 'pages')
        : queryKeyOf(
            api.disk.list,
            listing.kind === 'folder' ? { parentId: listing.parentId } : { category: listing.category },
            'pages',
          ),
    queryFn: ({ pageParam, signal }) => {
      const page = { pageNum: pageParam, pageSize: PAGE_SIZE };
      if (listing.kind === 'search') return client.disk.search({ keyword: listing.keyword, ...page }, { signal });
      if (listing.kind === 'folder') return client.disk.list({ parentId: listing.parentId, ...page }, { signal });
      return client.disk.list({ category: listing.category, ...page }, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((count, page) => count + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? all.length + 1 : undefined;
    },
  });
  const resources: PersonalResource[] = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  return { ...pages, resources, total };
}

/** The person's used and maximum capacity (refreshed with every disk change). */
export function useDiskCapacity() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.disk.capacity));
}

export function useCleanRecycle() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.disk.cleanRecycle(),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.disk)),
  });
}
