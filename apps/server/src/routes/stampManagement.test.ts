import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  ApprovalStatus,
  ApprovalType,
  api,
  EnterpriseStampListType,
  Flag,
  HeaderNames,
  LinearMode,
  OwnerType,
  StampEnabled,
  StampImageMessage,
  StampingState,
  StampType,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDrawings, approvalStamps, approvals, StampUsage, stampLogs } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { recordStampUses, StampOperation } from '../stamps/stampLog';
import { StampMessage } from '../stamps/stampRules';
import { newApprovalId, orderedSubmission, quickSubmission } from '../testing/approvals';
import { type DrawingRef, recognisedRefs } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { sealPng } from '../testing/images';

let server: TestServer;

/** 建施-01 and 建施-02, recognised in beforeAll: 李婷 signs them as designer. */
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
let arch: DrawingRef[];

beforeAll(async () => {
  server = await createTestServer();
  arch = await recognisedRefs(server, 'binjiang', ARCH);
});
afterAll(() => server?.close());

const huazhu = () => server.ids.enterprises.huazhu as string;
const as = async (key: PersonKey) => ({ token: await server.login(key) });

/** A 64×64 JPEG: white paper with a dark red square in the middle. */
function scannedJpeg(): Buffer {
  const data = Buffer.alloc(64 * 64 * 4, 255);
  for (let y = 16; y < 48; y++) {
    for (let x = 16; x < 48; x++) {
      const at = (y * 64 + x) * 4;
      data[at] = 150;
      data[at + 1] = 10;
      data[at + 2] = 10;
    }
  }
  return jpeg.encode({ width: 64, height: 64, data }, 95).data;
}

const blob = (bytes: Uint8Array, type: string) => new Blob([bytes], { type });

async function upload(key: PersonKey, bytes: Uint8Array, type = 'image/png') {
  return server.call(api.stamp.uploadImage, { file: blob(bytes, type) }, await as(key));
}

/** Uploads the seal PNG as this person and answers its uuid and MD5. */
async function uploaded(key: PersonKey) {
  const { body } = await upload(key, sealPng().bytes);
  expect(body.success).toBe(true);
  return body.result as { uuid: string; fileMd5: string };
}

async function stored(uuid: string): Promise<PNG> {
  return PNG.sync.read(await buffer(await server.files.get(`stamp-images/${uuid}.png`)));
}

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4)];

/** An in-progress quick approval of 滨江 placing these stamps on these drawings, written as a submission would. */
async function inProgressApproval(stampIds: string[], drawings: DrawingRef[] = []) {
  const id = randomUUID();
  await server.db.insert(approvals).values({
    id,
    enterpriseId: huazhu(),
    projectId: server.ids.projects.binjiang,
    actName: `快速签章-${id.slice(0, 8)}`,
    moduleType: ApprovalType.Project,
    kind: 'quick',
    status: ApprovalStatus.InProgress,
    isLinear: LinearMode.Parallel,
    isCa: Flag.No,
    signMan: server.person('chenjianguo'),
    launchedBy: server.person('chenjianguo'),
  });
  if (stampIds.length) {
    await server.db
      .insert(approvalStamps)
      .values(stampIds.map((stampId, position) => ({ approvalId: id, usage: StampUsage.Custom, position, stampId })));
  }
  if (drawings.length) {
    await server.db.insert(approvalDrawings).values(
      drawings.map((d, position) => ({
        approvalId: id,
        resourceId: d.resId,
        recordId: d.recordId,
        batch: 0,
        position,
      })),
    );
  }
  return id;
}

