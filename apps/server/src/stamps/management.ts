import {
  type api,
  type EndpointRequestOutput,
  isCalendarDate,
  OwnerType,
  PageSize,
  type ServicePrefixes,
  type Stamp,
  StampEnabled,
  StampMessage,
  StampType,
  stampOwnerOnCreate,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, refuse } from '../domain/errors';
import { nameCollator, paginate } from '../util/format';
import { ownImage } from './images';
import { recordStampOperation, StampOperation } from './stampLog';
import {
  enterpriseMemberUsers,
  findLiveStamp,
  insertStamp,
  insertStamps,
  listStamps,
  markStampsDeleted,
  type StampChanges,
  type StampRow,
  updateStamp,
} from './stampRepository';
import {
  findStamp,
  invalid,
  isEnterpriseAdmin,
  membersOf,
  requireAdmin,
  requireImageEditor,
  requireManager,
  requireNotInUse,
  stampActor,
  stampsInUse,
} from './stampRules';
import { stampViews } from './stamps';

/**
 * Stamp management (000 section 7 "Stamps", issue 11): creating stamps from uploaded images (stamps/images.ts),
 * replacing the image, enabling, disabling, deleting (never while an unfinished approval needs the stamp), renaming
 * and handing an enterprise stamp to another manager, signature slots for members and the personal stamp management
 * page. Enterprise stamps are managed by enterprise administrators only, personal ones by their owners
 * (stamps/stampRules.ts).
 */

type Request<E extends keyof typeof api.stamp> = EndpointRequestOutput<(typeof api.stamp)[E]>;

async function isMember(db: Database, enterpriseId: string, userId: string): Promise<boolean> {
  return (await membersOf(db, enterpriseId, [userId])).length > 0;
}

async function viewOf(db: Database, row: StampRow, prefixes: ServicePrefixes): Promise<Stamp> {
  const [view] = await stampViews(db, [row], prefixes);
  if (!view) throw new Error(`stamp ${row.id} has no view`);
  return view;
}

/** Marks stamps deleted (disabled, out of every list, still shown by the approvals that placed them) and logs it. */
async function removeStamps(db: Database, actor: Actor, rows: readonly StampRow[]): Promise<void> {
  if (rows.length === 0) return;
  const stampIds = rows.map((r) => r.id);
  await db.transaction(async (tx) => {
    await markStampsDeleted(tx, stampIds, StampEnabled.Disabled);
    await recordStampOperation(tx, {
      enterpriseId: actor.enterpriseId,
      userId: actor.userId,
      operation: StampOperation.Delete,
      stampIds,
    });
  });
}

/** Changes a stamp and logs each operation, in one transaction. */
async function changeStamp(
  db: Database,
  actor: Actor,
  stamp: StampRow,
  changes: StampChanges,
  operations: readonly StampOperation[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateStamp(tx, stamp.id, changes);
    for (const operation of operations) {
      await recordStampOperation(tx, {
        enterpriseId: stamp.enterpriseId,
        userId: actor.userId,
        operation,
        stampIds: [stamp.id],
      });
    }
  });
}

/**
 * Creates a stamp from an image the actor uploaded. Enterprise stamps (output, custom, registration): an
 * administrator, optionally naming a manager. Personal ones: the owner for themselves; an administrator may issue
 * a registration stamp to a member.
 */
export async function createStamp(
  db: Database,
  actor: Actor,
  data: Request<'create'>,
  prefixes: ServicePrefixes,
): Promise<Stamp> {
  const enterpriseId = actor.enterpriseId;
  const owner = stampOwnerOnCreate(stampActor(actor), data);
  if ('refusal' in owner) refuse(owner.refusal);
  const { ownerId } = owner;
  if (data.ownerType === OwnerType.Enterprise) {
    if (ownerId && !(await isMember(db, enterpriseId, ownerId))) deny(StampMessage.ManagerNotMember);
  } else if (!ownerId || !(await isMember(db, enterpriseId, ownerId))) {
    deny(StampMessage.OwnerNotMember);
  }
  const image = await ownImage(db, actor, data.uuid, data.fileMd5);
  const created = await db.transaction(async (tx) => {
    const row = await insertStamp(tx, {
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
    });
    if (row) {
      await recordStampOperation(tx, {
        enterpriseId,
        userId: actor.userId,
        operation: StampOperation.Create,
        stampIds: [row.id],
      });
    }
    return row;
  });
  if (!created) throw new Error('stamp.create: no row returned');
  return viewOf(db, created, prefixes);
}

