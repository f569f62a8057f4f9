import {
  allows,
  inheritLevel,
  type LocatedResource,
  locateResource,
  Need,
  type ProjectAccess,
  type ResourceRow,
} from '../access/projectAccess';
import type { Database } from '../db/index';
import { deny, ErrorMessage } from '../domain/errors';
import { childrenOfMany, type RecordRow, recordsByIds } from './repository';

export type { RecordRow } from './repository';

/** One file to hand out, with its place in a zip. */
export interface DownloadEntry {
  resource: ResourceRow;
  record: RecordRow;
  /** Path inside a zip, relative to what was chosen: '01 建筑/施工图/建施-01 总平面图.pdf'. */
  zipPath: string;
}

export interface DownloadSelection {
  /** What was chosen, located (the user may download each). */
  chosen: LocatedResource[];
  entries: DownloadEntry[];
  totalBytes: number;
}

/** 'name (2).pdf' for the second file of a zip with the same path. */
function uniquePath(taken: Set<string>, wanted: string): string {
  if (!taken.has(wanted)) {
    taken.add(wanted);
    return wanted;
  }
  const dot = wanted.lastIndexOf('.');
  const slash = wanted.lastIndexOf('/');
  const [stem, ext] = dot > slash + 1 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/**
 * The files behind a download: each chosen resource must allow downloading (level 3 or more), or the whole
 * request is denied naming it; folders are expanded, keeping the files whose own level allows downloading.
 */
export async function collectDownloads(
  db: Database,
  access: ProjectAccess,
  resourceIds: readonly string[],
): Promise<DownloadSelection> {
  const chosen: LocatedResource[] = [];
  for (const id of new Set(resourceIds)) {
    const located = await locateResource({ db }, access, id);
    if (!allows(located.level, Need.Download)) {
      // What the user may not even see is not named: a hidden folder's names stay hidden (issue 21).
      if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
      deny(ErrorMessage.noDownloadPermission(located.resource.name));
    }
    chosen.push(located);
  }

  const files: { resource: ResourceRow; zipPath: string }[] = [];
  let frontier: { id: string; level: number | null; zipPath: string }[] = [];
  for (const item of chosen) {
    if (item.resource.isFolder) frontier.push({ id: item.resource.id, level: item.level, zipPath: item.resource.name });
    else files.push({ resource: item.resource, zipPath: item.resource.name });
  }
  // Breadth first, one query per depth. Folders the user cannot see are still walked: a deeper folder may grant.
  for (let depth = 0; frontier.length > 0 && depth < 100; depth += 1) {
    const byId = new Map(frontier.map((f) => [f.id, f]));
    const children = await childrenOfMany(db, access.project.id, [...byId.keys()]);
    const next: typeof frontier = [];
    for (const child of children) {
      const parent = byId.get(child.parentId);
      if (!parent) continue;
      const level = inheritLevel(access, parent.level, child.id);
      const zipPath = `${parent.zipPath}/${child.name}`;
      if (child.isFolder) next.push({ id: child.id, level, zipPath });
      else if (allows(level, Need.Download)) files.push({ resource: child, zipPath });
    }
    frontier = next;
  }

  const recordIds = files.flatMap((f) => (f.resource.currentRecordId ? [f.resource.currentRecordId] : []));
  const records = await recordsByIds(db, recordIds);
  const recordById = new Map(records.map((r) => [r.id, r]));
  const taken = new Set<string>();
  const entries: DownloadEntry[] = [];
  for (const file of files.sort((a, b) => (a.zipPath < b.zipPath ? -1 : 1))) {
    const record = file.resource.currentRecordId ? recordById.get(file.resource.currentRecordId) : undefined;
    if (record) entries.push({ resource: file.resource, record, zipPath: uniquePath(taken, file.zipPath) });
  }
  return { chosen, entries, totalBytes: entries.reduce((sum, e) => sum + e.record.size, 0) };
}
