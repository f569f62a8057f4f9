import { randomBytes } from 'node:crypto';
import { AuditAction, INVITATION_VALID_DAYS, OrganisationMessage } from '@atelier/api';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny } from '../domain/errors';
import { setCurrentEnterprise } from '../enterprises/repository';
import { formatDateTime } from '../util/format';
import { departmentsOf, findInvitation, insertInvitation, insertMember, namesOf, setDepartment } from './repository';

/**
 * Invitations to join an enterprise (001 section 7.3 invitationUser, 7.10 getInviteInfo; issue 24): an
 * administrator makes a code (shared as a link or read out), valid {@link INVITATION_VALID_DAYS} days, optionally
 * naming the department the invited person joins; anyone holding the code reads whose invitation it is.
 * Registering with a code (inviteRegister, auth/accounts.ts) makes the new account a member at once, in the named
 * department: the administrator's invitation is the approval a join request would wait for.
 */

const DAY = 86_400_000;

/** An unguessable code: 12 characters of base32 (60 bits), easy to read out. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
}

export async function createInvitation(
  db: Database,
  actor: Actor,
  departId: string | null | undefined,
  now = new Date(),
): Promise<{ inviteCode: string; expiresAt: string }> {
  if (departId) {
    const rows = await departmentsOf(db, actor.enterpriseId);
    if (!rows.some((r) => r.id === departId)) deny(OrganisationMessage.DepartmentNotFound);
  }
  const code = newCode();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY);
  await insertInvitation(db, {
    enterpriseId: actor.enterpriseId,
    code,
    createdBy: actor.userId,
    departmentId: departId ?? null,
    expiresAt,
  });
  return { inviteCode: code, expiresAt: formatDateTime(expiresAt) };
}

/** A code's invitation while it is valid, else the refusal 邀请链接无效或已过期. */
export async function validInvitation(db: Database, code: string, now = new Date()) {
  const invitation = await findInvitation(db, code.trim().toUpperCase());
  if (!invitation || invitation.expiresAt <= now) return deny(OrganisationMessage.InvitationInvalid);
  return invitation;
}

/**
 * Makes a newly registered person a member of the invitation's enterprise, in its department when that still
 * exists (else not grouped), and their current enterprise.
 */
export async function joinByInvitation(
  db: Database,
  invitation: { enterpriseId: string; departmentId: string | null; createdBy: string },
  userId: string,
): Promise<void> {
  await insertMember(db, invitation.enterpriseId, userId);
  const { departmentId } = invitation;
  if (departmentId && (await departmentsOf(db, invitation.enterpriseId)).some((d) => d.id === departmentId)) {
    await setDepartment(db, invitation.enterpriseId, [userId], departmentId);
  }
  await setCurrentEnterprise(db, userId, invitation.enterpriseId);
  await recordAudit(db, {
    enterpriseId: invitation.enterpriseId,
    actorId: userId,
    action: AuditAction.EnterpriseJoin,
    details: { invitedBy: invitation.createdBy },
  });
}

/** Whose invitation a code is (public: the invited person has no account yet). */
export async function invitationInfo(
  db: Database,
  code: string,
  now = new Date(),
): Promise<{ enterpriseId: string; enterpriseName: string; inviterName: string }> {
  const invitation = await validInvitation(db, code, now);
  const names = await namesOf(db, invitation.enterpriseId, invitation.createdBy);
  return { enterpriseId: invitation.enterpriseId, enterpriseName: names.enterprise, inviterName: names.user };
}
