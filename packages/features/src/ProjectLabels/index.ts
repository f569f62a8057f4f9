export { CoverPicker } from './CoverPicker';
export { FavouriteButton } from './FavouriteButton';
export { LABEL_PAGE_SIZE, useCoverChange, useLabels } from './hooks';
export type {
  CoverPickerProps,
  FavouriteButtonProps,
  LabelManagerDialogProps,
  LabelTagsProps,
  ProjectCoverProps,
  ProjectLabelDialogProps,
  ProjectLabelsLocale,
} from './interface';
export { LabelManagerDialog } from './LabelManagerDialog';
export { LabelTag, LabelTags } from './LabelTag';
export { ProjectCover } from './ProjectCover';
export { ProjectLabelDialog } from './ProjectLabelDialog';
