import { api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** Which files have a saved text-signature configuration (matchInfo); refetched when the user comes back. */
export function useStampConfigurations(recordIds: readonly string[], enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    // In a stable order: the same files, one cache entry.
    ...queryOptionsOf(client, api.orderedSigning.matchInfo, { recordIdList: [...recordIds].sort() }),
    enabled: enabled && recordIds.length > 0,
    // The configuration is made on the text-signature page in another tab.
    refetchOnWindowFocus: 'always',
  });
}
