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
    curStampNum: t.curStampNum,
  };
});

const binjiang = DEMO_PROJECTS.find((p) => p.key === 'binjiang') as DemoProject;

async function drawing(sheet: SheetSize, signers = titleBlockSigners(binjiang, 'arch')) {
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
    },
    await loadSeedFont(),
  );
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

  it('throws on bytes that are not a PDF (the worker answers 4_9)', async () => {
    await expect(readFirstPage(new TextEncoder().encode('not a pdf at all'))).rejects.toThrow();
  });
});
