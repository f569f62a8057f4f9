import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SheetSize, SIGNER_FIELDS, TITLE_BLOCK_LABELS } from '@atelier/api/seed';
import fontkit from '@pdf-lib/fontkit';
import { LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * Demo drawings: one landscape sheet (A1, A2 or A3) with the drawing frame, an axis grid plan and a title block in
 * the bottom-right corner naming the project, the drawing, its number, scale, date and signers. Text is real text
 * (a subset of WenQuanYi Micro Hei embedded, with a ToUnicode map), so pdfjs and pdftotext read it back.
 */

/** The font the seed draws with: a subset of WenQuanYi Micro Hei covering `seedTexts()` (scripts/build-font.sh). */
export const SEED_FONT_PATH = path.resolve(import.meta.dirname, '../../assets/fonts/wqy-microhei-seed.ttf');

/** Points per millimetre. */
export const MM = 72 / 25.4;
const mm = (value: number) => value * MM;

/** Landscape sheet sizes in millimetres (GB/T 14689). */
export const SHEET_MM: Readonly<Record<SheetSize, { width: number; height: number }>> = {
  A1: { width: 841, height: 594 },
  A2: { width: 594, height: 420 },
  A3: { width: 420, height: 297 },
};

/** Frame margins: 25 mm on the binding (left) side, 10 mm elsewhere (A1 to A3). */
const BINDING = 25;
const MARGIN = 10;
const TITLE_WIDTH = 180;
/** Row heights of the title block, top to bottom. */
const ROWS = [12, 8, 10, 8, 8, 9, 9] as const;
const TITLE_HEIGHT = ROWS.reduce((a, b) => a + b, 0);
/** Width of a label cell. */
const LABEL_WIDTH = 22;
/**
 * Width of a signer's name cell: the rest of the pair's value is the signer's signature cell (签名), so that a
 * personal signature goes beside the printed name, never over it.
 */
const SIGNER_NAME_WIDTH = 17;
/**
 * The stamp area, left of the fields and as high as the title block: a column of two registration-stamp cells
 * (注册章) and a column with the output-stamp cell (出图章) above two custom-stamp cells (自定义章).
 */
const REGISTRATION_COLUMN = 48;
const OUTPUT_COLUMN = 52;
const OUTPUT_CELL_HEIGHT = 40;
const CUSTOM_CELLS = 2;
const STAMP_AREA_WIDTH = REGISTRATION_COLUMN + OUTPUT_COLUMN;

/** A rectangle in millimetres on the sheet, origin at its bottom-left corner (as PDF user space). */
export interface MmRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The title block's fields that are not signers, by their `TITLE_BLOCK_LABELS` key. */
export type InfoField =
  | 'designUnit'
  | 'project'
  | 'drawing'
  | 'number'
  | 'scale'
  | 'sheet'
  | 'date'
  | 'specialty'
  | 'stage';

/** One label/value pair of the title block: an info field, or the i-th of `SIGNER_FIELDS`. */
export interface TitleBlockSlot {
  field: { kind: 'info'; key: InfoField } | { kind: 'signer'; index: number };
  label: string;
  labelCell: MmRect;
  valueCell: MmRect;
  /** Height of the value's text, millimetres. */
  valueSize: number;
  /** The pair's column in a row of three (0 for the wide rows). */
  column: number;
  /** A signer's signature cell, right of the name (signer slots only). */
  signatureCell?: MmRect;
}

/** The cells of the stamp area: registration stamps in order, the output stamp, custom stamps in order. */
export interface StampCells {
  registration: MmRect[];
  output: MmRect;
  custom: MmRect[];
}

/** The title block of a sheet: the frame, the block's rectangle, the lines between rows and every pair. */
export interface TitleBlockLayout {
  sheet: { width: number; height: number };
  frame: MmRect;
  /** The whole title block: the stamp area and the fields. */
  block: MmRect;
  /** The fields' part of the block (right of the stamp area), where the row lines run. */
  fields: MmRect;
  rowLines: number[];
  slots: TitleBlockSlot[];
  stampCells: StampCells;
}

/** Rows 1-3: one label and one value across, with the value's text size. */
const WIDE_ROWS: readonly (readonly [InfoField, number])[] = [
  ['designUnit', 5],
  ['project', 4],
  ['drawing', 5.5],
];
/** Rows 4-5: three info pairs each; rows 6-7 hold the six signer fields in `SIGNER_FIELDS` order. */
const PAIR_ROWS: readonly (readonly InfoField[])[] = [
  ['number', 'scale', 'sheet'],
  ['date', 'specialty', 'stage'],
];
const PAIR_VALUE_SIZE = 3.8;

/**
 * Where everything of the title block is on a sheet. The renderer draws from it and the demo frame templates
 * (`frameTemplates.ts`) are derived from it, so that the two cannot drift apart.
 */
export function titleBlockLayout(sheet: SheetSize): TitleBlockLayout {
  const size = SHEET_MM[sheet];
  const frame = { x: BINDING, y: MARGIN, width: size.width - BINDING - MARGIN, height: size.height - 2 * MARGIN };
  const right = frame.x + frame.width;
  const left = right - TITLE_WIDTH;
  const bottom = frame.y;
  const rows: { y: number; height: number }[] = [];
  let y = bottom + TITLE_HEIGHT;
  for (const height of ROWS) {
    y -= height;
    rows.push({ y, height });
  }
  const rowAt = (index: number) => rows[index] ?? { y: bottom, height: 8 };
  const slots: TitleBlockSlot[] = WIDE_ROWS.map(([key, valueSize], index) => {
    const row = rowAt(index);
    return {
      field: { kind: 'info', key },
      label: TITLE_BLOCK_LABELS[key],
      labelCell: { x: left, y: row.y, width: LABEL_WIDTH, height: row.height },
      valueCell: { x: left + LABEL_WIDTH, y: row.y, width: TITLE_WIDTH - LABEL_WIDTH, height: row.height },
      valueSize,
      column: 0,
    };
  });
  const pairWidth = TITLE_WIDTH / 3;
  const pairRows: TitleBlockSlot['field'][][] = [
    ...PAIR_ROWS.map((keys) => keys.map((key) => ({ kind: 'info' as const, key }))),
    [0, 1, 2].map((index) => ({ kind: 'signer' as const, index })),
    [3, 4, 5].map((index) => ({ kind: 'signer' as const, index })),
  ];
  pairRows.forEach((fields, offset) => {
    const row = rowAt(WIDE_ROWS.length + offset);
    fields.forEach((field, column) => {
      const x = left + column * pairWidth;
      const signer = field.kind === 'signer';
      const valueWidth = signer ? SIGNER_NAME_WIDTH : pairWidth - LABEL_WIDTH;
      slots.push({
        field,
        label: field.kind === 'info' ? TITLE_BLOCK_LABELS[field.key] : (SIGNER_FIELDS[field.index]?.label ?? ''),
        labelCell: { x, y: row.y, width: LABEL_WIDTH, height: row.height },
        valueCell: { x: x + LABEL_WIDTH, y: row.y, width: valueWidth, height: row.height },
        valueSize: PAIR_VALUE_SIZE,
        column,
        ...(signer
          ? {
              signatureCell: {
                x: x + LABEL_WIDTH + valueWidth,
                y: row.y,
                width: pairWidth - LABEL_WIDTH - valueWidth,
                height: row.height,
              },
            }
          : {}),
      });
    });
  });
  const area = left - STAMP_AREA_WIDTH;
  const half = TITLE_HEIGHT / 2;
  const outputX = area + REGISTRATION_COLUMN;
  const customWidth = OUTPUT_COLUMN / CUSTOM_CELLS;
  const stampCells: StampCells = {
    registration: [0, 1].map((index) => ({
      x: area,
      y: bottom + TITLE_HEIGHT - (index + 1) * half,
      width: REGISTRATION_COLUMN,
      height: half,
    })),
    output: {
      x: outputX,
      y: bottom + TITLE_HEIGHT - OUTPUT_CELL_HEIGHT,
      width: OUTPUT_COLUMN,
      height: OUTPUT_CELL_HEIGHT,
    },
    custom: Array.from({ length: CUSTOM_CELLS }, (_, index) => ({
      x: outputX + index * customWidth,
      y: bottom,
      width: customWidth,
      height: TITLE_HEIGHT - OUTPUT_CELL_HEIGHT,
    })),
  };
  return {
    sheet: size,
    frame,
    block: { x: area, y: bottom, width: STAMP_AREA_WIDTH + TITLE_WIDTH, height: TITLE_HEIGHT },
    fields: { x: left, y: bottom, width: TITLE_WIDTH, height: TITLE_HEIGHT },
    rowLines: rows.map((r) => r.y).filter((lineY) => lineY > bottom),
    slots,
    stampCells,
  };
}

const INK = rgb(0.1, 0.1, 0.12);
const GRID = rgb(0.55, 0.1, 0.1);
const THIN = 0.5;
const MEDIUM = 1;
const THICK = 2.2;

export interface DrawingSpec {
  sheet: SheetSize;
  enterpriseName: string;
  projectName: string;
  drawingName: string;
  number: string;
  scale: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  specialty: string;
  /** The signer fields in order (设计, 校对, 审核, 审定, 专业负责人, 项目负责人) with the names filled in. */
  signers: readonly { label: string; name: string }[];
  /**
   * The sheet and everything on it drawn at this factor (default 1): 0.1 gives a drawing plotted in centimetres,
   * the page a tenth of the sheet's size in millimetres.
   */
  unitScale?: number | undefined;
}

/** A font with a check that it can draw every character (a subset may not). */
export interface SeedFont {
  bytes: Uint8Array;
  missing(text: string): string[];
}

let cached: Promise<SeedFont> | undefined;

/** Loads the seed font once. */
export function loadSeedFont(file = SEED_FONT_PATH): Promise<SeedFont> {
  if (file !== SEED_FONT_PATH) return readSeedFont(file);
  cached ??= readSeedFont(file);
  return cached;
}

async function readSeedFont(file: string): Promise<SeedFont> {
  const bytes = new Uint8Array(await readFile(file));
  const face = fontkit.create(bytes);
  return {
    bytes,
    missing: (text) =>
      [...new Set(text)].filter((ch) => !/\s/.test(ch) && !face.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)),
  };
}

