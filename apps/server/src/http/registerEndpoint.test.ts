import { api, defineArea, defineEndpoint, emptyRequest, nothing, ResponseCode, ResponseMessages } from '@atelier/api';
import { handleResponse } from '@atelier/api/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, requestFor, type TestServer } from '../testing/harness';
import { contentDisposition, registerEndpoint } from './registerEndpoint';

/** Endpoints declared only for this test (paths under a /probe family no real declaration uses). */
const probe = defineArea('probe', {
  echo: defineEndpoint({
    method: 'GET',
    path: '/probe/echo',
    request: z.object({
      ids: z.array(z.string()).min(1, '至少选择一项'),
      size: z.number().int().max(5, '最多5项'),
      flag: z.boolean().optional(),
    }),
    response: z.object({ ids: z.array(z.string()), size: z.number(), flag: z.boolean().nullable(), user: z.string() }),
  }),
  rename: defineEndpoint({
    method: 'POST',
    path: '/probe/rename',
    request: z.object({ projectId: z.string(), name: z.string().min(1, '请输入名称') }),
    response: z.object({ projectId: z.string(), name: z.string() }),
    queryKeys: ['projectId'],
  }),
  broken: defineEndpoint({
    method: 'POST',
    path: '/probe/broken',
    request: emptyRequest,
    response: z.object({ value: z.string() }),
  }),
  crash: defineEndpoint({ method: 'POST', path: '/probe/crash', request: emptyRequest, response: nothing }),
  open: defineEndpoint({
    method: 'GET',
    path: '/probe/open',
    request: emptyRequest,
    response: z.string(),
    public: true,
  }),
});

let server: TestServer;
let handled = 0;
beforeAll(async () => {
  server = await createTestServer({
    extend: (app) => {
      registerEndpoint(app, probe.echo, ({ data, user }) => {
        handled += 1;
        return { ids: data.ids, size: data.size, flag: data.flag ?? null, user: user.realname };
      });
      registerEndpoint(app, probe.rename, ({ data }) => {
        handled += 1;
        return data;
      });
      // A handler whose answer breaks its declaration: caught by the response check, answered as a server error.
      registerEndpoint(app, probe.broken, () => ({ value: 42 }) as unknown as { value: string });
      registerEndpoint(app, probe.crash, () => {
        throw new Error('database password is hunter2 at /srv/atelier/secret.ts:12');
      });
      registerEndpoint(app, probe.open, () => 'open to all');
    },
  });
});
afterAll(() => server?.close());

