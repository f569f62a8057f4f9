import { Flag, FolderPermission, LabelColor, ProjectType, StaffType } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { Recorder } from './record';
import { ADMIN, MEMBER, PROJECT, projectId, type Scenario, signIn } from './scenarios';

/**
 * Parity scenarios of creating projects (issue 25): both seeds hold the same firm, people, specialties and duties
 * by name; the steps find them through the client and record names, levels and refusals, never ids.
 */

async function peopleNamed(record: Recorder, client: ApiClient, names: readonly string[]) {
  const page = await record.answer('project.enterpriseUsers', client.project.enterpriseUsers({ pageSize: 100 }));
  record.value('enterprise people', { total: page.total, names: page.list.map((u) => u.realname) });
  return names.map((name) => {
    const found = page.list.find((u) => u.realname === name);
    if (!found) throw new Error(`no person ${name}`);
    return found.userId;
  });
}

async function dictionaryIds(record: Recorder, client: ApiClient) {
  const specialties = await record.answer('enterprise.specialties', client.enterprise.specialties({}));
  const duties = await record.answer('enterprise.duties', client.enterprise.duties({ pageNum: 1, pageSize: 100 }));
  const specialty = (name: string) => specialties.find((s) => s.dictName === name)?.id ?? '';
  const duty = (name: string) => duties.list.find((d) => d.dictName === name)?.id ?? '';
  return { arch: specialty('建筑'), struct: specialty('结构'), design: duty('设计'), proofread: duty('校对') };
}

/** The members of a created project as both sides must agree on them: name, staff type, level. */
async function recordMembers(record: Recorder, client: ApiClient, projectId: string) {
  const users = await record.answer('project.users', client.project.users({ projectId }));
  record.value(
    'members',
    users.map((u) => `${u.realname} ${u.staffType} ${u.permissionLevel}`).sort((a, b) => a.localeCompare(b, 'zh-CN')),
  );
}

const year = () => new Date().getFullYear();

