export { FlowTemplateList } from './FlowTemplateList';
export { FlowTemplateStrip } from './FlowTemplateStrip';
export { useDeleteFlowTemplate, useFlowTemplateList, useFlowTemplatePages } from './hooks';
export type {
  FlowTemplateChoice,
  FlowTemplateListLocale,
  FlowTemplateListProps,
  FlowTemplateStripProps,
} from './interface';