describe('POST /stamp/v2/uploadStampImage (stamp.uploadImage)', () => {
  it('refuses a GIF, a truncated PNG, a file over 2 MB and an empty form with the shared messages', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    expect((await upload('liting', gif, 'image/gif')).body).toMatchObject({
      success: false,
      code: ErrorCode.InvalidRequest,
      message: StampImageMessage.Format,
    });
    const whole = sealPng().bytes;
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect((await upload('liting', truncated)).body).toMatchObject({
      code: ErrorCode.InvalidRequest,
      message: StampImageMessage.Unreadable,
    });
    const huge = Buffer.concat([whole, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload('liting', huge)).body).toMatchObject({ message: StampImageMessage.TooLarge });
    const tiny = new PNG({ width: 8, height: 8 });
    expect((await upload('liting', PNG.sync.write(tiny))).body).toMatchObject({
      message: StampImageMessage.TooSmall,
    });
    const empty = await server.call(api.stamp.uploadImage, {}, await as('liting'));
    expect(empty.body).toMatchObject({ success: false, code: ErrorCode.InvalidRequest });
    const anonymous = await server.call(api.stamp.uploadImage, { file: blob(whole, 'image/png') });
    expect(anonymous.status).toBe(500);
    expect(anonymous.body.message).toBe(ErrorMessage.TokenInvalid);
  });

  it('keeps a PNG’s alpha channel exactly and answers the stored PNG’s MD5 and size', async () => {
    const seal = sealPng();
    const { body } = await upload('liting', seal.bytes);
    expect(body.result).toMatchObject({ width: 64, height: 64, fileMd5: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const png = await stored(body.result.uuid);
    expect(Buffer.from(png.data).equals(seal.rgba)).toBe(true);
    expect(pixel(png, 32, 32)).toEqual([200, 16, 24, 255]);
    expect(pixel(png, 32 + 23, 32)).toEqual([200, 16, 24, 128]);
    expect(pixel(png, 0, 0)[3]).toBe(0);
  });

  it('makes a JPEG’s white paper transparent and keeps its ink opaque', async () => {
    const { body } = await upload('liting', scannedJpeg(), 'image/jpeg');
    expect(body.result).toMatchObject({ width: 64, height: 64 });
    const png = await stored(body.result.uuid);
    expect(pixel(png, 2, 2)[3]).toBe(0);
    expect(pixel(png, 61, 61)[3]).toBe(0);
    const ink = pixel(png, 32, 32);
    expect(ink[3]).toBe(255);
    expect(ink[0]).toBeGreaterThan(120);
    expect(ink[1]).toBeLessThan(40);
  });

  it('treats an opaque PNG (a scan saved as PNG) like a JPEG', async () => {
    const scan = new PNG({ width: 64, height: 64 });
    scan.data.fill(255);
    for (let at = (32 * 64 + 32) * 4, n = 0; n < 4; n++) scan.data[at + n] = n === 3 ? 255 : 0;
    const { body } = await upload('liting', PNG.sync.write(scan));
    const png = await stored(body.result.uuid);
    expect(pixel(png, 0, 0)[3]).toBe(0);
    expect(pixel(png, 32, 32)).toEqual([0, 0, 0, 255]);
  });
});

describe('POST /stamp/v2/createStamp (stamp.create) and the image', () => {
  it('refuses an enterprise stamp to a member who is not an administrator', async () => {
    const image = await uploaded('liting');
    const { body } = await server.call(
      api.stamp.create,
      { name: '李婷的出图章', stampType: StampType.Output, ownerType: OwnerType.Enterprise, isManager: true, ...image },
      await as('liting'),
    );
    expect(body).toMatchObject({ code: ErrorCode.Denied, message: StampMessage.OnlyAdminManagesEnterpriseStamps });
  });

  it('refuses a personal stamp for another person, another person’s image, a wrong MD5, a wrong type', async () => {
    const image = await uploaded('liting');
    const personal = { name: '王海涛', stampType: StampType.PersonalSignature, ownerType: OwnerType.Personal };
    const cases: [PersonKey, Record<string, unknown>, string][] = [
      ['liting', { ...personal, userId: server.person('wanghaitao'), ...image }, StampMessage.PersonalStampForOthers],
      // An administrator issues registration stamps, not other people's signatures.
      [
        'chenjianguo',
        { ...personal, userId: server.person('wanghaitao'), ...image },
        StampMessage.PersonalStampForOthers,
      ],
      ['wanghaitao', { ...personal, ...image }, StampMessage.ImageNotFound],
      ['liting', { ...personal, uuid: image.uuid, fileMd5: '0'.repeat(32) }, StampMessage.ImageMd5Mismatch],
      ['liting', { ...personal, stampType: StampType.Output, ...image }, StampMessage.PersonalStampType],
      ['chenjianguo', { ...personal, ownerType: OwnerType.Enterprise, ...image }, StampMessage.EnterpriseStampType],
    ];
    for (const [key, data, message] of cases) {
      const { body } = await server.call(api.stamp.create, { isManager: false, ...data }, await as(key));
      expect({ key, message: body.message, success: body.success }).toEqual({ key, message, success: false });
    }
  });

  it('creates an enterprise stamp from the administrator’s image, served as PNG to the enterprise only', async () => {
    const image = await uploaded('chenjianguo');
    const { body } = await server.call(
      api.stamp.create,
      {
        name: '华筑设计出图章（2026版）',
        stampType: StampType.Output,
        ownerType: OwnerType.Enterprise,
        isManager: true,
        ...image,
      },
      await as('chenjianguo'),
    );
    expect(body.result).toMatchObject({
      name: '华筑设计出图章（2026版）',
      stampType: StampType.Output,
      ownerType: OwnerType.Enterprise,
      uuid: image.uuid,
      fileMd5: image.fileMd5,
      isEnable: StampEnabled.Enabled,
    });
    const filePath: string = body.result.filePath;
    expect(filePath).toMatch(/\/stamp\/v2\/getStampImage\?stampId=/);
    // The path is the call the portal's client makes (with its session header).
    const fetched = await server.app.inject({
      method: 'GET',
      url: filePath,
      headers: { [HeaderNames.Token]: await server.login('liting') },
    });
    expect(fetched.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(fetched.rawPayload);
    expect(Buffer.from(png.data).equals(sealPng().rgba)).toBe(true);

    const outsider = await server.call(api.stamp.image, { stampId: body.result.stampId }, await as('xuwenbo'));
    expect(outsider.body).toMatchObject({ success: false, message: StampMessage.StampNotFound });
    const without = await server.call(api.stamp.image, { stampId: server.stamp('技术质量部章') }, await as('liting'));
    expect(without.body.message).toBe(StampMessage.NoImage);

    const listed = await server.call(
      api.stamp.enterpriseStamps,
      { type: EnterpriseStampListType.Output },
      await as('liting'),
    );
    expect(listed.body.result.list.map((s: { name: string }) => s.name)).toContain('华筑设计出图章（2026版）');
    const seeded = listed.body.result.list.find((s: { name: string }) => s.name === '华筑设计出图专用章');
    expect(seeded.filePath).toBe('');
  });

  it('lets a member create their own signature and an administrator issue a registration stamp', async () => {
    const own = await server.call(
      api.stamp.create,
      {
        name: '张敏',
        stampType: StampType.PersonalSignature,
        ownerType: OwnerType.Personal,
        isManager: false,
        ...(await uploaded('zhangmin')),
      },
      await as('zhangmin'),
    );
    expect(own.body.result).toMatchObject({ userId: server.person('zhangmin'), ownerType: OwnerType.Personal });
    const issued = await server.call(
      api.stamp.create,
      {
        name: '一级注册建筑师 周晓燕',
        stampType: StampType.Registration,
        ownerType: OwnerType.Personal,
        userId: server.person('zhouxiaoyan'),
        isManager: false,
        ...(await uploaded('chenjianguo')),
      },
      await as('chenjianguo'),
    );
    expect(issued.body.result).toMatchObject({
      userId: server.person('zhouxiaoyan'),
      userInfoVO: { realname: '周晓燕' },
    });
  });
});

describe('POST /stamp/v2/updateMd5 (stamp.updateMd5)', () => {
  it('replaces the image for the owner only: no administrator puts a signature in someone’s name', async () => {
    const byAdmin = await server.call(
      api.stamp.updateMd5,
      { id: server.stamp('李婷'), ...(await uploaded('chenjianguo')) },
      await as('chenjianguo'),
    );
    expect(byAdmin.body).toMatchObject({ code: ErrorCode.Denied, message: StampMessage.OnlyOwnerReplacesImage });
    const image = await uploaded('liting');
    const byOwner = await server.call(api.stamp.updateMd5, { id: server.stamp('李婷'), ...image }, await as('liting'));
    expect(byOwner.body.success).toBe(true);
    const mine = await server.call(api.stamp.list, { ownerType: OwnerType.Personal }, await as('liting'));
    expect(mine.body.result.list.find((s: { name: string }) => s.name === '李婷')).toMatchObject({
      fileMd5: image.fileMd5,
      filePath: expect.stringContaining(image.fileMd5),
    });
    const enterprise = await server.call(
      api.stamp.updateMd5,
      { id: server.stamp('技术质量部章'), ...image },
      await as('liting'),
    );
    expect(enterprise.body.message).toBe(StampMessage.OnlyAdminManagesEnterpriseStamps);
  });
});

describe('POST /stamp/v2/delStamp (stamp.delete)', () => {
  it('refuses a member deleting an enterprise stamp or another person’s stamp', async () => {
    const enterprise = await server.call(
      api.stamp.delete,
      { stampId: server.stamp('图纸审查专用章') },
      await as('liting'),
    );
    expect(enterprise.body).toMatchObject({
      code: ErrorCode.Denied,
      message: StampMessage.OnlyAdminManagesEnterpriseStamps,
    });
    const other = await server.call(api.stamp.delete, { stampId: server.stamp('王海涛') }, await as('liting'));
    expect(other.body.message).toBe(StampMessage.OnlyOwnerManagesPersonalStamp);
  });

  it('refuses a stamp an in-progress approval places, then deletes it once the approval is over', async () => {
    const token = await as('chenjianguo');
    const stampId = server.stamp('图纸审查专用章');
    const actId = await inProgressApproval([stampId], arch);
    const refused = await server.call(api.stamp.delete, { stampId }, token);
    expect(refused.body).toMatchObject({
      success: false,
      code: ErrorCode.NotReady,
      message: '印章正在审批中使用，无法删除',
    });
    const free = await server.call(
      api.stamp.notInUse,
      { type: StampType.Custom, ownerType: OwnerType.Enterprise },
      token,
    );
    expect(free.body.result.map((s: { name: string }) => s.name)).toEqual(['技术质量部章']);

    const { eq } = await import('drizzle-orm');
    await server.db
      .update(approvals)
      .set({ status: ApprovalStatus.Passed, stampingState: StampingState.Stamping })
      .where(eq(approvals.id, actId));
    expect((await server.call(api.stamp.delete, { stampId }, token)).body.message).toBe(StampMessage.StampInUse);
    await server.db.update(approvals).set({ stampingState: StampingState.Stamped }).where(eq(approvals.id, actId));
    expect((await server.call(api.stamp.delete, { stampId }, token)).body.success).toBe(true);

    const custom = await server.call(api.stamp.enterpriseStamps, { type: EnterpriseStampListType.Custom }, token);
    expect(custom.body.result.list.map((s: { name: string }) => s.name)).toEqual(['技术质量部章']);
    const again = await server.call(api.stamp.setEnabled, { stampId, isEnable: StampEnabled.Enabled }, token);
    expect(again.body.message).toBe(StampMessage.StampNotFound);
    // The approval that placed it still shows it on its files.
    const files = await server.call(api.approval.files, { actId }, token);
    const placed = files.body.result.flatMap((g: { children: { stampList: { name: string }[] }[] }) =>
      g.children.flatMap((f) => f.stampList.map((s) => s.name)),
    );
    expect(placed).toContain('图纸审查专用章');
  });

  it('refuses a signature whose owner signs a drawing of an in-progress approval', async () => {
    const actId = await inProgressApproval([], arch);
    const refused = await server.call(api.stamp.delete, { stampId: server.stamp('李婷') }, await as('liting'));
    expect(refused.body).toMatchObject({ code: ErrorCode.NotReady, message: StampMessage.SignatureInUse });
    const { eq } = await import('drizzle-orm');
    await server.db.update(approvals).set({ status: ApprovalStatus.Withdrawn }).where(eq(approvals.id, actId));
    // 何静 signs nothing: her signature slot goes at once.
    await server.call(api.stamp.batchCreate, { userIdList: [server.person('hejing')] }, await as('chenjianguo'));
    const slots = await server.call(api.stamp.personnelStamps, { searchString: '何静' }, await as('chenjianguo'));
    const slot = slots.body.result.list[0].stamps[0];
    expect((await server.call(api.stamp.delete, { stampId: slot.stampId }, await as('hejing'))).body.success).toBe(
      true,
    );
  });
});

describe('disabled stamps (stamp.setEnabled) and the submissions', () => {
  it('lets only a manager disable; a quick and an ordered submission then refuse the disabled stamps', async () => {
    const admin = await as('chenjianguo');
    const member = await server.call(
      api.stamp.setEnabled,
      { stampId: server.stamp('技术质量部章'), isEnable: StampEnabled.Disabled },
      await as('liting'),
    );
    expect(member.body.message).toBe(StampMessage.OnlyAdminManagesEnterpriseStamps);
    for (const name of ['技术质量部章', '一级注册建筑师 黄伟', '吴磊']) {
      const { body } = await server.call(
        api.stamp.setEnabled,
        { stampId: server.stamp(name), isEnable: StampEnabled.Disabled },
        admin,
      );
      expect(body.success).toBe(true);
    }
    const uid = () => newApprovalId(server);
    const quick = quickSubmission(server, {
      approvalName: '快速签章-20260401090000',
      drawings: arch,
      stamps: ['一级注册建筑师 陈建国'],
      approvers: ['wulei'],
    });
    const custom = await server.call(
      api.quickApproval.submit,
      { ...quick, id: await uid(), customizedStampIds: [server.stamp('技术质量部章')] },
      admin,
    );
    expect(custom.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: ErrorMessage.CustomStampNotFound });
    const registration = await server.call(
      api.quickApproval.submit,
      {
        ...quick,
        id: await uid(),
        fastInfoVOS: [{ ...quick.fastInfoVOS[0], stampIdList: [server.stamp('一级注册建筑师 黄伟')] }],
      },
      admin,
    );
    expect(registration.body.message).toBe(ErrorMessage.RegistrationStampNotFound);

    const ordered = orderedSubmission(server, {
      approvalName: '按序签章-20260401090000',
      fileList: arch,
      stampKeyList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
    });
    const signature = await server.call(
      api.orderedSigning.submit,
      {
        ...ordered,
        id: await uid(),
        autographStampList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('吴磊') }],
      },
      admin,
    );
    expect(signature.body.message).toBe(ErrorMessage.SignatureStampNotFound);
    const stampKey = await server.call(
      api.orderedSigning.submit,
      {
        ...ordered,
        id: await uid(),
        stampKeyList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 黄伟') }],
      },
      admin,
    );
    expect(stampKey.body.message).toBe(ErrorMessage.RegistrationStampNotFound);

    // Enabled again, the same stamp passes that rule (the submission then stops later or launches).
    await server.call(
      api.stamp.setEnabled,
      { stampId: server.stamp('技术质量部章'), isEnable: StampEnabled.Enabled },
      admin,
    );
    const list = await server.call(
      api.stamp.list,
      { ownerType: OwnerType.Enterprise, status: StampEnabled.Disabled },
      admin,
    );
    expect(list.body.result.list.map((s: { name: string }) => s.name)).toEqual(['华筑设计出图章（2021版）']);
  });
});

