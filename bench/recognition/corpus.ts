// The recognition corpus (issue 23): drawings that no one here drew by hand, each with its truth, made at run time
// (nothing committed but this generator). Six title-block layouts, each drawn with perturbations a real firm's
// drawings show: the block shifted, another paper size, plotted in centimetres, shrunk to fit the paper, the page
// turned (/Rotate 90, or the whole sheet drawn sideways), text split into one item per character or spaced out,
// other text sizes, several pages, a scan with no text layer, an empty signer field.
//
// Five layouts have frame templates (`templatesOf`): the seed's (its own A1 and A2 templates, the demo firm's),
// labels left of values, labels above values, a vertical strip on the right edge, and another CAD program's
// (every character its own text item). The sixth uses the seed's labels in other places and has no template: a
// matcher that only looks for labels would accept it, and it must not.
//
// The truth beside each drawing says what a careful reader would answer: the status, the page that counts, the
// name in each duty's field, 图名 and 图号. `pnpm --filter @atelier/bench corpus <dir>` writes the drawings and a
// truth.json into a folder to look at them.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RecognitionStatus } from '@atelier/api';
import fontkit from '@pdf-lib/fontkit';
import { degrees, LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb, setCharacterSpacing } from 'pdf-lib';
import { RegionKind } from '../../apps/server/src/db/schema';
import type { FrameTemplate } from '../../apps/server/src/recognition/recognise';
import { loadSeedFont, MM, type SeedFont } from '../../apps/server/src/seed/drawing';
import { demoFrameTemplate } from '../../apps/server/src/seed/frameTemplates';
import { DEMO_PEOPLE, SIGNER_FIELDS, TITLE_BLOCK_LABELS } from '../../packages/api/src/seed/index';
import {
  BINDING,
  type Box,
  type Cell,
  infoLabel,
  LAYOUTS,
  type Layout,
  MARGIN,
  PAPER_MM,
  type Paper,
  PERTURBATIONS,
  type Perturbation,
} from './layouts';

export { LAYOUTS, type Layout, PAPER_MM, type Paper, PERTURBATIONS, type Perturbation } from './layouts';

const run = promisify(execFile);

export interface Truth {
  /** '5' 识别成功 with these values, or a refusal ('4_2' no template fits). */
  status: typeof RecognitionStatus.Success | typeof RecognitionStatus.TemplateMismatch;
  /** The page that counts (1-based) when successful. */
  page?: number;
  /** The template's id when successful. */
  templateId?: string;
  signers?: { dutyId: string; name: string }[];
  drawingName?: string;
  drawingNumber?: string;
}

export interface CorpusDrawing {
  id: string;
  layout: string;
  perturbation: string;
  /** The class in the bench's table: layout × perturbation family. */
  className: string;
  bytes: Uint8Array;
  truth: Truth;
}

const INK = rgb(0.1, 0.1, 0.12);
const mmToPt = (value: number) => value * MM;

/** Names, drawing names and numbers the seed font can draw (its subset covers the seed's texts). */
const NAMES = [...new Set(DEMO_PEOPLE.map((p) => p.realname))];
const DRAWINGS: readonly [string, string][] = [
  ['总平面图', '建施-01'],
  ['一层平面图', '建施-02'],
  ['北立面图', '建施-03'],
  ['基础平面布置图', '结施-01'],
  ['给水系统图', '水施-01'],
  ['通风平面图', '暖施-01'],
  ['照明平面图', '电施-01'],
];

/** A small deterministic generator (the corpus is the same on every run). */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

interface Content {
  drawingName: string;
  number: string;
  date: string;
  scale: string;
  signers: string[];
}

/** The block's bottom-left corner on a sheet (millimetres), before any shift. */
function placement(layout: Layout, paper: Paper) {
  const sheet = PAPER_MM[paper];
  const size = layout.size(paper);
  return { x: sheet.width - MARGIN - size.width, y: MARGIN };
}

