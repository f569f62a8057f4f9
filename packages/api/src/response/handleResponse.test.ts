import { describe, expect, it } from 'vitest';
import { api } from '../contract/endpoints/index';
import {
  type Effect,
  type HandledEndpoint,
  handleResponse,
  PASS_THROUGH_CODES,
  ResponseMessages,
  TOAST_DURATION,
} from './handleResponse';

const plain: HandledEndpoint = {};
const download: HandledEndpoint = { download: true };
const silent: HandledEndpoint = { silent: true };

const envelope = (code: number, message = '服务器消息', success = code === 200) => ({ success, code, message });
const run = (code: number, endpoint: HandledEndpoint = plain, message?: string) =>
  handleResponse({ endpoint, response: envelope(code, message) });
const toast = (tone: string, message: string, once?: string): Effect =>
  once === undefined
    ? ({ type: 'toast', tone, message, duration: TOAST_DURATION } as Effect)
    : ({ type: 'toast', tone, message, duration: TOAST_DURATION, once } as Effect);

describe('pass-through codes', () => {
  it('resolves a success without effects', () => {
    expect(run(200)).toEqual({ kind: 'resolve', branch: 'success', effects: [] });
  });

  const codes = [
    202, 205, 206, 207, 20001, 20002, 20003, 20004, 30002, 40000, 40001, 40003, 40004, 40005, 40008, 40010, 40015,
    40017, 40020, 40022, 40023,
  ];
  it.each(codes)('passes %i through to the caller without effects', (code) => {
    expect(run(code)).toEqual({ kind: 'resolve', branch: 'passThrough', effects: [] });
  });

  it('lists exactly the specification codes', () => {
    expect([...PASS_THROUGH_CODES].sort((a, b) => a - b)).toEqual([200, 40006, ...codes].sort((a, b) => a - b));
  });

  it('passes a 200 with success false through as a non-success', () => {
    expect(handleResponse({ endpoint: plain, response: { success: false, code: 200, message: '' } }).branch).toBe(
      'passThrough',
    );
  });

  it('passes 40006 through with a warning toast of the server message for 2 s', () => {
    expect(run(40006, plain, '部分文件已存在')).toEqual({
      kind: 'resolve',
      branch: 'passThroughWarning',
      effects: [{ type: 'toast', tone: 'warning', message: '部分文件已存在', duration: 2000 }],
    });
  });
});

describe('token check', () => {
  it('asks for a reload when the stored token differs from the current one', () => {
    const outcome = handleResponse({
      endpoint: plain,
      response: envelope(200),
      storedToken: 'token-of-another-tab',
      currentToken: 'token-of-this-page',
    });
    expect(outcome).toEqual({ kind: 'resolve', branch: 'success', effects: [{ type: 'reload' }] });
  });

  it('does nothing when the tokens agree or are not given', () => {
    expect(
      handleResponse({ endpoint: plain, response: envelope(200), storedToken: 't', currentToken: 't' }).effects,
    ).toEqual([]);
    expect(handleResponse({ endpoint: plain, response: envelope(200), storedToken: 't' }).effects).toEqual([]);
  });
});

