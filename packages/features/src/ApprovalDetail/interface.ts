import type {
  ApprovalFile,
  ApprovalStatus,
  ApprovalType,
  DownloadLink,
  SigningMode,
  StampingState,
} from '@atelier/api';
import type { SummaryKey } from './model';

export interface ApprovalDetailDialogLocale {
  title: string;
  loadFailed: string;
  retry: string;
  /** The CA tag. */
  ca: string;
  /** Status tag texts (the contract's `approvalStatusText`). */
  statusText: Record<ApprovalStatus, string>;
  /** Approval type texts (the contract's `approvalTypeText`). */
  typeText: Record<ApprovalType, string>;
  infoLabel: string;
  type: string;
  project: string;
  createTime: string;
  remarks: string;
  stampInfo: string;
  stampSigner: string;
  /** A stamp approval's type: 快速签章 / 按序签章 (the contract's `signingModeText`) rather than 项目审批. */
  signingModeText: Record<SigningMode, string>;
  /** The stamps it will place: 出图章, 自定义章, and each group of drawings with its own stamps. */
  outputStamp: string;
  customStamps: string;
  ownStamps: string;
  noStamp: string;
  /** A group of drawings sharing their own stamps: the stamps, then how many drawings. */
  stampBatch: (stamps: string, files: number) => string;
  /** The header's link to the files section, with their count. */
  jumpToFiles: (count: number) => string;
  watermark: string;
  attachments: string;
  /** Labels of the type-specific summary. */
  summary: Record<SummaryKey, string>;
  downloadable: string;
  viewOnly: string;
  costList: string;
  costRow: (sizeName: string, num: number, price: number, total: number) => string;
  /** The cost table's columns (000 section 9: spec, unit price, quantity, total) and 总计. */
  costSpec: string;
  costUnitPrice: string;
  costQuantity: string;
  costTotal: string;
  costSum: string;
  /** A passed publish approval: 分享 (a share link) and 确认发布. */
  share: string;
  confirmPublish: string;
  confirmPublishTitle: string;
  confirmPublishContent: string;
  publishDone: string;
  stepsLabel: string;
  launcher: string;
  signer: string;
  filesLabel: string;
  noFiles: string;
  rootFolder: string;
  fileName: string;
  directory: string;
  proofreading: string;
  examine: string;
  authorize: string;
  updateTime: string;
  /** A drawing version's proofreading record (downloadProofFileRecord): its column and each row's button. */
  proofRecord: string;
  downloadProofRecord: (name: string) => string;
  preview: (name: string) => string;
  withdraw: string;
  refuse: string;
  pass: string;
  downloadAll: string;
  /** A passed proofreading's marked-opinion report (校审意见报告). */
  downloadProofReport: string;
  /** The stamping of a passed approval's drawings (the contract's `stampingStateText`). */
  stampingText: Record<StampingState, string>;
  stampingFailed: string;
  restamp: string;
  restamped: string;
  restampStillFailing: string;
  withdrawTitle: string;
  withdrawContent: string;
  withdrawn: string;
  passTitle: string;
  passPlaceholder: string;
  refuseTitle: string;
  refusePlaceholder: string;
  remarkLabel: string;
  remarkTooLong: string;
  passed: string;
  refused: string;
  cancel: string;
}

export interface ApprovalDetailDialogProps {
  /** The approval shown; its detail and files load while the dialog is open. */
  actId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After a pass, refusal or withdrawal succeeded (lists elsewhere refresh). */
  onChanged?: () => void;
  /** A file of the list was opened (the portal opens the preview route). */
  onPreview?: (file: ApprovalFile) => void;
  /**
   * The link of download-all (approvalCenter.multiDownload). Unset: the browser opens it in a new tab.
   */
  onDownload?: (link: DownloadLink) => void;
  locale?: Partial<ApprovalDetailDialogLocale>;
}
