import { describe, expect, it } from 'vitest';
import { createSeed } from '../msw/seed';
import { DEMO_DEPARTMENTS, DEMO_ENTERPRISES, DEMO_PEOPLE, DEMO_PROJECTS, DEMO_STAMPS, demoPerson } from './index';

describe('the demo firm', () => {
  it('names people, departments and members that exist', () => {
    const keys = new Set(DEMO_PEOPLE.map((p) => p.key));
    expect(keys.size).toBe(DEMO_PEOPLE.length);
    for (const tree of Object.values(DEMO_DEPARTMENTS)) {
      for (const department of tree) for (const person of department.people) expect(keys).toContain(person);
    }
    for (const project of DEMO_PROJECTS) {
      for (const member of project.members) expect(keys).toContain(member.person);
      expect(project.members.map((m) => m.person)).toContain(project.createdBy);
    }
    for (const stamp of DEMO_STAMPS) if (stamp.owner) expect(keys).toContain(stamp.owner);
    expect(() => demoPerson('huangwei')).not.toThrow();
  });

  it('is what the fixtures seed: every person (both firms’, as the server), roles, enterprises and shared projects', () => {
    const seed = createSeed();
    expect(seed.users.map((u) => [u.username, u.realname, u.phone, u.roleIds])).toEqual(
      DEMO_PEOPLE.map((p) => [p.key, p.realname, p.phone, p.enterprises[0]?.roles]),
    );
    // 同创's own people (高军 among them) are there, members of 同创 only.
    expect(seed.users.filter((u) => u.enterpriseIds.join() === 'ent-002').map((u) => u.realname)).toEqual([
      '许文博',
      '马丽',
      '高军',
      '林芳',
    ]);
    // 黄伟 and 赵雪梅 are 华筑's publishing managers on both sides.
    expect(seed.users.filter((u) => u.roleIds.includes('role-publishing-manager')).map((u) => u.realname)).toEqual([
      '赵雪梅',
      '黄伟',
    ]);
    expect(seed.enterprises.map((e) => e.enterpriseName)).toEqual(DEMO_ENTERPRISES.map((e) => e.name));
    for (const project of DEMO_PROJECTS.filter((p) => p.enterprise === 'huazhu')) {
      expect(seed.projects.find((p) => p.name === project.name)).toMatchObject({
        simpleName: project.simpleName,
        proType: project.proType,
        designNum: project.designNum,
        address: project.address,
      });
    }
  });
});
