export * from './engine';
export { useUploadGuards, useUploadSnapshot } from './hooks';
export type { UploadDialogProps, UploadPanelLocale, UploadPanelProps } from './interface';
export { UploadDialog } from './UploadDialog';
export { UPLOAD_ROW_HEIGHT, UPLOAD_VISIBLE_ROWS, UploadPanel } from './UploadPanel';
