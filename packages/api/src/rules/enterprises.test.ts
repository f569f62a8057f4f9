import { describe, expect, it } from 'vitest';
import { EnterpriseScale } from '../entities/constants';
import { ResponseCode } from '../response/codes';
import {
  auditRefusal,
  createEnterpriseFormSchema,
  createEnterpriseRefusal,
  ENTERPRISE_EXPIRY_NOTICE_DAYS,
  EnterpriseMessage,
  enterpriseDaysLeft,
  expiredEnterpriseRefusal,
  expiryNoticeDue,
  INVITATION_CODE_LENGTH,
  invitationCodeFrom,
  isEnterpriseExpired,
  isInvitationCode,
  JoinRequestStatus,
  joinEnterpriseFormSchema,
  joinRefusal,
  memberCallRefusal,
  regionLevel,
} from './enterprises';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the create form (5.1)', () => {
  it('names every missing field with its message', () => {
    const result = createEnterpriseFormSchema.safeParse({ province: '', city: '', district: '', enterpriseName: ' ' });
    expect(firstMessages(result)).toEqual({
      province: EnterpriseMessage.ProvinceRequired,
      city: EnterpriseMessage.CityRequired,
      district: EnterpriseMessage.DistrictRequired,
      enterpriseName: EnterpriseMessage.NameRequired,
      companySize: EnterpriseMessage.ScaleRequired,
    });
  });

  it('takes 1 to 40 characters of name', () => {
    const base = { province: '330000', city: '330100', district: '330106', companySize: EnterpriseScale.Under20 };
    expect(createEnterpriseFormSchema.safeParse({ ...base, enterpriseName: '建'.repeat(40) }).success).toBe(true);
    expect(firstMessages(createEnterpriseFormSchema.safeParse({ ...base, enterpriseName: '建'.repeat(41) }))).toEqual({
      enterpriseName: EnterpriseMessage.NameTooLong,
    });
  });
});

describe('the join form (5.2)', () => {
  it('needs an enterprise; the comment is optional', () => {
    expect(firstMessages(joinEnterpriseFormSchema.safeParse({ enterpriseId: '' }))).toEqual({
      enterpriseId: EnterpriseMessage.JoinEnterpriseRequired,
    });
    expect(joinEnterpriseFormSchema.safeParse({ enterpriseId: 'e1' }).success).toBe(true);
  });
});

describe('regions and codes', () => {
  it('reads the level from a GB/T 2260 code', () => {
    expect(regionLevel('330000')).toBe('province');
    expect(regionLevel('330100')).toBe('city');
    expect(regionLevel('330106')).toBe('district');
    expect(regionLevel('441900003')).toBe('district');
    expect(regionLevel('3301')).toBeNull();
  });

  it('makes invitation codes it recognises', () => {
    const code = invitationCodeFrom([0, 7, 200, 255, 31, 62, 93, 124]);
    expect(code).toHaveLength(INVITATION_CODE_LENGTH);
    expect(isInvitationCode(code)).toBe(true);
    expect(isInvitationCode(code.toLowerCase())).toBe(true);
    expect(isInvitationCode('华筑设计研究院有限')).toBe(false);
    expect(isInvitationCode('ABCDEFG0')).toBe(false);
  });
});

