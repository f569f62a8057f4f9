import { api, EnterpriseStampListType, OwnerType, PageSize, StampType } from '@atelier/api';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireProject } from '../access/projectAccess';
import { projectMembers, stamps, users } from '../db/schema';
import { registerEndpoint } from '../http/registerEndpoint';
import { stampViews } from '../stamps/stamps';
import { nameCollator, paginate } from '../util/format';

/** The stamp type each enterprise list shows; output and custom lists hold the enterprise's own stamps only. */
const LIST_TYPES = {
  [EnterpriseStampListType.Output]: StampType.Output,
  [EnterpriseStampListType.Custom]: StampType.Custom,
  [EnterpriseStampListType.Registered]: StampType.Registration,
} as const;

/**
 * The stamp lists the approval wizards read (000 section 7, "Stamps"). Disabled stamps (isEnable '0') are listed
 * like the fixture does: the lists also serve the stamp management pages, and the contract has the wizard drop
 * them; submitting one is refused. Deleted stamps are never listed. Managing stamps: routes/stampManagement.ts.
 */
export function registerStampRoutes(app: FastifyInstance): void {
  /** The user's own stamps (ownerType 1) or the enterprise's (2), by name and status, 50 a page. */
  registerEndpoint(app, api.stamp.list, async (ctx) => {
    const { db, data } = ctx;
    const conditions: SQL[] = [
      eq(stamps.enterpriseId, ctx.enterpriseId),
      eq(stamps.ownerType, data.ownerType),
      isNull(stamps.deletedAt),
    ];
    if (data.ownerType === OwnerType.Personal) conditions.push(eq(stamps.userId, ctx.user.id));
    if (data.status) conditions.push(eq(stamps.isEnable, data.status));
    const rows = await db
      .select()
      .from(stamps)
      .where(and(...conditions));
    const wanted = data.stampName?.trim();
    const kept = wanted ? rows.filter((r) => r.name.includes(wanted)) : rows;
    return paginate(await stampViews(db, kept, ctx.prefixes), data.pageNum, data.pageSize ?? PageSize.StampList);
  });

  /** Enterprise stamps by list type: 1 output, 2 custom (the enterprise's), 4 registration (everyone's). */
  registerEndpoint(app, api.stamp.enterpriseStamps, async (ctx) => {
    const { db, data } = ctx;
    const stampType = LIST_TYPES[data.type];
    const conditions: SQL[] = [
      eq(stamps.enterpriseId, ctx.enterpriseId),
      eq(stamps.stampType, stampType),
      isNull(stamps.deletedAt),
    ];
    if (stampType !== StampType.Registration) conditions.push(eq(stamps.ownerType, OwnerType.Enterprise));
    const rows = await db
      .select()
      .from(stamps)
      .where(and(...conditions));
    return paginate(await stampViews(db, rows, ctx.prefixes), data.pageNum, data.pageSize ?? PageSize.StampList);
  });

  /** The project's members with their personal signatures, personal square stamps and registration stamps. */
  registerEndpoint(app, api.stamp.personalStamps, async (ctx) => {
    const { db, data } = ctx;
    const access = await requireProject(ctx, data.projectId);
    const members = await db
      .select({ user: users })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, access.project.id));
    const wanted = data.userName?.trim();
    const people = members
      .map((m) => m.user)
      .filter((u) => !wanted || u.realname.includes(wanted))
      .sort((a, b) => nameCollator.compare(a.realname, b.realname));
    const rows = people.length
      ? await db
          .select()
          .from(stamps)
          .where(
            and(
              eq(stamps.enterpriseId, access.project.enterpriseId),
              eq(stamps.ownerType, OwnerType.Personal),
              isNull(stamps.deletedAt),
              inArray(
                stamps.userId,
                people.map((p) => p.id),
              ),
            ),
          )
      : [];
    const views = await stampViews(db, rows, ctx.prefixes);
    return people.map((person) => {
      const own = views.filter((s) => s.userId === person.id);
      return {
        userId: person.id,
        realname: person.realname,
        signList: own.filter((s) => s.stampType === StampType.PersonalSignature),
        squareStampList: own.filter((s) => s.stampType === StampType.Custom),
        stampList: own.filter((s) => s.stampType === StampType.Registration),
      };
    });
  });

  /** The current user's personal stamps, for a project they are in. */
  registerEndpoint(app, api.stamp.personalSign, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const rows = await ctx.db
      .select()
      .from(stamps)
      .where(
        and(
          eq(stamps.enterpriseId, access.project.enterpriseId),
          eq(stamps.ownerType, OwnerType.Personal),
          eq(stamps.userId, ctx.user.id),
          isNull(stamps.deletedAt),
        ),
      );
    return stampViews(ctx.db, rows, ctx.prefixes);
  });
}
