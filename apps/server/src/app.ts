import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ADDRESS_LIMITS, DEFAULT_PREFIXES, fail } from '@atelier/api';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { stampingJob } from './approvals/stampingJob';
import type { ServerConfig } from './config';
import { DomainError, ErrorCode, ErrorMessage } from './domain/errors';
import { storageSweepJob } from './files/storageSweep';
import { registerAddressLimits } from './http/addressLimits';
import { describeError } from './http/errorLog';
import type { ServerDeps } from './http/registerEndpoint';
import { registerSecurityHeaders } from './http/securityHeaders';
import { JobKind } from './jobs/kinds';
import { JobRunner } from './jobs/runner';
import { registerNotificationChannel } from './notifications/channel';
import { recyclePurgeJob, scheduleRecyclePurge } from './projects/purge';
import { proofReportJob } from './proofreading/reportJob';
import type { DrawingConverter } from './recognition/converter';
import { RecognitionWorker } from './recognition/worker';
import { registerRoutes } from './routes/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drawing recognition worker (started when the app is ready, stopped when it closes). */
    recognition: RecognitionWorker;
    /** The background jobs (stamping): run by the requests that queue them, taken up here after a crash. */
    jobs: JobRunner;
  }
}

// zod's own messages (a missing id, a wrong type) in Chinese; the rules carry the specification's messages.
z.config(z.locales.zhCN());

/** Tickets and part signatures travel in the query of links: keep them out of the logs. */
const redactTickets = (url: string) => url.replace(/([?&](?:ticket|signature)=)[^&]*/g, '$1…');

/** TRUST_PROXY as Fastify takes it: a number of proxies becomes the hop test Fastify itself would make of it. */
const trustProxy = (setting: ServerConfig['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export interface BuildOptions {
  /** Fastify's logger: the config's level by default; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** More routes, registered before the declared ones (tests of the registration itself). */
  extend?: (app: FastifyInstance) => void;
  /** Converters of drawing formats other than PDF (none ships: DWG waits at 待转码). */
  converters?: readonly DrawingConverter[];
  /** The per-address limits (`ADDRESS_LIMITS` by default); a suite that signs in hundreds of times from one address raises them. */
  addressLimits?: typeof ADDRESS_LIMITS;
}

function isApiPath(url: string, deps: ServerDeps): boolean {
  const prefixes = Object.values({ ...DEFAULT_PREFIXES, ...deps.prefixes });
  return prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/**
 * The server: every declared endpoint under its prefix, the built portal (when present) for everything else.
 * No stack trace reaches a client: domain refusals answer their code and message, anything unexpected is logged
 * and answered HTTP 500 抱歉！出错了.
 */
export async function buildApp(deps: ServerDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: deps.config.logLevel,
      serializers: {
        req: (request) => ({ method: request.method, url: redactTickets(request.url) }),
      },
    },
    bodyLimit: 10 * 1024 * 1024,
    // Behind the TLS proxy, the client's address (the per-address limits count by it) is in X-Forwarded-For.
    trustProxy: trustProxy(deps.config.trustProxy),
  });
  // First, so that every answer carries the headers: the portal's files, the API, refusals, errors and 404s.
  await registerSecurityHeaders(app, deps.config.storage);
  // Before any route: the limited endpoints take their limiter when they are registered.
  await registerAddressLimits(app, options.addressLimits);
  app.decorate('atelier', deps);
  const recognition = new RecognitionWorker({
    db: deps.db,
    files: deps.files,
    log: app.log.child({ module: 'recognition' }),
    concurrency: deps.config.recognitionWorkers,
    converters: options.converters ?? [],
  });
  app.decorate('recognition', recognition);
  app.addHook('onReady', () => recognition.start());
  // Before the database closes: the files in hand are finished first.
  app.addHook('onClose', () => recognition.stop());
  const jobs = new JobRunner({
    db: deps.db,
    log: app.log.child({ module: 'jobs' }),
    handlers: {
      [JobKind.StampApproval]: stampingJob({ files: deps.files, log: app.log.child({ module: 'stamping' }) }),
      [JobKind.SweepStorage]: storageSweepJob({ files: deps.files, log: app.log.child({ module: 'storageSweep' }) }),
      [JobKind.ProofReport]: proofReportJob({ files: deps.files, log: app.log.child({ module: 'proofReport' }) }),
      [JobKind.PurgeRecycle]: recyclePurgeJob({ log: app.log.child({ module: 'recyclePurge' }) }),
    },
    // PGlite: this process alone opens the database, so the jobs its last run left are taken up at once.
    exclusive: deps.config.databaseUrl === undefined,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  if (deps.config.recyclePurge) scheduleRecyclePurge(app, deps.db);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.httpStatus).send(fail(error.code, error.message));
    }
    // The route and the method, never the body or the query: a request may carry a password or a token.
    const route = { method: request.method, route: request.routeOptions.url ?? redactTickets(request.url) };
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // Fastify's own refusals of a request it cannot read (bad JSON, wrong content type, too large). Their
      // messages may quote the body (JSON.parse does): only the code is logged.
      request.log.info({ ...route, statusCode: status, code: (error as { code?: string }).code }, 'request refused');
      const message = status === 413 ? ErrorMessage.RequestTooLarge : ErrorMessage.MalformedRequest;
      return reply.status(200).send(fail(ErrorCode.InvalidRequest, message));
    }
    request.log.error({ ...route, error: describeError(error) }, 'unexpected error');
    if (reply.sent) return reply;
    return reply.status(500).send(fail(ErrorCode.ServerError, ErrorMessage.ServerError));
  });

  app.get('/healthz', async () => ({ ok: true }));
  options.extend?.(app);
  registerRoutes(app);
  await registerNotificationChannel(app, deps.db, deps.prefixes?.portal);

  const portal = existsSync(deps.config.portalDir);
  if (portal) {
    await app.register(fastifyStatic, {
      root: deps.config.portalDir,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('Cache-Control', portalCacheControl(path.relative(deps.config.portalDir, filePath))),
    });
  }
  // The portal routes on the client: unknown GETs outside the API get index.html.
  app.setNotFoundHandler((request, reply) => {
    if (portal && request.method === 'GET' && !isApiPath(request.url, deps)) return reply.sendFile('index.html');
    return reply.code(404).send(fail(404, ErrorMessage.ApiNotFound));
  });
  return app;
}

/**
 * The built portal's files under assets/ are named by their content hash, so a browser keeps them for a year without
 * asking again; everything else (index.html, which names the current hashes, and the unhashed public files) is
 * checked on every load, so a deployment reaches everyone at their next page load.
 */
export function portalCacheControl(relativePath: string): string {
  return /^assets[\\/]/.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
