import { APPROVAL_NAME_TAKEN, api, PageSize } from '@atelier/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireProject } from '../access/projectAccess';
import { isApprovalNameTaken } from '../approvals/launch';
import { approvals, publishCalcPrices, publishCalcRules, publishers } from '../db/schema';
import { DomainError, ErrorCode } from '../domain/errors';
import { registerEndpoint } from '../http/registerEndpoint';
import { centsToYuan, costRowsInYuan } from '../publish/cost';
import { launchPublishApproval, publishApprovers } from '../publish/launch';
import { checkPublishFiles, loadCalcRule, priceFiles } from '../publish/pricing';
import { confirmPublish, publishList } from '../publish/publishing';
import { createShareLink, shareDownloadLink, shareLinkInfo } from '../publish/shareLinks';
import { paginate } from '../util/format';
import { MAX_BROWSER_DOWNLOAD_BYTES } from './download';

/**
 * Publishing (000 sections 4, 6, 7, 9; 001 section 7): the print shops and calculation rules of the enterprise,
 * the publish approval's approvers, quote and launch, its share links (public page and downloads), confirming
 * publishing and the publish centre's lists. The approval itself is the engine's (src/publish/launch.ts).
 */
export function registerPublishRoutes(app: FastifyInstance): void {
  /** The enterprise's print shops (not deleted), oldest first, a part of the name as keyword. */
  registerEndpoint(app, api.publish.publishers, async (ctx) => {
    const rows = await ctx.db
      .select()
      .from(publishers)
      .where(and(eq(publishers.enterpriseId, ctx.enterpriseId), isNull(publishers.deletedAt)))
      .orderBy(asc(publishers.createdAt), asc(publishers.name));
    const keyword = ctx.data.keyword?.trim();
    const kept = keyword ? rows.filter((r) => r.name.includes(keyword)) : rows;
    const page = paginate(kept, ctx.data.pageNum, ctx.data.pageSize ?? PageSize.PublishList);
    return {
      total: page.total,
      list: page.list.map((r) => ({ id: r.id, name: r.name, phone: r.phone, address: r.address })),
    };
  });

  /** The enterprise's calculation rules with their prices (yuan), in the rule's row order. */
  registerEndpoint(app, api.publish.calcRules, async (ctx) => {
    const rules = await ctx.db
      .select()
      .from(publishCalcRules)
      .where(and(eq(publishCalcRules.enterpriseId, ctx.enterpriseId), isNull(publishCalcRules.deletedAt)))
      .orderBy(asc(publishCalcRules.createdAt), asc(publishCalcRules.ruleName));
    const page = paginate(rules, ctx.data.pageNum, ctx.data.pageSize ?? PageSize.PublishList);
    const ids = page.list.map((r) => r.id);
    const prices = ids.length
      ? await ctx.db
          .select()
          .from(publishCalcPrices)
          .where(inArray(publishCalcPrices.ruleId, ids))
          .orderBy(asc(publishCalcPrices.position))
      : [];
    return {
      total: page.total,
      list: page.list.map((rule) => ({
        id: rule.id,
        ruleName: rule.ruleName,
        remarks: rule.remarks,
        rows: prices
          .filter((p) => p.ruleId === rule.id)
          .map((p) => ({ sizeName: p.sizeName, price: centsToYuan(p.priceCents) })),
      })),
    };
  });

  registerEndpoint(app, api.approval.publishApprovers, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    return publishApprovers(ctx.db, ctx.enterpriseId, access.project.id);
  });

  /** The server's own price of the chosen drawings at a rule (the same checks and pricing as the launch). */
  registerEndpoint(app, api.approval.publishQuote, async (ctx) => {
    const { files } = await checkPublishFiles(ctx, ctx.data.projectId, ctx.data.resList);
    const rule = await loadCalcRule(ctx, ctx.data.calcRuleId);
    const { cost } = await priceFiles(ctx, files, rule);
    return { rows: costRowsInYuan(cost.rows), publishNum: cost.publishNum, totalPrice: centsToYuan(cost.totalCents) };
  });

  /**
   * Free names answer true, a taken one 40007 审批名称已存在: within the project when it is given (as the launch
   * checks), else among the enterprise's approvals of the type.
   */
  registerEndpoint(app, api.approval.checkActName, async (ctx) => {
    const { actName, moduleType, projectId } = ctx.data;
    const taken = projectId
      ? await isApprovalNameTaken(ctx.db, (await requireProject(ctx, projectId)).project.id, actName)
      : (
          await ctx.db
            .select({ id: approvals.id })
            .from(approvals)
            .where(
              and(
                eq(approvals.enterpriseId, ctx.enterpriseId),
                eq(approvals.moduleType, moduleType),
                eq(approvals.actName, actName),
              ),
            )
            .limit(1)
        ).length > 0;
    if (taken) throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
    return true;
  });

  registerEndpoint(app, api.approval.launchPublish, launchPublishApproval);

  registerEndpoint(app, api.approval.createDownUrl, (ctx) => createShareLink(ctx, ctx.data.actId, ctx.data.days));
  registerEndpoint(app, api.approval.downloadInfo, (ctx) => shareLinkInfo(ctx.db, ctx.data.key));
  registerEndpoint(app, api.approval.shareDownload, (ctx) => shareDownloadLink(ctx, MAX_BROWSER_DOWNLOAD_BYTES));

  registerEndpoint(app, api.approval.publish, async (ctx) => {
    await confirmPublish(ctx, ctx.data.actId);
    return null;
  });
  registerEndpoint(app, api.approval.publishedList, (ctx) => publishList(ctx, 'published'));
  registerEndpoint(app, api.approval.notPublishedList, (ctx) => publishList(ctx, 'notPublished'));
}
