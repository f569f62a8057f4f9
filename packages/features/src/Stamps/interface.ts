import type { OwnerType, Stamp, StampImage, StampType } from '@atelier/api';
import type { ReactNode } from 'react';
import type { EnterpriseStampType, StampFormProblem, StampImageProblem, StampStateFilter } from './model';

/** Strings shared by the stamp forms (create, rename, replace). */
export interface StampFormLocale {
  name: string;
  namePlaceholder: string;
  type: string;
  image: string;
  deadline: string;
  deadlinePlaceholder: string;
  deadlineHint: string;
  problems: Record<StampFormProblem, string>;
  ok: string;
  cancel: string;
}

export interface StampImageUploadLocale {
  label: string;
  /** The types and size allowed, under the drop area. */
  hint: string;
  replace: string;
  remove: string;
  retry: string;
  uploading: string;
  /** The image rule's messages (zh: the rule's own texts). */
  problems: Record<StampImageProblem, string>;
  /** The request got no answer; the picked file is kept for a retry. */
  networkFailed: string;
  previewAlt: string;
  size: (width: number, height: number) => string;
  /** Says the checkerboard is the transparent background. */
  transparency: string;
}

export interface StampImageUploadProps {
  /** The uploaded image in use (controlled); null when none. */
  value: StampImageValue | null;
  /** A new image was uploaded, or the image was removed (null). */
  onChange: (value: StampImageValue | null) => void;
  /** Shown while there is no value, e.g. the stamp's current image when replacing it. */
  placeholder?: ReactNode;
  /** Hides the remove button (replacing an image must end with one). */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** An error from the form around it (e.g. 请上传印章图片). */
  errorMessage?: string;
  locale?: Partial<StampImageUploadLocale>;
}

/** An image the server accepted, with the file it came from (for the preview). */
export interface StampImageValue {
  image: StampImage;
  file: File;
}

export interface PersonalStampPanelLocale extends StampFormLocale {
  title: string;
  signatures: string;
  stamps: string;
  add: string;
  createTitle: string;
  typeText: Record<StampType, string>;
  replaceImage: string;
  uploadImage: string;
  replaceTitle: (name: string) => string;
  delete: string;
  deleteTitle: string;
  deleteContent: (name: string) => string;
  created: string;
  replaced: string;
  deleted: string;
  noImage: string;
  enabled: string;
  disabled: string;
  empty: string;
  emptyHint: string;
  noSignature: string;
  noStamps: string;
  /** The enterprise stamps the user manages (their CA certificates are theirs to apply for). */
  managed: string;
  loadFailed: string;
  retry: string;
  listLabel: (section: string) => string;
}

export interface PersonalStampPanelProps {
  /** Shows a stamp's certificate (the CA part's tag or actions); nothing when unset. */
  renderCertificate?: (stamp: Stamp) => ReactNode;
  locale?: Partial<PersonalStampPanelLocale>;
}

export interface EnterpriseStampTableLocale extends StampFormLocale {
  typeTabsLabel: string;
  typeText: Record<EnterpriseStampType, string>;
  ownerTypeText: Record<OwnerType, string>;
  search: string;
  searchPlaceholder: string;
  stateFilter: string;
  stateText: Record<StampStateFilter, string>;
  columns: {
    image: string;
    name: string;
    type: string;
    owner: string;
    state: string;
    deadline: string;
    certificate: string;
    actions: string;
  };
  listLabel: (type: string) => string;
  switchLabel: (name: string) => string;
  enabledDone: (name: string) => string;
  disabledDone: (name: string) => string;
  edit: string;
  reassign: string;
  delete: string;
  create: string;
  createTitle: string;
  created: string;
  editTitle: string;
  saved: string;
  reassignTitle: string;
  currentManager: string;
  noManager: string;
  manager: string;
  managerPlaceholder: string;
  managerRequired: string;
  reassigned: (name: string) => string;
  batchCreate: string;
  batchTitle: string;
  batchHint: string;
  people: string;
  peoplePlaceholder: string;
  peopleRequired: string;
  hasSignature: string;
  batchCreated: (count: number) => string;
  deleteTitle: string;
  deleteContent: (name: string) => string;
  deleted: string;
  noImage: string;
  loadFailed: string;
  retry: string;
  empty: (type: string) => string;
  filteredEmpty: string;
  clearFilter: string;
  peopleLoadFailed: string;
}

export interface EnterpriseStampTableProps {
  /** The tab shown first: 1 output (default), 2 custom, 4 registration. */
  defaultType?: EnterpriseStampType;
  /** A stamp's certificate cell (the CA part's status tag); the column shows only when set. */
  renderCertificate?: (stamp: Stamp) => ReactNode;
  locale?: Partial<EnterpriseStampTableLocale>;
}
