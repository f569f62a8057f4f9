export { FlowTemplateDialog } from './FlowTemplateDialog';
export {
  useCreateFlowTemplate,
  useDefaultFlowTemplate,
  useDuties,
  useFlowTemplate,
  useProjectUsers,
  useTemplateNameCheck,
  useUpdateDefaultFlowTemplate,
  useUpdateFlowTemplate,
} from './hooks';
export type {
  FlowTemplateDialogBaseProps,
  FlowTemplateDialogLocale,
  FlowTemplateDialogMode,
  FlowTemplateDialogProps,
  FlowTemplateRuleMessages,
  FlowTemplateSaved,
  FlowTemplateTarget,
} from './interface';
export {
  type FlowNode,
  type FlowTemplateFormOutput,
  type FlowTemplateFormValues,
  flowTemplateFormSchema,
  fromTemplate as flowTemplateToFormValues,
} from './model';
