import { type AnyEndpoint, api, ResponseMessages } from '@atelier/api';
import {
  type HandleResponseInput,
  handleResponse,
  type Outcome,
  type OutcomeEvent,
  TOAST_DURATION,
} from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { createOutcomeHandler, ENTERPRISE_SWITCHED_RELOAD_DELAY, type OutcomeDeps } from './outcomes';

/** A fake portal that records what the handling asked for, in order. */
function fakePortal() {
  const calls: string[] = [];
  const scheduled: { fn: () => void; ms: number }[] = [];
  const clock = { now: 0 };
  const deps: OutcomeDeps = {
    toast: (tone, message, duration) => calls.push(`toast:${tone}:${message}:${duration}`),
    logout: (to) => calls.push(`logout:${to}`),
    navigate: (to) => calls.push(`navigate:${to}`),
    forgetEnterprise: () => calls.push('forgetEnterprise'),
    hardNavigate: (to) => calls.push(`hardNavigate:${to}`),
    reload: () => calls.push('reload'),
    notifyDesktop: (message) => calls.push(`notifyDesktop:${message}`),
    openClientDownloadDialog: ({ title, appType }) => calls.push(`clientDownload:${title}:${appType}`),
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
    now: () => clock.now,
  };
  const runScheduled = () => {
    for (const job of scheduled.splice(0)) job.fn();
  };
  return { deps, calls, scheduled, runScheduled, clock };
}

function event(endpoint: AnyEndpoint, input: Omit<HandleResponseInput, 'endpoint'>): OutcomeEvent {
  const outcome: Outcome = handleResponse({ endpoint, ...input });
  return { endpoint, outcome, code: input.response?.code ?? null, message: input.response?.message ?? '' };
}

const plain = api.project.detail;
const download = api.download.projectFiles;
const silent = api.project.checkName;

describe('applying the shared response handling', () => {
  it('does nothing for a success', () => {
    const portal = fakePortal();
    createOutcomeHandler(portal.deps)(event(plain, { response: { success: true, code: 200, message: 'ok' } }));
    expect(portal.calls).toEqual([]);
  });

  it('shows 40006 as a 2 s warning and still lets the answer through', () => {
    const portal = fakePortal();
    const e = event(plain, { response: { success: false, code: 40006, message: '文件已被锁定' } });
    createOutcomeHandler(portal.deps)(e);
    expect(e.outcome.kind).toBe('resolve');
    expect(portal.calls).toEqual([`toast:warning:文件已被锁定:${TOAST_DURATION}`]);
  });

  it('warns on 40007, but not on the silent endpoints', () => {
    const portal = fakePortal();
    const handle = createOutcomeHandler(portal.deps);
    handle(event(plain, { response: { success: false, code: 40007, message: '模板名称已存在' } }));
    handle(event(silent, { response: { success: false, code: 40007, message: '项目名称已存在' } }));
    expect(portal.calls).toEqual([`toast:warning:模板名称已存在:${TOAST_DURATION}`]);
  });

  it('shows 40009 as an error toast with the message', () => {
    const portal = fakePortal();
    createOutcomeHandler(portal.deps)(event(plain, { response: { success: false, code: 40009, message: '参数错误' } }));
    expect(portal.calls).toEqual([`toast:error:参数错误:${TOAST_DURATION}`]);
  });

  it('opens the 文件下载 dialog on 40010 from a download, without a toast', () => {
    const portal = fakePortal();
    createOutcomeHandler(portal.deps)(
      event(download, { response: { success: false, code: 40010, message: '文件过大' } }),
    );
    expect(portal.calls).toEqual(['clientDownload:文件下载:pc']);
  });

  it('on 50002 shows the error and logs out to /login', () => {
    const portal = fakePortal();
    createOutcomeHandler(portal.deps)(
      event(plain, { response: { success: false, code: 50002, message: '账号已在别处登录' } }),
    );
    expect(portal.calls).toEqual([`toast:error:账号已在别处登录:${TOAST_DURATION}`, 'logout:/login']);
  });

  it('on an expired token (HTTP 500) warns and logs out to /login', () => {
    const portal = fakePortal();
    createOutcomeHandler(portal.deps)(
      event(plain, { networkError: { kind: 'http', status: 500, message: ResponseMessages.IdentityExpired } }),
    );
    expect(portal.calls).toEqual([
      `toast:warning:${ResponseMessages.IdentityExpired}:${TOAST_DURATION}`,
      'logout:/login',
    ]);
  });

  it('shows 抱歉！出错了 for other HTTP 500s and 请求超时 on a timeout, without logging out', () => {
    const portal = fakePortal();
    const handle = createOutcomeHandler(portal.deps);
    handle(event(plain, { networkError: { kind: 'http', status: 500, message: 'NullPointerException' } }));
    handle(event(plain, { networkError: { kind: 'timeout' } }));
    expect(portal.calls).toEqual([
      `toast:error:${ResponseMessages.SomethingWentWrong}:${TOAST_DURATION}`,
      `toast:error:${ResponseMessages.RequestTimedOut}:${TOAST_DURATION}`,
    ]);
  });

  it('on 40014 warns, tells the desktop client, forgets the stale enterprise and reloads at /dashboard once', () => {
    const portal = fakePortal();
    const handle = createOutcomeHandler(portal.deps);
    const switched = () => event(plain, { response: { success: false, code: 40014, message: '' } });
    handle(switched());
    handle(switched());
    expect(portal.calls).toEqual([
      `toast:warning:${ResponseMessages.EnterpriseSwitched}:${TOAST_DURATION}`,
      'notifyDesktop:enterpriseSwitched',
      'forgetEnterprise',
      'notifyDesktop:enterpriseSwitched',
    ]);
    expect(portal.scheduled.map((job) => job.ms)).toEqual([ENTERPRISE_SWITCHED_RELOAD_DELAY]);
    portal.runScheduled();
    expect(portal.calls.at(-1)).toBe('hardNavigate:/dashboard');
  });

  it('reloads once when another tab changed the stored token', () => {
    const portal = fakePortal();
    const handle = createOutcomeHandler(portal.deps);
    const changed = () =>
      event(plain, { response: { success: true, code: 200 }, storedToken: 'token-b', currentToken: 'token-a' });
    handle(changed());
    handle(changed());
    expect(portal.calls).toEqual(['reload']);
  });

  it('uses the info tone for codes containing 300 and the error tone for codes containing 400', () => {
    const portal = fakePortal();
    const handle = createOutcomeHandler(portal.deps);
    handle(event(plain, { response: { success: false, code: 13001, message: '已提交' } }));
    handle(event(plain, { response: { success: false, code: 14002, message: '无权限' } }));
    expect(portal.calls).toEqual([`toast:info:已提交:${TOAST_DURATION}`, `toast:error:无权限:${TOAST_DURATION}`]);
  });

  it('shows a burst of identical toasts once while the first is on screen, and again after it closed', () => {
    const portal = fakePortal();
    const handle = createOutcomeHandler(portal.deps);
    const expired = () =>
      event(plain, { networkError: { kind: 'http', status: 500, message: ResponseMessages.TokenInvalid } });
    handle(expired());
    portal.clock.now = TOAST_DURATION - 1;
    handle(expired());
    expect(portal.calls).toEqual([
      `toast:warning:${ResponseMessages.TokenInvalid}:${TOAST_DURATION}`,
      'logout:/login',
      'logout:/login',
    ]);
    portal.clock.now = TOAST_DURATION;
    handle(expired());
    expect(portal.calls.filter((call) => call.startsWith('toast:'))).toHaveLength(2);
  });
});
