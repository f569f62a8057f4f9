import { ProjectType, StaffType } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { Recorder } from './record';
import { ADMIN, projectId as projectNamed, type Scenario, signIn } from './scenarios';

/**
 * Parity of a project's members after its creation (issue 25): both sides create the same quick project, then
 * add, refuse, change, quit, transfer and delete with the shared rules; only names, levels and refusals are
 * recorded.
 */

async function idsOf(record: Recorder, client: ApiClient, names: readonly string[]) {
  const page = await record.answer('project.enterpriseUsers', client.project.enterpriseUsers({ pageSize: 100 }));
  return names.map((name) => page.list.find((u) => u.realname === name)?.userId ?? `missing ${name}`);
}

async function recordMembers(record: Recorder, client: ApiClient, projectId: string, step: string) {
  const users = await record.answer(`project.users (${step})`, client.project.users({ projectId }));
  record.value(
    `members (${step})`,
    users.map((u) => `${u.realname} ${u.staffType} ${u.permissionLevel}`).sort((a, b) => a.localeCompare(b, 'zh-CN')),
  );
}

export const memberScenarios: Scenario[] = [
  {
    name: 'project members: add, refuse, change, quit, transfer with its confirmation, delete with the typed name',
    async run(side, record) {
      const creator = await signIn(side, record, 'liting');
      const [hejing, wanghaitao, mali] = await idsOf(record, creator.client, ['何静', '王海涛', '马丽']);
      const created = await record.answer(
        'project.createFastPro',
        creator.client.project.createFastPro({
          projectInfo: { name: '成员对照项目', simpleName: 'CYDZ', proType: ProjectType.Quick },
          projectUserInfos: [{ userId: hejing ?? '' }],
        }),
        (p) => p.name,
      );
      const projectId = created.id;
      await record.answer(
        'project.addFastProUser',
        creator.client.project.addFastProUser({ projectId, userIds: [wanghaitao ?? ''] }),
      );
      await record.refusal(
        'project.addFastProUser (again)',
        creator.client.project.addFastProUser({ projectId, userIds: [wanghaitao ?? ''] }),
      );
      await record.refusal(
        'project.addFastProUser (another enterprise)',
        creator.client.project.addFastProUser({ projectId, userIds: [mali ?? ''] }),
      );
      const member = await signIn(side, record, 'wanghaitao');
      await record.refusal(
        'project.delFastProUser (by a member)',
        member.client.project.delFastProUser({ projectId, userIds: [hejing ?? ''] }),
      );
      await record.answer(
        'project.updateFastProUser',
        creator.client.project.updateFastProUser({
          projectId,
          userId: hejing ?? '',
          staffType: StaffType.PersonInCharge,
        }),
      );
      await recordMembers(record, creator.client, projectId, 'after the change');
      await record.refusal('project.quitPro (creator)', creator.client.project.quitPro({ id: projectId }));
      await record.answer('project.quitPro', member.client.project.quitPro({ id: projectId }));
      await record.refusal(
        'project.updateProCreator (unconfirmed)',
        creator.client.project.updateProCreator({ projectId, userId: hejing ?? '' }),
      );
      await record.answer(
        'project.updateProCreator',
        creator.client.project.updateProCreator({ projectId, userId: hejing ?? '', confirm: true }),
      );
      await recordMembers(record, creator.client, projectId, 'after the transfer');
      await record.refusal(
        'project.delPro (no longer the creator)',
        creator.client.project.delPro({ projectId, confirmName: '成员对照项目' }),
      );
      const heir = await signIn(side, record, 'hejing');
      await record.refusal(
        'project.delPro (wrong name)',
        heir.client.project.delPro({ projectId, confirmName: '成员对照' }),
      );
      await record.refusal(
        'project.switchProPerm (quick)',
        heir.client.project.switchProPerm({ id: projectId, permissionSwitch: '0' }),
      );
      await record.answer('project.delPro', heir.client.project.delPro({ projectId, confirmName: '成员对照项目' }));
      const { pageInfo } = await record.answer(
        'project.list',
        heir.client.project.list({ pageNum: 1, pageSize: 100 }),
        () => null,
      );
      record.value(
        'deleted project listed',
        pageInfo.list.some((p) => p.id === projectId),
      );
      await record.refusal('project.detail (deleted)', heir.client.project.detail({ projectId }));
    },
  },
  {
    name: 'project members: a person without specialties and duties (5.10 信息待完善) joins a quick project only',
    async run(side, record) {
      const admin = await signIn(side, record, ADMIN);
      const added = await record.answer(
        'structure.addPersonnel (no specialty, no duty)',
        admin.client.structure.addPersonnel({ realname: '待完善新人', phone: '13700008888' }),
        () => null,
      );
      const engineering = await projectNamed(record, admin.client);
      await record.refusal(
        'project.addFastProUser (engineering project)',
        admin.client.project.addFastProUser({ projectId: engineering, userIds: [added.userId] }),
      );
      await record.refusal(
        'project.addProProUsers (engineering project)',
        admin.client.project.addProProUsers({
          projectId: engineering,
          users: [{ userId: added.userId, staffType: StaffType.Member }],
        }),
      );
      const quick = await record.answer(
        'project.createFastPro',
        admin.client.project.createFastPro({
          projectInfo: { name: '待完善对照项目', simpleName: 'DWS', proType: ProjectType.Quick },
          projectUserInfos: [],
        }),
        (p) => p.name,
      );
      await record.answer(
        'project.addFastProUser (quick project)',
        admin.client.project.addFastProUser({ projectId: quick.id, userIds: [added.userId] }),
      );
      await recordMembers(record, admin.client, quick.id, 'the quick project');
    },
  },
];
