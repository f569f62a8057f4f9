import {
  ApplicationType,
  api,
  CaApprovalStatus,
  CertificateStatus,
  KeyStatus,
  type OwnerType,
  PageSize,
  type StampType,
} from '@atelier/api';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeCertificate } from '../ca/certificates';
import { ensureEnterpriseCa } from '../ca/enterpriseCa';
import { caProviders, providerOf } from '../ca/provider';
import type { Database } from '../db/index';
import { caActivationKeys, caApplications, enterpriseMembers, stamps, users } from '../db/schema';
import { DomainError, deny, ErrorCode } from '../domain/errors';
import { type HandlerContext, registerEndpoint } from '../http/registerEndpoint';
import { findStamp, isEnterpriseAdmin } from '../stamps/stampRules';
import { formatDateTime, paginate } from '../util/format';

/** Refusals of the CA calls (Atelier's wording; the specification gives none). */
export const CaMessage = {
  StampNotFound: '印章不存在',
  NotManager: '只有印章的所有人或企业管理员可以办理CA业务',
  NotAdmin: '只有企业管理员可以审核CA申请',
  Pending: '该印章已有待审核的CA申请，请等待审核或先撤回',
  AlreadyCertified: '该印章已有CA证书，如需变更、续期或注销请提交相应申请',
  NoCertificate: '该印章尚无CA证书，请先申请',
  UnknownOrganisation: '认证机构不存在',
  NoPending: '该印章没有待审核的CA申请',
  NotPending: '该申请已处理，请刷新后查看',
  UseApply: '新办CA证书请使用申请',
  KeyNotFound: '激活码无效',
  KeyNotUsable: '激活码已使用或已作废，不能分配',
  KeyNotYours: '该激活码已分配给他人',
  KeyAdminOnly: '只有企业管理员可以管理CA激活码',
  NotMember: '该人员不是本企业成员',
} as const;

type StampRow = typeof stamps.$inferSelect;

/**
 * The stamp (of the caller's enterprise, not deleted) they may act for: its owner or manager, or an administrator.
 * Unlike stamp management (requireManager), an enterprise stamp's manager handles its certificate.
 */
async function managedStamp(ctx: HandlerContext<unknown>, stampId: string): Promise<StampRow> {
  const stamp = await findStamp(ctx, stampId);
  if (!isEnterpriseAdmin(ctx) && stamp.userId !== ctx.user.id) deny(CaMessage.NotManager);
  return stamp;
}

async function pendingOf(db: Database, stampId: string) {
  const [row] = await db
    .select()
    .from(caApplications)
    .where(and(eq(caApplications.stampId, stampId), eq(caApplications.status, CaApprovalStatus.Pending)))
    .limit(1);
  return row ?? null;
}

function refuseState(message: string): never {
  throw new DomainError(ErrorCode.NotReady, message);
}

/**
 * CA certificates of stamps (000 section 7 "CA"; issue 11): applications by a stamp's owner or manager, the
 * administrator's review, which has the provider (the enterprise CA unless another is configured) issue, renew,
 * change or revoke the certificate, the stamp's CA log, and the enterprise CA's certificate for verifiers.
 */
