import { MAX_PEOPLE_PER_NODE, NODE_DUTY_AND_PEOPLE_REQUIRED, NODE_TOO_MANY_PEOPLE } from '@atelier/api';
import { asc, eq, inArray } from 'drizzle-orm';
import { requireProject } from '../access/projectAccess';
import type { Database } from '../db/index';
import { duties, flowTemplateNodes, flowTemplates } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';

/** What the flow-template routes and the ordered signing that follows a template share. */

export type TemplateRow = typeof flowTemplates.$inferSelect;

/**
 * A template the user may work with: it exists in the call's enterprise (another enterprise's is answered as
 * missing, nothing of it told) and the user is a member of its project.
 */
export async function requireTemplate(ctx: HandlerContext<unknown>, id: string) {
  const enterpriseId = ctx.enterpriseId;
  const [template] = await ctx.db.select().from(flowTemplates).where(eq(flowTemplates.id, id)).limit(1);
  if (!template || template.enterpriseId !== enterpriseId) deny(ErrorMessage.FlowTemplateNotFound);
  const access = await requireProject(ctx, template.projectId);
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
  const nodes = await db
    .select()
    .from(flowTemplateNodes)
    .where(eq(flowTemplateNodes.templateId, templateId))
    .orderBy(asc(flowTemplateNodes.position));
  const dutyIds = [...new Set(nodes.map((n) => n.dutyId))];
  const dutyRows = dutyIds.length ? await db.select().from(duties).where(inArray(duties.id, dutyIds)) : [];
  const dutyName = new Map(dutyRows.map((d) => [d.id, d.name]));
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
