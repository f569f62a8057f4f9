import type { FolderPermission, ProjectType, StaffType } from '@atelier/api';

export interface ProjectMembersLocale {
  title: string;
  add: string;
  addTitle: string;
  name: string;
  phone: string;
  staffType: string;
  role: string;
  rootLevel: string;
  actions: string;
  remove: string;
  removeNamed: (name: string) => string;
  removeTitle: string;
  removed: string;
  added: (count: number) => string;
  changed: string;
  staffTypes: Record<StaffType, string>;
  staffTypeOf: (name: string) => string;
  menuLevelOf: (name: string) => string;
  menuLevels: (level: number) => string;
  roles: { creator: string; manager: string; member: string };
  transfer: string;
  transferTitle: string;
  transferTo: string;
  transferred: string;
  quit: string;
  quitTitle: string;
  quitted: string;
  deleteProject: string;
  deleteTitle: string;
  typeName: string;
  deleted: string;
  permissionSwitch: string;
  permissionSwitchOn: string;
  permissionSwitchOff: string;
  ok: string;
  cancel: string;
  empty: string;
  loadFailed: string;
  retry: string;
  transferQuestion: (name: string) => string;
  deleteQuestion: (name: string) => string;
  quitQuestion: (name: string) => string;
  removeQuestion: (names: readonly string[]) => string;
  nameMismatch: string;
}

export interface FolderPermissionLocale {
  title: (folder: string) => string;
  member: string;
  own: string;
  effective: string;
  inherited: string;
  noAccess: string;
  levels: Record<FolderPermission, string>;
  levelOf: (name: string) => string;
  manager: string;
  saved: string;
  close: string;
  loadFailed: string;
  retry: string;
}

export interface ProjectMembersPanelProps {
  projectId: string;
  projectName: string;
  proType: ProjectType;
  /** On (Flag '1') or off: folder permissions of an ordinary project. */
  permissionSwitch?: boolean;
  /** The signed-in user. */
  currentUserId: string;
  /** Called after the user quit or deleted the project (the portal leaves it). */
  onLeft?: (how: 'quit' | 'deleted') => void;
  locale?: Partial<ProjectMembersLocale>;
}

export interface FolderPermissionDialogProps {
  projectId: string;
  folder: { resId: string; resName: string };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale?: Partial<FolderPermissionLocale>;
}

export interface ProjectRecycleLocale {
  title: string;
  name: string;
  creator: string;
  deleteTime: string;
  daysLeft: string;
  days: (days: number) => string;
  actions: string;
  restore: string;
  purge: string;
  actionOf: (action: string, name: string) => string;
  restoreTitle: string;
  restoreText: (name: string) => string;
  purgeTitle: string;
  purgeText: (name: string) => string;
  restored: (name: string) => string;
  purged: string;
  empty: string;
  hint: string;
  loadFailed: string;
  retry: string;
  cancel: string;
}

export interface ProjectRecycleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale?: Partial<ProjectRecycleLocale>;
}
