import type { ActTask, AdditionInfo, ApprovalAct, ApprovalFile, FileStamp, FolderGroup } from '../../entities/approval';
import {
  ApprovalStatus,
  ApprovalType,
  approvalStatusText,
  Flag,
  LinearMode,
  ProoType,
  RecognitionStatus,
  SigningMode,
  StampType,
  StandardDuty,
} from '../../entities/constants';
import { PUBLISH_TASK_NAME } from '../../rules/publish';
import { option, userById } from './people';
import { type FixtureResource, projects, resources } from './projects';

/** The fixture firm's approvals: every type and status, most of them in its first project. */

export interface FixtureApproval {
  act: ApprovalAct;
  files: FolderGroup[];
}

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

function approvalFile(resource: FixtureResource, actId: string, stampList: FileStamp[]): ApprovalFile {
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
    stampList,
    updateTime: resource.updateTime,
  };
}

function groupsOf(actId: string, files: FixtureResource[], stamps: FileStamp[]): FolderGroup[] {
  const groups = new Map<string, FolderGroup>();
  for (const file of files) {
    const parent = resources.find((r) => r.resId === file.parentId);
    const group = groups.get(file.parentId) ?? { resId: file.parentId, resName: parent?.resName ?? '', children: [] };
    group.children.push(approvalFile(file, actId, stamps));
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
  /** A stamp approval's mode and the stamps each of its drawings carries (the seed's stamps, stamps.ts). */
  signingMode?: SigningMode;
  stamps?: FileStamp[];
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
    signingMode: seed.signingMode ?? null,
  };
  return { act, files: seed.projectId === null ? [] : groupsOf(seed.id, p001Drawings, seed.stamps ?? []) };
}

const S = ApprovalStatus;
const outputStamp: FileStamp = { stampId: 'st-101', name: '华筑设计出图专用章', stampType: StampType.Output };
const chenRegistration: FileStamp = {
  stampId: 'st-301',
  name: '一级注册建筑师 陈建国',
  stampType: StampType.Registration,
};
const chenSignature: FileStamp = { stampId: 'st-001', name: '陈建国', stampType: StampType.PersonalSignature };
const costRows = JSON.stringify([
  { sizeName: 'A1', price: 12, num: 40, totalPrice: 480 },
  { sizeName: 'A3', price: 3, num: 120, totalPrice: 360 },
]);

export const approvals: FixtureApproval[] = [
  {
    id: 'a-001',
    actName: '快捷签章-20250312093015',
    moduleType: ApprovalType.Project,
    status: S.InProgress,
    launcher: 'u-002',
    isCa: Flag.Yes,
    remarks: '请尽快审批，周五出图',
    day: 12,
    signingMode: SigningMode.Quick,
    stamps: [outputStamp, chenRegistration],
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
    signingMode: SigningMode.Ordered,
    stamps: [outputStamp, chenRegistration, chenSignature],
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
    signingMode: SigningMode.Quick,
    stamps: [outputStamp, chenRegistration],
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
    tasks: (id: string) => [actTask(id, 1, PUBLISH_TASK_NAME, S.Passed, [['u-006', S.Passed]])],
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
    tasks: (id: string) => [actTask(id, 1, PUBLISH_TASK_NAME, S.Passed, [['u-006', S.Passed]])],
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
