import type { PickedFile } from '@atelier/ui';

/** What the add dialog lists before the upload starts (issue 22, item 8): the folders picked and the file count. */
export interface PickedSummary {
  files: number;
  /** The top folders picked (a folder's files carry its name first in their relative path), in picking order. */
  folders: string[];
}

export function pickedSummary(picked: readonly PickedFile[]): PickedSummary {
  const folders = new Set<string>();
  for (const { relativePath } of picked) {
    const slash = relativePath.indexOf('/');
    if (slash > 0) folders.add(relativePath.slice(0, slash));
  }
  return { files: picked.length, folders: [...folders] };
}

/** The picked list without one entry (by its relative path, unique within a pick). */
export function withoutPicked(picked: readonly PickedFile[], relativePath: string): PickedFile[] {
  return picked.filter((entry) => entry.relativePath !== relativePath);
}

/**
 * Adds a new pick to what was picked before: a file picked twice (the same relative path, in one pick or two) is
 * kept once, the later winning, so the list never shows (or uploads) a file twice.
 */
export function mergePicked(current: readonly PickedFile[], added: readonly PickedFile[]): PickedFile[] {
  const byPath = new Map<string, PickedFile>();
  for (const entry of [...current, ...added]) {
    byPath.delete(entry.relativePath);
    byPath.set(entry.relativePath, entry);
  }
  return [...byPath.values()];
}
