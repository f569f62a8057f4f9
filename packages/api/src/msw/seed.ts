import type { ActTask, AdditionInfo, ApprovalAct, ApprovalFile, FolderGroup } from '../entities/approval';
import {
  ApprovalStatus,
  ApprovalType,
  approvalStatusText,
  ButtonPermission,
  CertificateStatus,
  Flag,
  FolderPermission,
  KeyStatus,
  LinearMode,
  OwnerType,
  PermissionLevel,
  ProjectType,
  ProoType,
  RecognitionStatus,
  StaffType,
  StampEnabled,
  StampType,
  StandardDuty,
} from '../entities/constants';
import type { ProjectDetail, ProjectResource } from '../entities/project';
import type { CaRecord, Stamp } from '../entities/stamp';
import type { Duty, MenuNode, Specialty } from '../entities/user';
import type { CalcRule, Publisher } from './publish';

/** A seeded user, with the password the fixture login checks. */
export interface FixtureUser {
  userId: string;
  username: string;
  password: string;
  realname: string;
  phone: string;
  email: string;
  specialtyId: string;
  dutyId: string;
  enterpriseIds: string[];
  curEnterpriseId: string;
  roleIds: string[];
}

export interface FixtureEnterprise {
  enterpriseId: string;
  enterpriseName: string;
  districtDetails: string;
  isCloud: Flag;
  stampIsCloud: Flag;
  expired: boolean;
}

export interface FixtureMember {
  projectId: string;
  userId: string;
  staffType: StaffType;
  permissionLevel: PermissionLevel;
}

/** A project file or folder; drawings carry their MD5 and the final code recognition ends with. */
export interface FixtureResource extends ProjectResource {
  fileMd5?: string;
  ocrOutcome?: RecognitionStatus;
  /** The sheet size recognition read from the drawing's frame (A0..A4): what publishing prices it by. */
  sheetSize?: string;
}

export interface FixtureTemplate {
  id: string;
  projectId: string;
  enterpriseId: string;
  actName: string;
  userId: string;
  isLinear: LinearMode;
  /** Default templates have a uuid and a specialty. */
  uuid: string | null;
  dictSpecialtyId: string | null;
  tasks: { dictDutyId: string; taskName: string; userIdList: string[] }[];
}

export interface FixtureApproval {
  act: ApprovalAct;
  files: FolderGroup[];
}

export interface FixtureSeed {
  enterprises: FixtureEnterprise[];
  users: FixtureUser[];
  duties: Duty[];
  specialties: Specialty[];
  projects: ProjectDetail[];
  members: FixtureMember[];
  resources: FixtureResource[];
  stamps: Stamp[];
  caOrganisations: { caOrgId: string; caOrgName: string }[];
  caRecords: CaRecord[];
  templates: FixtureTemplate[];
  approvals: FixtureApproval[];
  /** Print shops (晒图单位) and calculation rules (计费规则) of publishing. */
  publishers: Publisher[];
  calcRules: CalcRule[];
  menus: MenuNode[];
  buttonKeys: string[];
  /** Sessions that exist before anyone logs in (token to user id). */
  sessions: Record<string, string>;
}

/** The session seeded for Storybook and tests: 陈建国 of 华筑建筑设计研究院. */
export const fixtureSession = {
  token: 'fixture-token-chenjianguo',
  userId: 'u-001',
  enterpriseId: 'ent-001',
} as const;

/** The password of every seeded user. */
export const FIXTURE_PASSWORD = 'Atelier2024';

const ENT = 'ent-001';

const duty = (id: string, dictName: string): Duty => ({ id, dictId: id, dictName, alias: dictName, disabled: false });
const specialty = (id: string, dictName: string): Specialty => ({ id, dictId: id, dictName, alias: dictName });

const DUTY = {
  design: 'd-design',
  proofread: 'd-proofread',
  examine: 'd-examine',
  authorize: 'd-authorize',
  specialtyLeader: 'd-specialty-leader',
  projectLeader: 'd-project-leader',
} as const;

const SPECIALTY = { arch: 's-arch', struct: 's-struct', water: 's-water', hvac: 's-hvac', elec: 's-elec' } as const;

