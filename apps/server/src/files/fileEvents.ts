/**
 * File events (001 section 3.2: 2102001 file deleted, 2102002 file renamed): the person who uploaded a project file
 * is told when someone else deletes or renames it (notifications/notify.ts writes and announces; it leaves out
 * whoever acted and anyone no longer in the enterprise).
 */
import { NotificationType } from '@atelier/api';
import type { ProjectAccess, ResourceRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import { notify } from '../notifications/notify';

const fileOf = (access: ProjectAccess, resource: ResourceRow) => ({
  enterpriseId: access.project.enterpriseId,
  projectId: access.project.id,
  resourceId: resource.id,
  senderId: access.userId,
  recipients: resource.createdBy ? [{ userId: resource.createdBy }] : [],
});

/** 2102001 for each deleted file (folders are not told of). */
export async function notifyFilesDeleted(
  db: Database,
  access: ProjectAccess,
  resources: readonly ResourceRow[],
): Promise<void> {
  for (const resource of resources) {
    if (resource.isFolder || !resource.createdBy) continue;
    await notify(db, {
      type: NotificationType.FileDeleted,
      ...fileOf(access, resource),
      params: { resName: resource.name },
    });
  }
}

/** 2102002 for a renamed file. */
export async function notifyFileRenamed(
  db: Database,
  access: ProjectAccess,
  resource: ResourceRow,
  newName: string,
): Promise<void> {
  if (resource.isFolder || !resource.createdBy) return;
  await notify(db, {
    type: NotificationType.FileRenamed,
    ...fileOf(access, resource),
    params: { oldResName: resource.name, newResName: newName },
  });
}
