/** An approval's files by folder and its publish cost rows: read by the approval detail and the publish block. */
import { type AdditionInfo, type CostRow, costRowSchema, type FolderGroup } from '@atelier/api';
import { z } from 'zod';

/** The publish cost rows (pageInfo is JSON text); nothing when absent or unreadable. */
export function costRows(info: AdditionInfo | null | undefined): CostRow[] {
  if (!info?.pageInfo) return [];
  try {
    const parsed = z.array(costRowSchema).safeParse(JSON.parse(info.pageInfo));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The folders that hold files, each with its files; a folder without a name is the project's root ('/'). */
export function fileGroups(groups: readonly FolderGroup[]): FolderGroup[] {
  return groups
    .filter((group) => group.children.some((file) => !file.isFolder))
    .map((group) => ({ ...group, children: group.children.filter((file) => !file.isFolder) }));
}
