import path from 'node:path';
import {
  api,
  DEFAULT_PREFIXES,
  fail,
  hasControlCharacters,
  ok,
  type ServicePrefixes,
  UPLOAD_PART_BYTES,
} from '@atelier/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireProject, requireSameEnterprise } from '../access/projectAccess';
import { uploadSessions } from '../db/schema';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { describeError } from '../http/errorLog';
import { type HandlerContext, registerEndpoint, type ServerDeps } from '../http/registerEndpoint';
import { createLocalPartStore, type LocalPartStore } from '../uploads/localParts';
import {
  abortUpload,
  completedUpload,
  completeUpload,
  listUploadedParts,
  type MultipartDeps,
  ownUpload,
  PART_ROUTE,
  partTarget,
  startUpload,
  storeLocalPart,
  sweepUploads,
  verifyPartSignature,
} from '../uploads/multipart';
import {
  addFileVersion,
  addProjectFile,
  checkFileRules,
  createFolderTree,
  knownFile,
  requireFreeName,
  requireProjectOwnerType,
  writableFile,
  writableFolder,
} from '../uploads/register';

/** A part's body may exceed the part size by this much before Fastify refuses it (413). */
const PART_BODY_MARGIN = 64 * 1024;

/** Parts through this server on the local disk; none when they go straight to the store. */
export function localPartStore(deps: ServerDeps): LocalPartStore | null {
  if (deps.files.direct) return null;
  const storage = deps.config.storage;
  return createLocalPartStore(
    storage.driver === 'local' ? storage.partsDir : path.join(deps.config.dataDir, 'upload-parts'),
  );
}

/** The part URL is opened by the browser with plain fetch, from the portal's origin or another one. */
function allowCrossOrigin(reply: FastifyReply): void {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Access-Control-Expose-Headers', 'ETag');
}

/**
 * The local part route: PUT raw bytes (application/octet-stream, or no type) to the signed URL multipartPart
 * answered; the answer's ETag header is the part's MD5. Refusals answer an HTTP error status with the envelope,
 * so that the browser's `response.ok` is false.
 */
function registerPartRoute(app: FastifyInstance, deps: MultipartDeps): void {
  const url = `${deps.prefixes.transfer.replace(/\/$/, '')}${PART_ROUTE}`;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addHook('onSend', async (_request, reply) => allowCrossOrigin(reply));
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof DomainError) {
        return reply.status(error.httpStatus === 200 ? 400 : error.httpStatus).send(fail(error.code, error.message));
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        request.log.info({ route: request.routeOptions.url, statusCode: status }, 'part refused');
        const message = status === 413 ? ErrorMessage.RequestTooLarge : ErrorMessage.MalformedRequest;
        return reply.status(status).send(fail(ErrorCode.InvalidRequest, message));
      }
      request.log.error({ route: request.routeOptions.url, error: describeError(error) }, 'unexpected error');
      return reply.status(500).send(fail(ErrorCode.ServerError, ErrorMessage.ServerError));
    });

    scope.options(url, async (request, reply) => {
      reply.header('Access-Control-Allow-Methods', 'PUT, OPTIONS');
      reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type');
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    });

    scope.put<{
      Params: { uploadId: string; partNumber: string };
      Querystring: { expires?: string; signature?: string };
    }>(url, { bodyLimit: UPLOAD_PART_BYTES + PART_BODY_MARGIN }, async (request, reply) => {
      const { uploadId, partNumber: partText } = request.params;
      const partNumber = /^\d{1,5}$/.test(partText) ? Number(partText) : Number.NaN;
      // A control character (NUL) is in no upload id, and PostgreSQL cannot even compare it: unknown upload.
      const [row] = hasControlCharacters(uploadId)
        ? []
        : await deps.db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, uploadId)).limit(1);
      if (!row) throw new DomainError(ErrorCode.UploadCheckFailed, ErrorMessage.UploadNotFound, 404);
      if (!verifyPartSignature(row, partNumber, request.query.expires, request.query.signature)) {
        throw new DomainError(ErrorCode.Denied, ErrorMessage.PartLinkInvalid, 403);
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const etag = await storeLocalPart(deps, row, partNumber, body);
      reply.header('ETag', `"${etag}"`);
      return reply.send(ok({ partNumber, etag, size: body.length }));
    });
  });
}