describe('the server-side refusals', () => {
  const facts = { regionCode: '330106', regionKnown: true, nameTakenInDistrict: false, enterpriseName: '甲' };
  it('create: a known district, a name free there (30002)', () => {
    expect(createEnterpriseRefusal(facts)).toBeNull();
    expect(createEnterpriseRefusal({ ...facts, regionCode: '330100' })?.message).toBe(
      EnterpriseMessage.RegionNotDistrict,
    );
    expect(createEnterpriseRefusal({ ...facts, regionKnown: false })?.code).toBe(ResponseCode.Error);
    expect(createEnterpriseRefusal({ ...facts, nameTakenInDistrict: true })).toEqual({
      code: ResponseCode.EnterpriseCreateWarning,
      message: EnterpriseMessage.nameTakenInDistrict('甲'),
    });
  });

  it('join: 40003 for a member or a second request', () => {
    const ok = { enterpriseExists: true, isMember: false, hasPendingRequest: false };
    expect(joinRefusal(ok)).toBeNull();
    expect(joinRefusal({ ...ok, enterpriseExists: false })?.message).toBe(EnterpriseMessage.EnterpriseNotFound);
    expect(joinRefusal({ ...ok, isMember: true })).toEqual({
      code: ResponseCode.JoinEnterpriseWarning,
      message: EnterpriseMessage.AlreadyMember,
    });
    expect(joinRefusal({ ...ok, hasPendingRequest: true })?.message).toBe(EnterpriseMessage.AlreadyRequested);
  });

  it('audit: a pending request of the administrator’s enterprise', () => {
    const request = { enterpriseId: 'e1', status: JoinRequestStatus.Pending };
    expect(auditRefusal({ request, enterpriseId: 'e1' })).toBeNull();
    expect(auditRefusal({ request: undefined, enterpriseId: 'e1' })?.message).toBe(
      EnterpriseMessage.JoinRequestNotFound,
    );
    expect(auditRefusal({ request, enterpriseId: 'e2' })?.message).toBe(
      EnterpriseMessage.JoinRequestOfAnotherEnterprise,
    );
    expect(auditRefusal({ request: { ...request, status: JoinRequestStatus.Approved }, enterpriseId: 'e1' })).toEqual({
      code: ResponseCode.Warning,
      message: EnterpriseMessage.JoinRequestHandled,
    });
  });
});

describe('an enterprise’s expiry (001 sections 2.4, 8.2)', () => {
  const now = new Date('2026-11-27T10:00:00+08:00');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it('counts the days left, a part day as a day, none without an expiry', () => {
    expect(enterpriseDaysLeft(null, now)).toBeNull();
    expect(enterpriseDaysLeft(inDays(10), now)).toBe(10);
    expect(enterpriseDaysLeft(inDays(0.1), now)).toBe(1);
    expect(enterpriseDaysLeft(now, now)).toBe(0);
    expect(enterpriseDaysLeft(inDays(-3), now)).toBe(0);
    expect(isEnterpriseExpired(now, now)).toBe(true);
    expect(isEnterpriseExpired(inDays(0.01), now)).toBe(false);
    expect(isEnterpriseExpired(null, now)).toBe(false);
  });

  it('shows the renewal banner only in the last ENTERPRISE_EXPIRY_NOTICE_DAYS days before it', () => {
    expect(
      [null, undefined, 0, 1, ENTERPRISE_EXPIRY_NOTICE_DAYS, ENTERPRISE_EXPIRY_NOTICE_DAYS + 1].map(expiryNoticeDue),
    ).toEqual([false, false, false, true, true, false]);
    expect(EnterpriseMessage.expiresSoon('2026-12-07', 10)).toBe(
      '当前企业将于2026-12-07到期（剩余10天），请联系客服续费',
    );
    expect(EnterpriseMessage.expiresSoon('2026-11-27', 1)).toBe('当前企业将于2026-11-27到期，请尽快联系客服续费');
  });

  it('refuses with 8.2’s error toast once passed', () => {
    expect(expiredEnterpriseRefusal()).toEqual({ code: 40009, message: '当前企业已过期，请切换至其他企业' });
  });

  it('refuses a member call without an enterprise (2.4) or with an expired one (8.2), lets it go otherwise', () => {
    expect(memberCallRefusal(null)).toEqual({ code: 40009, message: '您尚未加入任何企业，请创建企业或申请加入企业' });
    expect(memberCallRefusal({ expired: true })).toEqual(expiredEnterpriseRefusal());
    expect(memberCallRefusal({ expired: false })).toBeNull();
  });
});