export const projectScenarios: Scenario[] = [
  {
    name: 'projects: a quick project is created with its people, listed, and duplicates are refused',
    async run(side, record) {
      const { client } = await signIn(side, record, MEMBER);
      const [hejing] = await peopleNamed(record, client, ['何静']);
      const free = await record.answer('project.checkName (free)', client.project.checkName({ name: '快捷对照项目' }));
      record.value('free name', free);
      await record.refusal('project.checkName (taken)', client.project.checkName({ name: PROJECT }));
      const created = await record.answer(
        'project.createFastPro',
        client.project.createFastPro({
          projectInfo: { name: '快捷对照项目', simpleName: 'KJDZ', proType: ProjectType.Quick },
          projectUserInfos: [{ userId: hejing ?? '' }],
        }),
      );
      record.value('created', [created.name, created.simpleName === `X${year()}-KJDZ`, created.proType]);
      await recordMembers(record, client, created.id);
      const { pageInfo } = await record.answer('project.list', client.project.list({ pageNum: 1, pageSize: 100 }));
      record.value('listed first', pageInfo.list[0]?.name);
      const folders = await record.answer(
        'files.list',
        client.files.list({ projectId: created.id, parentId: '0', pageNum: 1, pageSize: 100 }),
        (page) => page.list.map((f) => f.resName),
      );
      record.value(
        'root folders',
        folders.list.map((f) => f.resName),
      );
      await record.refusal(
        'project.createFastPro (name taken)',
        client.project.createFastPro({
          projectInfo: { name: '快捷对照项目', simpleName: 'KJDZ2' },
          projectUserInfos: [],
        }),
      );
      await record.refusal(
        'project.createFastPro (short name taken)',
        client.project.createFastPro({
          projectInfo: { name: '快捷对照项目二', simpleName: 'KJDZ' },
          projectUserInfos: [],
        }),
      );
    },
  },
  {
    name: 'projects: an ordinary project is created from the wizard’s three steps, and duplicates are refused',
    async run(side, record) {
      const { client } = await signIn(side, record, ADMIN);
      const [liting, wanghaitao, huangwei] = await peopleNamed(record, client, ['李婷', '王海涛', '黄伟']);
      const ids = await dictionaryIds(record, client);
      const shortFree = await record.answer(
        'project.checkSimpleName (taken)',
        client.project.checkSimpleName({ simpleName: 'BJXC', year: 2024 }),
      );
      const numberFree = await record.answer(
        'project.checkDesignNum (taken)',
        client.project.checkDesignNum({ designNum: 'HZ2024-017' }),
      );
      record.value('taken short name and design number free', [shortFree, numberFree]);
      const body = (name: string, simpleName: string, designNum: string) => ({
        projectInfo: { name, simpleName, designNum, Development: '杭州西湖文旅集团', year: year(), type: '6' as const },
        subItems: [
          { name: '主楼', designNum: 'A' },
          { name: '裙房', designNum: 'B' },
        ],
        specialtyIds: [ids.arch, ids.struct],
        dutyIds: [ids.design, ids.proofread],
        projectUserInfos: [{ userId: huangwei ?? '', staffType: StaffType.PersonInCharge }],
        projectUserDutyVos: [
          { userId: liting ?? '', dictSpecialtyId: ids.arch, dictDutyId: ids.design },
          { userId: wanghaitao ?? '', dictSpecialtyId: ids.struct, dictDutyId: ids.proofread },
        ],
      });
      const created = await record.answer(
        'project.createProPro',
        client.project.createProPro(body('普通对照项目', 'PTDZ', 'PT-001')),
      );
      record.value('created', [created.name, created.simpleName === `X${year()}-PTDZ`, created.proType]);
      await recordMembers(record, client, created.id);
      const items = await record.answer('project.subItems', client.project.subItems({ projectId: created.id }));
      record.value(
        'sub-items',
        items.map((i) => `${i.name} ${i.designNum}`),
      );
      const folders = await record.answer(
        'files.list',
        client.files.list({ projectId: created.id, parentId: '0', pageNum: 1, pageSize: 100 }),
        (page) => page.list.map((f) => f.resName),
      );
      record.value(
        'root folders',
        folders.list.map((f) => f.resName).sort((a, b) => a.localeCompare(b, 'zh-CN')),
      );
      await record.refusal(
        'project.createProPro (name taken)',
        client.project.createProPro(body(PROJECT, 'PTDZ2', 'PT-002')),
      );
      await record.refusal(
        'project.createProPro (short name taken)',
        client.project.createProPro(body('普通对照项目二', 'PTDZ', 'PT-002')),
      );
      await record.refusal(
        'project.createProPro (design number taken)',
        client.project.createProPro(body('普通对照项目二', 'PTDZ2', 'PT-001')),
      );
      await record.refusal(
        'project.createProPro (duplicated sub-items)',
        client.project.createProPro({
          ...body('普通对照项目二', 'PTDZ2', 'PT-002'),
          subItems: [
            { name: '主楼', designNum: 'A' },
            { name: '主楼', designNum: 'B' },
          ],
        }),
      );
    },
  },
  {
    name: 'project templates: listed, created, refused, changed, and a project made from one with its default levels',
    async run(side, record) {
      const { client } = await signIn(side, record, ADMIN);
      const [liting, wanghaitao, huangwei] = await peopleNamed(record, client, ['李婷', '王海涛', '黄伟']);
      const ids = await dictionaryIds(record, client);
      const seeded = await record.answer('project.templateList', client.project.templateList({ proType: '3' }), (p) =>
        p.list.map((t) => `${t.name} ${t.isEnable} ${t.folderCount}`),
      );
      const created = await record.answer(
        'project.createResTemplate',
        client.project.createResTemplate({
          name: '对照模板',
          proType: '3',
          folders: [
            { name: '主楼', permission: null, children: [{ name: '建筑', permission: null, children: [] }] },
            { name: '往来文件', permission: FolderPermission.ReadOnly, children: [] },
          ],
        }),
        (t) => [t.name, t.isEnable, t.folderCount],
      );
      await record.refusal('project.createResTemplate (taken)', client.project.createResTemplate({ name: '对照模板' }));
      await record.refusal(
        'project.createResTemplate (same folder twice)',
        client.project.createResTemplate({
          name: '对照模板二',
          folders: [
            { name: '图纸', permission: null, children: [] },
            { name: '图纸', permission: null, children: [] },
          ],
        }),
      );
      await record.answer(
        'project.updateTemplate',
        client.project.updateTemplate({ id: created.id, name: '对照模板甲' }),
      );
      const info = await record.answer('project.templateInfo', client.project.templateInfo({ id: created.id }), (t) =>
        t.folders.map((f) => f.name),
      );
      record.value('template', [info.name, info.folderCount, seeded.list.length]);
      const project = await record.answer(
        'project.createProPro (from the template)',
        client.project.createProPro({
          templateId: created.id,
          projectInfo: {
            name: '模板对照项目',
            simpleName: 'MBDZ',
            designNum: 'MB-001',
            Development: '杭州城投',
            year: year(),
          },
          subItems: [
            { name: '主楼', designNum: 'A' },
            { name: '裙房', designNum: 'B' },
          ],
          specialtyIds: [ids.arch, ids.struct],
          dutyIds: [ids.design],
          projectUserInfos: [{ userId: huangwei ?? '', staffType: StaffType.PersonInCharge }],
          projectUserDutyVos: [
            { userId: liting ?? '', dictSpecialtyId: ids.arch, dictDutyId: ids.design },
            { userId: wanghaitao ?? '', dictSpecialtyId: ids.struct, dictDutyId: ids.design },
          ],
        }),
        (p) => p.name,
      );
      const roots = await record.answer(
        'files.list (the new project)',
        client.files.list({ projectId: project.id, parentId: '0', pageNum: 1, pageSize: 100 }),
        (page) => page.list.map((f) => f.resName),
      );
      record.value(
        'root folders',
        roots.list.map((f) => f.resName).sort((a, b) => a.localeCompare(b, 'zh-CN')),
      );
      const correspondence = roots.list.find((f) => f.resName === '往来文件')?.resId ?? '';
      const member = await signIn(side, record, 'wanghaitao');
      const level = await record.answer(
        'files.myFolderPermission (a member on 往来文件)',
        member.client.files.myFolderPermission({ projectId: project.id, resId: correspondence }),
      );
      record.value('member level', level.permission);
      await record.refusal(
        'project.createResTemplate (a member)',
        member.client.project.createResTemplate({ name: '成员模板' }),
      );
      await record.answer(
        'project.updateTemplate (disabled)',
        client.project.updateTemplate({ id: created.id, isEnable: false }),
      );
      await record.refusal(
        'project.createProPro (a disabled template)',
        client.project.createProPro({
          templateId: created.id,
          projectInfo: {
            name: '模板对照项目二',
            simpleName: 'MBDZ2',
            designNum: 'MB-002',
            Development: '杭州城投',
            year: year(),
          },
          subItems: [{ name: '主楼', designNum: 'A' }],
          specialtyIds: [ids.arch],
          dutyIds: [ids.design],
          projectUserInfos: [],
          projectUserDutyVos: [{ userId: liting ?? '', dictSpecialtyId: ids.arch, dictDutyId: ids.design }],
        }),
      );
      await record.answer('project.delTemplate', client.project.delTemplate({ id: created.id }));
      const after = await record.answer('project.templateList (after)', client.project.templateList({}), (p) =>
        p.list.map((t) => t.name),
      );
      record.value(
        'templates after',
        after.list.map((t) => t.name),
      );
    },
  },
  {
    name: 'labels and favourites: own labels added, refused, put on a project, filtered by, deleted; a project starred',
    async run(side, record) {
      const { client } = await signIn(side, record, MEMBER);
      const shown = (l: { name: string; color: string; type: string; projectCount: number }) => [
        l.name,
        l.color,
        l.type,
        l.projectCount,
      ];
      const key = await record.answer(
        'label.add',
        client.label.add({ name: '对照重点', color: LabelColor.Red }),
        shown,
      );
      const late = await record.answer(
        'label.add (2)',
        client.label.add({ name: '对照延期', color: LabelColor.Cyan }),
        shown,
      );
      await record.refusal('label.add (taken)', client.label.add({ name: '对照重点', color: LabelColor.Blue }), shown);
      await record.refusal(
        'label.add (too long)',
        client.label.add({ name: '对照标签名称过长了啊', color: LabelColor.Blue }),
      );
      const project = await projectId(record, client);
      await record.answer(
        'label.setProjectLabels',
        client.label.setProjectLabels({ projectId: project, labelIdList: [key.id, late.id] }),
      );
      const filtered = await record.answer(
        'project.list (label)',
        client.project.list({ pageNum: 1, pageSize: 100, labelId: key.id }),
        (a) => a.pageInfo.list.map((p) => [p.name, p.labelList?.map((l) => `${l.name} ${l.color}`)]),
      );
      record.value('filtered', filtered.pageInfo.total);
      await record.answer(
        'label.update',
        client.label.update({ id: key.id, name: '对照要点', color: LabelColor.Purple }),
      );
      await record.refusal('label.update (taken)', client.label.update({ id: late.id, name: '对照要点' }));
      await record.answer('label.delete', client.label.delete({ id: late.id }));
      await record.answer('label.list', client.label.list({ keyword: '对照' }), (page) => page.list.map(shown));
      await record.answer('project.updateProFav', client.project.updateProFav({ projectId: project, isFav: Flag.Yes }));
      await record.answer(
        'project.list (favourites)',
        client.project.list({ pageNum: 1, pageSize: 100, isFav: Flag.Yes }),
        (a) => a.pageInfo.list.map((p) => [p.name, p.isFav]),
      );
      await record.answer('project.favInfo', client.project.favInfo({ projectId: project }));
      await record.answer(
        'project.updateProFav (off)',
        client.project.updateProFav({ projectId: project, isFav: Flag.No }),
      );
      await record.answer('project.favInfo (off)', client.project.favInfo({ projectId: project }));
      await record.answer(
        'label.setProjectLabels (clear)',
        client.label.setProjectLabels({ projectId: project, labelIdList: [] }),
      );
      await record.answer('label.delete (key)', client.label.delete({ id: key.id }));
    },
  },
  {
    name: 'a project’s cover: a picture refused by its bytes, uploaded, refused to a member, set, shown, reset',
    async run(side, record) {
      const { client } = await signIn(side, record, ADMIN);
      const member = await signIn(side, record, MEMBER);
      const project = await projectId(record, client);
      const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
      const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
      await record.refusal(
        'project.uploadCover (a GIF named .png)',
        client.project.uploadCover({ projectId: project, file: new File([gif], 'site.png') }),
      );
      const { imageId } = await record.answer(
        'project.uploadCover',
        client.project.uploadCover({ projectId: project, file: new File([png], 'site.png') }),
        (a) => /^[0-9a-f]{32}\.png$/.test(a.imageId),
      );
      await record.refusal(
        'project.editCoverImage (a member)',
        member.client.project.editCoverImage({ projectId: project, imageId }),
      );
      await record.answer('project.editCoverImage', client.project.editCoverImage({ projectId: project, imageId }));
      const covered = async (label: string) =>
        record.answer(label, client.project.list({ pageNum: 1, pageSize: 100 }), (a) =>
          a.pageInfo.list.filter((p) => p.coverImage).map((p) => p.name),
        );
      await covered('project.list (a cover)');
      await record.answer(
        'project.editCoverImage (default)',
        client.project.editCoverImage({ projectId: project, imageId: null }),
      );
      await covered('project.list (no cover)');
    },
  },
];
