/** Pure helpers of the project directory: sorting, sizes, what a file allows. */
import { FolderPermission, levelAbilities, type ProjectResource, ResourceSortField } from '@atelier/api';

/** The sortable columns: the server's sort fields (folders always come first). */
export const FileColumn = {
  Name: ResourceSortField.Name,
  Size: ResourceSortField.Size,
  Updated: ResourceSortField.UpdateTime,
} as const;
export type FileColumn = (typeof FileColumn)[keyof typeof FileColumn];

export interface FileSort {
  column: FileColumn;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/**
 * Folders first, whatever the direction; then by the column (names in Chinese collation, numbers as numbers). The
 * server sorts the same way when asked (`order`, `desc`); this keeps the loaded rows in that order whatever answers.
 */
export function sortFiles(files: readonly ProjectResource[], sort: FileSort | null): ProjectResource[] {
  const sign = sort?.direction === 'descending' ? -1 : 1;
  const compare = (a: ProjectResource, b: ProjectResource): number => {
    if (a.isFolder !== b.isFolder) return a.isFolder ? -1 : 1;
    if (!sort) return 0;
    switch (sort.column) {
      case FileColumn.Name:
        return sign * collator.compare(a.resName, b.resName);
      case FileColumn.Size:
        return sign * ((a.fileSize ?? -1) - (b.fileSize ?? -1));
      case FileColumn.Updated:
        return sign * a.updateTime.localeCompare(b.updateTime);
    }
  };
  return [...files].sort(compare);
}

/** 1536 → '1.5 KB'; '—' for folders (no size). */
export { formatFileSize as formatSize } from '@atelier/api';

/** The lower-case extension of a file, from its fileExt or its name. */
export function extensionOf(file: Pick<ProjectResource, 'fileExt' | 'resName'>): string {
  const ext = file.fileExt ?? file.resName.split('.').pop() ?? '';
  return ext.replace(/^\./, '').toLowerCase();
}

/** Formats the preview page shows in the browser (PDF and images; 001 section 5.9). */
const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg']);

export function canPreview(file: ProjectResource): boolean {
  return !file.isFolder && !!file.recordId && PREVIEWABLE.has(extensionOf(file));
}

/** A new version, rename and delete need edit (4) on the resource (001 section 6; issue 25). */
export function canEdit(file: ProjectResource): boolean {
  return file.permission === undefined || levelAbilities(file.permission).edit;
}

/** Downloading needs folder permission level 3 or more (2 is read-only); quick projects carry none. */
export function canDownload(file: ProjectResource): boolean {
  return (
    file.permission === undefined ||
    file.permission === FolderPermission.NotInherited ||
    file.permission >= FolderPermission.Download
  );
}
