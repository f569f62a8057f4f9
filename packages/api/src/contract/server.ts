/**
 * '@atelier/api/server': what a server needs to answer a declared endpoint the way the contract says: read the raw
 * input (from a fetch Request, or from a framework's own query string and parsed body) and validate it with the
 * endpoint's own schema. The MSW handlers and apps/server both use these, so the two read a request alike. Nothing
 * here loads the client.
 */
import type { z } from 'zod';
import { INVALID_REQUEST_CODE } from '../response/codes';
import { CONTROL_CHARACTERS } from '../rules/messages';
import { findControlCharacters } from '../rules/text';
import { type AnyEndpoint, type EndpointRequestOutput, fail } from './define';
import { decodeQuery } from './query';

export { INVALID_REQUEST_CODE } from '../response/codes';
export { decodeQuery } from './query';

function formToObject(form: FormData): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    data[key] = values.length > 1 ? values : values[0];
  }
  return data;
}

/**
 * The raw input of a request from its query string and its parsed body: the decoded query of a GET; for a POST the
 * body, with the endpoint's query keys (`queryKeys`) read from the query string over it. For servers that parse the
 * body themselves (apps/server on Fastify); {@link readRequestInput} reads a fetch Request through it.
 */
export function requestInputOf(endpoint: AnyEndpoint, search: URLSearchParams, body: unknown): unknown {
  if (endpoint.method === 'GET') return decodeQuery(endpoint.request, search);
  if (endpoint.queryKeys.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fromQuery = decodeQuery(endpoint.request, search);
  const merged: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of endpoint.queryKeys) if (key in fromQuery) merged[key] = fromQuery[key];
  return merged;
}

/** The raw input of a request: the decoded query of a GET; the JSON or form body of a POST plus its query keys. */
export async function readRequestInput(endpoint: AnyEndpoint, request: Request): Promise<unknown> {
  const search = new URL(request.url).searchParams;
  if (endpoint.method === 'GET') return requestInputOf(endpoint, search, undefined);
  let body: unknown = {};
  if (endpoint.form) {
    body = formToObject(await request.formData());
  } else {
    const text = await request.text();
    body = text ? JSON.parse(text) : {};
  }
  return requestInputOf(endpoint, search, body);
}

export type RequestValidation<E extends AnyEndpoint> =
  | { ok: true; data: EndpointRequestOutput<E> }
  | { ok: false; envelope: ReturnType<typeof fail>; issues: readonly z.core.$ZodIssue[] };

/**
 * Validates input with the endpoint's request schema; a refusal carries the envelope to answer with. Before the
 * schema, every text of the input (values, keys, file names) is searched for control characters: NUL, the other C0
 * characters and DEL are refused everywhere, tab and line breaks outside multi-line fields (40009,
 * {@link CONTROL_CHARACTERS}), so that no such text reaches a handler or the database.
 */
export function validateRequest<E extends AnyEndpoint>(endpoint: E, input: unknown): RequestValidation<E> {
  const controlAt = findControlCharacters(endpoint.request, input);
  if (controlAt) {
    const issue: z.core.$ZodIssue = { code: 'custom', message: CONTROL_CHARACTERS, path: controlAt, input: undefined };
    return { ok: false, envelope: fail(INVALID_REQUEST_CODE, CONTROL_CHARACTERS), issues: [issue] };
  }
  const parsed = endpoint.request.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as EndpointRequestOutput<E> };
  const message = parsed.error.issues[0]?.message ?? '参数错误';
  return { ok: false, envelope: fail(INVALID_REQUEST_CODE, message), issues: parsed.error.issues };
}
