import { DEMO_DEPARTMENTS, DEMO_PEOPLE, type EnterpriseKey } from '@atelier/api/seed';
import type { Database } from '../db/index';
import { departmentMembers, departments, memberDuties, memberSpecialties } from '../db/schema';
import type { SeedIds } from '../seed/seed';

/**
 * The demo firms' organisation (issue 24): each person's specialty and duties in each of their enterprises (what the
 * personnel picker shows and checks), and each firm's department tree (@atelier/api/seed) with a few people 未分组.
 */
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
    (typeof DEMO_DEPARTMENTS)[EnterpriseKey],
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
