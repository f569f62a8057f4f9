import { DutyType, FixedRoleId } from '@atelier/api';
import { ADMIN, MEMBER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity scenarios of the enterprise setup (issue 24): a specialty added, refused twice, renamed and deleted; a
 * signing duty of the engineering type added, listed by type and isSign, refused twice and deleted; a custom role
 * created, refused by name, given to a member and listed, its keys read back, then deleted; a plain member refused;
 * a member holding one duty type's menu and 企业设置 refused the other types' duties, their own role and keys they
 * do not hold. Ids differ between the sides, so names are recorded.
 */
export const enterpriseSetupScenarios: Scenario[] = [
  {
    name: 'Enterprise setup: specialties and duties added, refused, renamed and deleted',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const member = await signIn(side, record, MEMBER);
      const setup = admin.client.enterpriseSetup;
      const { id } = await record.answer(
        'enterpriseSetup.addSpecialty',
        setup.addSpecialty({ name: '平行专业' }),
        () => null,
      );
      await record.refusal('the same specialty again', setup.addSpecialty({ name: ' 平行专业 ' }));
      await record.refusal('a plain member adds', member.client.enterpriseSetup.addSpecialty({ name: '越权专业' }));
      await record.answer(
        'enterpriseSetup.updateSpecialty',
        setup.updateSpecialty({ id, name: '平行专业二' }),
        () => null,
      );
      const names = (await admin.client.enterprise.specialties({})).map((s) => s.dictName);
      record.value('the renamed specialty is listed', names.includes('平行专业二'));
      await record.answer('enterpriseSetup.deleteSpecialty', setup.deleteSpecialty({ id }), () => null);

      const duty = await record.answer(
        'enterpriseSetup.addDuty',
        setup.addDuty({ name: '平行职责', type: DutyType.EngineeringManagement, isSign: true }),
        () => null,
      );
      await record.refusal(
        'the same duty in its type',
        setup.addDuty({ name: '平行职责', type: DutyType.EngineeringManagement }),
      );
      const signing = await admin.client.enterprise.duties({
        pageNum: 1,
        pageSize: 100,
        type: DutyType.EngineeringManagement,
        isSign: 1,
      });
      record.value(
        'the engineering signing duties',
        signing.list.filter((d) => d.dictName.startsWith('平行')).map((d) => [d.dictName, d.isSign, d.type]),
      );
      const design = await admin.client.enterprise.duties({ pageNum: 1, pageSize: 100, type: DutyType.DesignProject });
      const used = design.list.find((d) => d.dictName === '设计');
      if (used) await record.refusal('a duty people hold is deleted', setup.deleteDuty({ id: used.id }));
      await record.answer('enterpriseSetup.deleteDuty', setup.deleteDuty({ id: duty.id }), () => null);
    },
  },
  {
    name: 'Enterprise setup: a custom role created, given, read back and deleted; fixed roles locked',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const member = await signIn(side, record, MEMBER);
      const setup = admin.client.enterpriseSetup;
      const roles = await setup.allRoles({});
      record.value(
        'the fixed roles',
        roles.filter((r) => r.fixed).map((r) => r.roleName),
      );
      await record.refusal('a fixed role deleted', setup.deleteRole({ roleId: FixedRoleId.ArchiveAdmin }));
      await record.refusal('an unknown key', setup.addRole({ roleName: '平行角色', permissionIds: ['noSuchKey'] }));
      const { roleId } = await record.answer(
        'enterpriseSetup.addRole',
        setup.addRole({ roleName: '平行角色', permissionIds: ['enterpriseSpecialty', 'dashboard'] }),
        () => null,
      );
      await record.refusal('the same role name', setup.addRole({ roleName: '平行角色' }));
      await record.answer('enterpriseSetup.rolePermission', setup.rolePermission({ roleId }));
      const memberId = (await member.client.user.info({})).userId;
      await record.answer(
        'enterpriseSetup.userAddRole',
        setup.userAddRole({ roleId, userIds: [memberId] }),
        () => null,
      );
      const holders = await setup.usersByRole({ roleId });
      record.value('the role’s people', [holders.total, holders.list.map((h) => h.realname)]);
      await record.refusal('a plain member reads the roles', member.client.enterpriseSetup.allRoles({}));
      await record.answer('enterpriseSetup.deleteRole', setup.deleteRole({ roleId }), () => null);
      await record.refusal('the deleted role’s people', setup.usersByRole({ roleId }));
    },
  },
  {
    name: 'Enterprise setup: a helper role is held to its duty type and cannot widen itself',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const member = await signIn(side, record, MEMBER);
      const setup = admin.client.enterpriseSetup;
      const helper = member.client.enterpriseSetup;
      const keys = ['enterpriseDutyConfigDesignPro', 'enterpriseSetup'];
      const { roleId } = await record.answer(
        'the helper role',
        setup.addRole({ roleName: '平行助理', permissionIds: keys }),
        () => null,
      );
      const memberId = (await member.client.user.info({})).userId;
      await record.answer('the role given', setup.userAddRole({ roleId, userIds: [memberId] }), () => null);
      const engineering = await record.answer(
        'an engineering duty by the administrator',
        setup.addDuty({ name: '平行监理', type: DutyType.EngineeringManagement }),
        () => null,
      );
      await record.refusal(
        'the helper adds an engineering duty',
        helper.addDuty({ name: '平行造价', type: DutyType.EngineeringManagement }),
      );
      await record.refusal(
        'the helper renames an engineering duty',
        helper.updateDuty({ id: engineering.id, name: '平行总监', isSign: false }),
      );
      await record.refusal('the helper deletes an engineering duty', helper.deleteDuty({ id: engineering.id }));
      const own = await record.answer(
        'the helper adds a design duty',
        helper.addDuty({ name: '平行方案', type: DutyType.DesignProject }),
        () => null,
      );
      await record.answer('the helper deletes it', helper.deleteDuty({ id: own.id }), () => null);
      await record.refusal(
        'the helper widens their own role',
        helper.updateRole({ roleId, roleName: '平行助理', permissionIds: [...keys, 'enterpriseKey'] }),
      );
      await record.refusal(
        'the helper makes a role with a key they lack',
        helper.addRole({ roleName: '平行激活', permissionIds: ['enterpriseKey'] }),
      );
      await record.refusal(
        'the helper gives themselves the archive administrator',
        helper.userAddRole({ roleId: FixedRoleId.ArchiveAdmin, userIds: [memberId] }),
      );
      record.value('the helper’s role keeps its keys', await setup.rolePermission({ roleId }));
      await record.answer('enterpriseSetup.deleteDuty', setup.deleteDuty({ id: engineering.id }), () => null);
      await record.answer('enterpriseSetup.deleteRole', setup.deleteRole({ roleId }), () => null);
    },
  },
];