class Sheet {
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly check: (text: string) => void,
  ) {}

  line(x1: number, y1: number, x2: number, y2: number, thickness = THIN, dashed = false) {
    this.page.drawLine({
      start: { x: mm(x1), y: mm(y1) },
      end: { x: mm(x2), y: mm(y2) },
      thickness,
      color: dashed ? GRID : INK,
      lineCap: LineCapStyle.Butt,
      ...(dashed ? { dashArray: [mm(6), mm(1.5), mm(1), mm(1.5)] } : {}),
    });
  }

  rect(x: number, y: number, width: number, height: number, thickness = THIN) {
    this.page.drawRectangle({
      x: mm(x),
      y: mm(y),
      width: mm(width),
      height: mm(height),
      borderColor: INK,
      borderWidth: thickness,
    });
  }

  fill(x: number, y: number, width: number, height: number) {
    this.page.drawRectangle({ x: mm(x), y: mm(y), width: mm(width), height: mm(height), color: INK });
  }

  circle(x: number, y: number, radius: number) {
    this.page.drawCircle({ x: mm(x), y: mm(y), size: mm(radius), borderColor: INK, borderWidth: THIN });
  }

  /** Text with its baseline at y; `align` places x at the start, centre or end. Size in millimetres. */
  text(value: string, x: number, y: number, size: number, align: 'start' | 'center' | 'end' = 'start') {
    this.check(value);
    const width = this.font.widthOfTextAtSize(value, mm(size)) / MM;
    const left = align === 'start' ? x : align === 'center' ? x - width / 2 : x - width;
    this.page.drawText(value, { x: mm(left), y: mm(y), size: mm(size), font: this.font, color: INK });
    return width;
  }

  /** Text centred vertically in a cell. */
  cellText(value: string, x: number, y: number, width: number, height: number, size: number, centred = true) {
    const baseline = y + (height - size * 0.8) / 2;
    return centred
      ? this.text(value, x + width / 2, baseline, size, 'center')
      : this.text(value, x + 2, baseline, size);
  }
}

