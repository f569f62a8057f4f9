export { ActivationKeyTable } from './ActivationKeyTable';
export { CaApplicationDialog } from './CaApplicationDialog';
export { CaCertificateCell } from './CaCertificateCell';
export { CaLogDialog } from './CaLogDialog';
export { CaReviewList } from './CaReviewList';
export { CertificateStatusTag } from './CertificateStatusTag';
export {
  type CaApplicationQuery,
  type StampLogQuery,
  useActivationKeys,
  useApplyCa,
  useApplyCaChange,
  useAssignKey,
  useCaApplications,
  useCaLog,
  useCaOrganisations,
  useEnterpriseMembers,
  useReviewCa,
  useRootCertificate,
  useStampLog,
  useWithdrawCa,
} from './hooks';
export type {
  ActivationKeyTableLocale,
  ActivationKeyTableProps,
  CaApplicationDialogLocale,
  CaApplicationDialogProps,
  CaCertificateCellProps,
  CaLogDialogLocale,
  CaLogDialogProps,
  CaReviewListLocale,
  CaReviewListProps,
  CertificateStatusTagLocale,
  CertificateStatusTagProps,
  StampLogTableLocale,
  StampLogTableProps,
} from './interface';
export {
  approvalTone,
  type CertificateActions,
  type CertificateFields,
  canAssignKey,
  certificateActions,
  certificateStatusOf,
  certificateTone,
  changeTypes,
  clampPage,
  deadlineText,
  defaultOrganisation,
  isRangeValid,
  isReviewRemarkTooLong,
  keyHolder,
  keyTone,
  pageCount,
  rangeQuery,
  reviewRemark,
  type TimeRange,
} from './model';
export { StampLogTable } from './StampLogTable';
