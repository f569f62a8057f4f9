import {
  type DrawingRef,
  EnterpriseStampListType,
  Flag,
  finalRecognitionStatuses,
  LinearMode,
  localDate,
  OwnerType,
  type ProjectResource,
  StampEnabled,
  StampType,
  StandardDuty,
} from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import { sealPng } from '../testing/images';
import type { Recorder } from './record';
import type { Session, Side } from './sides';

/**
 * The parity scenarios: scripts written once against the typed client, run on the fixtures and on the server.
 * Both seeds hold the same firm, people and project names, but not the same ids, paths or every drawing: a scenario
 * finds what it needs through the client (a project by name, a drawing by file name, people by name) and records
 * only what both sides must agree on.
 */
export interface Scenario {
  name: string;
  run(side: Side, record: Recorder): Promise<void>;
}

/** The demo administrator (陈建国, enterprise admin of 华筑建筑设计研究院). */
export const ADMIN = 'chenjianguo';
/** A member without any role. */
export const MEMBER = 'liting';
/** A member who signs none of the shared drawing's fields (an electrical designer). */
export const OUTSIDER = 'hejing';
export const PROJECT = '滨江新城综合体';
/** A drawing both seeds hold in that project, recognised with signers. */
export const DRAWING = '建施-01 总平面图.pdf';
export const OUTPUT_STAMP = '华筑设计出图专用章';

/** Signs in; the step is named by `label` when `who` is data (a phone found through the client). */
export const signIn = (side: Side, record: Recorder, who: string, label = who): Promise<Session> =>
  record.answer(`${label} signs in`, side.signIn(who), (session) => session.login);

export async function projectId(record: Recorder, client: ApiClient, name = PROJECT): Promise<string> {
  const { pageInfo } = await record.answer('project.list', client.project.list({ pageNum: 1, pageSize: 100 }));
  const found = pageInfo.list.find((p) => p.name === name);
  if (!found) throw new Error(`no project ${name}`);
  return found.id;
}

/** A file of the project by name: the root folders expanded (files.approvalFiles), then found by name. */
export async function fileNamed(client: ApiClient, project: string, name: string): Promise<ProjectResource> {
  const root = await client.files.list({ projectId: project, parentId: '0', pageNum: 1, pageSize: 500 });
  const files = await client.files.approvalFiles({ projectId: project, resIds: root.list.map((r) => r.resId) });
  const found = files.find((f) => f.resName === name);
  if (!found) throw new Error(`no file ${name} in the project`);
  return found;
}

export const refOf = (file: ProjectResource): DrawingRef => ({
  resId: file.resId,
  recordId: file.recordId ?? '',
  resName: file.resName,
});