/** A stable small number from a text (varies the plan from drawing to drawing). */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const ch of text) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

function drawTitleBlock(sheet: Sheet, spec: DrawingSpec, layout: TitleBlockLayout) {
  const { block, fields, stampCells } = layout;
  sheet.rect(block.x, block.y, block.width, block.height, MEDIUM);
  for (const y of layout.rowLines) sheet.line(fields.x, y, fields.x + fields.width, y);
  // The stamp area's cells (left of the fields): registration stamps, the output stamp, custom stamps.
  sheet.line(fields.x, block.y, fields.x, block.y + block.height, MEDIUM);
  for (const cell of [...stampCells.registration, stampCells.output, ...stampCells.custom]) {
    sheet.rect(cell.x, cell.y, cell.width, cell.height);
  }
  const info: Readonly<Record<InfoField, string>> = {
    designUnit: spec.enterpriseName,
    project: spec.projectName,
    drawing: spec.drawingName,
    number: spec.number,
    scale: spec.scale,
    sheet: spec.sheet,
    date: spec.date,
    specialty: spec.specialty,
    stage: TITLE_BLOCK_LABELS.stageValue,
  };
  for (const slot of layout.slots) {
    const { labelCell: l, valueCell: v, field } = slot;
    if (slot.column > 0) sheet.line(l.x, l.y, l.x, l.y + l.height, MEDIUM);
    sheet.line(v.x, v.y, v.x, v.y + v.height);
    if (slot.signatureCell) sheet.line(slot.signatureCell.x, v.y, slot.signatureCell.x, v.y + v.height);
    const signer = field.kind === 'signer' ? spec.signers[field.index] : undefined;
    sheet.cellText(signer?.label ?? slot.label, l.x, l.y, l.width, l.height, 3.2);
    const value = field.kind === 'signer' ? (signer?.name ?? '') : info[field.key];
    if (value) sheet.cellText(value, v.x, v.y, v.width, v.height, slot.valueSize);
  }
}

