/**
 * The hooks of the login page and of what every page shows (the client download dialog): apart from hooks.ts, whose
 * queries name most areas of the contract, so that the first script and the login page load only the auth,
 * user, enterprise and download areas (sessionQueries.ts).
 */
import { useApiClient } from '@atelier/features';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clientUrlQuery } from './sessionQueries';

export function useLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (credentials: { username: string; password: string; captchaToken?: string }) =>
      client.auth.login(credentials),
  });
}

export function useLogout() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.auth.logout() });
}

export function useClientUrl(enabled: boolean) {
  return useQuery({ ...clientUrlQuery(useApiClient()), enabled });
}
