import {
  type AccountStatus,
  departmentPath,
  departmentWithDescendants,
  FixedRoleId,
  memberStatus,
  OrganisationMessage,
  PERSONNEL_PAGE_SIZE,
  Refuse,
  removeMemberRefusal,
  type StaffMember,
} from '@atelier/api';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce, refuse } from '../domain/errors';
import {
  adminCount,
  countDictionaryEntries,
  countMembers,
  type DepartmentScope,
  deleteMember,
  departmentsOf,
  dictionariesOfPeople,
  enterpriseCreatorOf,
  findMember,
  findUserByPhone,
  insertInactiveUser,
  insertMember,
  lockTree,
  peoplePage,
  setDepartment,
  setDictionaries,
  setDisabled,
  setRealname,
} from './repository';

/**
 * The people of an enterprise (001 section 7.3 queryUser, getNotGrouped, addPersonnel, updateUser,
 * deleteDepartUser; issue 24): listed 100 a page with their department, specialties, duties and account status;
 * added by phone (a new account is 未激活 until its first login), edited, moved between departments, disabled or
 * removed. Changes are for administrators (declared in the contract); the rules are in @atelier/api.
 */

export interface PeopleFilter {
  keyword?: string | undefined;
  status?: AccountStatus | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

/** A page of people in the scope, as the list and the picker show them. */
async function peopleIn(db: Database, actor: Actor, scope: DepartmentScope, filter: PeopleFilter) {
  const pageSize = filter.pageSize ?? PERSONNEL_PAGE_SIZE;
  const pageNum = filter.pageNum ?? 1;
  const [page, departmentRows] = await Promise.all([
    peoplePage(db, actor.enterpriseId, {
      scope,
      keyword: filter.keyword,
      status: filter.status,
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    }),
    departmentsOf(db, actor.enterpriseId),
  ]);
  const dictionaries = await dictionariesOfPeople(
    db,
    actor.enterpriseId,
    page.rows.map((r) => r.userId),
  );
  const list: StaffMember[] = page.rows.map((row) => ({
    userId: row.userId,
    realname: row.realname,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    departId: row.departId,
    departName: departmentPath(departmentRows, row.departId),
    status: memberStatus(row),
    isAdmin: row.roles.includes(FixedRoleId.EnterpriseAdmin),
    userSpecialties: dictionaries.specialties
      .filter((s) => s.userId === row.userId)
      .map((s) => ({ dictSpecialtyId: s.id, dictName: s.name })),
    userDuties: dictionaries.duties
      .filter((d) => d.userId === row.userId)
      .map((d) => ({ dictDutyId: d.id, dictName: d.name, alias: d.alias })),
  }));
  return { list, total: page.total };
}

/** Everyone in the enterprise. */
export function queryPeople(db: Database, actor: Actor, filter: PeopleFilter) {
  return peopleIn(db, actor, 'all', filter);
}

/** The people of a department and its sub-departments. */
export async function queryDepartmentPeople(db: Database, actor: Actor, departId: string, filter: PeopleFilter) {
  const rows = await departmentsOf(db, actor.enterpriseId);
  if (!rows.some((r) => r.id === departId)) deny(OrganisationMessage.DepartmentNotFound);
  return peopleIn(db, actor, { in: departmentWithDescendants(rows, departId) }, filter);
}

/** The people in no department (未分组). */
export function queryNotGrouped(db: Database, actor: Actor, filter: PeopleFilter) {
  return peopleIn(db, actor, 'none', filter);
}

interface PersonInput {
  realname: string;
  departId?: string | null | undefined;
  specialtyIds: readonly string[];
  dutyIds: readonly string[];
}

/** The department (of the enterprise) and the dictionary entries (of the enterprise) a person is given. */
async function checkPersonInput(tx: Database, actor: Actor, input: PersonInput): Promise<void> {
  if (input.departId) {
    const rows = await departmentsOf(tx, actor.enterpriseId);
    if (!rows.some((r) => r.id === input.departId)) deny(OrganisationMessage.DepartmentNotFound);
  }
  const specialtyIds = new Set(input.specialtyIds);
  if ((await countDictionaryEntries(tx, actor.enterpriseId, 'specialties', [...specialtyIds])) !== specialtyIds.size) {
    refuse(Refuse.invalid(OrganisationMessage.SpecialtyNotFound));
  }
  const dutyIds = new Set(input.dutyIds);
  if ((await countDictionaryEntries(tx, actor.enterpriseId, 'duties', [...dutyIds])) !== dutyIds.size) {
    refuse(Refuse.invalid(OrganisationMessage.DutyNotFound));
  }
}

const PERSON = AuditAction.PersonChange;

/**
 * Adds a person by mobile number: a new account (未激活, the phone as its login name, no password yet) when the
 * phone is new; the existing account joins the enterprise otherwise (its own name is kept). Refused when the phone
 * is already a member.
 */
export function addPerson(
  db: Database,
  actor: Actor,
  input: PersonInput & { phone: string },
): Promise<{ userId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockTree(tx, actor.enterpriseId);
    await checkPersonInput(tx, actor, input);
    const existing = await findUserByPhone(tx, input.phone);
    if (existing && (await findMember(tx, actor.enterpriseId, existing.id))) {
      refuse(Refuse.nameTaken(OrganisationMessage.AlreadyMember));
    }
    const userId =
      existing?.id ??
      (await insertInactiveUser(tx, {
        realname: input.realname,
        phone: input.phone,
        enterpriseId: actor.enterpriseId,
      }));
    await insertMember(tx, actor.enterpriseId, userId);
    await setDepartment(tx, actor.enterpriseId, [userId], input.departId ?? null);
    await setDictionaries(tx, actor.enterpriseId, userId, input);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: PERSON,
      target: input.realname,
      details: { op: 'add', userId },
    });
    return { userId, created: !existing };
  });
}

