import {
  DutyRole,
  FixedRoleId,
  FolderPermission,
  LinearMode,
  OwnerType,
  oversizeName,
  PermissionLevel,
  ProjectType,
  PUBLISH_BASE_SIZES,
  PUBLISH_SIZE_STEPS,
  type PublishBaseSize,
  publishSizeName,
  StaffType,
  StampType,
  StandardDuty,
} from '@atelier/api';

/**
 * The demo firm `pnpm seed` (and the first start on an empty database) creates. Two enterprises so that switching
 * is real; an administrator and staff with real names, phones, duties and specialties; projects of both types
 * with folders and drawings whose title blocks name their signers. The people and cases below are also the
 * fixtures of the server's tests, and README.md lists the logins.
 */

/** The password of every demo account (README: demo logins). */
export const DEMO_PASSWORD = 'Atelier2026';

export type EnterpriseKey = 'huazhu' | 'tongchuang';
export type DutyKey = 'design' | 'proofread' | 'examine' | 'authorize' | 'specialtyLeader' | 'projectLeader';
export type SpecialtyKey = 'arch' | 'struct' | 'water' | 'hvac' | 'elec';
export type PersonKey =
  | 'chenjianguo'
  | 'liting'
  | 'wanghaitao'
  | 'zhangmin'
  | 'liuyang'
  | 'zhaoxuemei'
  | 'sunzhiqiang'
  | 'zhouxiaoyan'
  | 'wulei'
  | 'zhenglihua'
  | 'huangwei'
  | 'hejing'
  | 'xuwenbo'
  | 'mali'
  | 'gaojun'
  | 'linfang';
export type ProjectKey = 'binjiang' | 'chengnan' | 'gaoxin' | 'jiangbei';

export const DEMO_ENTERPRISES: readonly {
  key: EnterpriseKey;
  name: string;
  shortName: string;
  districtDetails: string;
}[] = [
  { key: 'huazhu', name: '华筑建筑设计研究院有限公司', shortName: '华筑设计', districtDetails: '浙江省-杭州市-西湖区' },
  {
    key: 'tongchuang',
    name: '同创结构工程咨询有限公司',
    shortName: '同创结构',
    districtDetails: '江苏省-南京市-鼓楼区',
  },
];

/** The six standard duties in signing order; the two leaders are managers (DutyRole 2). */
export const DEMO_DUTIES: readonly { key: DutyKey; name: string; dutyRole: DutyRole }[] = [
  { key: 'design', name: StandardDuty.Design, dutyRole: DutyRole.Normal },
  { key: 'proofread', name: StandardDuty.Proofread, dutyRole: DutyRole.Normal },
  { key: 'examine', name: StandardDuty.Examine, dutyRole: DutyRole.Normal },
  { key: 'authorize', name: StandardDuty.Authorize, dutyRole: DutyRole.Normal },
  { key: 'specialtyLeader', name: StandardDuty.SpecialtyLeader, dutyRole: DutyRole.Manager },
  { key: 'projectLeader', name: StandardDuty.ProjectLeader, dutyRole: DutyRole.Manager },
];

export const DEMO_SPECIALTIES: readonly { key: SpecialtyKey; name: string }[] = [
  { key: 'arch', name: '建筑' },
  { key: 'struct', name: '结构' },
  { key: 'water', name: '给排水' },
  { key: 'hvac', name: '暖通' },
  { key: 'elec', name: '电气' },
];

export interface DemoPerson {
  key: PersonKey;
  realname: string;
  phone: string;
  specialty: SpecialtyKey;
  duties: DutyKey[];
  /** Enterprises in joining order (the first is current) and the fixed roles held there. */
  enterprises: { key: EnterpriseKey; roles: FixedRoleId[] }[];
}

const person = (
  key: PersonKey,
  realname: string,
  phone: string,
  specialty: SpecialtyKey,
  duties: DutyKey[],
  enterprises: DemoPerson['enterprises'],
): DemoPerson => ({ key, realname, phone, specialty, duties, enterprises });

