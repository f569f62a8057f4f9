import {
  api,
  FrameRegionKind,
  FrameTemplateMessage,
  PDF_POINTS_PER_MM,
  RecognitionStatus,
  ResponseCode,
  TemplateChange,
  TransformStatus,
} from '@atelier/api';
import { SIGNER_FIELDS } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MM, type MmRect, titleBlockLayout } from '../seed/drawing';
import { addProjectFile, recordOf, refOf, versionBytes, waitForRecognition } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** 华筑's A3 drawing: no template of the demo fits it (4_2) until the firm makes one from it. */
const A3 = '01 建筑/施工图/建施-02 北立面图.pdf';
const layout = titleBlockLayout('A3');
/** Millimetres from the bottom-left corner to template points (top-left origin). */
const points = (r: MmRect) => ({
  x: r.x * MM,
  y: (layout.sheet.height - r.y - r.height) * MM,
  width: r.width * MM,
  height: r.height * MM,
});

/** The regions a firm marks on its A3 title block: anchors (text read by the server), signers, fields, stamps. */
function a3Regions() {
  const duties = server.ids.duties.huazhu;
  const anchors = layout.slots
    .filter((slot) => slot.field.kind === 'signer' || slot.field.kind === 'info')
    .slice(0, 4)
    .map((slot) => ({ kind: FrameRegionKind.Anchor, ...points(slot.labelCell) }));
  const signers = layout.slots.flatMap((slot) =>
    slot.field.kind === 'signer'
      ? [
          {
            kind: FrameRegionKind.Signer,
            dutyId: duties[SIGNER_FIELDS[slot.field.index]?.duty ?? 'design'],
            ...points(slot.valueCell),
          },
        ]
      : [],
  );
  const infos = layout.slots.flatMap((slot) =>
    slot.field.kind === 'info' && (slot.field.key === 'drawing' || slot.field.key === 'number')
      ? [
          {
            kind: FrameRegionKind.Info,
            label: slot.field.key === 'drawing' ? '图名' : '图号',
            ...points(slot.valueCell),
          },
        ]
      : [],
  );
  const block = points(layout.block);
  return [
    { kind: FrameRegionKind.Title, ...block },
    ...anchors,
    ...signers,
    { kind: FrameRegionKind.Signature, dutyId: duties.design, ...points({ x: 200, y: 20, width: 20, height: 8 }) },
    ...infos,
    { kind: FrameRegionKind.Stamp, x: block.x, y: block.y - 90, width: 44 * MM, height: 30 * MM },
    { kind: FrameRegionKind.Output, x: block.x - 180, y: block.y, width: 60 * MM, height: 40 * MM },
    { kind: FrameRegionKind.Custom, x: block.x - 180, y: block.y + 120, width: 30 * MM, height: 30 * MM },
  ];
}

async function uploadSample(token: string, bytes: Uint8Array, name = '华筑A3样图.pdf') {
  return server.call(api.upload.template, { file: new File([bytes], name, { type: 'application/pdf' }) }, { token });
}

