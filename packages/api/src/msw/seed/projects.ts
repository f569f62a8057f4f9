import {
  Flag,
  FolderPermission,
  LinearMode,
  PermissionLevel,
  ProjectType,
  RecognitionStatus,
  StaffType,
  StandardDuty,
} from '../../entities/constants';
import type { ProjectDetail, ProjectResource } from '../../entities/project';
import { RECOGNITION_NO_TEXT_LAYER, recognitionAnchorsMissing } from '../../rules/recognition';
import { DEMO_PROJECTS, type ProjectKey } from '../../seed';
import { DUTY, ENT, SPECIALTY, users } from './people';

/** The fixture firm's projects, their members, folders and drawings, and the flow templates of its first project. */

export interface FixtureMember {
  projectId: string;
  userId: string;
  staffType: StaffType;
  permissionLevel: PermissionLevel;
  /** The level at the project's root (a quick project's menu level); by the staff type when not set (issue 25). */
  folderLevel?: number;
}

/** A project file or folder; drawings carry their MD5 and the final code recognition ends with. */
export interface FixtureResource extends ProjectResource {
  fileMd5?: string;
  ocrOutcome?: RecognitionStatus;
  /** Why recognition refused the drawing (recognition's message), when it ends 4_2 or 4_9. */
  ocrReason?: string;
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

/** A project's detail under the fixture's id: `isCreator` and `isFav` as 陈建国 (the signed-in user) sees them. */
function detail(
  id: string,
  fields: Pick<ProjectDetail, 'name' | 'simpleName' | 'proType' | 'year' | 'designNum' | 'address'> &
    Partial<Pick<ProjectDetail, 'scale' | 'cooOrg' | 'Development' | 'type'>>,
): ProjectDetail {
  return {
    id,
    scale: 86_000,
    cooOrg: '杭州城建集团',
    Development: '杭州滨江城市建设投资有限公司',
    type: '商业综合体',
    ...fields,
    createTime: `${fields.year}-03-01 09:00:00`,
    isCreator: id === 'p-001' || id === 'p-002',
    enterpriseId: ENT,
    enterpriseName: '华筑建筑设计研究院有限公司',
    description: null,
    updateTime: `${fields.year}-11-20 16:30:00`,
    isFav: id === 'p-001' ? Flag.Yes : Flag.No,
    permissionSwitch: Flag.Yes,
  };
}

/** A demo project of 华筑 (@atelier/api/seed) under the fixture's id. */
function demoProject(id: string, key: ProjectKey): ProjectDetail {
  const p = DEMO_PROJECTS.find((project) => project.key === key);
  if (!p) throw new Error(`Unknown demo project ${key}`);
  return detail(id, {
    name: p.name,
    simpleName: p.simpleName,
    proType: p.proType,
    year: p.year,
    designNum: p.designNum,
    address: p.address,
    scale: p.scale,
    cooOrg: p.cooOrg,
    Development: p.development,
    type: p.buildingType,
  });
}

/**
 * The demo's three projects of 华筑, and two of the types the demo firm has none of (协同设计 and 模板), which only
 * the fixtures' stories show.
 */
export const projects: ProjectDetail[] = [
  demoProject('p-001', 'binjiang'),
  demoProject('p-002', 'chengnan'),
  detail('p-003', {
    name: '市民中心协同设计',
    simpleName: 'X2024-SMZX',
    proType: ProjectType.Coordination,
    year: 2024,
    designNum: 'HZ2024-029',
    address: '杭州市江干区市民街200号',
  }),
  detail('p-004', {
    name: '住宅标准化模板',
    simpleName: 'X2023-ZZMB',
    proType: ProjectType.Template,
    year: 2023,
    designNum: 'HZ2023-T01',
    address: '—',
  }),
  demoProject('p-005', 'gaoxin'),
];

export const members: FixtureMember[] = projects.flatMap((p) =>
  users
    .filter((u) => u.enterpriseIds.includes(p.enterpriseId))
    .map((u) => ({
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
export function md5(seed: string): string {
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
    ...ocrReasonOf(status.startsWith('4_') ? status : outcome),
  };
}

/** Sheet sizes the fixture's drawings are read as, by number: mostly A1, some larger and smaller. */
const SHEET_SIZES = ['A3', 'A1', 'A1', 'A2', 'A0', 'A1', 'A2', 'A1', 'A4', 'A1', 'A3', 'A2'] as const;

const ROOT = '0';
export const resources: FixtureResource[] = [
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

export const templates: FixtureTemplate[] = [
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

/** The reason the fixture's refused drawings carry: a title block not in place (4_2), a scan (4_9). */
function ocrReasonOf(outcome: RecognitionStatus): { ocrReason?: string } {
  if (outcome === RecognitionStatus.TemplateMismatch)
    return { ocrReason: recognitionAnchorsMissing('标准图框（A1）', ['设计', '校对', '审核']) };
  if (outcome === RecognitionStatus.Failed) return { ocrReason: RECOGNITION_NO_TEXT_LAYER };
  return {};
}