/** Starts recognition of the drawings and polls until each has a final status; records the final statuses. */
export async function recognise(record: Recorder, client: ApiClient, project: string, refs: readonly DrawingRef[]) {
  const recordIdList = refs.map((r) => r.recordId);
  await record.answer('quickApproval.startOcr', client.quickApproval.startOcr({ recordIdList, projectId: project }));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const statuses = await client.quickApproval.ocrStatus({ recordIdList });
    const values = recordIdList.map((id) => statuses[id]);
    if (values.every((s) => s !== undefined && finalRecognitionStatuses.includes(s))) {
      record.value('recognised', values);
      return;
    }
    if (Date.now() > deadline) throw new Error(`recognition did not end: ${values.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The enterprise stamp of a list type by name. */
export async function enterpriseStamp(client: ApiClient, type: EnterpriseStampListType, name: string) {
  const page = await client.stamp.enterpriseStamps({ type, pageNum: 1, pageSize: 100 });
  const found = page.list.find((s) => s.name === name);
  if (!found) throw new Error(`no enterprise stamp ${name}`);
  return found;
}

interface QuickLaunch {
  actId: string;
  /** The approvers of the batch, with their phones to sign in with. */
  approvers: { userId: string; phone: string; realname: string }[];
}

/** Launches a quick stamp approval of the shared drawing as the administrator, approved by the batch's signers. */
async function launchQuick(record: Recorder, admin: Session, approvalName: string): Promise<QuickLaunch> {
  const { client } = admin;
  const project = await projectId(record, client);
  const drawing = refOf(await fileNamed(client, project, DRAWING));
  await recognise(record, client, project, [drawing]);
  const batches = await record.answer(
    'quickApproval.batches',
    client.quickApproval.batches({ projectId: project, fileList: [drawing] }),
  );
  const approvers = batches.flatMap((b) => b.userInfoVoList);
  record.value('batches', batches.length);
  const output = await enterpriseStamp(client, EnterpriseStampListType.Output, OUTPUT_STAMP);
  const id = await record.answer('quickApproval.uid', client.quickApproval.uid());
  const { actId } = await record.answer(
    'quickApproval.submit',
    client.quickApproval.submit({
      id,
      projectId: project,
      projectName: PROJECT,
      approvalName,
      entStampId: output.stampId,
      customizedStampIds: [],
      signMan: admin.userId,
      fastInfoVOS: [{ stampIdList: [], userIdList: approvers.map((u) => u.userId), drawings: [drawing] }],
      isCa: Flag.No,
    }),
  );
  return { actId, approvers };
}

export const scenarios: Scenario[] = [
  {
    name: 'sign in as the demo administrator, read who they are, sign out',
    async run(side, record) {
      await record.refusal('wrong password', side.signIn(ADMIN, 'Wrong-Password-1'), (s) => s.login);
      const admin = await signIn(side, record, ADMIN);
      record.value('login', {
        realname: admin.login.userInfo.realname,
        enterprise: admin.login.userInfo.curEnterpriseName,
        enterprises: admin.login.enterpriseVoList.map((e) => e.enterpriseName),
      });
      const info = await record.answer('user.info', admin.client.user.info());
      record.value('user.info', { username: info.username, realname: info.realname, phone: info.phone });
      const enterprises = await record.answer('enterprise.list', admin.client.enterprise.list());
      record.value(
        'enterprise.list',
        enterprises.map((e) => [e.enterpriseName, e.isCurEnterprise]),
      );
      const byPhone = await record.answer('sign in by phone', side.signIn(info.phone), (s) => s.login);
      record.value('same person', byPhone.userId === admin.userId);
      await record.answer('auth.logout', admin.client.auth.logout());
      await record.refusal('user.info after logout', admin.client.user.info());
    },
  },
  {
    name: 'quick stamp approval: a launch, then a second launch under the same name (40007 审批名称已存在)',
    async run(side, record) {
      const admin = await signIn(side, record, ADMIN);
      const name = '平行校验-快捷签章-重名';
      const project = await projectId(record, admin.client);
      record.value(
        'checkApprovalName free',
        await admin.client.quickApproval.checkApprovalName({ projectId: project, actName: name }),
      );
      await launchQuick(record, admin, name);
      await record.refusal(
        'checkApprovalName taken',
        admin.client.quickApproval.checkApprovalName({ projectId: project, actName: name }),
      );
      await record.refusal('relaunch under the same name', launchQuick(record, admin, name));
    },
  },
  {
    name: 'passing and refusing a quick stamp approval',
    async run(side, record) {
      const admin = await signIn(side, record, ADMIN);
      const passed = await launchQuick(record, admin, '平行校验-快捷签章-通过');
      const detail = await record.answer('approval.detail', admin.client.approval.detail({ actId: passed.actId }));
      const launcherApproves = passed.approvers.some((a) => a.userId === admin.userId);
      record.value('launched', {
        status: detail.status,
        statusText: detail.statusText,
        signMan: detail.signMan?.realName,
        launcherHasAFormWhenAnApprover: (detail.formId !== null) === launcherApproves,
      });
      const outsider = await signIn(side, record, OUTSIDER);
      await record.refusal(
        'someone who is not an approver passes',
        outsider.client.approval.pass({ actId: passed.actId, common: '同意' }),
      );
      await record.each('each approver passes', passed.approvers, async (approver, each) => {
        const session = await each.answer('sign in', side.signIn(approver.phone), (s) => s.login);
        const todo = await each.answer('approval.todoList', session.client.approval.todoList({}));
        each.value(
          'has it to do',
          todo.list.some((a) => a.id === passed.actId),
        );
        await each.answer('approval.pass', session.client.approval.pass({ actId: passed.actId, common: '同意' }));
        await each.refusal('passing twice', session.client.approval.pass({ actId: passed.actId, common: '同意' }));
      });
      const after = await admin.client.approval.detail({ actId: passed.actId });
      record.value('passed', { status: after.status, statusText: after.statusText });
      await record.refusal('withdraw a passed approval', admin.client.approval.withdraw({ actId: passed.actId }));

      const refused = await launchQuick(record, admin, '平行校验-快捷签章-驳回');
      const [first] = refused.approvers;
      if (!first) throw new Error('no approver');
      const session = await signIn(side, record, first.phone, 'the first approver');
      await record.answer(
        'approval.refuse',
        session.client.approval.refuse({ actId: refused.actId, common: '图框信息不完整' }),
      );
      const refusedDetail = await admin.client.approval.detail({ actId: refused.actId });
      record.value('refused', { status: refusedDetail.status, statusText: refusedDetail.statusText });
      await record.refusal(
        'passing a refused approval',
        session.client.approval.pass({ actId: refused.actId, common: '同意' }),
      );
      await record.refusal('withdraw a refused approval', admin.client.approval.withdraw({ actId: refused.actId }));

      const withdrawn = await launchQuick(record, admin, '平行校验-快捷签章-撤回');
      const member = await signIn(side, record, MEMBER);
      await record.refusal('withdraw by another', member.client.approval.withdraw({ actId: withdrawn.actId }));
      await record.answer('approval.withdraw', admin.client.approval.withdraw({ actId: withdrawn.actId }));
      const withdrawnDetail = await admin.client.approval.detail({ actId: withdrawn.actId });
      record.value('withdrawn', { status: withdrawnDetail.status, statusText: withdrawnDetail.statusText });
    },
  },
  {
    name: 'flow templates: create, a duplicate name (40007 模板名称已存在), who may change them',
    async run(side, record) {
      const admin = await signIn(side, record, ADMIN);
      const { client } = admin;
      const project = await projectId(record, client);
      const duties = await record.answer('enterprise.duties', client.enterprise.duties({ pageNum: 1, pageSize: 100 }));
      const examine = duties.list.find((d) => d.dictName === StandardDuty.Examine);
      const authorize = duties.list.find((d) => d.dictName === StandardDuty.Authorize);
      if (!examine || !authorize) throw new Error('no examine or authorize duty');
      const people = await record.answer('project.users', client.project.users({ projectId: project }));
      const person = (realname: string) => {
        const found = people.find((p) => p.realname === realname);
        if (!found) throw new Error(`${realname} is not a member`);
        return found.userId;
      };
      const draft = (actName: string) => ({
        actInfo: { actName, projectId: project, isLinear: LinearMode.Linear },
        tasks: [
          { dictDutyId: examine.id, userIdList: [person('吴磊')] },
          { dictDutyId: authorize.id, userIdList: [person('刘洋')] },
        ],
      });
      const name = '平行校验模板';
      record.value('checkName free', await client.flowTemplate.checkName({ actName: name, projectId: project }));
      const { id } = await record.answer('flowTemplate.create', client.flowTemplate.create(draft(name)));
      await record.refusal('create under a taken name', client.flowTemplate.create(draft(name)));
      await record.refusal('checkName taken', client.flowTemplate.checkName({ actName: name, projectId: project }));
      record.value(
        'checkName of itself',
        await client.flowTemplate.checkName({ actName: name, projectId: project, actId: id }),
      );
      const detail = await record.answer('flowTemplate.detail', client.flowTemplate.detail({ actId: id }));
      record.value('detail', {
        actName: detail.actInfo.actName,
        userName: detail.actInfo.userName,
        projectName: detail.actInfo.projectName,
        isLinear: detail.actInfo.isLinear,
        tasks: detail.tasks.map((t) => [t.taskName, t.actForms.map((f) => f.userInfo.realname)]),
      });
      const list = await record.answer('flowTemplate.list', client.flowTemplate.list({ projectId: project }));
      const entry = list.list.find((t) => t.id === id);
      record.value('listed', entry && { actName: entry.actName, mine: entry.mine, total: entry.total });

      const second = await record.answer('create a second', client.flowTemplate.create(draft(`${name}二`)));
      await record.refusal(
        'rename onto a taken name',
        client.flowTemplate.update({ ...draft(name), actInfo: { ...draft(name).actInfo, id: second.id } }),
      );
      const member = await signIn(side, record, MEMBER);
      await record.refusal(
        'update by another',
        member.client.flowTemplate.update({
          ...draft('平行校验模板三'),
          actInfo: { ...draft('平行校验模板三').actInfo, id },
        }),
      );
      await record.refusal('delete by another', member.client.flowTemplate.delete({ actId: id }));
      await record.answer('flowTemplate.delete', client.flowTemplate.delete({ actId: id }));
      record.value(
        'checkName after delete',
        await client.flowTemplate.checkName({ actName: name, projectId: project }),
      );
    },
  },
  {
    name: 'stamp management: create, a second of the same name, rename, disable, who may',
    async run(side, record) {
      const admin = await signIn(side, record, ADMIN);
      const { client } = admin;
      const image = await record.answer('stamp.uploadImage', client.stamp.uploadImage({ file: sealPngBlob() }));
      record.value('image size', { width: image.width, height: image.height });
      const create = (name: string) =>
        client.stamp.create({
          name,
          stampType: StampType.Custom,
          ownerType: OwnerType.Enterprise,
          uuid: image.uuid,
          fileMd5: image.fileMd5,
          isManager: true,
        });
      const name = '平行校验专用章';
      const created = await record.answer('stamp.create', create(name));
      record.value('created', {
        name: created.name,
        stampType: created.stampType,
        ownerType: created.ownerType,
        isEnable: created.isEnable,
        certificateStatus: created.certificateStatus,
      });
      const twin = await record.answer('a second stamp of the same name', create(name));
      record.value('two stamps', twin.stampId !== created.stampId);
      await record.answer('stamp.updateInfo', client.stamp.updateInfo({ stampId: created.stampId, name: `${name}A` }));
      await record.answer(
        'stamp.setEnabled',
        client.stamp.setEnabled({ stampId: created.stampId, isEnable: StampEnabled.Disabled }),
      );
      const customs = await record.answer(
        'stamp.enterpriseStamps',
        client.stamp.enterpriseStamps({ type: EnterpriseStampListType.Custom, pageNum: 1, pageSize: 100 }),
      );
      record.value(
        'listed',
        customs.list
          .filter((s) => s.name.startsWith(name))
          .map((s) => [s.name, s.isEnable])
          .sort(),
      );
      const member = await signIn(side, record, MEMBER);
      await record.refusal(
        'a member enables an enterprise stamp',
        member.client.stamp.setEnabled({ stampId: created.stampId, isEnable: StampEnabled.Enabled }),
      );
      await record.refusal(
        'a member renames an enterprise stamp',
        member.client.stamp.updateInfo({ stampId: created.stampId, name: '改名' }),
      );
      const own = await record.answer('member.uploadImage', member.client.stamp.uploadImage({ file: sealPngBlob() }));
      await record.refusal(
        'a member creates an enterprise stamp',
        member.client.stamp.create({
          name: '成员的企业章',
          stampType: StampType.Custom,
          ownerType: OwnerType.Enterprise,
          uuid: own.uuid,
          fileMd5: own.fileMd5,
          isManager: true,
        }),
      );
      await record.refusal(
        'an enterprise signature',
        client.stamp.create({
          name: '企业签名',
          stampType: StampType.PersonalSignature,
          ownerType: OwnerType.Enterprise,
          uuid: image.uuid,
          fileMd5: image.fileMd5,
          isManager: true,
        }),
      );
      await record.answer('stamp.delete', client.stamp.delete({ stampId: twin.stampId }));
    },
  },
  {
    name: 'publishing: the launch refusals, then pass, share and confirm, and who may',
    async run(side, record) {
      const admin = await signIn(side, record, ADMIN);
      const { client } = admin;
      const project = await projectId(record, client);
      const drawing = await fileNamed(client, project, DRAWING);
      const publishers = await record.answer('publish.publishers', client.publish.publishers({}));
      const rules = await record.answer('publish.calcRules', client.publish.calcRules({}));
      const approvers = await record.answer(
        'approval.publishApprovers',
        client.approval.publishApprovers({ projectId: project }),
      );
      const people = await client.project.users({ projectId: project });
      const notManager = people.find((p) => p.realname === '李婷');
      const [publisher] = publishers.list;
      const [rule] = rules.list;
      const approver = approvers.find((a) => a.realname === '赵雪梅');
      if (!publisher || !rule || !approver || !notManager) throw new Error('no publisher, rule or approver');
      record.value(
        '赵雪梅 approves publishing',
        approvers.some((a) => a.realname === '赵雪梅'),
      );
      const resList = [{ resId: drawing.resId, recordId: drawing.recordId ?? '', printCopies: 2 }];
      const launch = {
        actName: '平行校验-发布',
        projectId: project,
        calcRuleId: rule.id,
        publisherId: publisher.id,
        deliveryTime: localDate(new Date(Date.now() + 2 * 86_400_000)),
        approvalUserIdList: [approver.userId],
        resList,
      };
      await record.answer(
        'approval.publishQuote',
        client.approval.publishQuote({ projectId: project, calcRuleId: rule.id, resList }),
      );
      const unknown = '0b5e8a52-6a39-4d6f-9a3c-4f1f7f1e2b11';
      await record.refusal(
        'an approver who is not a publishing manager',
        client.approval.launchPublish({ ...launch, approvalUserIdList: [notManager.userId] }),
      );
      await record.refusal(
        'a delivery in the past',
        client.approval.launchPublish({ ...launch, deliveryTime: '2020-01-01' }),
      );
      await record.refusal('an unknown publisher', client.approval.launchPublish({ ...launch, publisherId: unknown }));
      await record.refusal('an unknown rule', client.approval.launchPublish({ ...launch, calcRuleId: unknown }));
      await record.refusal(
        'quote at an unknown rule',
        client.approval.publishQuote({ projectId: project, calcRuleId: unknown, resList }),
      );
      const { actId } = await record.answer('approval.launchPublish', client.approval.launchPublish(launch));
      await record.refusal('a second launch under the same name', client.approval.launchPublish(launch));
      const detail = await client.approval.detail({ actId });
      record.value('launched', {
        status: detail.status,
        canShare: detail.canShare,
        canConfirmPublish: detail.canConfirmPublish,
        publishNum: detail.additionInfo?.publishNum,
      });
      await record.refusal('share before it passed', client.approval.createDownUrl({ actId, days: 7 }));
      await record.refusal('publish before it passed', client.approval.publish({ actId }));
      await record.refusal('an unknown share link', side.anonymous().approval.downloadInfo({ key: 'no-such-key' }));
      const member = await signIn(side, record, MEMBER);
      await record.refusal('a member shares', member.client.approval.createDownUrl({ actId, days: 7 }));

      const manager = await signIn(side, record, approver.phone, 'the publishing manager');
      await record.answer('approval.pass', manager.client.approval.pass({ actId, common: '同意' }));
      const passed = await client.approval.detail({ actId });
      record.value('passed', {
        status: passed.status,
        canShare: passed.canShare,
        canConfirmPublish: passed.canConfirmPublish,
      });
      await record.refusal('a member shares a passed one', member.client.approval.createDownUrl({ actId, days: 7 }));
      await record.refusal('a member confirms', member.client.approval.publish({ actId }));
      const link = await record.answer('approval.createDownUrl', client.approval.createDownUrl({ actId, days: 3 }));
      const visitor = side.anonymous();
      const info = await record.answer('approval.downloadInfo', visitor.approval.downloadInfo({ key: link.key }));
      record.value('shared', {
        actName: info.actName,
        projectName: info.projectName,
        files: info.files.flatMap((g) => g.children.map((f) => f.resName)),
      });
      const download = await record.answer(
        'approval.shareDownload',
        visitor.approval.shareDownload({ key: link.key, resIds: [drawing.resId] }),
      );
      record.value('download name', download.fileName);
      await record.refusal(
        'a file outside the share',
        visitor.approval.shareDownload({ key: link.key, resIds: [unknown] }),
      );
      await record.answer('approval.publish', client.approval.publish({ actId }));
      const published = await client.approval.detail({ actId });
      record.value('published', { status: published.status, statusText: published.statusText });
      await record.refusal('publish twice', client.approval.publish({ actId }));
    },
  },
];

/** A 64×64 PNG seal that both the server's image check and the fixture's accept. */
function sealPngBlob(): Blob {
  return new Blob([new Uint8Array(sealPng().bytes)], { type: 'image/png' });
}
