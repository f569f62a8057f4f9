export type { OrderedSigningDialogLocale, OrderedSigningDialogProps } from './interface';
export {
  buildOrderedSubmission,
  canUseDefaultTemplate,
  type FileStamps,
  orderedApprovalName,
  orderedSubmissionProblem,
  tasksOf,
} from './model';
export { OrderedSigningDialog } from './OrderedSigningDialog';