/** An axis grid plan with walls, columns, bubbles and dimensions, sized to the free area. */
function drawPlan(sheet: Sheet, spec: DrawingSpec, area: { x: number; y: number; width: number; height: number }) {
  const seed = seedOf(`${spec.projectName}/${spec.number}`);
  const columns = 5 + (seed % 4);
  const rows = 3 + ((seed >> 3) % 3);
  const bubble = spec.sheet === 'A1' ? 5 : 4;
  const spacingMm = [6000, 7200, 8400, 9000][(seed >> 6) % 4] ?? 8400;
  const scale = Math.min((area.width - 6 * bubble) / columns, (area.height - 6 * bubble - 20) / rows);
  const planWidth = scale * columns;
  const planHeight = scale * rows;
  const x0 = area.x + (area.width - planWidth) / 2;
  const y0 = area.y + 20 + (area.height - 20 - planHeight) / 2;
  const axisLetters = TITLE_BLOCK_LABELS.axes.slice(0, 10);

  // Axes (dash-dot) with their bubbles.
  for (let i = 0; i <= columns; i += 1) {
    const x = x0 + i * scale;
    sheet.line(x, y0 - 2 * bubble, x, y0 + planHeight + 2 * bubble, THIN, true);
    sheet.circle(x, y0 + planHeight + 3 * bubble, bubble);
    sheet.text(String(i + 1), x, y0 + planHeight + 3 * bubble - bubble * 0.45, bubble * 1.1, 'center');
    if (i < columns)
      sheet.text(String(spacingMm), x + scale / 2, y0 + planHeight + 1.2 * bubble, bubble * 0.7, 'center');
  }
  for (let j = 0; j <= rows; j += 1) {
    const y = y0 + j * scale;
    sheet.line(x0 - 2 * bubble, y, x0 + planWidth + 2 * bubble, y, THIN, true);
    sheet.circle(x0 - 3 * bubble, y, bubble);
    sheet.text(axisLetters[j] ?? 'A', x0 - 3 * bubble, y - bubble * 0.45, bubble * 1.1, 'center');
  }

  // Outer walls, a corridor and partitions; columns at every crossing.
  const wall = spec.sheet === 'A1' ? 1.6 : 1.2;
  sheet.rect(x0, y0, planWidth, planHeight, THICK * 1.5);
  const corridor = Math.max(1, Math.floor(rows / 2));
  sheet.line(x0, y0 + corridor * scale - wall * 2, x0 + planWidth, y0 + corridor * scale - wall * 2, THICK);
  sheet.line(x0, y0 + corridor * scale + wall * 2, x0 + planWidth, y0 + corridor * scale + wall * 2, THICK);
  for (let i = 1; i < columns; i += 1) {
    if ((i + seed) % 3 === 0) continue;
    const x = x0 + i * scale;
    sheet.line(x, y0, x, y0 + corridor * scale - wall * 2, MEDIUM);
    sheet.line(x, y0 + corridor * scale + wall * 2, x, y0 + planHeight, MEDIUM);
  }
  for (let i = 0; i <= columns; i += 1) {
    for (let j = 0; j <= rows; j += 1) sheet.fill(x0 + i * scale - wall, y0 + j * scale - wall, 2 * wall, 2 * wall);
  }

  // The drawing's own title under the plan.
  const titleSize = spec.sheet === 'A1' ? 9 : 7;
  const titleWidth = sheet.text(spec.drawingName, x0 + planWidth / 2, y0 - 4 * bubble - titleSize, titleSize, 'center');
  const underline = y0 - 4 * bubble - titleSize - 2;
  sheet.line(x0 + (planWidth - titleWidth) / 2, underline, x0 + (planWidth + titleWidth) / 2, underline, THICK);
  sheet.text(spec.scale, x0 + (planWidth + titleWidth) / 2 + 4, y0 - 4 * bubble - titleSize, titleSize * 0.6);
}

