/**
 * Folder upload (001 section 4.1): the folder tree is created on the server first, then each file goes into the
 * folder created for its directory. Folders are matched by their local path ('图纸/建施'), which the server
 * answers with each new id.
 */
import type { FolderUploadNode } from '@atelier/api';

/** A file of a picked folder: a File from `<input webkitdirectory>` or one from a drop with its path. */
export type FolderFile = File | { file: File; relativePath: string };

export function folderFileOf(entry: FolderFile): { file: File; relativePath: string } {
  if (entry instanceof File) return { file: entry, relativePath: entry.webkitRelativePath || entry.name };
  return entry;
}

/** Slashes only, no leading or doubled ones ('/a//b.pdf' from a drop becomes 'a/b.pdf'). */
export function normalizePath(path: string): string {
  return path.replaceAll('\\', '/').split('/').filter(Boolean).join('/');
}

/** The directory of a relative path, '' for a file at the top. */
export function directoryOf(relativePath: string): string {
  const path = normalizePath(relativePath);
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The folder tree of the files' directories, in first-seen order; each folder carries its local path. */
export function buildFolderTree(relativePaths: readonly string[]): FolderUploadNode[] {
  const roots: FolderUploadNode[] = [];
  const byPath = new Map<string, FolderUploadNode>();
  for (const relativePath of relativePaths) {
    const directory = directoryOf(relativePath);
    if (!directory) continue;
    let siblings = roots;
    let path = '';
    for (const name of directory.split('/')) {
      path = path ? `${path}/${name}` : name;
      let node = byPath.get(path);
      if (!node) {
        node = { resName: name, isFolder: true, fileLocalPath: path, children: [] };
        byPath.set(path, node);
        siblings.push(node);
      }
      siblings = node.children ?? [];
    }
  }
  return roots;
}
