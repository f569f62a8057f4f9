import { api, DutyRole, Flag } from '@atelier/api';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSameEnterprise } from '../access/projectAccess';
import { duties, enterpriseMembers, enterprises, specialties, users } from '../db/schema';
import { deny, ErrorMessage } from '../domain/errors';
import { enterpriseEntry, enterprisesOf } from '../domain/views';
import { registerEndpoint } from '../http/registerEndpoint';
import { paginate } from '../util/format';

/** The duties dictionary answers 100 a page unless asked otherwise (001 section 7.3). */
const DUTY_PAGE_SIZE = 100;

/** The user's enterprises, switching, and the enterprise dictionaries (001 section 7.3). */
export function registerEnterpriseRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.enterprise.list, async ({ db, user }) =>
    (await enterprisesOf(db, user.id)).map((e) => enterpriseEntry(e, user.currentEnterpriseId)),
  );

  /** Switches the user's current enterprise (for every session of theirs: other tabs then answer 40014). */
  registerEndpoint(app, api.enterprise.switch, async ({ db, user, data }) => {
    const [member] = await db
      .select({ enterpriseId: enterpriseMembers.enterpriseId })
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, data.id), eq(enterpriseMembers.userId, user.id)))
      .limit(1);
    if (!member) deny(ErrorMessage.NotEnterpriseMember);
    await db.update(users).set({ currentEnterpriseId: data.id }).where(eq(users.id, user.id));
    return null;
  });

  /**
   * The duties dictionary. `isSign` 1 keeps the duties that sign drawings (the title block's signer fields);
   * `type` filters by `DutyRole` (0 or omitted: all). Disabled duties are listed with `disabled: true`.
   */
  registerEndpoint(app, api.enterprise.duties, async (ctx) => {
    const { db, data } = ctx;
    const enterpriseId = await requireSameEnterprise(ctx, data.enterpriseId);
    const rows = await db
      .select()
      .from(duties)
      .where(eq(duties.enterpriseId, enterpriseId))
      .orderBy(asc(duties.sortOrder), asc(duties.name));
    const kept = rows.filter(
      (d) => (data.isSign !== 1 || d.isSign) && (!data.type || data.type === DutyRole.All || d.dutyRole === data.type),
    );
    return paginate(
      kept.map((d) => ({
        id: d.id,
        dictId: d.id,
        dictName: d.name,
        alias: d.alias,
        disabled: d.disabled,
        dutyRole: d.dutyRole === DutyRole.Manager ? DutyRole.Manager : DutyRole.Normal,
      })),
      data.pageNum,
      data.pageSize ?? DUTY_PAGE_SIZE,
    );
  });

  /** Whether the enterprise keeps its stamps in the cloud: the wizard's CA checkbox needs '1'. */
  registerEndpoint(app, api.enterprise.stampIsCloud, async (ctx) => {
    const enterpriseId = await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    const [row] = await ctx.db
      .select({ stampIsCloud: enterprises.stampIsCloud })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    return { stampIsCloud: row?.stampIsCloud ? Flag.Yes : Flag.No };
  });

  registerEndpoint(app, api.enterprise.specialties, async (ctx) => {
    const enterpriseId = await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    const rows = await ctx.db
      .select()
      .from(specialties)
      .where(eq(specialties.enterpriseId, enterpriseId))
      .orderBy(asc(specialties.sortOrder), asc(specialties.name));
    return rows.map((s) => ({ id: s.id, dictId: s.id, dictName: s.name, alias: s.alias }));
  });
}
