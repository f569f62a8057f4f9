import { RECOGNITION_NO_TEXT_LAYER, RecognitionStatus } from '@atelier/api';
import { DEMO_PROJECTS, type DemoProject, type SheetSize, SIGNER_FIELDS, titleBlockSigners } from '@atelier/api/seed';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { RegionKind } from '../db/schema';
import { loadSeedFont, MM, renderDrawing, SHEET_MM } from '../seed/drawing';
import { demoFrameTemplate } from '../seed/frameTemplates';
import { recogniseDocument } from './document';
import { type PageText, readFirstPage, readPages } from './pdfPage';
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
        // Each label centred in its cell, as the title block prints it.
        ...a2.anchors.map((a) => ({
          text: a.label,
          x: a.rect.x + a.rect.width / 2 - 5,
          y: a.rect.y + a.rect.height / 2 - 4,
          width: 10,
          height: 8,
        })),
        // Two runs side by side well inside the field (whatever its size), as a CAD program splits a spaced name.
        {
          text: '李 ',
          x: field.x + field.width * 0.15,
          y: field.y + field.height * 0.25,
          width: field.width * 0.25,
          height: field.height * 0.5,
        },
        {
          text: '婷',
          x: field.x + field.width * 0.55,
          y: field.y + field.height * 0.25,
          width: field.width * 0.25,
          height: field.height * 0.5,
        },
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

/** The page with the title block's text (everything right of and below its top-left corner) moved by (dx, dy) mm. */
function shiftBlock(page: PageText, template: FrameTemplate, dx: number, dy: number): PageText {
  const x0 = Math.min(...template.anchors.map((a) => a.rect.x));
  const y0 = Math.min(...template.anchors.map((a) => a.rect.y));
  return {
    ...page,
    items: page.items.map((item) =>
      item.x >= x0 - 1 && item.y >= y0 - 1 ? { ...item, x: item.x + dx * MM, y: item.y + dy * MM } : item,
    ),
  };
}

describe('recognisePage reads relative to the labels found', () => {
  it('reads the seed’s title block shifted by 5 mm (reported 识别成功 with the wrong signers before) and up to ±8 mm', async () => {
    const a1 = templates[0] as FrameTemplate;
    const page = await readFirstPage(await drawing('A1'));
    for (const [dx, dy] of [
      [5, 0],
      [0, 5],
      [-5, -5],
      [8, -8],
      [-8, 8],
      [3.5, 0],
    ] as const) {
      const outcome = recognisePage(shiftBlock(page, a1, dx, dy), templates);
      if (outcome.status !== RecognitionStatus.Success) throw new Error(`${dx},${dy}: ${JSON.stringify(outcome)}`);
      expect(outcome.signers.map((s) => s.name)).toEqual(['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国']);
      expect(outcome.printedInfo).toEqual([
        { label: '图名', value: '总平面图' },
        { label: '图号', value: '建施-01' },
      ]);
      // The block placed where it was moved to (its first label's centre, within a point).
      const label = a1.anchors[0]?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
      const { fit, dx: ox, dy: oy } = outcome.placement;
      expect(Math.abs(fit * (label.x + label.width / 2) + ox - (label.x + label.width / 2 + dx * MM))).toBeLessThan(1);
      expect(Math.abs(fit * (label.y + label.height / 2) + oy - (label.y + label.height / 2 + dy * MM))).toBeLessThan(
        1,
      );
      expect(outcome.fields.every((f) => f.confidence === 1)).toBe(true);
    }
  });

  it('reads a title block split into one text item per character', async () => {
    const page = await readFirstPage(await drawing('A2'));
    const split: PageText = {
      ...page,
      items: page.items.flatMap((item) => {
        const chars = [...item.text];
        return chars.map((ch, i) => ({
          ...item,
          text: ch,
          x: item.x + (i * item.width) / chars.length,
          width: item.width / chars.length,
        }));
      }),
    };
    const outcome = recognisePage(split, templates);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.template.id).toBe('A2');
    expect(outcome.signers.map((s) => s.name)).toEqual(['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国']);
  });

  it('refuses (4_9, with the field and why) a name straddling its cell’s edge, or a neighbour’s text reaching in', async () => {
    const page = await readFirstPage(await drawing('A1'));
    const a1 = templates[0] as FrameTemplate;
    const cell = a1.signers[0]?.rect as FrameTemplate['signers'][number]['rect'];
    const moved = (dx: number): PageText => ({
      ...page,
      items: page.items.map((item) => (item.text === '李婷' ? { ...item, x: cell.x + cell.width - dx } : item)),
    });
    // Centred in the cell but half outside it.
    const straddling = recognisePage(moved(8), templates);
    expect(straddling).toMatchObject({ status: RecognitionStatus.Failed });
    expect('reason' in straddling && straddling.reason).toContain('「设计」');
    expect('reason' in straddling && straddling.reason).toContain('跨越');
    // Mostly in the next cell (校对's label cell) but reaching into 设计's.
    const intruding = recognisePage(moved(3), templates);
    expect(intruding.status).toBe(RecognitionStatus.Failed);
    expect('reason' in intruding && intruding.reason).toContain('「设计」');
  });

  it('answers 4_2 with the labels not in place for a block with the seed’s labels in other places', async () => {
    const page = await readFirstPage(await drawing('A1'));
    const a1 = templates[0] as FrameTemplate;
    const design = a1.anchors.find((a) => a.label === '设计')?.rect;
    const examine = a1.anchors.find((a) => a.label === '审核')?.rect;
    if (!design || !examine) throw new Error('no anchors');
    const swapped: PageText = {
      ...page,
      items: page.items.map((item) =>
        item.text === '设计'
          ? { ...item, x: item.x + examine.x - design.x, y: item.y + examine.y - design.y }
          : item.text === '审核'
            ? { ...item, x: item.x + design.x - examine.x, y: item.y + design.y - examine.y }
            : item,
      ),
    };
    const outcome = recognisePage(swapped, [a1]);
    expect(outcome.status).toBe(RecognitionStatus.TemplateMismatch);
    expect('reason' in outcome && outcome.reason).toMatch(/设计.*审核|审核.*设计/);
  });

  it('answers 4_2 with the page’s size when no template has it', async () => {
    const outcome = recognisePage(await readFirstPage(await drawing('A3')), templates);
    expect(outcome).toMatchObject({
      status: RecognitionStatus.TemplateMismatch,
      reason: expect.stringContaining('420 × 297 mm'),
    });
  });

  it('reads a sheet drawn sideways on a portrait page (text running upwards)', async () => {
    const page = await readFirstPage(await drawing('A2'));
    // The page turned a quarter anticlockwise: (x, y) → (y, W - x), text running up.
    const turned: PageText = {
      ...page,
      width: page.height,
      height: page.width,
      items: page.items.map((item) => ({
        ...item,
        x: item.y,
        y: page.width - item.x - item.width,
        width: item.height,
        height: item.width,
        angle: -90,
      })),
    };
    const outcome = recognisePage(turned, templates);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.placement.rotation).toBe(90);
    expect(outcome.signers.map((s) => s.name)).toEqual(['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国']);
  });
});

