/**
 * The project recycle bin (issue 25; 001 sections 4.7 and 6): delPro marks a project deleted (members.ts); here its
 * creator, or the enterprise administrator, lists, restores or deletes it for good within its 30 days. The rules are
 * the shared ones of rules/projectRecycle.ts.
 */
import { FixedRoleId, type ProjectType, recycleActionRefusal, recycleDaysLeft } from '@atelier/api';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { formatDateTime, paginate } from '../util/format';
import { purgeProjectForGood } from './purge';
import { deletedProjects, findDeletedProject, markProjectRestored } from './recycleRepository';

const isAdmin = (actor: Actor) => actor.roles.includes(FixedRoleId.EnterpriseAdmin);

export async function projectRecycleList(
  db: Database,
  actor: Actor,
  query: { keyword?: string; pageNum?: number; pageSize?: number },
) {
  const now = new Date();
  const wanted = query.keyword?.trim().toLowerCase();
  const rows = (await deletedProjects(db, actor.enterpriseId))
    .filter(({ project }) => isAdmin(actor) || project.createdBy === actor.userId)
    .filter(({ project }) => !wanted || project.name.toLowerCase().includes(wanted))
    .map(({ project, creatorName }) => ({
      id: project.id,
      name: project.name,
      simpleName: project.simpleName,
      proType: project.proType as ProjectType,
      creatorName,
      deleteTime: formatDateTime(project.deletedAt ?? now),
      daysLeft: recycleDaysLeft(project.deletedAt ?? now, now),
    }))
    .filter((row) => row.daysLeft > 0);
  return paginate(rows, query.pageNum, query.pageSize ?? 50);
}

async function checkedProject(db: Database, actor: Actor, projectId: string) {
  const project = await findDeletedProject(db, actor.enterpriseId, projectId);
  enforce(
    recycleActionRefusal({
      inRecycle: project !== undefined,
      daysLeft: project?.deletedAt ? recycleDaysLeft(project.deletedAt) : 0,
      isCreator: project?.createdBy === actor.userId,
      isAdmin: isAdmin(actor),
    }),
  );
  return project as NonNullable<typeof project>;
}

export async function restoreProject(db: Database, actor: Actor, input: { projectId: string }) {
  const project = await checkedProject(db, actor, input.projectId);
  await markProjectRestored(db, project.id);
  await recordAudit(db, {
    ...auditBy(actor),
    action: AuditAction.ProjectRestore,
    target: project.name,
    details: { projectId: project.id },
  });
  return null;
}

export async function purgeProject(db: Database, actor: Actor, input: { projectId: string }) {
  const project = await checkedProject(db, actor, input.projectId);
  await purgeProjectForGood(db, project.id, new Date());
  await recordAudit(db, {
    ...auditBy(actor),
    action: AuditAction.ProjectPurge,
    target: project.name,
    details: { projectId: project.id },
  });
  return null;
}
