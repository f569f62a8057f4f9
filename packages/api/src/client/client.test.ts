import { describe, expect, it, vi } from 'vitest';
import { api } from '../contract/endpoints/index';
import { AREAS } from '../contract/endpoints/lazy';
import { ApprovalType, LinearMode } from '../entities/constants';
import { type ApiClientOptions, createApiClient, type OutcomeEvent } from './client';
import { ApiError } from './errors';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const success = (result: unknown) => json({ success: true, code: 200, message: '操作成功', result });

/** A fake fetch recording each request and answering with the handler. */
function fakeFetch(handler: Handler) {
  const requests: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    requests.push({ url, init });
    return handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, spy: fetch };
}

/** A fetch that never answers until its signal aborts (the way a real fetch rejects). */
const hangingFetch: Handler = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
  });

function setup(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'https://portal.example.cn',
    getToken: () => 'token-1',
    getEnterpriseId: () => 'ent-001',
    getUserId: () => 'u-001',
    userAgent: 'web',
    fetch: fake.fetch,
    ...options,
  });
  const events: OutcomeEvent[] = [];
  client.onOutcome((event) => events.push(event));
  return { client, events, ...fake };
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

const draft = {
  actInfo: { actName: ' 建筑专业流程 ', projectId: 'p-001', isLinear: LinearMode.Linear },
  tasks: [{ dictDutyId: 'd-proofread', userIdList: ['u-003'] }],
};

