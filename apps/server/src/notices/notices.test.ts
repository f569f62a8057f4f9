import { api, NoticeLimit, NoticeMessage, SYSTEM_MESSAGE_DISMISSED_KEY } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, systemMessages } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const refusal = (code: number, message: string) => ({ success: false, code, message, result: null });

describe('enterprise notices (noticeList, noticeDetails, insertNotice, updateNotice, deleteNotice)', () => {
  it('lists the seeded notices of the enterprise newest first, without another enterprise’s', async () => {
    const token = await server.login('liting');
    const list = await server.call(api.notice.list, {}, { token, enterpriseId: server.ids.enterprises.huazhu });
    expect(list.body.success).toBe(true);
    expect(list.body.result.list.map((n: { title: string }) => n.title)).toEqual([
      '关于启用电子签章的通知',
      '年终图纸归档安排',
    ]);
    expect(list.body.result.list[0]).toMatchObject({ createBy: '陈建国', updateTime: null });
    expect(list.body.result.list[0]).not.toHaveProperty('content');
    const there = await server.call(api.notice.list, {}, { token: await server.login('xuwenbo') });
    expect(there.body.result.list.map((n: { title: string }) => n.title)).toEqual(['同创结构所内部通知']);
  });

  it('lets the administrator publish, edit and delete; a colleague reads the notice and its text', async () => {
    const admin = await server.login('chenjianguo');
    const created = await server.call(
      api.notice.insert,
      { title: '  元旦放假安排  ', content: '1月1日放假一天。\n1月2日正常上班。' },
      { token: admin },
    );
    expect(created.body.result).toMatchObject({
      title: '元旦放假安排',
      content: '1月1日放假一天。\n1月2日正常上班。',
      createBy: '陈建国',
      updateTime: null,
    });
    const id: string = created.body.result.id;

    const colleague = await server.login('wanghaitao');
    const list = await server.call(api.notice.list, { keyword: '元旦' }, { token: colleague });
    expect(list.body.result).toMatchObject({ total: 1, list: [{ id, title: '元旦放假安排' }] });
    const details = await server.call(api.notice.details, { id }, { token: colleague });
    expect(details.body.result.content).toBe('1月1日放假一天。\n1月2日正常上班。');

    const edited = await server.call(
      api.notice.update,
      { id, title: '元旦放假安排（更新）', content: '1月1日至1月3日放假。' },
      { token: admin },
    );
    expect(edited.body.result).toMatchObject({ id, title: '元旦放假安排（更新）', content: '1月1日至1月3日放假。' });
    expect(edited.body.result.updateTime).toEqual(expect.any(String));

    expect((await server.call(api.notice.delete, { id }, { token: admin })).body.success).toBe(true);
    const gone = await server.call(api.notice.details, { id }, { token: colleague });
    expect(gone.body).toEqual(refusal(ErrorCode.Denied, NoticeMessage.NotFound));
  });

  it('refuses a non-administrator with the notice message, and writes nothing', async () => {
    const member = await server.login('liting');
    const before = (await server.db.select().from(notices)).length;
    const insert = await server.call(api.notice.insert, { title: '越权公告', content: '正文' }, { token: member });
    expect(insert.body).toEqual(refusal(ErrorCode.Denied, NoticeMessage.OnlyAdmin));
    const [seeded] = (await server.call(api.notice.list, {}, { token: member })).body.result.list;
    const update = await server.call(
      api.notice.update,
      { id: seeded.id, title: '改掉', content: '改掉' },
      { token: member },
    );
    expect(update.body).toEqual(refusal(ErrorCode.Denied, NoticeMessage.OnlyAdmin));
    const remove = await server.call(api.notice.delete, { id: seeded.id }, { token: member });
    expect(remove.body).toEqual(refusal(ErrorCode.Denied, NoticeMessage.OnlyAdmin));
    expect((await server.db.select().from(notices)).length).toBe(before);
  });

  it('checks the title and text limits with their messages', async () => {
    const token = await server.login('chenjianguo');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ', content: '正文' }, NoticeMessage.TitleRequired],
      [{ title: '甲'.repeat(NoticeLimit.TitleMax + 1), content: '正文' }, NoticeMessage.TitleTooLong],
      [{ title: '标题', content: ' \n ' }, NoticeMessage.ContentRequired],
      [{ title: '标题', content: '字'.repeat(NoticeLimit.ContentMax + 1) }, NoticeMessage.ContentTooLong],
      [{ content: '正文' }, NoticeMessage.TitleRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await server.call(api.notice.insert, body, { token });
      expect(answer.body.success, message).toBe(false);
      expect(answer.body.message).toBe(message);
    }
    const longest = await server.call(
      api.notice.insert,
      { title: '甲'.repeat(NoticeLimit.TitleMax), content: '字'.repeat(NoticeLimit.ContentMax) },
      { token },
    );
    expect(longest.body.success).toBe(true);
    await server.call(api.notice.delete, { id: longest.body.result.id }, { token });
  });

  it('never shows, edits or deletes another enterprise’s notice', async () => {
    // 许文博 administers 同创; 陈建国 administers 华筑 and is a member of 同创.
    const foreignAdmin = await server.login('xuwenbo');
    const foreign = await server.call(
      api.notice.insert,
      { title: '同创专用', content: '仅同创可见' },
      {
        token: foreignAdmin,
      },
    );
    const id: string = foreign.body.result.id;
    const admin = await server.login('chenjianguo');
    const huazhu = { token: admin, enterpriseId: server.ids.enterprises.huazhu };
    const notFound = refusal(ErrorCode.Denied, NoticeMessage.NotFound);
    expect((await server.call(api.notice.details, { id }, huazhu)).body).toEqual(notFound);
    expect((await server.call(api.notice.update, { id, title: '改', content: '改' }, huazhu)).body).toEqual(notFound);
    expect((await server.call(api.notice.delete, { id }, huazhu)).body).toEqual(notFound);
    const titles = (await server.call(api.notice.list, { pageSize: 100 }, huazhu)).body.result.list.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).not.toContain('同创专用');
    // In 同创, where he is only a member, he reads it and may not delete it.
    const tongchuang = { token: admin, enterpriseId: server.ids.enterprises.tongchuang };
    await server.call(api.enterprise.switch, { id: server.ids.enterprises.tongchuang }, { token: admin });
    expect((await server.call(api.notice.details, { id }, tongchuang)).body.result.title).toBe('同创专用');
    expect((await server.call(api.notice.delete, { id }, tongchuang)).body).toEqual(
      refusal(ErrorCode.Denied, NoticeMessage.OnlyAdmin),
    );
    await server.call(api.enterprise.switch, { id: server.ids.enterprises.huazhu }, { token: admin });
  });

  it('refuses a caller without a session', async () => {
    const answer = await server.call(api.notice.list, {}, { token: null });
    expect(answer.body.success).toBe(false);
  });
});

describe('getSystemInformation', () => {
  it('answers null without a message, then the newest current one, and none once it has ended', async () => {
    const token = await server.login('liting');
    expect((await server.call(api.notice.systemInformation, {}, { token })).body.result).toBeNull();

    const hour = 60 * 60 * 1000;
    const now = Date.now();
    await server.db.insert(systemMessages).values([
      { content: '旧的维护通知', startsAt: new Date(now - 5 * hour), endsAt: new Date(now - hour) },
      { content: '今晚22:00系统升级', startsAt: new Date(now - hour) },
      { content: '明天的通知', startsAt: new Date(now + 24 * hour) },
    ]);
    const current = await server.call(api.notice.systemInformation, {}, { token });
    expect(current.body.result).toEqual({ id: expect.any(String), content: '今晚22:00系统升级' });

    await server.db.update(systemMessages).set({ endsAt: new Date(now - 1000) });
    expect((await server.call(api.notice.systemInformation, {}, { token })).body.result).toBeNull();
    await server.db.delete(systemMessages);
    expect(SYSTEM_MESSAGE_DISMISSED_KEY).toBe('atelier.systemMessage.dismissed');
  });
});
