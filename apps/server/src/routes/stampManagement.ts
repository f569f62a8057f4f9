import { randomUUID } from 'node:crypto';
import { api, OwnerType, PageSize, StampEnabled, type StampImage, StampType } from '@atelier/api';
import { and, count, desc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index';
import { approvals, enterpriseMembers, stampImages, stampLogs, stamps, users } from '../db/schema';
import { deny, ErrorMessage } from '../domain/errors';
import { FileAnswer, type HandlerContext, registerEndpoint } from '../http/registerEndpoint';
import { normaliseStampImage, StampImageRefusal } from '../stamps/stampImage';
import { recordStampOperation, StampOperation } from '../stamps/stampLog';
import {
  findStamp,
  invalid,
  isEnterpriseAdmin,
  membersOf,
  requireAdmin,
  requireImageEditor,
  requireManager,
  requireNotInUse,
  requireTypeForOwner,
  StampMessage,
  stampsInUse,
} from '../stamps/stampRules';
import { type StampRow, stampViews } from '../stamps/stamps';
import { formatDateTime, nameCollator, paginate } from '../util/format';

/** An uploaded image the caller may use: uploaded by them in this enterprise, with this MD5. */
async function ownImage(ctx: HandlerContext<unknown>, uuid: string, fileMd5: string) {
  const [image] = await ctx.db
    .select()
    .from(stampImages)
    .where(
      and(
        eq(stampImages.uuid, uuid),
        eq(stampImages.enterpriseId, ctx.enterpriseId),
        eq(stampImages.uploadedBy, ctx.user.id),
      ),
    )
    .limit(1);
  if (!image) deny(StampMessage.ImageNotFound);
  if (image.fileMd5 !== fileMd5.toLowerCase()) invalid(StampMessage.ImageMd5Mismatch);
  return image;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A log filter's time in the firms' time zone (UTC+8); a bare date is the start or the end of that day. */
function parseLogTime(text: string | undefined, end: boolean): Date | null {
  const value = text?.trim();
  if (!value) return null;
  let iso: string;
  if (DATE.test(value)) iso = `${value}T${end ? '23:59:59.999' : '00:00:00'}+08:00`;
  else if (DATE_TIME.test(value)) iso = `${value.replace(' ', 'T')}${end ? '.999' : ''}+08:00`;
  else return invalid(StampMessage.TimeFormat);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) invalid(StampMessage.TimeFormat);
  return date;
}

/** A real calendar date 'YYYY-MM-DD'. */
function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Marks stamps deleted (disabled, out of every list, still shown by the approvals that placed them) and logs it. */
async function removeStamps(ctx: HandlerContext<unknown>, rows: readonly StampRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(stamps)
      .set({ deletedAt: new Date(), isEnable: StampEnabled.Disabled })
      .where(
        inArray(
          stamps.id,
          rows.map((r) => r.id),
        ),
      );
    await recordStampOperation(tx, {
      enterpriseId: ctx.enterpriseId,
      userId: ctx.user.id,
      operation: StampOperation.Delete,
      stampIds: rows.map((r) => r.id),
    });
  });
}

async function viewOf(db: Database, row: StampRow, prefixes: HandlerContext<unknown>['prefixes']) {
  const [view] = await stampViews(db, [row], prefixes);
  if (!view) throw new Error(`stamp ${row.id} has no view`);
  return view;
}

/**
 * Stamp management (000 section 7 "Stamps", issue 11): stamp images (uploaded, checked, normalised to PNG, served),
 * creating stamps from them, replacing the image, enabling, disabling, deleting (never while an unfinished approval
 * needs the stamp), renaming and handing an enterprise stamp to another manager, signature slots for members, the
 * personal stamp management page and the stamp log. Enterprise stamps are managed by enterprise administrators
 * only, personal ones by their owners (stamps/stampRules.ts).
 */
