import { TemplateChange } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  canSubmit,
  type QuickWizardState,
  QuickWizardStep,
  shouldConfirmAbandon,
  templateChangeAction,
} from './wizard';

const file = { resId: 'r-1', recordId: 'rec-1', resName: '建施-01.pdf' };
const state = (patch: Partial<QuickWizardState>): QuickWizardState => ({
  step: QuickWizardStep.Files,
  files: [file],
  filesReady: false,
  batchesValid: false,
  ...patch,
});

describe('quick wizard guards', () => {
  it('leaves step 1 only with files, all recognised', () => {
    expect(canGoNext(state({}))).toBe(false);
    expect(canGoNext(state({ filesReady: true }))).toBe(true);
    expect(canGoNext(state({ files: [], filesReady: true }))).toBe(false);
  });

  it('leaves step 2 only with valid choices, and never goes past step 3', () => {
    expect(canGoNext(state({ step: QuickWizardStep.Batches, filesReady: true }))).toBe(false);
    expect(canGoNext(state({ step: QuickWizardStep.Batches, filesReady: true, batchesValid: true }))).toBe(true);
    expect(canGoNext(state({ step: QuickWizardStep.Info, filesReady: true, batchesValid: true }))).toBe(false);
  });

  it('always allows back, except from the first step', () => {
    expect(canGoBack(state({}))).toBe(false);
    expect(canGoBack(state({ step: QuickWizardStep.Batches }))).toBe(true);
    expect(canGoBack(state({ step: QuickWizardStep.Info }))).toBe(true);
  });

  it('submits from step 3 only while every file is recognised', () => {
    const ready = { step: QuickWizardStep.Info, filesReady: true, batchesValid: true } as const;
    expect(canSubmit(state(ready))).toBe(true);
    expect(canSubmit(state({ ...ready, filesReady: false }))).toBe(false);
    expect(canSubmit(state({ ...ready, step: QuickWizardStep.Batches }))).toBe(false);
  });

  it('asks before abandoning once something was chosen', () => {
    expect(shouldConfirmAbandon(state({}), 1)).toBe(false);
    expect(shouldConfirmAbandon(state({ files: [file, { ...file, recordId: 'rec-2' }] }), 1)).toBe(true);
    expect(shouldConfirmAbandon(state({ step: QuickWizardStep.Batches }), 1)).toBe(true);
    // Back on step 1 after step 2 was reached: its choices would be lost.
    expect(shouldConfirmAbandon(state({}), 1, QuickWizardStep.Batches)).toBe(true);
  });
});

describe('templateChangeAction', () => {
  it('maps the server answer to re-match, re-recognise or nothing', () => {
    expect(templateChangeAction({ hasChange: TemplateChange.None, recordIdList: [] })).toEqual({ kind: 'none' });
    expect(templateChangeAction({ hasChange: TemplateChange.ReMatch, recordIdList: ['rec-1'] })).toEqual({
      kind: 'rematch',
      recordIds: ['rec-1'],
    });
    expect(templateChangeAction({ hasChange: TemplateChange.ReRecognise, recordIdList: ['rec-2'] })).toEqual({
      kind: 'rerecognise',
      recordIds: ['rec-2'],
    });
    expect(templateChangeAction({ hasChange: TemplateChange.ReMatch, recordIdList: [] })).toEqual({ kind: 'none' });
  });
});
