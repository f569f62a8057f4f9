import { api, NotificationMessage, NotificationType, StoredNotificationType } from '@atelier/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { buildApp } from '../app';
import { createTestServer, type TestServer } from '../testing/harness';
import { SOCKET_UNAUTHORISED } from './channel';
import { notify } from './notify';

/**
 * The real-time channel (001 section 4.2): the greeting, heartbeats, a refused token, and fan-out across server
 * processes: a second app on the same database (PGlite in the embedded default, PostgreSQL with DATABASE_URL)
 * delivers a notification written through the first one, to the socket open on it.
 */

let server: TestServer;
let second: FastifyInstance;

beforeAll(async () => {
  server = await createTestServer();
  second = await buildApp(
    { config: { ...testConfigOf(server) }, db: server.db, files: server.files },
    { logger: false },
  );
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

function testConfigOf(s: TestServer) {
  return s.app.atelier.config;
}

const PATH = '/hzzk-portal/websocket';

/** Opens a socket and collects its frames. */
async function open(app: FastifyInstance, token: string) {
  const frames: string[] = [];
  let closed: number | null = null;
  const socket: WebSocket = await app.injectWS(
    `${PATH}?token=${encodeURIComponent(token)}&userAgent=web`,
    {},
    {
      onInit: (ws: WebSocket) => {
        ws.on('message', (data) => frames.push(data.toString()));
        ws.on('close', (code) => {
          closed = code;
        });
      },
    },
  );
  const until = async (check: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; frames: ${frames.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, frames, until, closed: () => closed };
}

describe('the notification socket', () => {
  it('greets a signed-in person and answers a heartbeat with 9001001', async () => {
    const s = await open(server.app, await server.login('wulei'));
    await s.until(() => s.frames.includes(NotificationMessage.Greeting));
    s.socket.send(JSON.stringify({ type: NotificationType.Heartbeat, userAgent: 'web', sendTime: 42 }));
    await s.until(() => s.frames.some((f) => f.includes(String(NotificationType.HeartbeatReply))));
    const reply = JSON.parse(s.frames.find((f) => f.includes(String(NotificationType.HeartbeatReply))) ?? '{}');
    expect(reply).toMatchObject({ type: NotificationType.HeartbeatReply, sendTime: 42 });
    // An acknowledgement is taken without an answer.
    s.socket.send(JSON.stringify({ type: '902101001', msgIds: ['x'], userAgent: 'web', sendTime: 43 }));
    s.socket.terminate();
  });

  it('closes a socket without a valid token', async () => {
    const s = await open(server.app, 'not-a-token');
    await s.until(() => s.closed() !== null);
    expect(s.closed()).toBe(SOCKET_UNAUTHORISED);
  });

  it('delivers a notification written through one app to a socket on another app of the same database', async () => {
    const wulei = await open(second, await server.login('wulei'));
    const liuyang = await open(second, await server.login('liuyang'));
    await wulei.until(() => wulei.frames.includes(NotificationMessage.Greeting));
    await liuyang.until(() => liuyang.frames.includes(NotificationMessage.Greeting));
    // Written on the first app's side (its database handle), inside a transaction: delivered once committed.
    const [id] = await server.db.transaction((tx) =>
      notify(tx, {
        type: StoredNotificationType.FileDeleted,
        enterpriseId: server.ids.enterprises.huazhu,
        recipients: [{ userId: server.person('wulei') }],
        senderId: server.person('liting'),
        params: { resName: '建施-09.pdf' },
      }),
    );
    await wulei.until(() => wulei.frames.some((f) => f.includes(id ?? '-')));
    const message = JSON.parse(wulei.frames.find((f) => f.includes(id ?? '-')) ?? '{}');
    expect(message).toMatchObject({
      type: NotificationType.FileDeleted,
      msgId: id,
      param: { msg: '李婷删除了文件：建施-09.pdf', resName: '建施-09.pdf', realname: '李婷' },
    });
    // The listing agrees, through the first app.
    const page = await server.call(api.notify.list, {}, { token: await server.login('wulei') });
    expect(page.body.result.list[0].id).toBe(id);
    // Nobody else's socket got it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liuyang.frames.some((f) => f.includes(id ?? '-'))).toBe(false);
    wulei.socket.terminate();
    liuyang.socket.terminate();
  });

  it('a write that rolls back announces nothing', async () => {
    const s = await open(server.app, await server.login('wulei'));
    await s.until(() => s.frames.includes(NotificationMessage.Greeting));
    const before = s.frames.length;
    await notify(server.db, {
      type: StoredNotificationType.SignRequest,
      enterpriseId: server.ids.enterprises.huazhu,
      recipients: [{ userId: server.person('wulei') }],
      approval: { id: 'none', actName: '一期' },
    }).catch(() => []);
    // (no approval row 'none': the foreign key refuses; nothing is announced for a rolled-back write)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.frames.length).toBe(before);
    s.socket.terminate();
  });
});
