import type { ProjectResource } from '@atelier/api';
import { allows, Need, type ResourceRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import { projectResource } from '../domain/views';
import { DRAWING_EXTENSIONS } from '../recognition/converter';
import { recognitionsOf } from '../recognition/store';
import { nameCollator } from '../util/format';
import { filesInFolders, projectResourcesByIds } from './drawingRepository';
import { type DrawingVersion, projectScopeOf, readableFile } from './drawings';

/** The files under chosen resources (folders expanded) that are drawings the user may read, by folder then name. */
async function drawingsUnder(db: Database, actor: Actor, projectId: string, resIds: readonly string[]) {
  const scope = await projectScopeOf(db, actor, projectId);
  const chosen = await projectResourcesByIds(db, projectId, [...new Set(resIds)]);
  if (chosen.length !== new Set(resIds).size) deny(ErrorMessage.ResourceNotFound);
  const folderIds: string[] = [];
  const files: ResourceRow[] = [];
  for (const row of chosen) {
    if (row.deletedAt) deny(ErrorMessage.ResourceNotFound);
    if (!row.isFolder) {
      files.push(row);
      continue;
    }
    if (scope.index.pathOf(row.id) === null) deny(ErrorMessage.ResourceNotFound);
    if (!allows(scope.index.levelOf(row.id), Need.Read)) deny(ErrorMessage.NoReadPermission);
    folderIds.push(...scope.index.subtree(row.id));
  }
  files.push(...(await filesInFolders(db, projectId, folderIds)));
  const seen = new Set<string>();
  const found: Omit<DrawingVersion, 'recordId'>[] = [];
  for (const file of files) {
    if (seen.has(file.id) || !DRAWING_EXTENSIONS.includes(file.ext.toLowerCase())) continue;
    seen.add(file.id);
    // A chosen file the user may not read is refused; files inside folders are left out quietly.
    if (resIds.includes(file.id)) found.push(readableFile(scope, file));
    else {
      const level = scope.index.levelIn(file.parentId, file.id);
      if (allows(level, Need.Read)) found.push(readableFile(scope, file));
    }
  }
  return found.sort(
    (a, b) =>
      nameCollator.compare(a.parentPath, b.parentPath) || nameCollator.compare(a.resource.name, b.resource.name),
  );
}

/** The drawings chosen for an approval: chosen files, and the readable drawings inside chosen folders. */
export async function approvalFilesOf(
  db: Database,
  actor: Actor,
  projectId: string,
  resIds: readonly string[],
): Promise<ProjectResource[]> {
  const found = await drawingsUnder(db, actor, projectId, resIds);
  const states = await recognitionsOf(
    db,
    found.flatMap((f) => (f.resource.currentRecordId ? [f.resource.currentRecordId] : [])),
  );
  return found.map(
    (f): ProjectResource => ({
      ...projectResource(f.resource, f.parentPath, f.level),
      distinguishType: f.resource.currentRecordId ? (states.get(f.resource.currentRecordId)?.status ?? null) : null,
    }),
  );
}
