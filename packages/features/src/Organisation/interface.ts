import type { AccountStatus, PickerDisabledReason, PickerMode, StaffMember } from '@atelier/api';
import type { ReactNode } from 'react';
import type { PeopleScope } from './model';

// ---------------------------------------------------------------------------------------------------------------
// The organisation page: DepartmentTree, PeopleTable, PersonDialog, DepartmentDialog, OrganisationManager
// ---------------------------------------------------------------------------------------------------------------

export interface OrganisationLocale {
  title: string;
  treeLabel: string;
  allPeople: string;
  notGrouped: string;
  memberCount: (count: number) => string;
  treeFailed: string;
  noDepartments: string;
  retry: string;
  addDepartment: string;
  addSubDepartment: string;
  rename: string;
  moveUp: string;
  moveDown: string;
  move: string;
  delete: string;
  departmentActions: string;
  addDepartmentTitle: string;
  renameTitle: string;
  departmentNameLabel: string;
  departmentNamePlaceholder: string;
  parentLabel: string;
  topLevel: string;
  moveTitle: string;
  moveTargetLabel: string;
  deleteTitle: string;
  deleteConfirm: (name: string) => string;
  departmentAdded: string;
  departmentRenamed: string;
  departmentMoved: string;
  departmentDeleted: string;
  searchLabel: string;
  searchPlaceholder: string;
  statusFilter: string;
  all: string;
  statusText: Record<AccountStatus, string>;
  peopleLabel: string;
  name: string;
  phone: string;
  department: string;
  specialty: string;
  duty: string;
  status: string;
  actions: string;
  admin: string;
  addPerson: string;
  invite: string;
  addToDepartment: string;
  edit: string;
  disable: string;
  enable: string;
  remove: string;
  editFor: (name: string) => string;
  disableFor: (name: string) => string;
  enableFor: (name: string) => string;
  removeFor: (name: string) => string;
  removeTitle: string;
  removeConfirm: (name: string) => string;
  personRemoved: string;
  personDisabled: string;
  personEnabled: string;
  peopleFailed: string;
  noPeople: string;
  loadingMore: string;
  total: (count: number) => string;
  addPersonTitle: string;
  editPersonTitle: string;
  realnameLabel: string;
  realnamePlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  phoneHint: string;
  departmentLabel: string;
  specialtyLabel: string;
  dutyLabel: string;
  choose: string;
  save: string;
  cancel: string;
  ok: string;
  personAdded: string;
  personJoined: string;
  personUpdated: string;
  dictionariesFailed: string;
  inviteTitle: string;
  inviteCodeLabel: string;
  inviteLinkLabel: string;
  inviteExpires: (time: string) => string;
  inviteFailed: string;
  addedToDepartment: (count: number) => string;
  pickForDepartment: (name: string) => string;
}

export interface DepartmentTreeProps {
  /** The highlighted entry: a department's key, or the 全部人员 / 未分组 entries (model.ts). */
  selectedKey: string;
  onSelect: (key: string) => void;
  /** Administrators see the tree's actions (create, rename, move, order, delete). */
  isAdmin: boolean;
  locale?: Partial<OrganisationLocale>;
}

export interface PeopleTableProps {
  scope: PeopleScope;
  isAdmin: boolean;
  /** The signed-in user: cannot remove or disable themselves (the server refuses too). */
  currentUserId?: string | undefined;
  onEdit?: (person: StaffMember) => void;
  /** Buttons shown at the toolbar's end (添加人员, 邀请成员 ...). */
  toolbarEnd?: ReactNode;
  locale?: Partial<OrganisationLocale>;
}

export interface PersonDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The person edited; null to add one. */
  person: StaffMember | null;
  /** The department a new person goes to first (the one being viewed). */
  departId?: string | null | undefined;
  onSaved?: (userId: string) => void;
  locale?: Partial<OrganisationLocale>;
}

export interface OrganisationManagerProps {
  isAdmin: boolean;
  currentUserId?: string | undefined;
  /** The invitation page's address; the code is added as `?code=` (the portal's /invitation/profile). */
  invitationUrl?: string | undefined;
  locale?: Partial<OrganisationLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// PersonnelPicker (001 section 5.10)
// ---------------------------------------------------------------------------------------------------------------

export interface PersonnelPickerLocale {
  title: string;
  departments: string;
  allPeople: string;
  notGrouped: string;
  searchLabel: string;
  searchPlaceholder: string;
  peopleLabel: string;
  selected: (count: number) => string;
  clear: string;
  ok: string;
  cancel: string;
  reasons: Record<PickerDisabledReason, string>;
  empty: string;
  loadFailed: string;
  retry: string;
  tooMany: (max: number) => string;
  required: string;
  loadingMore: string;
  removePicked: (name: string) => string;
}

export interface PersonnelPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the people are picked for: 'plain' (default), 'user', 'signature' or 'role' (001 section 5.10). */
  mode?: PickerMode;
  /** The signed-in user, who cannot be picked. */
  currentUserId?: string | undefined;
  /** People already in (the project, the department): shown, not pickable. */
  memberIds?: readonly string[] | undefined;
  /** At most this many. */
  max?: number | undefined;
  title?: string | undefined;
  /** Called with the picked people; a rejection (or false) keeps the dialog open. */
  onConfirm: (people: StaffMember[]) => unknown;
  locale?: Partial<PersonnelPickerLocale>;
}
