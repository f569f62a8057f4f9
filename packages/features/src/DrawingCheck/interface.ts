import type { CheckedFile, DrawingCheckResult, DrawingRef } from '@atelier/api';

export interface DrawingCheckLocale {
  /** What recognition read from a drawing's title block: its 图号 and 图名 (issue 23). */
  drawingInfo: (number: string, name: string) => string;
  askTitle: string;
  askContent: string;
  check: string;
  skip: string;
  progressTitle: string;
  checking: string;
  timedOut: string;
  networkFailed: string;
  retry: string;
  cancel: string;
  /** The check found nothing wrong with these drawings. */
  passed: (count: number) => string;
  resultTitle: string;
  hint: string;
  listsLabel: string;
  titleBlockList: (count: number) => string;
  /** The signer list of a quick approval (its approvers are the signers, so they must be in the project). */
  signerListQuick: (count: number) => string;
  signerListOther: (count: number) => string;
  unitList: (count: number) => string;
  unrecognisedName: string;
  correctName: (duty: string, name: string) => string;
  downloadReport: string;
  reportFileName: string;
  goHandle: string;
  continueLaunch: string;
  correctTitle: string;
  correctDrawing: string;
  correctPlaceholder: string;
  correctAlso: (count: number) => string;
  correctRequired: string;
  save: string;
  corrected: string;
}

export interface DrawingCheckDialogProps {
  projectId: string;
  enterpriseId?: string;
  /** The server's answer; corrections update the dialog's own copy. */
  result: DrawingCheckResult | null;
  /** Quick approval and other origins word the signer list differently. */
  isFastApproval: boolean;
  isOpen: boolean;
  /** Closing with the title bar's button: the launch does not go on. */
  onOpenChange: (isOpen: boolean) => void;
  /** 去处理: close and go to the drawings (the portal opens their folder). */
  onGoHandle: (files: CheckedFile[]) => void;
  /** 继续发起: go on with the drawings as they are. */
  onContinue: () => void;
  /** After each accepted correction, with the updated result. */
  onResultChange?: (result: DrawingCheckResult) => void;
  locale?: Partial<DrawingCheckLocale>;
}

export interface UseDrawingCheckOptions {
  projectId: string;
  enterpriseId?: string;
  isFastApproval: boolean;
  /** 去处理 in the result dialog; the check then resolves false. */
  onGoHandle?: (files: CheckedFile[]) => void;
  /** Milliseconds the check may take; the call's own 30 s unless a story needs it shorter. */
  timeout?: number;
  locale?: Partial<DrawingCheckLocale>;
}

export interface DrawingCheck {
  /**
   * Offers the check (是否对图纸进行校验？), runs it with a progress dialog and shows the result when there are
   * errors. Resolves true to go on launching (declined, no errors, or 继续发起) and false to stay.
   */
  run: (files: readonly DrawingRef[]) => Promise<boolean>;
  /** The dialogs; render it once, anywhere inside the providers. */
  element: React.ReactNode;
}