/** Replaces a stamp's image with one the actor uploaded. */
export async function replaceStampImage(db: Database, actor: Actor, data: Request<'updateMd5'>): Promise<void> {
  const stamp = await findStamp(db, actor, data.id);
  requireImageEditor(actor, stamp);
  const image = await ownImage(db, actor, data.uuid, data.fileMd5);
  await changeStamp(db, actor, stamp, { uuid: image.uuid, fileKey: image.storageKey, fileMd5: image.fileMd5 }, [
    StampOperation.ReplaceImage,
  ]);
}

/**
 * Deletes a stamp, unless an unfinished approval places it (or, for a signature, its owner signs drawings of
 * one). The row stays, disabled and marked deleted, so that past approvals still show it.
 */
export async function deleteStamp(db: Database, actor: Actor, stampId: string): Promise<void> {
  const stamp = await findStamp(db, actor, stampId);
  requireManager(actor, stamp);
  await requireNotInUse(db, stamp);
  await removeStamps(db, actor, [stamp]);
}

/** Enables or disables a stamp; disabled stamps are refused by every submission and left out of the stamping. */
export async function setStampEnabled(db: Database, actor: Actor, data: Request<'setEnabled'>): Promise<void> {
  const stamp = await findStamp(db, actor, data.stampId);
  requireManager(actor, stamp);
  if (stamp.isEnable === data.isEnable) return;
  const operation = data.isEnable === StampEnabled.Enabled ? StampOperation.Enable : StampOperation.Disable;
  await changeStamp(db, actor, stamp, { isEnable: data.isEnable }, [operation]);
}

/**
 * Renames a stamp (its managers), sets its deadline (an administrator; a CA stamp's deadline is its
 * certificate's) or hands an enterprise stamp to another manager (an administrator; a member of the enterprise).
 */
export async function updateStampInfo(db: Database, actor: Actor, data: Request<'updateInfo'>): Promise<void> {
  const stamp = await findStamp(db, actor, data.stampId);
  requireManager(actor, stamp);
  const changes: StampChanges = {};
  const operations: StampOperation[] = [];
  if (data.name !== undefined && data.name !== stamp.name) {
    changes.name = data.name;
    operations.push(StampOperation.Rename);
  }
  if (data.deadline !== undefined) {
    const deadline = data.deadline?.trim() || null;
    if (deadline !== stamp.deadline) {
      requireAdmin(actor);
      if (stamp.signCertSn !== null) invalid(StampMessage.CaDeadline);
      if (deadline !== null && !isCalendarDate(deadline)) invalid(StampMessage.DeadlineFormat);
      changes.deadline = deadline;
      operations.push(StampOperation.ChangeDeadline);
    }
  }
  if (data.managerId !== undefined && data.managerId !== stamp.userId) {
    requireAdmin(actor);
    if (stamp.ownerType !== OwnerType.Enterprise) invalid(StampMessage.ManagerOnlyForEnterpriseStamps);
    if (!(await isMember(db, stamp.enterpriseId, data.managerId))) deny(StampMessage.ManagerNotMember);
    changes.userId = data.managerId;
    operations.push(StampOperation.ChangeManager);
  }
  if (operations.length === 0) return;
  await changeStamp(db, actor, stamp, changes, operations);
}

/**
 * Signature slots (stampType 0, personal, no image yet) for chosen members who have none; each then uploads
 * their signature into it (updateMd5). An administrator's call (declared in the contract).
 */
export async function createSignatureSlots(db: Database, actor: Actor, userIds: readonly string[]): Promise<void> {
  const enterpriseId = actor.enterpriseId;
  const wanted = [...new Set(userIds)];
  const members = await membersOf(db, enterpriseId, wanted);
  if (members.length !== wanted.length) deny(StampMessage.MembersNotInEnterprise);
  const existing = await listStamps(db, {
    enterpriseId,
    stampType: StampType.PersonalSignature,
    ownerType: OwnerType.Personal,
    userIds: wanted,
  });
  const signed = new Set(existing.map((e) => e.userId));
  const missing = members.filter((m) => !signed.has(m.user.id));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    const created = await insertStamps(
      tx,
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
    );
    await recordStampOperation(tx, {
      enterpriseId,
      userId: actor.userId,
      operation: StampOperation.Create,
      stampIds: created,
    });
  });
}

/**
 * Stamps of a type and owner kind that no unfinished approval places (safe to delete or replace). A member sees
 * their own personal stamps only; an administrator anyone's.
 */
