export * from './FlowTemplateDialog';
export * from './FlowTemplateList';
export * from './locale';
export * from './provider';
export * from './QuickApproval';
export * from './RecognitionFileList';
export * from './StampBatchPicker';
export * from './UploadPanel';