export function registerCaRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.ca.organisations, async (ctx) => {
    const lists = await Promise.all(caProviders.map((p) => p.organisations(ctx.db, ctx.enterpriseId)));
    return lists.flat();
  });

  registerEndpoint(app, api.ca.rootCertificate, async (ctx) => {
    const authority = await ensureEnterpriseCa(ctx.db, ctx.enterpriseId);
    const described = describeCertificate(authority.certificatePem);
    return {
      subject: `CN=${authority.commonName}, O=${authority.organisation}, C=CN`,
      serialNumber: described.serialNumber,
      notBefore: formatDateTime(authority.notBefore),
      notAfter: formatDateTime(authority.notAfter),
      pem: authority.certificatePem,
    };
  });

  /** A new certificate: for a stamp without one (never applied, refused, or revoked). */
  registerEndpoint(app, api.ca.apply, async (ctx) => {
    const { db, data } = ctx;
    const stamp = await managedStamp(ctx, data.stampId);
    if (await pendingOf(db, stamp.id)) refuseState(CaMessage.Pending);
    if (stamp.signCertSn) refuseState(CaMessage.AlreadyCertified);
    if (!(await providerOf(db, ctx.enterpriseId, data.caOrgId))) deny(CaMessage.UnknownOrganisation);
    await db.transaction(async (txn) => {
      const tx: Database = txn;
      if (data.cdk) await consumeActivationKey(tx, ctx, data.cdk.trim(), stamp.id);
      await tx.insert(caApplications).values({
        enterpriseId: ctx.enterpriseId,
        stampId: stamp.id,
        applicantId: ctx.user.id,
        type: ApplicationType.Create,
        status: CaApprovalStatus.Pending,
        caOrgId: data.caOrgId,
      });
      await tx.update(stamps).set({ certificateStatus: CertificateStatus.UnderReview }).where(eq(stamps.id, stamp.id));
    });
    return null;
  });

  /** Change, renew or revoke the stamp's certificate. */
  registerEndpoint(app, api.ca.applyChange, async (ctx) => {
    const { db, data } = ctx;
    if (data.type === ApplicationType.Create) deny(CaMessage.UseApply);
    const stamp = await managedStamp(ctx, data.stampId);
    if (await pendingOf(db, stamp.id)) refuseState(CaMessage.Pending);
    if (!stamp.signCertSn || !stamp.caOrgId) refuseState(CaMessage.NoCertificate);
    await db.insert(caApplications).values({
      enterpriseId: ctx.enterpriseId,
      stampId: stamp.id,
      applicantId: ctx.user.id,
      type: data.type,
      status: CaApprovalStatus.Pending,
      caOrgId: stamp.caOrgId as string,
    });
    return null;
  });

  registerEndpoint(app, api.ca.withdrawApply, async (ctx) => {
    const { db, data } = ctx;
    const stamp = await managedStamp(ctx, data.stampId);
    const pending = await pendingOf(db, stamp.id);
    if (!pending) refuseState(CaMessage.NoPending);
    await db.transaction(async (txn) => {
      const tx: Database = txn;
      const moved = await tx
        .update(caApplications)
        .set({ status: CaApprovalStatus.Withdrawn })
        .where(and(eq(caApplications.id, pending.id), eq(caApplications.status, CaApprovalStatus.Pending)))
        .returning({ id: caApplications.id });
      if (!moved.length) refuseState(CaMessage.NotPending);
      if (pending.type === ApplicationType.Create) {
        await tx.update(stamps).set({ certificateStatus: CertificateStatus.NotApplied }).where(eq(stamps.id, stamp.id));
      }
    });
    return null;
  });

  /** The enterprise's activation keys, newest first (administrators). */
  registerEndpoint(app, api.ca.keys, async (ctx) => {
    if (!isEnterpriseAdmin(ctx)) deny(CaMessage.KeyAdminOnly);
    const conditions: SQL[] = [eq(caActivationKeys.enterpriseId, ctx.enterpriseId)];
    if (ctx.data.status) conditions.push(eq(caActivationKeys.status, ctx.data.status));
    const rows = await ctx.db
      .select()
      .from(caActivationKeys)
      .where(and(...conditions))
      .orderBy(desc(caActivationKeys.createdAt));
    return keyViews(ctx.db, rows);
  });

  /** Assigns an unused key to a member (administrators). */
  registerEndpoint(app, api.ca.assignKey, async (ctx) => {
    const { db, data } = ctx;
    if (!isEnterpriseAdmin(ctx)) deny(CaMessage.KeyAdminOnly);
    const [key] = await db
      .select()
      .from(caActivationKeys)
      .where(and(eq(caActivationKeys.id, data.id), eq(caActivationKeys.enterpriseId, ctx.enterpriseId)));
    if (!key) deny(CaMessage.KeyNotFound);
    if (key.status !== KeyStatus.Unused) refuseState(CaMessage.KeyNotUsable);
    const [member] = await db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.userId, data.userId), eq(enterpriseMembers.enterpriseId, ctx.enterpriseId)));
    if (!member) deny(CaMessage.NotMember);
    await db
      .update(caActivationKeys)
      .set({ assignedUserId: data.userId })
      .where(and(eq(caActivationKeys.id, key.id), eq(caActivationKeys.status, KeyStatus.Unused)));
    return null;
  });

  /** A key by its code, for the applicant about to name it. */
  registerEndpoint(app, api.ca.keyInfo, async (ctx) => {
    const [key] = await ctx.db
      .select()
      .from(caActivationKeys)
      .where(and(eq(caActivationKeys.cdk, ctx.data.cdk.trim()), eq(caActivationKeys.enterpriseId, ctx.enterpriseId)));
    if (!key) deny(CaMessage.KeyNotFound);
    const [view] = await keyViews(ctx.db, [key]);
    return view as NonNullable<typeof view>;
  });

  registerEndpoint(app, api.ca.log, async (ctx) => {
    const stamp = await managedStamp(ctx, ctx.data.stampId);
    const rows = await ctx.db
      .select()
      .from(caApplications)
      .where(eq(caApplications.stampId, stamp.id))
      .orderBy(desc(caApplications.createdAt));
    return rows.map((row) => ({
      id: row.id,
      stampId: row.stampId,
      type: row.type as ApplicationType,
      status: row.status as CaApprovalStatus,
      createTime: formatDateTime(row.createdAt),
      remarks: row.remarks,
    }));
  });

  /** The administrator's list: pending first, then the newest. */
  registerEndpoint(app, api.ca.applications, async (ctx) => {
    const { db, data } = ctx;
    if (!isEnterpriseAdmin(ctx)) deny(CaMessage.NotAdmin);
    const conditions: SQL[] = [eq(caApplications.enterpriseId, ctx.enterpriseId)];
    if (data.status) conditions.push(eq(caApplications.status, data.status));
    const rows = await db
      .select({ application: caApplications, stamp: stamps, applicant: users })
      .from(caApplications)
      .innerJoin(stamps, eq(stamps.id, caApplications.stampId))
      .innerJoin(users, eq(users.id, caApplications.applicantId))
      .where(and(...conditions))
      .orderBy(desc(caApplications.createdAt));
    const wanted = data.stampName?.trim();
    const kept = rows
      .filter((r) => !wanted || r.stamp.name.includes(wanted))
      .sort(
        (a, b) =>
          Number(b.application.status === CaApprovalStatus.Pending) -
          Number(a.application.status === CaApprovalStatus.Pending),
      );
    const names = await organisationNames(ctx);
    const page = paginate(kept, data.pageNum, data.pageSize ?? PageSize.CaList);
    return {
      total: page.total,
      list: page.list.map(({ application, stamp, applicant }) => ({
        id: application.id,
        stampId: stamp.id,
        stampName: stamp.name,
        stampType: stamp.stampType as StampType,
        ownerType: stamp.ownerType as OwnerType,
        applicant: { userId: applicant.id, realname: applicant.realname },
        type: application.type as ApplicationType,
        status: application.status as CaApprovalStatus,
        caOrgName: names.get(application.caOrgId) ?? stamp.caOrgName ?? '',
        createTime: formatDateTime(application.createdAt),
        remarks: application.remarks,
      })),
    };
  });

  /**
   * Pass or refuse a pending application. Passing has the organisation's provider carry it out in the same
   * transaction; two reviewers at once cannot both decide (the status moves only from pending).
   */
  registerEndpoint(app, api.ca.review, async (ctx) => {
    const { db, data } = ctx;
    if (!isEnterpriseAdmin(ctx)) deny(CaMessage.NotAdmin);
    const now = new Date();
    await db.transaction(async (txn) => {
      const tx: Database = txn;
      const [application] = await tx
        .select()
        .from(caApplications)
        .where(and(eq(caApplications.id, data.id), eq(caApplications.enterpriseId, ctx.enterpriseId)))
        .for('update');
      if (!application) deny(CaMessage.NotPending);
      if (application.status !== CaApprovalStatus.Pending) refuseState(CaMessage.NotPending);
      const [stamp] = await tx.select().from(stamps).where(eq(stamps.id, application.stampId)).for('update');
      if (!stamp) deny(CaMessage.StampNotFound);
      const type = application.type as ApplicationType;
      if (data.pass) {
        const provider = await providerOf(tx, ctx.enterpriseId, application.caOrgId);
        if (!provider) deny(CaMessage.UnknownOrganisation);
        await provider.apply(tx, stamp, type, now);
      } else if (type === ApplicationType.Create) {
        await tx.update(stamps).set({ certificateStatus: CertificateStatus.Rejected }).where(eq(stamps.id, stamp.id));
      }
      await tx
        .update(caApplications)
        .set({
          status: data.pass ? CaApprovalStatus.Passed : CaApprovalStatus.Refused,
          remarks: data.remarks?.trim() || null,
          reviewerId: ctx.user.id,
          reviewedAt: now,
        })
        .where(eq(caApplications.id, application.id));
    });
    return null;
  });
}

