import type { ApiClient } from '@atelier/api/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** The typed client: the real one in the portal, one pointed at MSW handlers in stories and tests. */
  client: ApiClient;
  /** Shared query cache; a fresh one per provider by default. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Feature components reach the server only through this: a client and a query cache, injected. */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const [fallbackQueryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <ApiClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? fallbackQueryClient}>{children}</QueryClientProvider>
    </ApiClientContext.Provider>
  );
}

/** The injected API client; throws outside an ApiProvider so a missing provider is found at once. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider client={...}> above it');
  return client;
}
