/**
 * Enterprise roles (001 sections 3.6, 6, 7.3; issue 24): the three fixed roles (held by name, their keys Atelier's
 * table, not renamed, re-permissioned or deleted) and the enterprise's custom roles (a name and a bundle of keys of
 * the permission tree), who holds each, and giving or taking a role. A member's menus and button keys are computed
 * from the roles on every call (http/registerEndpoint.ts reads the custom roles' keys with `grantsOf`), so a change
 * takes effect on the person's next permissions fetch. Taking the enterprise-admin role tells the person (2006004).
 * A non-administrator holding 企业设置 neither edits nor deletes a role they hold, nor grants (in a role's keys or by
 * giving a role) keys they do not hold: no one widens their own rights but an administrator.
 */
import {
  adminRoleChangeRefusal,
  allPermissionKeys,
  type EnterpriseRole,
  EnterpriseSetupMessage,
  FIXED_ROLE_NAMES,
  FixedRoleId,
  fixedRoleKeys,
  fixedRoleRefusal,
  grantRefusal,
  isFixedRole,
  ownRoleRefusal,
  type PermissionNode,
  permissionKeysOf,
  permissionsFor,
  permissionTree,
  type RoleUser,
  roleRemovalRefusal,
  StoredNotificationType,
  setupNameRefusal,
  unknownPermissionRefusal,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { enterpriseRow } from '../enterprises/repository';
import { notify } from '../notifications/notify';
import { adminCount } from '../organisation/repository';
import * as repo from './repository';

/** The fixed roles in the order the page lists them. */
const FIXED_ORDER = [FixedRoleId.EnterpriseAdmin, FixedRoleId.ArchiveAdmin, FixedRoleId.PublishingManager] as const;

const FIXED_DESCRIPTIONS: Record<FixedRoleId, string> = {
  [FixedRoleId.EnterpriseAdmin]: '拥有全部菜单和按钮权限',
  [FixedRoleId.ArchiveAdmin]: '管理预归档、档案库和档案设置',
  [FixedRoleId.PublishingManager]: '管理发布中心',
};

/** Keys kept once, in the tree's order. */
function normalised(keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  return allPermissionKeys().filter((k) => wanted.has(k));
}

/** Every key (menus and buttons) the actor's roles give them in their enterprise, custom roles' grants included. */
export async function actorKeys(db: Database, actor: Actor): Promise<string[]> {
  return permissionKeysOf(permissionsFor(actor.roles, await repo.grantsOf(db, actor.enterpriseId, actor.roles)));
}

/** What the role rules need to know of the actor: administrator or not, the roles and keys they hold. */
async function shaper(db: Database, actor: Actor) {
  return {
    isAdmin: actor.roles.includes(FixedRoleId.EnterpriseAdmin),
    roleIds: actor.roles,
    keys: await actorKeys(db, actor),
  };
}

export function entPermission(): PermissionNode[] {
  return permissionTree();
}

export async function allRoles(db: Database, actor: Actor): Promise<EnterpriseRole[]> {
  const [custom, members] = await Promise.all([
    repo.customRoles(db, actor.enterpriseId),
    repo.memberRoles(db, actor.enterpriseId),
  ]);
  const holders = (roleId: string) => members.filter((m) => m.roles.includes(roleId)).map((m) => m.userId);
  return [
    ...FIXED_ORDER.map((roleId) => ({
      roleId,
      roleName: FIXED_ROLE_NAMES[roleId],
      description: FIXED_DESCRIPTIONS[roleId],
      fixed: true,
      permissionIds: fixedRoleKeys(roleId),
      userIds: holders(roleId),
    })),
    ...custom.map((r) => ({
      roleId: r.id,
      roleName: r.name,
      description: r.description,
      fixed: false,
      permissionIds: r.permissionKeys,
      userIds: holders(r.id),
    })),
  ];
}

async function findCustom(db: Database, actor: Actor, roleId: string) {
  enforce(fixedRoleRefusal(roleId));
  return (await repo.customRole(db, actor.enterpriseId, roleId)) ?? deny(EnterpriseSetupMessage.RoleNotFound);
}

/** Fixed names are taken too: a custom role is never called 企业管理员. */
async function takenNames(db: Database, enterpriseId: string) {
  const custom = await repo.customRoles(db, enterpriseId);
  return [...FIXED_ORDER.map((id) => ({ id, name: FIXED_ROLE_NAMES[id] })), ...custom];
}

export function addRole(
  db: Database,
  actor: Actor,
  input: { roleName: string; description?: string | undefined; permissionIds?: string[] | undefined },
): Promise<{ roleId: string }> {
  const keys = input.permissionIds ?? [];
  enforce(unknownPermissionRefusal(keys));
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    enforce(grantRefusal(keys, await shaper(tx, actor)));
    enforce(
      setupNameRefusal(await takenNames(tx, actor.enterpriseId), input.roleName, EnterpriseSetupMessage.RoleNameTaken),
    );
    const roleId = await repo.insertRole(tx, {
      enterpriseId: actor.enterpriseId,
      name: input.roleName,
      description: input.description ?? '',
      permissionKeys: normalised(keys),
    });
    return { roleId };
  });
}

