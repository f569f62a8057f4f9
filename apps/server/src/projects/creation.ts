import {
  type api,
  DEFAULT_ROOT_FOLDERS,
  type EndpointRequestOutput,
  memberLevels,
  PageSize,
  type ProjectListEntry,
  ProjectMessage,
  ProjectType,
  projectDictionaryRefusal,
  projectFolderPlan,
  projectPeopleRefusal,
  projectUniquenessRefusal,
  Refuse,
  StaffType,
  storedShortName,
  type UserOption,
} from '@atelier/api';
import { checkSameEnterprise, type ProjectAccess } from '../access/projectAccess';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce, refuse } from '../domain/errors';
import { projectListEntry } from '../domain/views';
import { nameCollator, paginate } from '../util/format';
import {
  dictionaryIdsOf,
  enterpriseMemberIds,
  enterpriseUsers,
  insertProject,
  type NewProjectMember,
  projectValueTaken,
  subItemsOf,
} from './repository';
import { templateFoldersForCreation } from './templates';

type QuickRequest = EndpointRequestOutput<typeof api.project.createFastPro>;
type OrdinaryRequest = EndpointRequestOutput<typeof api.project.createProPro>;

/** The year quick projects are filed under: the year of their creation. */
const currentYear = () => new Date().getFullYear();

/** PostgreSQL's unique_violation on one of the projects' unique indexes (a creation raced another). */
function takenConstraint(error: unknown): 'name' | 'simpleName' | 'designNum' | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const found = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (found.code === '23505') {
      const text = `${found.constraint ?? ''} ${found.message ?? ''}`;
      if (text.includes('projects_name_unique')) return 'name';
      if (text.includes('projects_simple_name_unique')) return 'simpleName';
      if (text.includes('projects_design_num_unique')) return 'designNum';
      return null;
    }
    current = found.cause;
  }
  return null;
}

/** Checks name, short name (as stored) and design number against the enterprise's other projects. */
async function uniqueness(
  db: Database,
  enterpriseId: string,
  values: { name?: string; simpleName?: string; designNum?: string },
  exceptProjectId?: string,
) {
  const taken = async (column: 'name' | 'simpleName' | 'designNum') => {
    const value = values[column];
    return value === undefined || value === ''
      ? false
      : projectValueTaken(db, enterpriseId, column, value, exceptProjectId);
  };
  return {
    nameTaken: await taken('name'),
    simpleNameTaken: await taken('simpleName'),
    designNumTaken: await taken('designNum'),
  };
}

/** Name checks of step 1 and the quick dialog: true when free, else 40007 with the rule's message. */
export async function checkProjectName(db: Database, actor: Actor, query: { name: string; projectId?: string }) {
  enforce(projectUniquenessRefusal(await uniqueness(db, actor.enterpriseId, { name: query.name }, query.projectId)));
  return true;
}

/** The short-name check: false when another project of the enterprise has it as stored (the form's message). */
export async function checkShortName(
  db: Database,
  actor: Actor,
  query: { simpleName: string; year: number; projectId?: string },
) {
  const simpleName = storedShortName(query.year, query.simpleName);
  return !(await uniqueness(db, actor.enterpriseId, { simpleName }, query.projectId)).simpleNameTaken;
}

/** The design-number check: false when taken (the form's message). */
export async function checkDesignNumber(db: Database, actor: Actor, query: { designNum: string; projectId?: string }) {
  return !(await uniqueness(db, actor.enterpriseId, { designNum: query.designNum }, query.projectId)).designNumTaken;
}

/** Everyone named must be a member of the enterprise (the creator is, by the endpoint's access). */
async function checkPeople(db: Database, enterpriseId: string, userIds: readonly string[]) {
  const known = await enterpriseMemberIds(db, enterpriseId, userIds);
  enforce(projectPeopleRefusal({ unknownPeople: userIds.filter((id) => !known.has(id)).length }));
}

/** Writes the project; a race lost on a unique index is answered as the uniqueness rule words it. */
async function write(db: Database, actor: Actor, rows: Parameters<typeof insertProject>[1]): Promise<ProjectListEntry> {
  try {
    const project = await insertProject(db, rows);
    await recordAudit(db, {
      ...auditBy(actor),
      action: AuditAction.ProjectCreate,
      target: project.name,
      details: { projectId: project.id },
    });
    return projectListEntry(project, actor.userId);
  } catch (error) {
    const column = takenConstraint(error);
    if (column === null) throw error;
    return refuse(
      projectUniquenessRefusal(
        {
          nameTaken: column === 'name',
          simpleNameTaken: column === 'simpleName',
          designNumTaken: column === 'designNum',
        },
        'create',
      ) ?? Refuse.invalid(ProjectMessage.NameTaken),
    );
  }
}

/**
 * A quick project (001 section 5.6): name and short name unique in the enterprise (short name stored as
 * X{year}-{input} with the current year), the caller its creator (level 9), the people chosen ordinary members.
 * Quick projects use menu levels instead of folder permissions (001 section 6): each member's level is kept in
 * `folderLevel`, as the directory reads it.
 */
