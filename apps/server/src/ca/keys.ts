import { KeyStatus } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny } from '../domain/errors';
import { formatDateTime } from '../util/format';
import { CaMessage, refuseState } from './caRules';
import {
  assignUnusedKey,
  findKey,
  findKeyByCdk,
  isEnterpriseMember,
  type KeyRow,
  keysOfEnterprise,
  lockKeyByCdk,
  markKeyUsed,
  realnames,
} from './repository';

/**
 * CA activation keys (CDK): the enterprise's administrators list them and assign unused ones to members (their
 * role is declared in the contract); an application naming a key uses it up.
 */

/** A key as the CDK list shows it: descInfo names the member it is assigned to and the stamp that used it. */
async function keyViews(db: Database, rows: readonly KeyRow[]) {
  const userIds = [...new Set(rows.flatMap((r) => (r.assignedUserId ? [r.assignedUserId] : [])))];
  const nameOf = await realnames(db, userIds);
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

/** The enterprise's activation keys, newest first. */
export async function activationKeys(db: Database, actor: Actor, status: KeyStatus | undefined) {
  return keyViews(db, await keysOfEnterprise(db, actor.enterpriseId, status));
}

/** Assigns an unused key to a member. */
export async function assignActivationKey(db: Database, actor: Actor, keyId: string, userId: string): Promise<void> {
  const key = await findKey(db, actor.enterpriseId, keyId);
  if (!key) deny(CaMessage.KeyNotFound);
  if (key.status !== KeyStatus.Unused) refuseState(CaMessage.KeyNotUsable);
  if (!(await isEnterpriseMember(db, actor.enterpriseId, userId))) deny(CaMessage.NotMember);
  await assignUnusedKey(db, key.id, userId);
}

/** A key by its code, for the applicant about to name it. */
export async function activationKeyInfo(db: Database, actor: Actor, cdk: string) {
  const key = await findKeyByCdk(db, actor.enterpriseId, cdk.trim());
  if (!key) deny(CaMessage.KeyNotFound);
  const [view] = await keyViews(db, [key]);
  return view as NonNullable<typeof view>;
}

/**
 * Uses up an activation key named in an application (inside its transaction): unused, of the enterprise, assigned
 * to nobody or the applicant.
 */
export async function consumeActivationKey(tx: Database, actor: Actor, cdk: string, stampId: string): Promise<void> {
  const key = await lockKeyByCdk(tx, actor.enterpriseId, cdk);
  if (!key) deny(CaMessage.KeyNotFound);
  if (key.status !== KeyStatus.Unused) refuseState(CaMessage.KeyNotUsable);
  if (key.assignedUserId && key.assignedUserId !== actor.userId) deny(CaMessage.KeyNotYours);
  await markKeyUsed(tx, key.id, {
    stampId,
    assignedUserId: key.assignedUserId ?? actor.userId,
    at: new Date(),
  });
}
