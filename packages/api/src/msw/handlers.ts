import { type HttpHandler, HttpResponse, http } from 'msw';
import { HeaderNames } from '../client/client';
import { type AnyEndpoint, DEFAULT_PREFIXES, endpointPath, fail, ok, type ServicePrefixes } from '../contract/define';
import { allEndpoints } from '../contract/endpoints/index';
import { INVALID_REQUEST_CODE, readRequestInput, validateRequest } from '../contract/server';
import { ResponseMessages } from '../response/handleResponse';
import { isEnterpriseExpired, memberCallRefusal } from '../rules/enterprises';
import { CommonMessage } from '../rules/refusal';
import {
  FIXTURE_STORAGE_ORIGIN,
  fixtureResolvers,
  type Resolver,
  type ResolverContext,
  type Resolvers,
} from './resolvers';
import { isFixtureMemberDisabled } from './resolvers/organisation';
import { sampleOf } from './sample';
import { fixtureMd5 } from './seed';
import { FixtureCode, FixtureRefusal, type FixtureStore, refuse } from './store';

export interface HandlerOptions {
  /** The portal prefix; default '/hzzk-portal'. */
  prefix?: string;
  /** Prefixes of the other hosts. */
  prefixes?: Partial<ServicePrefixes>;
  /** Origin the handlers answer for; any origin when omitted. */
  baseUrl?: string;
  /** Answers that replace the fixture's (a story that needs a refusal, a test that needs a delay). */
  resolvers?: Resolvers;
  /** Milliseconds to wait before answering (stories showing loading states). */
  delay?: number;
}

type AnyResolver = Resolver<AnyEndpoint>;
type ResolverTable = Record<string, Record<string, AnyResolver | undefined> | undefined>;

function resolverFor(endpoint: AnyEndpoint, overrides: Resolvers | undefined): AnyResolver | undefined {
  const custom = (overrides as ResolverTable | undefined)?.[endpoint.area]?.[endpoint.name];
  return custom ?? (fixtureResolvers as ResolverTable)[endpoint.area]?.[endpoint.name];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(store: FixtureStore, endpoint: AnyEndpoint, request: Request, options: HandlerOptions) {
  if (options.delay) await wait(options.delay);

  let input: unknown;
  try {
    input = await readRequestInput(endpoint, request);
  } catch {
    return HttpResponse.json(fail(INVALID_REQUEST_CODE, CommonMessage.MalformedRequest));
  }
  const validation = validateRequest(endpoint, input);
  if (!validation.ok) return HttpResponse.json(validation.envelope);

  const token = request.headers.get(HeaderNames.Token);
  const session = store.sessionUser(token);
  if (!endpoint.public && !session) {
    return HttpResponse.json(fail(500, ResponseMessages.TokenInvalid), { status: 500 });
  }
  const enterpriseHeader = request.headers.get(HeaderNames.Enterprise);
  if (session && enterpriseHeader && enterpriseHeader !== session.curEnterpriseId) {
    return HttpResponse.json(fail(FixtureCode.EnterpriseSwitched, ResponseMessages.EnterpriseSwitched));
  }
  // As the server: a call that needs the current enterprise is refused without one the caller works in (2.4), and
  // once it has expired (8.2).
  if (endpoint.access.scope === 'member' && session) {
    const current = store.state.enterprises.find((e) => e.enterpriseId === session.curEnterpriseId);
    const worksThere =
      current &&
      session.enterpriseIds.includes(current.enterpriseId) &&
      !isFixtureMemberDisabled(store, current.enterpriseId, session.userId);
    const refusal = memberCallRefusal(
      worksThere ? { expired: isEnterpriseExpired(current.expiresAt, new Date()) } : null,
    );
    if (refusal) return HttpResponse.json(fail(refusal.code, refusal.message));
  }

  const context: ResolverContext<unknown> = {
    store,
    data: validation.data,
    request,
    token,
    enterpriseId: enterpriseHeader ?? session?.curEnterpriseId ?? '',
    origin: new URL(request.url).origin,
    get user() {
      return session ?? refuse(500, ResponseMessages.TokenInvalid, 500);
    },
  };

  try {
    const resolver = resolverFor(endpoint, options.resolvers);
    const result = resolver ? await resolver(context) : sampleOf(endpoint.response);
    if (result instanceof Blob) {
      return new HttpResponse(result, { headers: { 'Content-Type': result.type || 'application/octet-stream' } });
    }
    return HttpResponse.json(ok(result ?? null));
  } catch (error) {
    if (error instanceof FixtureRefusal)
      return HttpResponse.json(fail(error.code, error.message), { status: error.status });
    const message = error instanceof Error ? error.message : String(error);
    return HttpResponse.json(fail(500, message), { status: 500 });
  }
}

/** Stores uploaded parts: the object storage that presigned part URLs point at. */
function storageHandler(store: FixtureStore): HttpHandler {
  return http.put(`${FIXTURE_STORAGE_ORIGIN}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const upload = store.state.uploads.get(url.searchParams.get('uploadId') ?? '');
    const partNumber = Number(url.searchParams.get('partNumber'));
    if (!upload || !Number.isInteger(partNumber) || partNumber < 1) return new HttpResponse(null, { status: 404 });
    const size = (await request.arrayBuffer()).byteLength;
    const etag = fixtureMd5(`${upload.uploadId}:${partNumber}:${size}`);
    upload.parts.set(partNumber, { partNumber, etag, size });
    return new HttpResponse(null, { status: 200, headers: { ETag: `"${etag}"` } });
  });
}

/**
 * One msw handler per declared endpoint, backed by the store: the path comes from the declaration, the request is
 * validated with the declaration's schema, the answer is the envelope. Endpoints without a fixture resolver answer
 * a minimal valid result. A last handler plays the object storage for multipart uploads.
 */
export function createHandlers(store: FixtureStore, options: HandlerOptions = {}): HttpHandler[] {
  const prefixes: ServicePrefixes = {
    ...DEFAULT_PREFIXES,
    ...options.prefixes,
    ...(options.prefix === undefined ? {} : { portal: options.prefix }),
  };
  const origin = options.baseUrl?.replace(/\/$/, '') ?? '*';
  const handlers = allEndpoints.map((endpoint) => {
    const url = `${origin}${endpointPath(endpoint, prefixes)}`;
    const method = endpoint.method === 'GET' ? http.get : http.post;
    return method(url, ({ request }) => answer(store, endpoint, request, options));
  });
  return [...handlers, storageHandler(store)];
}
