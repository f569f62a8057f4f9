import path from 'node:path';
import { PassThrough } from 'node:stream';
import { api, DEFAULT_PREFIXES, fail, ok, type ServicePrefixes, UPLOAD_PART_BYTES } from '@atelier/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { createDiskFolders, diskRapidUpload, registerDiskFile, takenDiskUploadPaths } from '../files/diskUploads';
import { uploadNewTemplate, uploadSample } from '../frameTemplates/templates';
import { type AreaPlugin, implementArea, PLANNED } from '../http/area';
import { describeError } from '../http/errorLog';
import type { HandlerContext } from '../http/registerEndpoint';
import type { FileStore } from '../storage/fileStore';
import { createLocalPartStore, type LocalPartStore } from '../uploads/localParts';
import { type MultipartDeps, PART_ROUTE, startUpload, sweepUploads } from '../uploads/multipart';
import {
  abortOwnUpload,
  completeOwnUpload,
  ownPartTarget,
  ownUploadedParts,
  receiveLocalPart,
} from '../uploads/ownUploads';
import { createProjectFolders, rapidUpload, registerProjectFile, updateProjectFile } from '../uploads/projectUploads';
import { takenUploadPaths } from '../uploads/sameName';

/** A part's body may declare this much more than the part size before it is refused unread (413). */
const PART_BODY_MARGIN = 64 * 1024;

/** The request's Content-Length, when it declares one. */
function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/**
 * The request's body as a stream of its own: a refusal part-way (too many bytes) stops reading it without
 * destroying the request, so that the refusal can still be answered; a request cut off fails it.
 */
function bodyOf(request: FastifyRequest): PassThrough {
  const raw = request.raw;
  const body = new PassThrough();
  // Its reader (the part's write) listens for its error; a body refused before it is read has none.
  body.on('error', () => undefined);
  raw.once('close', () => {
    if (!raw.readableEnded) body.destroy(new Error('the request was aborted'));
  });
  raw.once('error', (error) => body.destroy(error));
  raw.pipe(body);
  return body;
}

/** Parts through this server on the local disk; none when they go straight to the store. */
export function localPartStore(files: FileStore, config: ServerConfig): LocalPartStore | null {
  if (files.direct) return null;
  const storage = config.storage;
  return createLocalPartStore(
    storage.driver === 'local' ? storage.partsDir : path.join(config.dataDir, 'upload-parts'),
  );
}

/** One part store per running app (keyed by its deps): it holds the assemblies of the uploads going on. */
const partStores = new WeakMap<object, LocalPartStore | null>();
function partStoreOf(app: FastifyInstance): LocalPartStore | null {
  const deps = app.atelier;
  if (!partStores.has(deps)) partStores.set(deps, localPartStore(deps.files, deps.config));
  return partStores.get(deps) ?? null;
}

/** What the multipart calls of one request work with. */
const multipart = (ctx: HandlerContext<unknown>): MultipartDeps => ({
  db: ctx.db,
  files: ctx.files,
  parts: partStoreOf(ctx.request.server),
  prefixes: ctx.prefixes,
  log: ctx.log,
});

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
    // Left unread: the handler streams it to the part's file once the upload and the signature are checked.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onSend', async (_request, reply) => allowCrossOrigin(reply));
    scope.setErrorHandler((error, request, reply) => {
      if (!request.raw.readableEnded) {
        // Refused or failed part-way through the body: the rest is not read, the connection not kept.
        reply.header('Connection', 'close');
        if (request.raw.destroyed) {
          request.log.info({ route: request.routeOptions.url }, 'part request aborted');
          return reply.status(400).send(fail(ErrorCode.InvalidRequest, ErrorMessage.MalformedRequest));
        }
      }
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
    }>(url, async (request, reply) => {
      const declared = declaredLength(request);
      if (declared !== undefined && declared > UPLOAD_PART_BYTES + PART_BODY_MARGIN) {
        reply.header('Connection', 'close');
        return reply.status(413).send(fail(ErrorCode.InvalidRequest, ErrorMessage.RequestTooLarge));
      }
      const stored = await receiveLocalPart(deps, { ...request.params, ...request.query }, bodyOf(request), declared);
      reply.header('ETag', `"${stored.etag}"`);
      return reply.send(ok(stored));
    });
  });
}