const huazhu = (...roles: FixedRoleId[]) => ({ key: 'huazhu' as const, roles });
const tongchuang = (...roles: FixedRoleId[]) => ({ key: 'tongchuang' as const, roles });

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  person(
    'chenjianguo',
    '陈建国',
    '13812345601',
    'arch',
    ['projectLeader'],
    [huazhu(FixedRoleId.EnterpriseAdmin), tongchuang()],
  ),
  person('liting', '李婷', '13912345602', 'arch', ['design'], [huazhu(), tongchuang()]),
  person('wanghaitao', '王海涛', '13712345603', 'struct', ['proofread'], [huazhu()]),
  person('zhangmin', '张敏', '15012345604', 'water', ['examine'], [huazhu()]),
  person('liuyang', '刘洋', '15812345605', 'hvac', ['authorize'], [huazhu()]),
  person('zhaoxuemei', '赵雪梅', '18612345606', 'elec', ['specialtyLeader'], [huazhu(FixedRoleId.PublishingManager)]),
  person('sunzhiqiang', '孙志强', '13612345607', 'struct', ['design'], [huazhu()]),
  person('zhouxiaoyan', '周晓燕', '17712345608', 'arch', ['proofread'], [huazhu()]),
  person('wulei', '吴磊', '18912345609', 'arch', ['examine'], [huazhu(FixedRoleId.ArchiveAdmin)]),
  person('zhenglihua', '郑丽华', '13512345610', 'struct', ['authorize'], [huazhu()]),
  person('huangwei', '黄伟', '19912345611', 'arch', ['specialtyLeader'], [huazhu()]),
  person('hejing', '何静', '16612345612', 'elec', ['design'], [huazhu()]),
  person(
    'xuwenbo',
    '许文博',
    '13312345613',
    'struct',
    ['projectLeader', 'specialtyLeader'],
    [tongchuang(FixedRoleId.EnterpriseAdmin)],
  ),
  person('mali', '马丽', '13212345614', 'struct', ['design'], [tongchuang()]),
  person('gaojun', '高军', '15512345615', 'struct', ['examine', 'authorize'], [tongchuang()]),
  person('linfang', '林芳', '13612345616', 'struct', ['proofread'], [tongchuang()]),
];

/** A paper size: A1 841 × 594 mm, A2 594 × 420 mm, A3 420 × 297 mm (landscape). */
export type SheetSize = 'A1' | 'A2' | 'A3';

export interface DemoDrawing {
  name: string;
  /** 图号. */
  number: string;
  specialty: SpecialtyKey;
  sheet: SheetSize;
  scale: string;
  /**
   * Drawn and signed by another firm (a subcontracted specialty): its name is the design unit and its people fill
   * the signer fields, so none of them is a member of the project.
   */
  signedBy?: EnterpriseKey;
  /** What the drawing check finds wrong with it (issue 8). */
  faults?: DrawingFaults;
}

/**
 * Faults of a demo drawing for the drawing check: printed fields of the title block left empty, signer fields
 * left empty ('') or naming someone else, the whole sheet drawn at a unit factor other than 1.
 */
export interface DrawingFaults {
  /** Printed fields drawn empty (the file keeps its usual name). */
  blank?: readonly ('drawing' | 'number')[];
  /** Names written in signer fields instead of the project's, by duty; '' leaves the field empty. */
  signers?: Partial<Record<DutyKey, string>>;
  /** The sheet and everything on it drawn at this factor: 0.1 is a drawing plotted in centimetres. */
  unitScale?: number;
}

export interface DemoFolder {
  name: string;
  folderType?: string;
  folders?: DemoFolder[];
  drawings?: DemoDrawing[];
  /** Plain files (not drawings): name and text content. */
  documents?: { name: string; text: string }[];
}

export interface DemoMember {
  person: PersonKey;
  staffType: StaffType;
  roleLevel: PermissionLevel;
  folderLevel: FolderPermission;
}

export interface DemoProject {
  key: ProjectKey;
  enterprise: EnterpriseKey;
  name: string;
  simpleName: string;
  proType: ProjectType;
  year: number;
  designNum: string;
  address: string;
  scale: number;
  cooOrg: string;
  development: string;
  buildingType: string;
  createdBy: PersonKey;
  members: DemoMember[];
  folders: DemoFolder[];
  /** Folder overrides: a person's level on a folder path ('04 暖通', '01 建筑/施工图'). */
  folderPermissions?: { person: PersonKey; path: string; level: FolderPermission }[];
}