export function updateRole(
  db: Database,
  actor: Actor,
  input: { roleId: string; roleName: string; description?: string | undefined; permissionIds: string[] },
): Promise<null> {
  enforce(fixedRoleRefusal(input.roleId));
  enforce(unknownPermissionRefusal(input.permissionIds));
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const role = await findCustom(tx, actor, input.roleId);
    const who = await shaper(tx, actor);
    enforce(ownRoleRefusal(role.id, who));
    enforce(grantRefusal(input.permissionIds, who, role.permissionKeys));
    const names = await takenNames(tx, actor.enterpriseId);
    enforce(setupNameRefusal(names, input.roleName, EnterpriseSetupMessage.RoleNameTaken, role.id));
    await repo.updateRole(tx, role.id, {
      name: input.roleName,
      description: input.description ?? role.description,
      permissionKeys: normalised(input.permissionIds),
    });
    return null;
  });
}

export function deleteRole(db: Database, actor: Actor, roleId: string): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const role = await findCustom(tx, actor, roleId);
    enforce(ownRoleRefusal(role.id, await shaper(tx, actor)));
    await repo.deleteRole(tx, actor.enterpriseId, role.id);
    return null;
  });
}

/** The role exists (fixed, or the enterprise's custom one); answers the keys it gives. */
async function checkRole(db: Database, actor: Actor, roleId: string): Promise<string[]> {
  return isFixedRole(roleId) ? fixedRoleKeys(roleId) : (await findCustom(db, actor, roleId)).permissionKeys;
}

export function userAddRole(db: Database, actor: Actor, input: { roleId: string; userIds: string[] }): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    const keys = await checkRole(tx, actor, input.roleId);
    enforce(adminRoleChangeRefusal(input.roleId, actor.roles.includes(FixedRoleId.EnterpriseAdmin)));
    // Giving a role gives its keys: a non-administrator gives only roles within their own rights.
    enforce(grantRefusal(keys, await shaper(tx, actor)));
    const wanted = [...new Set(input.userIds)];
    const members = await repo.membersAmong(tx, actor.enterpriseId, wanted);
    if (members.length !== wanted.length) deny(EnterpriseSetupMessage.PersonNotMember);
    await repo.addRoleTo(tx, actor.enterpriseId, input.roleId, wanted);
    return null;
  });
}

export function userDelRole(db: Database, actor: Actor, input: { roleId: string; userId: string }): Promise<null> {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx, actor.enterpriseId);
    await checkRole(tx, actor, input.roleId);
    enforce(adminRoleChangeRefusal(input.roleId, actor.roles.includes(FixedRoleId.EnterpriseAdmin)));
    if ((await repo.membersAmong(tx, actor.enterpriseId, [input.userId])).length === 0) {
      deny(EnterpriseSetupMessage.PersonNotMember);
    }
    enforce(roleRemovalRefusal(input.roleId, await adminCount(tx, actor.enterpriseId)));
    const removed = await repo.removeRoleFrom(tx, actor.enterpriseId, input.roleId, input.userId);
    if (removed && input.roleId === FixedRoleId.EnterpriseAdmin) {
      const enterprise = await enterpriseRow(tx, actor.enterpriseId);
      await notify(tx, {
        type: StoredNotificationType.AdminRightRemoved,
        enterpriseId: actor.enterpriseId,
        recipients: [{ userId: input.userId }],
        senderId: actor.userId,
        params: { simpleName: enterprise?.shortName || enterprise?.name },
      });
    }
    return null;
  });
}

export async function usersByRole(
  db: Database,
  actor: Actor,
  input: { roleId: string; pageNum?: number | undefined; pageSize?: number | undefined },
): Promise<{ list: RoleUser[]; total: number }> {
  await checkRole(db, actor, input.roleId);
  const pageSize = input.pageSize ?? 50;
  const { rows, total } = await repo.holdersOf(
    db,
    actor.enterpriseId,
    input.roleId,
    ((input.pageNum ?? 1) - 1) * pageSize,
    pageSize,
  );
  return { list: rows.map((r) => ({ ...r, departName: r.departName ?? '' })), total };
}

export async function rolePermission(db: Database, actor: Actor, roleId: string): Promise<string[]> {
  if (isFixedRole(roleId)) return fixedRoleKeys(roleId);
  return (await findCustom(db, actor, roleId)).permissionKeys;
}
