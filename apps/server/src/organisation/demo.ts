import type { Database } from '../db/index';
import { departmentMembers, departments, memberDuties, memberSpecialties } from '../db/schema';
import { DEMO_PEOPLE, type EnterpriseKey, type PersonKey } from '../seed/demo';
import type { SeedIds } from '../seed/seed';

/**
 * The demo firms' organisation (issue 24): each person's specialty and duties in each of their enterprises (what the
 * personnel picker shows and checks), and a small department tree per firm with a few people left 未分组.
 */
const DEMO_DEPARTMENTS: Record<EnterpriseKey, { name: string; children?: string[]; people: PersonKey[] }[]> = {
  huazhu: [
    { name: '院领导', people: ['chenjianguo'] },
    { name: '建筑设计所', children: ['建筑一组'], people: ['liting', 'huangwei', 'wulei', 'zhouxiaoyan'] },
    { name: '结构设计所', people: ['wanghaitao', 'sunzhiqiang', 'zhenglihua'] },
    { name: '机电设计所', people: ['zhangmin', 'liuyang', 'zhaoxuemei'] },
  ],
  tongchuang: [{ name: '结构一所', people: ['xuwenbo', 'mali', 'gaojun'] }],
};

export async function seedOrganisation(tx: Database, ids: SeedIds): Promise<void> {
  for (const person of DEMO_PEOPLE) {
    for (const { key } of person.enterprises) {
      const enterpriseId = ids.enterprises[key];
      const userId = ids.people[person.key];
      await tx
        .insert(memberSpecialties)
        .values({ enterpriseId, userId, specialtyId: ids.specialties[key][person.specialty] });
      if (person.duties.length > 0) {
        await tx
          .insert(memberDuties)
          .values(person.duties.map((duty) => ({ enterpriseId, userId, dutyId: ids.duties[key][duty] })));
      }
    }
  }
  for (const [key, tree] of Object.entries(DEMO_DEPARTMENTS) as [
    EnterpriseKey,
    (typeof DEMO_DEPARTMENTS)['huazhu'],
  ][]) {
    const enterpriseId = ids.enterprises[key];
    for (const [index, department] of tree.entries()) {
      const [row] = await tx
        .insert(departments)
        .values({ enterpriseId, parentId: null, name: department.name, sortOrder: index })
        .returning({ id: departments.id });
      if (!row) throw new Error('department not seeded');
      for (const [childIndex, child] of (department.children ?? []).entries()) {
        await tx.insert(departments).values({ enterpriseId, parentId: row.id, name: child, sortOrder: childIndex });
      }
      if (department.people.length > 0) {
        await tx
          .insert(departmentMembers)
          .values(department.people.map((p) => ({ enterpriseId, userId: ids.people[p], departmentId: row.id })));
      }
    }
  }
}