describe('registerEndpoint', () => {
  it('decodes a GET query the way the client encodes it (repeated keys, numbers, booleans)', async () => {
    const token = await server.login('liting');
    const { status, body } = await server.call(probe.echo, { ids: ['7', '0012'], size: 3, flag: false }, { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      code: 200,
      message: '操作成功',
      result: { ids: ['7', '0012'], size: 3, flag: false, user: '李婷' },
    });
  });

  it('refuses invalid input with 40009 and the rule’s message, without running the handler', async () => {
    const token = await server.login('liting');
    const before = handled;
    const tooMany = await server.call(probe.echo, { ids: ['1'], size: 6 }, { token });
    expect(tooMany.body).toEqual({ success: false, code: ErrorCode.InvalidRequest, message: '最多5项', result: null });
    // An empty array cannot travel in a query: the key is missing, and zod's own message is in Chinese.
    const none = await server.call(probe.echo, { ids: [], size: 1 }, { token });
    expect(none.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: expect.stringMatching(/^无效输入/) });
    const blank = await server.call(probe.rename, { projectId: 'p', name: '' }, { token });
    expect(blank.body.message).toBe('请输入名称');
    expect(handled).toBe(before);
  });

  it('reads the query keys of a POST from the query string', async () => {
    const token = await server.login('liting');
    const sent = requestFor(probe.rename, { projectId: 'p-1', name: '施工图' });
    expect(sent).toMatchObject({ url: '/hzzk-portal/probe/rename?projectId=p-1', payload: { name: '施工图' } });
    const { body } = await server.call(probe.rename, { projectId: 'p-1', name: '施工图' }, { token });
    expect(body.result).toEqual({ projectId: 'p-1', name: '施工图' });
  });

  it('answers a body that is not JSON with 40009 请求格式错误', async () => {
    const token = await server.login('liting');
    const response = await server.app.inject({
      method: 'POST',
      url: '/hzzk-portal/probe/rename?projectId=p',
      headers: { 'content-type': 'application/json', 'X-Access-Token': token },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      code: ErrorCode.InvalidRequest,
      message: ErrorMessage.MalformedRequest,
      result: null,
    });
  });

  it('never lets a stack trace or an error’s text reach the client', async () => {
    const token = await server.login('liting');
    for (const endpoint of [probe.crash, probe.broken]) {
      const { status, body, response } = await server.call(endpoint, {}, { token });
      expect(status).toBe(500);
      expect(body).toEqual({ success: false, code: 500, message: ResponseMessages.SomethingWentWrong, result: null });
      expect(response.body).not.toMatch(/hunter2|secret|stack|\.ts|at \//);
      const outcome = handleResponse({ endpoint, networkError: { kind: 'http', status, message: body.message } });
      expect(outcome.branch).toBe('httpServerError');
    }
  });

  it('lets public endpoints through without a session and stops the others', async () => {
    expect((await server.call(probe.open, {})).body.result).toBe('open to all');
    const { status, body } = await server.call(probe.echo, { ids: ['1'], size: 1 });
    expect(status).toBe(500);
    expect(body.message).toBe(ResponseMessages.TokenInvalid);
  });

  it('checks X-Ent: another firm is denied, a firm switched away from answers 40014', async () => {
    const liting = await server.login('liting');
    const hejing = await server.login('hejing');
    const data = { ids: ['1'], size: 1 };
    const current = await server.call(probe.echo, data, { token: liting, enterpriseId: server.ids.enterprises.huazhu });
    expect(current.body.code).toBe(ResponseCode.Success);

    const stranger = await server.call(probe.echo, data, {
      token: hejing,
      enterpriseId: server.ids.enterprises.tongchuang,
    });
    expect(stranger.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotEnterpriseMember });

    const stale = await server.call(probe.echo, data, {
      token: liting,
      enterpriseId: server.ids.enterprises.tongchuang,
    });
    expect(stale.body).toMatchObject({ code: ResponseCode.EnterpriseSwitched });
    const outcome = handleResponse({ endpoint: probe.echo, response: stale.body });
    expect(outcome.branch).toBe('enterpriseSwitched');

    const unknown = await server.call(probe.echo, data, { token: liting, enterpriseId: 'no-such-firm' });
    expect(unknown.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotEnterpriseMember });
  });

  it('answers declared calls of later issues with a clear refusal, and unknown paths with 404', async () => {
    const token = await server.login('liting');
    const later = await server.call(
      api.project.all,
      { enterpriseId: server.ids.enterprises.huazhu, pageNum: 1, pageSize: 30 },
      { token },
    );
    expect(later.body).toEqual({
      success: false,
      code: ErrorCode.NotYetAvailable,
      message: ErrorMessage.NotYetAvailable,
      result: null,
    });
    expect(handleResponse({ endpoint: api.project.all, response: later.body }).effects).toContainEqual(
      expect.objectContaining({ type: 'toast', tone: 'warning', message: ErrorMessage.NotYetAvailable }),
    );
    const unknown = await server.app.inject({ method: 'GET', url: '/hzzk-portal/no/such/call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 404, message: ErrorMessage.ApiNotFound });
  });

  // Form endpoints are mounted too (stamp.uploadImage: stampManagement.test.ts sends real multipart bodies).
  it('refuses to register one endpoint twice', () => {
    expect(() => registerEndpoint(server.app, api.auth.login, () => null as never)).toThrow(/twice/);
  });
});

describe('contentDisposition', () => {
  it('keeps Chinese names in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition('attachment', '建施-01 总平面图.pdf')).toBe(
      'attachment; filename="__-01 ____.pdf"; filename*=UTF-8\'\'%E5%BB%BA%E6%96%BD-01%20%E6%80%BB%E5%B9%B3%E9%9D%A2%E5%9B%BE.pdf',
    );
    expect(contentDisposition('inline', 'a"b.pdf')).toBe('inline; filename="a_b.pdf"; filename*=UTF-8\'\'a%22b.pdf');
  });
});