const creator = (p: PersonKey): DemoMember => ({
  person: p,
  staffType: StaffType.ProjectManager,
  roleLevel: PermissionLevel.Creator,
  folderLevel: FolderPermission.Head,
});
const manager = (p: PersonKey): DemoMember => ({
  person: p,
  staffType: StaffType.PersonInCharge,
  roleLevel: PermissionLevel.Manager,
  folderLevel: FolderPermission.Head,
});
const member = (p: PersonKey, folderLevel: FolderPermission): DemoMember => ({
  person: p,
  staffType: StaffType.Member,
  roleLevel: PermissionLevel.Member,
  folderLevel,
});

const drawing = (
  number: string,
  name: string,
  specialty: SpecialtyKey,
  sheet: SheetSize,
  scale: string,
): DemoDrawing => ({ number, name, specialty, sheet, scale });

export const DESIGN_NOTES = [
  '设计说明',
  '一、本工程设计依据国家现行规范及建设单位提供的设计任务书。',
  '二、图中尺寸除标高以米计外，其余均以毫米计。',
  '三、施工前应核对各专业图纸，如有矛盾请及时与设计单位联系。',
  '四、未经设计单位书面同意，不得擅自修改本图。',
].join('\n');

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    key: 'binjiang',
    enterprise: 'huazhu',
    name: '滨江新城综合体',
    simpleName: 'X2024-BJXC',
    proType: ProjectType.Engineering,
    year: 2024,
    designNum: 'HZ2024-017',
    address: '杭州市滨江区江南大道88号',
    scale: 86000,
    cooOrg: '杭州城建集团',
    development: '杭州滨江城市建设投资有限公司',
    buildingType: '商业综合体',
    createdBy: 'chenjianguo',
    members: [
      creator('chenjianguo'),
      manager('huangwei'),
      manager('zhaoxuemei'),
      member('liting', FolderPermission.Edit),
      member('sunzhiqiang', FolderPermission.Edit),
      member('wanghaitao', FolderPermission.Download),
      member('zhangmin', FolderPermission.Download),
      member('liuyang', FolderPermission.Download),
      member('wulei', FolderPermission.Download),
      member('zhenglihua', FolderPermission.Download),
      member('zhouxiaoyan', FolderPermission.ReadOnly),
    ],
    folders: [
      {
        name: '01 建筑',
        documents: [{ name: '设计说明.txt', text: DESIGN_NOTES }],
        folders: [
          {
            name: '方案设计',
            drawings: [drawing('建方-01', '方案总平面图', 'arch', 'A2', '1:1000')],
          },
          {
            name: '施工图',
            drawings: [
              drawing('建施-01', '总平面图', 'arch', 'A1', '1:500'),
              drawing('建施-02', '一层平面图', 'arch', 'A1', '1:100'),
              drawing('建施-03', '南立面图', 'arch', 'A2', '1:100'),
            ],
          },
        ],
      },
      {
        name: '02 结构',
        folders: [
          {
            name: '施工图',
            drawings: [
              drawing('结施-01', '基础平面布置图', 'struct', 'A1', '1:100'),
              drawing('结施-02', '柱配筋图', 'struct', 'A2', '1:50'),
            ],
          },
          {
            // Drawings sent in for checking (issue 8): one sound, then one fault each for the drawing check.
            name: '送审图',
            drawings: [
              drawing('结施-11', '地下室顶板配筋图', 'struct', 'A1', '1:100'),
              // 审核 left unsigned: a signer missing.
              { ...drawing('结施-12', '一层梁配筋图', 'struct', 'A1', '1:100'), faults: { signers: { examine: '' } } },
              // 校对 signed by 林芳 of 同创, who is not in the project.
              {
                ...drawing('结施-13', '二层梁配筋图', 'struct', 'A1', '1:100'),
                faults: { signers: { proofread: '林芳' } },
              },
              // Plotted in centimetres: the whole A1 sheet at 1/10 of its size.
              { ...drawing('结施-14', '屋面梁配筋图', 'struct', 'A1', '1:100'), faults: { unitScale: 0.1 } },
              // 图号 printed empty.
              { ...drawing('结施-15', '楼梯详图', 'struct', 'A1', '1:50'), faults: { blank: ['number'] } },
            ],
          },
        ],
      },
      { name: '03 给排水', drawings: [drawing('水施-01', '给水系统图', 'water', 'A2', '1:100')] },
      { name: '04 暖通', drawings: [drawing('暖施-01', '通风平面图', 'hvac', 'A2', '1:100')] },
      { name: '05 电气', drawings: [drawing('电施-01', '照明平面图', 'elec', 'A2', '1:100')] },
      { name: '出图PDF', folderType: '4_4' },
    ],
    folderPermissions: [
      { person: 'liting', path: '04 暖通', level: FolderPermission.NotInherited },
      { person: 'liting', path: '05 电气', level: FolderPermission.ReadOnly },
      { person: 'zhouxiaoyan', path: '01 建筑/施工图', level: FolderPermission.Download },
    ],
  },
  {
    key: 'chengnan',
    enterprise: 'huazhu',
    name: '城南小学改扩建',
    simpleName: 'X2025-CNXX',
    proType: ProjectType.Quick,
    year: 2025,
    designNum: 'HZ2025-003',
    address: '杭州市上城区望江路12号',
    scale: 12000,
    cooOrg: '杭州市上城区教育局',
    development: '杭州市上城区城市建设发展中心',
    buildingType: '教育建筑',
    createdBy: 'liting',
    members: [
      creator('liting'),
      manager('chenjianguo'),
      manager('huangwei'),
      member('wanghaitao', FolderPermission.Download),
      member('wulei', FolderPermission.Download),
      member('liuyang', FolderPermission.Download),
      member('zhouxiaoyan', FolderPermission.ReadOnly),
    ],
    folders: [
      {
        name: '施工图',
        drawings: [
          drawing('建施-01', '教学楼一层平面图', 'arch', 'A1', '1:100'),
          drawing('建施-02', '风雨操场剖面图', 'arch', 'A2', '1:50'),
        ],
      },
    ],
  },
  {
    key: 'gaoxin',
    enterprise: 'huazhu',
    name: '高新区人才公寓',
    simpleName: 'X2025-GXRC',
    proType: ProjectType.Engineering,
    year: 2025,
    designNum: 'HZ2025-011',
    address: '杭州市余杭区文一西路1500号',
    scale: 54000,
    cooOrg: '杭州未来科技城建设有限公司',
    development: '杭州余杭人才安居有限公司',
    buildingType: '居住建筑',
    createdBy: 'chenjianguo',
    members: [
      creator('chenjianguo'),
      manager('huangwei'),
      member('wanghaitao', FolderPermission.Download),
      member('wulei', FolderPermission.Download),
      member('zhenglihua', FolderPermission.Download),
      member('hejing', FolderPermission.Edit),
    ],
    folders: [
      {
        name: '01 建筑',
        folders: [
          {
            name: '施工图',
            drawings: [
              drawing('建施-01', '标准层平面图', 'arch', 'A1', '1:100'),
              // An A3 sheet: no frame template of 华筑 fits it (recognition answers 4_2).
              drawing('建施-02', '北立面图', 'arch', 'A3', '1:100'),
            ],
          },
        ],
      },
      {
        name: '02 结构',
        // Structure subcontracted to 同创: its signers are not members of the project (a batch without approvers).
        drawings: [
          { ...drawing('结施-01', '基础平面布置图', 'struct', 'A2', '1:100'), signedBy: 'tongchuang' },
          { ...drawing('结施-02', '标准层结构平面图', 'struct', 'A1', '1:100'), signedBy: 'tongchuang' },
        ],
      },
    ],
  },
  {
    key: 'jiangbei',
    enterprise: 'tongchuang',
    name: '江北大桥结构咨询',
    simpleName: 'X2025-JBDQ',
    proType: ProjectType.Engineering,
    year: 2025,
    designNum: 'TC2025-008',
    address: '南京市江北新区浦滨路300号',
    scale: 1600,
    cooOrg: '南京市交通建设投资控股有限公司',
    development: '南京江北新区建设投资集团',
    buildingType: '桥梁工程',
    createdBy: 'xuwenbo',
    members: [
      creator('xuwenbo'),
      manager('chenjianguo'),
      member('gaojun', FolderPermission.Download),
      member('linfang', FolderPermission.Download),
      member('mali', FolderPermission.Edit),
      member('liting', FolderPermission.Download),
    ],
    folders: [
      {
        name: '施工图',
        drawings: [drawing('结施-01', '桥墩配筋图', 'struct', 'A2', '1:50')],
      },
    ],
  },
];

