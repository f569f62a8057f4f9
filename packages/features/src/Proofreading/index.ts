export type {
  ProofreadingLaunchDialogProps,
  ProofreadingLaunchLocale,
  ProofreadingLocale,
  ProofreadingReviewProps,
  ProofreadingViewerProps,
} from './interface';
export {
  PROOFREADING_ROLES,
  type ProofreadingFileChoice,
  toProofreadingLaunch,
} from './launch';
export { proofreadingLaunchEn, proofreadingLaunchZh } from './locale';
export { ProofreadingLaunchDialog } from './ProofreadingLaunchDialog';
export { ProofreadingReview } from './ProofreadingReview';
export { ProofreadingViewer } from './ProofreadingViewer';
