/**
 * For the fixtures' own tests (neither built nor exported: tsconfig.build.json leaves it out): the MSW handlers over
 * a fresh store for each test, and API clients signed in as the demo enterprise's administrator and as 李婷, staff
 * (not an enterprise administrator).
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiError } from '../client/errors';
import { createHandlers } from './handlers';
import { fixtureSession } from './seed';
import { createFixtureStore, type FixtureStore } from './store';

const BASE = 'http://atelier.test';
const STAFF_TOKEN = 'fixture-token-liting';
const STAFF_USER_ID = 'u-002';

/** Registers the hooks; `store()` is the current test's store. */
export function fixtureServer() {
  const server = setupServer();
  let store: FixtureStore;
  beforeAll(() => server.listen());
  afterAll(() => server.close());
  beforeEach(() => {
    store = createFixtureStore();
    store.state.sessions[STAFF_TOKEN] = STAFF_USER_ID;
    server.resetHandlers(...createHandlers(store, { prefix: '/hzzk-portal', baseUrl: BASE }));
  });
  const clientOf = (token: string, userId: string) =>
    createApiClient({
      baseUrl: BASE,
      getToken: () => token,
      getEnterpriseId: () => fixtureSession.enterpriseId,
      getUserId: () => userId,
      userAgent: 'web',
    });
  return {
    store: () => store,
    /** A client signed in with `token` as `userId` (register the token in `store().state.sessions` first). */
    clientOf,
    admin: () => clientOf(fixtureSession.token, fixtureSession.userId),
    staff: () => clientOf(STAFF_TOKEN, STAFF_USER_ID),
  };
}

/** The refusal a call ends in; throws when it succeeds or fails otherwise. */
export async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
