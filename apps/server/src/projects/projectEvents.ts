/**
 * Project events for open portals (issue 25; 001 section 4.3): a project deleted, people removed from it, a level
 * changed. Called inside the change's transaction, so the channel carries them only once it commits; told only to
 * the people concerned, and only those of the project's enterprise (notify and signal check).
 */
import { LiveEventType, NotificationMessage, StoredNotificationType } from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { notify, signal } from '../notifications/notify';

const about = (access: ProjectAccess) => ({
  enterpriseId: access.project.enterpriseId,
  projectId: access.project.id,
  senderId: access.userId,
  params: { resName: access.project.name },
});

/** 2005002 to every member but the one who deleted it. */
export async function notifyProjectDeleted(db: Database, access: ProjectAccess, memberIds: readonly string[]) {
  await notify(db, {
    type: StoredNotificationType.ProjectDeleted,
    ...about(access),
    recipients: memberIds.map((userId) => ({ userId })),
  });
}

/** 2005001 to the people taken out of the project. */
export async function notifyMembersRemoved(db: Database, access: ProjectAccess, userIds: readonly string[]) {
  await notify(db, {
    type: StoredNotificationType.ProjectRemoved,
    ...about(access),
    recipients: userIds.map((userId) => ({ userId })),
  });
}

/** 2005003, live only: these members' level in the project changed (not told to whoever changed it). */
export async function signalPermissionChanged(db: Database, access: ProjectAccess, userIds: readonly string[]) {
  await signal(db, {
    type: LiveEventType.ProjectPermissionChanged,
    enterpriseId: access.project.enterpriseId,
    userIds,
    senderId: access.userId,
    param: { msg: NotificationMessage.PermissionChanged, projectId: access.project.id, resName: access.project.name },
  });
}
