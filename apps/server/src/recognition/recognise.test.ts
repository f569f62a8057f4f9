import { RecognitionStatus } from '@atelier/api';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { RegionKind } from '../db/schema';
import { DEMO_PROJECTS, type DemoProject, type SheetSize, SIGNER_FIELDS, titleBlockSigners } from '../seed/demo';
import { loadSeedFont, MM, renderDrawing, SHEET_MM } from '../seed/drawing';
import { demoFrameTemplate } from '../seed/frameTemplates';
import { type PageText, readFirstPage } from './pdfPage';
import { type FrameTemplate, recognisePage } from './recognise';

/** The demo templates as recognition reads them (duty keys stand for the duties' ids). */
const templates: FrameTemplate[] = (['A1', 'A2'] as const).map((sheet) => {
  const t = demoFrameTemplate(sheet);
  return {
    id: sheet,
    name: t.name,
    pageWidth: t.pageWidth,
    pageHeight: t.pageHeight,
    sizeTolerance: t.sizeTolerance,
    anchors: t.regions.filter((r) => r.kind === RegionKind.Anchor).map((r) => ({ label: r.label ?? '', rect: r.rect })),
    signers: t.regions
      .filter((r) => r.kind === RegionKind.Signer)
      .map((r) => ({ dutyId: r.duty ?? '', position: r.position, rect: r.rect })),
    infos: t.regions
      .filter((r) => r.kind === RegionKind.Info)
      .map((r) => ({ label: r.label ?? '', position: r.position, rect: r.rect })),
    curStampNum: t.curStampNum,
  };
});

const binjiang = DEMO_PROJECTS.find((p) => p.key === 'binjiang') as DemoProject;

async function drawing(
  sheet: SheetSize,
  signers = titleBlockSigners(binjiang, 'arch'),
  more: { number?: string; drawingName?: string; unitScale?: number } = {},
) {
  return renderDrawing(
    {
      sheet,
      enterpriseName: '华筑建筑设计研究院有限公司',
      projectName: binjiang.name,
      drawingName: '总平面图',
      number: '建施-01',
      scale: '1:500',
      date: '2026-01-05',
      specialty: '建筑',
      signers,
      ...more,
    },
    await loadSeedFont(),
  );
}

/** A page that shows every label of a template in place and a name in its first signer field, all times `k`. */
function syntheticPage(template: FrameTemplate, k: number): PageText {
  const field = template.signers[0]?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
  const number = (template.infos ?? []).find((i) => i.label === '图号')?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
  const box = (text: string, x: number, y: number) => ({ text, x: x * k, y: y * k, width: 10 * k, height: 8 * k });
  return {
    width: template.pageWidth * k,
    height: template.pageHeight * k,
    pageCount: 1,
    items: [
      ...template.anchors.map((a) => box(a.label, a.rect.x + 2, a.rect.y + 2)),
      box('李婷', field.x + 10, field.y + 4),
      box('建施-01', number.x + 10, number.y + 4),
    ],
  };
}

describe('the demo frame templates', () => {
  it('are derived from the drawings’ layout: page size, 15 label anchors, six signer fields, two stamp positions', () => {
    const a1 = demoFrameTemplate('A1');
    expect(a1.pageWidth).toBeCloseTo(SHEET_MM.A1.width * MM, 2);
    expect(a1.pageHeight).toBeCloseTo(SHEET_MM.A1.height * MM, 2);
    expect(a1.regions.filter((r) => r.kind === RegionKind.Anchor).map((r) => r.label)).toEqual([
      '设计单位',
      '工程名称',
      '图名',
      '图号',
      '比例',
      '图幅',
      '日期',
      '专业',
      '设计阶段',
      ...SIGNER_FIELDS.map((f) => f.label),
    ]);
    expect(a1.regions.filter((r) => r.kind === RegionKind.Signer).map((r) => r.duty)).toEqual(
      SIGNER_FIELDS.map((f) => f.duty),
    );
    expect(a1.regions.filter((r) => r.kind === RegionKind.Info).map((r) => r.label)).toEqual(['图名', '图号']);
    expect(a1).toMatchObject({ curSignNum: 6, curStampNum: 2 });
    // The title block sits 10 mm from the right and bottom edges of the sheet, 180 × 64 mm.
    expect(a1.title.x + a1.title.width).toBeCloseTo((SHEET_MM.A1.width - 10) * MM, 2);
    expect(a1.title.y + a1.title.height).toBeCloseTo((SHEET_MM.A1.height - 10) * MM, 2);
  });
});

