import {
  type AnyEndpoint,
  DEFAULT_PREFIXES,
  type EndpointRequest,
  type EndpointResult,
  type Envelope,
  envelopeSchema,
  type ServicePrefixes,
  SUCCESS_CODE,
} from '../contract/define';
import type { Api } from '../contract/endpoints/index';
import { AREAS, loadArea } from '../contract/endpoints/lazy';
import { HeaderNames } from '../contract/headers';
import { encodeQuery, isEmptyParam } from '../contract/query';
import type { ClientAgent } from '../entities/constants';
import {
  type Effect,
  handleResponse,
  type NetworkError,
  type Outcome,
  ResponseMessages,
} from '../response/handleResponse';
import { ApiError, type ApiErrorInit } from './errors';

/** Header names every call carries (declared beside the contract, which the server reads too). */
export { HeaderNames };

type Getter = () => string | null | undefined;

export interface ApiClientOptions {
  /** Origin of the server ('' for the page's own origin). */
  baseUrl?: string;
  /** The portal's path prefix; default '/hzzk-portal'. */
  prefix?: string;
  /** Prefixes of the other hosts (file transfer, object storage, Office). */
  prefixes?: Partial<ServicePrefixes>;
  /** The token this page runs with (X-Access-Token). */
  getToken: Getter;
  /** The token in shared storage; when it differs from {@link getToken} the outcome asks for a reload. */
  getStoredToken?: Getter;
  getEnterpriseId: Getter;
  getUserId: Getter;
  /** X-User-Agent: 'web' in a browser, 'pc' in the desktop client. */
  userAgent: ClientAgent;
  /** A fetch implementation (tests, SSR); default the global fetch. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Milliseconds; default the endpoint's timeout. */
  timeout?: number;
}

/** What a listener receives after every call that reached the shared handling. */
export interface OutcomeEvent {
  endpoint: AnyEndpoint;
  outcome: Outcome;
  code: number | null;
  message: string;
}

export type OutcomeListener = (event: OutcomeEvent) => void;

