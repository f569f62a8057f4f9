import { DutyRole, FixedRoleId, StandardDuty } from '../entities/constants';

/**
 * The demo firm's people: two enterprises (so that switching is real), the six standard duties, five specialties,
 * sixteen people with real names, phones, duties, specialties and fixed roles, and each firm's department tree.
 * Pure data: the server's seed (apps/server/src/seed) turns it into rows, the MSW fixtures (../msw/seed) into their
 * store; the server's tests and the stories both name these people.
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
  person('huangwei', '黄伟', '19912345611', 'arch', ['specialtyLeader'], [huazhu(FixedRoleId.PublishingManager)]),
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

/** A department of a firm's demo tree: its name, its sub-departments (empty) and its people (the rest 未分组). */
export interface DemoDepartment {
  name: string;
  children?: string[];
  people: PersonKey[];
}

/** The demo firms' department trees (issue 24): a few people of each firm stay 未分组. */
export const DEMO_DEPARTMENTS: Readonly<Record<EnterpriseKey, readonly DemoDepartment[]>> = {
  huazhu: [
    { name: '院领导', people: ['chenjianguo'] },
    { name: '建筑设计所', children: ['建筑一组'], people: ['liting', 'huangwei', 'wulei', 'zhouxiaoyan'] },
    { name: '结构设计所', people: ['wanghaitao', 'sunzhiqiang', 'zhenglihua'] },
    { name: '机电设计所', people: ['zhangmin', 'liuyang', 'zhaoxuemei'] },
  ],
  tongchuang: [{ name: '结构一所', people: ['xuwenbo', 'mali', 'gaojun'] }],
};

/** A demo person by key. */
export function demoPerson(key: PersonKey): DemoPerson {
  const found = DEMO_PEOPLE.find((p) => p.key === key);
  if (!found) throw new Error(`Unknown demo person ${key}`);
  return found;
}
