export { CreateEnterpriseDialog } from './CreateEnterpriseDialog';
export { EnterpriseExpiryNotice } from './EnterpriseExpiryNotice';
export { EnterpriseInfoForm } from './EnterpriseInfoForm';
export {
  useCreateEnterprise,
  useEnterpriseDetail,
  useEnterpriseSearch,
  useJoinEnterprise,
  useJoinRequests,
  useRegions,
} from './hooks';
export type {
  CreateEnterpriseDialogLocale,
  CreateEnterpriseDialogProps,
  EnterpriseExpiryNoticeLocale,
  EnterpriseExpiryNoticeProps,
  EnterpriseInfoFormLocale,
  EnterpriseInfoFormProps,
  JoinEnterpriseDialogLocale,
  JoinEnterpriseDialogProps,
  JoinRequestListLocale,
  JoinRequestListProps,
  LockedEnterpriseLocale,
  LockedEnterpriseProps,
} from './interface';
export { JoinEnterpriseDialog } from './JoinEnterpriseDialog';
export { JoinRequestList } from './JoinRequestList';
export { LockedEnterprise } from './LockedEnterprise';
export { chooseRegion, daysLeft, type EnterpriseNotice, refusalNotice, searchKeyword } from './model';
