import type { CheckedFile, CheckList, DrawingCheckResult } from '@atelier/api';

/** The three lists of the check-result dialog, in the order it shows them (000 section 2). */
export const CheckListKind = {
  /** Drawings missing printed title-block info. */
  TitleBlock: 'ocrCheckResult',
  /** Drawings missing signers (or naming people who are not in the project). */
  Signers: 'settingCheckResult',
  /** Drawings whose unit is not millimetres. */
  Unit: 'sizeUnitCheckResult',
} as const;
export type CheckListKind = (typeof CheckListKind)[keyof typeof CheckListKind];

export const checkListKinds: readonly CheckListKind[] = [
  CheckListKind.TitleBlock,
  CheckListKind.Signers,
  CheckListKind.Unit,
];

/** The lists that have drawings, in order. */
export function errorLists(result: DrawingCheckResult): { kind: CheckListKind; files: CheckedFile[] }[] {
  return checkListKinds.map((kind) => ({ kind, files: result[kind].fileList })).filter((list) => list.files.length > 0);
}

export function hasErrors(result: DrawingCheckResult): boolean {
  return errorLists(result).length > 0;
}

/** A correction the user saved: for these drawings and this duty, the project member who signs. */
export interface SignerCorrection {
  resIds: readonly string[];
  dutyId: string;
  realname: string;
}

/**
 * The result after a correction the server accepted: the corrected duty's reasons leave those drawings, a drawing
 * with no reason left leaves the list; everything else stays as it was.
 */
export function applyCorrection(result: DrawingCheckResult, correction: SignerCorrection): DrawingCheckResult {
  const corrected = new Set(correction.resIds);
  const signers: CheckList = {
    fileList: result.settingCheckResult.fileList.flatMap((file) => {
      if (!corrected.has(file.resId)) return [file];
      const errorReason = file.errorReason.filter((reason) => reason.dutyId !== correction.dutyId);
      return errorReason.length > 0 ? [{ ...file, errorReason }] : [];
    }),
  };
  const next = { ...result, settingCheckResult: signers };
  return { ...next, hasError: hasErrors(next) };
}

/**
 * The drawings a click on a name can correct at once: the clicked one first, then the others in the signer list
 * with the same duty and the same recognised name (an unrecognised field matches other unrecognised fields).
 */
export function sameSignerFiles(
  result: DrawingCheckResult,
  clicked: { resId: string; dutyId: string; realname: string | null | undefined },
): CheckedFile[] {
  const name = clicked.realname ?? null;
  const matches = result.settingCheckResult.fileList.filter((file) =>
    file.errorReason.some((reason) => reason.dutyId === clicked.dutyId && (reason.realname ?? null) === name),
  );
  return [
    ...matches.filter((file) => file.resId === clicked.resId),
    ...matches.filter((file) => file.resId !== clicked.resId),
  ];
}

/** Where the drawing check is between asking and answering (useDrawingCheck). */
export type DrawingCheckPhase =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'checking'; attempt: number }
  /** The check did not answer in time (30 s) or the network failed: say so, offer a retry. */
  | { kind: 'failed'; reason: 'timeout' | 'network' }
  | { kind: 'result'; result: DrawingCheckResult };

/** What happened to a check that ran: go on launching, or stay (the user will handle the drawings). */
export type DrawingCheckOutcome = 'continue' | 'stay';

/** The next phase after the server answered, or what the caller should do at once. */
export function afterCheck(result: DrawingCheckResult): { phase: DrawingCheckPhase; outcome?: DrawingCheckOutcome } {
  if (!hasErrors(result)) return { phase: { kind: 'idle' }, outcome: 'continue' };
  return { phase: { kind: 'result', result } };
}
