export * from './FlowTemplateDialog';
export * from './FlowTemplateList';
export * from './locale';
export * from './provider';
export * from './UploadPanel';
