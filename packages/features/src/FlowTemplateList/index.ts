export { FlowTemplateList } from './FlowTemplateList';
export { flowTemplateListKey, useDeleteFlowTemplate, useFlowTemplateList } from './hooks';
export type { FlowTemplateListLocale, FlowTemplateListProps } from './interface';
