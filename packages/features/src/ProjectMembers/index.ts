export { FolderPermissionDialog } from './FolderPermissionDialog';
export { useMyFolderPermission, useProjectMembers } from './hooks';
export type {
  FolderPermissionDialogProps,
  FolderPermissionLocale,
  ProjectMembersLocale,
  ProjectMembersPanelProps,
} from './interface';
export { ProjectMembersPanel } from './ProjectMembersPanel';
