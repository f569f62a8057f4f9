export { quickApprovalKeys, useApprovalNameCheck, useStampIsCloud, useStampSigners } from './hooks';
export type { QuickApprovalInfoFormLocale, QuickApprovalInfoFormProps, QuickApprovalRuleMessages } from './interface';
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