export async function stampsNotInUse(
  db: Database,
  actor: Actor,
  data: Request<'notInUse'>,
  prefixes: ServicePrefixes,
): Promise<Stamp[]> {
  let owner: string | undefined;
  if (data.ownerType === OwnerType.Personal) {
    const admin = isEnterpriseAdmin(actor);
    owner = data.userId ?? (admin ? undefined : actor.userId);
    if (owner !== undefined && owner !== actor.userId && !admin) deny(StampMessage.OtherPersonsStamps);
  } else if (data.userId) {
    owner = data.userId;
  }
  const rows = await listStamps(db, {
    enterpriseId: actor.enterpriseId,
    stampType: data.type,
    ownerType: data.ownerType,
    ...(owner !== undefined ? { userId: owner } : {}),
  });
  const busy = await stampsInUse(
    db,
    rows.map((r) => r.id),
  );
  return stampViews(
    db,
    rows.filter((r) => !busy.has(r.id)),
    prefixes,
  );
}

/** A personal stamp taken out of this enterprise (its owner or an administrator), with delStamp's rules. */
export async function removeStampFromEnterprise(db: Database, actor: Actor, stampId: string): Promise<void> {
  const stamp = await findStamp(db, actor, stampId);
  if (stamp.ownerType !== OwnerType.Personal) invalid(StampMessage.NotPersonalStamp);
  requireManager(actor, stamp);
  await requireNotInUse(db, stamp);
  await removeStamps(db, actor, [stamp]);
}

/**
 * Every personal stamp of a person taken out of this enterprise (an administrator's call, declared in the
 * contract, e.g. when they leave): all or none, refused while an unfinished approval needs one of them.
 */
export async function removeUserStampsFromEnterprise(db: Database, actor: Actor, userId: string): Promise<void> {
  const rows = await listStamps(db, { enterpriseId: actor.enterpriseId, ownerType: OwnerType.Personal, userId });
  for (const row of rows) await requireNotInUse(db, row);
  await removeStamps(db, actor, rows);
}

/**
 * Brings one of the actor's personal stamps from another enterprise they belong to into this one: a new stamp
 * here with the same name, type and image (its CA certificate stays with the original).
 */
export async function addStampToEnterprise(db: Database, actor: Actor, stampId: string): Promise<void> {
  const enterpriseId = actor.enterpriseId;
  const source = await findLiveStamp(db, stampId);
  if (!source || source.ownerType !== OwnerType.Personal || source.userId !== actor.userId) {
    deny(StampMessage.StampNotFound);
  }
  if (!(await isMember(db, source.enterpriseId, actor.userId))) deny(StampMessage.StampNotFound);
  const present = await listStamps(db, {
    enterpriseId,
    ownerType: OwnerType.Personal,
    userId: actor.userId,
    stampType: source.stampType as StampType,
    name: source.name,
  });
  if (source.enterpriseId === enterpriseId || present.length > 0) invalid(StampMessage.AlreadyInEnterprise);
  await db.transaction(async (tx) => {
    const created = await insertStamp(tx, {
      enterpriseId,
      name: source.name,
      stampType: source.stampType,
      ownerType: OwnerType.Personal,
      userId: actor.userId,
      uuid: source.uuid,
      isManager: source.isManager,
      fileKey: source.fileKey,
      fileMd5: source.fileMd5,
      isEnable: StampEnabled.Enabled,
    });
    if (created) {
      await recordStampOperation(tx, {
        enterpriseId,
        userId: actor.userId,
        operation: StampOperation.Create,
        stampIds: [created.id],
      });
    }
  });
}

/**
 * The personal stamp management page (an administrator's, declared in the contract): the enterprise's members with
 * their personal stamps, by name or phone.
 */
export async function personnelStampPage(
  db: Database,
  actor: Actor,
  data: Request<'personnelStamps'>,
  prefixes: ServicePrefixes,
) {
  const enterpriseId = actor.enterpriseId;
  const members = await enterpriseMemberUsers(db, enterpriseId);
  const search = data.searchString?.trim();
  const people = members
    .filter((u) => !search || u.realname.includes(search) || u.phone.includes(search))
    .sort((a, b) => nameCollator.compare(a.realname, b.realname));
  const page = paginate(people, data.pageNum, data.pageSize ?? PageSize.StampList);
  const rows = await listStamps(db, {
    enterpriseId,
    ownerType: OwnerType.Personal,
    userIds: page.list.map((p) => p.id),
  });
  const views = await stampViews(db, rows, prefixes);
  return {
    total: page.total,
    list: page.list.map((person) => ({
      userId: person.id,
      realname: person.realname,
      phone: person.phone,
      stamps: views.filter((s) => s.userId === person.id),
    })),
  };
}
