/**
 * What the stamp batch picker (step 2 of the quick stamp approval) takes and the strings it shows. The strings live
 * in `../locale/zh_CN.ts` (the specification's texts verbatim) and `../locale/en_US.ts`.
 */
import type { DrawingRef } from '@atelier/api';
import type { PageViewportLocale } from '../pdf/PageViewport';
import type { BatchChoice } from './model';

export interface StampBatchPickerProps {
  /** The project the drawings belong to: batches are asked for it, its members are the approvers offered. */
  projectId: string;
  /** Sent as `enterpriseId` where a call takes it (the X-Ent header carries it when omitted). */
  enterpriseId?: string;
  /** The drawings recognised in step 1; the server groups them into batches by identical signers. */
  files: readonly DrawingRef[];
  /**
   * The choices per batch (controlled). Start with `[]`: once the batches load, `onChange` reports them pre-filled
   * with the matched approvers; a batch already chosen keeps its approvers and stamps when the batches reload.
   */
  value: readonly BatchChoice[];
  onChange: (value: BatchChoice[]) => void;
  /** Called whenever going on becomes allowed or not: an approver in some batch and every batch's stamp rules. */
  onValidityChange?: (valid: boolean) => void;
  /** Overrides of single strings (default <- `FeaturesLocaleProvider` <- this prop). */
  locale?: Partial<StampBatchPickerLocale>;
}

/** Every string the picker and its drawing viewer show. */
export interface StampBatchPickerLocale {
  /** The list of batches' accessible name. */
  listLabel: string;
  /** A batch's title (1-based). */
  batchTitle: (position: number) => string;
  /** A batch's drawing count. */
  drawingCount: (count: number) => string;
  approversLabel: string;
  approversPlaceholder: string;
  approversSearch: string;
  /** The approvers list when the project has nobody to offer. */
  noPeople: string;
  /** A registration-stamp selector's label: its slot (1-based) when the batch has two. */
  stampLabel: (slot: number, slots: number) => string;
  stampPlaceholder: string;
  /** The option that empties a stamp slot. */
  noStamp: string;
  /** The stamp list when the enterprise has no usable registration stamp. */
  noStamps: string;
  /** A batch whose signers were not matched to anybody. */
  noApproversHint: string;
  /** Opens the drawing viewer on a batch. */
  viewDrawings: string;
  /** The viewer's title. */
  viewerTitle: (position: number) => string;
  /** The viewer's file list. */
  viewerFiles: string;
  /** The viewer's zoom and pan controls. */
  zoom: PageViewportLocale;
  /** The page shown, 1-based. */
  pageOf: (page: number, pages: number) => string;
  /** The page's accessible name. */
  pageLabel: (name: string, page: number) => string;
  previousPage: string;
  nextPage: string;
  loadingDrawing: string;
  drawingFailed: string;
  /** No drawings were given. */
  noFiles: string;
  loading: string;
  /** Shown when the batches or the stamps cannot be loaded. */
  loadFailed: string;
  retry: string;
  /** The rules' messages: the specification's texts (or Atelier's where it gives none) in zh-CN. */
  rules: StampBatchRuleMessages;
}

/** The rules' messages, keyed by rule. */
export interface StampBatchRuleMessages {
  approverRequired: string;
  stampsDuplicated: string;
  tooManyStamps: string;
  caExpired: string;
}