export interface DemoFlowTemplate {
  project: ProjectKey;
  name: string;
  /** `LinearMode`: '0' parallel, '1' linear. */
  isLinear: LinearMode;
  owner: PersonKey;
  /** The nodes in order: a duty and its people (members of the project). */
  nodes: { duty: DutyKey; people: PersonKey[] }[];
}

/**
 * The demo's flow templates (issue 9: ordered signing follows one). 建筑两级审批 of 滨江新城综合体: 审核 by 吴磊,
 * then 审定 by 刘洋 (the 审定 signer of its architectural drawings), linear, made by 陈建国.
 */
export const DEMO_FLOW_TEMPLATES: readonly DemoFlowTemplate[] = [
  {
    project: 'binjiang',
    name: '建筑两级审批',
    isLinear: LinearMode.Linear,
    owner: 'chenjianguo',
    nodes: [
      { duty: 'examine', people: ['wulei'] },
      { duty: 'authorize', people: ['liuyang'] },
    ],
  },
];

/** A print shop of the demo publishing (晒图单位). */
export interface DemoPublisher {
  enterprise: EnterpriseKey;
  name: string;
  phone: string;
  address: string;
}

export const DEMO_PUBLISHERS: readonly DemoPublisher[] = [
  { enterprise: 'huazhu', name: '杭州图文晒图中心', phone: '0571-88123456', address: '杭州市西湖区文三路259号' },
  { enterprise: 'huazhu', name: '滨江数码快印', phone: '0571-86654321', address: '杭州市滨江区江南大道3688号' },
];