describe('POST /stamp/v2/updateStampInfo (stamp.updateInfo)', () => {
  it('reassigns an enterprise stamp’s manager: administrators only, to a member of the enterprise', async () => {
    const stampId = server.stamp('华筑设计出图专用章');
    const byMember = await server.call(
      api.stamp.updateInfo,
      { stampId, managerId: server.person('wulei') },
      await as('liting'),
    );
    expect(byMember.body.message).toBe(StampMessage.OnlyAdminManagesEnterpriseStamps);
    const admin = await as('chenjianguo');
    const outsider = await server.call(api.stamp.updateInfo, { stampId, managerId: server.person('gaojun') }, admin);
    expect(outsider.body).toMatchObject({ code: ErrorCode.Denied, message: StampMessage.ManagerNotMember });
    const personal = await server.call(
      api.stamp.updateInfo,
      { stampId: server.stamp('一级注册建筑师 吴磊'), managerId: server.person('liting') },
      admin,
    );
    expect(personal.body.message).toBe(StampMessage.ManagerOnlyForEnterpriseStamps);
    const done = await server.call(api.stamp.updateInfo, { stampId, managerId: server.person('wulei') }, admin);
    expect(done.body.success).toBe(true);
    const output = await server.call(api.stamp.enterpriseStamps, { type: EnterpriseStampListType.Output }, admin);
    expect(output.body.result.list.find((s: { stampId: string }) => s.stampId === stampId)).toMatchObject({
      userId: server.person('wulei'),
      userInfoVO: { realname: '吴磊' },
    });
  });

  it('renames (owner), and sets a deadline only on a stamp without certificate (administrator)', async () => {
    const renamed = await server.call(
      api.stamp.updateInfo,
      { stampId: server.stamp('二级注册建筑师 李婷'), name: '二级注册建筑师 李婷（新）' },
      await as('liting'),
    );
    expect(renamed.body.success).toBe(true);
    const ownDeadline = await server.call(
      api.stamp.updateInfo,
      { stampId: server.stamp('二级注册建筑师 李婷'), deadline: '2030-01-01' },
      await as('liting'),
    );
    expect(ownDeadline.body.message).toBe(StampMessage.OnlyAdmin);
    const admin = await as('chenjianguo');
    const caStamp = await server.call(
      api.stamp.updateInfo,
      { stampId: server.stamp('一级注册建筑师 陈建国'), deadline: '2030-01-01' },
      admin,
    );
    expect(caStamp.body.message).toBe(StampMessage.CaDeadline);
    const bad = await server.call(
      api.stamp.updateInfo,
      { stampId: server.stamp('二级注册建筑师 李婷'), deadline: '2030-02-30' },
      admin,
    );
    expect(bad.body.message).toBe(StampMessage.DeadlineFormat);
    const set = await server.call(
      api.stamp.updateInfo,
      { stampId: server.stamp('二级注册建筑师 李婷'), deadline: '2030-01-01' },
      admin,
    );
    expect(set.body.success).toBe(true);
  });
});

