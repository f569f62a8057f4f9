/**
 * What the account-settings pages need from the server (issue 24), as TanStack Query hooks over the injected client.
 * A saved profile or avatar refetches every user query, so that the navbar's name and avatar follow at once.
 */
import { type UserSettings, user } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

function useRefetchUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(user.info));
}

export function useUserInfo() {
  return useQuery(queryOptionsOf(useApiClient(), user.info));
}

export function useUpdateProfile() {
  const client = useApiClient();
  const refetch = useRefetchUser();
  return useMutation({
    mutationFn: (input: { realname: string; email?: string }) => client.user.updateProfile(input),
    onSuccess: refetch,
  });
}

/** The signed-in person's phone change (/account/security): the user info shows the new number after. */
export function useChangePhone() {
  const client = useApiClient();
  const refetch = useRefetchUser();
  return useMutation({
    mutationFn: (input: { phone: string; code: string; password: string }) => client.auth.changePhone(input),
    onSuccess: refetch,
  });
}

export function useUserAvatar() {
  const client = useApiClient();
  const refetch = useRefetchUser();
  const upload = useMutation({ mutationFn: (file: File) => client.user.uploadAvatar({ file }), onSuccess: refetch });
  const remove = useMutation({ mutationFn: () => client.user.delAvatar({}), onSuccess: refetch });
  return { upload, remove };
}

export function useUserSettings() {
  return useQuery(queryOptionsOf(useApiClient(), user.getUserSetting));
}

export function useSaveUserSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<UserSettings>) => client.user.addUserSetting(input),
    onSuccess: (saved) => queryClient.setQueryData(queryOptionsOf(client, user.getUserSetting).queryKey, saved),
  });
}

export function useLoginDevices() {
  return useQuery(queryOptionsOf(useApiClient(), user.loginDevices));
}

export function useSignOutDevice() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.user.signOutDevice({ id }),
    onSettled: () => queryClient.invalidateQueries(queryFilterOf(user.loginDevices)),
  });
}
