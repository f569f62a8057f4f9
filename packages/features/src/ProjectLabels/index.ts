export { FavouriteButton } from './FavouriteButton';
export { LABEL_PAGE_SIZE, useLabels } from './hooks';
export type {
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