function user(
  n: number,
  username: string,
  realname: string,
  phone: string,
  specialtyId: string,
  dutyId: string,
  roleIds: string[] = [],
): FixtureUser {
  const userId = `u-${String(n).padStart(3, '0')}`;
  return {
    userId,
    username,
    password: FIXTURE_PASSWORD,
    realname,
    phone,
    email: `${username}@huazhu-design.cn`,
    specialtyId,
    dutyId,
    enterpriseIds: n <= 2 ? [ENT, 'ent-002'] : [ENT],
    curEnterpriseId: ENT,
    roleIds,
  };
}

const users: FixtureUser[] = [
  user(1, 'chenjianguo', '陈建国', '13812345601', SPECIALTY.arch, DUTY.projectLeader, ['role-enterprise-admin']),
  user(2, 'liting', '李婷', '13912345602', SPECIALTY.arch, DUTY.design),
  user(3, 'wanghaitao', '王海涛', '13712345603', SPECIALTY.struct, DUTY.proofread),
  user(4, 'zhangmin', '张敏', '15012345604', SPECIALTY.water, DUTY.examine),
  user(5, 'liuyang', '刘洋', '15812345605', SPECIALTY.hvac, DUTY.authorize),
  user(6, 'zhaoxuemei', '赵雪梅', '18612345606', SPECIALTY.elec, DUTY.specialtyLeader, ['role-publishing-manager']),
  user(7, 'sunzhiqiang', '孙志强', '13612345607', SPECIALTY.struct, DUTY.design),
  user(8, 'zhouxiaoyan', '周晓燕', '17712345608', SPECIALTY.arch, DUTY.proofread),
  user(9, 'wulei', '吴磊', '18912345609', SPECIALTY.arch, DUTY.examine, ['role-archive-admin']),
  user(10, 'zhenglihua', '郑丽华', '13512345610', SPECIALTY.struct, DUTY.authorize),
  user(11, 'huangwei', '黄伟', '19912345611', SPECIALTY.arch, DUTY.specialtyLeader, ['role-publishing-manager']),
  user(12, 'hejing', '何静', '16612345612', SPECIALTY.elec, DUTY.design),
];

const enterprises: FixtureEnterprise[] = [
  {
    enterpriseId: ENT,
    enterpriseName: '华筑建筑设计研究院有限公司',
    districtDetails: '浙江省-杭州市-西湖区',
    isCloud: Flag.Yes,
    stampIsCloud: Flag.Yes,
    expired: false,
  },
  {
    enterpriseId: 'ent-002',
    enterpriseName: '同创结构工程咨询有限公司',
    districtDetails: '江苏省-南京市-鼓楼区',
    isCloud: Flag.No,
    stampIsCloud: Flag.No,
    expired: false,
  },
];

const duties: Duty[] = [
  duty(DUTY.design, StandardDuty.Design),
  duty(DUTY.proofread, StandardDuty.Proofread),
  duty(DUTY.examine, StandardDuty.Examine),
  duty(DUTY.authorize, StandardDuty.Authorize),
  duty(DUTY.specialtyLeader, StandardDuty.SpecialtyLeader),
  duty(DUTY.projectLeader, StandardDuty.ProjectLeader),
];

const specialties: Specialty[] = [
  specialty(SPECIALTY.arch, '建筑'),
  specialty(SPECIALTY.struct, '结构'),
  specialty(SPECIALTY.water, '给排水'),
  specialty(SPECIALTY.hvac, '暖通'),
  specialty(SPECIALTY.elec, '电气'),
];

function project(
  id: string,
  name: string,
  short: string,
  proType: ProjectType,
  year: number,
  designNum: string,
  address: string,
): ProjectDetail {
  return {
    id,
    name,
    simpleName: `X${year}-${short}`,
    proType,
    createTime: `${year}-03-01 09:00:00`,
    isCreator: id === 'p-001' || id === 'p-002',
    enterpriseId: ENT,
    enterpriseName: '华筑建筑设计研究院有限公司',
    year,
    designNum,
    address,
    scale: 86_000,
    cooOrg: '杭州城建集团',
    Development: '杭州滨江城市建设投资有限公司',
    type: '商业综合体',
    description: null,
    updateTime: `${year}-11-20 16:30:00`,
    isFav: id === 'p-001' ? Flag.Yes : Flag.No,
    permissionSwitch: Flag.Yes,
  };
}

