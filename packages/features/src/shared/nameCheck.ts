/**
 * The server's check that a name is free (a flow template's, an approval's, a publish or proofreading approval's):
 * one reading of its answer and one hook for every dialog that checks a name on blur and again on submit.
 */
import { type AnyEndpoint, type EndpointRequest, ResponseCode } from '@atelier/api';
import { isApiError, type ParamsArg, queryKeyOf, queryOptionsOf } from '@atelier/api/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../provider';

/** The result of the server's name check. */
export type NameCheck = { available: true } | { available: false; message: string };

/**
 * Reads a name-check failure: a taken name (40007) is a result with the server's message (`takenMessage` when it
 * sent none); anything else throws.
 */
export function nameCheckFromError(error: unknown, takenMessage: string): NameCheck {
  if (isApiError(error) && error.kind === 'response' && error.code === ResponseCode.Warning) {
    return { available: false, message: error.message || takenMessage };
  }
  throw error;
}

/**
 * A function asking `endpoint` whether a name is free, the name in `nameField` and the rest of the request from
 * `context`. Answers are cached briefly, so checking on blur and again on submit asks once.
 */
export function useNameCheck<E extends AnyEndpoint, K extends keyof EndpointRequest<E> & string>(
  endpoint: E,
  nameField: K,
  context: Omit<EndpointRequest<E>, K>,
  takenMessage: string,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // The context by value: callers pass a fresh object each render.
  const contextKey = JSON.stringify(context);
  return useCallback(
    (name: string): Promise<NameCheck> => {
      const request = { ...JSON.parse(contextKey), [nameField]: name } as EndpointRequest<E>;
      const call = queryOptionsOf(client, endpoint, ...([request] as ParamsArg<E>));
      return queryClient.fetchQuery({
        queryKey: queryKeyOf(endpoint, request, 'nameCheck'),
        queryFn: async ({ signal }) => {
          try {
            await call.queryFn({ signal });
            return { available: true };
          } catch (error) {
            return nameCheckFromError(error, takenMessage);
          }
        },
        staleTime: 5_000,
      });
    },
    [client, queryClient, endpoint, nameField, contextKey, takenMessage],
  );
}
