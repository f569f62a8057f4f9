/** What the upload panel and the add dialog take, and the strings they show. */
import type { UploadItemStatus } from '@atelier/api';
import type { ReactNode } from 'react';
import type { AddOptions, UploadEngine } from './engine';
import type { UploadItem } from './engine/types';

export interface UploadPanelProps {
  /** The page's engine (one per page, made with `createUploadEngine`): the panel only shows and steers it. */
  engine: UploadEngine;
  /** Shown while there are items, unless closed; `onClose` runs after the user closed it (confirmed if needed). */
  onClose?: () => void;
  /** Pause and continue (off in a local deployment without resumable storage). Default true. */
  allowsPause?: boolean;
  /** Called once for each item the queue finishes: refresh the folder it landed in. */
  onSettled?: (item: UploadItem) => void;
  locale?: Partial<UploadPanelLocale>;
}

export interface UploadDialogProps {
  engine: UploadEngine;
  /** Where the picked files go, and the rules that apply (folder type, allowed extensions, new version). */
  options: AddOptions;
  /** "上传新版本": one file, no folders, its extension kept. */
  newVersionOf?: { resName: string } | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called after files were queued (open the panel). */
  onQueued?: () => void;
  /** A line under the drop area, e.g. the folder's rule ("该文件夹仅支持上传pdf格式文件"). */
  description?: ReactNode;
  /** Where the files go, as a person reads it (the project and the folder's path), shown before starting. */
  destination?: string | undefined;
  locale?: Partial<UploadPanelLocale>;
}

export interface UploadPanelLocale {
  /** The title while items wait, upload or are paused: files travel encrypted. */
  titleUploading: string;
  titleDone: string;
  /** The item statuses of 001 section 4.1. */
  status: Readonly<Record<UploadItemStatus, string>>;
  /** Uploaded so far, of all. */
  progress: (succeeded: number, total: number) => string;
  failedCount: (count: number) => string;
  list: string;
  collapse: string;
  expand: string;
  close: string;
  pause: (name: string) => string;
  resume: (name: string) => string;
  retry: (name: string) => string;
  cancel: (name: string) => string;
  remove: (name: string) => string;
  clearFinished: string;
  hashing: (percent: number) => string;
  /** Why retry is off: another item still waits or uploads. */
  retryLater: string;
  confirmAbandonTitle: string;
  confirmAbandonText: (count: number) => string;
  abandon: string;
  keepUploading: string;
  uploaded: string;
  offline: string;
  /** The add dialog. */
  dialogTitle: string;
  dialogTitleNewVersion: (name: string) => string;
  start: string;
  cancelDialog: string;
  clearPicked: string;
  /** The count with the folders picked: 已选择12个文件（文件夹：施工图）. */
  pickedWithFolders: (files: number, folders: readonly string[]) => string;
  pickedList: string;
  removePicked: (path: string) => string;
  destination: (path: string) => string;
  noSelection: string;
}
