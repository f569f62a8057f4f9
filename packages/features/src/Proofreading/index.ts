export type { ProofreadingLocale, ProofreadingViewerProps } from './interface';
export { ProofreadingViewer } from './ProofreadingViewer';
