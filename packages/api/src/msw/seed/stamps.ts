import {
  ApplicationType,
  CaApprovalStatus,
  CertificateStatus,
  KeyStatus,
  OwnerType,
  StampEnabled,
  StampType,
} from '../../entities/constants';
import type { CaApplication, CaRecord, Stamp, StampLog } from '../../entities/stamp';
import { users } from './people';
import { md5 } from './projects';

/** The fixture firm's stamps and signatures, its CA organisations, keys and applications, and the stamp log. */

function stamp(
  stampId: string,
  name: string,
  stampType: StampType,
  ownerType: OwnerType,
  options: Partial<Stamp> = {},
): Stamp {
  const owner = options.userId ? users.find((u) => u.userId === options.userId) : undefined;
  return {
    stampId,
    id: stampId,
    name,
    stampType,
    ownerType,
    userId: null,
    uuid: `uuid-${stampId}`,
    isManager: ownerType === OwnerType.Enterprise,
    fileMd5: md5(stampId),
    isEnable: StampEnabled.Enabled,
    deadline: null,
    filePath: `/fixtures/stamps/${stampId}.png`,
    stampFileName: `${name}.png`,
    signCertSn: null,
    caOrgId: null,
    caOrgName: null,
    certificateStatus: CertificateStatus.NotApplied,
    userInfoVO: owner ? { realname: owner.realname, phone: owner.phone } : null,
    ...options,
  };
}

export const CFCA = { caOrgId: 'ca-org-1', caOrgName: 'CFCA 中国金融认证中心' };
export const BJCA = { caOrgId: 'ca-org-2', caOrgName: '北京数字认证股份有限公司' };
/** The enterprise's own CA, the built-in certification organisation (listed first). */
export const ENTERPRISE_CA = { caOrgId: 'ca-org-enterprise', caOrgName: '华筑企业CA（内置）' };
const withCa = (org: { caOrgId: string; caOrgName: string }, sn: string, deadline: string) => ({
  ...org,
  signCertSn: sn,
  deadline,
  certificateStatus:
    Date.parse(deadline) < Date.parse('2025-06-01') ? CertificateStatus.Expired : CertificateStatus.InUse,
});

export const stamps: Stamp[] = [
  stamp('st-001', '陈建国', StampType.PersonalSignature, OwnerType.Personal, {
    userId: 'u-001',
    ...withCa(CFCA, 'CFCA-2024-0001', '2027-12-31'),
  }),
  stamp('st-002', '李婷', StampType.PersonalSignature, OwnerType.Personal, { userId: 'u-002' }),
  stamp('st-003', '王海涛', StampType.PersonalSignature, OwnerType.Personal, {
    userId: 'u-003',
    ...withCa(CFCA, 'CFCA-2022-0107', '2024-12-31'),
  }),
  stamp('st-004', '张敏', StampType.PersonalSignature, OwnerType.Personal, { userId: 'u-004' }),
  stamp('st-005', '刘洋', StampType.PersonalSignature, OwnerType.Personal, { userId: 'u-005' }),
  stamp('st-006', '法定代表人签名章', StampType.PersonalSignature, OwnerType.Enterprise, { userId: 'u-001' }),
  stamp(
    'st-101',
    '华筑设计出图专用章',
    StampType.Output,
    OwnerType.Enterprise,
    withCa(CFCA, 'CFCA-2024-1001', '2027-06-30'),
  ),
  stamp('st-102', '华筑设计出图章（2021版）', StampType.Output, OwnerType.Enterprise, {
    isEnable: StampEnabled.Disabled,
    ...withCa(BJCA, 'BJCA-2021-0033', '2023-12-31'),
  }),
  stamp('st-103', '陈建国个人出图章', StampType.Output, OwnerType.Personal, { userId: 'u-001' }),
  stamp(
    'st-201',
    '图纸审查专用章',
    StampType.Custom,
    OwnerType.Enterprise,
    withCa(BJCA, 'BJCA-2024-0218', '2026-09-30'),
  ),
  stamp('st-202', '技术质量部章', StampType.Custom, OwnerType.Enterprise),
  stamp('st-203', '王海涛校审章', StampType.Custom, OwnerType.Personal, { userId: 'u-003' }),
  stamp('st-301', '一级注册建筑师 陈建国', StampType.Registration, OwnerType.Personal, {
    userId: 'u-001',
    ...withCa(CFCA, 'CFCA-2024-3001', '2028-03-31'),
  }),
  stamp('st-302', '一级注册结构工程师 王海涛', StampType.Registration, OwnerType.Personal, {
    userId: 'u-003',
    ...withCa(CFCA, 'CFCA-2021-3002', '2024-06-30'),
  }),
  stamp('st-303', '注册公用设备工程师 张敏', StampType.Registration, OwnerType.Personal, { userId: 'u-004' }),
  stamp('st-304', '一级注册建筑师 吴磊', StampType.Registration, OwnerType.Personal, { userId: 'u-009' }),
  stamp('st-305', '华筑设计注册执业章（院章）', StampType.Registration, OwnerType.Enterprise),
];

