import { randomUUID } from 'node:crypto';
import {
  APPROVAL_NAME_TAKEN,
  api,
  type FolderGroup,
  RecognitionStatus,
  recognitionStatusText,
  type StampBatch,
  TemplateChange,
  type UserOption,
} from '@atelier/api';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSameEnterprise } from '../access/projectAccess';
import {
  approvalFileView,
  type DrawingVersion,
  projectScope,
  readableVersions,
  referencedVersions,
} from '../approvals/drawings';
import { isApprovalNameTaken } from '../approvals/launch';
import { submitQuickApproval } from '../approvals/quickSubmit';
import { effectiveSigners, signerOf, signersKey } from '../approvals/signers';
import { approvalUids, errorReports, frameTemplates } from '../db/schema';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { type HandlerContext, registerEndpoint } from '../http/registerEndpoint';
import { queueRecognition, recognitionsOf } from '../recognition/store';
import { stampSigners } from '../stamps/stamps';

/** Pre-issued ids not used within a week are dropped. */
const UID_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The answered status of a version: its recognition's, or 0 待识别 when none was asked for yet. */
function statusOf(states: Awaited<ReturnType<typeof recognitionsOf>>, recordId: string): RecognitionStatus {
  return states.get(recordId)?.status ?? RecognitionStatus.Waiting;
}

/** Queues versions of a project's files for recognition ('start' or 'again') and wakes the worker. */
async function queue(
  ctx: HandlerContext<{ recordIdList: string[]; projectId: string }>,
  mode: 'start' | 'again',
): Promise<null> {
  const versions = await readableVersions(ctx, ctx.data.recordIdList, ctx.data.projectId);
  const worker = ctx.request.server.recognition;
  const queued = await queueRecognition(
    ctx.db,
    [...versions.values()].map((v) => ({
      recordId: v.recordId,
      resourceId: v.resource.id,
      projectId: v.projectId,
      enterpriseId: v.enterpriseId,
      ext: v.resource.ext,
    })),
    { mode, userId: ctx.user.id, converters: worker.converters },
  );
  if (queued > 0) worker.wake();
  return null;
}