/** An activation key named in an application: unused, of the enterprise, assigned to nobody or the applicant. */
async function consumeActivationKey(db: Database, ctx: HandlerContext<unknown>, cdk: string, stampId: string) {
  const [key] = await db
    .select()
    .from(caActivationKeys)
    .where(and(eq(caActivationKeys.cdk, cdk), eq(caActivationKeys.enterpriseId, ctx.enterpriseId)))
    .for('update');
  if (!key) deny(CaMessage.KeyNotFound);
  if (key.status !== KeyStatus.Unused) refuseState(CaMessage.KeyNotUsable);
  if (key.assignedUserId && key.assignedUserId !== ctx.user.id) deny(CaMessage.KeyNotYours);
  await db
    .update(caActivationKeys)
    .set({ status: KeyStatus.Used, stampId, usedAt: new Date(), assignedUserId: key.assignedUserId ?? ctx.user.id })
    .where(eq(caActivationKeys.id, key.id));
}

/** A key as the CDK list shows it: descInfo names the member it is assigned to and the stamp that used it. */
async function keyViews(db: Database, rows: readonly (typeof caActivationKeys.$inferSelect)[]) {
  const userIds = [...new Set(rows.flatMap((r) => (r.assignedUserId ? [r.assignedUserId] : [])))];
  const people = userIds.length ? await db.select().from(users).where(inArray(users.id, userIds)) : [];
  const nameOf = new Map(people.map((p) => [p.id, p.realname]));
  return rows.map((row) => ({
    id: row.id,
    cdk: row.cdk,
    descInfo: JSON.stringify({
      ...(row.assignedUserId ? { userId: row.assignedUserId, realName: nameOf.get(row.assignedUserId) ?? '' } : {}),
      ...(row.stampId ? { stampId: row.stampId } : {}),
    }),
    status: row.status as KeyStatus,
    createTime: formatDateTime(row.createdAt),
  }));
}

async function organisationNames(ctx: HandlerContext<unknown>): Promise<Map<string, string>> {
  const lists = await Promise.all(caProviders.map((p) => p.organisations(ctx.db, ctx.enterpriseId)));
  return new Map(lists.flat().map((o) => [o.caOrgId, o.caOrgName]));
}
