export {
  Progress,
  type ProgressProps,
  type ProgressStatus,
  progressSizes,
  progressStatuses,
  progressTypes,
} from './Progress';