describe('recogniseDocument: every page, the rule for the one that counts', () => {
  it('reads the drawing on page 2 behind a cover page and names the page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([SHEET_MM.A1.width * MM, SHEET_MM.A1.height * MM]);
    const [sheet] = await doc.copyPages(await PDFDocument.load(await drawing('A1')), [0]);
    doc.addPage(sheet);
    const bytes = await doc.save();
    expect((await readPages(bytes.slice())).map((p) => p.pageNumber)).toEqual([1, 2]);
    const { outcome, pageCount } = await recogniseDocument(bytes, templates, null);
    expect(pageCount).toBe(2);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.page).toBe(2);
    expect(outcome.signers.map((s) => s.name)).toEqual(['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国']);
  });

  it('takes the first of two recognised pages', async () => {
    const doc = await PDFDocument.create();
    const first = await PDFDocument.load(await drawing('A1'));
    const second = await PDFDocument.load(await drawing('A1', undefined, { number: '建施-02' }));
    doc.addPage((await doc.copyPages(first, [0]))[0]);
    doc.addPage((await doc.copyPages(second, [0]))[0]);
    const { outcome } = await recogniseDocument(await doc.save(), templates, null);
    if (outcome.status !== RecognitionStatus.Success) throw new Error(outcome.status);
    expect(outcome.page).toBe(1);
    expect(outcome.printedInfo.find((i) => i.label === '图号')?.value).toBe('建施-01');
  });

  it('answers a scan without OCR 4_9 saying the page has no text layer (not 4_2, which blames the template)', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([SHEET_MM.A2.width * MM, SHEET_MM.A2.height * MM]);
    // A 1 × 1 grey PNG stretched over the page: an image and no text.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgYAAAAAMAAWgmWQ0AAAAASUVORK5CYII='),
      (c) => c.charCodeAt(0),
    );
    page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    const bytes = await doc.save();
    expect((await readPages(bytes.slice()))[0]?.imageOnly).toBe(true);
    const { outcome } = await recogniseDocument(bytes, templates, null);
    expect(outcome).toEqual({ status: RecognitionStatus.Failed, reason: RECOGNITION_NO_TEXT_LAYER });
    // An OCR that reads nothing: still not a template mismatch.
    const blind = { name: 'blind', read: async (_: Uint8Array, p: PageText) => ({ ...p, items: [] }) };
    expect((await recogniseDocument(bytes, templates, blind)).outcome.status).toBe(RecognitionStatus.Failed);
  });
});
