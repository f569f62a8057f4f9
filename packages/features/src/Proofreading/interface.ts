import type { MarkShape, MarkStatus, OpinionType, ProoLogOperation, ProoType } from '@atelier/api';
import type { ProofreadingFileChoice, ProofreadingRuleMessages } from './launch';

/** The markup viewer's texts (the opinion types are the specification's: 违反可行性, 违反应当, 强制性条文, 一般). */
export interface ProofreadingLocale {
  tools: Record<MarkShape, string>;
  toolbar: string;
  zoomIn: string;
  zoomOut: string;
  zoom: (percent: number) => string;
  page: (page: number, pages: number) => string;
  previousPage: string;
  nextPage: string;
  drawing: string;
  canvas: (name: string) => string;
  keyboardHint: string;
  loading: string;
  loadFailed: string;
  opinionTypes: Record<OpinionType, string>;
  statuses: Record<MarkStatus, string>;
  opinionForm: string;
  /** The opinion banks' picker in the opinion form: its label, placeholder, empty text and whose opinion. */
  pickOpinion: string;
  pickOpinionPlaceholder: string;
  pickOpinionEmpty: string;
  bankOf: Record<'1' | '2', string>;
  opinionType: string;
  opinion: string;
  specialty: string;
  save: string;
  cancel: string;
  marks: string;
  marksCount: (n: number) => string;
  noMarks: string;
  reviewer: string;
  allReviewers: string;
  type: string;
  allTypes: string;
  reply: string;
  replyPlaceholder: string;
  send: string;
  confirm: string;
  reject: string;
  remove: string;
  olderVersion: (verNum: number) => string;
  markLabel: (index: number, type: string, author: string, comment: string) => string;
  files: string;
  proofreading: string;
  noProofreadings: string;
  /** The passed proofreading's marked-opinion report (downloadProofFile). */
  downloadReport: string;
  /** The operation record (getProoActLog). */
  log: string;
  logEmpty: string;
  logLoadFailed: string;
  logOperations: Record<ProoLogOperation, string>;
  /** A version of a drawing in the record: 第 2 版. */
  logVersion: (verNum: number) => string;
  loadMore: string;
  loadingMore: string;
  retry: string;
  /** The initiator's versions of the drawings (updateActRes, adoptResFile). */
  versions: string;
  versionsHint: string;
  updateToNewest: (name: string) => string;
  adoptReviewed: (name: string) => string;
  updateLabel: string;
  adoptLabel: string;
  updated: (name: string) => string;
  adopted: (name: string) => string;
}

export interface ProofreadingViewerProps {
  /** The proofreading (approval) id. */
  actId: string;
  projectId: string;
  /** Its drawings, in order; the first is shown first. */
  files: readonly { resId: string; recordId: string; resName: string }[];
  /** The signed-in person (who may confirm: the initiator; who may mark: the reviewers). */
  userId: string;
  /** The initiator of the proofreading: confirms or rejects opinions. */
  initiatorId: string;
  /** Whether the person is a reviewer of it and it is in progress (the tools are shown). */
  canMark: boolean;
  /** Drawn width of the page at 100 % zoom, in CSS pixels (a page's width in points by default). */
  initialZoom?: number;
  locale?: Partial<ProofreadingLocale>;
}

export interface ProofreadingReviewProps {
  projectId: string;
  /** The signed-in person. */
  userId: string;
  locale?: Partial<ProofreadingLocale>;
  /** Given the report's link (a passed proofreading); by default it opens in a new tab. */
  onDownloadReport?: (link: { url: string; fileName?: string | undefined }) => void;
}

/** 发起校审's texts. */
export interface ProofreadingLaunchLocale {
  title: string;
  submit: string;
  cancel: string;
  formLabel: string;
  nameLabel: string;
  namePlaceholder: string;
  /** After the project's name in the default name (滨江新城综合体校审-20250312093015). */
  defaultNameSuffix: string;
  modeLabel: string;
  linear: string;
  parallel: string;
  /** The hint under the mode: how a linear flow orders its tasks. */
  linearHint: string;
  tasksLabel: string;
  taskCount: (n: number) => string;
  /** A task's role field, by its number: 节点1职责. */
  roleLabel: (n: number) => string;
  roles: Record<ProoType, string>;
  /** A task's people field, by its role: 校对人员. */
  peopleLabel: (role: string) => string;
  peoplePlaceholder: string;
  peopleSearch: string;
  noPeople: string;
  addTask: string;
  moveUp: (role: string) => string;
  moveDown: (role: string) => string;
  removeTask: (role: string) => string;
  filesLabel: string;
  fileCount: (n: number) => string;
  /** The chosen files already in a proofreading in progress (named), which cannot start another. */
  filesBusy: (names: string) => string;
  loadFailed: string;
  retry: string;
  launched: string;
  openApproval: string;
  submitFailed: string;
  rules: ProofreadingRuleMessages;
}

export interface ProofreadingLaunchDialogProps {
  projectId: string;
  projectName: string;
  /** The folder the files are in (the directory the launch starts from). */
  parentId: string;
  /** The files chosen in the directory, at their current versions. */
  files: readonly ProofreadingFileChoice[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the server accepted the launch; the dialog closes. */
  onLaunched?: (actId: string) => void;
  /** Offered in the success message as a link to the new proofreading. */
  onOpenApproval?: (actId: string) => void;
  locale?: Partial<ProofreadingLaunchLocale>;
}