/**
 * Uploads (001 sections 3.5, 4.1, 5.8): rapid upload by MD5, multipart uploads (parts through this server on the
 * local disk, presigned straight to the bucket with S3), registration of the stored object as a project file or
 * a new version, and the folder tree of a folder upload. The network disk, archive and pre-archive have no tables
 * in this version: their calls answer 50001.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  const deps = app.atelier;
  const prefixes: ServicePrefixes = { ...DEFAULT_PREFIXES, ...deps.prefixes };
  const parts = localPartStore(deps);
  const multipart = (ctx: HandlerContext<unknown>): MultipartDeps => ({
    db: ctx.db,
    files: ctx.files,
    parts,
    prefixes: ctx.prefixes,
    log: ctx.log,
  });
  if (parts) registerPartRoute(app, { db: deps.db, files: deps.files, parts, prefixes, log: app.log });

  // At start: uploads left unfinished for a week, and what a stopped server left of finished ones (sweepUploads).
  app.addHook('onReady', async () => {
    try {
      const swept = await sweepUploads({ db: deps.db, files: deps.files, parts, prefixes, log: app.log });
      if (Object.values(swept).some((count) => count > 0)) app.log.info({ swept }, 'uploads: swept at start');
    } catch (error) {
      // The server serves all the same; the next start sweeps again.
      app.log.error({ error: describeError(error) }, 'uploads: the sweep at start failed');
    }
  });

  /** Known bytes (same MD5 and size) are registered at once; unknown ones answer 20003 and get uploaded. */
  registerEndpoint(app, api.upload.rapidUpload, async (ctx) => {
    const { db, data } = ctx;
    requireProjectOwnerType(data.ownerType);
    const access = await requireProject(ctx, data.projectId);
    const file = { name: data.name, size: data.size };
    if (data.resId) {
      const target = await writableFile(ctx, access, data.resId);
      checkFileRules(file, { folderType: target.folderType, originalExtension: target.resource.ext });
      const known = await knownFile(db, ctx.files, data.md5, data.size);
      if (!known) throw new DomainError(ErrorCode.NewFile, ErrorMessage.NewFile);
      return addFileVersion(db, target.resource, ctx.user.id, known);
    }
    const folder = await writableFolder(ctx, access, data.parentId);
    checkFileRules(file, { folderType: folder.folderType });
    // A taken name is told now, before the client sends every byte for nothing.
    await requireFreeName(db, access.project.id, folder.id, data.name);
    const known = await knownFile(db, ctx.files, data.md5, data.size);
    if (!known) throw new DomainError(ErrorCode.NewFile, ErrorMessage.NewFile);
    return addProjectFile(db, access, ctx.user.id, folder.id, data.name, known);
  });

  registerEndpoint(app, api.upload.registerProjectFile, async (ctx) => {
    const { db, data } = ctx;
    const { ossMultiUpload: upload, resOwner } = data;
    await requireSameEnterprise(ctx, resOwner.enterpriseId);
    requireProjectOwnerType(resOwner.resourceOwnerType);
    const access = await requireProject(ctx, resOwner.projectId);
    const file = { name: upload.fileName, size: upload.fileLength };
    if (resOwner.resId) {
      const target = await writableFile(ctx, access, resOwner.resId);
      checkFileRules(file, { folderType: target.folderType, originalExtension: target.resource.ext });
      return addFileVersion(db, target.resource, ctx.user.id, await completedUpload(db, ctx.user.id, upload));
    }
    const folder = await writableFolder(ctx, access, resOwner.parentId);
    checkFileRules(file, { folderType: folder.folderType });
    const bytes = await completedUpload(db, ctx.user.id, upload);
    return addProjectFile(db, access, ctx.user.id, folder.id, upload.fileName, bytes);
  });

  /** A new version keeps the original's extension (UPLOAD_EXTENSION_MISMATCH otherwise). */
  registerEndpoint(app, api.upload.updateProjectFile, async (ctx) => {
    const { db, data } = ctx;
    const access = await requireProject(ctx, data.projectId);
    const target = await writableFile(ctx, access, data.resId);
    const upload = data.ossMultiUpload;
    checkFileRules(
      { name: upload.fileName, size: upload.fileLength },
      { folderType: target.folderType, originalExtension: target.resource.ext },
    );
    return addFileVersion(db, target.resource, ctx.user.id, await completedUpload(db, ctx.user.id, upload));
  });

  registerEndpoint(app, api.upload.multipartStart, (ctx) => startUpload(multipart(ctx), ctx.user.id, ctx.data));

  registerEndpoint(app, api.upload.multipartPart, async (ctx) => {
    const row = await ownUpload(ctx.db, ctx.user.id, ctx.data.uploadId, ctx.data.ossKey);
    return partTarget(multipart(ctx), row, ctx.data.partNumber);
  });

  registerEndpoint(app, api.upload.multipartListParts, async (ctx) => {
    const row = await ownUpload(ctx.db, ctx.user.id, ctx.data.uploadId, ctx.data.ossKey);
    return listUploadedParts(multipart(ctx), row);
  });

  registerEndpoint(app, api.upload.multipartComplete, async (ctx) => {
    const row = await ownUpload(ctx.db, ctx.user.id, ctx.data.uploadId, ctx.data.ossKey);
    return completeUpload(multipart(ctx), row, ctx.data.fileMd5, ctx.data.parts);
  });

  registerEndpoint(app, api.upload.multipartAbort, async (ctx) => {
    const row = await ownUpload(ctx.db, ctx.user.id, ctx.data.uploadId, ctx.data.ossKey);
    return abortUpload(multipart(ctx), row);
  });

  registerEndpoint(app, api.upload.createProjectFolders, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const parent = await writableFolder(ctx, access, ctx.data.parentId);
    return createFolderTree(ctx.db, access, ctx.user.id, parent, ctx.data.tree);
  });
}
