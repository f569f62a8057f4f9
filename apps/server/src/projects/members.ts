/**
 * The members of an existing project (issue 25; 001 sections 3.3, 6, 7.4): add, remove, staff type and root level,
 * duties, the creator's transfer, quit, delete with the typed name, the permission switch. The shared rules of
 * `@atelier/api` (rules/projectMembers.ts) decide with the facts read here; the fixtures call the same rules.
 */
import {
  addMembersRefusal,
  changeStaffRefusal,
  deleteProjectRefusal,
  Flag,
  incompleteMembersRefusal,
  levelsForStaff,
  type MemberFacts,
  memberManagerRefusal,
  ProjectMemberMessage,
  type ProjectType,
  permissionSwitchRefusal,
  projectDictionaryRefusal,
  projectPeopleRefusal,
  quitRefusal,
  Refuse,
  removeMembersRefusal,
  StaffType,
  staffGrantRefusal,
  transferRefusal,
  transferredLevels,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { enforce } from '../domain/errors';
import {
  deleteMembers,
  insertMembers,
  type MemberRow,
  markProjectDeleted,
  membersOfProject,
  type NewMember,
  setPermissionSwitch,
  transferCreator,
  updateMember,
} from './memberRepository';
import { notifyMembersRemoved, notifyProjectDeleted, signalPermissionChanged } from './projectEvents';
import { dictionaryCountsOf, dictionaryIdsOf, enterpriseMemberIds } from './repository';

const facts = (row: MemberRow): MemberFacts => ({
  userId: row.userId,
  staffType: row.staffType as StaffType,
  roleLevel: row.roleLevel,
});

async function membersAndCaller(db: Database, access: ProjectAccess) {
  const rows = await membersOfProject(db, access.project.id);
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  const caller = byUser.get(access.userId);
  return { rows, byUser, members: rows.map(facts), caller: caller ? facts(caller) : undefined };
}

/**
 * New people must be of the enterprise and not yet in the project; an engineering project's must have specialties
 * and duties (5.10 信息待完善).
 */
async function checkNewcomers(db: Database, access: ProjectAccess, userIds: readonly string[]) {
  const { byUser, caller } = await membersAndCaller(db, access);
  enforce(memberManagerRefusal(caller));
  enforce(addMembersRefusal({ chosen: userIds.length, alreadyMembers: userIds.filter((id) => byUser.has(id)).length }));
  const known = await enterpriseMemberIds(db, access.project.enterpriseId, userIds);
  enforce(projectPeopleRefusal({ unknownPeople: userIds.filter((id) => !known.has(id)).length }));
  const project = access.project;
  enforce(
    incompleteMembersRefusal(
      project.proType as ProjectType,
      await dictionaryCountsOf(db, project.enterpriseId, userIds),
    ),
  );
  return caller;
}

/** addFastProUser: people of the enterprise join as ordinary members (level 2, staff type 4). */
export async function addQuickMembers(db: Database, access: ProjectAccess, input: { userIds: string[] }) {
  const userIds = [...new Set(input.userIds)];
  await checkNewcomers(db, access, userIds);
  await insertMembers(
    db,
    access.project.id,
    userIds.map((userId) => ({ userId, staffType: StaffType.Member, ...levelsForStaff(StaffType.Member) })),
  );
  return null;
}

/**
 * addProProUsers: people join with a staff type (managers only by the creator) and optionally the specialty and
 * duty they are placed under, which must be the enterprise's.
 */
export async function addOrdinaryMembers(
  db: Database,
  access: ProjectAccess,
  input: { users: { userId: string; staffType: StaffType; dictSpecialtyId?: string; dictDutyId?: string }[] },
) {
  const byUser = new Map(input.users.map((u) => [u.userId, u]));
  const people = [...byUser.values()];
  const caller = await checkNewcomers(db, access, [...byUser.keys()]);
  for (const person of people) enforce(staffGrantRefusal(caller, person.staffType));
  const dictionaries = await dictionaryIdsOf(db, access.project.enterpriseId);
  enforce(
    projectDictionaryRefusal({
      unknownSpecialties: people.filter((p) => p.dictSpecialtyId && !dictionaries.specialties.has(p.dictSpecialtyId))
        .length,
      unknownDuties: people.filter((p) => p.dictDutyId && !dictionaries.duties.has(p.dictDutyId)).length,
    }),
  );
  const rows: Omit<NewMember, 'projectId'>[] = people.map((p) => ({
    userId: p.userId,
    staffType: p.staffType,
    ...levelsForStaff(p.staffType),
    specialtyId: p.dictSpecialtyId ?? null,
    dutyIds: p.dictDutyId ? [p.dictDutyId] : [],
  }));
  await insertMembers(db, access.project.id, rows);
  return null;
}

/** delFastProUser: managers remove members (not the creator, not themselves, managers only by the creator). */
export async function removeMembers(db: Database, access: ProjectAccess, input: { userIds: string[] }) {
  const userIds = [...new Set(input.userIds)];
  const { byUser, members, caller } = await membersAndCaller(db, access);
  const targets = userIds.map((id) => {
    const row = byUser.get(id);
    return row ? facts(row) : undefined;
  });
  enforce(removeMembersRefusal(caller, targets, members));
  await db.transaction(async (tx) => {
    await deleteMembers(tx, access.project.id, userIds);
    await notifyMembersRemoved(tx, access, userIds);
  });
  return null;
}

/**
 * updateFastProUser: a member's staff type (levels 8/8/2 follow, and the root level with them) and, optionally,
 * their root level (a quick project's menu level 0-5, an ordinary project's default folder level).
 */
export async function updateMemberStaff(
  db: Database,
  access: ProjectAccess,
  input: { userId: string; staffType?: StaffType | undefined; permission?: number | undefined },
) {
  const { byUser, members, caller } = await membersAndCaller(db, access);
  const row = byUser.get(input.userId);
  const target = row ? facts(row) : undefined;
  const staffType = input.staffType ?? target?.staffType ?? StaffType.Member;
  enforce(changeStaffRefusal(caller, target, staffType, members));
  const changes: Parameters<typeof updateMember>[3] = {};
  if (input.staffType !== undefined && input.staffType !== target?.staffType) {
    Object.assign(changes, { staffType: input.staffType, ...levelsForStaff(input.staffType) });
  }
  if (input.permission !== undefined) changes.folderLevel = input.permission;
  if (Object.keys(changes).length === 0) return null;
  await db.transaction(async (tx) => {
    await updateMember(tx, access.project.id, input.userId, changes);
    await signalPermissionChanged(tx, access, [input.userId]);
  });
  return null;
}

/** The specialties and duties named must be the enterprise's. */
async function checkDictionaries(
  db: Database,
  access: ProjectAccess,
  pairs: { dictSpecialtyId: string; dictDutyId: string }[],
) {
  const dictionaries = await dictionaryIdsOf(db, access.project.enterpriseId);
  enforce(
    projectDictionaryRefusal({
      unknownSpecialties: pairs.filter((p) => !dictionaries.specialties.has(p.dictSpecialtyId)).length,
      unknownDuties: pairs.filter((p) => !dictionaries.duties.has(p.dictDutyId)).length,
    }),
  );
}

/** updateUserProRole: a member's specialty and duties (the first pair's specialty, every pair's duty). */
export async function updateMemberDuties(
  db: Database,
  access: ProjectAccess,
  input: { userId: string; dutyInfoList: { dictSpecialtyId: string; dictDutyId: string }[] },
) {
  const { byUser, caller } = await membersAndCaller(db, access);
  enforce(memberManagerRefusal(caller));
  if (!byUser.has(input.userId)) enforce(Refuse.invalid(ProjectMemberMessage.NotMember));
  await checkDictionaries(db, access, input.dutyInfoList);
  await updateMember(db, access.project.id, input.userId, {
    specialtyId: input.dutyInfoList[0]?.dictSpecialtyId ?? null,
    dutyIds: [...new Set(input.dutyInfoList.map((d) => d.dictDutyId))],
  });
  return null;
}

/** addProUserDuty: members get one more duty (and the specialty when they have none). */
export async function addMemberDuty(
  db: Database,
  access: ProjectAccess,
  input: { userIds: string[]; dictSpecialtyId: string; dictDutyId: string },
) {
  const { byUser, caller } = await membersAndCaller(db, access);
  enforce(memberManagerRefusal(caller));
  enforce(addMembersRefusal({ chosen: input.userIds.length, alreadyMembers: 0 }));
  if (input.userIds.some((id) => !byUser.has(id))) enforce(Refuse.invalid(ProjectMemberMessage.NotMember));
  await checkDictionaries(db, access, [input]);
  for (const userId of new Set(input.userIds)) {
    const row = byUser.get(userId);
    if (!row) continue;
    await updateMember(db, access.project.id, userId, {
      specialtyId: row.specialtyId ?? input.dictSpecialtyId,
      dutyIds: [...new Set([...row.dutyIds, input.dictDutyId])],
    });
  }
  return null;
}

/** quitPro: the caller leaves (the creator transfers first; a 项目经理 stays). */
export async function quitProject(db: Database, access: ProjectAccess) {
  const { members, caller } = await membersAndCaller(db, access);
  enforce(quitRefusal(caller, members));
  await deleteMembers(db, access.project.id, [access.userId]);
  return null;
}

/** updateProCreator: the creator hands the project over, confirmed; they stay as a manager. */
export async function transferProject(
  db: Database,
  access: ProjectAccess,
  input: { userId: string; confirm?: boolean | undefined },
) {
  const { byUser, caller } = await membersAndCaller(db, access);
  const row = byUser.get(input.userId);
  enforce(transferRefusal(caller, row ? facts(row) : undefined, input.confirm));
  const levels = transferredLevels();
  await db.transaction(async (tx) => {
    await transferCreator(
      tx,
      access.project.id,
      { userId: access.userId, changes: levels.oldCreator },
      { userId: input.userId, changes: levels.newCreator },
    );
    await signalPermissionChanged(tx, access, [input.userId]);
  });
  return null;
}

/** delPro: the creator deletes the project (into the recycle bin) after typing its name. */
export async function deleteProject(db: Database, access: ProjectAccess, input: { confirmName: string }) {
  const { caller, rows } = await membersAndCaller(db, access);
  enforce(deleteProjectRefusal(caller, input.confirmName, access.project.name));
  await db.transaction(async (tx) => {
    await markProjectDeleted(tx, access.project.id);
    await notifyProjectDeleted(
      tx,
      access,
      rows.map((r) => r.userId),
    );
  });
  return null;
}

/** switchProPerm: folder permissions on or off, by a manager, on an ordinary project. */
export async function switchPermissions(db: Database, access: ProjectAccess, input: { permissionSwitch: Flag }) {
  const { caller, rows } = await membersAndCaller(db, access);
  enforce(permissionSwitchRefusal(caller, access.project.proType as ProjectType));
  const on = input.permissionSwitch === Flag.Yes;
  await db.transaction(async (tx) => {
    await setPermissionSwitch(tx, access.project.id, on);
    // Everyone's folder levels start or stop applying.
    if (on !== access.project.permissionSwitch) {
      await signalPermissionChanged(
        tx,
        access,
        rows.map((r) => r.userId),
      );
    }
  });
  return null;
}
