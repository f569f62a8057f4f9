import {
  Flag,
  PageSize,
  type PermissionLevel,
  type ProjectDetail,
  type ProjectDuty,
  type ProjectListEntry,
  type ProjectUser,
  type UserOption,
} from '@atelier/api';
import { checkSameEnterprise, type ProjectAccess, projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { asPermissionLevel, asStaffType, projectDetail, projectListEntry } from '../domain/views';
import { findEnterprise } from '../enterprises/repository';
import { nameCollator, paginate } from '../util/format';
import { favouriteProjectIds } from './labelRepository';
import { labelsByProject } from './labels';
import { dutiesByIds, dutyOrderOf, memberProjects, membersWithUsers, type UserRow } from './repository';

/** The `isCreator` filter: 0 is "created by me", 1 "participated in" (001 section 7.4). */
const CreatedByMe = 0;

const matches = (keyword: string | undefined, ...texts: (string | null)[]) => {
  const wanted = keyword?.trim().toLowerCase();
  return !wanted || texts.some((text) => text?.toLowerCase().includes(wanted));
};

/** The members of a project with their user, specialty and duties, highest level first, then by name. */
async function membersOf(db: Database, access: ProjectAccess) {
  const rows = await membersWithUsers(db, access.project.id);
  const dutyRows = await dutiesByIds(db, [...new Set(rows.flatMap((r) => r.member.dutyIds))]);
  const dutyById = new Map(dutyRows.map((d) => [d.id, d]));
  return rows
    .map((r) => ({ ...r, duties: r.member.dutyIds.flatMap((id) => dutyById.get(id) ?? []) }))
    .sort((a, b) => b.member.roleLevel - a.member.roleLevel || nameCollator.compare(a.user.realname, b.user.realname));
}

const userOption = (user: UserRow): UserOption => ({
  userId: user.id,
  realname: user.realname,
  phone: user.phone,
  avatar: user.avatar,
});

/** The left panel: the user's projects in the call's enterprise, most recently changed first. */
export async function projectList(
  db: Database,
  actor: Actor,
  query: {
    enterpriseId?: string;
    keyword?: string;
    isCreator?: 0 | 1;
    isFav?: Flag;
    labelId?: string;
    pageNum?: number;
    pageSize?: number;
  },
): Promise<{ pageInfo: { list: ProjectListEntry[]; total: number } }> {
  const enterpriseId = await checkSameEnterprise(db, actor, query.enterpriseId);
  const projects = await memberProjects(db, enterpriseId, actor.userId);
  const favourites = await favouriteProjectIds(db, actor.userId);
  const labels = await labelsByProject(
    db,
    actor.userId,
    projects.map((p) => p.id),
  );
  const kept = projects
    .filter((p) => matches(query.keyword, p.name, p.simpleName, p.designNum))
    .filter(
      (p) => query.isCreator === undefined || (p.createdBy === actor.userId) === (query.isCreator === CreatedByMe),
    )
    .filter((p) => query.isFav === undefined || favourites.has(p.id))
    .filter((p) => query.labelId === undefined || (labels.get(p.id) ?? []).some((l) => l.id === query.labelId))
    .map(
      (p): ProjectListEntry => ({
        ...projectListEntry(p, actor.userId),
        isFav: favourites.has(p.id) ? Flag.Yes : Flag.No,
        labelList: labels.get(p.id) ?? [],
      }),
    );
  return { pageInfo: paginate(kept, query.pageNum, query.pageSize ?? PageSize.ProjectList) };
}

export async function projectDetailOf(db: Database, access: ProjectAccess): Promise<ProjectDetail> {
  const enterprise = await findEnterprise(db, access.project.enterpriseId);
  const labels = await labelsByProject(db, access.userId, [access.project.id]);
  return {
    ...projectDetail(access.project, access.userId, enterprise?.name ?? '', access.member.favourite),
    labelList: labels.get(access.project.id) ?? [],
  };
}

/**
 * Members with their specialty and main duty (the first of their duties in the project). The enterprise named by
 * the request is checked before the project.
 */
export async function projectUsers(
  db: Database,
  actor: Actor,
  query: { projectId: string; enterpriseId?: string; keyword?: string },
): Promise<ProjectUser[]> {
  await checkSameEnterprise(db, actor, query.enterpriseId);
  const access = await projectAccessOf(db, actor, query.projectId);
  const members = await membersOf(db, access);
  return members
    .filter((m) => matches(query.keyword, m.user.realname, m.user.phone))
    .map(({ member, user, specialtyName, duties: memberDuties }): ProjectUser => {
      const mainDuty = memberDuties[0];
      return {
        ...userOption(user),
        id: member.id,
        projectId: member.projectId,
        staffType: asStaffType(member.staffType),
        permissionLevel: asPermissionLevel(member.roleLevel),
        dictSpecialtyId: member.specialtyId,
        entSpecialtyName: specialtyName,
        dictDutyId: mainDuty?.id ?? null,
        entDutyName: mainDuty?.name ?? null,
        folderLevel: member.folderLevel,
      };
    });
}

export async function joinedUsers(db: Database, access: ProjectAccess): Promise<UserOption[]> {
  return (await membersOf(db, access)).map((m) => userOption(m.user));
}

export function highestPermission(access: ProjectAccess): { permissionLevel: PermissionLevel } {
  return { permissionLevel: asPermissionLevel(access.member.roleLevel) };
}

/** Each duty held in the project with the people holding it, in the enterprise's duty order. */
export async function projectDutyList(db: Database, access: ProjectAccess): Promise<ProjectDuty[]> {
  const members = await membersOf(db, access);
  const order = await dutyOrderOf(db, access.project.enterpriseId);
  const answer: ProjectDuty[] = [];
  for (const duty of order.sort((a, b) => a.sortOrder - b.sortOrder)) {
    const holders = members.filter((m) => m.duties.some((d) => d.id === duty.id));
    if (holders.length) {
      answer.push({ dictDutyId: duty.id, dutyName: duty.name, users: holders.map((m) => userOption(m.user)) });
    }
  }
  return answer;
}
