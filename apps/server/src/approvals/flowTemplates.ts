import { randomUUID } from 'node:crypto';
import {
  type api,
  DEFAULT_TEMPLATE_NAME,
  type EndpointRequestOutput,
  type FlowTemplate,
  type FlowTemplateListEntry,
  LinearMode,
  MAX_NODES,
  MAX_PEOPLE_PER_NODE,
  NODE_DUTY_AND_PEOPLE_REQUIRED,
  NODE_DUTY_DUPLICATED,
  NODE_TOO_MANY_PEOPLE,
  NODES_REQUIRED,
  TOO_MANY_NODES,
  templateNameRefusal,
  templateOwnerRefusal,
} from '@atelier/api';
import { checkSameEnterprise, type ProjectAccess, projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage, enforce } from '../domain/errors';
import { paginate } from '../util/format';
import { invalid, requireMembers } from './launch';
import {
  countEnabledDuties,
  deleteTemplate,
  dutyNames,
  findDefaultTemplate,
  findTemplate,
  findTemplateByUuid,
  insertTemplate,
  isEnterpriseSpecialty,
  isTemplateNameTaken,
  nodeCounts,
  nodesOf,
  ordinaryTemplatesOf,
  replaceNodes,
  type TemplateRow,
  templateUsers,
  updateTemplate,
} from './templateRepository';

/**
 * Flow templates of a project (000 section 7, "Flow templates"; issue 6), and what the ordered signing that
 * follows a template shares with them: a template the user may see, its nodes, the people of a node.
 */

export type { TemplateRow } from './templateRepository';

type Draft = EndpointRequestOutput<typeof api.flowTemplate.create>;
type Edit = EndpointRequestOutput<typeof api.flowTemplate.update>;
type DefaultEdit = EndpointRequestOutput<typeof api.flowTemplate.updateDefault>;

/** A node as the request schema gives it. */
interface NodeInput {
  dictDutyId: string;
  userIdList: string[];
}

/** The strip's page size (000 section 7). */
const TEMPLATE_PAGE_SIZE = 10;

/**
 * A template the user may work with: it exists in the actor's enterprise (another enterprise's is answered as
 * missing, nothing of it told) and the user is a member of its project.
 */
export async function requireTemplate(db: Database, actor: Actor, id: string) {
  const enterpriseId = actor.enterpriseId;
  const template = await findTemplate(db, id);
  if (!template || template.enterpriseId !== enterpriseId) deny(ErrorMessage.FlowTemplateNotFound);
  const access = await projectAccessOf(db, actor, template.projectId);
  return { template, access };
}

/** A node of a template, in order, with its duty's name (the step's name). */
export interface TemplateNode {
  position: number;
  dutyId: string;
  dutyName: string;
  userIds: string[];
}

export async function templateNodes(db: Database, templateId: string): Promise<TemplateNode[]> {
  const nodes = await nodesOf(db, templateId);
  const dutyName = await dutyNames(db, [...new Set(nodes.map((n) => n.dutyId))]);
  return nodes.map((node) => ({
    position: node.position,
    dutyId: node.dutyId,
    dutyName: dutyName.get(node.dutyId) ?? '',
    userIds: node.userIds,
  }));
}

/**
 * The people of a node without repeats: at least one (职责和人员不能为空), at most ten
 * (每个节点中的人员数量最多为10个). Membership of the project is the caller's check.
 */
export function nodePeople(userIdList: readonly string[] | null | undefined): string[] {
  const people = [...new Set(userIdList ?? [])];
  if (people.length === 0) throw new DomainError(ErrorCode.InvalidRequest, NODE_DUTY_AND_PEOPLE_REQUIRED);
  if (people.length > MAX_PEOPLE_PER_NODE) throw new DomainError(ErrorCode.InvalidRequest, NODE_TOO_MANY_PEOPLE);
  return people;
}

async function requireFreeName(db: Database, projectId: string, actName: string, exceptId?: string) {
  enforce(templateNameRefusal({ nameTaken: await isTemplateNameTaken(db, projectId, actName, exceptId) }));
}

/**
 * The node rules again, whatever the request schema let through (000 section 7), with the same messages; then
 * what only the server knows: each duty is one of the enterprise's, each person a member of the project.
 * Answers the nodes with each node's people without repeats.
 */
