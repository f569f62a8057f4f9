/** Searching a project's names (`searchProRes`): what the user may see, with paths, folders first. */
import type { ProjectResource } from '@atelier/api';
import { allows, inheritLevel, Need, type ProjectAccess, rootLevel } from '../access/projectAccess';
import { projectFolders, ROOT_PARENT_ID } from '../access/repository';
import type { Database } from '../db/index';
import { projectResource } from '../domain/views';
import { nameCollator, paginate } from '../util/format';
import { liveResourcesNamedLike } from './repository';

/** Folders and files whose name holds the keyword (case-insensitive), under live folders the user may read. */
export async function searchResources(
  db: Database,
  access: ProjectAccess,
  query: { keyword: string; pageNum?: number; pageSize?: number },
): Promise<{ list: ProjectResource[]; total: number }> {
  const hits = await liveResourcesNamedLike(db, access.project.id, query.keyword.trim());
  const folders = new Map((await projectFolders(db, access.project.id)).map((f) => [f.id, f]));
  const found: ProjectResource[] = [];
  for (const hit of hits) {
    // The chain up to the root; a folder missing from the live ones means the hit is in the recycle bin with it.
    const chain: { id: string; name: string }[] = [];
    let parentId = hit.parentId;
    let reachable = true;
    while (parentId !== ROOT_PARENT_ID) {
      const folder = folders.get(parentId);
      if (!folder || chain.length > 100) {
        reachable = false;
        break;
      }
      chain.unshift(folder);
      parentId = folder.parentId;
    }
    if (!reachable) continue;
    let level: number | null = rootLevel(access);
    for (const folder of chain) level = inheritLevel(access, level, folder.id);
    level = inheritLevel(access, level, hit.id);
    if (!allows(level, Need.Read)) continue;
    found.push(projectResource(hit, chain.map((f) => `/${f.name}`).join(''), level));
  }
  found.sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || nameCollator.compare(a.resName, b.resName));
  return paginate(found, query.pageNum, query.pageSize ?? 50);
}