export const caRecords: CaRecord[] = [
  {
    id: 'cdk-001',
    cdk: 'HZCA-7Q2M-9XKD-41PA',
    descInfo: JSON.stringify({ realName: '陈建国', stampId: 'st-001' }),
    status: KeyStatus.Used,
    createTime: '2024-01-05 10:00:00',
  },
  {
    id: 'cdk-002',
    cdk: 'HZCA-3LNB-8TRE-02QZ',
    descInfo: '{}',
    status: KeyStatus.Unused,
    createTime: '2025-02-18 15:20:00',
  },
  {
    id: 'cdk-003',
    cdk: 'HZCA-5VWX-1MJD-77HC',
    descInfo: JSON.stringify({ realName: '王海涛', stampId: 'st-302' }),
    status: KeyStatus.Obsolete,
    createTime: '2021-07-01 09:30:00',
  },
];

/** A CA application as the fixture keeps it: what the review list shows, its organisation and key. */
export interface FixtureCaApplication extends CaApplication {
  caOrgId: string;
  cdk?: string | undefined;
}

/** The enterprise CA's own certificate in the fixture: a fixed self-signed certificate (its key was thrown away). */
export const FIXTURE_ROOT_CERTIFICATE = {
  subject: 'CN=Huazhu Enterprise CA, O=Huazhu Architectural Design Institute, C=CN',
  serialNumber: '5A3C1E0F9B27D4468E01',
  notBefore: '2025-01-01 00:00:00',
  notAfter: '2035-01-01 00:00:00',
  pem: [
    '-----BEGIN CERTIFICATE-----',
    'MIICVDCCAb2gAwIBAgIKWjweD5sn1EaOATANBgkqhkiG9w0BAQsFADBcMR0wGwYD',
    'VQQDExRIdWF6aHUgRW50ZXJwcmlzZSBDQTEuMCwGA1UEChMlSHVhemh1IEFyY2hp',
    'dGVjdHVyYWwgRGVzaWduIEluc3RpdHV0ZTELMAkGA1UEBhMCQ04wHhcNMjUwMTAx',
    'MDAwMDAwWhcNMzUwMTAxMDAwMDAwWjBcMR0wGwYDVQQDExRIdWF6aHUgRW50ZXJw',
    'cmlzZSBDQTEuMCwGA1UEChMlSHVhemh1IEFyY2hpdGVjdHVyYWwgRGVzaWduIElu',
    'c3RpdHV0ZTELMAkGA1UEBhMCQ04wgZ8wDQYJKoZIhvcNAQEBBQADgY0AMIGJAoGB',
    'AL9H56X/an6S6iLNYSJQZhN5uSe2KrcNehKMzIe3nTQCaOENqNbgKI5ox+BhKT6s',
    'UeEvgtDMZ1nVuw3tWaNegoAUHRR2tPGdVEUZzTdU8LmgbuOVog8W482hEKdO5EGj',
    'P1S1RGhFSiYog7ucD09+HnQ4COsSdhFxgQql+itgVWGlAgMBAAGjHTAbMAwGA1Ud',
    'EwQFMAMBAf8wCwYDVR0PBAQDAgEGMA0GCSqGSIb3DQEBCwUAA4GBAJqmNeM4ZK1t',
    'NTAUh8NSo3BcarV6zSyDvjJ8pSYa2gRyQnipEydZvUf4bDwEe/TCpQ/0nVq/h9Wh',
    'gghK14mDZplTGaT35iphvuKJc5LiX9bX9wLR9GlZ3JSyZYd5vKEmQKaEJ4OzFHFY',
    'rrhKLXLVYrjsIwsYU7YvL1+mgXHYKzK1',
    '-----END CERTIFICATE-----',
  ].join('\n'),
};