/**
 * Changes a member's real name, department, specialties and duties. The real name is the account's: an
 * administrator may correct it only while the account is not activated (an active person keeps their own).
 */
export function updatePerson(db: Database, actor: Actor, input: PersonInput & { userId: string }): Promise<null> {
  return db.transaction(async (tx) => {
    await lockTree(tx, actor.enterpriseId);
    const member = await findMember(tx, actor.enterpriseId, input.userId);
    if (!member) deny(OrganisationMessage.PersonNotFound);
    await checkPersonInput(tx, actor, input);
    await setRealname(tx, input.userId, input.realname);
    await setDepartment(tx, actor.enterpriseId, [input.userId], input.departId ?? null);
    await setDictionaries(tx, actor.enterpriseId, input.userId, input);
    await recordAudit(tx, { ...auditBy(actor), action: PERSON, target: input.realname, details: { op: 'update' } });
    return null;
  });
}

/** Puts members into a department, moving them out of their former one. */
export function addToDepartment(
  db: Database,
  actor: Actor,
  input: { departId: string; userIds: readonly string[] },
): Promise<null> {
  return db.transaction(async (tx) => {
    await lockTree(tx, actor.enterpriseId);
    const rows = await departmentsOf(tx, actor.enterpriseId);
    if (!rows.some((r) => r.id === input.departId)) deny(OrganisationMessage.DepartmentNotFound);
    const userIds = [...new Set(input.userIds)];
    if ((await countMembers(tx, actor.enterpriseId, userIds)) !== userIds.length) {
      deny(OrganisationMessage.PersonNotFound);
    }
    await setDepartment(tx, actor.enterpriseId, userIds, input.departId);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: PERSON,
      details: { op: 'department', userIds, to: input.departId },
    });
    return null;
  });
}

/** The facts of removing (or disabling) a member, checked by the shared rule. */
async function checkRemovable(tx: Database, actor: Actor, userId: string) {
  const member = await findMember(tx, actor.enterpriseId, userId);
  if (!member) deny(OrganisationMessage.PersonNotFound);
  const isAdmin = member.roles.includes(FixedRoleId.EnterpriseAdmin);
  enforce(
    removeMemberRefusal({
      isSelf: userId === actor.userId,
      isCreator: (await enterpriseCreatorOf(tx, actor.enterpriseId)) === userId,
      isAdmin: isAdmin && !member.disabled,
      adminCount: await adminCount(tx, actor.enterpriseId),
    }),
  );
  return member;
}

/** Removes a member from the enterprise. */
export function removePerson(db: Database, actor: Actor, userId: string): Promise<null> {
  return db.transaction(async (tx) => {
    await lockTree(tx, actor.enterpriseId);
    await checkRemovable(tx, actor, userId);
    await deleteMember(tx, actor.enterpriseId, userId);
    await recordAudit(tx, { ...auditBy(actor), action: PERSON, details: { op: 'remove', userId } });
    return null;
  });
}

/** Disables a member (kept, their work attributable, but they cannot work in the enterprise), or enables them. */
export function disablePerson(db: Database, actor: Actor, input: { userId: string; disabled: boolean }) {
  return db.transaction(async (tx) => {
    await lockTree(tx, actor.enterpriseId);
    if (input.disabled) await checkRemovable(tx, actor, input.userId);
    else if (!(await findMember(tx, actor.enterpriseId, input.userId))) deny(OrganisationMessage.PersonNotFound);
    await setDisabled(tx, actor.enterpriseId, input.userId, input.disabled);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: PERSON,
      details: { op: input.disabled ? 'disable' : 'enable', userId: input.userId },
    });
    return null;
  });
}
