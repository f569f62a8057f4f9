/**
 * The file manager's pure parts: the name form (the name rule of 001 section 5.7 over the name the file will get,
 * its extension kept), which folders a move or copy may target, and which names clash there.
 */
import {
  baseNameOf,
  ConflictChoice,
  type ConflictChoices,
  choiceFor,
  FileOperationMessage,
  fileNameSchema,
  isIntoItself,
  type ProjectResource,
  renamedName,
  sameNameConflicts,
} from '@atelier/api';
import { z } from 'zod';

/** The root folder's id in requests. */
export const ROOT_FOLDER = '0';

/** The name form: what is typed, checked as the name the resource will get (a file keeps its extension). */
export function nameFormSchema(ext: string, isFolder: boolean) {
  return z.object({
    name: z
      .string()
      .transform((typed) => renamedName(typed, ext, isFolder))
      .pipe(fileNameSchema),
  });
}
export type NameFormInput = { name: string };

/** What the rename field starts with: a file's name without its extension, a folder's whole name. */
export function initialName(resource: Pick<ProjectResource, 'resName' | 'fileExt' | 'isFolder'>): string {
  return resource.isFolder ? resource.resName : baseNameOf(resource.resName, resource.fileExt ?? '');
}

/** A file's extension as the rename hint shows it ('' for folders and files without one). */
export const keptExtension = (resource: Pick<ProjectResource, 'fileExt' | 'isFolder'>): string =>
  resource.isFolder ? '' : (resource.fileExt ?? '');

/**
 * Whether a folder may receive the sources: not one of the moved folders nor inside one (`chain`: the folder's
 * ancestors from the root down, itself last), and for a move not the folder they are already in.
 */
export function isTargetAllowed(
  operation: 'move' | 'copy',
  sources: readonly Pick<ProjectResource, 'resId' | 'isFolder'>[],
  sourceParentId: string,
  chain: readonly string[],
): boolean {
  const folderIds = sources.filter((s) => s.isFolder).map((s) => s.resId);
  if (isIntoItself(folderIds, chain)) return false;
  const target = chain.at(-1) ?? ROOT_FOLDER;
  return operation === 'copy' || target !== sourceParentId;
}

/** Why a folder cannot receive the sources (the rule's message), or null when it can. */
export function targetRefusal(
  operation: 'move' | 'copy',
  sources: readonly Pick<ProjectResource, 'resId' | 'isFolder'>[],
  sourceParentId: string,
  chain: readonly string[],
): string | null {
  if (isTargetAllowed(operation, sources, sourceParentId, chain)) return null;
  const folderIds = sources.filter((s) => s.isFolder).map((s) => s.resId);
  return isIntoItself(folderIds, chain) ? FileOperationMessage.IntoItself : FileOperationMessage.SameFolder;
}

/** The source names already taken in the target folder: the conflict dialog asks what to do with them. */
export function clashingNames(
  sources: readonly Pick<ProjectResource, 'resName'>[],
  targetContent: readonly Pick<ProjectResource, 'resName'>[],
): string[] {
  return sameNameConflicts(
    sources.map((s) => s.resName),
    targetContent.map((r) => r.resName),
  );
}

/**
 * The conflict dialog, name by name (the anchors' Drive/Dropbox dialog): each clashing name gets a choice, or one
 * choice is applied to it and every name left ("apply to all"). Done, it answers what the request carries
 * (rules/files `ConflictChoices`): the names chosen one by one in `choices`, the applied one in `onConflict`.
 */
export interface ConflictSteps {
  readonly names: readonly string[];
  /** The name being asked about. */
  readonly index: number;
  readonly choices: Readonly<Record<string, ConflictChoice>>;
}

export const startConflictSteps = (names: readonly string[]): ConflictSteps => ({ names, index: 0, choices: {} });

/** The names left after the one being asked about. */
export const conflictsLeft = (steps: ConflictSteps): number => Math.max(0, steps.names.length - steps.index - 1);

export type ConflictStepResult =
  | { readonly done: false; readonly steps: ConflictSteps }
  | { readonly done: true; readonly resolution: ConflictChoices };

/** Records the choice for the current name (and, applied to all, for every name left). */
export function chooseConflict(steps: ConflictSteps, choice: ConflictChoice, applyToAll: boolean): ConflictStepResult {
  const name = steps.names[steps.index];
  if (name === undefined) return { done: true, resolution: { choices: steps.choices } };
  if (applyToAll) return { done: true, resolution: { choices: steps.choices, onConflict: choice } };
  const choices = { ...steps.choices, [name]: choice };
  const index = steps.index + 1;
  return index >= steps.names.length
    ? { done: true, resolution: { choices } }
    : { done: false, steps: { ...steps, index, choices } };
}

/** The names a resolution skips (an upload leaves them out of the queue). */
export function skippedNames(names: readonly string[], resolution: ConflictChoices): string[] {
  return names.filter((name) => choiceFor(name, resolution) === ConflictChoice.Skip);
}