export function registerStampManagementRoutes(app: FastifyInstance): void {
  /** A stamp or signature image: checked with the shared rule, decoded whole, kept as an RGBA PNG. */
  registerEndpoint(app, api.stamp.uploadImage, async (ctx): Promise<StampImage> => {
    const enterpriseId = ctx.enterpriseId;
    const bytes = Buffer.from(await ctx.data.file.arrayBuffer());
    let image: ReturnType<typeof normaliseStampImage>;
    try {
      image = normaliseStampImage(bytes);
    } catch (error) {
      if (error instanceof StampImageRefusal) invalid(error.message);
      throw error;
    }
    const uuid = randomUUID();
    const storageKey = `stamp-images/${uuid}.png`;
    await ctx.files.put(storageKey, image.png);
    await ctx.db.insert(stampImages).values({
      uuid,
      enterpriseId,
      uploadedBy: ctx.user.id,
      storageKey,
      fileMd5: image.md5,
      width: image.width,
      height: image.height,
    });
    return { uuid, fileMd5: image.md5, width: image.width, height: image.height };
  });

  /** A stamp's image (PNG), to the members of its enterprise. */
  registerEndpoint(app, api.stamp.image, async (ctx) => {
    const stamp = await findStamp(ctx, ctx.data.stampId);
    if (!stamp.fileKey) deny(StampMessage.NoImage);
    const size = await ctx.files.size(stamp.fileKey);
    if (size === null) deny(StampMessage.NoImage);
    return new FileAnswer(await ctx.files.get(stamp.fileKey), `${stamp.name}.png`, 'image/png', 'inline', size);
  });

  /**
   * Creates a stamp from an image the caller uploaded. Enterprise stamps (output, custom, registration): an
   * administrator, optionally naming a manager. Personal ones: the owner for themselves; an administrator may issue
   * a registration stamp to a member.
   */
  registerEndpoint(app, api.stamp.create, async (ctx) => {
    const { db, data, user } = ctx;
    const enterpriseId = ctx.enterpriseId;
    const admin = isEnterpriseAdmin(ctx);
    requireTypeForOwner(data.stampType, data.ownerType);
    let ownerId: string | null;
    if (data.ownerType === OwnerType.Enterprise) {
      if (!admin) deny(StampMessage.OnlyAdminManagesEnterpriseStamps);
      ownerId = data.userId ?? null;
      if (ownerId && (await membersOf(db, enterpriseId, [ownerId])).length === 0) deny(StampMessage.ManagerNotMember);
    } else {
      ownerId = data.userId ?? user.id;
      if (ownerId !== user.id && !(admin && data.stampType === StampType.Registration)) {
        deny(StampMessage.PersonalStampForOthers);
      }
      if ((await membersOf(db, enterpriseId, [ownerId])).length === 0) deny(StampMessage.OwnerNotMember);
    }
    const image = await ownImage(ctx, data.uuid, data.fileMd5);
    const [created] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(stamps)
        .values({
          enterpriseId,
          name: data.name,
          stampType: data.stampType,
          ownerType: data.ownerType,
          userId: ownerId,
          uuid: image.uuid,
          isManager: data.isManager,
          fileKey: image.storageKey,
          fileMd5: image.fileMd5,
          isEnable: StampEnabled.Enabled,
        })
        .returning();
      const row = rows[0];
      if (row) {
        await recordStampOperation(tx, {
          enterpriseId,
          userId: user.id,
          operation: StampOperation.Create,
          stampIds: [row.id],
        });
      }
      return rows;
    });
    if (!created) throw new Error('stamp.create: no row returned');
    return viewOf(db, created, ctx.prefixes);
  });

  /** Replaces a stamp's image with one the caller uploaded. */
  registerEndpoint(app, api.stamp.updateMd5, async (ctx) => {
    const { db, data } = ctx;
    const stamp = await findStamp(ctx, data.id);
    requireImageEditor(ctx, stamp);
    const image = await ownImage(ctx, data.uuid, data.fileMd5);
    await db.transaction(async (tx) => {
      await tx
        .update(stamps)
        .set({ uuid: image.uuid, fileKey: image.storageKey, fileMd5: image.fileMd5 })
        .where(eq(stamps.id, stamp.id));
      await recordStampOperation(tx, {
        enterpriseId: stamp.enterpriseId,
        userId: ctx.user.id,
        operation: StampOperation.ReplaceImage,
        stampIds: [stamp.id],
      });
    });
    return null;
  });

  /**
   * Deletes a stamp, unless an unfinished approval places it (or, for a signature, its owner signs drawings of
   * one). The row stays, disabled and marked deleted, so that past approvals still show it.
   */
  registerEndpoint(app, api.stamp.delete, async (ctx) => {
    const { db } = ctx;
    const stamp = await findStamp(ctx, ctx.data.stampId);
    requireManager(ctx, stamp);
    await requireNotInUse(db, stamp);
    await removeStamps(ctx, [stamp]);
    return null;
  });

  /** Enables or disables a stamp; disabled stamps are refused by every submission and left out of the stamping. */
  registerEndpoint(app, api.stamp.setEnabled, async (ctx) => {
    const { db, data } = ctx;
    const stamp = await findStamp(ctx, data.stampId);
    requireManager(ctx, stamp);
    if (stamp.isEnable === data.isEnable) return null;
    await db.transaction(async (tx) => {
      await tx.update(stamps).set({ isEnable: data.isEnable }).where(eq(stamps.id, stamp.id));
      await recordStampOperation(tx, {
        enterpriseId: stamp.enterpriseId,
        userId: ctx.user.id,
        operation: data.isEnable === StampEnabled.Enabled ? StampOperation.Enable : StampOperation.Disable,
        stampIds: [stamp.id],
      });
    });
    return null;
  });

  /**
   * Renames a stamp (its managers), sets its deadline (an administrator; a CA stamp's deadline is its
   * certificate's) or hands an enterprise stamp to another manager (an administrator; a member of the enterprise).
   */
  registerEndpoint(app, api.stamp.updateInfo, async (ctx) => {
    const { db, data } = ctx;
    const stamp = await findStamp(ctx, data.stampId);
    requireManager(ctx, stamp);
    const changes: Partial<typeof stamps.$inferInsert> = {};
    const operations: StampOperation[] = [];
    if (data.name !== undefined && data.name !== stamp.name) {
      changes.name = data.name;
      operations.push(StampOperation.Rename);
    }
    if (data.deadline !== undefined) {
      const deadline = data.deadline?.trim() || null;
      if (deadline !== stamp.deadline) {
        requireAdmin(ctx);
        if (stamp.signCertSn !== null) invalid(StampMessage.CaDeadline);
        if (deadline !== null && !isCalendarDate(deadline)) invalid(StampMessage.DeadlineFormat);
        changes.deadline = deadline;
        operations.push(StampOperation.ChangeDeadline);
      }
    }
    if (data.managerId !== undefined && data.managerId !== stamp.userId) {
      requireAdmin(ctx);
      if (stamp.ownerType !== OwnerType.Enterprise) invalid(StampMessage.ManagerOnlyForEnterpriseStamps);
      if ((await membersOf(db, stamp.enterpriseId, [data.managerId])).length === 0) {
        deny(StampMessage.ManagerNotMember);
      }
      changes.userId = data.managerId;
      operations.push(StampOperation.ChangeManager);
    }
    if (operations.length === 0) return null;
    await db.transaction(async (tx) => {
      await tx.update(stamps).set(changes).where(eq(stamps.id, stamp.id));
      for (const operation of operations) {
        await recordStampOperation(tx, {
          enterpriseId: stamp.enterpriseId,
          userId: ctx.user.id,
          operation,
          stampIds: [stamp.id],
        });
      }
    });
    return null;
  });

  /**
   * Signature slots (stampType 0, personal, no image yet) for chosen members who have none; each then uploads
   * their signature into it (updateMd5). An administrator's call.
   */
  registerEndpoint(app, api.stamp.batchCreate, async (ctx) => {
    const { db, data } = ctx;
    requireAdmin(ctx);
    const enterpriseId = ctx.enterpriseId;
    const wanted = [...new Set(data.userIdList)];
    const members = await membersOf(db, enterpriseId, wanted);
    if (members.length !== wanted.length) deny(StampMessage.MembersNotInEnterprise);
    const existing = await db
      .select({ userId: stamps.userId })
      .from(stamps)
      .where(
        and(
          eq(stamps.enterpriseId, enterpriseId),
          eq(stamps.stampType, StampType.PersonalSignature),
          eq(stamps.ownerType, OwnerType.Personal),
          isNull(stamps.deletedAt),
          inArray(stamps.userId, wanted),
        ),
      );
    const signed = new Set(existing.map((e) => e.userId));
    const missing = members.filter((m) => !signed.has(m.user.id));
    if (missing.length === 0) return null;
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(stamps)
        .values(
          missing.map(({ user }) => ({
            enterpriseId,
            name: user.realname,
            stampType: StampType.PersonalSignature,
            ownerType: OwnerType.Personal,
            userId: user.id,
            uuid: '',
            isManager: false,
            isEnable: StampEnabled.Enabled,
          })),
        )
        .returning({ id: stamps.id });
      await recordStampOperation(tx, {
        enterpriseId,
        userId: ctx.user.id,
        operation: StampOperation.Create,
        stampIds: created.map((c) => c.id),
      });
    });
    return null;
  });

  /**
   * Stamps of a type and owner kind that no unfinished approval places (safe to delete or replace). A member sees
   * their own personal stamps only; an administrator anyone's.
   */
  registerEndpoint(app, api.stamp.notInUse, async (ctx) => {
    const { db, data } = ctx;
    const enterpriseId = ctx.enterpriseId;
    const conditions: SQL[] = [
      eq(stamps.enterpriseId, enterpriseId),
      eq(stamps.stampType, data.type),
      eq(stamps.ownerType, data.ownerType),
      isNull(stamps.deletedAt),
    ];
    if (data.ownerType === OwnerType.Personal) {
      const owner = data.userId ?? (isEnterpriseAdmin(ctx) ? undefined : ctx.user.id);
      if (owner !== undefined && owner !== ctx.user.id && !isEnterpriseAdmin(ctx)) {
        deny(StampMessage.OtherPersonsStamps);
      }
      if (owner !== undefined) conditions.push(eq(stamps.userId, owner));
    } else if (data.userId) {
      conditions.push(eq(stamps.userId, data.userId));
    }
    const rows = await db
      .select()
      .from(stamps)
      .where(and(...conditions));
    const busy = await stampsInUse(
      db,
      rows.map((r) => r.id),
    );
    return stampViews(
      db,
      rows.filter((r) => !busy.has(r.id)),
      ctx.prefixes,
    );
  });

  /** A personal stamp taken out of this enterprise (its owner or an administrator), with delStamp's rules. */
  registerEndpoint(app, api.stamp.removeFromEnterprise, async (ctx) => {
    const stamp = await findStamp(ctx, ctx.data.stampId);
    if (stamp.ownerType !== OwnerType.Personal) invalid(StampMessage.NotPersonalStamp);
    requireManager(ctx, stamp);
    await requireNotInUse(ctx.db, stamp);
    await removeStamps(ctx, [stamp]);
    return null;
  });

  /**
   * Every personal stamp of a person taken out of this enterprise (an administrator's call, e.g. when they leave):
   * all or none, refused while an unfinished approval needs one of them.
   */
  registerEndpoint(app, api.stamp.removeUserFromEnterprise, async (ctx) => {
    const { db, data } = ctx;
    requireAdmin(ctx);
    const rows = await db
      .select()
      .from(stamps)
      .where(
        and(
          eq(stamps.enterpriseId, ctx.enterpriseId),
          eq(stamps.ownerType, OwnerType.Personal),
          eq(stamps.userId, data.userId),
          isNull(stamps.deletedAt),
        ),
      );
    for (const row of rows) await requireNotInUse(db, row);
    await removeStamps(ctx, rows);
    return null;
  });

  /**
   * Brings one of the caller's personal stamps from another enterprise they belong to into this one: a new stamp
   * here with the same name, type and image (its CA certificate stays with the original).
   */
  registerEndpoint(app, api.stamp.addToEnterprise, async (ctx) => {
    const { db, data, user } = ctx;
    const enterpriseId = ctx.enterpriseId;
    const [source] = await db
      .select()
      .from(stamps)
      .where(and(eq(stamps.id, data.stampId), isNull(stamps.deletedAt)))
      .limit(1);
    if (!source || source.ownerType !== OwnerType.Personal || source.userId !== user.id) {
      deny(StampMessage.StampNotFound);
    }
    if ((await membersOf(db, source.enterpriseId, [user.id])).length === 0) deny(StampMessage.StampNotFound);
    const [present] = await db
      .select({ id: stamps.id })
      .from(stamps)
      .where(
        and(
          eq(stamps.enterpriseId, enterpriseId),
          eq(stamps.ownerType, OwnerType.Personal),
          eq(stamps.userId, user.id),
          eq(stamps.stampType, source.stampType),
          eq(stamps.name, source.name),
          isNull(stamps.deletedAt),
        ),
      )
      .limit(1);
    if (source.enterpriseId === enterpriseId || present) invalid(StampMessage.AlreadyInEnterprise);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(stamps)
        .values({
          enterpriseId,
          name: source.name,
          stampType: source.stampType,
          ownerType: OwnerType.Personal,
          userId: user.id,
          uuid: source.uuid,
          isManager: source.isManager,
          fileKey: source.fileKey,
          fileMd5: source.fileMd5,
          isEnable: StampEnabled.Enabled,
        })
        .returning({ id: stamps.id });
      if (created) {
        await recordStampOperation(tx, {
          enterpriseId,
          userId: user.id,
          operation: StampOperation.Create,
          stampIds: [created.id],
        });
      }
    });
    return null;
  });

  /** The personal stamp management page: the enterprise's members with their personal stamps, by name or phone. */
  registerEndpoint(app, api.stamp.personnelStamps, async (ctx) => {
    const { db, data } = ctx;
    requireAdmin(ctx);
    const enterpriseId = ctx.enterpriseId;
    const members = await db
      .select({ user: users })
      .from(enterpriseMembers)
      .innerJoin(users, eq(users.id, enterpriseMembers.userId))
      .where(eq(enterpriseMembers.enterpriseId, enterpriseId));
    const search = data.searchString?.trim();
    const people = members
      .map((m) => m.user)
      .filter((u) => !search || u.realname.includes(search) || u.phone.includes(search))
      .sort((a, b) => nameCollator.compare(a.realname, b.realname));
    const page = paginate(people, data.pageNum, data.pageSize ?? PageSize.StampList);
    const rows = page.list.length
      ? await db
          .select()
          .from(stamps)
          .where(
            and(
              eq(stamps.enterpriseId, enterpriseId),
              eq(stamps.ownerType, OwnerType.Personal),
              isNull(stamps.deletedAt),
              inArray(
                stamps.userId,
                page.list.map((p) => p.id),
              ),
            ),
          )
      : [];
    const views = await stampViews(db, rows, ctx.prefixes);
    return {
      total: page.total,
      list: page.list.map((person) => ({
        userId: person.id,
        realname: person.realname,
        phone: person.phone,
        stamps: views.filter((s) => s.userId === person.id),
      })),
    };
  });

  /**
   * The stamp log, newest first, 50 a page: an administrator sees the whole enterprise's; a member what they did
   * and what was done with their own stamps. Filters: person, stamp, time (dates or date-times, UTC+8).
   */
  registerEndpoint(app, api.stamp.log, async (ctx) => {
    const { db, data } = ctx;
    const enterpriseId = ctx.enterpriseId;
    if (data.enterpriseId && data.enterpriseId !== enterpriseId) deny(ErrorMessage.NotCurrentEnterprise);
    const start = parseLogTime(data.startTime, false);
    const end = parseLogTime(data.endTime, true);
    const conditions: SQL[] = [eq(stampLogs.enterpriseId, enterpriseId)];
    if (!isEnterpriseAdmin(ctx)) {
      const own = or(eq(stampLogs.userId, ctx.user.id), eq(stamps.userId, ctx.user.id));
      if (own) conditions.push(own);
    }
    if (data.userId) conditions.push(eq(stampLogs.userId, data.userId));
    if (data.stampId) conditions.push(eq(stampLogs.stampId, data.stampId));
    if (start) conditions.push(gte(stampLogs.createdAt, start));
    if (end) conditions.push(lte(stampLogs.createdAt, end));
    const where = and(...conditions);
    const pageNum = data.pageNum ?? 1;
    const pageSize = data.pageSize ?? PageSize.StampList;
    const [total] = await db
      .select({ n: count() })
      .from(stampLogs)
      .innerJoin(stamps, eq(stamps.id, stampLogs.stampId))
      .where(where);
    const rows = await db
      .select({ log: stampLogs, stampName: stamps.name, realname: users.realname, actName: approvals.actName })
      .from(stampLogs)
      .innerJoin(stamps, eq(stamps.id, stampLogs.stampId))
      .innerJoin(users, eq(users.id, stampLogs.userId))
      .leftJoin(approvals, eq(approvals.id, stampLogs.approvalId))
      .where(where)
      .orderBy(desc(stampLogs.createdAt), desc(stampLogs.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: rows.map(({ log, stampName, realname, actName }) => ({
        id: log.id,
        stampId: log.stampId,
        stampName,
        userId: log.userId,
        realname,
        // A use reads as the fixture's: '<approval name> 盖章'.
        operation: actName ? `${actName} ${log.operation}` : log.operation,
        createTime: formatDateTime(log.createdAt),
        actId: log.approvalId,
        actName,
      })),
    };
  });
}