/** A calculation rule: base prices (yuan a sheet) of A0-A4; lengthened and oversize sheets are priced from them. */
export interface DemoCalcRule {
  enterprise: EnterpriseKey;
  ruleName: string;
  remarks: string;
  basePrices: Record<PublishBaseSize, number>;
  /** An oversize sheet costs this many times its base size. */
  oversizeFactor: number;
}

/**
 * 标准晒图计费 of 华筑: the base sizes' prices, each lengthened size (+0.125 ... +1) priced by its length (the base
 * price times 1 + the step), and oversize (超长) at 2.5 times the base price: every size name a sheet can get
 * (publish/sheetSize.ts), so that any PDF of the demo can be priced.
 */
export const DEMO_CALC_RULES: readonly DemoCalcRule[] = [
  {
    enterprise: 'huazhu',
    ruleName: '标准晒图计费',
    remarks: '按图幅计费，加长图按加长比例计价，超长图另计',
    basePrices: { A0: 25, A1: 12.5, A2: 6.5, A3: 3, A4: 1.5 },
    oversizeFactor: 2.5,
  },
];

/** A rule's rows in the cost table's order: every base size, its lengthened sizes, its oversize. Prices in cents. */
export function demoCalcRows(rule: DemoCalcRule): { sizeName: string; priceCents: number }[] {
  return PUBLISH_BASE_SIZES.flatMap((base) => {
    const baseCents = Math.round(rule.basePrices[base] * 100);
    return [
      { sizeName: publishSizeName(base), priceCents: baseCents },
      ...PUBLISH_SIZE_STEPS.map((step) => ({
        sizeName: publishSizeName(base, step),
        priceCents: Math.round(baseCents * (1 + step)),
      })),
      { sizeName: oversizeName(base), priceCents: Math.round(baseCents * rule.oversizeFactor) },
    ];
  });
}

/**
 * The third-party certification organisations of demo CA-backed stamps (certificates on record only: no provider
 * signs for them here). `enterprise` stamps get real certificates from the firm's own enterprise CA.
 */
export const DEMO_CA_ORGANISATIONS = {
  bjca: { id: 'ca-bjca', name: '北京数字认证股份有限公司' },
} as const;

