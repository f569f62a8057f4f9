/**
 * An enterprise's life (001 sections 5.1, 5.2, 7.3, 8.2): creating one (its creator its administrator, the default
 * dictionary, switched to it), finding one by name or invitation code, asking to join, the administrator's audit,
 * and the info page. The rules and messages are the shared ones of `@atelier/api` (rules/enterprises.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  AVATAR_FORMAT,
  type api,
  auditRefusal,
  avatarFileSchema,
  avatarImageType,
  CREATOR_ROLES,
  createEnterpriseRefusal,
  DEFAULT_DUTIES,
  DEFAULT_SPECIALTIES,
  ENTERPRISE_SEARCH_LIMIT,
  type EndpointResult,
  EnterpriseMessage,
  type EnterpriseScale,
  FixedRoleId,
  invitationCodeFrom,
  isEnterpriseExpired,
  JoinRequestStatus,
  joinRefusal,
  nameTakenRefusal,
} from '@atelier/api';

type EnterpriseDetail = EndpointResult<typeof api.enterprise.detail>;
type JoinRequest = EndpointResult<typeof api.enterprise.toBeAudited>['list'][number];

import { isEnterpriseMember } from '../access/repository';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, enforce } from '../domain/errors';
import { formatDate, formatDateTime } from '../util/format';
import { childRegions, districtOf } from './regions';
import {
  decideJoinRequest,
  enterpriseRow,
  firstAdminOf,
  insertDictionary,
  insertEnterprise,
  insertJoinRequest,
  insertMember,
  invitationCodeTaken,
  joinRequestById,
  memberCountOf,
  nameTakenInDistrict,
  pendingRequestOf,
  pendingRequestsOf,
  realnameOf,
  searchEnterprises,
  setCurrentEnterprise,
  setInvitationCode,
  updateEnterprise,
} from './repository';

/** The children of a region, as the cascade reads them. */
export function regionOptions(parentCode: string | undefined) {
  return { regionCodeList: childRegions(parentCode).map((r) => ({ baseAreaid: r.code, name: r.name })) };
}

/** A fresh invitation code no enterprise holds. */
async function newInvitationCode(db: Database): Promise<string> {
  for (;;) {
    const code = invitationCodeFrom(randomBytes(16));
    if (!(await invitationCodeTaken(db, code))) return code;
  }
}

/**
 * Creates an enterprise for the user: they hold the three fixed roles there, it starts with the default specialties
 * and duties, and it becomes their current enterprise. The labels are the region table's, not the client's.
 */
export async function createEnterprise(
  db: Database,
  userId: string,
  input: { enterpriseName: string; enterpriseScale: EnterpriseScale; regionCode: string },
): Promise<{ enterpriseId: string; message: string }> {
  const district = districtOf(input.regionCode);
  const name = input.enterpriseName.trim();
  enforce(
    createEnterpriseRefusal({
      regionCode: input.regionCode,
      regionKnown: district !== null,
      nameTakenInDistrict: district !== null && (await nameTakenInDistrict(db, name, district)),
      enterpriseName: name,
    }),
  );
  if (!district) throw new Error('unreachable: the rule refuses an unknown district');
  const invitationCode = await newInvitationCode(db);
  const enterpriseId = await db.transaction(async (tx) => {
    const id = await insertEnterprise(tx, {
      name,
      shortName: name,
      regionCode: district.code,
      districtDetails: district.details,
      enterpriseScale: input.enterpriseScale,
      invitationCode,
      creatorId: userId,
    });
    await insertMember(tx, id, userId, CREATOR_ROLES);
    await insertDictionary(tx, id, DEFAULT_SPECIALTIES, DEFAULT_DUTIES);
    await setCurrentEnterprise(tx, userId, id);
    await recordAudit(tx, { enterpriseId: id, actorId: userId, action: AuditAction.EnterpriseCreate, target: name });
    return id;
  });
  return { enterpriseId, message: EnterpriseMessage.Created };
}

/** Enterprises by name or invitation code (at most 10). */
export async function findEnterprises(db: Database, keyword: string) {
  return searchEnterprises(db, keyword.trim(), ENTERPRISE_SEARCH_LIMIT);
}

/** Asks to join an enterprise: one pending request per user and enterprise; members are told so (40003). */
export async function requestToJoin(
  db: Database,
  userId: string,
  input: { enterpriseId: string; comment?: string | undefined },
): Promise<{ message: string }> {
  const enterprise = await enterpriseRow(db, input.enterpriseId);
  const refusal = joinRefusal({
    enterpriseExists: enterprise !== undefined,
    isMember: enterprise !== undefined && (await isEnterpriseMember(db, input.enterpriseId, userId)),
    hasPendingRequest:
      enterprise !== undefined && (await pendingRequestOf(db, input.enterpriseId, userId)) !== undefined,
  });
  enforce(refusal);
  try {
    await insertJoinRequest(db, input.enterpriseId, userId, input.comment?.trim() ?? '');
  } catch (error) {
    // Two requests at once: the partial unique index keeps one pending.
    if (await pendingRequestOf(db, input.enterpriseId, userId)) {
      enforce(joinRefusal({ enterpriseExists: true, isMember: false, hasPendingRequest: true }));
    }
    throw error;
  }
  return { message: EnterpriseMessage.JoinRequested };
}

