import { FrameTemplateMessage, type TemplateGroup, templateGroupNameRefusal } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { deleteGroupRow, findGroup, groupsOf, isGroupNameTaken, saveGroupRows, templatesOf } from './repository';

/** Named groups of an enterprise's frame templates (模板组设置, issue 23). */

export async function listGroups(db: Database, actor: Actor): Promise<TemplateGroup[]> {
  return (await groupsOf(db, actor.enterpriseId)).map(({ group, templateIds }) => ({
    id: group.id,
    name: group.name,
    templateIds,
  }));
}

/** Creates a group (no id) or renames and refills one; its templates are the enterprise's, not deleted. */
export async function saveGroup(
  db: Database,
  actor: Actor,
  request: { id?: string | undefined; name: string; templateIds: string[] },
): Promise<TemplateGroup> {
  if (request.id && !(await findGroup(db, actor.enterpriseId, request.id))) deny(FrameTemplateMessage.GroupNotFound);
  const name = request.name.trim();
  enforce(templateGroupNameRefusal({ nameTaken: await isGroupNameTaken(db, actor.enterpriseId, name, request.id) }));
  const own = new Set((await templatesOf(db, actor.enterpriseId)).map((t) => t.template.id));
  const templateIds = [...new Set(request.templateIds)];
  if (templateIds.some((id) => !own.has(id))) deny(FrameTemplateMessage.NotFound);
  const id = await saveGroupRows(db, actor.enterpriseId, { id: request.id, name }, templateIds);
  return { id, name, templateIds };
}

export async function deleteGroup(db: Database, actor: Actor, id: string): Promise<null> {
  if (!(await findGroup(db, actor.enterpriseId, id))) deny(FrameTemplateMessage.GroupNotFound);
  await deleteGroupRow(db, id);
  return null;
}
