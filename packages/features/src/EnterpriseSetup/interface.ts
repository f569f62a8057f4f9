import type { DutyType } from '@atelier/api';

/** The strings of the enterprise setup pages: specialties, duties, roles and permissions. */
export interface EnterpriseSetupLocale {
  // Shared
  actions: string;
  ok: string;
  cancel: string;
  delete: string;
  rename: string;
  edit: string;
  save: string;
  retry: string;
  loadFailed: string;
  yes: string;
  no: string;
  // Specialties
  specialtyTitle: string;
  specialtyName: string;
  addSpecialty: string;
  renameSpecialty: string;
  specialtyPlaceholder: string;
  specialtyEmpty: string;
  specialtyAdded: string;
  specialtyRenamed: string;
  specialtyDeleted: string;
  deleteSpecialtyTitle: string;
  deleteSpecialtyText: (name: string) => string;
  // Duties
  dutyTitle: string;
  dutyTypeText: Record<DutyType, string>;
  dutyName: string;
  dutyPlaceholder: string;
  isSign: string;
  isSignHelp: string;
  addDuty: string;
  editDuty: string;
  dutyEmpty: (type: string) => string;
  dutyAdded: string;
  dutyUpdated: string;
  dutyDeleted: string;
  deleteDutyTitle: string;
  deleteDutyText: (name: string) => string;
  noDutyTypes: string;
  // Roles
  rolesTitle: string;
  rolesLabel: string;
  addRole: string;
  renameRole: string;
  roleName: string;
  rolePlaceholder: string;
  roleDescription: string;
  fixedRole: string;
  customRole: string;
  roleAdded: string;
  roleRenamed: string;
  roleDeleted: string;
  deleteRoleTitle: string;
  deleteRoleText: (name: string) => string;
  noCustomRoles: string;
  chooseRole: string;
  permissionsTab: string;
  peopleTab: string;
  treeLabel: (role: string) => string;
  fixedReadOnly: string;
  /** A non-administrator's own role: read-only (the server refuses widening it). */
  ownRoleReadOnly: string;
  /** A non-administrator sees which keys they may grant. */
  grantHint: string;
  /** The title of a refused save, its message below. */
  saveRefused: string;
  permissionsSaved: string;
  peopleCount: (count: number) => string;
  realname: string;
  phone: string;
  department: string;
  addPeople: string;
  pickerTitle: (role: string) => string;
  peopleAdded: string;
  remove: string;
  removeLabel: (name: string) => string;
  removeTitle: string;
  removeText: (name: string, role: string) => string;
  peopleRemoved: string;
  roleEmpty: string;
  ownAdminRemoved: string;
}

export interface SpecialtyConfigProps {
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<EnterpriseSetupLocale>;
}

export interface DutyConfigProps {
  /** The duty type shown (the route's `:type`). */
  type: DutyType;
  /** The types the person may configure, in menu order: one tab each. */
  types: readonly DutyType[];
  onTypeChange: (type: DutyType) => void;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<EnterpriseSetupLocale>;
}

export interface RoleSetupProps {
  /** The signed-in person: taking their own admin right warns and calls `onOwnAdminRightRemoved`. */
  currentUserId?: string | undefined;
  /** After the signed-in person took their own enterprise-admin right (the portal goes to /dashboard and reloads). */
  onOwnAdminRightRemoved?: () => void;
  locale?: Partial<EnterpriseSetupLocale>;
}