export interface DemoStamp {
  enterprise: EnterpriseKey;
  name: string;
  stampType: StampType;
  ownerType: OwnerType;
  /** The person a personal stamp (signature, registration stamp) belongs to. */
  owner?: PersonKey;
  disabled?: boolean;
  /**
   * A CA certificate and its end in days from the seed (negative: expired): issued by the firm's enterprise CA
   * (`enterprise`, a real certificate that signs), or on record from a third-party organisation (with a serial).
   */
  ca?: { org: 'enterprise'; days: number } | { org: keyof typeof DEMO_CA_ORGANISATIONS; serial: string; days: number };
}

const stampOf = (
  enterprise: EnterpriseKey,
  name: string,
  stampType: StampType,
  ownerType: OwnerType,
  more: Partial<DemoStamp> = {},
): DemoStamp => ({ enterprise, name, stampType, ownerType, ...more });

/**
 * The demo stamps: personal signatures, output stamps (出图章), custom stamps and registration stamps (注册章)
 * of both firms; some CA-backed (the enterprise CA, one third-party organisation; some expired), some disabled. No images: a stamp
 * is listed by name and owner (`filePath` empty) until images are uploaded.
 */
export const DEMO_STAMPS: readonly DemoStamp[] = [
  stampOf('huazhu', '陈建国', StampType.PersonalSignature, OwnerType.Personal, {
    owner: 'chenjianguo',
    ca: { org: 'enterprise', days: 700 },
  }),
  stampOf('huazhu', '李婷', StampType.PersonalSignature, OwnerType.Personal, { owner: 'liting' }),
  stampOf('huazhu', '王海涛', StampType.PersonalSignature, OwnerType.Personal, {
    owner: 'wanghaitao',
    ca: { org: 'enterprise', days: -150 },
  }),
  stampOf('huazhu', '吴磊', StampType.PersonalSignature, OwnerType.Personal, { owner: 'wulei' }),
  stampOf('huazhu', '华筑设计出图专用章', StampType.Output, OwnerType.Enterprise, {
    ca: { org: 'enterprise', days: 550 },
  }),
  stampOf('huazhu', '华筑设计出图章（2021版）', StampType.Output, OwnerType.Enterprise, {
    disabled: true,
    ca: { org: 'bjca', serial: 'BJCA-2021-0033', days: -330 },
  }),
  stampOf('huazhu', '图纸审查专用章', StampType.Custom, OwnerType.Enterprise, {
    ca: { org: 'bjca', serial: 'BJCA-2024-0218', days: 300 },
  }),
  stampOf('huazhu', '技术质量部章', StampType.Custom, OwnerType.Enterprise),
  stampOf('huazhu', '一级注册建筑师 陈建国', StampType.Registration, OwnerType.Personal, {
    owner: 'chenjianguo',
    ca: { org: 'enterprise', days: 850 },
  }),
  stampOf('huazhu', '一级注册建筑师 吴磊', StampType.Registration, OwnerType.Personal, { owner: 'wulei' }),
  stampOf('huazhu', '一级注册建筑师 黄伟', StampType.Registration, OwnerType.Personal, { owner: 'huangwei' }),
  stampOf('huazhu', '一级注册结构工程师 王海涛', StampType.Registration, OwnerType.Personal, {
    owner: 'wanghaitao',
    ca: { org: 'enterprise', days: -500 },
  }),
  stampOf('huazhu', '一级注册结构工程师 郑丽华', StampType.Registration, OwnerType.Personal, { owner: 'zhenglihua' }),
  stampOf('huazhu', '注册公用设备工程师 张敏', StampType.Registration, OwnerType.Personal, { owner: 'zhangmin' }),
  stampOf('huazhu', '二级注册建筑师 李婷', StampType.Registration, OwnerType.Personal, {
    owner: 'liting',
    disabled: true,
  }),
  stampOf('tongchuang', '许文博', StampType.PersonalSignature, OwnerType.Personal, { owner: 'xuwenbo' }),
  stampOf('tongchuang', '同创结构出图专用章', StampType.Output, OwnerType.Enterprise),
  stampOf('tongchuang', '一级注册结构工程师 许文博', StampType.Registration, OwnerType.Personal, { owner: 'xuwenbo' }),
  stampOf('tongchuang', '一级注册结构工程师 高军', StampType.Registration, OwnerType.Personal, { owner: 'gaojun' }),
];