describe('warning and error codes', () => {
  it('40007 shows a warning toast and rejects', () => {
    expect(run(40007, plain, '模板名称已存在')).toEqual({
      kind: 'reject',
      branch: 'warning',
      effects: [toast('warning', '模板名称已存在')],
    });
  });

  it('40007 rejects silently on the silent endpoints', () => {
    expect(run(40007, silent)).toEqual({ kind: 'reject', branch: 'silentWarning', effects: [] });
  });

  // Which endpoints are silent is listed once, in refusals.test.ts.
  it('answers a declared silent 40007 without effects', () => {
    expect(api.project.checkName.silent).toBe(true);
    expect(handleResponse({ endpoint: api.project.checkName, response: envelope(40007) }).effects).toEqual([]);
  });

  it('40009 shows an error toast and rejects', () => {
    expect(run(40009, plain, '参数错误')).toEqual({
      kind: 'reject',
      branch: 'error',
      effects: [toast('error', '参数错误')],
    });
  });

  it('40014 shows the switch message once, notifies the desktop client and goes to /dashboard', () => {
    expect(run(40014)).toEqual({
      kind: 'reject',
      branch: 'enterpriseSwitched',
      effects: [
        toast('warning', '当前账户已切换至其他企业，页面即将刷新', 'enterpriseSwitched'),
        { type: 'notifyDesktop', message: 'enterpriseSwitched' },
        { type: 'navigate', to: '/dashboard' },
      ],
    });
  });

  it('50001 shows a warning toast and rejects', () => {
    expect(run(50001, plain, '操作过于频繁')).toEqual({
      kind: 'reject',
      branch: 'refused',
      effects: [toast('warning', '操作过于频繁')],
    });
  });

  it('50002 cancels pending requests, shows an error and logs out to /login', () => {
    expect(run(50002, plain, '您的账号已在其他设备登录')).toEqual({
      kind: 'reject',
      branch: 'sessionEnded',
      effects: [
        { type: 'cancelPending' },
        toast('error', '您的账号已在其他设备登录'),
        { type: 'logout', to: '/login' },
      ],
    });
  });

  it.each([500, 50003, 50099])('other 500-type code %i shows 抱歉！出错了', (code) => {
    expect(run(code, plain, 'NullPointerException')).toEqual({
      kind: 'reject',
      branch: 'serverError',
      effects: [toast('error', '抱歉！出错了')],
    });
  });

  it.each([40011, 40012, 40021, 14002])('a code containing 400 (%i) shows an error toast', (code) => {
    expect(run(code, plain, '无权限操作')).toEqual({
      kind: 'reject',
      branch: 'errorCode',
      effects: [toast('error', '无权限操作')],
    });
  });

  it.each([30001, 30003, 13005])('a code containing 300 (%i) shows an info toast', (code) => {
    expect(run(code, plain, '请稍后再试')).toEqual({
      kind: 'reject',
      branch: 'infoCode',
      effects: [toast('info', '请稍后再试')],
    });
  });

  it('falls back to 抱歉！出错了 when the server gives no message', () => {
    expect(
      handleResponse({ endpoint: plain, response: { success: false, code: 40009, message: null } }).effects,
    ).toEqual([toast('error', ResponseMessages.SomethingWentWrong)]);
  });

  it('rejects other codes without effects, except on downloads which pass through', () => {
    expect(run(12345)).toEqual({ kind: 'reject', branch: 'unknownCode', effects: [] });
    expect(run(12345, download)).toEqual({ kind: 'resolve', branch: 'downloadPassThrough', effects: [] });
  });
});

describe('downloads', () => {
  it('40010 on a download opens the client-download dialog', () => {
    expect(run(40010, download)).toEqual({
      kind: 'reject',
      branch: 'fileTooLarge',
      effects: [{ type: 'openClientDownloadDialog', title: '文件下载', appType: 'pc' }],
    });
    expect(handleResponse({ endpoint: api.download.projectFiles, response: envelope(40010) }).branch).toBe(
      'fileTooLarge',
    );
  });

  it('40010 elsewhere passes through', () => {
    expect(run(40010).branch).toBe('passThrough');
  });
});

describe('network failures', () => {
  it('shows 请求超时 on a timeout', () => {
    expect(handleResponse({ endpoint: plain, networkError: { kind: 'timeout' } })).toEqual({
      kind: 'reject',
      branch: 'timeout',
      effects: [toast('error', '请求超时')],
    });
  });

  it('rejects an aborted call silently', () => {
    expect(handleResponse({ endpoint: plain, networkError: { kind: 'aborted' } })).toEqual({
      kind: 'reject',
      branch: 'aborted',
      effects: [],
    });
  });

  it.each(['Token失效，请重新登录', '身份验证过期，请重新登录！'])(
    'a 500 saying "%s" warns and logs out',
    (message) => {
      expect(handleResponse({ endpoint: plain, networkError: { kind: 'http', status: 500, message } })).toEqual({
        kind: 'reject',
        branch: 'tokenExpired',
        effects: [toast('warning', message), { type: 'logout', to: '/login' }],
      });
    },
  );

  it('another 500 shows 抱歉！出错了', () => {
    expect(
      handleResponse({ endpoint: plain, networkError: { kind: 'http', status: 500, message: 'Internal' } }),
    ).toEqual({
      kind: 'reject',
      branch: 'httpServerError',
      effects: [toast('error', '抱歉！出错了')],
    });
  });

  it('other HTTP errors show their message', () => {
    expect(
      handleResponse({ endpoint: plain, networkError: { kind: 'http', status: 502, message: 'Bad Gateway' } }),
    ).toEqual({
      kind: 'reject',
      branch: 'networkError',
      effects: [toast('error', 'Bad Gateway')],
    });
  });

  it('a connection failure shows its message or a network text', () => {
    expect(
      handleResponse({ endpoint: plain, networkError: { kind: 'network', message: 'fetch failed' } }).effects,
    ).toEqual([toast('error', 'fetch failed')]);
    expect(handleResponse({ endpoint: plain, networkError: { kind: 'network' } }).effects).toEqual([
      toast('error', ResponseMessages.NetworkError),
    ]);
  });

  it('a body that is not an envelope shows 抱歉！出错了', () => {
    expect(handleResponse({ endpoint: plain, networkError: { kind: 'malformed' } })).toEqual({
      kind: 'reject',
      branch: 'malformed',
      effects: [toast('error', '抱歉！出错了')],
    });
    expect(handleResponse({ endpoint: plain }).branch).toBe('malformed');
  });
});
