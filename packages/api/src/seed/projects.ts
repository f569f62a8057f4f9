import { FolderPermission, LinearMode, PermissionLevel, ProjectType, StaffType } from '../entities/constants';
import type { TemplateFolder } from '../rules/projectTemplates';
import type { DutyKey, EnterpriseKey, PersonKey, SpecialtyKey } from './people';

/**
 * The demo firm's projects of both types: members, folders and drawings whose title blocks name their signers
 * (./titleBlock.ts), documents, folder overrides and the flow templates. Pure data (see ./people.ts).
 */

export type ProjectKey = 'binjiang' | 'chengnan' | 'gaoxin' | 'jiangbei';

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

export interface DemoProjectTemplate {
  enterprise: EnterpriseKey;
  name: string;
  owner: PersonKey;
  folders: TemplateFolder[];
}

const templateFolder = (name: string, permission: FolderPermission | null = null, children: TemplateFolder[] = []) => ({
  name,
  permission,
  children,
});

/**
 * The demo's project template (issue 25): the specialties a design institute files by, and the correspondence that
 * ordinary members only read (its 设计联系单 they edit).
 */
export const DEMO_PROJECT_TEMPLATES: readonly DemoProjectTemplate[] = [
  {
    enterprise: 'huazhu',
    name: '建筑工程标准模板',
    owner: 'chenjianguo',
    folders: [
      templateFolder('建筑'),
      templateFolder('结构'),
      templateFolder('给排水'),
      templateFolder('电气'),
      templateFolder('暖通'),
      templateFolder('往来文件', FolderPermission.ReadOnly, [
        templateFolder('甲方来函'),
        templateFolder('设计联系单', FolderPermission.Edit),
      ]),
    ],
  },
];
