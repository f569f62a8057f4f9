import { type AnyEndpoint, allEndpoints, api, ClientAgent, HeaderNames } from '@atelier/api';
import { sampleOf } from '@atelier/api/msw';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, formRequestFor, requestFor, type TestServer } from '../testing/harness';

/**
 * Fuzz generated from the contract (issue 21, "the tests that keep it so"): every declared endpoint gets at least
 * 20 malformed requests with a valid session: each field of a valid sample with the wrong type, null, left out,
 * 1 MB long, a traversal string; extra and prototype-polluting fields; invalid JSON, the wrong content type, a
 * deeply nested body, repeated query keys. None may answer 5xx, none may show a stack trace or a path of the
 * machine, and the server answers normally afterwards.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

/** At least this many malformed requests per endpoint. */
const MALFORMED_PER_ENDPOINT = 20;
const FIELDS_ONE_BY_ONE = 3;
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
const TRAVERSAL = '../../../../etc/passwd';

/** What an answer must never show: a stack frame, a source or machine path, an SQL error. */
const LEAKS = [/\n\s+at\s/, /node_modules/, /\/work\//, /\/home\//, /\.ts:\d+/, /syntax error at or near/i];

type Data = Record<string, unknown>;
/** One malformed request: data the harness encodes as the portal would, or a raw body with its content type. */
type Malformed = { what: string; data: Data } | { what: string; raw: string; contentType: string };

const wrongType = (value: unknown): unknown => {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not a list';
  if (value && typeof value === 'object') return ['not', 'an', 'object'];
  return { unexpected: true };
};

/** The malformed requests for an endpoint, built from a valid sample of its request schema. */
function malformedRequests(endpoint: AnyEndpoint): Malformed[] {
  const sample = sampleOf(endpoint.request);
  const base: Data = sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Data) : {};
  const keys = Object.keys(base).filter((key) => !(base[key] instanceof Blob));
  const stringKeys = keys.filter((key) => typeof base[key] === 'string');
  const cases: Malformed[] = [];
  // Each field's own cases for the first few fields, the whole request's for all of them (below): the count stays
  // bounded on endpoints with many fields.
  for (const key of keys.slice(0, FIELDS_ONE_BY_ONE)) {
    cases.push({ what: `${key} of the wrong type`, data: { ...base, [key]: wrongType(base[key]) } });
    cases.push({ what: `${key} null`, data: { ...base, [key]: null } });
    const { [key]: _left, ...without } = base;
    cases.push({ what: `${key} left out`, data: without });
  }
  const [firstString] = stringKeys;
  if (firstString) cases.push({ what: `${firstString} of 1 MB`, data: { ...base, [firstString]: ONE_MEGABYTE } });
  for (const key of stringKeys.slice(0, FIELDS_ONE_BY_ONE)) {
    cases.push({ what: `${key} a traversal`, data: { ...base, [key]: TRAVERSAL } });
  }
  const extra: Malformed[] = [
    { what: 'an extra field', data: { ...base, unexpectedField: 'x' } },
    { what: 'every field of the wrong type', data: Object.fromEntries(keys.map((k) => [k, wrongType(base[k])])) },
    { what: 'nothing', data: {} },
    { what: 'numbers out of range', data: Object.fromEntries(keys.map((k) => [k, -Number.MAX_VALUE])) },
    { what: 'empty strings', data: Object.fromEntries(keys.map((k) => [k, ''])) },
    { what: 'a list of 10,000', data: Object.fromEntries(keys.map((k) => [k, Array(10_000).fill('1')])) },
  ];
  cases.push(...extra);
  if (endpoint.method === 'POST' && !endpoint.form) {
    cases.push(
      { what: 'invalid JSON', raw: '{"unterminated": ', contentType: 'application/json' },
      {
        what: 'a prototype-polluting body',
        raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
        contentType: 'application/json',
      },
      {
        what: 'JSON nested 5,000 deep',
        raw: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        contentType: 'application/json',
      },
      { what: 'the wrong content type', raw: 'a=1&b=2', contentType: 'text/plain' },
      { what: 'a JSON list, not an object', raw: '[1,2,3]', contentType: 'application/json' },
    );
  }
  // Pad with more traversal and control-free oddities until every endpoint has its minimum.
  const oddities = [
    '%00',
    '$' + '{jndi:ldap://x}',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\uFFFF',
    '🏗️'.repeat(500),
  ];
  let next = 0;
  while (cases.length < MALFORMED_PER_ENDPOINT) {
    const odd = oddities[next % oddities.length] as string;
    cases.push({
      what: `odd text ${next}`,
      data: { ...base, ...Object.fromEntries(keys.map((k) => [k, odd])), [`odd${next}`]: odd },
    });
    next += 1;
  }
  return cases;
}