/** Renders one demo drawing and answers the PDF's bytes. */
export async function renderDrawing(spec: DrawingSpec, font: SeedFont): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${spec.number} ${spec.drawingName}`);
  doc.setSubject(spec.projectName);
  doc.setAuthor(spec.enterpriseName);
  doc.setCreator('Atelier');
  doc.setProducer('Atelier demo seed (pdf-lib)');
  doc.setCreationDate(new Date(`${spec.date}T09:00:00+08:00`));
  doc.setModificationDate(new Date(`${spec.date}T09:00:00+08:00`));
  const embedded = await doc.embedFont(font.bytes, { subset: true });
  const size = SHEET_MM[spec.sheet];
  const page = doc.addPage([mm(size.width), mm(size.height)]);
  const sheet = new Sheet(page, embedded, (text) => {
    const missing = font.missing(text);
    if (missing.length) {
      throw new Error(`The seed font has no glyph for ${missing.join('')}: run apps/server/scripts/build-font.sh`);
    }
  });

  // The trimmed sheet edge (thin) and the drawing frame (thick).
  sheet.rect(0, 0, size.width, size.height, THIN);
  const layout = titleBlockLayout(spec.sheet);
  const { frame } = layout;
  sheet.rect(frame.x, frame.y, frame.width, frame.height, THICK);
  drawTitleBlock(sheet, spec, layout);

  // The notes in the bottom-left corner; the plan above the title block's height.
  sheet.text(TITLE_BLOCK_LABELS.notes, frame.x + 8, frame.y + 8, 3.5);
  drawPlan(sheet, spec, {
    x: frame.x + 15,
    y: frame.y + TITLE_HEIGHT + 10,
    width: frame.width - 30,
    height: frame.height - TITLE_HEIGHT - 25,
  });
  // Another unit than the millimetre: the page and its content scaled alike.
  if (spec.unitScale !== undefined && spec.unitScale !== 1) page.scale(spec.unitScale, spec.unitScale);
  return doc.save({ useObjectStreams: true });
}
