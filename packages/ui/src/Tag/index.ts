export {
  StatusTag,
  type StatusTagProps,
  type StatusTagTone,
  statusTagTones,
  Tag,
  type TagProps,
  tagColors,
  tagSizes,
} from './Tag';
