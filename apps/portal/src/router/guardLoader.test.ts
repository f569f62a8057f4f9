import { createApiClient } from '@atelier/api/client';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSession, SessionKeys } from '../session/session';
import { createGuardLoader } from './guardLoader';

/** The guard over a real client and session whose every call is answered by `answer`. */
function guardWith(answer: () => Response) {
  const storage = new Map<string, string>([
    [SessionKeys.Token, 'token-1'],
    [SessionKeys.UserId, 'u-001'],
  ]);
  const session = createSession({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  });
  const client = createApiClient({
    baseUrl: 'https://portal.example.cn',
    getToken: session.getToken,
    getEnterpriseId: session.getEnterpriseId,
    getUserId: session.getUserId,
    userAgent: 'web',
    fetch: async () => answer(),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = createGuardLoader({ session, client, queryClient });
  const load = (path: string) =>
    loader({ request: new Request(`https://portal.example.cn${path}`) } as LoaderFunctionArgs);
  return { load, storage };
}

/** What the loader threw: a redirect's target, or the error itself. */
async function thrown(promise: Promise<unknown>): Promise<{ redirect: string | null; error: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { redirect: error.headers.get('Location'), error };
    return { redirect: null, error };
  }
  throw new Error('expected the guard to throw');
}

const jsonHeaders = { 'Content-Type': 'application/json' };

describe('the route guard when the user info does not load', () => {
  it('keeps the session when the answer is cut off mid-body (the tab left the page)', async () => {
    const { load, storage } = guardWith(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,"code":200,"res'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: jsonHeaders });
    });
    const { redirect } = await thrown(load('/project-center/list'));
    expect(redirect).toBeNull();
    expect(storage.get(SessionKeys.Token)).toBe('token-1');
  });

  it('ends the session and goes to /login on an answer that is not an envelope', async () => {
    const { load, storage } = guardWith(() => new Response('{"ok":true}', { status: 200, headers: jsonHeaders }));
    const { redirect } = await thrown(load('/project-center/list'));
    expect(redirect).toBe('/login');
    expect(storage.has(SessionKeys.Token)).toBe(false);
  });

  it('ends the session on 50002 (signed in elsewhere)', async () => {
    const { load, storage } = guardWith(
      () =>
        new Response(JSON.stringify({ success: false, code: 50002, message: '您的账号已在其他设备登录' }), {
          status: 200,
          headers: jsonHeaders,
        }),
    );
    const { redirect } = await thrown(load('/dashboard'));
    expect(redirect).toBe('/login');
    expect(storage.has(SessionKeys.Token)).toBe(false);
  });
});
