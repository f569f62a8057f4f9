import { randomUUID } from 'node:crypto';
import {
  api,
  type FlowTemplate,
  type FlowTemplateListEntry,
  LinearMode,
  MAX_NODES,
  NODE_DUTY_AND_PEOPLE_REQUIRED,
  NODE_DUTY_DUPLICATED,
  NODES_REQUIRED,
  TEMPLATE_NAME_TAKEN,
  TOO_MANY_NODES,
} from '@atelier/api';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ProjectAccess, requireProject, requireSameEnterprise } from '../access/projectAccess';
import { nodePeople, requireTemplate, type TemplateRow, templateNodes } from '../approvals/flowTemplates';
import { invalid, requireMembers } from '../approvals/launch';
import type { Database } from '../db/index';
import { duties, flowTemplateNodes, flowTemplates, specialties, users } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { paginate } from '../util/format';

/** A node as the request schema gives it. */
interface NodeInput {
  dictDutyId: string;
  userIdList: string[];
}

/** The strip's page size (000 section 7). */
const TEMPLATE_PAGE_SIZE = 10;

/** Whether another ordinary template of the project already has this name. */
async function isNameTaken(db: Database, projectId: string, actName: string, exceptId?: string) {
  const [row] = await db
    .select({ id: flowTemplates.id })
    .from(flowTemplates)
    .where(
      and(
        eq(flowTemplates.projectId, projectId),
        eq(flowTemplates.actName, actName),
        isNull(flowTemplates.uuid),
        exceptId === undefined ? undefined : ne(flowTemplates.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function requireFreeName(db: Database, projectId: string, actName: string, exceptId?: string) {
  if (await isNameTaken(db, projectId, actName, exceptId)) {
    throw new DomainError(ErrorCode.NameTaken, TEMPLATE_NAME_TAKEN);
  }
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
  const known = await db
    .select({ id: duties.id })
    .from(duties)
    .where(
      and(
        inArray(duties.id, dutyIds),
        eq(duties.enterpriseId, access.project.enterpriseId),
        eq(duties.disabled, false),
      ),
    );
  if (known.length !== dutyIds.length) invalid(ErrorMessage.NodeDutyNotFound);
  await requireMembers(
    db,
    access.project.id,
    cleaned.flatMap((node) => node.userIdList),
    ErrorMessage.NodePeopleNotMembers,
  );
  return cleaned;
}

/** Replaces a template's nodes, in order. */
async function writeNodes(db: Database, templateId: string, nodes: readonly NodeInput[]) {
  await db.delete(flowTemplateNodes).where(eq(flowTemplateNodes.templateId, templateId));
  if (nodes.length === 0) return;
  await db.insert(flowTemplateNodes).values(
    nodes.map((node, position) => ({
      templateId,
      position,
      dutyId: node.dictDutyId,
      userIds: node.userIdList,
    })),
  );
}

/** A template as the dialog loads it: nodes carry `dictDutyId` and `actForms[].userInfo`. */
async function loadedTemplate(db: Database, template: TemplateRow, access: ProjectAccess): Promise<FlowTemplate> {
  const nodes = await templateNodes(db, template.id);
  const userIds = [...new Set([template.createdBy, ...nodes.flatMap((n) => n.userIds)])];
  const userRows = await db.select().from(users).where(inArray(users.id, userIds));
  const userById = new Map(userRows.map((u) => [u.id, u]));
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

/** Flow templates of a project (000 section 7, "Flow templates"); the routes of issue 6. */
export function registerFlowTemplateRoutes(app: FastifyInstance): void {
  /** The project's ordinary templates (default ones are not listed), newest first, 10 a page. */
  registerEndpoint(app, api.flowTemplate.list, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const rows = await ctx.db
      .select()
      .from(flowTemplates)
      .where(and(eq(flowTemplates.projectId, access.project.id), isNull(flowTemplates.uuid)))
      .orderBy(desc(flowTemplates.createdAt), asc(flowTemplates.id));
    const ids = rows.map((r) => r.id);
    const nodes = ids.length
      ? await ctx.db
          .select({ templateId: flowTemplateNodes.templateId })
          .from(flowTemplateNodes)
          .where(inArray(flowTemplateNodes.templateId, ids))
      : [];
    const counts = new Map<string, number>();
    for (const node of nodes) counts.set(node.templateId, (counts.get(node.templateId) ?? 0) + 1);
    const entries = rows.map(
      (r): FlowTemplateListEntry => ({
        id: r.id,
        actName: r.actName,
        mine: r.createdBy === ctx.user.id,
        total: counts.get(r.id) ?? 0,
        uuid: r.uuid,
      }),
    );
    return paginate(entries, ctx.data.pageNum, ctx.data.pageSize ?? TEMPLATE_PAGE_SIZE);
  });

  registerEndpoint(app, api.flowTemplate.detail, async (ctx) => {
    const { template, access } = await requireTemplate(ctx, ctx.data.actId);
    return loadedTemplate(ctx.db, template, access);
  });

  /**
   * The default template of a project and specialty (by uuid when given). One is made, without nodes, the first
   * time it is asked for, as the portal expects a template to edit.
   */
  registerEndpoint(app, api.flowTemplate.defaultTemplate, async (ctx) => {
    const { db, data } = ctx;
    const access = await requireProject(ctx, data.projectId);
    const [specialty] = await db
      .select({ id: specialties.id })
      .from(specialties)
      .where(and(eq(specialties.id, data.dictSpecialtyId), eq(specialties.enterpriseId, access.project.enterpriseId)))
      .limit(1);
    if (!specialty) deny(ErrorMessage.SpecialtyNotFound);
    const uuid = data.uuid?.trim() || undefined;
    const [found] = await db
      .select()
      .from(flowTemplates)
      .where(
        uuid
          ? eq(flowTemplates.uuid, uuid)
          : and(
              eq(flowTemplates.projectId, access.project.id),
              eq(flowTemplates.dictSpecialtyId, specialty.id),
              isNotNull(flowTemplates.uuid),
            ),
      )
      .orderBy(asc(flowTemplates.createdAt))
      .limit(1);
    if (found) {
      if (found.projectId !== access.project.id) deny(ErrorMessage.DefaultTemplateNotFound);
      return loadedTemplate(db, found, access);
    }
    const [created] = await db
      .insert(flowTemplates)
      .values({
        enterpriseId: access.project.enterpriseId,
        projectId: access.project.id,
        actName: '默认流程',
        isLinear: LinearMode.Linear,
        createdBy: ctx.user.id,
        uuid: uuid ?? randomUUID(),
        dictSpecialtyId: specialty.id,
      })
      .returning();
    if (!created) throw new Error('The default template was not stored');
    return loadedTemplate(db, created, access);
  });

  registerEndpoint(app, api.flowTemplate.create, async (ctx) => {
    const { db, data } = ctx;
    await requireSameEnterprise(ctx, data.actInfo.enterpriseId);
    const access = await requireProject(ctx, data.actInfo.projectId);
    const nodes = await checkNodes(db, access, data.tasks);
    await requireFreeName(db, access.project.id, data.actInfo.actName);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flowTemplates)
        .values({
          enterpriseId: access.project.enterpriseId,
          projectId: access.project.id,
          actName: data.actInfo.actName,
          isLinear: data.actInfo.isLinear,
          createdBy: ctx.user.id,
        })
        .returning({ id: flowTemplates.id });
      if (!row) throw new Error('The flow template was not stored');
      await writeNodes(tx, row.id, nodes);
      return row.id;
    });
    return { id };
  });

  /** Only the creator (`mine`) edits an ordinary template; default templates go through updateDefault. */
  registerEndpoint(app, api.flowTemplate.update, async (ctx) => {
    const { db, data } = ctx;
    await requireSameEnterprise(ctx, data.actInfo.enterpriseId);
    const { template, access } = await requireTemplate(ctx, data.actInfo.id);
    if (template.projectId !== data.actInfo.projectId) deny(ErrorMessage.FlowTemplateOfAnotherProject);
    if (template.uuid !== null) deny(ErrorMessage.FlowTemplateNotFound);
    if (template.createdBy !== ctx.user.id) deny(ErrorMessage.OnlyOwnerEditsTemplate);
    const nodes = await checkNodes(db, access, data.tasks);
    await requireFreeName(db, template.projectId, data.actInfo.actName, template.id);
    await db.transaction(async (tx) => {
      await tx
        .update(flowTemplates)
        .set({ actName: data.actInfo.actName, isLinear: data.actInfo.isLinear, updatedAt: new Date() })
        .where(eq(flowTemplates.id, template.id));
      await writeNodes(tx, template.id, nodes);
    });
    return null;
  });

  /** A default template, by its uuid: any member of its project sets its mode and nodes. */
  registerEndpoint(app, api.flowTemplate.updateDefault, async (ctx) => {
    const { db, data } = ctx;
    await requireSameEnterprise(ctx, data.actInfo.enterpriseId);
    const enterpriseId = ctx.enterpriseId;
    const [template] = await db.select().from(flowTemplates).where(eq(flowTemplates.uuid, data.uuid)).limit(1);
    if (!template || template.enterpriseId !== enterpriseId) deny(ErrorMessage.DefaultTemplateNotFound);
    const access = await requireProject(ctx, template.projectId);
    if (template.projectId !== data.actInfo.projectId) deny(ErrorMessage.FlowTemplateOfAnotherProject);
    const nodes = await checkNodes(db, access, data.tasks);
    await db.transaction(async (tx) => {
      await tx
        .update(flowTemplates)
        .set({ isLinear: data.actInfo.isLinear, updatedAt: new Date() })
        .where(eq(flowTemplates.id, template.id));
      await writeNodes(tx, template.id, nodes);
    });
    return null;
  });

  registerEndpoint(app, api.flowTemplate.delete, async (ctx) => {
    const { template } = await requireTemplate(ctx, ctx.data.actId);
    if (template.createdBy !== ctx.user.id) deny(ErrorMessage.OnlyOwnerDeletesTemplate);
    await ctx.db.delete(flowTemplates).where(eq(flowTemplates.id, template.id));
    return null;
  });

  /** Free names answer true; a name taken in the project answers 40007 模板名称已存在. */
  registerEndpoint(app, api.flowTemplate.checkName, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    await requireFreeName(ctx.db, access.project.id, ctx.data.actName, ctx.data.actId);
    return true;
  });
}
