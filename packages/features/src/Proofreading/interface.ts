import type { MarkShape, MarkStatus, OpinionType } from '@atelier/api';

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
}
