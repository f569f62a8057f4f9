import { describe, expect, it } from 'vitest';
import { FixedRoleId } from '../entities/constants';
import { DutyType, dutyTypeDenial, EnterpriseSetupMessage } from '../rules/enterpriseSetup';
import { fixtureServer, refusalOf } from './fixtureClients';

const fixtures = fixtureServer();
const { admin, staff } = fixtures;
const refusal = async (call: Promise<unknown>) => (await refusalOf(call)).message;

/** 李婷 given a role with the design duties' menu and 企业设置; answers the role's id. */
async function helperRole(): Promise<string> {
  const keys = ['enterpriseDutyConfigDesignPro', 'enterpriseSetup'];
  const { roleId } = await admin().enterpriseSetup.addRole({ roleName: '设置助理', permissionIds: keys });
  await admin().enterpriseSetup.userAddRole({ roleId, userIds: ['u-002'] });
  return roleId;
}

describe('fixture enterprise setup: a non-administrator is held to their own rights', () => {
  it('refuses the duty types whose menu the role does not grant, on every call', async () => {
    await helperRole();
    const { id } = await admin().enterpriseSetup.addDuty({ name: '监理员', type: DutyType.EngineeringManagement });
    const denial = dutyTypeDenial(DutyType.EngineeringManagement);
    const setup = staff().enterpriseSetup;
    expect(await refusal(setup.addDuty({ name: '造价员', type: DutyType.EngineeringManagement }))).toBe(denial);
    expect(await refusal(setup.updateDuty({ id, name: '总监', isSign: false }))).toBe(denial);
    expect(await refusal(setup.deleteDuty({ id }))).toBe(denial);
    expect(fixtures.store().state.duties.find((d) => d.id === id)?.dictName).toBe('监理员');
    const own = await setup.addDuty({ name: '方案助理', type: DutyType.DesignProject });
    await setup.deleteDuty({ id: own.id });
  });

  it('refuses widening their own role and granting keys they do not hold', async () => {
    const roleId = await helperRole();
    const setup = staff().enterpriseSetup;
    const keys = ['enterpriseDutyConfigDesignPro', 'enterpriseSetup'];
    expect(
      await refusal(setup.updateRole({ roleId, roleName: '设置助理', permissionIds: [...keys, 'enterpriseKey'] })),
    ).toBe(EnterpriseSetupMessage.OwnRoleLocked);
    expect(await refusal(setup.deleteRole({ roleId }))).toBe(EnterpriseSetupMessage.OwnRoleLocked);
    expect(await refusal(setup.addRole({ roleName: '激活码', permissionIds: ['enterpriseKey'] }))).toBe(
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    expect(await refusal(setup.userAddRole({ roleId: FixedRoleId.ArchiveAdmin, userIds: ['u-002'] }))).toBe(
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    expect(await admin().enterpriseSetup.rolePermission({ roleId })).toEqual(keys);
    // Within their rights: a narrower role, made and given.
    const narrow = await setup.addRole({ roleName: '设计职责', permissionIds: ['enterpriseDutyConfigDesignPro'] });
    await setup.userAddRole({ roleId: narrow.roleId, userIds: ['u-002'] });
  });
});
