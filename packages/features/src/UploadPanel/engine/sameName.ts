/** A picked path's same-name choice, from what the conflict dialog chose (issue 26). */
import { type ConflictChoice, choiceFor } from '@atelier/api';
import type { AddOptions } from './engine';
import type { UploadItemTarget } from './types';

/** The choice for one picked path: none unless its name is taken. */
export function sameNameChoice(options: AddOptions, path: string): ConflictChoice | undefined {
  const sameName = options.sameName;
  return sameName?.taken.includes(path) ? choiceFor(path, sameName.resolution) : undefined;
}

/** The target of one picked path, with the choice made for its taken name. */
export function withChoice(target: UploadItemTarget, choice: ConflictChoice | undefined): UploadItemTarget {
  return choice ? { ...target, onConflict: choice } : target;
}
