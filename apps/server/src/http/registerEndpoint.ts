import type { Readable } from 'node:stream';
import {
  type AnyEndpoint,
  ButtonPermission,
  CONTROL_CHARACTERS,
  DEFAULT_PREFIXES,
  type EndpointRequestOutput,
  type EndpointResultInput,
  endpointPath,
  HeaderNames,
  hasControlCharacters,
  isEnterpriseExpired,
  memberCallRefusal,
  ok,
  ResponseMessages,
  type ServicePrefixes,
} from '@atelier/api';
import { readRequestInput, requestInputOf, validateRequest } from '@atelier/api/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type ProjectAccess, projectAccess } from '../access/projectAccess';
import { permissionKeys, permissionsFor } from '../auth/permissions';
import { type AuthUser, findSession, type Session } from '../auth/session';
import type { ServerConfig } from '../config';
import type { Database } from '../db/index';
import { enterpriseMembers, enterprises } from '../db/schema';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage, enforce, tokenInvalid } from '../domain/errors';
import type { JobRunner } from '../jobs/runner';
import { grantsOf } from '../roles/repository';
import type { FileStore } from '../storage/fileStore';
import { addressLimitHook } from './addressLimits';
import { allowPdfViewer } from './securityHeaders';

/** What every route needs, given to the app once. */
export interface ServerDeps {
  config: ServerConfig;
  db: Database;
  files: FileStore;
  /** Path prefixes of the services; the defaults unless a deployment changes them. */
  prefixes?: Partial<ServicePrefixes>;
}

declare module 'fastify' {
  interface FastifyInstance {
    atelier: ServerDeps;
  }
}

/** The enterprise a call works in. */
export interface EnterpriseContext {
  id: string;
  name: string;
  /** `FixedRoleId`s and custom role ids the user holds there. */
  roles: string[];
  /** The permission keys the user's custom roles give there (roles/repository.ts `grantsOf`). */
  grants: string[];
  expired: boolean;
}

/** What a handler receives. */
export interface HandlerContext<Req> {
  /** The request, decoded and validated with the endpoint's schema. */
  readonly data: Req;
  readonly db: Database;
  readonly files: FileStore;
  /** The background jobs (a request that queues one runs it at once through this). */
  readonly jobs: JobRunner;
  readonly config: ServerConfig;
  readonly prefixes: ServicePrefixes;
  readonly log: FastifyBaseLogger;
  readonly request: FastifyRequest;
  /** The session (null on a public endpoint). */
  readonly session: Session | null;
  /** The signed-in user. Reading it on a public endpoint answers the token message. */
  readonly user: AuthUser;
  /** The enterprise of the call: X-Ent (checked against membership) or the user's current one; null if none. */
  readonly enterprise: EnterpriseContext | null;
  /** The enterprise's id; a denial when the user has no enterprise or it has expired. */
  readonly enterpriseId: string;
  /** The caller as domain modules take them; a denial when the user has no enterprise or it has expired. */
  readonly actor: Actor;
  /** The project the endpoint's declared `access.project` field names, checked before the handler. */
  readonly project: ProjectAccess;
}

/** A file answer (binary endpoints): streamed with its type and disposition. */
export class FileAnswer {
  constructor(
    readonly body: Readable | Buffer,
    readonly fileName: string,
    readonly contentType: string,
    readonly disposition: 'attachment' | 'inline',
    readonly size?: number,
  ) {}
}

type Awaitable<T> = T | Promise<T>;

export type EndpointHandler<E extends AnyEndpoint> = (
  ctx: HandlerContext<EndpointRequestOutput<E>>,
) => Awaitable<EndpointResultInput<E> | FileAnswer>;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** The raw input from Fastify's query string and parsed body, read by the contract's own `requestInputOf`. */
function readInput(endpoint: AnyEndpoint, request: FastifyRequest): unknown {
  const search = new URL(request.url, 'http://server.invalid').searchParams;
  return requestInputOf(endpoint, search, request.body ?? {});
}

/**
 * The raw input of a form endpoint: the multipart body (kept as bytes by the scope's parser) read the way the
 * contract reads a fetch Request's form data, files as Blobs. A body that is not form data reads as empty, which
 * the endpoint's schema then refuses.
 */
