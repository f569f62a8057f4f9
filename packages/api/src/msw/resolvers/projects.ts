import { Flag, PageSize, ProjectType, StaffType } from '../../entities/constants';
import type { ProjectDetail } from '../../entities/project';
import {
  DEFAULT_ROOT_FOLDERS,
  memberLevels,
  projectDictionaryRefusal,
  projectPeopleRefusal,
  projectUniquenessRefusal,
  storedShortName,
} from '../../rules/projects';
import { type PlannedFolder, projectFolderPlan, type TemplateFolder } from '../../rules/projectTemplates';
import type { FixtureUser } from '../seed';
import { enforce, type FixtureStore, fixtureNow, paginate } from '../store';
import type { Resolvers } from './context';
import { setFixtureFolderLevel } from './projectMembers';
import { recycledOf } from './projectRecycle';
import { usableTemplate } from './projectTemplates';

/**
 * Creating projects (001 sections 4.4, 5.3-5.7): the same rules and refusals as the server, decided with the
 * store's facts. Sub-items are kept beside the store's projects (the seed has none).
 */

/** People by name in pinyin order, as the server sorts them. */
const NAME_ORDER = new Intl.Collator('zh-Hans-CN-u-co-pinyin', { numeric: true, sensitivity: 'base' });

type SubItem = { id: string; name: string; designNum: string };
/** Sub-items by project, per store state (a reset gives the state new project arrays, and so new sub-items). */
const subItemsByState = new WeakMap<object, Map<string, SubItem[]>>();
function subItemsOf(store: FixtureStore): Map<string, SubItem[]> {
  let found = subItemsByState.get(store.state.projects);
  if (!found) {
    found = new Map();
    subItemsByState.set(store.state.projects, found);
  }
  return found;
}

function taken(
  store: FixtureStore,
  enterpriseId: string,
  values: { name?: string; simpleName?: string; designNum?: string },
  exceptProjectId?: string,
) {
  // Projects in the recycle bin keep their names (they may be restored), as on the server.
  const others = [...store.state.projects, ...recycledOf(store).map((r) => r.detail)].filter(
    (p) => p.enterpriseId === enterpriseId && p.id !== exceptProjectId,
  );
  const has = (key: 'name' | 'simpleName' | 'designNum') => {
    const value = values[key];
    return value !== undefined && value !== '' && others.some((p) => p[key] === value);
  };
  return { nameTaken: has('name'), simpleNameTaken: has('simpleName'), designNumTaken: has('designNum') };
}

function checkPeople(store: FixtureStore, enterpriseId: string, userIds: readonly string[]) {
  const unknownPeople = userIds.filter(
    (id) => !store.state.users.some((u) => u.userId === id && u.enterpriseIds.includes(enterpriseId)),
  ).length;
  enforce(projectPeopleRefusal({ unknownPeople }));
}

function addProject(
  store: FixtureStore,
  user: FixtureUser,
  enterpriseId: string,
  project: Pick<ProjectDetail, 'name' | 'simpleName' | 'proType' | 'year' | 'designNum'> & Partial<ProjectDetail>,
  people: { userId: string; staffType: StaffType }[],
  folders: readonly string[],
  templateFolders: readonly TemplateFolder[] = [],
): ProjectDetail {
  const now = fixtureNow();
  const detail: ProjectDetail = {
    id: store.nextId('p'),
    createTime: now,
    isCreator: true,
    enterpriseId,
    enterpriseName: store.enterprise(enterpriseId).enterpriseName,
    address: null,
    scale: null,
    cooOrg: null,
    Development: null,
    type: null,
    description: null,
    updateTime: now,
    isFav: Flag.No,
    permissionSwitch: project.proType === ProjectType.Quick ? Flag.No : Flag.Yes,
    ...project,
  };
  // Newest first, as the server lists by change.
  store.state.projects.unshift(detail);
  for (const person of people) {
    const isCreator = person.userId === user.userId;
    store.state.members.push({
      projectId: detail.id,
      userId: person.userId,
      staffType: person.staffType,
      permissionLevel: memberLevels(person.staffType, isCreator).roleLevel,
    });
  }
  const ordinary = people.filter((p) => p.userId !== user.userId && p.staffType === StaffType.Member);
  const write = (parentId: string, planned: readonly PlannedFolder[]) => {
    for (const f of planned) {
      const folder = store.createFolder(detail.id, parentId, f.name);
      folder.folderType = f.folderType;
      if (f.permission !== null) {
        for (const person of ordinary) setFixtureFolderLevel(store, folder.resId, person.userId, f.permission);
      }
      write(folder.resId, f.children);
    }
  };
  write('0', projectFolderPlan(folders, templateFolders, DEFAULT_ROOT_FOLDERS));
  return detail;
}

