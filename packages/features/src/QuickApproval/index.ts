export { useApprovalNameCheck, useStampIsCloud, useStampSigners } from './hooks';
export type {
  QuickApprovalInfoFormLocale,
  QuickApprovalInfoFormProps,
  QuickApprovalRuleMessages,
  QuickStampWizardLocale,
  QuickStampWizardProps,
} from './interface';
export {
  type AttachmentItem,
  buildQuickSubmission,
  type CaCheck,
  checkCaStamps,
  chosenStampIdsOf,
  defaultApprovalName,
  emptyInfoValues,
  isCaOffered,
  type QuickApprovalInfo,
  type QuickApprovalInfoOutput,
  type QuickApprovalInfoValues,
  type QuickSubmissionInput,
  quickApprovalInfoSchema,
  shouldAskAboutCa,
  toQuickApprovalInfo,
} from './model';
export { QuickApprovalInfoForm } from './QuickApprovalInfoForm';
export { QuickStampWizard } from './QuickStampWizard';
export { canGoBack, canGoNext, canSubmit, QuickWizardStep, templateChangeAction } from './wizard';
