import { ClientAgent, DEFAULT_PREFIXES, type LoginResult } from '@atelier/api';
import { type ApiClient, createApiClient } from '@atelier/api/client';
import { createFixtureStore, createHandlers, type FixtureStore } from '@atelier/api/msw';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getResponse } from 'msw';
import { slideAnswerOf } from '../auth/captcha';
import { enterprises } from '../db/schema';
import { latestOutboxMessages } from '../sms/repository';

/**
 * The two sides a parity scenario runs on, reached the same way: the typed client of `@atelier/api`, as the portal
 * and the stories use it. The fixture side is the MSW handlers over a fresh store; the server side is the Fastify
 * app of apps/server over its seeded database, called through `inject` (no port, no network).
 */
export interface Side {
  readonly name: 'fixture' | 'server';
  /** A client without a session (login, share links). */
  anonymous(): ApiClient;
  /** Signs in with a username or a phone and the demo password; the client then carries the session. */
  signIn(username: string, password?: string): Promise<Session>;
  /** The code of the latest SMS to a phone (the fixture's outbox; the server's sms_outbox table). */
  lastSmsCode(phone: string): Promise<string>;
  /** Where a slide challenge's hole is (read as a person reads the picture: the fixture's store; the server's table). */
  slideAnswer(token: string): Promise<{ xPosition: number; yPosition: number }>;
  /** Sets when an enterprise expires (null: never), as its renewal would: the fixture's store; the server's table. */
  setEnterpriseExpiry(enterpriseId: string, expiresAt: Date | null): Promise<void>;
}

export interface Session {
  client: ApiClient;
  login: LoginResult;
  userId: string;
  enterpriseId: string;
}

/** The password of every demo account, on both sides. */
export const PARITY_PASSWORD = DEMO_PASSWORD;

interface Credentials {
  token: string | null;
  enterpriseId: string | null;
  userId: string | null;
}

function clientOf(credentials: Credentials, transport: { baseUrl: string; fetch?: typeof fetch }): ApiClient {
  return createApiClient({
    baseUrl: transport.baseUrl,
    ...(transport.fetch ? { fetch: transport.fetch } : {}),
    getToken: () => credentials.token,
    getEnterpriseId: () => credentials.enterpriseId,
    getUserId: () => credentials.userId,
    userAgent: ClientAgent.Web,
  });
}

function sideOf(
  name: Side['name'],
  transport: { baseUrl: string; fetch?: typeof fetch },
  lastSmsCode: (phone: string) => Promise<string | undefined>,
  slideAnswer: (token: string) => Promise<{ xPosition: number; yPosition: number } | null | undefined>,
  setEnterpriseExpiry: Side['setEnterpriseExpiry'],
): Side {
  const anonymous = () => clientOf({ token: null, enterpriseId: null, userId: null }, transport);
  return {
    name,
    anonymous,
    setEnterpriseExpiry,
    async lastSmsCode(phone) {
      const code = await lastSmsCode(phone);
      if (!code) throw new Error(`no SMS to ${phone}`);
      return code;
    },
    async slideAnswer(token) {
      const answer = await slideAnswer(token);
      if (!answer) throw new Error(`no slide challenge ${token}`);
      return answer;
    },
    async signIn(username, password = PARITY_PASSWORD) {
      const login = await anonymous().auth.login({ username, password });
      const credentials: Credentials = {
        token: login.token,
        userId: login.userInfo.userId,
        enterpriseId: login.userInfo.curEnterpriseId ?? null,
      };
      return {
        client: clientOf(credentials, transport),
        login,
        userId: login.userInfo.userId,
        enterpriseId: credentials.enterpriseId ?? '',
      };
    },
  };
}

const FIXTURE_ORIGIN = 'http://fixture.parity.test';

/**
 * The fixture side on a fresh store: its client's fetch hands each request to the MSW handlers over the store
 * (msw's `getResponse`), without intercepting the process's network, which the server side's PostgreSQL
 * connections use.
 */
export function fixtureSide(): { side: Side; store: FixtureStore } {
  const store = createFixtureStore();
  const handlers = createHandlers(store, { prefixes: DEFAULT_PREFIXES, baseUrl: FIXTURE_ORIGIN });
  const fixtureFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No fixture answers ${request.method} ${request.url}`);
    return response;
  };
  return {
    side: sideOf(
      'fixture',
      { baseUrl: FIXTURE_ORIGIN, fetch: fixtureFetch },
      async (phone) => store.lastSmsCode(phone),
      async (token) => store.slideChallenges.find((c) => c.token === token),
      async (enterpriseId, expiresAt) => {
        const enterprise = store.state.enterprises.find((e) => e.enterpriseId === enterpriseId);
        if (!enterprise) throw new Error(`no enterprise ${enterpriseId}`);
        enterprise.expiresAt = expiresAt;
      },
    ),
    store,
  };
}

const SERVER_ORIGIN = 'http://server.parity.test';

/** A fetch that hands each request to the app's `inject`, as a browser's request would arrive from `remoteAddress`. */
export function injectFetch(app: () => FastifyInstance, remoteAddress = '127.0.0.1'): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
    const response = await app().inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress,
      ...(body ? { payload: body } : {}),
    });
    const answer = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      answer.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answer,
    });
  };
}

/** The server side over a running test server's app. */
let sidesMade = 0;

/**
 * The server side of one scenario, its requests from a client address of its own (as each person's machine): the
 * per-address limits (SMS codes an hour) count a scenario's requests, not the whole suite's.
 */
export function serverSide(app: () => FastifyInstance): Side {
  sidesMade += 1;
  const address = `10.77.${Math.floor(sidesMade / 250)}.${(sidesMade % 250) + 1}`;
  return sideOf(
    'server',
    { baseUrl: SERVER_ORIGIN, fetch: injectFetch(app, address) },
    async (phone) => {
      const [message] = await latestOutboxMessages(app().atelier.db, 1, phone);
      return message?.text.match(/\d{6}/)?.[0];
    },
    (token) => slideAnswerOf(app().atelier.db, token),
    async (enterpriseId, expiresAt) => {
      await app().atelier.db.update(enterprises).set({ expiresAt }).where(eq(enterprises.id, enterpriseId));
    },
  );
}
