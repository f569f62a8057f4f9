export { DutyConfig } from './DutyConfig';
export {
  type DutyInput,
  useDutyChanges,
  useDutyList,
  usePermissionTree,
  useRoleChanges,
  useRolePermission,
  useRoles,
  useRoleUsers,
  useSpecialtyChanges,
  useSpecialtyList,
} from './hooks';
export type { DutyConfigProps, EnterpriseSetupLocale, RoleSetupProps, SpecialtyConfigProps } from './interface';
export {
  keysToSave,
  leafKeysOf,
  permissionTreeData,
  permittedDutyTypes,
  sameKeys,
  takesOwnAdminRight,
} from './model';
export { RoleSetup } from './RoleSetup';
export { SpecialtyConfig } from './SpecialtyConfig';
