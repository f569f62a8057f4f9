import type { DirectoryDropItem, DropItem, FileDropItem } from 'react-aria-components';

/** A picked file and where it sat inside what was picked: "图纸/结构/结施-01.pdf", or just its name. */
export interface PickedFile {
  file: File;
  relativePath: string;
}

/**
 * Whether a file matches an `accept` list as the `<input accept>` attribute reads it:
 * extensions (".pdf"), exact types ("application/pdf") and wildcards ("image/*").
 * An empty or missing list accepts everything.
 */
export function matchesAccept(file: File, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule === '' || rule === '*' || rule === '*/*') return true;
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Files chosen in the file dialog; a folder pick carries each file's `webkitRelativePath`. */
export function fromFileList(files: FileList | readonly File[] | null): PickedFile[] {
  return Array.from(files ?? [], (file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}

/** Dropped items: files as they are, folders walked recursively with their path kept. Text is ignored. */
export async function fromDropItems(items: readonly DropItem[]): Promise<PickedFile[]> {
  const picked: PickedFile[] = [];
  for (const item of items) {
    if (item.kind === 'file') picked.push(await fromFileItem(item, ''));
    else if (item.kind === 'directory') picked.push(...(await walkDirectory(item, '')));
  }
  return picked;
}

async function fromFileItem(item: FileDropItem, parent: string): Promise<PickedFile> {
  const file = await item.getFile();
  return { file, relativePath: `${parent}${item.name}` };
}

async function walkDirectory(directory: DirectoryDropItem, parent: string): Promise<PickedFile[]> {
  const path = `${parent}${directory.name}/`;
  const picked: PickedFile[] = [];
  for await (const entry of directory.getEntries()) {
    if (entry.kind === 'file') picked.push(await fromFileItem(entry, path));
    else picked.push(...(await walkDirectory(entry, path)));
  }
  return picked;
}
