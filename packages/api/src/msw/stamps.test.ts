import { describe, expect, it } from 'vitest';
import { EnterpriseStampListType, OwnerType, StampEnabled, StampType } from '../entities/constants';
import { fixtureServer, refusalOf as refusal } from './fixtureClients';

const fixtures = fixtureServer();
const { admin, staff, clientOf } = fixtures;

/** The header of a PNG of this size (the fixture probes the header only). */
function png(width: number, height: number): Blob {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new Blob([bytes], { type: 'image/png' });
}

describe('fixture stamp management', () => {
  it('creates an enterprise stamp from an uploaded image, for an administrator only', async () => {
    const image = await admin().stamp.uploadImage({ file: png(200, 200) });
    const input = {
      name: '合同专用章',
      stampType: StampType.Custom,
      ownerType: OwnerType.Enterprise,
      uuid: image.uuid,
      fileMd5: image.fileMd5,
      isManager: true,
    };
    const denied = await refusal(staff().stamp.create(input));
    expect(denied.message).toBe('只有企业管理员可以管理企业印章');
    const created = await admin().stamp.create(input);
    expect(created).toMatchObject({ name: '合同专用章', userId: null, userInfoVO: null, isEnable: '1' });
    const custom = await admin().stamp.enterpriseStamps({ type: EnterpriseStampListType.Custom });
    expect(custom.list.map((s) => s.name)).toContain('合同专用章');
    const unknown = await refusal(admin().stamp.create({ ...input, uuid: 'never-uploaded' }));
    expect(unknown.message).toBe('印章图片不存在，请重新上传');
  });

  it('refuses deleting a stamp an approval in progress places, with the reason', async () => {
    const inUse = await refusal(admin().stamp.delete({ stampId: 'st-101' }));
    expect(inUse.message).toBe('印章正在审批中使用，无法删除');
    expect(fixtures.store().state.stamps.some((s) => s.stampId === 'st-101')).toBe(true);
    // Once the approval has ended, it may go.
    fixtures.store().approval('a-001').act.status = '4';
    await admin().stamp.delete({ stampId: 'st-101' });
    expect(fixtures.store().state.stamps.some((s) => s.stampId === 'st-101')).toBe(false);
  });

  it('lets only an administrator enable, disable or delete an enterprise stamp; an owner their own', async () => {
    expect(
      (await refusal(staff().stamp.setEnabled({ stampId: 'st-202', isEnable: StampEnabled.Disabled }))).message,
    ).toBe('只有企业管理员可以管理企业印章');
    expect((await refusal(staff().stamp.delete({ stampId: 'st-001' }))).message).toBe('只能管理自己的个人印章');
    await staff().stamp.setEnabled({ stampId: 'st-002', isEnable: StampEnabled.Disabled });
    expect(fixtures.store().stamp('st-002').isEnable).toBe('0');
  });

  it('hands an enterprise stamp to another member, sets and clears a deadline', async () => {
    await admin().stamp.updateInfo({ stampId: 'st-202', managerId: 'u-006', deadline: '2027-12-31' });
    expect(fixtures.store().stamp('st-202')).toMatchObject({ userId: 'u-006', deadline: '2027-12-31' });
    expect(fixtures.store().stamp('st-202').userInfoVO?.realname).toBe('赵雪梅');
    await admin().stamp.updateInfo({ stampId: 'st-202', deadline: null });
    expect(fixtures.store().stamp('st-202').deadline).toBeNull();
    expect((await refusal(admin().stamp.updateInfo({ stampId: 'st-202', deadline: '2027-02-30' }))).message).toBe(
      '有效期格式应为YYYY-MM-DD',
    );
    expect((await refusal(admin().stamp.updateInfo({ stampId: 'st-001', managerId: 'u-002' }))).message).toBe(
      '只有企业印章可以指定管理人',
    );
    expect((await refusal(staff().stamp.updateInfo({ stampId: 'st-202', managerId: 'u-002' }))).message).toBe(
      '只有企业管理员可以管理企业印章',
    );
  });

  it('batch-creates empty signatures for members without one, which they fill with updateMd5', async () => {
    expect((await refusal(staff().stamp.batchCreate({ userIdList: ['u-012'] }))).message).toBe(
      '只有企业管理员可以进行此操作',
    );
    await admin().stamp.batchCreate({ userIdList: ['u-001', 'u-012'] });
    const slots = fixtures
      .store()
      .state.stamps.filter((s) => s.stampType === StampType.PersonalSignature && s.userId === 'u-012');
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ name: '何静', fileMd5: '', ownerType: OwnerType.Personal });
    // 陈建国 had one already: none added.
    expect(
      fixtures.store().state.stamps.filter((s) => s.stampType === 0 && s.userId === 'u-001' && s.ownerType === 1),
    ).toHaveLength(1);
    const slot = slots[0];
    if (!slot) throw new Error('no slot');
    expect((await refusal(admin().stamp.image({ stampId: slot.stampId }))).message).toBe('该印章没有图片');
    // Only its owner fills it.
    const image = await admin().stamp.uploadImage({ file: png(120, 60) });
    expect(
      (await refusal(admin().stamp.updateMd5({ id: slot.stampId, uuid: image.uuid, fileMd5: image.fileMd5 }))).message,
    ).toBe('只能由本人更换个人签名或印章的图片');
    fixtures.store().state.sessions['fixture-token-hejing'] = 'u-012';
    const hejing = clientOf('fixture-token-hejing', 'u-012');
    const own = await hejing.stamp.uploadImage({ file: png(120, 60) });
    await hejing.stamp.updateMd5({ id: slot.stampId, uuid: own.uuid, fileMd5: own.fileMd5 });
    expect(fixtures.store().stamp(slot.stampId).fileMd5).toBe(own.fileMd5);
    expect((await hejing.stamp.image({ stampId: slot.stampId })).size).toBeGreaterThan(0);
  });

  it('lists the stamps no approval in progress places, and the people with their stamps for an administrator', async () => {
    const free = await admin().stamp.notInUse({ type: StampType.Output, ownerType: OwnerType.Enterprise });
    expect(free.map((s) => s.stampId)).toEqual(['st-102']);
    const people = await admin().stamp.personnelStamps({ searchString: '王海涛' });
    expect(people.list).toHaveLength(1);
    expect(people.list[0]?.stamps.map((s) => s.stampId).sort()).toEqual(['st-003', 'st-203', 'st-302']);
    expect((await refusal(staff().stamp.personnelStamps({}))).message).toBe('只有企业管理员可以进行此操作');
  });

  it('draws a seal for a seeded stamp that has no uploaded image', async () => {
    const blob = await admin().stamp.image({ stampId: 'st-101' });
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toContain('华筑设计出图专用章');
  });
});