async function checkNodes(db: Database, access: ProjectAccess, nodes: readonly NodeInput[]): Promise<NodeInput[]> {
  if (nodes.length === 0) invalid(NODES_REQUIRED);
  if (nodes.length > MAX_NODES) invalid(TOO_MANY_NODES);
  const seen = new Set<string>();
  const cleaned: NodeInput[] = [];
  for (const node of nodes) {
    if (!node.dictDutyId) invalid(NODE_DUTY_AND_PEOPLE_REQUIRED);
    cleaned.push({ dictDutyId: node.dictDutyId, userIdList: nodePeople(node.userIdList) });
    if (seen.has(node.dictDutyId)) invalid(NODE_DUTY_DUPLICATED);
    seen.add(node.dictDutyId);
  }
  const dutyIds = [...seen];
  if ((await countEnabledDuties(db, access.project.enterpriseId, dutyIds)) !== dutyIds.length) {
    invalid(ErrorMessage.NodeDutyNotFound);
  }
  await requireMembers(
    db,
    access.project.id,
    cleaned.flatMap((node) => node.userIdList),
    ErrorMessage.NodePeopleNotMembers,
  );
  return cleaned;
}

/** Replaces a template's nodes, in order. */
function writeNodes(db: Database, templateId: string, nodes: readonly NodeInput[]) {
  return replaceNodes(
    db,
    templateId,
    nodes.map((node) => ({ dutyId: node.dictDutyId, userIds: node.userIdList })),
  );
}

/** A template as the dialog loads it: nodes carry `dictDutyId` and `actForms[].userInfo`. */
async function loadedTemplate(db: Database, template: TemplateRow, access: ProjectAccess): Promise<FlowTemplate> {
  const nodes = await templateNodes(db, template.id);
  const userIds = [...new Set([template.createdBy, ...nodes.flatMap((n) => n.userIds)])];
  const userById = new Map((await templateUsers(db, userIds)).map((u) => [u.id, u]));
  return {
    actInfo: {
      enterpriseId: template.enterpriseId,
      id: template.id,
      actName: template.actName,
      userId: template.createdBy,
      userName: userById.get(template.createdBy)?.realname ?? '',
      projectName: access.project.name,
      projectId: template.projectId,
      isLinear: template.isLinear === LinearMode.Parallel ? LinearMode.Parallel : LinearMode.Linear,
      uuid: template.uuid,
    },
    tasks: nodes.map((node) => ({
      dictDutyId: node.dutyId,
      taskName: node.dutyName,
      actForms: node.userIds.flatMap((userId) => {
        const user = userById.get(userId);
        return user
          ? [{ userInfo: { userId: user.id, realname: user.realname, phone: user.phone, avatar: user.avatar } }]
          : [];
      }),
    })),
  };
}