describe('frame templates (ocrTemplate, issue 23)', () => {
  it('refuses the configuration to a member without 图框配置, and lets every member read the list', async () => {
    const token = await server.login('liting');
    const bytes = await versionBytes(server, await recordOf(server, 'gaoxin', A3));
    const upload = await uploadSample(token, bytes);
    expect(upload.body).toMatchObject({ success: false, code: ResponseCode.Error });
    expect(upload.body.message).toBe(FrameTemplateMessage.NoFrameConfig);
    const created = await server.call(
      api.ocrTemplate.setting,
      { recordId: 'x', templateName: 'A3', page: 1 },
      { token },
    );
    expect(created.body.message).toBe(FrameTemplateMessage.NoFrameConfig);
    const groups = await server.call(api.ocrTemplate.saveGroup, { name: '组', templateIds: [] }, { token });
    expect(groups.body.message).toBe(FrameTemplateMessage.NoTemplateGroups);
    const list = await server.call(api.ocrTemplate.list, {}, { token });
    expect(list.body.success).toBe(true);
    expect(list.body.result.map((t: { templateName: string }) => t.templateName).sort()).toHaveLength(2);
  });

  it('refuses a sample that is not a PDF with the spec words', async () => {
    const token = await server.login('chenjianguo');
    const refused = await uploadSample(token, new TextEncoder().encode('AC1032 not a pdf'), '样图.dwg');
    expect(refused.body.message).toBe(FrameTemplateMessage.NotPdf);
  });

  it('makes a template of a sample page, marks it, enables it, and recognises a drawing of that layout with it', async () => {
    const token = await server.login('chenjianguo');
    const a3Record = await recordOf(server, 'gaoxin', A3);
    const upload = await uploadSample(token, await versionBytes(server, a3Record));
    expect(upload.body.success).toBe(true);
    const sampleId = upload.body.result.id as string;

    const created = await server.call(
      api.ocrTemplate.setting,
      { recordId: sampleId, templateName: '华筑 A3 图框', page: 1 },
      { token },
    );
    expect(created.body).toMatchObject({ success: true });
    const template = created.body.result;
    expect(template).toMatchObject({ templateName: '华筑 A3 图框', isEnable: false, page: 1, sampleId });
    expect(template.pageWidth).toBeCloseTo(420 * MM, 1);
    expect(template.pageHeight).toBeCloseTo(297 * MM, 1);
    expect(template.billRow).toBe(PDF_POINTS_PER_MM);
    const again = await server.call(
      api.ocrTemplate.setting,
      { recordId: sampleId, templateName: '华筑 A3 图框', page: 1 },
      { token },
    );
    expect(again.body).toMatchObject({ code: ResponseCode.Warning, message: FrameTemplateMessage.NameTaken });
    const beyond = await server.call(
      api.ocrTemplate.setting,
      { recordId: sampleId, templateName: '第二页', page: 2 },
      { token },
    );
    expect(beyond.body.message).toBe(FrameTemplateMessage.PageOutOfRange);

    // Enabling needs an anchor and a signer field.
    const early = await server.call(
      api.ocrTemplate.update,
      { id: template.id, curSignNum: 0, curStampNum: 0, isEnable: true },
      { token },
    );
    expect(early.body.message).toBe(FrameTemplateMessage.NeedsAnchor);

    // The label under a rectangle, read from the sample's text layer.
    const designSlot = layout.slots.find((s) => s.field.kind === 'signer' && s.field.index === 0);
    const text = await server.call(
      api.ocrTemplate.sampleText,
      { id: template.id, ...points(designSlot?.labelCell ?? layout.block) },
      { token },
    );
    expect(text.body.result).toEqual({ text: '设计' });

    const outside = await server.call(
      api.ocrTemplate.addLocations,
      { templateId: template.id, locations: [{ kind: FrameRegionKind.Stamp, x: 1180, y: 10, width: 50, height: 50 }] },
      { token },
    );
    expect(outside.body.message).toBe(FrameTemplateMessage.OutsidePage('注册章位置'));

    const regions = a3Regions();
    const saved = await server.call(
      api.ocrTemplate.addLocations,
      { templateId: template.id, locations: regions },
      { token },
    );
    expect(saved.body.success).toBe(true);
    expect(saved.body.result).toMatchObject({ curSignNum: 6, curStampNum: 1 });
    const located = await server.call(api.ocrTemplate.locations, { id: template.id }, { token });
    const kinds = located.body.result.map((r: { kind: string }) => r.kind);
    expect(kinds[0]).toBe(FrameRegionKind.Title);
    expect(kinds).toHaveLength(regions.length);
    const anchors = located.body.result.filter((r: { kind: string }) => r.kind === FrameRegionKind.Anchor);
    expect(anchors.every((a: { label: string }) => a.label.length > 0)).toBe(true);
    const signature = located.body.result.find((r: { kind: string }) => r.kind === FrameRegionKind.Signature);
    expect(signature).toMatchObject({ dutyId: server.ids.duties.huazhu.design, position: 0 });

    const enabled = await server.call(
      api.ocrTemplate.update,
      { id: template.id, curSignNum: 6, curStampNum: 1, isEnable: true },
      { token },
    );
    expect(enabled.body.result).toMatchObject({ isEnable: true });

    // A drawing of that layout is now recognised with it.
    const projectId = server.ids.projects.gaoxin;
    await server.call(api.quickApproval.reOcr, { recordIdList: [a3Record], projectId }, { token });
    const statuses = await waitForRecognition(server, token, [a3Record]);
    expect(statuses[a3Record]).toBe(RecognitionStatus.Success);
    const info = await server.call(api.ocrTemplate.withOcrInfo, { recordId: a3Record }, { token });
    expect(info.body.result.template).toMatchObject({ id: template.id });
    expect(info.body.result.ocrInfo).toMatchObject({ 图号: '建施-02' });
    const ofFile = await server.call(api.ocrTemplate.ofFile, { recordId: a3Record, type: 1 }, { token });
    expect(ofFile.body.result.map((t: { id: string }) => t.id)).toEqual([template.id]);

    // A saved change asks the wizard to re-match; saving the same again does not.
    const ref = await refOf(server, 'gaoxin', A3);
    const check = () =>
      server.call(api.quickApproval.checkTemplateChanges, { fileList: [ref] }, { token }).then((r) => r.body.result);
    expect((await check()).hasChange).toBe(TemplateChange.None);
    const current = located.body.result.map(({ templateId: _, position: __, ...r }: Record<string, unknown>) => r);
    await server.call(api.ocrTemplate.addLocations, { templateId: template.id, locations: current }, { token });
    expect((await check()).hasChange).toBe(TemplateChange.None);
    const moved = current.map((r: { kind: string; y: number }) =>
      r.kind === FrameRegionKind.Stamp ? { ...r, y: r.y - 5 } : r,
    );
    const changed = await server.call(
      api.ocrTemplate.addLocations,
      { templateId: template.id, locations: moved },
      { token },
    );
    expect(changed.body.success).toBe(true);
    expect(await check()).toEqual({ hasChange: TemplateChange.ReMatch, recordIdList: [a3Record] });

    // Save as new copies the regions under another name.
    const copy = await server.call(
      api.ocrTemplate.saveAsNew,
      { templateName: '华筑 A3 图框（副本）', recordId: sampleId, page: 1, templateId: template.id },
      { token },
    );
    expect(copy.body.result).toMatchObject({ isEnable: true, curSignNum: 6, curStampNum: 1 });
    const copyRegions = await server.call(api.ocrTemplate.locations, { id: copy.body.result.id }, { token });
    expect(copyRegions.body.result).toHaveLength(regions.length);

    // Deleted: gone from the list, kept for the drawings recognised with it, which answer 4_4.
    for (const id of [copy.body.result.id, template.id]) {
      const removed = await server.call(api.ocrTemplate.delete, { id }, { token });
      expect(removed.body.success).toBe(true);
    }
    const status = await server.call(api.quickApproval.ocrStatus, { recordIdList: [a3Record] }, { token });
    expect(status.body.result[a3Record]).toBe(RecognitionStatus.TemplateDeleted);
    expect((await check()).hasChange).toBe(TemplateChange.ReRecognise);
    const list = await server.call(api.ocrTemplate.list, {}, { token });
    expect(list.body.result.map((t: { id: string }) => t.id)).not.toContain(template.id);
    const gone = await server.call(api.ocrTemplate.locations, { id: template.id }, { token });
    expect(gone.body.message).toBe(FrameTemplateMessage.NotFound);
  });

  it('answers a template only to its own enterprise', async () => {
    const token = await server.login('xuwenbo');
    const other = await server.call(
      api.ocrTemplate.locations,
      { id: server.ids.frameTemplates.huazhu.A1 ?? '' },
      { token },
    );
    expect(other.body.message).toBe(FrameTemplateMessage.NotFound);
    const list = await server.call(api.ocrTemplate.list, {}, { token });
    expect(list.body.result).toEqual([]);
  });

  it('names groups of templates, unique per enterprise', async () => {
    const token = await server.login('chenjianguo');
    const a1 = server.ids.frameTemplates.huazhu.A1 ?? '';
    const a2 = server.ids.frameTemplates.huazhu.A2 ?? '';
    const saved = await server.call(api.ocrTemplate.saveGroup, { name: '建筑图框', templateIds: [a1, a2] }, { token });
    expect(saved.body.result).toMatchObject({ name: '建筑图框', templateIds: [a1, a2] });
    const taken = await server.call(api.ocrTemplate.saveGroup, { name: '建筑图框', templateIds: [] }, { token });
    expect(taken.body.message).toBe(FrameTemplateMessage.GroupNameTaken);
    const renamed = await server.call(
      api.ocrTemplate.saveGroup,
      { id: saved.body.result.id, name: '常用图框', templateIds: [a1] },
      { token },
    );
    expect(renamed.body.success).toBe(true);
    const groups = await server.call(api.ocrTemplate.groups, {}, { token });
    expect(groups.body.result).toEqual([{ id: saved.body.result.id, name: '常用图框', templateIds: [a1] }]);
    await server.call(api.ocrTemplate.deleteGroup, { id: saved.body.result.id }, { token });
    expect((await server.call(api.ocrTemplate.groups, {}, { token })).body.result).toEqual([]);
  });
});

describe('preview transforms (files.transformStatus, issue 23 item 5)', () => {
  it('answers a PDF done at once and a CAD file waiting for a converter', async () => {
    const token = await server.login('chenjianguo');
    const pdf = await recordOf(server, 'gaoxin', A3);
    const dwg = await addProjectFile(server, 'gaoxin', '01 建筑', '建施-09.dwg', Buffer.from('AC1032'));
    const { body } = await server.call(api.files.transformStatus, { recordIds: [pdf, dwg.recordId] }, { token });
    expect(body.result).toEqual([
      expect.objectContaining({ recordId: pdf, transformId: pdf, status: TransformStatus.Success }),
      expect.objectContaining({ recordId: dwg.recordId, status: TransformStatus.Pending }),
    ]);
    const again = await server.call(api.files.transformAgain, { transformIds: [dwg.recordId] }, { token });
    expect(again.body.success).toBe(true);
    const stranger = await server.login('xuwenbo');
    const refused = await server.call(api.files.transformStatus, { recordIds: [pdf] }, { token: stranger });
    expect(refused.body.success).toBe(false);
  });
});
