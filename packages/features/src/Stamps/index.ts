export { EnterpriseStampTable } from './EnterpriseStampTable';
export {
  type CreateStampInput,
  useBatchCreateSignatures,
  useCreateStamp,
  useDeleteStamp,
  useManagedStamps,
  useMyStamps,
  useReplaceStampImage,
  useSetStampEnabled,
  useStampImage,
  useStampPeople,
  useUpdateStampInfo,
  useUploadStampImage,
} from './hooks';
export type {
  EnterpriseStampTableLocale,
  EnterpriseStampTableProps,
  PersonalStampPanelLocale,
  PersonalStampPanelProps,
  StampFormLocale,
  StampImageUploadLocale,
  StampImageUploadProps,
  StampImageValue,
} from './interface';
export {
  type EnterpriseStampType,
  emptyReason,
  enterpriseStampTypes,
  filterStamps,
  hasSignature,
  hasStampImage,
  isDeadline,
  NO_DEADLINE,
  pageOfStamps,
  parseDeadline,
  STAMP_PAGE_SIZE,
  type StampFormProblem,
  type StampImageProblem,
  type StampListState,
  type StampStateFilter,
  stampFormProblems,
  stampImageProblem,
  stampInfoChanges,
  stampInfoProblems,
  stampListReducer,
  stampNameProblem,
  uploadReducer,
} from './model';
export { PersonalStampPanel } from './PersonalStampPanel';
export { StampImageUpload } from './StampImageUpload';
export { StampPicture, type StampPictureProps } from './StampPicture';
