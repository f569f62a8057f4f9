import { FrameRegionKind, type FrameTemplate, mmToPoints, StandardDuty } from '@atelier/api';
import { PDFDocument } from 'pdf-lib';
import { ADMIN, MEMBER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity of the frame templates a firm configures (issue 23): a sample drawing uploaded, a template made of its page,
 * its regions saved (refused outside the page), enabled (refused before it has an anchor and a signer field),
 * saved as new, deleted; a member without 图框配置 is refused. The labels are sent (the fixture reads no text).
 */

/** An A2 landscape sample written without object streams, so that the fixture reads its page size too. */
async function a2Sample(): Promise<File> {
  const doc = await PDFDocument.create();
  doc.addPage([mmToPoints(594), mmToPoints(420)]);
  const bytes = await doc.save({ useObjectStreams: false });
  return new File([new Uint8Array(bytes)], 'A2样图.pdf', { type: 'application/pdf' });
}

const shown = (t: FrameTemplate) => ({
  enabled: t.isEnable,
  size: t.settingWidthHeight,
  signs: t.curSignNum,
  stamps: t.curStampNum,
  counts: t.regionCounts,
});

export const frameTemplateScenarios: Scenario[] = [
  {
    name: 'frame templates: upload a sample, make, mark, enable, save as new, delete',
    async run(side: Side, record) {
      const member = await signIn(side, record, MEMBER);
      const admin = await signIn(side, record, ADMIN);
      await record.refusal('a member uploads a sample', member.client.upload.template({ file: await a2Sample() }));
      const { id: sampleId } = await record.answer(
        'the administrator uploads a sample',
        admin.client.upload.template({ file: await a2Sample() }),
      );
      const name = 'A2 图框（平行测试）';
      const template = await record.answer(
        'a template of its first page',
        admin.client.ocrTemplate.setting({ recordId: sampleId, templateName: name, page: 1 }),
        shown,
      );
      record.value('made', { ...shown(template), named: template.templateName === name });
      await record.refusal(
        'the same name again',
        admin.client.ocrTemplate.setting({ recordId: sampleId, templateName: name, page: 1 }),
      );
      await record.refusal(
        'a page the sample does not have',
        admin.client.ocrTemplate.setting({ recordId: sampleId, templateName: `${name}-2`, page: 2 }),
      );
      await record.refusal(
        'enabled before it has anchors',
        admin.client.ocrTemplate.update({ id: template.id, curSignNum: 0, curStampNum: 0, isEnable: true }),
      );
      const duties = await admin.client.enterprise.duties({ pageNum: 1, pageSize: 100 });
      const design = duties.list.find((d) => d.dictName === StandardDuty.Design);
      if (!design) throw new Error('no duty 设计');
      const mm = (x: number, y: number, w: number, h: number) => ({
        x: mmToPoints(x),
        y: mmToPoints(y),
        width: mmToPoints(w),
        height: mmToPoints(h),
      });
      await record.refusal(
        'a stamp off the page',
        admin.client.ocrTemplate.addLocations({
          templateId: template.id,
          locations: [{ kind: FrameRegionKind.Stamp, ...mm(580, 10, 30, 30) }],
        }),
      );
      const regions = [
        { kind: FrameRegionKind.Title, ...mm(414, 330, 170, 80) },
        { kind: FrameRegionKind.Anchor, label: '设计', ...mm(420, 380, 15, 6) },
        { kind: FrameRegionKind.Signer, dutyId: design.id, ...mm(436, 380, 20, 6) },
        { kind: FrameRegionKind.Signature, dutyId: design.id, ...mm(457, 380, 20, 6) },
        { kind: FrameRegionKind.Info, label: '图号', ...mm(420, 390, 40, 6) },
        { kind: FrameRegionKind.Stamp, ...mm(414, 290, 44, 30) },
        { kind: FrameRegionKind.Output, ...mm(340, 330, 60, 40) },
        { kind: FrameRegionKind.Custom, ...mm(340, 290, 30, 30) },
      ];
      const saved = await record.answer(
        'its regions saved',
        admin.client.ocrTemplate.addLocations({ templateId: template.id, locations: regions }),
        shown,
      );
      record.value('saved', shown(saved));
      const located = await record.answer('its regions', admin.client.ocrTemplate.locations({ id: template.id }));
      record.value(
        'regions',
        located.map((r) => [r.kind, r.position, r.label ?? null, r.dutyId === design.id]),
      );
      const enabled = await record.answer(
        'enabled',
        admin.client.ocrTemplate.update({ id: template.id, curSignNum: 1, curStampNum: 1, isEnable: true }),
        shown,
      );
      record.value('enabled', shown(enabled));
      await record.refusal(
        'more stamps in use than marked',
        admin.client.ocrTemplate.update({ id: template.id, curSignNum: 1, curStampNum: 2 }),
      );
      const copy = await record.answer(
        'saved as new',
        admin.client.ocrTemplate.saveAsNew({
          templateName: `${name} 副本`,
          recordId: sampleId,
          page: 1,
          templateId: template.id,
        }),
        shown,
      );
      record.value('copy', shown(copy));
      const ours = (list: FrameTemplate[]) => list.filter((t) => t.templateName.startsWith(name)).length;
      record.value('listed', ours(await admin.client.ocrTemplate.list({})));
      record.value('listed to a member', ours(await member.client.ocrTemplate.list({})));
      await record.refusal('a member deletes it', member.client.ocrTemplate.delete({ id: copy.id }));
      await record.answer('deleted', admin.client.ocrTemplate.delete({ id: copy.id }));
      record.value('listed after the delete', ours(await admin.client.ocrTemplate.list({})));
      await record.refusal('the deleted one edited', admin.client.ocrTemplate.locations({ id: copy.id }));
    },
  },
];
