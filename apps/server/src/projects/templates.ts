/**
 * Project templates (issue 25; 001 sections 3.3 and 7.4): the administrator keeps folder structures with default
 * member levels; the wizard offers the enabled ones; createProPro?templateId= copies one into the new project
 * (creation.ts). Rules and messages are the shared ones of rules/projectTemplates.ts.
 */
import {
  countFolders,
  FixedRoleId,
  type ProjectTemplate,
  ProjectTemplateMessage,
  projectTemplateNameRefusal,
  Refuse,
  TEMPLATE_PRO_TYPE,
  type TemplateFolder,
  templateUseRefusal,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { formatDateTime, nameCollator, paginate } from '../util/format';
import {
  deleteTemplateRow,
  findTemplate,
  insertTemplate,
  type ProjectTemplateRow,
  templateNameTaken,
  templatesOf,
  updateTemplateRow,
} from './templateRepository';

const isAdmin = (actor: Actor) => actor.roles.includes(FixedRoleId.EnterpriseAdmin);

const view = (row: ProjectTemplateRow): ProjectTemplate => ({
  id: row.id,
  name: row.name,
  isEnable: row.isEnable,
  proType: TEMPLATE_PRO_TYPE,
  folderCount: countFolders(row.folders),
  updateTime: formatDateTime(row.updatedAt),
});

/** A template the caller may see: the enterprise's, and enabled unless the caller is its administrator. */
async function visibleTemplate(db: Database, actor: Actor, id: string) {
  const row = await findTemplate(db, actor.enterpriseId, id);
  enforce(row && (row.isEnable || isAdmin(actor)) ? null : Refuse.invalid(ProjectTemplateMessage.NotFound));
  return row as ProjectTemplateRow;
}

/** getTemplateList: by name; disabled templates only for the administrator. */
export async function templateList(
  db: Database,
  actor: Actor,
  query: { keyword?: string; pageNum?: number; pageSize?: number },
) {
  const wanted = query.keyword?.trim().toLowerCase();
  const rows = (await templatesOf(db, actor.enterpriseId))
    .filter((row) => row.isEnable || isAdmin(actor))
    .filter((row) => !wanted || row.name.toLowerCase().includes(wanted))
    .sort((a, b) => nameCollator.compare(a.name, b.name));
  return paginate(rows.map(view), query.pageNum, query.pageSize ?? 50);
}

export async function templateInfo(db: Database, actor: Actor, query: { id: string }) {
  const row = await visibleTemplate(db, actor, query.id);
  return { ...view(row), folders: row.folders };
}

export async function createTemplate(db: Database, actor: Actor, body: { name: string; folders?: TemplateFolder[] }) {
  enforce(projectTemplateNameRefusal({ nameTaken: await templateNameTaken(db, actor.enterpriseId, body.name) }));
  const row = await insertTemplate(db, {
    enterpriseId: actor.enterpriseId,
    name: body.name,
    folders: body.folders ?? [],
    createdBy: actor.userId,
  });
  return view(row);
}

export async function updateTemplate(
  db: Database,
  actor: Actor,
  body: { id: string; name?: string; isEnable?: boolean; folders?: TemplateFolder[] },
) {
  const row = await findTemplate(db, actor.enterpriseId, body.id);
  enforce(row ? null : Refuse.invalid(ProjectTemplateMessage.NotFound));
  if (body.name !== undefined) {
    enforce(
      projectTemplateNameRefusal({ nameTaken: await templateNameTaken(db, actor.enterpriseId, body.name, body.id) }),
    );
  }
  const { id, ...changes } = body;
  await updateTemplateRow(db, id, changes);
  return null;
}

export async function deleteTemplate(db: Database, actor: Actor, body: { id: string }) {
  const row = await findTemplate(db, actor.enterpriseId, body.id);
  enforce(row ? null : Refuse.invalid(ProjectTemplateMessage.NotFound));
  await deleteTemplateRow(db, body.id);
  return null;
}

/** The folders of the template a project is created from: the enterprise's and enabled, else refused. */
export async function templateFoldersForCreation(db: Database, actor: Actor, templateId: string) {
  const row = await findTemplate(db, actor.enterpriseId, templateId);
  enforce(templateUseRefusal(row));
  return (row as ProjectTemplateRow).folders;
}