/** Draws in sheet millimetres (origin bottom-left) onto a page, through the perturbation's transforms. */
class Pen {
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly sheet: { width: number; height: number },
    readonly p: Perturbation,
    readonly check: (text: string) => void,
  ) {}

  /** Sheet mm → page points. */
  at(x: number, y: number): { x: number; y: number } {
    const k = this.p.unit ?? 1;
    const f = this.p.fit ?? 1;
    const cx = this.sheet.width / 2;
    const cy = this.sheet.height / 2;
    const fx = cx + (x - cx) * f;
    const fy = cy + (y - cy) * f;
    // Sideways: the sheet turned a quarter anticlockwise on a portrait page.
    const [px, py] = this.p.rotate ? [this.sheet.height - fy, fx] : [fx, fy];
    return { x: mmToPt(px) * k, y: mmToPt(py) * k };
  }

  get factor() {
    return (this.p.unit ?? 1) * (this.p.fit ?? 1);
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.5) {
    this.page.drawLine({
      start: this.at(x1, y1),
      end: this.at(x2, y2),
      thickness: thickness * this.factor,
      color: INK,
      lineCap: LineCapStyle.Butt,
    });
  }

  box(b: Box, thickness = 0.5) {
    this.line(b.x, b.y, b.x + b.width, b.y, thickness);
    this.line(b.x + b.width, b.y, b.x + b.width, b.y + b.height, thickness);
    this.line(b.x + b.width, b.y + b.height, b.x, b.y + b.height, thickness);
    this.line(b.x, b.y + b.height, b.x, b.y, thickness);
  }

  width(text: string, size: number, spacing: number) {
    return this.font.widthOfTextAtSize(text, mmToPt(size)) / MM + spacing * Math.max(0, [...text].length - 1);
  }

  /** Text with its baseline at y from x; split: one item per character. */
  text(value: string, x: number, y: number, size: number, split: boolean, spacing: number) {
    this.check(value);
    const rotate = this.p.rotate ? degrees(90) : degrees(0);
    const pts = mmToPt(size) * this.factor;
    if (split) {
      let cx = x;
      for (const ch of value) {
        this.page.drawText(ch, { ...this.at(cx, y), size: pts, font: this.font, color: INK, rotate });
        cx += this.font.widthOfTextAtSize(ch, mmToPt(size)) / MM + spacing;
      }
      return;
    }
    if (spacing) this.page.pushOperators(setCharacterSpacing(mmToPt(spacing) * this.factor));
    this.page.drawText(value, { ...this.at(x, y), size: pts, font: this.font, color: INK, rotate });
    if (spacing) this.page.pushOperators(setCharacterSpacing(0));
  }
}

function drawBlock(pen: Pen, layout: Layout, paper: Paper, p: Perturbation, content: Content) {
  const origin = placement(layout, paper);
  const ox = origin.x + (p.shift?.x ?? 0);
  const oy = origin.y + (p.shift?.y ?? 0);
  const size = layout.size(paper);
  pen.box({ x: ox, y: oy, width: size.width, height: size.height }, 1);
  const split = Boolean(p.split || layout.splitAlways);
  const spacing = p.spacing ?? (layout.splitAlways ? 0.5 : 0);
  const t = p.textScale ?? 1;
  for (const cell of layout.cells(paper)) {
    const l = { ...cell.labelCell, x: cell.labelCell.x + ox, y: cell.labelCell.y + oy };
    const v = { ...cell.valueCell, x: cell.valueCell.x + ox, y: cell.valueCell.y + oy };
    pen.box(l);
    pen.box(v);
    const ls = cell.labelSize * t;
    const lw = pen.width(cell.label, ls, spacing);
    const [lx, ly] =
      cell.labelAlign === 'center'
        ? [l.x + (l.width - lw) / 2, l.y + (l.height - ls * 0.8) / 2]
        : cell.labelAlign === 'start'
          ? [l.x + 1.5, l.y + (l.height - ls * 0.8) / 2]
          : [l.x + 1.5, l.y + l.height - ls - 0.6];
    pen.text(cell.label, lx, ly, ls, split, spacing);
    const value = cellValue(cell, content);
    if (!value) continue;
    const vs = cell.valueSize * t;
    const vw = pen.width(value, vs, spacing);
    pen.text(value, v.x + (v.width - vw) / 2, v.y + (v.height - vs * 0.8) / 2, vs, split, spacing);
  }
}

