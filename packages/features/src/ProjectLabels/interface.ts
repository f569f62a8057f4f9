import type { LabelColor, ProjectLabel } from '@atelier/api';

export interface ProjectLabelsLocale {
  manage: string;
  manageTitle: string;
  add: string;
  addTitle: string;
  editTitle: string;
  name: string;
  namePlaceholder: string;
  color: string;
  colors: Record<LabelColor, string>;
  edit: string;
  delete: string;
  actionOf: (action: string, name: string) => string;
  projectCount: (count: number) => string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  added: string;
  saved: string;
  deleted: string;
  empty: string;
  hint: string;
  loadFailed: string;
  retry: string;
  ok: string;
  cancel: string;
  /** The manager's footer button (its changes are saved as made); not 关闭, which names the header's ✕ already. */
  done: string;
  // Putting labels on a project
  setLabels: string;
  setLabelsOf: (project: string) => string;
  setLabelsTitle: (project: string) => string;
  choose: string;
  pickerHint: string;
  pickerEmpty: string;
  labelsSaved: string;
  labelsOf: (project: string) => string;
  // Favourites
  favouriteOf: (project: string) => string;
  unfavouriteOf: (project: string) => string;
  favourited: string;
  unfavourited: string;
  /** The cover's text alternative, and the default picture's (issue 25). */
  coverOf: (project: string) => string;
  defaultCoverOf: (project: string) => string;
  changeCover: string;
  resetCover: string;
  coverHint: string;
  coverChanged: string;
  coverReset: string;
}

export interface LabelManagerDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale?: Partial<ProjectLabelsLocale>;
}

export interface ProjectLabelDialogProps {
  /** The project whose labels are set; none: closed. */
  project: { id: string; name: string; labelList?: readonly ProjectLabel[] | undefined } | null;
  onClose: () => void;
  /** Opens the label manager (the picker offers it when there is no label yet). */
  onManage?: (() => void) | undefined;
  locale?: Partial<ProjectLabelsLocale>;
}

export interface FavouriteButtonProps {
  projectId: string;
  projectName: string;
  isFavourite: boolean;
  locale?: Partial<ProjectLabelsLocale>;
}

export interface ProjectCoverProps {
  projectName: string;
  /** The cover's URL (the list entry's `coverImage`); none shows the default picture. */
  coverImage?: string | null | undefined;
  locale?: Partial<ProjectLabelsLocale>;
}

export interface CoverPickerProps {
  projectId: string;
  projectName: string;
  coverImage?: string | null | undefined;
  locale?: Partial<ProjectLabelsLocale>;
}

export interface LabelTagsProps {
  labels: readonly ProjectLabel[];
  /** The list's accessible name (e.g. 项目“滨江新城综合体”的标签). */
  'aria-label': string;
  className?: string;
}
