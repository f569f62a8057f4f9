import type { ProjectTemplate } from '../../contract/endpoints/project';
import { FixedRoleId } from '../../entities/constants';
import {
  countFolders,
  ProjectTemplateMessage,
  projectTemplateNameRefusal,
  TEMPLATE_PRO_TYPE,
  type TemplateFolder,
  templateUseRefusal,
} from '../../rules/projectTemplates';
import { Refuse } from '../../rules/refusal';
import { DEMO_PROJECT_TEMPLATES } from '../../seed';
import type { FixtureUser } from '../seed';
import { ENTERPRISE_ID } from '../seed/people';
import { enforce, type FixtureStore, fixtureNow, paginate } from '../store';
import type { Resolvers } from './context';

/**
 * Project templates (issue 25): the same rules as the server (rules/projectTemplates.ts) over templates kept beside
 * the store's projects, per store state, seeded from the demo's (DEMO_PROJECT_TEMPLATES, as on the server).
 */

export interface FixtureProjectTemplate {
  id: string;
  enterpriseId: string;
  name: string;
  isEnable: boolean;
  folders: TemplateFolder[];
  updateTime: string;
}

const byState = new WeakMap<object, FixtureProjectTemplate[]>();
export function projectTemplatesOf(store: FixtureStore): FixtureProjectTemplate[] {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = DEMO_PROJECT_TEMPLATES.map((t, index) => ({
      id: `ptpl-${index + 1}`,
      enterpriseId: ENTERPRISE_ID[t.enterprise],
      name: t.name,
      isEnable: true,
      folders: structuredClone(t.folders),
      updateTime: '2026-11-02 09:30:00',
    }));
    byState.set(store.state.projects, found);
  }
  return found;
}

const isAdmin = (user: FixtureUser) => user.roleIds.includes(FixedRoleId.EnterpriseAdmin);
const checkAdmin = (user: FixtureUser) => {
  if (!isAdmin(user)) enforce(Refuse.denied(ProjectTemplateMessage.OnlyAdmin));
};

const view = (t: FixtureProjectTemplate): ProjectTemplate => ({
  id: t.id,
  name: t.name,
  isEnable: t.isEnable,
  proType: TEMPLATE_PRO_TYPE,
  folderCount: countFolders(t.folders),
  updateTime: t.updateTime,
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A template of the enterprise, or the not-found refusal. */
export function fixtureTemplate(store: FixtureStore, enterpriseId: string, id: string) {
  const found = projectTemplatesOf(store).find((t) => t.id === id && t.enterpriseId === enterpriseId);
  if (!found) enforce(Refuse.invalid(ProjectTemplateMessage.NotFound));
  return found as FixtureProjectTemplate;
}

/** The template a project is created from: of the enterprise and enabled. */
export function usableTemplate(store: FixtureStore, enterpriseId: string, id: string) {
  const found = projectTemplatesOf(store).find((t) => t.id === id && t.enterpriseId === enterpriseId);
  enforce(templateUseRefusal(found));
  return found as FixtureProjectTemplate;
}

const nameTaken = (store: FixtureStore, enterpriseId: string, name: string, except?: string) =>
  projectTemplatesOf(store).some((t) => t.enterpriseId === enterpriseId && t.id !== except && sameName(t.name, name));

export const projectTemplateResolvers: Resolvers['project'] = {
  templateList: ({ store, user, enterpriseId, data }) => {
    const wanted = data.keyword?.trim().toLowerCase();
    const list = projectTemplatesOf(store)
      .filter((t) => t.enterpriseId === enterpriseId && (t.isEnable || isAdmin(user)))
      .filter((t) => !wanted || t.name.toLowerCase().includes(wanted))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN'))
      .map(view);
    return paginate(list, data.pageNum, data.pageSize ?? 50);
  },
  templateInfo: ({ store, user, enterpriseId, data }) => {
    const found = fixtureTemplate(store, enterpriseId, data.id);
    if (!found.isEnable && !isAdmin(user)) enforce(Refuse.invalid(ProjectTemplateMessage.NotFound));
    return { ...view(found), folders: structuredClone(found.folders) };
  },
  createResTemplate: ({ store, user, enterpriseId, data }) => {
    checkAdmin(user);
    enforce(projectTemplateNameRefusal({ nameTaken: nameTaken(store, enterpriseId, data.name) }));
    const created: FixtureProjectTemplate = {
      id: store.nextId('ptpl'),
      enterpriseId,
      name: data.name,
      isEnable: true,
      folders: data.folders ?? [],
      updateTime: fixtureNow(),
    };
    projectTemplatesOf(store).push(created);
    return view(created);
  },
  updateTemplate: ({ store, user, enterpriseId, data }) => {
    checkAdmin(user);
    const found = fixtureTemplate(store, enterpriseId, data.id);
    if (data.name !== undefined) {
      enforce(projectTemplateNameRefusal({ nameTaken: nameTaken(store, enterpriseId, data.name, found.id) }));
      found.name = data.name;
    }
    if (data.isEnable !== undefined) found.isEnable = data.isEnable;
    if (data.folders !== undefined) found.folders = data.folders;
    found.updateTime = fixtureNow();
    return null;
  },
  delTemplate: ({ store, user, enterpriseId, data }) => {
    checkAdmin(user);
    const found = fixtureTemplate(store, enterpriseId, data.id);
    const list = projectTemplatesOf(store);
    list.splice(list.indexOf(found), 1);
    return null;
  },
};
