export { AddFilesDialog, type AddFilesDialogProps } from './AddFilesDialog';
export {
  type RecognitionTiming,
  useChosenFiles,
  useDownloadReport,
  useLoadProjectFolder,
  useProjectFolder,
  useRecognitionLookup,
  useRecognitionPoller,
  useRefreshPreview,
  useReRecognise,
  useSaveErrorReport,
  useStartRecognition,
} from './hooks';
export type { RecognitionFileListLocale, RecognitionFileListProps } from './interface';
export {
  canGoNext as isRecognitionReady,
  countRecognition,
  createRecognitionPoller,
  type FileRecognition,
  isAbnormal as isRecognitionAbnormal,
  type RecognitionCounts,
  type RecognitionLookup,
  type RecognitionPoller,
  type RecognitionPollerOptions,
  type RecognitionSnapshot,
  recognitionIn,
  resourceToDrawingRef,
  templateUnmatchedStatuses,
} from './model';
export { RecognitionFileList } from './RecognitionFileList';
