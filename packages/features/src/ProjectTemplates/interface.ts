import type { FolderPermission } from '@atelier/api';

export interface ProjectTemplatesLocale {
  title: string;
  add: string;
  addTitle: string;
  renameTitle: string;
  name: string;
  namePlaceholder: string;
  folderCount: string;
  enabled: string;
  enabledOf: (name: string) => string;
  updateTime: string;
  actions: string;
  editFolders: string;
  rename: string;
  delete: string;
  actionOf: (action: string, name: string) => string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  added: string;
  renamed: string;
  deleted: string;
  enabledNow: (name: string) => string;
  disabledNow: (name: string) => string;
  empty: string;
  loadFailed: string;
  retry: string;
  ok: string;
  cancel: string;
  hint: string;
  // The folder editor
  foldersTitle: (name: string) => string;
  folder: string;
  memberLevel: string;
  memberLevelOf: (name: string) => string;
  inherited: string;
  levels: Record<FolderPermission, string>;
  addRoot: string;
  addChild: string;
  addChildTitle: (parent: string) => string;
  addRootTitle: string;
  folderName: string;
  folderNamePlaceholder: string;
  folderNameTaken: string;
  moveUp: string;
  moveDown: string;
  foldersEmpty: string;
  foldersHint: string;
  save: string;
  saved: string;
  discardTitle: string;
  discardText: string;
  discard: string;
  keepEditing: string;
}

export interface ProjectTemplateListProps {
  /**
   * Shows the list's own heading (default true). A page whose header already says 项目模板 leaves it out, so the
   * title is not shown twice (one page-header pattern).
   */
  showTitle?: boolean;
  locale?: Partial<ProjectTemplatesLocale>;
}