/** The arguments of a call: params are optional when the request has no required field. */
export type CallArgs<E extends AnyEndpoint> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` asks "can the request be empty?"
  {} extends EndpointRequest<E>
    ? [params?: EndpointRequest<E>, options?: CallOptions]
    : [params: EndpointRequest<E>, options?: CallOptions];

export type EndpointFunction<E extends AnyEndpoint> = (...args: CallArgs<E>) => Promise<EndpointResult<E>>;

/** `client.flowTemplate.create(body)`: a typed function per declared endpoint. */
export type ClientGroups = {
  readonly [A in keyof Api]: {
    readonly [N in keyof Api[A]]: Api[A][N] extends AnyEndpoint ? EndpointFunction<Api[A][N]> : never;
  };
};

export interface ApiClientCore {
  /** Calls an endpoint: validates the request, sends it, validates the envelope and the result. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>>;
  /** Subscribes to outcomes; returns the unsubscribe function. */
  onOutcome(listener: OutcomeListener): () => void;
  /** Aborts every call in flight (the 50002 handling does this itself). */
  cancelPending(): void;
  /** The full URL of an endpoint with the given GET parameters (for links the browser opens itself). */
  url<E extends AnyEndpoint>(endpoint: E, params?: EndpointRequest<E>): string;
}

export type ApiClient = ApiClientCore & ClientGroups;

/**
 * AbortSignal.any where it exists (Node, Chrome 116, Firefox 124, Safari 17.4), else a hand-made combination: the
 * portal's build target (Vite's baseline-widely-available: Chrome 111, Firefox 114, Safari 16.4) and other apps
 * importing the client reach browsers without it.
 */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Drops empty values (undefined, null, '') from GET parameters, also inside arrays. */
function dropEmpty(params: unknown): unknown {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return params;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) kept[key] = value.filter((item) => !isEmptyParam(item));
    else if (!isEmptyParam(value)) kept[key] = value;
  }
  return kept;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Names that code probing an object asks for (a promise's `then`, JSON's `toJSON`, test matchers and React's checks):
 * no endpoint is called so, and a group answers them as a plain object would.
 */
const NOT_ENDPOINTS = new Set([
  'then',
  'toJSON',
  'constructor',
  'valueOf',
  'toString',
  '$$typeof',
  'asymmetricMatch',
  'nodeType',
]);

/** Creates the typed client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: typeof fetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const prefixes: ServicePrefixes = {
    ...DEFAULT_PREFIXES,
    ...options.prefixes,
    ...(options.prefix === undefined ? {} : { portal: options.prefix }),
  };
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const listeners = new Set<OutcomeListener>();
  const pending = new Set<AbortController>();
  const shownOnce = new Set<string>();

  const endpointUrl = (endpoint: AnyEndpoint, query?: URLSearchParams): string => {
    const prefix = prefixes[endpoint.service].replace(/\/$/, '');
    const search = query?.toString();
    return `${baseUrl}${prefix}${endpoint.path}${search ? `?${search}` : ''}`;
  };

  const headers = (json: boolean): Record<string, string> => {
    const values: Record<string, string | null | undefined> = {
      [HeaderNames.UserAgent]: options.userAgent,
      [HeaderNames.Enterprise]: options.getEnterpriseId(),
      [HeaderNames.Token]: options.getToken(),
      [HeaderNames.UserId]: options.getUserId(),
    };
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) if (value) sent[name] = value;
    if (json) sent['Content-Type'] = 'application/json';
    return sent;
  };

  /** Drops toasts already shown once, runs the client's own effects, tells the listeners. */
  const settle = (endpoint: AnyEndpoint, raw: Outcome, code: number | null, message: string, own?: AbortController) => {
    const effects = raw.effects.filter((effect: Effect) => {
      if (effect.type !== 'toast' || effect.once === undefined) return true;
      if (shownOnce.has(effect.once)) return false;
      shownOnce.add(effect.once);
      return true;
    });
    const outcome: Outcome = { ...raw, effects };
    if (effects.some((effect) => effect.type === 'cancelPending')) {
      for (const controller of pending) if (controller !== own) controller.abort('cancelPending');
    }
    for (const listener of listeners) listener({ endpoint, outcome, code, message });
    return outcome;
  };

  const buildRequest = (endpoint: AnyEndpoint, data: unknown): { url: string; init: RequestInit } => {
    if (endpoint.method === 'GET') {
      return {
        url: endpointUrl(endpoint, encodeQuery(isRecord(data) ? data : {})),
        init: { method: 'GET', headers: headers(false) },
      };
    }
    const body: Record<string, unknown> = isRecord(data) ? { ...data } : {};
    const query: Record<string, unknown> = {};
    for (const key of endpoint.queryKeys) {
      query[key] = body[key];
      delete body[key];
    }
    const url = endpointUrl(endpoint, encodeQuery(query));
    if (endpoint.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        if (isEmptyParam(value)) continue;
        if (value instanceof Blob) form.append(key, value);
        else if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
        else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      return { url, init: { method: 'POST', headers: headers(false), body: form } };
    }
    return {
      url,
      init: { method: 'POST', headers: headers(true), body: JSON.stringify(isRecord(data) ? body : data) },
    };
  };

  const tokens = () => ({
    storedToken: options.getStoredToken ? (options.getStoredToken() ?? null) : undefined,
    currentToken: options.getStoredToken ? (options.getToken() ?? null) : undefined,
  });

  async function call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>> {
    const [params, callOptions = {}] = args;
    const input = endpoint.method === 'GET' ? dropEmpty(params ?? {}) : (params ?? {});
    const parsed = endpoint.request.safeParse(input);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'invalidRequest',
        endpoint: endpoint.id,
        message: parsed.error.issues[0]?.message ?? 'Invalid request',
        issues: parsed.error.issues,
      });
    }

    const { url, init } = buildRequest(endpoint, parsed.data);
    const own = new AbortController();
    const timeoutSignal = AbortSignal.timeout(callOptions.timeout ?? endpoint.timeout);
    const signals = [own.signal, timeoutSignal];
    if (callOptions.signal) signals.push(callOptions.signal);
    pending.add(own);

    const fail = (
      networkError: NetworkError,
      kind: ApiError['kind'],
      message: string,
      extra: Partial<ApiErrorInit> = {},
    ): never => {
      const outcome = settle(endpoint, handleResponse({ endpoint, networkError, ...tokens() }), null, message, own);
      throw new ApiError({ kind, endpoint: endpoint.id, message, outcome, ...extra });
    };
    /**
     * The request or its body was cut off before the whole answer came: timed out, cancelled, or the connection
     * dropped (the tab leaving the page drops the body mid-read). Not a malformed answer: the session keeps.
     */
    const unanswered = (cause: unknown): never => {
      if (timeoutSignal.aborted)
        return fail({ kind: 'timeout' }, 'timeout', ResponseMessages.RequestTimedOut, { cause });
      if (own.signal.aborted || callOptions.signal?.aborted)
        return fail({ kind: 'aborted' }, 'aborted', 'Aborted', { cause });
      const message = cause instanceof Error ? cause.message : String(cause);
      return fail({ kind: 'network', message }, 'network', message, { cause });
    };
    /** The body, read whole; a read cut off is `unanswered`. */
    const readBody = async <T>(read: () => Promise<T>): Promise<T> => {
      try {
        return await read();
      } catch (cause) {
        return unanswered(cause);
      }
    };

    try {
      let response: Response;
      try {
        const signal = anySignal(signals);
        // Aborted before it was sent (while its area of the contract loaded): no request at all.
        if (signal.aborted) return unanswered(signal.reason);
        response = await doFetch(url, { ...init, signal });
      } catch (cause) {
        return unanswered(cause);
      }

      if (!response.ok) {
        const message = (await readMessage(response)) ?? response.statusText;
        return fail({ kind: 'http', status: response.status, message }, 'http', message, { status: response.status });
      }

      const contentType = response.headers.get('content-type') ?? '';
      if (endpoint.binary && !contentType.includes('json')) {
        const blob = await readBody(() => response.blob());
        settle(
          endpoint,
          handleResponse({ endpoint, response: { success: true, code: SUCCESS_CODE }, ...tokens() }),
          SUCCESS_CODE,
          '',
          own,
        );
        return endpoint.response.parse(blob) as EndpointResult<E>;
      }

      // Read first, then parse: only a whole body that is not an envelope is malformed.
      const text = await readBody(() => response.text());
      let envelope: Envelope;
      try {
        const checked = envelopeSchema.safeParse(JSON.parse(text));
        if (!checked.success) throw checked.error;
        envelope = checked.data;
      } catch (cause) {
        return fail({ kind: 'malformed' }, 'malformed', 'Malformed response', { cause, status: response.status });
      }

      if (envelope.success && envelope.code === SUCCESS_CODE) {
        const result = endpoint.response.safeParse(envelope.result);
        if (!result.success) {
          return fail({ kind: 'malformed' }, 'invalidResult', result.error.issues[0]?.message ?? 'Invalid result', {
            code: envelope.code,
            status: response.status,
            result: envelope.result,
            issues: result.error.issues,
          });
        }
        settle(
          endpoint,
          handleResponse({ endpoint, response: envelope, ...tokens() }),
          envelope.code,
          envelope.message,
          own,
        );
        return result.data as EndpointResult<E>;
      }
      const outcome = settle(
        endpoint,
        handleResponse({ endpoint, response: envelope, ...tokens() }),
        envelope.code,
        envelope.message,
        own,
      );
      throw new ApiError({
        kind: 'response',
        endpoint: endpoint.id,
        message: envelope.message,
        code: envelope.code,
        status: response.status,
        outcome,
        result: envelope.result,
      });
    } finally {
      pending.delete(own);
    }
  }

  const core: ApiClientCore = {
    call,
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancelPending() {
      for (const controller of pending) controller.abort('cancelPending');
    },
    url(endpoint, params) {
      const data = endpoint.request.parse(dropEmpty(params ?? {}));
      return endpointUrl(endpoint, encodeQuery(isRecord(data) ? data : {}));
    },
  };

  // The groups load their area of the contract on their first call (lazy.ts): the client itself holds no schema.
  const groups: Record<string, Record<string, (...args: CallArgs<AnyEndpoint>) => Promise<unknown>>> = {};
  for (const area of AREAS) {
    const load = () => loadArea(area) as Promise<Record<string, AnyEndpoint | undefined>>;
    const methods: Record<string | symbol, unknown> = {};
    /** The group's function for `name`, made on first use and kept (a test's spy replaces it). */
    const methodOf = (name: string) => {
      if (name in methods) return methods[name];
      const method = async (...[params, options = {}]: CallArgs<AnyEndpoint>) => {
        // In flight while its area loads: cancelPending aborts it then too.
        const loading = new AbortController();
        pending.add(loading);
        let endpoints: Record<string, AnyEndpoint | undefined>;
        try {
          endpoints = await load();
        } finally {
          pending.delete(loading);
        }
        const endpoint = endpoints[name];
        if (!endpoint) throw new Error(`${area}.${name} is not an endpoint of the contract`);
        const signal = options.signal ? anySignal([options.signal, loading.signal]) : loading.signal;
        return call(endpoint, params, { ...options, signal });
      };
      methods[name] = method;
      return method;
    };
    const named = (name: string | symbol): name is string =>
      typeof name === 'string' && !NOT_ENDPOINTS.has(name) && !name.startsWith('_') && !name.startsWith('@@');
    groups[area] = new Proxy(methods, {
      get: (target, name) => (named(name) ? methodOf(name) : target[name]),
      getOwnPropertyDescriptor: (target, name) => {
        if (named(name)) methodOf(name);
        return Reflect.getOwnPropertyDescriptor(target, name);
      },
    }) as Record<string, (...args: CallArgs<AnyEndpoint>) => Promise<unknown>>;
  }

  return Object.assign(groups, core) as unknown as ApiClient;
}
