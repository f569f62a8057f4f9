import type { ConflictChoice, FileRecord, ProjectResource, RecycleEntry, StampedBy } from '@atelier/api';

/** The strings of the file manager's dialogs, drawer and recycle bin (one slice for the whole folder). */
export interface FileManagerLocale {
  newFolder: string;
  folderName: string;
  rename: string;
  renameFile: (name: string) => string;
  newName: string;
  /** The hint under a file's name: its extension is kept. */
  extensionKept: (ext: string) => string;
  ok: string;
  cancel: string;
  created: string;
  renamed: string;
  moveTo: string;
  copyTo: string;
  chooseTarget: string;
  root: string;
  targetRequired: string;
  moved: (count: number) => string;
  copied: (count: number) => string;
  conflictTitle: string;
  conflictIntro: (count: number) => string;
  conflictChoice: string;
  choiceLabels: Record<ConflictChoice, string>;
  deleteTitle: string;
  deleteConfirm: (count: number, name: string) => string;
  deleteHint: string;
  delete: string;
  deleted: (count: number) => string;
  recycleBin: string;
  recycleEmpty: string;
  name: string;
  originalPath: string;
  deletedBy: string;
  deleteTime: string;
  daysLeft: string;
  days: (days: number) => string;
  actions: string;
  restore: string;
  restoreNamed: (name: string) => string;
  restored: string;
  deleteForGood: string;
  deleteForGoodNamed: (name: string) => string;
  deleteForGoodConfirm: (name: string) => string;
  deletedForGood: string;
  versions: string;
  versionsOf: (name: string) => string;
  version: (verNum: number) => string;
  current: string;
  rollback: string;
  rollbackNamed: (verNum: number) => string;
  rolledBack: (verNum: number) => string;
  deleteVersion: string;
  deleteVersionNamed: (verNum: number) => string;
  versionDeleted: string;
  noVersions: string;
  /** The mark of a stamped version (issue 22 item 9) and the link to the approval that stamped it. */
  stamped: string;
  stampedByNamed: (actName: string) => string;
  loadFailed: string;
  retry: string;
}

interface WithLocale {
  locale?: Partial<FileManagerLocale>;
}

/** What a dialog of the project directory needs: the project and its open state. */
interface DialogBase extends WithLocale {
  projectId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface NameDialogProps extends DialogBase {
  /** A new folder in `parentId`, or renaming `resource`. */
  mode: { kind: 'create'; parentId: string } | { kind: 'rename'; resource: ProjectResource };
  onDone?: () => void;
}

export interface TransferDialogProps extends DialogBase {
  operation: 'move' | 'copy';
  /** The folder the sources are in. */
  parentId: string;
  sources: readonly ProjectResource[];
  onDone?: () => void;
}

export interface ConflictDialogProps extends WithLocale {
  names: readonly string[];
  isOpen: boolean;
  onChoose: (choice: ConflictChoice) => void;
  onCancel: () => void;
}

export interface DeleteDialogProps extends DialogBase {
  parentId: string;
  resources: readonly ProjectResource[];
  onDone?: () => void;
}

export interface RecycleBinProps extends WithLocale {
  projectId: string;
  /** Called after a restore (the directory lists change). */
  onRestored?: (entries: readonly RecycleEntry[]) => void;
}

export interface VersionDrawerProps extends WithLocale {
  file: ProjectResource | null;
  onClose: () => void;
  onChanged?: (record: FileRecord | null) => void;
  /** Where a stamped version's approval opens (its detail); without it the approval is named, not linked. */
  approvalHref?: (approvalId: string) => string;
}

export interface StampedMarkProps extends WithLocale {
  stampedBy: StampedBy;
  /** Where the approval's detail opens; without it the approval is named only. */
  approvalHref?: ((approvalId: string) => string) | undefined;
}