describe('recognisePage', () => {
  it('matches an A1 and an A2 drawing to their templates and reads every signer by duty', async () => {
    for (const sheet of ['A1', 'A2'] as const) {
      const outcome = recognisePage(await readFirstPage(await drawing(sheet)), templates);
      if (outcome.status !== RecognitionStatus.Success) throw new Error(`${sheet}: ${outcome.status}`);
      expect(outcome.template.id).toBe(sheet);
      expect(outcome.signers).toEqual([
        { dutyId: 'design', position: 0, name: '李婷' },
        { dutyId: 'proofread', position: 1, name: '周晓燕' },
        { dutyId: 'examine', position: 2, name: '吴磊' },
        { dutyId: 'authorize', position: 3, name: '刘洋' },
        { dutyId: 'specialtyLeader', position: 4, name: '黄伟' },
        { dutyId: 'projectLeader', position: 5, name: '陈建国' },
      ]);
    }
  });

  it('leaves an empty signer field out', async () => {
    const signers = titleBlockSigners(binjiang, 'arch').map((s) => (s.label === '审定' ? { ...s, name: '' } : s));
    const outcome = recognisePage(await readFirstPage(await drawing('A2', signers)), templates);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.signers.map((s) => s.dutyId)).not.toContain('authorize');
    expect(outcome.signers).toHaveLength(5);
  });

  it('answers 4_2 for a sheet no template fits, and for a page of the right size without the title block', async () => {
    expect(recognisePage(await readFirstPage(await drawing('A3')), templates).status).toBe(
      RecognitionStatus.TemplateMismatch,
    );
    const blank = await PDFDocument.create();
    blank.addPage([SHEET_MM.A2.width * MM, SHEET_MM.A2.height * MM]);
    expect(recognisePage(await readFirstPage(await blank.save()), templates).status).toBe(
      RecognitionStatus.TemplateMismatch,
    );
  });

  it('answers 4_1 when the enterprise has no template', async () => {
    expect(recognisePage(await readFirstPage(await drawing('A1')), []).status).toBe(RecognitionStatus.NoFrameTemplate);
  });

  it('reads a name spaced out or split in two runs, and prefers the template with more anchors', () => {
    const a2 = templates[1] as FrameTemplate;
    const field = a2.signers[0]?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
    const page: PageText = {
      width: a2.pageWidth,
      height: a2.pageHeight,
      pageCount: 1,
      items: [
        ...a2.anchors.map((a) => ({ text: a.label, x: a.rect.x + 2, y: a.rect.y + 2, width: 10, height: 8 })),
        { text: '李 ', x: field.x + 10, y: field.y + 4, width: 10, height: 10 },
        { text: '婷', x: field.x + 22, y: field.y + 4, width: 10, height: 10 },
      ],
    };
    const looser = { ...a2, id: 'loose', name: '宽松', anchors: a2.anchors.slice(0, 3) };
    const outcome = recognisePage(page, [looser, a2]);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.template.id).toBe('A2');
    expect(outcome.signers).toEqual([{ dutyId: 'design', position: 0, name: '李婷' }]);
  });

  it('reads the printed fields 图名 and 图号, and gives an empty one as empty', async () => {
    const full = recognisePage(await readFirstPage(await drawing('A1')), templates);
    if (full.status !== RecognitionStatus.Success) throw new Error(full.status);
    expect(full.printedInfo).toEqual([
      { label: '图名', value: '总平面图' },
      { label: '图号', value: '建施-01' },
    ]);
    expect(full.scale).toBe(1);
    const unnumbered = recognisePage(await readFirstPage(await drawing('A2', undefined, { number: '' })), templates);
    if (unnumbered.status !== RecognitionStatus.Success) throw new Error(unnumbered.status);
    expect(unnumbered.printedInfo).toEqual([
      { label: '图名', value: '总平面图' },
      { label: '图号', value: '' },
    ]);
  });

  it('matches a sheet plotted in centimetres (1/10 of the template) at that unit factor and reads it', async () => {
    const page = await readFirstPage(await drawing('A1', undefined, { unitScale: 0.1 }));
    expect(page.width).toBeCloseTo(SHEET_MM.A1.width * MM * 0.1, 2);
    const outcome = recognisePage(page, templates);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.template.id).toBe('A1');
    expect(outcome.scale).toBeCloseTo(0.1, 10);
    expect(outcome.signers.map((s) => s.name)).toEqual(['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国']);
    expect(outcome.printedInfo).toEqual([
      { label: '图名', value: '总平面图' },
      { label: '图号', value: '建施-01' },
    ]);
  });

  it('matches at 1/25.4 (inches) and 1/1000 (metres), within the tolerance scaled alike, and at no other factor', () => {
    const a1 = templates[0] as FrameTemplate;
    for (const k of [1, 1 / 25.4, 1 / 1000]) {
      const outcome = recognisePage(syntheticPage(a1, k), templates);
      if (outcome.status !== RecognitionStatus.Success) throw new Error(`${k}: ${outcome.status}`);
      expect(outcome.template.id).toBe('A1');
      expect(outcome.scale).toBeCloseTo(k, 10);
      expect(outcome.signers).toEqual([{ dutyId: 'design', position: 0, name: '李婷' }]);
      expect(outcome.printedInfo).toEqual([
        { label: '图名', value: '' },
        { label: '图号', value: '建施-01' },
      ]);
    }
    // 1/10 of A1 but 1 pt too wide: the tolerance (2 mm) shrinks to 0.2 mm at that unit.
    const wide = syntheticPage(a1, 0.1);
    wide.width += 1;
    expect(recognisePage(wide, templates).status).toBe(RecognitionStatus.TemplateMismatch);
    // Half the size (an A1 drawn on A3) or another factor is no unit: 4_2.
    for (const k of [0.5, 1 / 5, 1 / 100]) {
      expect(recognisePage(syntheticPage(a1, k), templates).status).toBe(RecognitionStatus.TemplateMismatch);
    }
  });

  it('still answers 4_2 for the A3 sheet against the A1 template alone', async () => {
    const a1 = templates[0] as FrameTemplate;
    expect(recognisePage(await readFirstPage(await drawing('A3')), [a1]).status).toBe(
      RecognitionStatus.TemplateMismatch,
    );
  });

  it('throws on bytes that are not a PDF (the worker answers 4_9)', async () => {
    await expect(readFirstPage(new TextEncoder().encode('not a pdf at all'))).rejects.toThrow();
  });
});
