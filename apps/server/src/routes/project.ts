import { api, PageSize, type ProjectDuty, type ProjectUser } from '@atelier/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ProjectAccess, requireProject, requireSameEnterprise } from '../access/projectAccess';
import type { Database } from '../db/index';
import { duties, enterprises, projectMembers, projects, specialties, users } from '../db/schema';
import { asPermissionLevel, asStaffType, projectDetail, projectListEntry } from '../domain/views';
import { registerEndpoint } from '../http/registerEndpoint';
import { nameCollator, paginate } from '../util/format';

/** The `isCreator` filter: 0 is "created by me", 1 "participated in" (001 section 7.4). */
const CreatedByMe = 0;

const matches = (keyword: string | undefined, ...texts: (string | null)[]) => {
  const wanted = keyword?.trim().toLowerCase();
  return !wanted || texts.some((text) => text?.toLowerCase().includes(wanted));
};

/** The members of a project with their user, specialty and duties. */
async function membersOf(db: Database, access: ProjectAccess) {
  const rows = await db
    .select({ member: projectMembers, user: users, specialtyName: specialties.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(specialties, eq(specialties.id, projectMembers.specialtyId))
    .where(eq(projectMembers.projectId, access.project.id));
  const dutyIds = [...new Set(rows.flatMap((r) => r.member.dutyIds))];
  const dutyRows = dutyIds.length
    ? await db.select().from(duties).where(inArray(duties.id, dutyIds))
    : ([] as (typeof duties.$inferSelect)[]);
  const dutyById = new Map(dutyRows.map((d) => [d.id, d]));
  return rows
    .map((r) => ({ ...r, duties: r.member.dutyIds.flatMap((id) => dutyById.get(id) ?? []) }))
    .sort((a, b) => b.member.roleLevel - a.member.roleLevel || nameCollator.compare(a.user.realname, b.user.realname));
}

const userOption = (user: typeof users.$inferSelect) => ({
  userId: user.id,
  realname: user.realname,
  phone: user.phone,
  avatar: user.avatar,
});

/** Projects of the current enterprise the user is a member of: lists, details, members, duties (001 section 7.4). */
export function registerProjectRoutes(app: FastifyInstance): void {
  /** The left panel: the user's projects, most recently changed first; reads result.pageInfo. */
  registerEndpoint(app, api.project.list, async (ctx) => {
    const { db, data, user } = ctx;
    const enterpriseId = await requireSameEnterprise(ctx, data.enterpriseId);
    const rows = await db
      .select({ project: projects })
      .from(projects)
      .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
      .where(eq(projects.enterpriseId, enterpriseId))
      .orderBy(desc(projects.updatedAt), desc(projects.createdAt));
    const kept = rows
      .map((r) => r.project)
      .filter((p) => matches(data.keyword, p.name, p.simpleName, p.designNum))
      .filter((p) => data.isCreator === undefined || (p.createdBy === user.id) === (data.isCreator === CreatedByMe))
      .map((p) => projectListEntry(p, user.id));
    return { pageInfo: paginate(kept, data.pageNum, data.pageSize ?? PageSize.ProjectList) };
  });

  registerEndpoint(app, api.project.detail, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const [enterprise] = await ctx.db
      .select({ name: enterprises.name })
      .from(enterprises)
      .where(eq(enterprises.id, access.project.enterpriseId));
    return projectDetail(access.project, ctx.user.id, enterprise?.name ?? '', access.member.favourite);
  });

  /** Members with their specialty and main duty (the first of their duties in the project). */
  registerEndpoint(app, api.project.users, async (ctx) => {
    await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    const access = await requireProject(ctx, ctx.data.projectId);
    const members = await membersOf(ctx.db, access);
    return members
      .filter((m) => matches(ctx.data.keyword, m.user.realname, m.user.phone))
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
        };
      });
  });

  registerEndpoint(app, api.project.joinedUsers, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    return (await membersOf(ctx.db, access)).map((m) => userOption(m.user));
  });

  registerEndpoint(app, api.project.highestPermission, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    return { permissionLevel: asPermissionLevel(access.member.roleLevel) };
  });

  /** Each duty held in the project with the people holding it, in the enterprise's duty order. */
  registerEndpoint(app, api.project.dutyList, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const members = await membersOf(ctx.db, access);
    const order = await ctx.db
      .select({ id: duties.id, name: duties.name, sortOrder: duties.sortOrder })
      .from(duties)
      .where(eq(duties.enterpriseId, access.project.enterpriseId));
    const answer: ProjectDuty[] = [];
    for (const duty of order.sort((a, b) => a.sortOrder - b.sortOrder)) {
      const holders = members.filter((m) => m.duties.some((d) => d.id === duty.id));
      if (holders.length)
        answer.push({ dictDutyId: duty.id, dutyName: duty.name, users: holders.map((m) => userOption(m.user)) });
    }
    return answer;
  });
}