function cellValue(cell: Cell, content: Content): string {
  const { field } = cell;
  if (field.kind === 'signer') return content.signers[field.index] ?? '';
  if (field.key === 'drawing') return content.drawingName;
  if (field.key === 'number') return content.number;
  if (field.key === 'date') return content.date;
  // The seed's other printed fields are labels with this value; 比例 its scale.
  return cell.label === infoLabel('scale') ? content.scale : TITLE_BLOCK_LABELS.stageValue;
}

/** Draws one sheet: the frame, some plan lines and the notes, and the title block. */
function drawSheet(pen: Pen, layout: Layout, paper: Paper, p: Perturbation, content: Content) {
  const sheet = PAPER_MM[paper];
  pen.box({ x: 0, y: 0, width: sheet.width, height: sheet.height });
  pen.box({ x: BINDING, y: MARGIN, width: sheet.width - BINDING - MARGIN, height: sheet.height - 2 * MARGIN }, 2);
  // A plan: a grid of axes with bubbles' numbers (text the matcher must not mistake for the title block).
  const area = {
    x: BINDING + 20,
    y: MARGIN + 80,
    width: sheet.width - BINDING - MARGIN - 120,
    height: sheet.height - 120,
  };
  for (let i = 0; i <= 6; i++) {
    const x = area.x + (area.width * i) / 6;
    pen.line(x, area.y, x, area.y + area.height, 0.3);
    pen.text(String(i + 1), x - 1, area.y + area.height + 3, 3.5, false, 0);
  }
  for (let j = 0; j <= 4; j++) {
    const y = area.y + (area.height * j) / 4;
    pen.line(area.x, y, area.x + area.width, y, 0.3);
    pen.text('ABCDE'[j] ?? 'A', area.x - 6, y - 1, 3.5, false, 0);
  }
  pen.text(TITLE_BLOCK_LABELS.notes, BINDING + 8, MARGIN + 8, 3.5, false, 0);
  drawBlock(pen, layout, paper, p, content);
}

async function rasterise(pdf: Uint8Array, dir: string, name: string): Promise<Uint8Array> {
  const input = path.join(dir, `${name}.pdf`);
  await writeFile(input, pdf);
  await run('pdftoppm', ['-r', '150', '-gray', '-png', '-singlefile', input, path.join(dir, name)]);
  return new Uint8Array(await readFile(path.join(dir, `${name}.png`)));
}

export interface CorpusOptions {
  /** Drawings per perturbation variant (different names and numbers). */
  perVariant?: number;
  /** Leave out the scans (they need pdftoppm; OCR takes seconds a page). */
  images?: boolean;
  /** Only these layouts / perturbation families. */
  layouts?: readonly string[];
  families?: readonly string[];
}