const projects: ProjectDetail[] = [
  project('p-001', '滨江新城综合体', 'BJXC', ProjectType.Engineering, 2024, 'HZ2024-017', '杭州市滨江区江南大道88号'),
  project('p-002', '城南小学改扩建', 'CNXX', ProjectType.Quick, 2025, 'HZ2025-003', '杭州市上城区望江路12号'),
  project('p-003', '市民中心协同设计', 'SMZX', ProjectType.Coordination, 2024, 'HZ2024-029', '杭州市江干区市民街200号'),
  project('p-004', '住宅标准化模板', 'ZZMB', ProjectType.Template, 2023, 'HZ2023-T01', '—'),
  project('p-005', '高新区人才公寓', 'GXRC', ProjectType.Engineering, 2025, 'HZ2025-011', '杭州市余杭区文一西路1500号'),
];

const members: FixtureMember[] = projects.flatMap((p) =>
  users.map((u) => ({
    projectId: p.id,
    userId: u.userId,
    staffType:
      u.userId === 'u-001'
        ? StaffType.ProjectManager
        : u.dutyId === DUTY.specialtyLeader
          ? StaffType.PersonInCharge
          : StaffType.Member,
    permissionLevel:
      u.userId === 'u-001'
        ? PermissionLevel.Creator
        : u.dutyId === DUTY.specialtyLeader
          ? PermissionLevel.Manager
          : PermissionLevel.Member,
  })),
);

/** A deterministic 32-hex MD5-like string. */
function md5(seed: string): string {
  let h1 = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 32; round += 1) {
    for (const ch of `${seed}:${round}`) h1 = Math.imul(h1 ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += h1.toString(16).padStart(8, '0');
  }
  return out.slice(0, 32);
}

function folder(
  projectId: string,
  resId: string,
  resName: string,
  parentId: string,
  path: string,
  folderType: string | null = null,
): FixtureResource {
  return {
    resId,
    resName,
    parentId,
    projectId,
    isFolder: true,
    fileExt: null,
    fileSize: null,
    updateTime: '2025-03-10 10:00:00',
    path,
    recordId: null,
    folderType,
    permission: FolderPermission.Edit,
    distinguishType: null,
  };
}

function drawing(
  projectId: string,
  n: number,
  resName: string,
  parentId: string,
  path: string,
  status: RecognitionStatus,
  outcome: RecognitionStatus = RecognitionStatus.Success,
): FixtureResource {
  const resId = `r-${projectId}-${n}`;
  const fileExt = resName.slice(resName.lastIndexOf('.') + 1);
  return {
    resId,
    resName,
    parentId,
    projectId,
    isFolder: false,
    fileExt,
    fileSize: 1_200_000 + n * 37_000,
    updateTime: `2025-03-${String(10 + (n % 18)).padStart(2, '0')} 14:${String(10 + n).padStart(2, '0')}:00`,
    path: `${path}/${resName}`,
    recordId: `rec-${projectId}-${n}`,
    folderType: null,
    permission: FolderPermission.Edit,
    distinguishType: status,
    printCopies: 1,
    sheetSize: SHEET_SIZES[n % SHEET_SIZES.length],
    fileMd5: md5(resId),
    ocrOutcome: status === RecognitionStatus.Success || status.startsWith('4_') ? status : outcome,
  };
}

/** Sheet sizes the fixture's drawings are read as, by number: mostly A1, some larger and smaller. */
const SHEET_SIZES = ['A3', 'A1', 'A1', 'A2', 'A0', 'A1', 'A2', 'A1', 'A4', 'A1', 'A3', 'A2'] as const;

