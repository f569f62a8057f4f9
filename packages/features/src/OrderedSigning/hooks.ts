import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** Which files have a saved text-signature configuration (matchInfo); refetched when the user comes back. */
export function useStampConfigurations(recordIds: readonly string[], enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['orderedSigning', 'matchInfo', [...recordIds].sort()],
    queryFn: ({ signal }) => client.orderedSigning.matchInfo({ recordIdList: [...recordIds] }, { signal }),
    enabled: enabled && recordIds.length > 0,
    // The configuration is made on the text-signature page in another tab.
    refetchOnWindowFocus: 'always',
  });
}