describe('signature slots and the personal stamp page', () => {
  it('creates signature slots for members without one, administrators only', async () => {
    const admin = await as('chenjianguo');
    const member = await server.call(
      api.stamp.batchCreate,
      { userIdList: [server.person('liuyang')] },
      await as('liting'),
    );
    expect(member.body.message).toBe(StampMessage.OnlyAdmin);
    const outsider = await server.call(api.stamp.batchCreate, { userIdList: [server.person('gaojun')] }, admin);
    expect(outsider.body.message).toBe(StampMessage.MembersNotInEnterprise);
    const made = await server.call(
      api.stamp.batchCreate,
      { userIdList: [server.person('liuyang'), server.person('liting')] },
      admin,
    );
    expect(made.body.success).toBe(true);
    await server.call(api.stamp.batchCreate, { userIdList: [server.person('liuyang')] }, admin);
    const page = await server.call(api.stamp.personnelStamps, { searchString: '15812345605' }, admin);
    expect(page.body.result.total).toBe(1);
    expect(page.body.result.list[0]).toMatchObject({ realname: '刘洋', phone: '15812345605' });
    expect(page.body.result.list[0].stamps).toEqual([
      expect.objectContaining({
        name: '刘洋',
        stampType: StampType.PersonalSignature,
        ownerType: OwnerType.Personal,
        filePath: '',
      }),
    ]);
    const liting = await server.call(api.stamp.personnelStamps, { searchString: '李婷' }, admin);
    expect(
      liting.body.result.list[0].stamps.filter(
        (s: { stampType: number }) => s.stampType === StampType.PersonalSignature,
      ),
    ).toHaveLength(1);
  });

  it('pages the members 50 at a time by default, for administrators only', async () => {
    const admin = await as('chenjianguo');
    const all = await server.call(api.stamp.personnelStamps, {}, admin);
    expect(all.body.result.total).toBe(12);
    expect(all.body.result.list).toHaveLength(12);
    const second = await server.call(api.stamp.personnelStamps, { pageNum: 2, pageSize: 5 }, admin);
    expect(second.body.result.list).toHaveLength(5);
    const member = await server.call(api.stamp.personnelStamps, {}, await as('liting'));
    expect(member.body).toMatchObject({ code: ErrorCode.Denied, message: StampMessage.OnlyAdmin });
    const paged = await server.call(
      api.stamp.enterpriseStamps,
      { type: EnterpriseStampListType.Registered, pageSize: 2, pageNum: 1 },
      admin,
    );
    expect(paged.body.result.list).toHaveLength(2);
    expect(paged.body.result.total).toBeGreaterThan(2);
  });
});