const ROOT = '0';
const resources: FixtureResource[] = [
  folder('p-001', 'f-p-001-arch', '建筑', ROOT, '/建筑'),
  folder('p-001', 'f-p-001-arch-cd', '施工图', 'f-p-001-arch', '/建筑/施工图'),
  folder('p-001', 'f-p-001-struct', '结构', ROOT, '/结构'),
  folder('p-001', 'f-p-001-water', '给排水', ROOT, '/给排水'),
  folder('p-001', 'f-p-001-pdf', '出图PDF', ROOT, '/出图PDF', '4_4'),
  drawing('p-001', 1, '建施-01 总平面图.pdf', 'f-p-001-arch-cd', '/建筑/施工图', RecognitionStatus.Success),
  drawing('p-001', 2, '建施-02 一层平面图.pdf', 'f-p-001-arch-cd', '/建筑/施工图', RecognitionStatus.Success),
  drawing('p-001', 3, '建施-03 二层平面图.pdf', 'f-p-001-arch-cd', '/建筑/施工图', RecognitionStatus.Waiting),
  drawing('p-001', 4, '建施-04 立面图.dwg', 'f-p-001-arch-cd', '/建筑/施工图', RecognitionStatus.WaitingTranscode),
  drawing('p-001', 5, '建施-05 剖面图.pdf', 'f-p-001-arch-cd', '/建筑/施工图', RecognitionStatus.Recognising),
  drawing('p-001', 6, '结施-01 基础平面图.pdf', 'f-p-001-struct', '/结构', RecognitionStatus.NoFrameTemplate),
  drawing('p-001', 7, '结施-02 柱配筋图.pdf', 'f-p-001-struct', '/结构', RecognitionStatus.TemplateMismatch),
  drawing('p-001', 8, '结施-03 梁配筋图.pdf', 'f-p-001-struct', '/结构', RecognitionStatus.TemplateDeleted),
  drawing('p-001', 9, '水施-01 给水系统图.pdf', 'f-p-001-water', '/给排水', RecognitionStatus.Failed),
  drawing(
    'p-001',
    10,
    '水施-02 排水平面图.pdf',
    'f-p-001-water',
    '/给排水',
    RecognitionStatus.Waiting,
    RecognitionStatus.TemplateMismatch,
  ),
  drawing('p-001', 11, '建施-06 楼梯详图.pdf', 'f-p-001-arch-cd', '/建筑/施工图', RecognitionStatus.Success),
  drawing('p-001', 12, '设计说明.docx', 'f-p-001-arch', '/建筑', RecognitionStatus.Waiting, RecognitionStatus.Failed),
  folder('p-002', 'f-p-002-arch', '建筑', ROOT, '/建筑'),
  drawing('p-002', 1, '教学楼平面图.pdf', 'f-p-002-arch', '/建筑', RecognitionStatus.Success),
  drawing('p-002', 2, '风雨操场剖面图.pdf', 'f-p-002-arch', '/建筑', RecognitionStatus.Waiting),
  folder('p-003', 'f-p-003-arch', '方案设计', ROOT, '/方案设计'),
  drawing('p-003', 1, '市民中心鸟瞰图.pdf', 'f-p-003-arch', '/方案设计', RecognitionStatus.Success),
  folder('p-004', 'f-p-004-arch', '标准图集', ROOT, '/标准图集'),
  folder('p-005', 'f-p-005-arch', '建筑', ROOT, '/建筑'),
  drawing('p-005', 1, '人才公寓标准层平面.pdf', 'f-p-005-arch', '/建筑', RecognitionStatus.Success),
];

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

const CFCA = { caOrgId: 'ca-org-1', caOrgName: 'CFCA 中国金融认证中心' };
const BJCA = { caOrgId: 'ca-org-2', caOrgName: '北京数字认证股份有限公司' };
/** The enterprise's own CA, the built-in certification organisation (listed first). */
const ENTERPRISE_CA = { caOrgId: 'ca-org-enterprise', caOrgName: '华筑企业CA（内置）' };
const withCa = (org: { caOrgId: string; caOrgName: string }, sn: string, deadline: string) => ({
  ...org,
  signCertSn: sn,
  deadline,
  certificateStatus:
    Date.parse(deadline) < Date.parse('2025-06-01') ? CertificateStatus.Expired : CertificateStatus.InUse,
});

