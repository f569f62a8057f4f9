/**
 * Query keys and query options derived from the endpoints, for TanStack Query (or any cache keyed by arrays). A key
 * is the endpoint's id and its parameters, so one call with one set of parameters is cached once whoever asks, and
 * an invalidation names endpoints and areas, never strings written by hand:
 *
 *   useQuery(queryOptionsOf(client, api.user.info))                  // key ['user.info', {}]
 *   useQuery({ ...queryOptionsOf(client, api.approval.detail, { actId }), enabled })
 *   queryClient.invalidateQueries({ queryKey: queryKeyOf(api.approval.detail, { actId }) })
 *   queryClient.invalidateQueries(queryFilterOf(api.stamp, api.ca))    // every query of both areas
 *
 * Nothing here imports TanStack Query: the options are plain objects its hooks and `queryOptions` take.
 */
import type { AnyEndpoint, EndpointRequest, EndpointResult } from '../contract/define';
import type { ApiClientCore, CallOptions } from './client';

/** The client's `call` without the per-endpoint argument types, which a generic endpoint cannot resolve. */
type LooseClient = { call(endpoint: AnyEndpoint, params?: unknown, options?: CallOptions): Promise<unknown> };
type Caller = Pick<ApiClientCore, 'call'>;

function callLoosely(client: Caller, endpoint: AnyEndpoint, params: unknown, signal: AbortSignal | undefined) {
  return (client as unknown as LooseClient).call(endpoint, params, signal === undefined ? {} : { signal });
}

/** The parameters a key names: the request, or part of it (the fixed part of a paged query, a prefix to invalidate). */
export type KeyParams<E extends AnyEndpoint> = Partial<EndpointRequest<E>>;

/** The key of an endpoint's answer to these parameters. */
export type EndpointQueryKey<E extends AnyEndpoint> = readonly [E['id'], KeyParams<E>];

/**
 * A key with a variant: what else tells two cached values of one endpoint apart. A value that is not the plain
 * answer to the parameters ('everyPage', 'pages' of an infinite query, a feature's reading of a name check), so that
 * two shapes never share one entry; or what the parameters do not carry (a stamp image's MD5, so that a replaced image
 * loads again).
 */
export type EndpointVariantKey<E extends AnyEndpoint> = readonly [E['id'], KeyParams<E>, string];

/** The parameters of a call: optional when the request has no required field. */
export type ParamsArg<E extends AnyEndpoint> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` asks "can the request be empty?"
  {} extends EndpointRequest<E> ? [params?: EndpointRequest<E>] : [params: EndpointRequest<E>];

/** What a query function receives that the client uses. */
export interface QueryContext {
  signal: AbortSignal;
}

/**
 * The query key of an endpoint: `[endpoint.id, params]` (`['user.info', {}]`), or `[endpoint.id, params, variant]`
 * for a derived value. Parameters left out are `{}`; as a filter (`invalidateQueries({ queryKey })`) a key matches
 * every cached key that starts with it, its parameters matched partially.
 */
export function queryKeyOf<E extends AnyEndpoint>(endpoint: E, params?: KeyParams<E>): EndpointQueryKey<E>;
export function queryKeyOf<E extends AnyEndpoint>(
  endpoint: E,
  params: KeyParams<E>,
  variant: string,
): EndpointVariantKey<E>;
export function queryKeyOf<E extends AnyEndpoint>(
  endpoint: E,
  params: KeyParams<E> = {} as KeyParams<E>,
  variant?: string,
): EndpointQueryKey<E> | EndpointVariantKey<E> {
  return variant === undefined ? [endpoint.id, params] : [endpoint.id, params, variant];
}

/** The query options of one call: its key and a function that calls it through the client with the query's signal. */
export function queryOptionsOf<E extends AnyEndpoint>(
  client: Caller,
  endpoint: E,
  ...[params]: ParamsArg<E>
): { queryKey: EndpointQueryKey<E>; queryFn: (context: QueryContext) => Promise<EndpointResult<E>> } {
  const request = (params ?? {}) as EndpointRequest<E>;
  return {
    queryKey: queryKeyOf(endpoint, request),
    queryFn: ({ signal }) => callLoosely(client, endpoint, request, signal) as Promise<EndpointResult<E>>,
  };
}

/** A paged list's page: its items and the total. */
interface Page<T> {
  list: T[];
  total: number;
}

/** The items of a paged endpoint's page (`{ list, total }` asked by `pageNum` and `pageSize`). */
export type PageItem<E extends AnyEndpoint> = EndpointResult<E> extends Page<infer T> ? T : never;

/** A paged endpoint's request without its page number (the size included). */
export type EveryPageParams<E extends AnyEndpoint> = Omit<EndpointRequest<E>, 'pageNum'>;

/** Every item of a paged list: page after page from 1 until the total is reached or a page comes back empty. */
export async function everyPageOf<E extends AnyEndpoint>(
  client: Caller,
  endpoint: E,
  params: EveryPageParams<E>,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<PageItem<E>[]> {
  const items: PageItem<E>[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const request = { ...params, pageNum } as EndpointRequest<E>;
    const page = (await callLoosely(client, endpoint, request, options.signal)) as Page<PageItem<E>>;
    items.push(...page.list);
    if (page.list.length === 0 || items.length >= page.total) return items;
  }
}

/** The query options of every item of a paged list (key variant 'everyPage'). */
export function everyPageOptionsOf<E extends AnyEndpoint>(
  client: Caller,
  endpoint: E,
  params: EveryPageParams<E>,
): { queryKey: EndpointVariantKey<E>; queryFn: (context: QueryContext) => Promise<PageItem<E>[]> } {
  return {
    queryKey: queryKeyOf(endpoint, params as KeyParams<E>, 'everyPage'),
    queryFn: ({ signal }) => everyPageOf(client, endpoint, params, { signal }),
  };
}

/** An area of the contract: its endpoints by name (`api.stamp`). */
export type EndpointArea = { readonly [name: string]: AnyEndpoint };

function isEndpoint(target: AnyEndpoint | EndpointArea): target is AnyEndpoint {
  return typeof target.id === 'string' && typeof target.method === 'string';
}

/**
 * A query filter matching every cached query of the given endpoints and areas, whatever their parameters:
 * `queryClient.invalidateQueries(queryFilterOf(api.stamp, api.ca.log))`.
 */
export function queryFilterOf(...targets: readonly (AnyEndpoint | EndpointArea)[]): {
  predicate: (query: { queryKey: readonly unknown[] }) => boolean;
} {
  const ids = new Set<unknown>();
  for (const target of targets) {
    if (isEndpoint(target)) ids.add(target.id);
    else for (const endpoint of Object.values(target)) ids.add(endpoint.id);
  }
  return { predicate: (query) => ids.has(query.queryKey[0]) };
}
