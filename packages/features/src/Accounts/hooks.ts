/**
 * What the account forms need from the server, as TanStack Query mutations over the injected client: sending a
 * code, registering, phone login and password recovery. A login result goes to the caller (the portal opens the
 * session); nothing is cached.
 */
import type { SmsPurpose } from '@atelier/api';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../provider';

export function useSendSms() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; type: SmsPurpose }) => client.auth.sendSms(input),
  });
}

export function useRegister() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string; realname: string; password: string }) =>
      client.auth.register(input),
  });
}

export function usePhoneLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) => client.auth.phoneLogin(input),
  });
}

export function useFindBackPassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string; password: string }) => client.auth.findBackPassword(input),
  });
}

/** The signed-in user's password change (the other sessions end). */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { oldPassword: string; password: string }) => client.auth.changePassword(input),
  });
}