/**
 * The local part route (when parts come through this server) and, at start, the sweep of uploads left unfinished
 * for a week and of what a stopped server left of finished ones (sweepUploads).
 */
function registerLocalUploads(app: FastifyInstance): void {
  const deps = app.atelier;
  const prefixes: ServicePrefixes = { ...DEFAULT_PREFIXES, ...deps.prefixes };
  const parts = partStoreOf(app);
  const multipartDeps: MultipartDeps = { db: deps.db, files: deps.files, parts, prefixes, log: app.log };
  if (parts) {
    registerPartRoute(app, multipartDeps);
    app.addHook('onClose', () => parts.close());
  }
  app.addHook('onReady', async () => {
    try {
      const swept = await sweepUploads(multipartDeps);
      if (Object.values(swept).some((count) => count > 0)) app.log.info({ swept }, 'uploads: swept at start');
    } catch (error) {
      // The server serves all the same; the next start sweeps again.
      app.log.error({ error: describeError(error) }, 'uploads: the sweep at start failed');
    }
  });
}

/**
 * Uploads (001 sections 3.5, 4.1, 5.8): rapid upload by MD5, multipart uploads (parts through this server on the
 * local disk, presigned straight to the bucket with S3), registration of the stored object as a project file or
 * a new version, and the folder tree of a folder upload; the same into a person's network disk (files/diskUploads).
 * Archive and pre-archive have no tables in this version: their calls answer 50001.
 */
const uploadEndpoints = implementArea(api.upload, {
  /** Known bytes (same MD5 and size) are registered at once; unknown ones answer 20003 and get uploaded. */
  rapidUpload: ({ db, files, actor, data }) => rapidUpload(db, files, actor, data),
  registerProjectFile: ({ db, actor, data }) =>
    registerProjectFile(db, actor, data.ossMultiUpload, data.resOwner, data.onConflict),
  updateProjectFile: ({ db, project, data }) => updateProjectFile(db, project, data.resId, data.ossMultiUpload),
  diskRapidUpload: ({ db, files, user, data }) => diskRapidUpload(db, files, user.id, data),
  registerDiskFile: ({ db, user, data }) =>
    registerDiskFile(db, user.id, data.ossMultiUpload, data.perResOwner, data.onConflict),
  checkProjectNames: ({ db, project, data }) => takenUploadPaths(db, project, data),
  checkDiskNames: ({ db, user, data }) => takenDiskUploadPaths(db, user.id, data),
  registerArchiveFile: PLANNED,
  registerPreArchiveFile: PLANNED,
  authorization: PLANNED,
  multipartStart: (ctx) => startUpload(multipart(ctx), ctx.user.id, ctx.data),
  multipartPart: (ctx) => ownPartTarget(multipart(ctx), ctx.user.id, ctx.data),
  multipartListParts: (ctx) => ownUploadedParts(multipart(ctx), ctx.user.id, ctx.data),
  multipartComplete: (ctx) => completeOwnUpload(multipart(ctx), ctx.user.id, ctx.data),
  multipartAbort: (ctx) => abortOwnUpload(multipart(ctx), ctx.user.id, ctx.data),
  createDiskFolders: ({ db, user, data }) => createDiskFolders(db, user.id, data.parentId, data.tree),
  createProjectFolders: ({ db, project, data }) => createProjectFolders(db, project, data.parentId, data.tree),
  createArchiveFolders: PLANNED,
  createPreArchiveFolders: PLANNED,
  attachment: PLANNED,
  avatar: PLANNED,
  configureFile: PLANNED,
  meetBaseFile: PLANNED,
  template: async ({ db, files, actor, data }) => ({ id: (await uploadSample(db, files, actor, data.file)).id }),
  newTemplate: ({ db, files, actor, data }) => uploadNewTemplate(db, files, actor, data.file, data.templateName),
});

/** The upload area: its endpoints, plus the local part route and the sweep at start. */
export const uploadArea: AreaPlugin<'upload'> = {
  ...uploadEndpoints,
  register(app) {
    uploadEndpoints.register(app);
    registerLocalUploads(app);
  },
};