/** The quick stamp approval wizard (000 section 2 and 7, issue 7): recognition, batches, submission. */
export function registerQuickApprovalRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.quickApproval.uid, async ({ db, user }) => {
    await db.delete(approvalUids).where(lt(approvalUids.createdAt, new Date(Date.now() - UID_LIFETIME_MS)));
    const uid = randomUUID();
    await db.insert(approvalUids).values({ uid, userId: user.id });
    return uid;
  });

  /** The drawings (PDF and CAD files) under the chosen files and folders, with their recognition status. */
  registerEndpoint(app, api.quickApproval.startOcr, (ctx) => queue(ctx, 'start'));
  registerEndpoint(app, api.quickApproval.reOcr, (ctx) => queue(ctx, 'again'));

  registerEndpoint(app, api.quickApproval.ocrStatus, async (ctx) => {
    const versions = await readableVersions(ctx, ctx.data.recordIdList);
    const states = await recognitionsOf(ctx.db, [...versions.keys()]);
    return Object.fromEntries(ctx.data.recordIdList.map((id) => [id, statusOf(states, id)]));
  });

  /**
   * '2' re-recognise: a file has a newer version, was never recognised, or its template was deleted. '1' re-match:
   * its template changed since, or it matched none and the enterprise's templates changed since. '0' otherwise.
   */
  registerEndpoint(app, api.quickApproval.checkTemplateChanges, async (ctx) => {
    const enterpriseId = await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    const versions = await referencedVersions(ctx, ctx.data.fileList);
    const states = await recognitionsOf(ctx.db, [...versions.keys()]);
    // When the enterprise's templates last changed (created, edited or deleted): a file that matched none before
    // may match now. Compared in JavaScript: both drivers give timestamps as Dates.
    const changes = await ctx.db
      .select({ updatedAt: frameTemplates.updatedAt, deletedAt: frameTemplates.deletedAt })
      .from(frameTemplates)
      .where(eq(frameTemplates.enterpriseId, enterpriseId));
    const latestChange = changes
      .flatMap((t) => [t.updatedAt, ...(t.deletedAt ? [t.deletedAt] : [])])
      .reduce<Date | null>((latest, at) => (latest && latest >= at ? latest : at), null);
    const recognise: string[] = [];
    const rematch: string[] = [];
    for (const [recordId, version] of versions) {
      const state = states.get(recordId);
      const finished = state?.row.finishedAt ?? null;
      if (version.resource.currentRecordId !== recordId || !state || state.templateDeleted) recognise.push(recordId);
      else if (state.status === RecognitionStatus.Success) {
        if (finished && state.templateUpdatedAt && state.templateUpdatedAt > finished) rematch.push(recordId);
      } else if (
        (state.status === RecognitionStatus.NoFrameTemplate || state.status === RecognitionStatus.TemplateMismatch) &&
        finished &&
        latestChange &&
        latestChange > finished
      ) {
        rematch.push(recordId);
      }
    }
    if (recognise.length) return { hasChange: TemplateChange.ReRecognise, recordIdList: [...recognise, ...rematch] };
    if (rematch.length) return { hasChange: TemplateChange.ReMatch, recordIdList: rematch };
    return { hasChange: TemplateChange.None, recordIdList: [] };
  });

  /** Free names answer true; a name used by an approval of the project answers 40007 审批名称已存在. */
  registerEndpoint(app, api.quickApproval.checkApprovalName, async (ctx) => {
    const scope = await projectScope(ctx, ctx.data.projectId);
    if (await isApprovalNameTaken(ctx.db, scope.access.project.id, ctx.data.actName)) {
      throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
    }
    return true;
  });

  /**
   * Batches (getFastInfo): the drawings grouped by identical signers (the same effective signer in each duty's
   * field: a correction of the drawing check wins over the recognised name). A batch's approvers are its signers
   * who are members of the project; a second registration stamp is allowed where every drawing's frame has two
   * stamp positions and there are two approvers to stamp.
   */
  registerEndpoint(app, api.quickApproval.batches, async (ctx) => {
    const { data } = ctx;
    const versions = await referencedVersions(ctx, data.fileList, data.projectId);
    const recordIds = data.fileList.map((f) => f.recordId);
    const states = await recognitionsOf(ctx.db, recordIds);
    if (recordIds.some((id) => states.get(id)?.status !== RecognitionStatus.Success)) {
      throw new DomainError(ErrorCode.NotReady, ErrorMessage.DrawingsNotRecognised);
    }
    const signers = await effectiveSigners(
      ctx.db,
      data.projectId,
      data.fileList.map((ref) => ({ recordId: ref.recordId, resourceId: ref.resId })),
    );
    const batches = new Map<string, { batch: StampBatch; positions: number }>();
    const seen = new Set<string>();
    for (const ref of data.fileList) {
      if (seen.has(ref.resId)) continue;
      seen.add(ref.resId);
      const version = versions.get(ref.recordId) as DrawingVersion;
      const own = signers.get(ref.recordId) ?? [];
      const key = signersKey(own);
      let entry = batches.get(key);
      if (!entry) {
        const approvers = new Map<string, UserOption>();
        for (const field of own) {
          const signer = signerOf(field);
          if (signer) approvers.set(signer.userId, signer);
        }
        entry = {
          batch: { userInfoVoList: [...approvers.values()], resOwnerDTOList: [], moreThanOne: false },
          positions: Number.POSITIVE_INFINITY,
        };
        batches.set(key, entry);
      }
      entry.batch.resOwnerDTOList.push(approvalFileView(version, RecognitionStatus.Success));
      entry.positions = Math.min(entry.positions, states.get(ref.recordId)?.curStampNum ?? 0);
    }
    return [...batches.values()].map(({ batch, positions }) => ({
      ...batch,
      moreThanOne: positions >= 2 && batch.userInfoVoList.length >= 2,
    }));
  });

  /** The chosen files grouped by folder, in the order they came. */
  registerEndpoint(app, api.quickApproval.classifyFiles, async (ctx) => {
    const { data } = ctx;
    if (data.fileList.length === 0) return [];
    const versions = await referencedVersions(ctx, data.fileList, data.projectId);
    const states = await recognitionsOf(ctx.db, [...versions.keys()]);
    const groups = new Map<string, FolderGroup>();
    for (const ref of data.fileList) {
      const version = versions.get(ref.recordId) as DrawingVersion;
      const parentId = version.resource.parentId;
      const group = groups.get(parentId) ?? { resId: parentId, resName: version.parentName, children: [] };
      if (!group.children.some((c) => c.resId === ref.resId)) {
        group.children.push(approvalFileView(version, statusOf(states, ref.recordId)));
      }
      groups.set(parentId, group);
    }
    return [...groups.values()];
  });

  registerEndpoint(app, api.quickApproval.signers, async (ctx) => {
    await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    const scope = await projectScope(ctx, ctx.data.projectId);
    return stampSigners(ctx.db, scope.access);
  });

  /** The server's check before submit: every file recognised with a template that is still there. */
  registerEndpoint(app, api.quickApproval.checkFiles, async (ctx) => {
    const versions = await readableVersions(ctx, ctx.data.recordIdList);
    const states = await recognitionsOf(ctx.db, [...versions.keys()]);
    const failed = [...versions.values()].flatMap((version) => {
      const status = states.get(version.recordId)?.status;
      if (status === RecognitionStatus.Success) return [];
      const pending =
        status === undefined || status === RecognitionStatus.Waiting || status === RecognitionStatus.Recognising;
      return [
        {
          recordId: version.recordId,
          resName: version.resource.name,
          path: version.path,
          reason: pending ? '文件未识别成功' : recognitionStatusText[status],
        },
      ];
    });
    return { passed: failed.length === 0, errorFileList: failed };
  });

  registerEndpoint(app, api.quickApproval.submit, submitQuickApproval);

  registerEndpoint(app, api.quickApproval.saveErrorReport, async (ctx) => {
    const [row] = await ctx.db
      .insert(errorReports)
      .values({ userId: ctx.user.id, rows: ctx.data.errorFileList })
      .returning({ id: errorReports.id });
    if (!row) throw new Error('The error report was not stored');
    return row.id;
  });
}