const stamps: Stamp[] = [
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

const caRecords: CaRecord[] = [
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

const templates: FixtureTemplate[] = [
  {
    id: 'tpl-001',
    projectId: 'p-001',
    enterpriseId: ENT,
    actName: '建筑专业标准流程',
    userId: 'u-001',
    isLinear: LinearMode.Linear,
    uuid: null,
    dictSpecialtyId: null,
    tasks: [
      { dictDutyId: DUTY.proofread, taskName: StandardDuty.Proofread, userIdList: ['u-003', 'u-008'] },
      { dictDutyId: DUTY.examine, taskName: StandardDuty.Examine, userIdList: ['u-004'] },
      { dictDutyId: DUTY.authorize, taskName: StandardDuty.Authorize, userIdList: ['u-005'] },
    ],
  },
  {
    id: 'tpl-002',
    projectId: 'p-001',
    enterpriseId: ENT,
    actName: '结构快速会签',
    userId: 'u-003',
    isLinear: LinearMode.Parallel,
    uuid: null,
    dictSpecialtyId: null,
    tasks: [
      { dictDutyId: DUTY.examine, taskName: StandardDuty.Examine, userIdList: ['u-009'] },
      { dictDutyId: DUTY.authorize, taskName: StandardDuty.Authorize, userIdList: ['u-010'] },
    ],
  },
  {
    id: 'tpl-default-p-001-arch',
    projectId: 'p-001',
    enterpriseId: ENT,
    actName: '默认流程',
    userId: 'u-001',
    isLinear: LinearMode.Linear,
    uuid: 'default-p-001-s-arch',
    dictSpecialtyId: SPECIALTY.arch,
    tasks: [
      { dictDutyId: DUTY.proofread, taskName: StandardDuty.Proofread, userIdList: ['u-008'] },
      { dictDutyId: DUTY.examine, taskName: StandardDuty.Examine, userIdList: ['u-009'] },
      { dictDutyId: DUTY.authorize, taskName: StandardDuty.Authorize, userIdList: ['u-005'] },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Approvals of every type and status
// ---------------------------------------------------------------------------------------------------------------

const userById = (id: string) => {
  const found = users.find((u) => u.userId === id);
  if (!found) throw new Error(`Unknown seeded user ${id}`);
  return found;
};
const option = (id: string) => {
  const u = userById(id);
  return { userId: u.userId, realname: u.realname, phone: u.phone, avatar: null };
};

function actTask(
  actId: string,
  index: number,
  taskName: string,
  status: ApprovalStatus,
  forms: [string, ApprovalStatus][],
  prooType: ProoType | null = null,
): ActTask {
  return {
    id: `${actId}-t${index}`,
    taskName,
    status,
    prooType,
    taskUserInfo: null,
    hasPersonnelSign: false,
    remarks: null,
    updateTime:
      status === ApprovalStatus.InProgress || status === ApprovalStatus.NotStarted ? null : '2025-03-15 11:00:00',
    actForms: forms.map(([userId, formStatus], f) => ({
      id: `${actId}-t${index}-f${f}`,
      userInfo: option(userId),
      status: formStatus,
      statusText: approvalStatusText[formStatus],
      remarks:
        formStatus === ApprovalStatus.Passed
          ? '同意'
          : formStatus === ApprovalStatus.Refused
            ? '图框信息不完整，请补充后重新发起'
            : null,
      updateTime:
        formStatus === ApprovalStatus.InProgress || formStatus === ApprovalStatus.NotStarted
          ? null
          : '2025-03-15 11:00:00',
    })),
  };
}

const p001Drawings = resources.filter(
  (r) => r.projectId === 'p-001' && !r.isFolder && r.distinguishType === RecognitionStatus.Success,
);

function approvalFile(resource: FixtureResource, actId: string): ApprovalFile {
  const parent = resources.find((r) => r.resId === resource.parentId);
  return {
    resId: resource.resId,
    recordId: resource.recordId ?? resource.resId,
    resName: resource.resName,
    fileExt: resource.fileExt ?? '',
    pathName: parent?.path ?? '/',
    path: resource.path,
    parentId: resource.parentId,
    parentName: parent?.resName ?? '',
    projectId: resource.projectId,
    isFolder: false,
    actId,
    secretType: null,
    isMark: false,
    publishNum: null,
    arcResId: null,
    arcProId: null,
    statusText: null,
    distinguishType: resource.distinguishType ?? null,
    printCopies: 1,
    stampList: [],
    updateTime: resource.updateTime,
  };
}

function groupsOf(actId: string, files: FixtureResource[]): FolderGroup[] {
  const groups = new Map<string, FolderGroup>();
  for (const file of files) {
    const parent = resources.find((r) => r.resId === file.parentId);
    const group = groups.get(file.parentId) ?? { resId: file.parentId, resName: parent?.resName ?? '', children: [] };
    group.children.push(approvalFile(file, actId));
    groups.set(file.parentId, group);
  }
  return [...groups.values()];
}

interface ActSeed {
  id: string;
  actName: string;
  moduleType: ApprovalType;
  status: ApprovalStatus;
  launcher: string;
  tasks: (actId: string) => ActTask[];
  isLinear?: LinearMode;
  isCa?: Flag;
  projectId?: string | null;
  additionInfo?: AdditionInfo | null;
  remarks?: string | null;
  day: number;
}

function approvalOf(seed: ActSeed): FixtureApproval {
  const projectOf = seed.projectId === null ? undefined : projects.find((p) => p.id === (seed.projectId ?? 'p-001'));
  const launcher = userById(seed.launcher);
  const tasks = seed.tasks(seed.id);
  const pendingForm = tasks.flatMap((t) => t.actForms).find((f) => f.status === ApprovalStatus.InProgress);
  const time = `2025-03-${String(seed.day).padStart(2, '0')} 09:30:15`;
  const act: ApprovalAct = {
    id: seed.id,
    actName: seed.actName,
    moduleType: seed.moduleType,
    status: seed.status,
    statusText: approvalStatusText[seed.status],
    isLinear: seed.isLinear ?? LinearMode.Linear,
    remarks: seed.remarks ?? null,
    projectId: projectOf?.id ?? null,
    projectName: projectOf?.name ?? null,
    createTime: time,
    updateTime: time,
    comment: null,
    launchManInfo: { id: launcher.userId, realname: launcher.realname, avatar: null },
    shortName: projectOf?.simpleName ?? null,
    isCa: seed.isCa ?? Flag.No,
    actTaskList: tasks,
    additionInfo: seed.additionInfo ?? null,
    actWatermark: null,
    operationType: null,
    signMan: { realName: '陈建国', avatar: null },
    formId: pendingForm?.id ?? null,
  };
  return { act, files: seed.projectId === null ? [] : groupsOf(seed.id, p001Drawings) };
}

const S = ApprovalStatus;
const costRows = JSON.stringify([
  { sizeName: 'A1', price: 12, num: 40, totalPrice: 480 },
  { sizeName: 'A3', price: 3, num: 120, totalPrice: 360 },
]);

const approvals: FixtureApproval[] = [
  {
    id: 'a-001',
    actName: '快捷签章-20250312093015',
    moduleType: ApprovalType.Project,
    status: S.InProgress,
    launcher: 'u-002',
    isCa: Flag.Yes,
    remarks: '请尽快审批，周五出图',
    day: 12,
    tasks: (id: string) => [
      actTask(id, 1, StandardDuty.Proofread, S.InProgress, [
        ['u-001', S.InProgress],
        ['u-008', S.Passed],
      ]),
      actTask(id, 2, StandardDuty.Examine, S.NotStarted, [['u-004', S.NotStarted]]),
    ],
  },
  {
    id: 'a-002',
    actName: '按序签章-20250305101200',
    moduleType: ApprovalType.Project,
    status: S.Passed,
    launcher: 'u-001',
    day: 5,
    tasks: (id: string) => [actTask(id, 1, StandardDuty.Examine, S.Passed, [['u-004', S.Passed]])],
  },
  {
    id: 'a-003',
    actName: '快捷签章-20250301080000',
    moduleType: ApprovalType.Project,
    status: S.Signed,
    launcher: 'u-001',
    isCa: Flag.Yes,
    day: 1,
    tasks: (id: string) => [actTask(id, 1, StandardDuty.Authorize, S.Passed, [['u-005', S.Passed]])],
  },
  {
    id: 'a-004',
    actName: '滨江新城综合体施工图借阅',
    moduleType: ApprovalType.Borrow,
    status: S.InProgress,
    launcher: 'u-007',
    day: 14,
    additionInfo: { isDownloadable: Flag.Yes, deadline: '2025-04-14' },
    tasks: (id: string) => [actTask(id, 1, '档案管理员审批', S.InProgress, [['u-001', S.InProgress]])],
  },
  {
    id: 'a-005',
    actName: '城南小学竣工图借阅',
    moduleType: ApprovalType.Borrow,
    status: S.Refused,
    launcher: 'u-012',
    day: 8,
    additionInfo: { isDownloadable: Flag.No, deadline: '2025-03-22' },
    tasks: (id: string) => [actTask(id, 1, '档案管理员审批', S.Refused, [['u-009', S.Refused]])],
  },
  {
    id: 'a-006',
    actName: '滨江新城综合体施工图发布',
    moduleType: ApprovalType.Publish,
    status: S.Published,
    launcher: 'u-006',
    day: 6,
    additionInfo: {
      publishNum: 160,
      totalPrice: 840,
      calcName: '2025年晒图计价标准',
      deliveryTime: '2025-03-10',
      publisherName: '杭州蓝图数码快印',
      pageInfo: costRows,
    },
    tasks: (id: string) => [actTask(id, 1, '发布管理员审批', S.Passed, [['u-006', S.Passed]])],
  },
  {
    id: 'a-007',
    actName: '高新区人才公寓方案发布',
    moduleType: ApprovalType.Publish,
    status: S.Passed,
    launcher: 'u-001',
    projectId: 'p-005',
    day: 9,
    additionInfo: {
      publishNum: 40,
      totalPrice: 480,
      calcName: '2025年晒图计价标准',
      publisherName: '杭州蓝图数码快印',
      pageInfo: costRows,
    },
    tasks: (id: string) => [actTask(id, 1, '发布管理员审批', S.Passed, [['u-006', S.Passed]])],
  },
  {
    id: 'a-008',
    actName: '2019年过期图纸销毁',
    moduleType: ApprovalType.Destroy,
    status: S.Recalled,
    launcher: 'u-001',
    projectId: null,
    day: 3,
    tasks: (id: string) => [actTask(id, 1, '档案管理员审批', S.Recalled, [['u-009', S.Recalled]])],
  },
  {
    id: 'a-009',
    actName: '作废版本图纸销毁',
    moduleType: ApprovalType.Destroy,
    status: S.NotStarted,
    launcher: 'u-009',
    projectId: null,
    day: 16,
    tasks: (id: string) => [actTask(id, 1, '档案管理员审批', S.NotStarted, [['u-001', S.NotStarted]])],
  },
  {
    id: 'a-010',
    actName: '滨江新城综合体建筑施工图校审',
    moduleType: ApprovalType.Proofreading,
    status: S.InProgress,
    launcher: 'u-002',
    day: 11,
    additionInfo: { major: '建筑', subitem: '1#商业楼', designPhase: '施工图设计' },
    tasks: (id: string) => [
      actTask(id, 1, StandardDuty.Proofread, S.Passed, [['u-008', S.Passed]], ProoType.Proofread),
      actTask(id, 2, StandardDuty.Examine, S.InProgress, [['u-001', S.InProgress]], ProoType.Examine),
      actTask(id, 3, StandardDuty.Authorize, S.NotStarted, [['u-005', S.NotStarted]], ProoType.Leader),
    ],
  },
  {
    id: 'a-011',
    actName: '城南小学结构施工图校审',
    moduleType: ApprovalType.Proofreading,
    status: S.Passed,
    launcher: 'u-007',
    projectId: 'p-002',
    day: 4,
    additionInfo: { major: '结构', subitem: '教学楼', designPhase: '施工图设计' },
    tasks: (id: string) => [
      actTask(id, 1, StandardDuty.Proofread, S.Passed, [['u-003', S.Passed]], ProoType.Proofread),
      actTask(id, 2, StandardDuty.Authorize, S.Passed, [['u-001', S.Passed]], ProoType.Leader),
    ],
  },
  {
    id: 'a-012',
    actName: '第一会议室预约',
    moduleType: ApprovalType.MeetingRoom,
    status: S.PassedByOthers,
    launcher: 'u-004',
    projectId: null,
    isLinear: LinearMode.Parallel,
    day: 13,
    additionInfo: {
      roomName: '第一会议室',
      meetName: '滨江新城施工图交底会',
      usageStartTime: '2025-03-18 14:00:00',
      usageEndTime: '2025-03-18 16:00:00',
      involvedUserInfo: [option('u-001'), option('u-004')],
    },
    tasks: (id: string) => [
      actTask(id, 1, '行政审批', S.PassedByOthers, [
        ['u-001', S.PassedByOthers],
        ['u-009', S.Passed],
      ]),
    ],
  },
  {
    id: 'a-013',
    actName: '第三会议室预约',
    moduleType: ApprovalType.MeetingRoom,
    status: S.Withdrawn,
    launcher: 'u-001',
    projectId: null,
    day: 7,
    additionInfo: {
      roomName: '第三会议室',
      meetName: '结构专业周例会',
      usageStartTime: '2025-03-11 09:00:00',
      usageEndTime: '2025-03-11 10:00:00',
    },
    tasks: (id: string) => [actTask(id, 1, '行政审批', S.Withdrawn, [['u-009', S.Withdrawn]])],
  },
  {
    id: 'a-014',
    actName: '装配式建筑设计导则入库',
    moduleType: ApprovalType.Knowledge,
    status: S.InProgress,
    launcher: 'u-011',
    projectId: null,
    day: 15,
    tasks: (id: string) => [actTask(id, 1, '知识库管理员审批', S.InProgress, [['u-001', S.InProgress]])],
  },
  {
    id: 'a-015',
    actName: '超限高层结构审查要点入库',
    moduleType: ApprovalType.Knowledge,
    status: S.Passed,
    launcher: 'u-010',
    projectId: null,
    day: 2,
    tasks: (id: string) => [actTask(id, 1, '知识库管理员审批', S.Passed, [['u-001', S.Passed]])],
  },
].map(approvalOf);

const publishers: Publisher[] = [
  { id: 'pub-001', name: '杭州蓝图数码快印', phone: '0571-86012345', address: '杭州市西湖区文三路90号' },
  { id: 'pub-002', name: '杭州西湖晒图中心', phone: '0571-87654321', address: '杭州市上城区解放路138号' },
];

const sizes = (prices: [string, number][]) => prices.map(([sizeName, price]) => ({ sizeName, price }));
const calcRules: CalcRule[] = [
  {
    id: 'cr-001',
    ruleName: '2025年晒图计价标准',
    remarks: '按图幅计价，单位：元/张',
    rows: sizes([
      ['A0', 20],
      ['A1', 12],
      ['A2', 6],
      ['A3', 3],
      ['A4', 1.5],
    ]),
  },
  {
    id: 'cr-002',
    ruleName: '2024年晒图计价标准',
    remarks: null,
    rows: sizes([
      ['A0', 18],
      ['A1', 10],
      ['A2', 5],
      ['A3', 2.5],
      ['A4', 1],
    ]),
  },
];

const menus: MenuNode[] = [
  { perms: 'dashboard', name: '工作台', path: '/dashboard' },
  { perms: 'disk', name: '网盘', path: '/disk' },
  { perms: 'projectCenter', name: '项目中心', path: '/project-center' },
  {
    perms: 'workflow',
    name: '审批中心',
    path: '/workflow',
    children: [{ perms: 'workflowProofreading', name: '校审', path: '/workflow/proofreading' }],
  },
  { perms: 'publish', name: '发布中心', path: '/publish' },
  {
    perms: 'archive',
    name: '档案中心',
    path: '/archive',
    children: [{ perms: 'archiveSetup', name: '档案设置', path: '/archive/setup' }],
  },
  {
    perms: 'enterprise',
    name: '企业管理',
    path: '/enterprise',
    children: [
      { perms: 'enterpriseOrganization', name: '组织架构', path: '/enterprise/organization' },
      { perms: 'enterpriseOrgPersonalToBeAudited', name: '待审核人员', path: '/enterprise/organization' },
      { perms: 'enterpriseStatistic', name: '企业统计', path: '/enterprise/entStatistic' },
      { perms: 'enterpriseStamp', name: '印章管理', path: '/enterprise/stamp' },
    ],
  },
];

const buttonKeys = [
  ButtonPermission.ProofreadingApproval,
  ButtonPermission.FastApproval,
  ButtonPermission.OrderApproval,
  ButtonPermission.UniversalApproval,
  'toPublish:download',
  'toPublish:share',
  'toPublish:confirmPublish',
  ButtonPermission.StampSaveOnCloud,
];

/** A fresh copy of the default seed: 华筑建筑设计研究院 with its people, projects, drawings, stamps and approvals. */
export function createSeed(): FixtureSeed {
  return structuredClone({
    enterprises,
    users,
    duties,
    specialties,
    projects,
    members,
    resources,
    stamps,
    caOrganisations: [ENTERPRISE_CA, CFCA, BJCA],
    caRecords,
    templates,
    approvals,
    publishers,
    calcRules,
    menus,
    buttonKeys,
    sessions: { [fixtureSession.token]: fixtureSession.userId },
  });
}

export { DUTY as FixtureDuty, md5 as fixtureMd5, SPECIALTY as FixtureSpecialty };
