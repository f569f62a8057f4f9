import { ConflictChoice, FileOperationMessage, NAME_SPECIAL_CHARACTERS } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  type ConflictStepResult,
  chooseConflict,
  clashingNames,
  conflictsLeft,
  initialName,
  isTargetAllowed,
  keptExtension,
  nameFormSchema,
  ROOT_FOLDER,
  skippedNames,
  startConflictSteps,
  targetRefusal,
} from './model';

const file = { resId: 'r1', resName: '建施-01.pdf', fileExt: 'pdf', isFolder: false };
const folder = { resId: 'f1', resName: '施工图', fileExt: null, isFolder: true };

describe('the name form', () => {
  it('starts from the base name and keeps the extension', () => {
    expect(initialName(file)).toBe('建施-01');
    expect(initialName(folder)).toBe('施工图');
    expect(keptExtension(file)).toBe('pdf');
    expect(keptExtension(folder)).toBe('');
    expect(nameFormSchema('pdf', false).parse({ name: ' 总平面 ' })).toEqual({ name: '总平面.pdf' });
    expect(nameFormSchema('', true).parse({ name: '图纸' })).toEqual({ name: '图纸' });
  });
  it('refuses a bad name with the rule’s message', () => {
    const result = nameFormSchema('pdf', false).safeParse({ name: 'a/b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NAME_SPECIAL_CHARACTERS);
  });
});

describe('targets of a move or copy', () => {
  it('refuses a moved folder, its subfolders, and for a move the folder they are in', () => {
    expect(isTargetAllowed('move', [folder], ROOT_FOLDER, ['f1'])).toBe(false);
    expect(isTargetAllowed('move', [folder], ROOT_FOLDER, ['f1', 'f2'])).toBe(false);
    expect(isTargetAllowed('move', [folder], ROOT_FOLDER, [])).toBe(false);
    expect(isTargetAllowed('copy', [folder], ROOT_FOLDER, [])).toBe(true);
    expect(isTargetAllowed('move', [file], ROOT_FOLDER, ['f9'])).toBe(true);
    expect(targetRefusal('move', [folder], ROOT_FOLDER, ['f1', 'f2'])).toBe(FileOperationMessage.IntoItself);
    expect(targetRefusal('move', [folder], ROOT_FOLDER, [])).toBe(FileOperationMessage.SameFolder);
    expect(targetRefusal('copy', [folder], ROOT_FOLDER, [])).toBeNull();
  });
  it('names the clashes', () => {
    expect(clashingNames([file, folder], [{ resName: '施工图' }])).toEqual(['施工图']);
    expect(clashingNames([file], [])).toEqual([]);
  });
});

describe('the conflict dialog, name by name', () => {
  const next = (result: ConflictStepResult) => {
    if (result.done) throw new Error('finished too early');
    return result.steps;
  };

  it('asks each name in turn and answers a choice per name', () => {
    let steps = startConflictSteps(['a.pdf', 'b.pdf', 'c']);
    expect(conflictsLeft(steps)).toBe(2);
    steps = next(chooseConflict(steps, ConflictChoice.Replace, false));
    expect(steps.names[steps.index]).toBe('b.pdf');
    expect(conflictsLeft(steps)).toBe(1);
    steps = next(chooseConflict(steps, ConflictChoice.Skip, false));
    expect(chooseConflict(steps, ConflictChoice.KeepBoth, false)).toEqual({
      done: true,
      resolution: {
        choices: { 'a.pdf': ConflictChoice.Replace, 'b.pdf': ConflictChoice.Skip, c: ConflictChoice.KeepBoth },
      },
    });
  });

  it('applies one choice to the name asked about and every name left', () => {
    const steps = next(chooseConflict(startConflictSteps(['a', 'b', 'c']), ConflictChoice.Skip, false));
    const result = chooseConflict(steps, ConflictChoice.KeepBoth, true);
    expect(result).toEqual({
      done: true,
      resolution: { choices: { a: ConflictChoice.Skip }, onConflict: ConflictChoice.KeepBoth },
    });
    if (!result.done) return;
    expect(skippedNames(['a', 'b', 'c'], result.resolution)).toEqual(['a']);
    expect(skippedNames(['a', 'b'], { onConflict: ConflictChoice.Skip })).toEqual(['a', 'b']);
  });
});
