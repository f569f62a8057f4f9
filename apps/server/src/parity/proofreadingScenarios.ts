import { FolderPermission, LinearMode, MarkShape, MarkStatus, OpinionType, ProoType } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import { ADMIN, MEMBER, projectId, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * A PDF of the project in no proofreading (the seeds differ there: the fixtures hold a proofreading in progress of
 * the recognised drawings), the first by name. Found through the client, as a user would.
 */
async function freeDrawing(client: ApiClient, project: string) {
  const root = await client.files.list({ projectId: project, parentId: '0', pageNum: 1, pageSize: 500 });
  const files = await client.files.approvalFiles({ projectId: project, resIds: root.list.map((r) => r.resId) });
  const pdfs = files.filter((f) => f.resName.toLowerCase().endsWith('.pdf') && f.recordId);
  const { inProofreading } = await client.proofreading.checkActFile({ resIds: pdfs.map((f) => f.resId) });
  const busy = new Set(inProofreading);
  const free = pdfs.filter((f) => !busy.has(f.resId)).sort((a, b) => a.resName.localeCompare(b.resName));
  if (!free[0]) throw new Error('no PDF free of proofreading in the project');
  return free[0];
}

/** A person of another enterprise (许文博, 同创), in both seeds. */
const STRANGER = 'xuwenbo';

/** The second step's reviewer (吴磊, 审核), a member of the project in both seeds. */
const EXAMINER = 'wulei';

/**
 * Proofreading (issue 29) on both sides: 陈建国 launches a proofreading of the shared drawing with 李婷 (校对) then
 * 吴磊 (审核); the same files cannot start a second one; 李婷 marks; the pass is refused while the opinion is
 * unconfirmed; only the initiator confirms; the steps then pass.
 */
export const proofreadingScenarios: Scenario[] = [
  {
    name: 'proofreading: launch, files already in one, marks, the pass refused until the initiator confirms',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const project = await projectId(record, admin.client);
      const drawing = await freeDrawing(admin.client, project);
      const people = await admin.client.project.users({ projectId: project });
      const person = (realname: string) => people.find((p) => p.realname === realname)?.userId;
      const proofreader = person('李婷');
      const examiner = person('吴磊');
      if (!proofreader || !examiner) throw new Error('no reviewers in the project');
      const launch = (actName: string, tasks: { taskName: string; prooType: 1 | 2 | 3 | 4; userIdList: string[] }[]) =>
        admin.client.approval.launchProofreading({
          projectId: project,
          actName,
          parentId: drawing.parentId,
          isLinear: LinearMode.Linear,
          arcResList: [{ resId: drawing.resId, recordId: drawing.recordId ?? '' }],
          newActTaskList: tasks,
        });
      const steps = [
        { taskName: '校对', prooType: ProoType.Proofread, userIdList: [proofreader] },
        { taskName: '审核', prooType: ProoType.Examine, userIdList: [examiner] },
      ];
      await record.refusal(
        'a leader before the end of a linear flow',
        launch('平行校验-校审-审定在前', [
          { taskName: '审定', prooType: ProoType.Leader, userIdList: [examiner] },
          steps[0] as (typeof steps)[number],
        ]),
      );
      const { actId } = await record.answer('the launch', launch('平行校验-校审', steps), () => null);
      await record.refusal('the same file again', launch('平行校验-校审-再次', steps));
      record.value(
        'the file is in a proofreading',
        (await admin.client.proofreading.checkActFile({ resIds: [drawing.resId] })).inProofreading.length,
      );
      const detail = await admin.client.approval.detail({ actId });
      record.value(
        'the steps',
        detail.actTaskList.map((t) => ({ taskName: t.taskName, prooType: t.prooType, status: t.status })),
      );

      const member = await signIn(side, record, MEMBER);
      await record.refusal(
        'the initiator marks (not a reviewer)',
        admin.client.mark.insert({
          actId,
          recordId: drawing.recordId ?? '',
          page: 1,
          geometry: { shape: MarkShape.Rect, x: 10, y: 10, width: 50, height: 20 },
          opinionType: OpinionType.General,
          comment: '不是审核人员',
        }),
      );
      const mark = await record.answer(
        '李婷 marks an opinion',
        member.client.mark.insert({
          actId,
          recordId: drawing.recordId ?? '',
          page: 1,
          geometry: { shape: MarkShape.Cloud, x: 120, y: 80, width: 200, height: 90 },
          opinionType: OpinionType.Mandatory,
          comment: '防火分区面积超出规范',
          specialty: '建筑',
        }),
        (m) => ({ status: m.status, geometry: m.geometry, opinionType: m.opinionType, markUserName: m.markUserName }),
      );
      await record.refusal(
        '李婷 passes while it is unconfirmed',
        member.client.approval.pass({ actId, common: '同意' }),
      );
      await record.refusal(
        '李婷 confirms her own opinion',
        member.client.mark.batchConfirm({ ids: [mark.id], status: MarkStatus.Confirmed }),
      );
      await record.answer(
        '陈建国 replies',
        admin.client.mark.addComment({ markId: mark.id, comment: '已修改' }),
        (r) => ({ comment: r.comment, realname: r.realname }),
      );
      await record.answer(
        '陈建国 confirms',
        admin.client.mark.batchConfirm({ ids: [mark.id], status: MarkStatus.Confirmed }),
        () => null,
      );
      await record.answer('李婷 passes', member.client.approval.pass({ actId, common: '同意' }), () => null);
      const examinerSession = await signIn(side, record, EXAMINER);
      await record.answer('吴磊 passes', examinerSession.client.approval.pass({ actId, common: '同意' }), () => null);
      const marks = await admin.client.mark.list({ actId });
      record.value('the marks', {
        total: marks.total,
        list: marks.list.map((m) => ({ status: m.status, replies: m.replies.map((r) => r.comment) })),
      });
      const done = await admin.client.approval.detail({ actId });
      record.value('the approval', { status: done.status, steps: done.actTaskList.map((t) => t.status) });
      record.value(
        'the file is free again',
        (await admin.client.proofreading.checkActFile({ resIds: [drawing.resId] })).inProofreading.length,
      );
    },
  },
  {
    name: 'proofreading: the initiator uploads a new version and adopts the proofread one; the operation record',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const project = await projectId(record, admin.client);
      const drawing = await freeDrawing(admin.client, project);
      const people = await admin.client.project.users({ projectId: project });
      const proofreader = people.find((p) => p.realname === '李婷')?.userId;
      if (!proofreader) throw new Error('no reviewer in the project');
      const { actId } = await record.answer(
        'the launch',
        admin.client.approval.launchProofreading({
          projectId: project,
          actName: '平行校验-校审-新版本',
          parentId: drawing.parentId,
          isLinear: LinearMode.Linear,
          arcResList: [{ resId: drawing.resId, recordId: drawing.recordId ?? '' }],
          newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: [proofreader] }],
        }),
        () => null,
      );
      const update = (client: ApiClient) => client.proofreading.updateFile({ actId, resId: drawing.resId });
      const adopt = (recordId: string) =>
        admin.client.proofreading.adoptFile({ actId, resId: drawing.resId, recordId });
      /** A new newest version of the file (a roll-back to the current one stands in for an upload). */
      let current = drawing.recordId ?? '';
      const newVersion = async () => {
        current = (await admin.client.files.rollback({ recordId: current })).recordId;
        return current;
      };
      await record.refusal('no new version yet', update(admin.client));
      await record.refusal('the file is current: nothing to adopt', adopt(drawing.recordId ?? ''));
      const member = await signIn(side, record, MEMBER);
      await record.answer(
        '李婷 marks the launched version',
        member.client.mark.insert({
          actId,
          recordId: drawing.recordId ?? '',
          page: 1,
          geometry: { shape: MarkShape.Rect, x: 40, y: 40, width: 120, height: 60 },
          opinionType: OpinionType.General,
          comment: '图名与目录不一致',
        }),
        (m) => ({ status: m.status, comment: m.comment }),
      );
      const revised = await newVersion();
      await record.refusal('李婷 moves the drawing (not the initiator)', update(member.client));
      await record.answer('陈建国 moves the drawing to his new version', update(admin.client), () => null);
      const files = await admin.client.approval.files({ actId });
      record.value(
        'the proofreading holds the new version',
        files.flatMap((g) => g.children).map((f) => f.recordId === revised),
      );
      await record.refusal('another version than the one under review', adopt(drawing.recordId ?? ''));
      await newVersion();
      await record.answer('陈建国 adopts the proofread version', adopt(revised), () => null);
      const log = await member.client.proofreading.log({ actId, page: 1, pageSize: 50 });
      record.value('the operation record', {
        total: log.total,
        list: log.list.map((e) => ({
          operator: e.operator,
          operation: e.operation,
          ofTheDrawing: e.resName === drawing.resName,
        })),
      });
      await record.answer('withdrawn', admin.client.approval.withdraw({ actId }), () => null);
    },
  },
  {
    name: 'proofreading: the file checks refuse files the caller cannot read (issue 21)',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const project = await projectId(record, admin.client);
      const drawing = await freeDrawing(admin.client, project);
      const byFile = { resIds: [drawing.resId] };
      const byVersion = { recordIds: [drawing.recordId ?? ''] };
      record.value('its author reads it', (await admin.client.proofreading.checkActFile(byFile)).inProofreading.length);
      await record.refusal('an unknown file', admin.client.proofreading.checkActFile({ resIds: ['no-such-file'] }));
      await record.refusal(
        'an unknown version',
        admin.client.proofreading.checkProoActFile({ recordIds: ['no-such-version'] }),
      );
      // 许文博, of 同创: another enterprise's project.
      const outsider = await signIn(side, record, STRANGER);
      await record.refusal('a file of another enterprise’s project', outsider.client.proofreading.checkActFile(byFile));
      await record.refusal(
        'a version of another enterprise’s project',
        outsider.client.proofreading.checkProoActFile(byVersion),
      );
      // 李婷 on the project, her level on the drawing's folder set to 不继承: she may not read what it holds.
      const member = await signIn(side, record, MEMBER);
      await record.answer(
        'the folder not inherited for her',
        admin.client.files.addFolderPermission({
          projectId: project,
          resId: drawing.parentId,
          userIds: [member.userId],
          permission: FolderPermission.NotInherited,
        }),
      );
      await record.refusal('a file in a folder hidden from her', member.client.proofreading.checkActFile(byFile));
      await record.refusal(
        'a version in a folder hidden from her',
        member.client.proofreading.checkProoActFile(byVersion),
      );
      await record.answer(
        'her level back',
        admin.client.files.deleteFolderPermission({
          projectId: project,
          resId: drawing.parentId,
          userIds: [member.userId],
        }),
      );
      record.value(
        'she reads it again',
        (await member.client.proofreading.checkProoActFile(byVersion)).inProofreading.length,
      );
    },
  },
  {
    name: "proofreading: a drawing version's record (downloadProofFileRecord) and the initiator (getActInitiator)",
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const project = await projectId(record, admin.client);
      const drawing = await freeDrawing(admin.client, project);
      const fileRecordId = drawing.recordId ?? '';
      const people = await admin.client.project.users({ projectId: project });
      const proofreader = people.find((p) => p.realname === '李婷')?.userId;
      if (!proofreader) throw new Error('no reviewer in the project');
      await record.refusal('a version in no proofreading', admin.client.download.proofFileRecord({ fileRecordId }));
      const { actId } = await record.answer(
        'the launch',
        admin.client.approval.launchProofreading({
          projectId: project,
          actName: '平行校验-校审-记录',
          parentId: drawing.parentId,
          isLinear: LinearMode.Linear,
          arcResList: [{ resId: drawing.resId, recordId: fileRecordId }],
          newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: [proofreader] }],
        }),
        () => null,
      );
      const member = await signIn(side, record, MEMBER);
      await record.answer(
        '李婷 marks the version',
        member.client.mark.insert({
          actId,
          recordId: fileRecordId,
          page: 1,
          geometry: { shape: MarkShape.Arrow, x1: 40, y1: 40, x2: 160, y2: 100 },
          opinionType: OpinionType.Should,
          comment: '标注尺寸缺失',
        }),
        (m) => ({ status: m.status, comment: m.comment }),
      );
      const link = await record.answer(
        'the record, in progress',
        member.client.download.proofFileRecord({ fileRecordId }),
        (l) => ({ fileName: l.fileName, hasUrl: l.url.length > 0 }),
      );
      const name = link.fileName ?? '';
      record.value('named after the drawing and its version', {
        drawing: name.startsWith(`${drawing.resName.replace(/\.pdf$/i, '')}-V`),
        record: name.endsWith('-校审记录.pdf'),
      });
      await record.refusal('an unknown version', admin.client.download.proofFileRecord({ fileRecordId: 'no-such' }));
      const outsider = await signIn(side, record, STRANGER);
      await record.refusal('someone of another enterprise', outsider.client.download.proofFileRecord({ fileRecordId }));
      const initiator = async (client: ApiClient) => {
        const { userId, ...facts } = await client.proofreading.initiator({ actId, projectId: project });
        return { ...facts, isAdmin: userId === admin.userId };
      };
      record.value('the initiator, to 陈建国', await initiator(admin.client));
      record.value('the initiator, to 李婷', await initiator(member.client));
      await record.refusal(
        'the initiator, of another project named',
        admin.client.proofreading.initiator({ actId, projectId: 'no-such-project' }),
      );
      await record.answer('withdrawn', admin.client.approval.withdraw({ actId }), () => null);
      record.value('the initiator, once withdrawn', await initiator(admin.client));
      await record.answer(
        'the record of a withdrawn proofreading',
        admin.client.download.proofFileRecord({ fileRecordId }),
        (l) => ({ fileName: l.fileName }),
      );
    },
  },
];
