/**
 * The file manager's pure parts: the name form (the name rule of 001 section 5.7 over the name the file will get,
 * its extension kept), which folders a move or copy may target, and which names clash there.
 */
import {
  baseNameOf,
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
