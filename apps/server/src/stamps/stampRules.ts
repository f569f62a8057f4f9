import {
  isEnterpriseAdmin as holdsAdminRole,
  type OwnerType,
  type StampActor,
  type StampFacts,
  StampMessage,
  StampType,
  stampImageEditorRefusal,
  stampManagerRefusal,
} from '@atelier/api';
import { effectiveSigners, signerOf } from '../approvals/signers';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, enforce } from '../domain/errors';
import {
  enterpriseMembersAmong,
  findStampOfEnterprise,
  type StampRow,
  stampIdsInUse,
  unfinishedApprovalDrawings,
} from './stampRepository';

/** The refusals of stamp management: one definition, in `@atelier/api` (rules/stamps.ts), shared with the fixtures. */
export { StampMessage } from '@atelier/api';

/** Whether the actor administers the enterprise of the call. */
export const isEnterpriseAdmin = (actor: Actor): boolean => holdsAdminRole(actor.roles);

/** What the shared stamp rules read of the actor. */
export const stampActor = (actor: Actor): StampActor => ({ userId: actor.userId, isAdmin: isEnterpriseAdmin(actor) });

/** A refusal unless the actor administers their enterprise (the actor's enterprise is present and unexpired). */
export function requireAdmin(actor: Actor, message: string = StampMessage.OnlyAdmin): void {
  if (!isEnterpriseAdmin(actor)) deny(message);
}

/** A stamp of the actor's enterprise that has not been deleted. */
export async function findStamp(db: Database, actor: Actor, stampId: string): Promise<StampRow> {
  const row = await findStampOfEnterprise(db, actor.enterpriseId, stampId);
  if (!row) deny(StampMessage.StampNotFound);
  return row;
}

/**
 * Who manages a stamp (delete, enable, rename): an enterprise stamp only an enterprise administrator; a personal
 * one its owner, or an administrator (a member who left, a registration stamp the enterprise issued).
 */
export function requireManager(actor: Actor, stamp: StampRow): void {
  enforce(stampManagerRefusal(stampActor(actor), stampFacts(stamp)));
}

/**
 * Who may replace a stamp's image: an enterprise stamp an administrator; a person's signature or own square stamp
 * only that person (nobody else puts a signature in their name); a registration stamp its owner or an
 * administrator, who issues them.
 */
export function requireImageEditor(actor: Actor, stamp: StampRow): void {
  enforce(stampImageEditorRefusal(stampActor(actor), stampFacts(stamp)));
}

/** What the shared stamp rules read of a stamp. */
export const stampFacts = (stamp: StampRow): StampFacts => ({
  ownerType: stamp.ownerType as OwnerType,
  stampType: stamp.stampType as StampType,
  userId: stamp.userId,
});

/** The members among these users of the enterprise. */
export const membersOf = enterpriseMembersAmong;

/** The stamps among these that an unfinished approval places (its batches', output, custom stamps, signatures). */
export const stampsInUse = stampIdsInUse;

/**
 * Whether a person signs a drawing of an unfinished approval of the enterprise: the stamping draws their personal
 * signature there, found by owner when the drawings are stamped, so it must not vanish before.
 */
export async function signsUnfinishedApproval(db: Database, enterpriseId: string, userId: string): Promise<boolean> {
  const drawings = await unfinishedApprovalDrawings(db, enterpriseId);
  const byProject = new Map<string, { recordId: string; resourceId: string }[]>();
  for (const d of drawings) byProject.set(d.projectId, [...(byProject.get(d.projectId) ?? []), d]);
  for (const [projectId, versions] of byProject) {
    const signers = await effectiveSigners(db, projectId, versions);
    for (const fields of signers.values()) if (fields.some((f) => signerOf(f)?.userId === userId)) return true;
  }
  return false;
}

/** A refusal of input the schema let through (40009, an error toast with the message). */
export function invalid(message: string): never {
  throw new DomainError(ErrorCode.InvalidRequest, message);
}

/** Refuses deleting a stamp an unfinished approval still needs (a state that passes: a warning toast). */
export async function requireNotInUse(db: Database, stamp: StampRow): Promise<void> {
  const busy = (message: string): never => {
    throw new DomainError(ErrorCode.NotReady, message);
  };
  if ((await stampsInUse(db, [stamp.id])).size > 0) busy(StampMessage.StampInUse);
  if (
    stamp.stampType === StampType.PersonalSignature &&
    stamp.userId &&
    (await signsUnfinishedApproval(db, stamp.enterpriseId, stamp.userId))
  ) {
    busy(StampMessage.SignatureInUse);
  }
}
