import type {
  ConflictChoice,
  ConflictChoices,
  FileRecord,
  ProjectResource,
  RecycleEntry,
  StampedBy,
} from '@atelier/api';

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
  /** Copies between the personal disk and a project (issue 26). */
  copyToProject: string;
  copyToDisk: string;
  targetProject: string;
  projectRequired: string;
  noProjects: string;
  conflictTitle: string;
  conflictIntro: (count: number) => string;
  conflictChoice: string;
  choiceLabels: Record<ConflictChoice, string>;
  /** The list of every clashing name (its accessible name). */
  conflictNames: string;
  /** Which clash is asked about, of how many: 第 2 项，共 5 项. */
  conflictProgress: (index: number, total: number) => string;
  /** After the name asked about: 已存在. */
  conflictExists: string;
  /** "Apply to all": the choice for this name and the `left` names after it. */
  applyToAll: (left: number) => string;
  /** The ok button while names are left to ask about. */
  nextConflict: string;
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

/** Whose files a dialog works on: a project's directory, or the signed-in person's network disk (issue 26). */
export type FilesOwner = { kind: 'project'; projectId: string } | { kind: 'disk' };

/** The owner as a project id (the directory's dialogs) or as an owner (the disk, or a project). */
export type OwnerProps = { projectId: string; owner?: undefined } | { owner: FilesOwner; projectId?: undefined };

/** A folder or file of any owner, as the dialogs read it (a project's resource and a disk's both fit). */
export type FileEntry = Pick<ProjectResource, 'resId' | 'resName' | 'parentId' | 'isFolder' | 'fileExt'>;

/** What a dialog of the project directory or the disk needs: the owner and its open state. */
type DialogBase = WithLocale &
  OwnerProps & {
    isOpen: boolean;
    onOpenChange: (open: boolean) => void;
  };

export type NameDialogProps = DialogBase & {
  /** A new folder in `parentId`, or renaming `resource`. */
  mode: { kind: 'create'; parentId: string } | { kind: 'rename'; resource: FileEntry };
  onDone?: () => void;
};

export type TransferDialogProps = DialogBase & {
  operation: 'move' | 'copy';
  /** The folder the sources are in. */
  parentId: string;
  sources: readonly FileEntry[];
  onDone?: () => void;
};

/**
 * 复制到项目 (the disk's files into a folder of a project the person picks) or 复制到网盘 (a project's files into
 * a folder of the person's disk).
 */
export type CrossCopyDialogProps = WithLocale & {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  sources: readonly FileEntry[];
  onDone?: () => void;
} & (
    | { direction: 'toProject'; projectId?: undefined }
    | { direction: 'toDisk' /** The sources' project. */; projectId: string }
  );

export interface ConflictDialogProps extends WithLocale {
  /** The names taken in the target, asked about in this order. */
  names: readonly string[];
  isOpen: boolean;
  /** Every name answered: a choice per name, and the one applied to the rest ("apply to all"). */
  onChoose: (resolution: ConflictChoices) => void;
  onCancel: () => void;
}

export type DeleteDialogProps = DialogBase & {
  parentId: string;
  resources: readonly FileEntry[];
  onDone?: () => void;
};

export type RecycleBinProps = WithLocale &
  OwnerProps & {
    /** Called after a restore (the directory lists change). */
    onRestored?: (entries: readonly RecycleEntry[]) => void;
    /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
    showTitle?: boolean;
  };

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