async function send(endpoint: AnyEndpoint, request: Malformed, token: string) {
  const headers: Record<string, string> = {
    [HeaderNames.UserAgent]: ClientAgent.Web,
    [HeaderNames.Token]: token,
  };
  if ('raw' in request) {
    const { url } = requestFor(endpoint, {});
    headers['content-type'] = request.contentType;
    return server.app.inject({ method: 'POST', url, payload: request.raw, headers });
  }
  const encoded = endpoint.form ? await formRequestFor(endpoint, request.data) : requestFor(endpoint, request.data);
  if ('contentType' in encoded) headers['content-type'] = encoded.contentType;
  // Repeated query keys: a GET's first key sent twice.
  let url = encoded.url;
  if (endpoint.method === 'GET' && url.includes('?') && request.what === 'an extra field') {
    url += `&${url.split('?')[1]}`;
  }
  return server.app.inject({ method: encoded.method, url, payload: encoded.payload, headers });
}

/** The endpoints that end the session: each of their requests gets a session of its own. */
const SESSION_ENDING = new Set<string>([api.auth.logout.id]);

describe('every declared endpoint, malformed', () => {
  it(`answers at least ${MALFORMED_PER_ENDPOINT} malformed requests without a 5xx or a leak`, async () => {
    let token = await server.login('chenjianguo');
    const freshToken = async () => {
      const login = await server.call(api.auth.login, { username: 'chenjianguo', password: DEMO_PASSWORD });
      return login.body.result.token as string;
    };
    const failures: string[] = [];
    let sent = 0;
    // The session-ending endpoints before the other auth calls, whose per-address limits may then refuse logins.
    const rank = (endpoint: AnyEndpoint) => (endpoint.area !== 'auth' ? 0 : SESSION_ENDING.has(endpoint.id) ? 1 : 2);
    const ordered = [...allEndpoints].sort((a, b) => rank(a) - rank(b));
    for (const endpoint of ordered) {
      const requests = malformedRequests(endpoint);
      expect(requests.length).toBeGreaterThanOrEqual(MALFORMED_PER_ENDPOINT);
      for (const request of requests) {
        if (SESSION_ENDING.has(endpoint.id)) token = await freshToken();
        const response = await send(endpoint, request, token);
        sent += 1;
        if (response.statusCode >= 500) {
          failures.push(`${endpoint.id} (${request.what}): HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const leak = LEAKS.find((pattern) => pattern.test(response.body));
        if (leak) failures.push(`${endpoint.id} (${request.what}): shows ${leak} in ${response.body.slice(0, 200)}`);
      }
      if (SESSION_ENDING.has(endpoint.id)) token = await freshToken();
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(allEndpoints.length * MALFORMED_PER_ENDPOINT);
    // Still up and answering with a session.
    const { body } = await server.call(api.project.detail, { projectId: server.ids.projects.binjiang }, { token });
    expect(body).toMatchObject({ success: true, result: { id: server.ids.projects.binjiang } });
  }, 600_000);
});
