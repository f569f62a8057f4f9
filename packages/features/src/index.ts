export * from './FlowTemplateDialog';
export * from './locale';
export * from './provider';
