export { ApprovalDetailDialog } from './ApprovalDetailDialog';
export {
  useApprovalDetail,
  useApprovalFiles,
  useDownloadAll,
  usePassApproval,
  useRefuseApproval,
  useViewerId,
  useWithdrawApproval,
} from './hooks';
export type { ApprovalDetailDialogLocale, ApprovalDetailDialogProps } from './interface';
export {
  canDownloadAll,
  costRows,
  type DetailStep,
  type DetailStepStatus,
  detailSteps,
  fileCount,
  fileGroups,
  isRemarkTooLong,
  passRemark,
  refuseRemark,
  type SummaryKey,
  stageStatus,
  statusTone,
  summaryLines,
  taskStepStatus,
  type ViewerActions,
  viewerActions,
} from './model';
