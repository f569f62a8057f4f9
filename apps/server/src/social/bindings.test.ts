import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, Flag, ResponseCode, SocialKind, SocialMessage } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config';
import { ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';
import { createHttpSocialProvider } from './provider';
import { insertBinding } from './repository';

/** WeChat and DingTalk login and binding (issue 24): off by default; with the development provider, end to end. */

let off: TestServer;
let on: TestServer;
beforeAll(async () => {
  [off, on] = await Promise.all([
    createTestServer(),
    createTestServer({ social: { wechat: { provider: 'dev' }, dingtalk: { provider: 'dev' } } }),
  ]);
});
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
});

const refused = (body: { code: number; message: string }, message: string) =>
  expect({ code: body.code, message: body.message }).toEqual({ code: ResponseCode.Error, message });

describe('WeChat and DingTalk switched off (the default)', () => {
  it('answer 50001 该功能暂未开放 to login, binding and the bindings list', async () => {
    const token = await off.login('liting');
    for (const [endpoint, data, auth] of [
      [api.auth.dingTalkScanLogin, { code: 'dev:dd-1' }, null],
      [api.auth.wechatLoginByCode, { code: 'dev:wx-1' }, null],
      [api.auth.dingTalkBind, { code: 'dev:dd-1' }, token],
      [api.auth.dingTalkBindings, {}, token],
      [api.auth.wechatUnbinding, {}, token],
    ] as const) {
      const { body } = await off.call(endpoint, data, auth ? { token: auth } : {});
      expect(body.message, endpoint.id).toBe(ErrorMessage.NotYetAvailable);
    }
  });
});

describe('with the development provider', () => {
  it('binds a DingTalk account, logs in with it, lists and removes the binding', async () => {
    const liting = await on.login('liting');
    const notYet = await on.call(api.auth.dingTalkScanLogin, { code: 'dev:dd-liting:婷' });
    refused(notYet.body, SocialMessage.notBound(SocialKind.DingTalk));

    expect((await on.call(api.auth.dingTalkBind, { code: 'dev:dd-liting:婷' }, { token: liting })).body.code).toBe(200);
    const login = await on.call(api.auth.dingTalkScanLogin, { code: 'dev:dd-liting' });
    expect(login.body.code).toBe(200);
    expect(login.body.result.userInfo.realname).toBe('李婷');
    expect(login.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const list = await on.call(api.auth.dingTalkBindings, {}, { token: liting });
    expect(list.body.result).toEqual([
      { type: SocialKind.DingTalk, nickname: '婷', boundTime: expect.stringMatching(/^\d{4}-/), bound: Flag.Yes },
      { type: SocialKind.WeChat, nickname: '', boundTime: '', bound: Flag.No },
    ]);

    // The account is 李婷's: nobody else binds it; 李婷 binds no second one.
    const other = await on.login('wanghaitao');
    refused(
      (await on.call(api.auth.dingTalkBind, { code: 'dev:dd-liting' }, { token: other })).body,
      SocialMessage.boundToAnother(SocialKind.DingTalk),
    );
    refused(
      (await on.call(api.auth.dingTalkBind, { code: 'dev:dd-second' }, { token: liting })).body,
      SocialMessage.alreadyBound(SocialKind.DingTalk),
    );
    // A code the app does not vouch for.
    refused(
      (await on.call(api.auth.dingTalkScanLogin, { code: 'forged' })).body,
      SocialMessage.authorizationFailed(SocialKind.DingTalk),
    );

    expect((await on.call(api.auth.dingTalkUnbind, {}, { token: liting })).body.code).toBe(200);
    refused(
      (await on.call(api.auth.dingTalkScanLogin, { code: 'dev:dd-liting' })).body,
      SocialMessage.notBound(SocialKind.DingTalk),
    );
    refused(
      (await on.call(api.auth.dingTalkUnbind, {}, { token: liting })).body,
      SocialMessage.notBoundToYou(SocialKind.DingTalk),
    );
  });

  it('tells whether a WeChat account is bound, and logs in with it once bound', async () => {
    const first = await on.call(api.auth.wechatAccessToken, { code: 'dev:wx-zhangmin' });
    expect(first.body.result).toEqual({ openId: 'wx-zhangmin', bound: false });
    refused(
      (await on.call(api.auth.wechatLoginByCode, { code: 'dev:wx-zhangmin' })).body,
      SocialMessage.notBound(SocialKind.WeChat),
    );
    // WeChat binding by phone (/user/bindphone) is not served yet; the binding is made as DingTalk's would be.
    const zhangmin = await on.login('zhangmin');
    await insertBinding(on.db, {
      userId: on.person('zhangmin'),
      kind: SocialKind.WeChat,
      externalId: 'wx-zhangmin',
      nickname: '敏',
    });
    expect((await on.call(api.auth.wechatAccessToken, { code: 'dev:wx-zhangmin' })).body.result.bound).toBe(true);
    const login = await on.call(api.auth.wechatLoginByCode, { code: 'dev:wx-zhangmin' });
    expect(login.body.result.userInfo.realname).toBe('张敏');
    expect((await on.call(api.auth.wechatUnbinding, {}, { token: zhangmin })).body.code).toBe(200);
  });
});

describe('settings', () => {
  it('reads WECHAT_PROVIDER / DINGTALK_PROVIDER: off by default, dev never in production, http with its URL', () => {
    expect(readConfig({}).social).toEqual({ wechat: { provider: 'off' }, dingtalk: { provider: 'off' } });
    expect(readConfig({ DINGTALK_PROVIDER: 'dev' }).social.dingtalk).toEqual({ provider: 'dev' });
    expect(() => readConfig({ DINGTALK_PROVIDER: 'dev', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ WECHAT_PROVIDER: 'http' })).toThrow(/WECHAT_HTTP_URL/);
    expect(() => readConfig({ WECHAT_PROVIDER: 'qq' })).toThrow(/off, dev, http/);
    expect(
      readConfig({ WECHAT_PROVIDER: 'http', WECHAT_HTTP_URL: 'https://oauth.example.cn/wx', WECHAT_HTTP_TOKEN: 't' })
        .social.wechat,
    ).toEqual({ provider: 'http', url: 'https://oauth.example.cn/wx', token: 't' });
  });
});

describe('the http provider', () => {
  let bridge: Server;
  let url: string;
  const seen: { authorization?: string | undefined; body: string }[] = [];
  beforeAll(async () => {
    bridge = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ authorization: request.headers.authorization, body });
        const { code } = JSON.parse(body) as { code: string };
        if (code === 'good') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ externalId: 'union-1', nickname: '设计师' }));
        } else if (code === 'broken') {
          response.writeHead(502).end();
        } else {
          response.writeHead(401).end();
        }
      });
    });
    await new Promise<void>((resolve) => bridge.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}/oauth`;
  });
  afterAll(() => new Promise<void>((resolve) => bridge.close(() => resolve())));

  it('posts the code with the token: 2xx is the account, 4xx a refused code, anything else fails', async () => {
    const provider = createHttpSocialProvider(
      SocialKind.DingTalk,
      { provider: 'http', url, token: 'secret' },
      off.app.log,
    );
    expect(await provider.identify('good')).toEqual({ externalId: 'union-1', nickname: '设计师' });
    expect(seen[0]).toEqual({ authorization: 'Bearer secret', body: JSON.stringify({ code: 'good' }) });
    expect(await provider.identify('stale')).toBeNull();
    await expect(provider.identify('broken')).rejects.toThrow(/502/);
  });
});
