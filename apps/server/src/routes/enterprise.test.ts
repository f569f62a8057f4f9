import { api, DutyRole, DutyType, Flag, ResponseCode, StandardDuty } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const currentOf = async (userId: string) =>
  (await server.db.select({ id: users.currentEnterpriseId }).from(users).where(eq(users.id, userId)))[0]?.id;

describe('GET /sys/enterprise/getUserEntList', () => {
  it('lists the user’s enterprises with the current one marked', async () => {
    const { body } = await server.call(api.enterprise.list, {}, { token: await server.login('liting') });
    expect(body.result).toEqual([
      {
        enterpriseId: server.ids.enterprises.huazhu,
        enterpriseName: '华筑建筑设计研究院有限公司',
        isCurEnterprise: Flag.Yes,
        expired: false,
      },
      {
        enterpriseId: server.ids.enterprises.tongchuang,
        enterpriseName: '同创结构工程咨询有限公司',
        isCurEnterprise: Flag.No,
        expired: false,
      },
    ]);
  });

  it('lists only the user’s own enterprises', async () => {
    const { body } = await server.call(api.enterprise.list, {}, { token: await server.login('hejing') });
    expect(body.result.map((e: { enterpriseId: string }) => e.enterpriseId)).toEqual([server.ids.enterprises.huazhu]);
  });
});

describe('POST /sys/enterprise/switchEnt', () => {
  it('switches to another enterprise of the user: info, roles and projects follow, the old X-Ent answers 40014', async () => {
    const token = await server.login('chenjianguo');
    const { huazhu, tongchuang } = server.ids.enterprises;
    const switched = await server.call(api.enterprise.switch, { id: tongchuang }, { token, enterpriseId: huazhu });
    expect(switched.body).toMatchObject({ success: true, code: ResponseCode.Success });
    expect(await currentOf(server.ids.people.chenjianguo)).toBe(tongchuang);

    const info = await server.call(api.user.info, {}, { token, enterpriseId: huazhu });
    expect(info.body.result).toMatchObject({
      curEnterpriseId: tongchuang,
      curEnterpriseName: '同创结构工程咨询有限公司',
    });
    // The admin of 华筑 is a plain member at 同创.
    const keys = await server.call(api.user.permissionKeys, {}, { token, enterpriseId: tongchuang });
    expect(keys.body.result).not.toContain('enterprise');
    const projects = await server.call(api.project.list, {}, { token, enterpriseId: tongchuang });
    expect(projects.body.result.pageInfo.list.map((p: { name: string }) => p.name)).toEqual(['江北大桥结构咨询']);
    // Another tab still on 华筑 is told the account switched.
    const stale = await server.call(api.project.list, {}, { token, enterpriseId: huazhu });
    expect(stale.body.code).toBe(ErrorCode.EnterpriseSwitched);

    await server.call(api.enterprise.switch, { id: huazhu }, { token, enterpriseId: tongchuang });
    expect(await currentOf(server.ids.people.chenjianguo)).toBe(huazhu);
  });

  it('denies an enterprise the user does not belong to, changing nothing', async () => {
    const token = await server.login('hejing');
    const { body } = await server.call(api.enterprise.switch, { id: server.ids.enterprises.tongchuang }, { token });
    expect(body).toEqual({
      success: false,
      code: ErrorCode.Denied,
      message: ErrorMessage.NotEnterpriseMember,
      result: null,
    });
    expect(await currentOf(server.ids.people.hejing)).toBe(server.ids.enterprises.huazhu);
  });

  it('refuses bad input, changing nothing', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(api.enterprise.switch, { id: 42 }, { token });
    expect(body).toMatchObject({
      success: false,
      code: ErrorCode.InvalidRequest,
      message: expect.stringMatching(/^无效输入/),
    });
    expect(await currentOf(server.ids.people.liting)).toBe(server.ids.enterprises.huazhu);
  });
});

describe('GET /enterprise/entDutyList (the duties dictionary)', () => {
  it('answers the six duties in signing order, 100 a page', async () => {
    const { body } = await server.call(
      api.enterprise.duties,
      { pageNum: 1, pageSize: 100, isSign: 0 },
      {
        token: await server.login('liting'),
      },
    );
    expect(body.result.total).toBe(6);
    expect(body.result.list.map((d: { dictName: string }) => d.dictName)).toEqual(Object.values(StandardDuty));
    expect(body.result.list[0]).toEqual({
      id: server.ids.duties.huazhu.design,
      dictId: server.ids.duties.huazhu.design,
      dictName: '设计',
      alias: '设计',
      disabled: false,
      dutyRole: DutyRole.Normal,
      isSign: true,
      type: DutyType.DesignProject,
    });
  });

  it('filters by duty type (the duty-config page) and pages', async () => {
    const token = await server.login('liting');
    const design = await server.call(api.enterprise.duties, { type: DutyType.DesignProject }, { token });
    expect(design.body.result.list.map((d: { dictName: string }) => d.dictName)).toEqual(Object.values(StandardDuty));
    const posts = await server.call(api.enterprise.duties, { type: DutyType.PostSetting }, { token });
    expect(posts.body.result.list).toEqual([]);
    const page = await server.call(api.enterprise.duties, { pageNum: 2, pageSize: 4 }, { token });
    expect(page.body.result).toMatchObject({
      total: 6,
      list: [{ dictName: '专业负责人' }, { dictName: '项目负责人' }],
    });
  });

  it('denies another enterprise’s dictionary', async () => {
    const token = await server.login('hejing');
    const { body } = await server.call(
      api.enterprise.duties,
      { enterpriseId: server.ids.enterprises.tongchuang },
      { token },
    );
    expect(body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotEnterpriseMember });
    const liting = await server.call(
      api.enterprise.duties,
      { enterpriseId: server.ids.enterprises.tongchuang },
      { token: await server.login('liting') },
    );
    expect(liting.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotCurrentEnterprise });
  });

  it('refuses a bad isSign value with a message', async () => {
    const { body } = await server.call(api.enterprise.duties, { isSign: 3 }, { token: await server.login('liting') });
    expect(body).toMatchObject({ success: false, code: ErrorCode.InvalidRequest });
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /enterprise/getEntSpecialtyList', () => {
  it('answers the five specialties', async () => {
    const { body } = await server.call(api.enterprise.specialties, {}, { token: await server.login('liting') });
    expect(body.result.map((s: { dictName: string }) => s.dictName)).toEqual([
      '建筑',
      '结构',
      '给排水',
      '暖通',
      '电气',
    ]);
  });
});