describe('requests', () => {
  it('sends the four headers', async () => {
    const { client, requests } = setup(() => success({ list: [], total: 0 }));
    await client.call(api.flowTemplate.list, { projectId: 'p-001' });
    const { init } = requests[0] ?? { init: {} };
    expect(header(init, 'X-User-Agent')).toBe('web');
    expect(header(init, 'X-Ent')).toBe('ent-001');
    expect(header(init, 'X-Access-Token')).toBe('token-1');
    expect(header(init, 'userId')).toBe('u-001');
  });

  it('leaves out headers without a value', async () => {
    const { client, requests } = setup(() => success('uid-1'), {
      getToken: () => null,
      getEnterpriseId: () => '',
      userAgent: 'pc',
    });
    await client.quickApproval.uid();
    const init = requests[0]?.init ?? {};
    expect(header(init, 'X-Access-Token')).toBeNull();
    expect(header(init, 'X-Ent')).toBeNull();
    expect(header(init, 'X-User-Agent')).toBe('pc');
  });

  it('builds the URL from the base, the prefix and the declared path', async () => {
    const { client, requests } = setup(() => success({ list: [], total: 0 }), { prefix: '/portal-api' });
    await client.flowTemplate.list({ projectId: 'p-001' });
    expect(requests[0]?.url.origin).toBe('https://portal.example.cn');
    expect(requests[0]?.url.pathname).toBe(`/portal-api${api.flowTemplate.list.path}`);
  });

  it('uses the default prefix and the other hosts’ prefixes', async () => {
    const { client, requests } = setup((url) =>
      url.pathname.endsWith(api.upload.avatar.path) ? success({ avatar: '/a.png' }) : success('uid-1'),
    );
    await client.upload.avatar({ file: new Blob(['png']) });
    expect(requests[0]?.url.pathname).toBe(`/hzzk-Upload${api.upload.avatar.path}`);
    await client.quickApproval.uid();
    expect(requests[1]?.url.pathname).toBe(`/hzzk-portal${api.quickApproval.uid.path}`);
  });

  it('drops empty GET parameters and repeats array keys', async () => {
    const { client, requests } = setup(() => success([]));
    await client.call(api.files.transformStatus, { recordIds: ['rec-1', '', 'rec-2'] });
    expect(requests[0]?.url.search).toBe('?recordIds=rec-1&recordIds=rec-2');

    const lists = setup(() => success({ list: [], total: 0 }));
    await lists.client.approval.todoList({
      moduleType: ApprovalType.Borrow,
      pageNum: 1,
      pageSize: 50,
      actName: '',
      projectId: undefined,
    });
    const search = lists.requests[0]?.url.searchParams;
    expect([...(search?.keys() ?? [])]).toEqual(['moduleType', 'pageNum', 'pageSize']);
    expect(search?.get('moduleType')).toBe('2');
  });

  it('drops null GET parameters before validating', async () => {
    const { client, requests } = setup(() => success({ list: [], total: 0 }));
    // A page passes null for "no project"; the call must still go out without it.
    const params = { pageNum: 1, projectId: null } as unknown as { pageNum: number };
    await client.approval.doneList(params);
    expect(requests[0]?.url.searchParams.has('projectId')).toBe(false);
  });

  it('sends a POST body as JSON, after the schema (trimmed name)', async () => {
    const { client, requests } = setup(() => success({ id: 'tpl-9' }));
    const created = await client.flowTemplate.create(draft);
    expect(created).toEqual({ id: 'tpl-9' });
    const init = requests[0]?.init ?? {};
    expect(init.method).toBe('POST');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body)).actInfo.actName).toBe('建筑专业流程');
    expect(requests[0]?.url.pathname).toBe(`/hzzk-portal${api.flowTemplate.create.path}`);
  });

  it('sends form endpoints as multipart form data', async () => {
    const { client, requests } = setup(() => success({ avatar: '/avatar.png' }));
    await client.upload.avatar({ file: new Blob(['png-bytes'], { type: 'image/png' }) });
    const body = requests[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(header(requests[0]?.init ?? {}, 'Content-Type')).toBeNull();
  });

  it('moves query keys of a POST to the query string', async () => {
    const { client, requests } = setup(() => success({ arcPreProId: 'pre-1' }));
    const withQuery = { ...api.project.createPrePlan, queryKeys: ['projectId'] };
    await client.call(withQuery, { arcPreTaskName: '预归档', projectId: 'p-001', resIds: ['r-1'], notResIds: [] });
    expect(requests[0]?.url.searchParams.get('projectId')).toBe('p-001');
    expect(JSON.parse(String(requests[0]?.init.body))).not.toHaveProperty('projectId');
  });

  it('refuses an invalid request before sending, with the rule’s message', async () => {
    const { client, spy, events } = setup(() => success(null));
    const error = await failure(
      client.flowTemplate.create({
        ...draft,
        actInfo: { ...draft.actInfo, actName: '一二三四五六七八九十一二三四五六' },
      }),
    );
    expect(error.kind).toBe('invalidRequest');
    expect(error.message).toBe('模板名称不能超过15个字');
    expect(error.endpoint).toBe('flowTemplate.create');
    expect(error.outcome).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('builds links for GET endpoints', () => {
    const { client } = setup(() => success(null));
    expect(client.url(api.mark.download, { recordIds: ['a', 'b'] })).toBe(
      `https://portal.example.cn/hzzk-portal${api.mark.download.path}?recordIds=a&recordIds=b`,
    );
  });
});

describe('responses', () => {
  it('returns the validated result and emits a success outcome', async () => {
    const { client, events } = setup(() => success({ qrCodeUrl: 'https://mp.weixin.qq.com/q/abc' }));
    await expect(client.auth.wechatServiceNumber()).resolves.toEqual({ qrCodeUrl: 'https://mp.weixin.qq.com/q/abc' });
    expect(events).toHaveLength(1);
    expect(events[0]?.outcome).toEqual({ kind: 'resolve', branch: 'success', effects: [] });
    expect(events[0]?.endpoint.id).toBe('auth.wechatServiceNumber');
  });

  it('applies the response schema’s defaults', async () => {
    const file = {
      resId: 'r-1',
      recordId: 'rec-1',
      resName: '建施-01.pdf',
      fileExt: 'pdf',
      pathName: '/建筑',
      path: '/建筑/建施-01.pdf',
      parentId: 'f-1',
      parentName: '建筑',
      projectId: 'p-001',
      isFolder: false,
    };
    const { client } = setup(() => success([{ resId: 'f-1', resName: '建筑', children: [file] }]));
    const groups = await client.approval.files({ actId: 'a-001' });
    expect(groups[0]?.children[0]?.printCopies).toBe(1);
  });

  it('throws an ApiError carrying code, message, endpoint and outcome on a refusal', async () => {
    const { client, events } = setup(() =>
      json({ success: false, code: 40007, message: '模板名称已存在', result: null }),
    );
    const error = await failure(client.flowTemplate.checkName({ actName: '建筑流程', projectId: 'p-001' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('response');
    expect(error.code).toBe(40007);
    expect(error.message).toBe('模板名称已存在');
    expect(error.endpoint).toBe('flowTemplate.checkName');
    expect(error.outcome).toEqual({
      kind: 'reject',
      branch: 'warning',
      effects: [{ type: 'toast', tone: 'warning', message: '模板名称已存在', duration: 2000 }],
    });
    expect(error.handled).toBe(true);
    expect(events.map((e) => e.code)).toEqual([40007]);
  });

  it('treats a pass-through code as a failure the caller handles', async () => {
    const { client } = setup(() => json({ success: true, code: 20003, message: '文件不存在，请上传', result: null }));
    const error = await failure(
      client.upload.rapidUpload({
        md5: 'd41d8cd98f00b204e9800998ecf8427e',
        size: 10,
        name: 'a.pdf',
        projectId: 'p-001',
        parentId: '0',
        ownerType: 1,
      }),
    );
    expect(error.code).toBe(20003);
    expect(error.passedThrough).toBe(true);
    expect(error.handled).toBe(false);
  });

  it('requires success true together with code 200', async () => {
    const { client } = setup(() => json({ success: false, code: 200, message: '', result: 'uid' }));
    const error = await failure(client.quickApproval.uid());
    expect(error.kind).toBe('response');
    expect(error.passedThrough).toBe(true);
  });

  it('rejects a body that is not an envelope', async () => {
    const { client, events } = setup(() => json({ ok: true }));
    const error = await failure(client.quickApproval.uid());
    expect(error.kind).toBe('malformed');
    expect(events[0]?.outcome.effects).toEqual([
      { type: 'toast', tone: 'error', message: '抱歉！出错了', duration: 2000 },
    ]);
  });

  it('rejects a success whose result breaks the contract', async () => {
    const { client } = setup(() => success({ list: 'nope' }));
    const error = await failure(client.flowTemplate.list({ projectId: 'p-001' }));
    expect(error.kind).toBe('invalidResult');
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it('logs out on an HTTP 500 saying the token is invalid', async () => {
    const { client, events } = setup(() => json({ success: false, code: 500, message: 'Token失效，请重新登录' }, 500));
    const error = await failure(client.user.info());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(events[0]?.outcome).toEqual({
      kind: 'reject',
      branch: 'tokenExpired',
      effects: [
        { type: 'toast', tone: 'warning', message: 'Token失效，请重新登录', duration: 2000 },
        { type: 'logout', to: '/login' },
      ],
    });
  });

  it('reports a failed connection', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(client.user.info());
    expect(error.kind).toBe('network');
    expect(error.outcome?.effects).toEqual([{ type: 'toast', tone: 'error', message: 'fetch failed', duration: 2000 }]);
  });

  it('returns a file for binary endpoints and reads refusals as envelopes', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const ok = setup(() => new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }));
    const file = await ok.client.mark.download({ recordIds: ['rec-1'] });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.4');

    const refused = setup(() => json({ success: false, code: 40010, message: '文件过大' }));
    const error = await failure(refused.client.mark.download({ recordIds: ['rec-1'] }));
    expect(error.outcome?.effects).toEqual([{ type: 'openClientDownloadDialog', title: '文件下载', appType: 'pc' }]);
  });

  it('asks for a reload when another tab changed the stored token', async () => {
    const { client, events } = setup(() => success('uid'), { getStoredToken: () => 'token-2' });
    await client.quickApproval.uid();
    expect(events[0]?.outcome.effects).toEqual([{ type: 'reload' }]);
  });

  it('stops telling a listener after it unsubscribes', async () => {
    const { client } = setup(() => success('uid'));
    const listener = vi.fn();
    const unsubscribe = client.onOutcome(listener);
    await client.quickApproval.uid();
    unsubscribe();
    await client.quickApproval.uid();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('timeouts and cancellation', () => {
  it('times out after the per-call timeout with 请求超时', async () => {
    const { client, events } = setup(hangingFetch);
    const started = Date.now();
    const error = await failure(client.user.info(undefined, { timeout: 30 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events[0]?.outcome).toEqual({
      kind: 'reject',
      branch: 'timeout',
      effects: [{ type: 'toast', tone: 'error', message: '请求超时', duration: 2000 }],
    });
  });

  it('gives each endpoint its declared timeout', () => {
    expect(api.user.info.timeout).toBe(30_000);
    expect(api.approval.createDownUrl.timeout).toBe(50_000);
    expect(api.approvalCenter.multiDownload.timeout).toBe(60_000);
    expect(api.upload.rapidUpload.timeout).toBe(120_000);
    expect(api.disk.copy.timeout).toBe(20_000);
  });

  it('aborts with the caller’s signal, silently', async () => {
    const { client, events } = setup(hangingFetch);
    const controller = new AbortController();
    const call = client.user.info(undefined, { signal: controller.signal });
    controller.abort();
    const error = await failure(call);
    expect(error.kind).toBe('aborted');
    expect(events[0]?.outcome).toEqual({ kind: 'reject', branch: 'aborted', effects: [] });
  });

  it('cancels the calls in flight when the server answers 50002', async () => {
    const { client, events } = setup((url, init) =>
      url.pathname.endsWith(api.user.info.path)
        ? hangingFetch(url, init)
        : json({ success: false, code: 50002, message: '您的账号已在其他设备登录' }),
    );
    const pending = failure(client.user.info());
    const ended = await failure(client.quickApproval.uid());
    expect(ended.outcome?.effects.map((e) => e.type)).toEqual(['cancelPending', 'toast', 'logout']);
    const cancelled = await pending;
    expect(cancelled.kind).toBe('aborted');
    expect(events.map((e) => e.outcome.branch)).toEqual(['sessionEnded', 'aborted']);
  });

  it('keeps a body cut off mid-read apart from a malformed one: the connection dropped, the session keeps', async () => {
    // The tab leaving the page while an answer streams in: the status came, the body breaks off. Read as a malformed
    // answer, the route guard ended the session (a narrow.spec run landed on /login after typing an address).
    const cutOff = () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,"code":200,"res'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { client, events } = setup(cutOff);
    const error = await failure(client.user.info());
    expect(error.kind).toBe('network');
    expect(events[0]?.outcome.branch).toBe('networkError');
    expect(events[0]?.outcome.effects.map((e) => e.type)).not.toContain('logout');
  });

  it('cancels everything on request', async () => {
    const { client } = setup(hangingFetch);
    const pending = failure(client.user.info());
    client.cancelPending();
    expect((await pending).kind).toBe('aborted');
  });

  it('shows the enterprise-switch message once per client', async () => {
    const { client, events } = setup(() => json({ success: false, code: 40014, message: '' }));
    await failure(client.user.info());
    await failure(client.user.info());
    expect(events[0]?.outcome.effects.map((e) => e.type)).toEqual(['toast', 'notifyDesktop', 'navigate']);
    expect(events[1]?.outcome.effects.map((e) => e.type)).toEqual(['notifyDesktop', 'navigate']);
  });
});

describe('typed groups', () => {
  it('has a group for every area of the contract, loaded on its first call', async () => {
    expect([...AREAS].sort()).toEqual(Object.keys(api).sort());
    const { client, requests } = setup(() => success(null));
    await failure(client.user.info());
    expect(requests[0]?.url.pathname).toContain(api.user.info.path);
  });

  it('offers one function per declared endpoint', () => {
    const { client } = setup(() => success(null));
    for (const [area, endpoints] of Object.entries(api)) {
      for (const name of Object.keys(endpoints)) {
        const group = (client as unknown as Record<string, Record<string, unknown>>)[area];
        expect(typeof group?.[name], `${area}.${name}`).toBe('function');
      }
    }
  });
});
