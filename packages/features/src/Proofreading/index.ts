export type { ProofreadingLocale, ProofreadingReviewProps, ProofreadingViewerProps } from './interface';
export { ProofreadingReview } from './ProofreadingReview';
export { ProofreadingViewer } from './ProofreadingViewer';