describe('GET /sys/log/getStampLog (stamp.log)', () => {
  it('logs the changes made above and the uses the stamping records, filtered by time', async () => {
    const admin = await as('chenjianguo');
    const actId = await inProgressApproval([]);
    await recordStampUses(server.db, [
      {
        stampId: server.stamp('华筑设计出图专用章'),
        userId: server.person('chenjianguo'),
        approvalId: actId,
        at: new Date('2025-03-06T09:40:12Z'),
      },
      {
        stampId: server.stamp('一级注册建筑师 吴磊'),
        userId: server.person('wulei'),
        approvalId: actId,
        at: new Date('2025-03-08T09:00:00Z'),
      },
    ]);
    const all = await server.call(api.stamp.log, { pageSize: 200 }, admin);
    const operations = all.body.result.list.map((e: { operation: string }) => e.operation);
    for (const operation of [
      StampOperation.Create,
      StampOperation.Delete,
      StampOperation.Disable,
      StampOperation.Enable,
      StampOperation.ReplaceImage,
      StampOperation.ChangeManager,
      StampOperation.Rename,
    ]) {
      expect(operations).toContain(operation);
    }

    const march6 = await server.call(api.stamp.log, { startTime: '2025-03-06', endTime: '2025-03-06' }, admin);
    expect(march6.body.result).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          stampName: '华筑设计出图专用章',
          realname: '陈建国',
          operation: expect.stringMatching(/^快速签章-.* 盖章$/),
          createTime: '2025-03-06 17:40:12',
          actId,
        }),
      ],
    });
    const until = await server.call(
      api.stamp.log,
      { startTime: '2025-03-06 17:40:13', endTime: '2025-03-08 17:00:00' },
      admin,
    );
    expect(until.body.result.list.map((e: { stampName: string }) => e.stampName)).toEqual(['一级注册建筑师 吴磊']);
    const bad = await server.call(api.stamp.log, { startTime: '6 March' }, admin);
    expect(bad.body.message).toBe(StampMessage.TimeFormat);

    // 吴磊 sees what he did and what was done with his stamps (his own, and the output stamp he now manages); not
    // the other stamps of the enterprise.
    const own = await server.call(api.stamp.log, { pageSize: 200 }, await as('wulei'));
    const names = new Set(own.body.result.list.map((e: { stampName: string }) => e.stampName));
    expect(names).toEqual(new Set(['一级注册建筑师 吴磊', '吴磊', '华筑设计出图专用章']));
    const byStamp = await server.call(api.stamp.log, { stampId: server.stamp('技术质量部章') }, admin);
    expect(byStamp.body.result.list.map((e: { operation: string }) => e.operation)).toEqual([
      StampOperation.Enable,
      StampOperation.Disable,
    ]);
    const other = await server.call(api.stamp.log, { enterpriseId: server.ids.enterprises.tongchuang }, admin);
    expect(other.body.success).toBe(false);
    const rows = await server.db.select().from(stampLogs);
    expect(rows.every((r) => r.enterpriseId === huazhu())).toBe(true);
  });
});