const listEntry = (p: ProjectDetail) => ({
  id: p.id,
  name: p.name,
  simpleName: p.simpleName,
  proType: p.proType,
  createTime: p.createTime,
  isCreator: true,
});

export const projectResolvers: Resolvers['project'] = {
  checkName: ({ store, enterpriseId, data }) => {
    enforce(projectUniquenessRefusal(taken(store, enterpriseId, { name: data.name }, data.projectId)));
    return true;
  },
  checkSimpleName: ({ store, enterpriseId, data }) => {
    const simpleName = storedShortName(data.year, data.simpleName);
    return !taken(store, enterpriseId, { simpleName }, data.projectId).simpleNameTaken;
  },
  checkDesignNum: ({ store, enterpriseId, data }) => {
    return !taken(store, enterpriseId, { designNum: data.designNum }, data.projectId).designNumTaken;
  },
  createFastPro: ({ store, user, enterpriseId, data }) => {
    const year = new Date().getFullYear();
    const { name } = data.projectInfo;
    const simpleName = storedShortName(year, data.projectInfo.simpleName);
    enforce(projectUniquenessRefusal(taken(store, enterpriseId, { name, simpleName }), 'create'));
    const others = [...new Set(data.projectUserInfos.map((u) => u.userId))].filter((id) => id !== user.userId);
    checkPeople(store, enterpriseId, others);
    const people = [
      { userId: user.userId, staffType: StaffType.ProjectManager as StaffType },
      ...others.map((userId) => ({ userId, staffType: StaffType.Member as StaffType })),
    ];
    return listEntry(
      addProject(
        store,
        user,
        enterpriseId,
        { name, simpleName, proType: ProjectType.Quick, year, designNum: '' },
        people,
        [],
      ),
    );
  },
  createProPro: ({ store, user, enterpriseId, data }) => {
    const info = data.projectInfo;
    const template = data.templateId === undefined ? null : usableTemplate(store, enterpriseId, data.templateId);
    const simpleName = storedShortName(info.year, info.simpleName);
    enforce(
      projectUniquenessRefusal(
        taken(store, enterpriseId, { name: info.name, simpleName, designNum: info.designNum }),
        'create',
      ),
    );
    const specialtyIds = new Set(store.state.specialties.map((s) => s.id));
    const dutyIds = new Set(store.state.duties.map((d) => d.id));
    enforce(
      projectDictionaryRefusal({
        unknownSpecialties: data.specialtyIds.filter((id) => !specialtyIds.has(id)).length,
        unknownDuties: data.dutyIds.filter((id) => !dutyIds.has(id)).length,
      }),
    );
    const staffOf = new Map<string, StaffType>();
    for (const person of data.projectUserInfos) {
      if (staffOf.get(person.userId) !== StaffType.ProjectManager) staffOf.set(person.userId, person.staffType);
    }
    const everyone = [...new Set([user.userId, ...staffOf.keys(), ...data.projectUserDutyVos.map((a) => a.userId)])];
    checkPeople(
      store,
      enterpriseId,
      everyone.filter((id) => id !== user.userId),
    );
    const people = everyone.map((userId) => ({
      userId,
      staffType: staffOf.get(userId) ?? (userId === user.userId ? StaffType.ProjectManager : StaffType.Member),
    }));
    const detail = addProject(
      store,
      user,
      enterpriseId,
      {
        name: info.name,
        simpleName,
        proType: ProjectType.Engineering,
        year: info.year,
        designNum: info.designNum,
        address: info.address ?? null,
        scale: info.scale ?? null,
        cooOrg: info.cooOrg || null,
        Development: info.Development,
        type: info.type ?? null,
      },
      people,
      data.subItems.map((item) => item.name),
      template?.folders ?? [],
    );
    subItemsOf(store).set(
      detail.id,
      data.subItems.map((item) => ({ id: store.nextId('item'), name: item.name, designNum: item.designNum })),
    );
    return listEntry(detail);
  },
  subItems: ({ store, data }) => {
    store.project(data.projectId);
    return subItemsOf(store).get(data.projectId) ?? [];
  },
  enterpriseUsers: ({ store, enterpriseId, data }) => {
    const wanted = data.keyword?.trim();
    const people = store.state.users
      .filter((u) => u.enterpriseIds.includes(data.enterpriseId ?? enterpriseId))
      .filter((u) => !wanted || u.realname.includes(wanted) || u.phone.includes(wanted))
      .sort((a, b) => NAME_ORDER.compare(a.realname, b.realname))
      .map((u) => store.userOption(u.userId));
    return paginate(people, data.pageNum, data.pageSize ?? PageSize.EnterpriseUser);
  },
};
