import {
  api,
  FolderPermission,
  LiveEventType,
  NotificationMessage,
  type SocketMessage,
  StaffType,
  StoredNotificationType,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestServer, type TestServer } from '../testing/harness';
import { signalPermissionChanged } from './projectEvents';

/**
 * Project events reach open portals over the notification socket (issue 25; 001 section 4.3): a deleted project,
 * people removed from it, a changed level. Only the people concerned hear of it, only once the change commits, and
 * never anyone outside the project's enterprise.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const PATH = '/hzzk-portal/websocket';

/** A person's open portal: the socket's messages as they arrive. */
async function portalOf(who: PersonKey) {
  const messages: SocketMessage[] = [];
  let greeted = false;
  const socket: WebSocket = await server.app.injectWS(
    `${PATH}?token=${encodeURIComponent(await server.login(who))}&userAgent=web`,
    {},
    {
      onInit: (ws: WebSocket) =>
        ws.on('message', (data) => {
          const text = data.toString();
          if (text === NotificationMessage.Greeting) greeted = true;
          else messages.push(JSON.parse(text) as SocketMessage);
        }),
    },
  );
  const until = async (check: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; messages: ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await until(() => greeted);
  const about = (projectId: string) => messages.filter((m) => m.param?.projectId === projectId);
  return { socket, messages, until, about };
}
type Portal = Awaited<ReturnType<typeof portalOf>>;

/** Waits long enough for a message that is not coming to have come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, who: PersonKey) {
  const { body } = await server.call(endpoint, data, { token: await server.login(who) });
  expect(body, body.message).toMatchObject({ code: 200 });
  return body;
}

async function quickProject(name: string, people: PersonKey[]) {
  const body = await call(
    api.project.createFastPro,
    {
      projectInfo: { name, simpleName: name.slice(0, 8) },
      projectUserInfos: people.map((p) => ({ userId: server.person(p) })),
    },
    'chenjianguo',
  );
  return body.result.id as string;
}

const close = (...portals: Portal[]) => {
  for (const p of portals) p.socket.terminate();
};

describe('project events on the socket', () => {
  it('tells a removed member, and only them, that they were taken out of the project', async () => {
    const projectId = await quickProject('移出通知项目', ['wulei', 'liting']);
    const [wulei, liting, chen] = await Promise.all([portalOf('wulei'), portalOf('liting'), portalOf('chenjianguo')]);
    await call(api.project.delFastProUser, { projectId, userIds: [server.person('wulei')] }, 'chenjianguo');
    await wulei.until(() => wulei.about(projectId).length > 0);
    expect(wulei.about(projectId)).toEqual([
      expect.objectContaining({
        type: StoredNotificationType.ProjectRemoved,
        param: expect.objectContaining({ projectId, msg: '您已被移出项目：移出通知项目' }),
        enterpriseId: server.ids.enterprises.huazhu,
      }),
    ]);
    await settle();
    expect(liting.about(projectId)).toEqual([]);
    expect(chen.about(projectId)).toEqual([]);
    close(wulei, liting, chen);
  });

  it('tells every other member that the project was deleted, not the one who deleted it', async () => {
    const projectId = await quickProject('删除通知项目', ['wulei', 'liting']);
    const [wulei, liting, chen, zhang] = await Promise.all([
      portalOf('wulei'),
      portalOf('liting'),
      portalOf('chenjianguo'),
      portalOf('zhangmin'),
    ]);
    await call(api.project.delPro, { projectId, confirmName: '删除通知项目' }, 'chenjianguo');
    for (const member of [wulei, liting]) {
      await member.until(() => member.about(projectId).length > 0);
      expect(member.about(projectId)).toEqual([
        expect.objectContaining({
          type: StoredNotificationType.ProjectDeleted,
          param: expect.objectContaining({ projectId, msg: '陈建国删除了项目：删除通知项目' }),
        }),
      ]);
    }
    await settle();
    expect(chen.about(projectId)).toEqual([]);
    expect(zhang.about(projectId)).toEqual([]);
    // Stored: 吴磊's notification list has it.
    const list = await call(api.notify.list, {}, 'wulei');
    expect(list.result.list.some((n: { projectId: string | null }) => n.projectId === projectId)).toBe(true);
    close(wulei, liting, chen, zhang);
  });

  it('tells members whose folder level or staff type changed, live and unstored', async () => {
    const binjiang = server.ids.projects.binjiang;
    const scheme = server.resource('binjiang', '01 建筑/方案设计');
    const [zhang, huang, wulei] = await Promise.all([portalOf('zhangmin'), portalOf('huangwei'), portalOf('wulei')]);
    await call(
      api.files.addFolderPermission,
      {
        projectId: binjiang,
        resId: scheme,
        userIds: [server.person('zhangmin')],
        permission: FolderPermission.ReadOnly,
      },
      'huangwei',
    );
    await zhang.until(() => zhang.about(binjiang).length === 1);
    expect(zhang.about(binjiang)[0]).toMatchObject({
      type: LiveEventType.ProjectPermissionChanged,
      msgId: '',
      param: { projectId: binjiang, msg: NotificationMessage.PermissionChanged },
    });
    await call(
      api.files.deleteFolderPermission,
      { projectId: binjiang, resId: scheme, userIds: [server.person('zhangmin')] },
      'huangwei',
    );
    await zhang.until(() => zhang.about(binjiang).length === 2);

    const projectId = await quickProject('级别通知项目', ['wulei']);
    await call(
      api.project.updateFastProUser,
      { projectId, userId: server.person('wulei'), staffType: StaffType.PersonInCharge },
      'chenjianguo',
    );
    await wulei.until(() => wulei.about(projectId).length === 1);
    expect(wulei.about(projectId)[0]?.type).toBe(LiveEventType.ProjectPermissionChanged);
    await settle();
    // The one who changed it, and people whose level did not change, hear nothing.
    expect(huang.about(binjiang)).toEqual([]);
    expect(wulei.about(binjiang)).toEqual([]);
    close(zhang, huang, wulei);
  });

  it('is heard only once the change commits, and never by another enterprise', async () => {
    const binjiang = server.ids.projects.binjiang;
    const [zhang, xu] = await Promise.all([portalOf('zhangmin'), portalOf('xuwenbo')]);
    const before = zhang.about(binjiang).length;
    const access = {
      project: { id: binjiang, enterpriseId: server.ids.enterprises.huazhu, name: '滨江' },
      userId: server.person('huangwei'),
    } as Parameters<typeof signalPermissionChanged>[1];
    await server.db.transaction(async (tx) => {
      await signalPermissionChanged(tx, access, [server.person('zhangmin'), server.person('xuwenbo')]);
      await settle();
      // Not yet committed: nothing has reached the portal.
      expect(zhang.about(binjiang).length).toBe(before);
    });
    await zhang.until(() => zhang.about(binjiang).length === before + 1);
    await settle();
    // 许文博 is of 同创 only: a 华筑 project's event never reaches him.
    expect(xu.messages).toEqual([]);
    close(zhang, xu);
  });
});