/** The project's ordinary templates (default ones are not listed), newest first, 10 a page. */
export async function listTemplates(
  db: Database,
  actor: Actor,
  access: ProjectAccess,
  page: { pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const rows = await ordinaryTemplatesOf(db, access.project.id);
  const counts = await nodeCounts(
    db,
    rows.map((r) => r.id),
  );
  const entries = rows.map(
    (r): FlowTemplateListEntry => ({
      id: r.id,
      actName: r.actName,
      mine: r.createdBy === actor.userId,
      total: counts.get(r.id) ?? 0,
      uuid: r.uuid,
    }),
  );
  return paginate(entries, page.pageNum, page.pageSize ?? TEMPLATE_PAGE_SIZE);
}

export async function templateDetail(db: Database, actor: Actor, actId: string): Promise<FlowTemplate> {
  const { template, access } = await requireTemplate(db, actor, actId);
  return loadedTemplate(db, template, access);
}

/**
 * The default template of a project and specialty (by uuid when given). One is made, without nodes, the first
 * time it is asked for, as the portal expects a template to edit.
 */
export async function defaultTemplate(
  db: Database,
  actor: Actor,
  access: ProjectAccess,
  query: { dictSpecialtyId: string; uuid?: string | undefined },
): Promise<FlowTemplate> {
  if (!(await isEnterpriseSpecialty(db, access.project.enterpriseId, query.dictSpecialtyId))) {
    deny(ErrorMessage.SpecialtyNotFound);
  }
  const uuid = query.uuid?.trim() || undefined;
  const found = await findDefaultTemplate(db, {
    uuid,
    projectId: access.project.id,
    specialtyId: query.dictSpecialtyId,
  });
  if (found) {
    if (found.projectId !== access.project.id) deny(ErrorMessage.DefaultTemplateNotFound);
    return loadedTemplate(db, found, access);
  }
  const created = await insertTemplate(db, {
    enterpriseId: access.project.enterpriseId,
    projectId: access.project.id,
    actName: DEFAULT_TEMPLATE_NAME,
    isLinear: LinearMode.Linear,
    createdBy: actor.userId,
    uuid: uuid ?? randomUUID(),
    dictSpecialtyId: query.dictSpecialtyId,
  });
  return loadedTemplate(db, created, access);
}

export async function createTemplate(db: Database, actor: Actor, draft: Draft): Promise<{ id: string }> {
  await checkSameEnterprise(db, actor, draft.actInfo.enterpriseId);
  const access = await projectAccessOf(db, actor, draft.actInfo.projectId);
  const nodes = await checkNodes(db, access, draft.tasks);
  await requireFreeName(db, access.project.id, draft.actInfo.actName);
  const id = await db.transaction(async (tx) => {
    const row = await insertTemplate(tx, {
      enterpriseId: access.project.enterpriseId,
      projectId: access.project.id,
      actName: draft.actInfo.actName,
      isLinear: draft.actInfo.isLinear,
      createdBy: actor.userId,
    });
    await writeNodes(tx, row.id, nodes);
    return row.id;
  });
  return { id };
}

/** Only the creator (`mine`) edits an ordinary template; default templates go through updateDefault. */
export async function editTemplate(db: Database, actor: Actor, edit: Edit): Promise<null> {
  await checkSameEnterprise(db, actor, edit.actInfo.enterpriseId);
  const { template, access } = await requireTemplate(db, actor, edit.actInfo.id);
  if (template.projectId !== edit.actInfo.projectId) deny(ErrorMessage.FlowTemplateOfAnotherProject);
  if (template.uuid !== null) deny(ErrorMessage.FlowTemplateNotFound);
  enforce(templateOwnerRefusal({ ownerId: template.createdBy }, actor.userId, 'edit'));
  const nodes = await checkNodes(db, access, edit.tasks);
  await requireFreeName(db, template.projectId, edit.actInfo.actName, template.id);
  await db.transaction(async (tx) => {
    await updateTemplate(tx, template.id, {
      actName: edit.actInfo.actName,
      isLinear: edit.actInfo.isLinear,
      updatedAt: new Date(),
    });
    await writeNodes(tx, template.id, nodes);
  });
  return null;
}

/** A default template, by its uuid: any member of its project sets its mode and nodes. */
export async function editDefaultTemplate(db: Database, actor: Actor, edit: DefaultEdit): Promise<null> {
  await checkSameEnterprise(db, actor, edit.actInfo.enterpriseId);
  const template = await findTemplateByUuid(db, edit.uuid);
  if (!template || template.enterpriseId !== actor.enterpriseId) deny(ErrorMessage.DefaultTemplateNotFound);
  const access = await projectAccessOf(db, actor, template.projectId);
  if (template.projectId !== edit.actInfo.projectId) deny(ErrorMessage.FlowTemplateOfAnotherProject);
  const nodes = await checkNodes(db, access, edit.tasks);
  await db.transaction(async (tx) => {
    await updateTemplate(tx, template.id, { isLinear: edit.actInfo.isLinear, updatedAt: new Date() });
    await writeNodes(tx, template.id, nodes);
  });
  return null;
}

export async function removeTemplate(db: Database, actor: Actor, actId: string): Promise<null> {
  const { template } = await requireTemplate(db, actor, actId);
  enforce(templateOwnerRefusal({ ownerId: template.createdBy }, actor.userId, 'delete'));
  await deleteTemplate(db, template.id);
  return null;
}

/** Free names answer true; a name taken in the project answers 40007 模板名称已存在. */
export async function checkTemplateName(
  db: Database,
  access: ProjectAccess,
  actName: string,
  exceptId: string | undefined,
): Promise<true> {
  await requireFreeName(db, access.project.id, actName, exceptId);
  return true;
}
