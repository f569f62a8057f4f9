/**
 * What the enterprise setup needs from the server, as TanStack Query hooks over the injected client: the specialty
 * and duty dictionaries with their changes, the roles, the permission tree, a role's keys and people.
 */
import { api, type DutyRole, type DutyType, PageSize } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** After a change: the dictionaries, the roles and the user's own permissions load again. */
function useRefetchSetup() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(queryFilterOf(api.enterprise, api.enterpriseSetup, api.user));
}

export function useSpecialtyList() {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.enterprise.specialties, {}), select: (list) => ({ list }) });
}

export function useDutyList(type: DutyType) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.enterprise.duties, { pageNum: 1, pageSize: PageSize.Duties, type }));
}

export function useSpecialtyChanges() {
  const client = useApiClient();
  const onSuccess = useRefetchSetup();
  return {
    add: useMutation({ mutationFn: (name: string) => client.enterpriseSetup.addSpecialty({ name }), onSuccess }),
    rename: useMutation({
      mutationFn: (input: { id: string; name: string }) => client.enterpriseSetup.updateSpecialty(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.enterpriseSetup.deleteSpecialty({ id }), onSuccess }),
  };
}

export interface DutyInput {
  name: string;
  isSign: boolean;
  dutyRole?: DutyRole;
}

export function useDutyChanges() {
  const client = useApiClient();
  const onSuccess = useRefetchSetup();
  return {
    add: useMutation({
      mutationFn: (input: DutyInput & { type: DutyType }) => client.enterpriseSetup.addDuty(input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: DutyInput & { id: string }) => client.enterpriseSetup.updateDuty(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => client.enterpriseSetup.deleteDuty({ id }), onSuccess }),
  };
}

export function useRoles() {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.enterpriseSetup.allRoles, {}));
}

export function usePermissionTree() {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterpriseSetup.entPermission, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRolePermission(roleId: string | null) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterpriseSetup.rolePermission, { roleId: roleId ?? '' }),
    enabled: roleId !== null,
  });
}

export function useRoleUsers(roleId: string | null, pageNum: number, pageSize: number) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.enterpriseSetup.usersByRole, { roleId: roleId ?? '', pageNum, pageSize }),
    enabled: roleId !== null,
  });
}

export function useRoleChanges() {
  const client = useApiClient();
  const onSuccess = useRefetchSetup();
  return {
    add: useMutation({
      mutationFn: (input: { roleName: string; description?: string }) => client.enterpriseSetup.addRole(input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: { roleId: string; roleName: string; description?: string; permissionIds: string[] }) =>
        client.enterpriseSetup.updateRole(input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (roleId: string) => client.enterpriseSetup.deleteRole({ roleId }), onSuccess }),
    addUsers: useMutation({
      mutationFn: (input: { roleId: string; userIds: string[] }) => client.enterpriseSetup.userAddRole(input),
      onSuccess,
    }),
    removeUser: useMutation({
      mutationFn: (input: { roleId: string; userId: string }) => client.enterpriseSetup.userDelRole(input),
      onSuccess,
    }),
  };
}