/** Generates the corpus: every layout × every perturbation variant × `perVariant` contents. */
export async function generateCorpus(options: CorpusOptions = {}): Promise<CorpusDrawing[]> {
  const font = await loadSeedFont();
  const perVariant = options.perVariant ?? 2;
  const out: CorpusDrawing[] = [];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'atelier-corpus-'));
  try {
    let n = 0;
    for (const layout of LAYOUTS) {
      if (options.layouts && !options.layouts.includes(layout.id)) continue;
      for (const family of PERTURBATIONS) {
        if (options.families && !options.families.includes(family.id)) continue;
        if (family.id === 'image-only' && options.images === false) continue;
        for (const p of family.variants) {
          for (let v = 0; v < perVariant; v++) {
            n++;
            const next = random(n * 7919 + v);
            const content = contentOf(next);
            if (p.emptySigner !== undefined) content.signers[p.emptySigner] = '';
            const second = contentOf(next);
            const paper = p.paper ?? 'A1';
            const bytes = await render(font, layout, paper, p, content, second, tmp, `d${n}`);
            out.push({
              id: `${layout.id}/${p.id}/${v}`,
              layout: layout.id,
              perturbation: p.id,
              className: `${layout.id} × ${family.id}`,
              bytes,
              truth: truthOf(layout, paper, p, content),
            });
          }
        }
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return out;
}

function contentOf(next: () => number): Content {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const names = [...NAMES].sort(() => next() - 0.5).slice(0, 6);
  const [drawingName, number] = pick(DRAWINGS);
  return {
    drawingName,
    number,
    date: `2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(10 + Math.floor(next() * 18))}`,
    scale: pick(['1:100', '1:50', '1:500']),
    signers: names,
  };
}

/** What a careful reader answers for the drawing. */
function truthOf(layout: Layout, paper: Paper, p: Perturbation, content: Content): Truth {
  if (!layout.templated.includes(paper)) return { status: RecognitionStatus.TemplateMismatch };
  return {
    status: RecognitionStatus.Success,
    page: p.pages === 'cover' ? 2 : 1,
    templateId: templateId(layout, paper),
    signers: content.signers.flatMap((name, index) =>
      name ? [{ dutyId: SIGNER_FIELDS[index]?.duty ?? '', name }] : [],
    ),
    drawingName: content.drawingName,
    drawingNumber: content.number,
  };
}

const templateId = (layout: Layout, paper: Paper) => `${layout.id}-${paper}`;

async function render(
  font: SeedFont,
  layout: Layout,
  paper: Paper,
  p: Perturbation,
  content: Content,
  second: Content,
  tmp: string,
  name: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(font.bytes, { subset: true });
  const sheet = PAPER_MM[paper];
  const check = (text: string) => {
    const missing = font.missing(text);
    if (missing.length) throw new Error(`the seed font has no glyph for ${missing.join('')}`);
  };
  const addPage = () => {
    const k = p.unit ?? 1;
    const [w, h] = p.rotate ? [sheet.height, sheet.width] : [sheet.width, sheet.height];
    const page = doc.addPage([mmToPt(w) * k, mmToPt(h) * k]);
    if (p.rotate === 'page') page.setRotation(degrees(90));
    return new Pen(page, embedded, sheet, p, check);
  };
  if (p.pages === 'cover') {
    const pen = addPage();
    pen.box({ x: BINDING, y: MARGIN, width: sheet.width - BINDING - MARGIN, height: sheet.height - 2 * MARGIN }, 2);
    pen.text(TITLE_BLOCK_LABELS.notes, BINDING + 30, sheet.height / 2, 8, false, 0);
    pen.text(content.drawingName, BINDING + 30, sheet.height / 2 - 20, 8, false, 0);
  }
  drawSheet(addPage(), layout, paper, p, content);
  if (p.pages === 'two') drawSheet(addPage(), layout, paper, p, second);
  const vector = await doc.save({ useObjectStreams: true });
  if (!p.image) return vector;
  const png = await rasterise(vector, tmp, name);
  const scan = await PDFDocument.create();
  const image = await scan.embedPng(png);
  const page = scan.addPage([mmToPt(sheet.width), mmToPt(sheet.height)]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return scan.save();
}

/** Points, top-left origin, of a box in sheet millimetres (bottom-left origin). */
function points(box: Box, sheet: { height: number }) {
  const r = (value: number) => Math.round(value * 1000) / 1000;
  return {
    x: r(box.x * MM),
    y: r((sheet.height - box.y - box.height) * MM),
    width: r(box.width * MM),
    height: r(box.height * MM),
  };
}

/**
 * The frame templates of the corpus as recognition reads them: the demo firm's two (A1, A2) for the seed layout,
 * and for the other layouts one per paper they list, marked as a firm would mark them on a sample drawing: each
 * label's anchor around the label's text, each value field the value's cell. Duty ids are the duty keys.
 */
export async function templatesOf(layouts: readonly Layout[] = LAYOUTS): Promise<FrameTemplate[]> {
  const font = await loadSeedFont();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(font.bytes, { subset: true });
  const out: FrameTemplate[] = [];
  for (const layout of layouts) {
    for (const paper of layout.templated) {
      if (layout.id === 'seed') {
        const t = demoFrameTemplate(paper as 'A1' | 'A2');
        out.push({
          id: templateId(layout, paper),
          name: t.name,
          pageWidth: t.pageWidth,
          pageHeight: t.pageHeight,
          sizeTolerance: t.sizeTolerance,
          anchors: t.regions
            .filter((r) => r.kind === RegionKind.Anchor)
            .map((r) => ({ label: r.label ?? '', rect: r.rect })),
          signers: t.regions
            .filter((r) => r.kind === RegionKind.Signer)
            .map((r) => ({ dutyId: r.duty ?? '', position: r.position, rect: r.rect })),
          infos: t.regions
            .filter((r) => r.kind === RegionKind.Info)
            .map((r) => ({ label: r.label ?? '', position: r.position, rect: r.rect })),
          curStampNum: t.curStampNum,
        });
        continue;
      }
      const sheet = PAPER_MM[paper];
      const origin = placement(layout, paper);
      const spacing = layout.splitAlways ? 0.5 : 0;
      const cells = layout.cells(paper).map((c) => ({
        ...c,
        labelCell: { ...c.labelCell, x: c.labelCell.x + origin.x, y: c.labelCell.y + origin.y },
        valueCell: { ...c.valueCell, x: c.valueCell.x + origin.x, y: c.valueCell.y + origin.y },
      }));
      const labelBox = (c: (typeof cells)[number]): Box => {
        const w = embedded.widthOfTextAtSize(c.label, mmToPt(c.labelSize)) / MM + spacing * ([...c.label].length - 1);
        const l = c.labelCell;
        const x = c.labelAlign === 'center' ? l.x + (l.width - w) / 2 : l.x + 1.5;
        const base =
          c.labelAlign === 'top' ? l.y + l.height - c.labelSize - 0.6 : l.y + (l.height - c.labelSize * 0.8) / 2;
        return { x: x - 1, y: base - 1, width: w + 2, height: c.labelSize + 2 };
      };
      out.push({
        id: templateId(layout, paper),
        name: `${layout.id}（${paper}）`,
        pageWidth: mmToPt(sheet.width),
        pageHeight: mmToPt(sheet.height),
        sizeTolerance: 2 * MM,
        anchors: cells.map((c) => ({ label: c.label, rect: points(labelBox(c), sheet) })),
        signers: cells.flatMap((c) =>
          c.field.kind === 'signer'
            ? [
                {
                  dutyId: SIGNER_FIELDS[c.field.index]?.duty ?? '',
                  position: c.field.index,
                  rect: points(c.valueCell, sheet),
                },
              ]
            : [],
        ),
        infos: (['drawing', 'number'] as const).flatMap((key, position) => {
          const c = cells.find((cell) => cell.field.kind === 'info' && cell.field.key === key);
          return c ? [{ label: infoLabel(key), position, rect: points(c.valueCell, sheet) }] : [];
        }),
        curStampNum: 0,
      });
    }
  }
  return out;
}

/** `pnpm --filter @atelier/bench corpus <dir>`: writes the drawings and truth.json to look at. */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dir = process.argv[2] ?? path.join(os.tmpdir(), 'atelier-recognition-corpus');
  const drawings = await generateCorpus({ perVariant: 1 });
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  for (const d of drawings) await writeFile(path.join(dir, `${d.id.replace(/[/(),]/g, '_')}.pdf`), d.bytes);
  await writeFile(
    path.join(dir, 'truth.json'),
    JSON.stringify(
      drawings.map((d) => ({ id: d.id, file: `${d.id.replace(/[/(),]/g, '_')}.pdf`, truth: d.truth })),
      null,
      2,
    ),
  );
  console.log(`${drawings.length} drawings and truth.json in ${dir}`);
}
