export { configurePdfWorker } from '../pdf/pdfWorker';
export { useEnterpriseStamps, usePreviewUrl, useRegistrationStamps, useStampBatches } from './hooks';
export type { StampBatchPickerLocale, StampBatchPickerProps, StampBatchRuleMessages } from './interface';
export {
  APPROVER_REQUIRED,
  allChosenStampIds,
  type BatchChoice,
  type BatchValidation,
  batchKey,
  batchStampMessage,
  chosenStampIds,
  type FastInfo,
  initialChoice,
  isCaExpired,
  isCaStamp,
  MAX_BATCH_STAMPS,
  reconcileChoices,
  stampSlotCount,
  toDrawingRef,
  toFastInfoVOS,
  validateBatchChoices,
} from './model';
export { StampBatchPicker } from './StampBatchPicker';
