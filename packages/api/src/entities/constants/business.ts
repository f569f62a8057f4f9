/** Business constants (000 section 9, 001 section 9): page sizes, defaults, button keys. */
import type { ValueOf } from './types';

export const PageSize = {
  StampList: 50,
  CaList: 20,
  ProofreadingLog: 50,
  PublishList: 50,
  OpinionBank: 30,
  Marks: 100,
  FlowTemplates: 10,
  ApprovalList: 50,
  Duties: 100,
  FolderTree: 500,
  ProjectList: 100,
  ProjectListApi: 50,
  /** The wizards' enterprise user list (001 section 9). */
  EnterpriseUser: 10,
} as const;

/** The default remark of a pass. */
export const DEFAULT_PASS_REMARK = '同意';
/** Print copies default. */
export const DEFAULT_PRINT_COPIES = 1;
/** The id of the "none" option of the output stamp select. */
export const NO_OUTPUT_STAMP_ID = '0';

/** Button permission keys (the `auth` list of the user's permissions) the portal checks by name (001 section 6). */
export const ButtonPermission = {
  ProofreadingApproval: 'pro:file:proofreadingApproval',
  FastApproval: 'pro:file:fastApproval',
  OrderApproval: 'pro:file:orderApproval',
  UniversalApproval: 'pro:file:unversalApproval',
  BorrowApply: 'arc:file:borrowApply',
  /** CA-backed stamps kept in the cloud: the quick and ordered approvals' CA checkbox. */
  StampSaveOnCloud: 'basicInfo:stampSaveOnCloud',
  /** The publish centre's lists and the download of the approved versions (000 section 6). */
  PublishDownload: 'toPublish:download',
  /** Share links of passed publish approvals (000 section 6; the launcher shares their own too). */
  PublishShare: 'toPublish:share',
  /** Confirming a passed publish approval as published (000 section 6). */
  PublishConfirm: 'toPublish:confirmPublish',
} as const;
export type ButtonPermission = ValueOf<typeof ButtonPermission>;
