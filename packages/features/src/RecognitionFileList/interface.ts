/**
 * What the recognition file list (step 1 of the quick stamp approval) takes, and the strings it shows. The strings
 * live in `../locale/zh_CN.ts` (the specification's texts verbatim) and `../locale/en_US.ts`.
 */
import type { DrawingRef, RecognitionStatus } from '@atelier/api';
import type { ReactNode } from 'react';

export interface RecognitionFileListProps {
  /** The project the files belong to: recognition is started in it and more files are added from it. */
  projectId: string;
  /** The chosen files (controlled). */
  files: DrawingRef[];
  /** Called with the new list when files are added or removed. */
  onFilesChange: (files: DrawingRef[]) => void;
  /** Called when whether Next is allowed changes: every file recognised successfully (status '5'). */
  onReadyChange?: (ready: boolean) => void;
  /** Opens a file's folder (a project directory in a new tab); without it no folder link is shown. */
  onOpenFolder?: (parentId: string) => void;
  /**
   * Downloads the error report by its uuid (saveErrorReport's answer). Without it the list downloads it itself
   * through `drawingCheck.downloadReport` and saves it as a file.
   */
  onDownloadReport?: (uuid: string) => void;
  /** Where the help link of the unmatched-template warning goes (opened in a new tab). Default '/help'. */
  helpHref?: string;
  /** Milliseconds between status polls; 3 s by default (short ones are for stories and tests). */
  pollInterval?: number;
  /** Milliseconds before a pending file is marked timed out; 5 minutes by default. */
  pollLimit?: number;
  /**
   * More controls in each file's row, before its actions (the ordered-signing dialog's registration-stamp picker
   * and text-signature configuration). Keep it stable (useCallback): rows re-render when it changes.
   */
  renderFileExtra?: (file: DrawingRef) => ReactNode;
  /** The list's height in pixels when it has more rows than fit; default 440. */
  listHeight?: number;
  /** Overrides of single strings (default <- `FeaturesLocaleProvider` <- this prop). */
  locale?: Partial<RecognitionFileListLocale>;
}

/** Every string the list and its add dialog show. */
export interface RecognitionFileListLocale {
  /** The recognition codes' texts (000 section 3). */
  status: Readonly<Record<RecognitionStatus, string>>;
  /** A file polling gave up on. */
  timedOut: string;
  /** A file whose recognition could not be started. */
  notStarted: string;
  addFiles: string;
  refreshPreview: string;
  pinAbnormal: string;
  /** The name of the toolbar of drawing actions. */
  toolbar: string;
  downloadReport: string;
  selectedCount: (count: number) => string;
  /** The list's name. */
  list: string;
  /** A folder heading: its path, or the root. */
  rootFolder: string;
  folderFiles: (count: number) => string;
  /** Marks a pinned (abnormal) file. */
  pinned: string;
  reRecognise: (name: string) => string;
  openFolder: (name: string) => string;
  remove: (name: string) => string;
  empty: string;
  /** The warning with the count of files that matched no frame template. */
  unmatched: (count: number) => string;
  help: string;
  /** Shown when polling gave up on some files. */
  timedOutWarning: (count: number) => string;
  /** Refresh preview while files still wait for recognition. */
  recognitionBusy: string;
  /** Refresh preview with no failed preview. */
  nothingToRefresh: string;
  previewRefreshed: (count: number) => string;
  /** Pin or report with no abnormal file. */
  noAbnormal: string;
  /** The downloaded report's name, without extension. */
  reportFileName: string;
  /** What recognition read from a recognised drawing: its 图号 and 图名 (issue 23). */
  drawingInfo: (number: string, name: string) => string;
  /** The page whose title block counted, in a PDF of several pages. */
  pageOf: (page: number, count: number) => string;
  /** The add dialog. */
  addDialogTitle: string;
  projectFiles: string;
  ok: string;
  cancel: string;
  /** Nothing checked. */
  noSelection: string;
  /** Only empty folders checked. */
  noFilesFound: string;
  added: (count: number) => string;
  /** Every chosen file was in the list already. */
  nothingNew: string;
  loadFailed: string;
  retry: string;
}