describe('personal stamps and enterprises (addStampEntInfo, delStampEnt, delUserStampEnt)', () => {
  it('brings a person’s own stamp into their other enterprise once, and takes stamps out again', async () => {
    const liting = await as('liting');
    const tongchuang = server.ids.enterprises.tongchuang as string;
    const own = await server.call(api.stamp.addToEnterprise, { stampId: server.stamp('二级注册建筑师 李婷') }, liting);
    // Still in 华筑: the stamp is already there.
    expect(own.body.message).toBe(StampMessage.AlreadyInEnterprise);
    const others = await server.call(api.stamp.addToEnterprise, { stampId: server.stamp('王海涛') }, liting);
    expect(others.body.message).toBe(StampMessage.StampNotFound);

    await server.call(api.enterprise.switch, { id: tongchuang }, liting);
    try {
      const added = await server.call(api.stamp.addToEnterprise, { stampId: server.stamp('李婷') }, liting);
      expect(added.body.success).toBe(true);
      const twice = await server.call(api.stamp.addToEnterprise, { stampId: server.stamp('李婷') }, liting);
      expect(twice.body.message).toBe(StampMessage.AlreadyInEnterprise);
      const mine = await server.call(api.stamp.list, { ownerType: OwnerType.Personal }, liting);
      expect(mine.body.result.list).toEqual([
        expect.objectContaining({ name: '李婷', stampType: StampType.PersonalSignature, filePath: expect.any(String) }),
      ]);
      const copy = mine.body.result.list[0];
      expect(copy.stampId).not.toBe(server.stamp('李婷'));
      expect(copy.filePath).not.toBe('');

      const enterpriseStamp = await server.call(
        api.stamp.removeFromEnterprise,
        { stampId: server.stamp('同创结构出图专用章') },
        await as('xuwenbo'),
      );
      expect(enterpriseStamp.body.message).toBe(StampMessage.NotPersonalStamp);
      const removed = await server.call(api.stamp.removeFromEnterprise, { stampId: copy.stampId }, liting);
      expect(removed.body.success).toBe(true);
      const after = await server.call(api.stamp.list, { ownerType: OwnerType.Personal }, liting);
      expect(after.body.result.total).toBe(0);
    } finally {
      await server.call(api.enterprise.switch, { id: huazhu() }, liting);
    }
  });

  it('takes every personal stamp of a person out of the enterprise: administrators only, none in use', async () => {
    const admin = await as('chenjianguo');
    const member = await server.call(
      api.stamp.removeUserFromEnterprise,
      { userId: server.person('zhenglihua') },
      await as('liting'),
    );
    expect(member.body.message).toBe(StampMessage.OnlyAdmin);
    const actId = await inProgressApproval([server.stamp('一级注册结构工程师 郑丽华')]);
    const busy = await server.call(api.stamp.removeUserFromEnterprise, { userId: server.person('zhenglihua') }, admin);
    expect(busy.body).toMatchObject({ code: ErrorCode.NotReady, message: StampMessage.StampInUse });
    const { eq } = await import('drizzle-orm');
    await server.db.update(approvals).set({ status: ApprovalStatus.Refused }).where(eq(approvals.id, actId));
    const done = await server.call(api.stamp.removeUserFromEnterprise, { userId: server.person('zhenglihua') }, admin);
    expect(done.body.success).toBe(true);
    const page = await server.call(api.stamp.personnelStamps, { searchString: '郑丽华' }, admin);
    expect(page.body.result.list[0].stamps).toEqual([]);
  });
});
