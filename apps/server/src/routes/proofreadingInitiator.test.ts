import { type AnyEndpoint, ApprovalMessage, api } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { proofreadingLaunch } from '../testing/proofreading';

/**
 * getActInitiator (issue 29): who launched the proofreading, whether it is the caller, and whether it is finished;
 * for whoever may see the approval, of the project named.
 */

let server: TestServer;
let actId = '';

const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  const arch = await refsOf(server, 'binjiang', ['01 建筑/施工图/建施-01 总平面图.pdf']);
  const body = await call(api.approval.launchProofreading, proofreadingLaunch(server, arch, '发起人'), 'chenjianguo');
  expect(body).toMatchObject({ success: true });
  actId = body.result.actId as string;
});
afterAll(async () => {
  await server?.close();
});

describe("a proofreading's initiator", () => {
  it('names 陈建国 to everyone involved, and him as the initiator; unfinished until withdrawn', async () => {
    const projectId = server.ids.projects.binjiang;
    const initiator = server.person('chenjianguo');
    expect(await call(api.proofreading.initiator, { actId, projectId }, 'chenjianguo')).toMatchObject({
      success: true,
      result: { userId: initiator, realname: '陈建国', isInitiator: true, finished: false },
    });
    expect(await call(api.proofreading.initiator, { actId, projectId }, 'liting')).toMatchObject({
      success: true,
      result: { userId: initiator, realname: '陈建国', isInitiator: false, finished: false },
    });
    expect(await call(api.approval.withdraw, { actId }, 'chenjianguo')).toMatchObject({ success: true });
    expect(await call(api.proofreading.initiator, { actId, projectId }, 'chenjianguo')).toMatchObject({
      result: { isInitiator: true, finished: true },
    });
  });

  it('is refused for another project, or to someone of another enterprise', async () => {
    const projectId = server.ids.projects.binjiang;
    const elsewhere = Object.values(server.ids.projects).find((id) => id !== projectId);
    expect(await call(api.proofreading.initiator, { actId, projectId: elsewhere }, 'chenjianguo')).toMatchObject({
      success: false,
      message: ApprovalMessage.NotFound,
    });
    expect((await call(api.proofreading.initiator, { actId, projectId }, 'xuwenbo')).success).toBe(false);
  });
});
