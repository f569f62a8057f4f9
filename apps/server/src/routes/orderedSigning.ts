import { api, STAMP_CONFIG_PDF_ONLY } from '@atelier/api';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DrawingVersion, isPdf, readableVersions } from '../approvals/drawings';
import { invalid } from '../approvals/launch';
import { submitOrderedSigning } from '../approvals/orderedSubmit';
import { calcInfos } from '../db/schema';
import type { HandlerContext } from '../http/registerEndpoint';
import { registerEndpoint } from '../http/registerEndpoint';
import { chunks } from '../recognition/store';

/** A file version the user may read (any project of the call's enterprise they are a member of). */
async function readableVersion(ctx: HandlerContext<unknown>, recordId: string): Promise<DrawingVersion> {
  const versions = await readableVersions(ctx, [recordId]);
  return versions.get(recordId) as DrawingVersion;
}

/** Ordered signing (发起按序签章, 000 section 2 and 7, issue 9) and the text-signature page's stamp configuration. */
export function registerOrderedSigningRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.orderedSigning.submit, submitOrderedSigning);

  /**
   * The stamp configuration of a file version (text-signature mode), one per version, replaced on each save.
   * Whoever may read the file may configure it; only PDFs can be configured.
   */
  registerEndpoint(app, api.orderedSigning.saveCalcInfo, async (ctx) => {
    const { db, data, user } = ctx;
    const version = await readableVersion(ctx, data.recordId);
    if (!isPdf(version.resource)) invalid(STAMP_CONFIG_PDF_ONLY);
    const values = { templateId: data.templateId ?? null, info: data.info, updatedBy: user.id, updatedAt: new Date() };
    await db
      .insert(calcInfos)
      .values({ recordId: version.recordId, ...values })
      .onConflictDoUpdate({ target: calcInfos.recordId, set: values });
    return null;
  });

  /** The saved configuration of a version the user may read; null when none was saved. */
  registerEndpoint(app, api.orderedSigning.calcInfo, async (ctx) => {
    const version = await readableVersion(ctx, ctx.data.recordId);
    const [row] = await ctx.db.select().from(calcInfos).where(eq(calcInfos.recordId, version.recordId)).limit(1);
    return row ? { recordId: row.recordId, templateId: row.templateId, info: row.info } : null;
  });

  /** Which of the versions (all readable by the user) have a saved configuration: the dialog's 已配置/未配置. */
  registerEndpoint(app, api.orderedSigning.matchInfo, async (ctx) => {
    const versions = await readableVersions(ctx, ctx.data.recordIdList);
    const saved = new Map<string, string | null>();
    for (const part of chunks([...versions.keys()])) {
      const rows = await ctx.db
        .select({ recordId: calcInfos.recordId, templateId: calcInfos.templateId })
        .from(calcInfos)
        .where(inArray(calcInfos.recordId, part));
      for (const row of rows) saved.set(row.recordId, row.templateId);
    }
    return ctx.data.recordIdList.map((recordId) => ({
      recordId,
      templateId: saved.get(recordId) ?? null,
      matched: saved.has(recordId),
    }));
  });
}