export async function createQuickProject(db: Database, actor: Actor, body: QuickRequest): Promise<ProjectListEntry> {
  const enterpriseId = await checkSameEnterprise(db, actor, body.projectInfo.enterpriseId);
  const year = currentYear();
  const name = body.projectInfo.name;
  const simpleName = storedShortName(year, body.projectInfo.simpleName);
  enforce(projectUniquenessRefusal(await uniqueness(db, enterpriseId, { name, simpleName }), 'create'));
  const others = [...new Set(body.projectUserInfos.map((u) => u.userId))].filter((id) => id !== actor.userId);
  await checkPeople(db, enterpriseId, others);
  const members: Omit<NewProjectMember, 'projectId'>[] = [
    { userId: actor.userId, staffType: StaffType.ProjectManager, ...memberLevels(StaffType.ProjectManager, true) },
    ...others.map((userId) => ({ userId, staffType: StaffType.Member, ...memberLevels(StaffType.Member, false) })),
  ];
  return write(db, actor, {
    project: {
      enterpriseId,
      name,
      simpleName,
      proType: ProjectType.Quick,
      year,
      designNum: '',
      createdBy: actor.userId,
    },
    members,
    subItems: [],
    folders: projectFolderPlan([], [], DEFAULT_ROOT_FOLDERS),
    levelHolders: [],
  });
}

/**
 * An ordinary project from the wizard (001 sections 4.4, 5.3-5.5): step 1's fields checked again, name, short name
 * (X{year}-{input}) and design number unique in the enterprise; its sub-items; its people: the creator (level 9),
 * project managers and persons in charge (level 8), the people placed under a specialty and a duty (level 2), with
 * their specialty (the first they are placed under) and their duties. The root folders are one per sub-item and
 * the PDF output folder. With a template (templateId in the query; the enterprise's and enabled), its folder tree
 * is added (a root folder named like a sub-item is merged into it) and each folder's default level becomes the own
 * level of every ordinary member on it (rules/projectTemplates.ts `projectFolderPlan`).
 */
export async function createOrdinaryProject(
  db: Database,
  actor: Actor,
  body: OrdinaryRequest,
): Promise<ProjectListEntry> {
  const info = body.projectInfo;
  const enterpriseId = await checkSameEnterprise(db, actor, info.enterpriseId);
  const templateFolders =
    body.templateId === undefined ? [] : await templateFoldersForCreation(db, actor, body.templateId);
  const simpleName = storedShortName(info.year, info.simpleName);
  const facts = await uniqueness(db, enterpriseId, { name: info.name, simpleName, designNum: info.designNum });
  enforce(projectUniquenessRefusal(facts, 'create'));

  const dictionaries = await dictionaryIdsOf(db, enterpriseId);
  enforce(
    projectDictionaryRefusal({
      unknownSpecialties: body.specialtyIds.filter((id) => !dictionaries.specialties.has(id)).length,
      unknownDuties: body.dutyIds.filter((id) => !dictionaries.duties.has(id)).length,
    }),
  );

  const staffOf = new Map<string, StaffType>();
  for (const person of body.projectUserInfos) {
    // A person named both manager and person in charge is the project manager.
    if (staffOf.get(person.userId) !== StaffType.ProjectManager) staffOf.set(person.userId, person.staffType);
  }
  const everyone = [...new Set([actor.userId, ...staffOf.keys(), ...body.projectUserDutyVos.map((a) => a.userId)])];
  await checkPeople(
    db,
    enterpriseId,
    everyone.filter((id) => id !== actor.userId),
  );

  const members = everyone.map((userId): Omit<NewProjectMember, 'projectId'> => {
    const isCreator = userId === actor.userId;
    const staffType = staffOf.get(userId) ?? (isCreator ? StaffType.ProjectManager : StaffType.Member);
    const placed = body.projectUserDutyVos.filter((a) => a.userId === userId);
    return {
      userId,
      staffType,
      ...memberLevels(staffType, isCreator),
      specialtyId: placed[0]?.dictSpecialtyId ?? null,
      dutyIds: [...new Set(placed.map((a) => a.dictDutyId))],
    };
  });

  return write(db, actor, {
    project: {
      enterpriseId,
      name: info.name,
      simpleName,
      proType: ProjectType.Engineering,
      year: info.year,
      designNum: info.designNum,
      address: info.address || null,
      scale: info.scale ?? null,
      cooOrg: info.cooOrg || null,
      development: info.Development,
      buildingType: info.type ?? null,
      createdBy: actor.userId,
    },
    members,
    subItems: body.subItems.map((item, sortOrder) => ({ name: item.name, designNum: item.designNum, sortOrder })),
    folders: projectFolderPlan(
      body.subItems.map((item) => item.name),
      templateFolders,
      DEFAULT_ROOT_FOLDERS,
    ),
    levelHolders: members
      .filter((m) => m.staffType === StaffType.Member && m.userId !== actor.userId)
      .map((m) => m.userId),
  });
}

export async function projectSubItems(
  db: Database,
  access: ProjectAccess,
): Promise<{ id: string; name: string; designNum: string }[]> {
  return subItemsOf(db, access.project.id);
}

/** The enterprise's people for the wizards' pickers, by name, 10 a page unless asked. */
export async function enterpriseUserPage(
  db: Database,
  actor: Actor,
  query: { enterpriseId?: string; keyword?: string; pageNum?: number; pageSize?: number },
) {
  const enterpriseId = await checkSameEnterprise(db, actor, query.enterpriseId);
  const rows = await enterpriseUsers(db, enterpriseId, query.keyword);
  const people = rows
    .map(
      ({ user }): UserOption => ({ userId: user.id, realname: user.realname, phone: user.phone, avatar: user.avatar }),
    )
    .sort((a, b) => nameCollator.compare(a.realname, b.realname));
  return paginate(people, query.pageNum, query.pageSize ?? PageSize.EnterpriseUser);
}
