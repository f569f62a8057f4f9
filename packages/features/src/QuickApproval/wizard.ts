/**
 * The quick stamp wizard's step guards (000 section 5): step 1 goes on only when every file is recognised, step 2
 * only with an approver somewhere (and valid stamps), back is always allowed; the template-change answer decides
 * whether to ask for a re-match or to re-recognise.
 */
import { type DrawingRef, TemplateChange } from '@atelier/api';

export const QuickWizardStep = { Files: 0, Batches: 1, Info: 2 } as const;
export type QuickWizardStep = (typeof QuickWizardStep)[keyof typeof QuickWizardStep];

export interface QuickWizardState {
  step: QuickWizardStep;
  files: readonly DrawingRef[];
  /** Every file recognised (status 5). */
  filesReady: boolean;
  /** Step 2's choices are valid: an approver somewhere, the stamp rules hold. */
  batchesValid: boolean;
}

export function canGoNext(state: QuickWizardState): boolean {
  if (state.step === QuickWizardStep.Files) return state.files.length > 0 && state.filesReady;
  if (state.step === QuickWizardStep.Batches) return state.batchesValid;
  return false;
}

export function canGoBack(state: QuickWizardState): boolean {
  return state.step > QuickWizardStep.Files;
}

/** Submit only from step 3 with every file recognised (the files may have been re-recognised meanwhile). */
export function canSubmit(state: QuickWizardState): boolean {
  return state.step === QuickWizardStep.Info && state.filesReady && state.batchesValid;
}

/**
 * Abandoning asks first once anything was chosen beyond the opening files: files added or removed, or a later step
 * reached (its choices stay even after going back).
 */
export function shouldConfirmAbandon(
  state: QuickWizardState,
  initialCount: number,
  reached: QuickWizardStep = state.step,
): boolean {
  return reached > QuickWizardStep.Files || state.files.length !== initialCount;
}

export type TemplateChangeAction =
  | { kind: 'none' }
  /** '1': ask to re-match; confirmed, the files are recognised again and finished stamp configs are discarded. */
  | { kind: 'rematch'; recordIds: string[] }
  /** '2': the files are recognised again at once. */
  | { kind: 'rerecognise'; recordIds: string[] };

export function templateChangeAction(answer: {
  hasChange: TemplateChange;
  recordIdList: string[];
}): TemplateChangeAction {
  if (answer.hasChange === TemplateChange.ReMatch && answer.recordIdList.length > 0) {
    return { kind: 'rematch', recordIds: answer.recordIdList };
  }
  if (answer.hasChange === TemplateChange.ReRecognise && answer.recordIdList.length > 0) {
    return { kind: 'rerecognise', recordIds: answer.recordIdList };
  }
  return { kind: 'none' };
}
