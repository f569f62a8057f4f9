export { FolderPermissionDialog } from './FolderPermissionDialog';
export { useMyFolderPermission, useProjectMembers } from './hooks';
export type {
  FolderPermissionDialogProps,
  FolderPermissionLocale,
  ProjectMembersLocale,
  ProjectMembersPanelProps,
  ProjectRecycleDialogProps,
  ProjectRecycleLocale,
} from './interface';
export { ProjectMembersPanel } from './ProjectMembersPanel';
export { ProjectRecycleDialog } from './ProjectRecycleDialog';