/** The CA applications the fixture starts with: the issued certificates' history and one refused renewal. */
export function seedCaApplications(): FixtureCaApplication[] {
  const passed = (
    id: string,
    stamp: Pick<Stamp, 'stampId' | 'name' | 'stampType' | 'ownerType'>,
    applicant: { userId: string; realname: string },
    caOrg: { caOrgId: string; caOrgName: string },
    createTime: string,
  ): FixtureCaApplication => ({
    id,
    stampId: stamp.stampId,
    stampName: stamp.name,
    stampType: stamp.stampType,
    ownerType: stamp.ownerType,
    applicant,
    type: ApplicationType.Create,
    status: CaApprovalStatus.Passed,
    caOrgId: caOrg.caOrgId,
    caOrgName: caOrg.caOrgName,
    createTime,
    remarks: '同意',
  });
  const cfca = { caOrgId: 'ca-org-1', caOrgName: 'CFCA 中国金融认证中心' };
  const chen = { userId: 'u-001', realname: '陈建国' };
  const wang = { userId: 'u-003', realname: '王海涛' };
  const registration = { stampType: 4, ownerType: 1 } as const;
  const wangStructure = { stampId: 'st-302', name: '一级注册结构工程师 王海涛', ...registration };
  return [
    passed('ca-app-001', wangStructure, wang, cfca, '2021-07-01 09:30:00'),
    passed(
      'ca-app-002',
      { stampId: 'st-001', name: '陈建国', stampType: 0, ownerType: 1 },
      chen,
      cfca,
      '2024-01-05 10:00:00',
    ),
    passed(
      'ca-app-003',
      { stampId: 'st-301', name: '一级注册建筑师 陈建国', ...registration },
      chen,
      cfca,
      '2024-03-28 16:12:00',
    ),
    {
      ...passed('ca-app-004', wangStructure, wang, cfca, '2024-07-10 14:00:00'),
      type: ApplicationType.Renew,
      status: CaApprovalStatus.Refused,
      remarks: '注册证书已过有效期，请更新注册证书后再申请',
    },
  ];
}

/** The stamp usage log the fixture starts with: the stamps of the seeded quick and ordered signings. */
export function seedStampLogs(): StampLog[] {
  const entry = (n: number, stampId: string, stampName: string, operation: string, createTime: string): StampLog => ({
    id: `stamp-log-${String(n).padStart(3, '0')}`,
    stampId,
    stampName,
    userId: 'u-001',
    realname: '陈建国',
    operation,
    createTime,
  });
  return [
    entry(1, 'st-101', '华筑设计出图专用章', '按序签章-20250305101200 盖章', '2025-03-06 17:40:12'),
    entry(2, 'st-301', '一级注册建筑师 陈建国', '按序签章-20250305101200 签章', '2025-03-06 17:40:13'),
    entry(3, 'st-001', '陈建国', '按序签章-20250305101200 签名', '2025-03-06 17:40:13'),
  ];
}

/** The seeded quick signing in progress (a-001) places the output stamp and 陈建国's registration stamp. */
export function seedStampUses(): Map<string, string[]> {
  return new Map([['a-001', ['st-101', 'st-301']]]);
}
