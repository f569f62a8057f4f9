export { ConflictDialog } from './ConflictDialog';
export { CrossCopyDialog } from './CrossCopyDialog';
export { DeleteDialog } from './DeleteDialog';
export type {
  ConflictDialogProps,
  CrossCopyDialogProps,
  DeleteDialogProps,
  FileEntry,
  FileManagerLocale,
  FilesOwner,
  NameDialogProps,
  RecycleBinProps,
  StampedMarkProps,
  TransferDialogProps,
  VersionDrawerProps,
} from './interface';
export { clashingNames, initialName, isTargetAllowed, targetRefusal } from './model';
export { NameDialog } from './NameDialog';
export { RecycleBin } from './RecycleBin';
export { StampedMark } from './StampedMark';
export { TransferDialog } from './TransferDialog';
export { VersionDrawer } from './VersionDrawer';
