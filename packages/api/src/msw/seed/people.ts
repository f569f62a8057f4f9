import { ButtonPermission, DutyRole, Flag, StandardDuty } from '../../entities/constants';
import type { Duty, MenuNode, Specialty } from '../../entities/user';
import { PublishButton } from '../../rules/publish';

/**
 * The fixture firm's people: 华筑建筑设计研究院 and 同创结构工程咨询 (the names, usernames and phones of the server's
 * demo seed), their duties and specialties, and what the signed-in user may open (menus and button keys).
 */

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

/** The session seeded for Storybook and tests: 陈建国 of 华筑建筑设计研究院. */
export const fixtureSession = {
  token: 'fixture-token-chenjianguo',
  userId: 'u-001',
  enterpriseId: 'ent-001',
} as const;

/** The password of every seeded user: the server's demo password (apps/server/src/seed/demo.ts). */
export const FIXTURE_PASSWORD = 'Atelier2026';

/** The fixture firm's enterprise. */
export const ENT = 'ent-001';

/** A duty; the two leaders are managers (DutyRole 2), as in the server's demo seed. */
const duty = (id: string, dictName: string, dutyRole: DutyRole = DutyRole.Normal): Duty => ({
  id,
  dictId: id,
  dictName,
  alias: dictName,
  disabled: false,
  dutyRole,
});
const specialty = (id: string, dictName: string): Specialty => ({ id, dictId: id, dictName, alias: dictName });

export const DUTY = {
  design: 'd-design',
  proofread: 'd-proofread',
  examine: 'd-examine',
  authorize: 'd-authorize',
  specialtyLeader: 'd-specialty-leader',
  projectLeader: 'd-project-leader',
} as const;

export const SPECIALTY = {
  arch: 's-arch',
  struct: 's-struct',
  water: 's-water',
  hvac: 's-hvac',
  elec: 's-elec',
} as const;

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

export const users: FixtureUser[] = [
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

export const enterprises: FixtureEnterprise[] = [
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

export const duties: Duty[] = [
  duty(DUTY.design, StandardDuty.Design),
  duty(DUTY.proofread, StandardDuty.Proofread),
  duty(DUTY.examine, StandardDuty.Examine),
  duty(DUTY.authorize, StandardDuty.Authorize),
  duty(DUTY.specialtyLeader, StandardDuty.SpecialtyLeader, DutyRole.Manager),
  duty(DUTY.projectLeader, StandardDuty.ProjectLeader, DutyRole.Manager),
];

export const specialties: Specialty[] = [
  specialty(SPECIALTY.arch, '建筑'),
  specialty(SPECIALTY.struct, '结构'),
  specialty(SPECIALTY.water, '给排水'),
  specialty(SPECIALTY.hvac, '暖通'),
  specialty(SPECIALTY.elec, '电气'),
];

export const userById = (id: string) => {
  const found = users.find((u) => u.userId === id);
  if (!found) throw new Error(`Unknown seeded user ${id}`);
  return found;
};
export const option = (id: string) => {
  const u = userById(id);
  return { userId: u.userId, realname: u.realname, phone: u.phone, avatar: null };
};

export const menus: MenuNode[] = [
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

export const buttonKeys = [
  ButtonPermission.ProofreadingApproval,
  ButtonPermission.FastApproval,
  ButtonPermission.OrderApproval,
  ButtonPermission.UniversalApproval,
  PublishButton.Download,
  PublishButton.Share,
  PublishButton.ConfirmPublish,
  ButtonPermission.StampSaveOnCloud,
];
