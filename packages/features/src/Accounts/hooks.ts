/**
 * What the account forms need from the server, as TanStack Query mutations over the injected client: sending a
 * code, registering (also through an invitation), phone login and password recovery; whose invitation a code is. A login result goes to the caller (the portal opens the
 * session); nothing is cached.
 */
import { auth, type SmsPurpose } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';

export function useSendSms() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; type: SmsPurpose }) => client.auth.sendSms(input),
  });
}

/** Registration; with an invitation's code, through the invitation (the new account joins its enterprise). */
export function useRegister(inviteCode?: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string; realname: string; password: string }) =>
      inviteCode ? client.auth.inviteRegister({ ...input, inviteCode }) : client.auth.register(input),
  });
}

/** Whose invitation a code is (public): the enterprise and the inviter the invitation page names. */
export function useInviteInfo(inviteCode: string) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, auth.inviteInfo, { inviteCode }),
    enabled: inviteCode.length > 0,
    retry: false,
  });
}

export function usePhoneLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string; captchaToken?: string }) => client.auth.phoneLogin(input),
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

/** A new slide challenge (each call makes one on the server: a mutation, never cached or refetched on its own). */
export function useNewSlideChallenge() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.auth.slideImage() });
}

/** Answers a slide challenge: true when the piece fits (the challenge is then good for one login). */
export function useCheckSlide() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { token: string; xPosition: number; yPosition: number }) => client.auth.checkSlide(input),
  });
}
