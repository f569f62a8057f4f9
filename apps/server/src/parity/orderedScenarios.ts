import {
  EnterpriseStampListType,
  Flag,
  isCalcInfoRefusal,
  LinearMode,
  parseCalcInfo,
  StandardDuty,
} from '@atelier/api';
import {
  ADMIN,
  DRAWING,
  enterpriseStamp,
  fileNamed,
  OUTPUT_STAMP,
  PROJECT,
  projectId,
  recognise,
  refOf,
  type Scenario,
  signIn,
} from './scenarios';
import type { Side } from './sides';

/**
 * Parity of ordered signing (发起按序签章): the shared rules both sides check (the name unused in the project, each
 * file once, each file's registration stamps at most two and never the same twice), then a launch.
 */

/** A second drawing of the project, in both seeds. */
const SECOND_DRAWING = '建施-02 一层平面图.pdf';

/** A registration stamp of the administrator's, in both seeds. */
const REGISTRATION_STAMP = '一级注册建筑师 陈建国';

export const orderedScenarios: Scenario[] = [
  {
    name: 'ordered signing: a file twice, three or twice the same registration stamp, a launch, the same name again',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const { client } = admin;
      const project = await projectId(record, client);
      const duties = await client.enterprise.duties({ pageNum: 1, pageSize: 100 });
      const examine = duties.list.find((d) => d.dictName === StandardDuty.Examine);
      const authorize = duties.list.find((d) => d.dictName === StandardDuty.Authorize);
      const people = await client.project.users({ projectId: project });
      const person = (realname: string) => people.find((p) => p.realname === realname)?.userId;
      const examiner = person('吴磊');
      const authoriser = person('刘洋');
      if (!examine || !authorize || !examiner || !authoriser) throw new Error('no duties or people for the steps');
      const { id: actId } = await record.answer(
        'flowTemplate.create',
        client.flowTemplate.create({
          actInfo: { actName: '平行校验按序模板', projectId: project, isLinear: LinearMode.Linear },
          tasks: [
            { dictDutyId: examine.id, userIdList: [examiner] },
            { dictDutyId: authorize.id, userIdList: [authoriser] },
          ],
        }),
        () => null,
      );
      const drawing = refOf(await fileNamed(client, project, DRAWING));
      await recognise(record, client, project, [drawing]);
      const output = await enterpriseStamp(client, EnterpriseStampListType.Output, OUTPUT_STAMP);
      const registration = await enterpriseStamp(client, EnterpriseStampListType.Registered, REGISTRATION_STAMP);
      const launch = async (approvalName: string, more: { fileList?: (typeof drawing)[]; stampIds?: string[] } = {}) =>
        client.orderedSigning.submit({
          id: await client.quickApproval.uid(),
          actId,
          projectId: project,
          projectName: PROJECT,
          approvalName,
          entStampId: output.stampId,
          customizedStampIds: [],
          signMan: admin.userId,
          isLinear: LinearMode.Linear,
          tasks: [
            { taskName: StandardDuty.Examine, userIdList: [examiner] },
            { taskName: StandardDuty.Authorize, userIdList: [authoriser] },
          ],
          fileList: more.fileList ?? [drawing],
          stampKeyList: (more.stampIds ?? []).map((stampId) => ({ recordId: drawing.recordId, stampId })),
          autographStampList: [],
          isCa: Flag.No,
        });
      const name = '平行校验-按序签章';
      await record.refusal('the same file twice', launch(name, { fileList: [drawing, drawing] }));
      const id = registration.stampId;
      await record.refusal('three registration stamps on a file', launch(name, { stampIds: [id, id, id] }));
      await record.refusal('the same registration stamp twice', launch(name, { stampIds: [id, id] }));
      await record.answer('orderedSigning.submit', launch(name), () => null);
      await record.refusal('a second launch under the same name', launch(name));
    },
  },
  {
    name: 'the text-signature configuration: a template applied, bad boxes refused, pasted onto another drawing',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const { client } = admin;
      const project = await projectId(record, client);
      const a = refOf(await fileNamed(client, project, DRAWING)).recordId;
      const b = refOf(await fileNamed(client, project, SECOND_DRAWING)).recordId;
      const universal = await record.answer(
        'orderedSigning.checkUniversalTemplate',
        client.orderedSigning.checkUniversalTemplate({ recordIdList: [a, b] }),
      );
      record.value('one template serves both', universal.universal);
      if (!universal.templateId) return;
      await record.answer(
        'orderedSigning.batchApplyTemplate',
        client.orderedSigning.batchApplyTemplate({ templateId: universal.templateId, recordIdList: [a] }),
      );
      const saved = await record.answer('orderedSigning.calcInfo', client.orderedSigning.calcInfo({ recordId: a }));
      const content = parseCalcInfo(saved?.info ?? '');
      if (isCalcInfoRefusal(content)) throw new Error(content.message);
      record.value('the kinds placed from the template', [...new Set(content.boxes.map((box) => box.kind))].sort());
      const [first, ...rest] = content.boxes;
      if (!first) throw new Error('no boxes');
      const outside = { ...content, boxes: [{ ...first, x: content.page.width }, ...rest] };
      await record.refusal(
        'a box outside the page',
        client.orderedSigning.saveCalcInfo({ recordId: a, info: JSON.stringify(outside) }),
      );
      await record.refusal('not JSON', client.orderedSigning.saveCalcInfo({ recordId: a, info: 'x{' }));
      await record.answer(
        'orderedSigning.pasteCalcInfo',
        client.orderedSigning.pasteCalcInfo({ sourceRecordId: a, targetRecordIds: [b] }),
      );
      const matched = await record.answer(
        'orderedSigning.matchInfo',
        client.orderedSigning.matchInfo({ recordIdList: [a, b] }),
      );
      record.value(
        'both configured',
        matched.map((m) => m.matched),
      );
    },
  },
];