/** Title-block labels and the other fixed texts of a demo drawing. */
export const TITLE_BLOCK_LABELS = {
  designUnit: '设计单位',
  project: '工程名称',
  drawing: '图名',
  number: '图号',
  scale: '比例',
  date: '日期',
  specialty: '专业',
  stage: '设计阶段',
  stageValue: '施工图',
  sheet: '图幅',
  notes: '说明：本图为演示图纸，由系统自动生成。',
  axes: 'ABCDEFGHJK0123456789',
} as const;

/** The signer fields of the title block, in order, with the duty each one is filled from. */
export const SIGNER_FIELDS: readonly { label: string; duty: DutyKey }[] = [
  { label: StandardDuty.Design, duty: 'design' },
  { label: StandardDuty.Proofread, duty: 'proofread' },
  { label: StandardDuty.Examine, duty: 'examine' },
  { label: StandardDuty.Authorize, duty: 'authorize' },
  { label: StandardDuty.SpecialtyLeader, duty: 'specialtyLeader' },
  { label: StandardDuty.ProjectLeader, duty: 'projectLeader' },
];

/**
 * The names in a drawing's signer fields: for each duty a project member holding it, of the drawing's specialty
 * when there is one (设计 of a structural drawing is the structural designer), else any member holding it.
 */
export function titleBlockSigners(project: DemoProject, specialty: SpecialtyKey): { label: string; name: string }[] {
  const people = project.members.flatMap((m) => DEMO_PEOPLE.filter((p) => p.key === m.person));
  return SIGNER_FIELDS.map((field) => {
    const holders = people.filter((p) => p.duties.includes(field.duty));
    const chosen = holders.find((p) => p.specialty === specialty) ?? holders[0];
    return { label: field.label, name: chosen?.realname ?? '' };
  });
}

/**
 * The design unit and signers a drawing's title block names: the project's, or those of the firm that drew it;
 * with the drawing's faulty signer fields.
 */
export function drawingSigners(
  project: DemoProject,
  drawing: DemoDrawing,
): { enterprise: EnterpriseKey; signers: { label: string; name: string }[] } {
  const firm = drawing.signedBy;
  const faulty = (signers: { label: string; name: string }[]) =>
    signers.map((signer, index) => {
      const duty = SIGNER_FIELDS[index]?.duty;
      const name = duty ? drawing.faults?.signers?.[duty] : undefined;
      return name === undefined ? signer : { ...signer, name };
    });
  if (!firm || firm === project.enterprise) {
    return { enterprise: project.enterprise, signers: faulty(titleBlockSigners(project, drawing.specialty)) };
  }
  const people = DEMO_PEOPLE.filter((p) => p.enterprises[0]?.key === firm);
  const signers = SIGNER_FIELDS.map((field) => {
    const holders = people.filter((p) => p.duties.includes(field.duty));
    const chosen = holders.find((p) => p.specialty === drawing.specialty) ?? holders[0];
    return { label: field.label, name: chosen?.realname ?? '' };
  });
  return { enterprise: firm, signers: faulty(signers) };
}

/** Every text the seed (and the stamping of its stamps) can draw into a PDF: the font subset must cover these (scripts/build-font.sh). */
export function seedTexts(): string[] {
  const texts: string[] = [...Object.values(TITLE_BLOCK_LABELS), ...SIGNER_FIELDS.map((f) => f.label)];
  for (const e of DEMO_ENTERPRISES) texts.push(e.name);
  for (const s of DEMO_SPECIALTIES) texts.push(s.name);
  for (const p of DEMO_PEOPLE) texts.push(p.realname);
  // Stamping draws a stamp without an image as a seal with its name (approvals/stamping.ts).
  for (const s of DEMO_STAMPS) texts.push(s.name);
  const visit = (folders: readonly DemoFolder[]) => {
    for (const folder of folders) {
      for (const d of folder.drawings ?? []) texts.push(d.name, d.number, d.scale, d.sheet);
      visit(folder.folders ?? []);
    }
  };
  for (const project of DEMO_PROJECTS) {
    texts.push(project.name, project.designNum, project.simpleName);
    visit(project.folders);
  }
  return texts;
}