async function readFormInput(endpoint: AnyEndpoint, request: FastifyRequest): Promise<unknown> {
  const contentType = header(request, 'content-type');
  if (!Buffer.isBuffer(request.body) || !contentType?.startsWith('multipart/form-data')) return {};
  const web = new Request(new URL(request.url, 'http://server.invalid'), {
    method: 'POST',
    headers: { 'content-type': contentType },
    // A copy with its own ArrayBuffer: a Buffer's may be shared (ArrayBufferLike), which BodyInit does not take.
    body: new Uint8Array(request.body),
  });
  try {
    return await readRequestInput(endpoint, web);
  } catch {
    throw new DomainError(ErrorCode.InvalidRequest, ErrorMessage.MalformedRequest);
  }
}

async function membership(db: Database, userId: string, enterpriseId: string): Promise<EnterpriseContext | null> {
  const [row] = await db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      roles: enterpriseMembers.roles,
      expiresAt: enterprises.expiresAt,
    })
    .from(enterpriseMembers)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseMembers.enterpriseId))
    .where(
      and(
        eq(enterpriseMembers.userId, userId),
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        // A member an administrator disabled (organisation/people.ts) no longer works in the enterprise.
        eq(enterpriseMembers.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    roles: row.roles,
    grants: await grantsOf(db, row.id, row.roles),
    expired: isEnterpriseExpired(row.expiresAt, new Date()),
  };
}

/** The enterprise of a call: X-Ent when sent (a member's current enterprise), else the user's current one. */
async function resolveEnterprise(db: Database, user: AuthUser, requested: string | undefined) {
  if (requested !== undefined) {
    if (hasControlCharacters(requested)) throw new DomainError(ErrorCode.InvalidRequest, CONTROL_CHARACTERS);
    const found = await membership(db, user.id, requested);
    if (!found) deny(ErrorMessage.NotEnterpriseMember);
    if (requested !== user.currentEnterpriseId) {
      throw new DomainError(ErrorCode.EnterpriseSwitched, ResponseMessages.EnterpriseSwitched);
    }
    return found;
  }
  return user.currentEnterpriseId ? membership(db, user.id, user.currentEnterpriseId) : null;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` so that Chinese names survive every browser. */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(reply: FastifyReply, answer: FileAnswer) {
  if (answer.disposition === 'inline' && answer.contentType === 'application/pdf') allowPdfViewer(reply);
  reply.header('Content-Type', answer.contentType);
  reply.header('Content-Disposition', contentDisposition(answer.disposition, answer.fileName));
  reply.header('Cache-Control', 'private, no-store');
  if (answer.size !== undefined) reply.header('Content-Length', answer.size);
  return reply.send(answer.body);
}

/** Denials of the button keys whose refusal the pages word. */
const BUTTON_DENIALS: Partial<Record<ButtonPermission, string>> = {
  [ButtonPermission.FastApproval]: ErrorMessage.NoFastApprovalPermission,
  [ButtonPermission.OrderApproval]: ErrorMessage.NoOrderApprovalPermission,
};

/** The enterprise of a member-scoped call: present and unexpired, else the denial saying which. */
function currentEnterprise(enterprise: EnterpriseContext | null): EnterpriseContext {
  enforce(memberCallRefusal(enterprise));
  // memberCallRefusal refuses a missing enterprise.
  return enterprise as EnterpriseContext;
}

/**
 * The endpoint's declared permission (`endpoint.access`), checked in this order: the enterprise (present and
 * unexpired), the role, the button key, the menu key, then the project named by the request. Answers the project's access when
 * one is declared.
 */
async function checkAccess(
  endpoint: AnyEndpoint,
  db: Database,
  user: AuthUser,
  enterprise: EnterpriseContext | null,
  data: unknown,
): Promise<ProjectAccess | null> {
  const access = endpoint.access;
  if (access.scope !== 'member') return null;
  const current = currentEnterprise(enterprise);
  if (access.role && !current.roles.includes(access.role)) deny(access.denial ?? ErrorMessage.OnlyEnterpriseAdmin);
  if (access.button && !permissionsFor(current.roles, current.grants).authList.includes(access.button)) {
    deny(access.denial ?? BUTTON_DENIALS[access.button] ?? ErrorMessage.NoButtonPermission);
  }
  if (access.menu && !permissionKeys(permissionsFor(current.roles, current.grants)).includes(access.menu)) {
    deny(access.denial ?? ErrorMessage.NoButtonPermission);
  }
  if (!access.project) return null;
  const projectId = (data as Record<string, unknown>)[access.project];
  if (typeof projectId !== 'string') throw new Error(`${endpoint.id} declares project field ${access.project}`);
  return projectAccess(db, user.id, projectId, current.id);
}

/** The ids of the endpoints registered on each app so far: one endpoint is mounted once. */
const registered = new WeakMap<FastifyInstance, Set<string>>();

/**
 * Mounts a declared endpoint: at `endpointPath(endpoint)` with its method, its per-address limit when the contract
 * declares one (http/addressLimits.ts), the input decoded as the contract encodes it and validated with the
 * endpoint's own schema (a refusal answers 40009 with the rule's message before anything runs), the session checked
 * unless the endpoint is public (HTTP 500 'Token失效，请重新登录' otherwise), the enterprise resolved, then the
 * handler; its result is answered as `ok(result)` after a check against the response schema when `checkResponses`
 * is on.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const ids = registered.get(app) ?? new Set<string>();
  if (ids.has(endpoint.id)) throw new Error(`${endpoint.id} is registered twice`);
  ids.add(endpoint.id);
  registered.set(app, ids);
  const deps = app.atelier;
  const prefixes: ServicePrefixes = { ...DEFAULT_PREFIXES, ...deps.prefixes };
  const limitHook = addressLimitHook(app, endpoint);
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpointPath(endpoint, prefixes),
    // The per-address limit (login, SMS, captcha) counts the call before its body is even read.
    ...(limitHook ? { onRequest: limitHook } : {}),
    handler: async (request, reply) => {
      const input = endpoint.form ? await readFormInput(endpoint, request) : readInput(endpoint, request);
      const validation = validateRequest(endpoint, input);
      if (!validation.ok) return reply.send(validation.envelope);

      let session: Session | null = null;
      if (!endpoint.public) {
        const token = header(request, HeaderNames.Token);
        session = token ? await findSession(deps.db, token) : null;
        if (!session) tokenInvalid();
      }
      const enterprise =
        session && endpoint.access.scope !== 'session'
          ? await resolveEnterprise(deps.db, session.user, header(request, HeaderNames.Enterprise))
          : null;
      const project = session ? await checkAccess(endpoint, deps.db, session.user, enterprise, validation.data) : null;

      const ctx: HandlerContext<EndpointRequestOutput<E>> = {
        data: validation.data,
        db: deps.db,
        files: deps.files,
        jobs: request.server.jobs,
        config: deps.config,
        prefixes,
        log: request.log,
        request,
        session,
        get user() {
          return session?.user ?? tokenInvalid();
        },
        enterprise,
        get enterpriseId() {
          return currentEnterprise(enterprise).id;
        },
        get actor() {
          const current = currentEnterprise(enterprise);
          return {
            userId: session?.user.id ?? tokenInvalid(),
            enterpriseId: current.id,
            roles: current.roles,
            permissionKeys: permissionsFor(current.roles, current.grants).authList,
          };
        },
        get project() {
          if (!project) throw new Error(`${endpoint.id} declares no project in its access`);
          return project;
        },
      };

      const result = await handler(ctx);
      if (result instanceof FileAnswer) return sendFile(reply, result);
      if (deps.config.checkResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          throw new Error(`The answer of ${endpoint.id} breaks its contract: ${checked.error.message}`);
        }
      }
      return reply.send(ok(result ?? null));
    },
  };
  if (!endpoint.form) {
    app.route(route);
    return;
  }
  // Form endpoints (file uploads): the multipart body as bytes, within the app's body limit, in a scope of its own.
  app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route(route);
  });
}
