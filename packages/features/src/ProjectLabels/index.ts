export { FavouriteButton } from './FavouriteButton';
export { LABEL_PAGE_SIZE, useLabels } from './hooks';
export type {
  FavouriteButtonProps,
  LabelManagerDialogProps,
  LabelTagsProps,
  ProjectLabelDialogProps,
  ProjectLabelsLocale,
} from './interface';
export { LabelManagerDialog } from './LabelManagerDialog';
export { LabelTag, LabelTags } from './LabelTag';
export { ProjectLabelDialog } from './ProjectLabelDialog';