/** The administrator's audit list: pending requests of the current enterprise. */
export async function pendingJoinRequests(
  db: Database,
  actor: Actor,
  page: { pageNum?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: JoinRequest[]; total: number }> {
  const pageNum = page.pageNum ?? 1;
  const pageSize = page.pageSize ?? 10;
  const { rows, total } = await pendingRequestsOf(db, actor.enterpriseId, (pageNum - 1) * pageSize, pageSize);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      realname: r.realname,
      phone: r.phone,
      comment: r.comment,
      status: r.status as JoinRequestStatus,
      createTime: formatDateTime(r.createdAt),
    })),
  };
}

/** Approves (the applicant becomes a member without a role) or rejects a pending request of the actor's enterprise. */
export async function auditJoinRequest(db: Database, actor: Actor, id: string, approve: boolean): Promise<null> {
  const request = await joinRequestById(db, id);
  enforce(
    auditRefusal({
      request: request && { enterpriseId: request.enterpriseId, status: request.status as JoinRequestStatus },
      enterpriseId: actor.enterpriseId,
    }),
  );
  if (!request) return null;
  await db.transaction(async (tx) => {
    const status = approve ? JoinRequestStatus.Approved : JoinRequestStatus.Rejected;
    if (!(await decideJoinRequest(tx, id, status, actor.userId))) {
      enforce(
        auditRefusal({ request: { enterpriseId: request.enterpriseId, status }, enterpriseId: actor.enterpriseId }),
      );
    }
    if (approve && !(await isEnterpriseMember(tx, request.enterpriseId, request.userId))) {
      await insertMember(tx, request.enterpriseId, request.userId, []);
    }
    await recordAudit(tx, { ...auditBy(actor), action: AuditAction.EnterpriseJoin, details: { request: id, approve } });
  });
  return null;
}

/** The info page of the actor's enterprise; an enterprise without an invitation code (seeded) is given one. */
export async function enterpriseDetail(db: Database, actor: Actor): Promise<EnterpriseDetail> {
  const row = await enterpriseRow(db, actor.enterpriseId);
  if (!row) deny(EnterpriseMessage.EnterpriseNotFound);
  let invitationCode = row.invitationCode;
  if (!invitationCode) {
    invitationCode = await newInvitationCode(db);
    await setInvitationCode(db, row.id, invitationCode);
  }
  const creatorName =
    (row.creatorId ? await realnameOf(db, row.creatorId) : undefined) ??
    (await firstAdminOf(db, row.id, FixedRoleId.EnterpriseAdmin)) ??
    '';
  return {
    id: row.id,
    enterpriseName: row.name,
    shortName: row.shortName,
    enterpriseScale: (row.enterpriseScale ?? null) as EnterpriseScale | null,
    regionCode: row.regionCode,
    districtDetails: row.districtDetails,
    avatar: row.avatar,
    invitationCode,
    creatorName,
    memberCount: await memberCountOf(db, row.id),
    expireDate: row.expiresAt ? formatDate(row.expiresAt) : null,
    expired: isEnterpriseExpired(row.expiresAt, new Date()),
    createTime: formatDateTime(row.createdAt),
  };
}

export async function updateEnterpriseInfo(
  db: Database,
  actor: Actor,
  input: { enterpriseName: string; shortName?: string | undefined; enterpriseScale: EnterpriseScale },
): Promise<null> {
  const row = await enterpriseRow(db, actor.enterpriseId);
  if (!row) deny(EnterpriseMessage.EnterpriseNotFound);
  const name = input.enterpriseName.trim();
  const district = { code: row.regionCode, details: row.districtDetails };
  if (name !== row.name.trim() && (await nameTakenInDistrict(db, name, district))) {
    enforce(nameTakenRefusal(name));
  }
  await updateEnterprise(db, actor.enterpriseId, {
    name,
    shortName: input.shortName?.trim() || name,
    enterpriseScale: input.enterpriseScale,
  });
  await recordAudit(db, { ...auditBy(actor), action: AuditAction.EnterpriseUpdate, target: name, details: input });
  return null;
}

/** Sets the avatar: a JPG or PNG under 500 KB (its name and its bytes checked), kept as a data: URL. */
export async function setEnterpriseAvatar(db: Database, actor: Actor, file: Blob): Promise<{ avatar: string }> {
  const name = file instanceof File ? file.name : 'avatar';
  const checked = avatarFileSchema.safeParse({ name, size: file.size });
  if (!checked.success)
    throw new DomainError(ErrorCode.InvalidRequest, checked.error.issues[0]?.message ?? AVATAR_FORMAT);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = avatarImageType(bytes);
  if (!type) throw new DomainError(ErrorCode.InvalidRequest, AVATAR_FORMAT);
  const avatar = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  await updateEnterprise(db, actor.enterpriseId, { avatar });
  await recordAudit(db, { ...auditBy(actor), action: AuditAction.EnterpriseUpdate, details: { avatar: 'set' } });
  return { avatar };
}

export async function removeEnterpriseAvatar(db: Database, actor: Actor): Promise<null> {
  await updateEnterprise(db, actor.enterpriseId, { avatar: null });
  await recordAudit(db, { ...auditBy(actor), action: AuditAction.EnterpriseUpdate, details: { avatar: 'removed' } });
  return null;
}
