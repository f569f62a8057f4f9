import { ButtonPermission, Flag } from '../../entities/constants';
import type { Duty, MenuNode, Specialty } from '../../entities/user';
import { PublishButton } from '../../rules/publish';
import {
  DEMO_DUTIES,
  DEMO_ENTERPRISES,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_SPECIALTIES,
  type DemoPerson,
  type DutyKey,
  type EnterpriseKey,
  type SpecialtyKey,
} from '../../seed';

/**
 * The fixture firm's people: 华筑建筑设计研究院 and 同创结构工程咨询, their people, duties, specialties and roles
 * from the demo firm (@atelier/api/seed, which the server's seed writes too) under the fixture's ids, and what the
 * signed-in user may open (menus and button keys).
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
  /** When the enterprise expires (001 sections 2.4, 8.2), or null for never: a story sets it. */
  expiresAt: Date | null;
}

/** The session seeded for Storybook and tests: 陈建国 of 华筑建筑设计研究院. */
export const fixtureSession = {
  token: 'fixture-token-chenjianguo',
  userId: 'u-001',
  enterpriseId: 'ent-001',
} as const;

/** The password of every seeded user: the demo's. */
export const FIXTURE_PASSWORD = DEMO_PASSWORD;

/** The fixture firm's enterprise. */
export const ENT = 'ent-001';

export const DUTY: Readonly<Record<DutyKey, string>> = {
  design: 'd-design',
  proofread: 'd-proofread',
  examine: 'd-examine',
  authorize: 'd-authorize',
  specialtyLeader: 'd-specialty-leader',
  projectLeader: 'd-project-leader',
} as const;

export const SPECIALTY: Readonly<Record<SpecialtyKey, string>> = {
  arch: 's-arch',
  struct: 's-struct',
  water: 's-water',
  hvac: 's-hvac',
  elec: 's-elec',
} as const;

/** The fixture's ids of the demo firms (ent-001 is 华筑, the signed-in firm). */
export const ENTERPRISE_ID: Record<EnterpriseKey, string> = { huazhu: ENT, tongchuang: 'ent-002' };

/**
 * A demo person as a fixture user: id u-NNN by their place in the demo (@atelier/api/seed), the first duty, the
 * roles held in their first firm.
 */
function user(person: DemoPerson, index: number): FixtureUser {
  const [first] = person.enterprises;
  const duty = person.duties[0];
  return {
    userId: `u-${String(index + 1).padStart(3, '0')}`,
    username: person.key,
    password: FIXTURE_PASSWORD,
    realname: person.realname,
    phone: person.phone,
    email: `${person.key}@huazhu-design.cn`,
    specialtyId: SPECIALTY[person.specialty],
    dutyId: duty ? DUTY[duty] : '',
    enterpriseIds: person.enterprises.map((e) => ENTERPRISE_ID[e.key]),
    curEnterpriseId: first ? ENTERPRISE_ID[first.key] : ENT,
    roleIds: [...(first?.roles ?? [])],
  };
}

/**
 * Every demo person, as the server's seed has them: 华筑's twelve (u-001 陈建国 to u-012 何静; 陈建国 and 李婷 are
 * members of 同创 too), then 同创's own four (u-013 许文博 to u-016 林芳). Until issue 24's last pass the fixtures
 * kept 华筑's people only, so 同创's people could sign in on the server and not on the fixtures; whatever lists an
 * enterprise's people filters by `enterpriseIds`.
 */
export const users: FixtureUser[] = DEMO_PEOPLE.map(user);

const demoEnterprise = (key: EnterpriseKey) => {
  const found = DEMO_ENTERPRISES.find((e) => e.key === key);
  if (!found) throw new Error(`Unknown demo enterprise ${key}`);
  return found;
};

export const enterprises: FixtureEnterprise[] = [
  {
    enterpriseId: ENT,
    enterpriseName: demoEnterprise('huazhu').name,
    districtDetails: demoEnterprise('huazhu').districtDetails,
    isCloud: Flag.Yes,
    stampIsCloud: Flag.Yes,
    expiresAt: null,
  },
  {
    enterpriseId: 'ent-002',
    enterpriseName: demoEnterprise('tongchuang').name,
    districtDetails: demoEnterprise('tongchuang').districtDetails,
    isCloud: Flag.No,
    stampIsCloud: Flag.No,
    expiresAt: null,
  },
];

/** The demo's duties in signing order (the two leaders are managers, DutyRole 2) and its specialties. */
export const duties: Duty[] = DEMO_DUTIES.map((d) => ({
  id: DUTY[d.key],
  dictId: DUTY[d.key],
  dictName: d.name,
  alias: d.name,
  disabled: false,
  dutyRole: d.dutyRole,
}));

export const specialties: Specialty[] = DEMO_SPECIALTIES.map((s) => ({
  id: SPECIALTY[s.key],
  dictId: SPECIALTY[s.key],
  dictName: s.name,
  alias: s.name,
}));

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
