// The recognition corpus's title-block layouts and the perturbations drawn on them (issue 23); corpus.ts draws
// them and writes each drawing's truth.

import { titleBlockLayout } from '../../apps/server/src/seed/drawing';
import { SIGNER_FIELDS, TITLE_BLOCK_LABELS } from '../../packages/api/src/seed/index';

export type Paper = 'A0' | 'A1' | 'A2' | 'A3';
/** Landscape sheets, millimetres (GB/T 14689). */
export const PAPER_MM: Readonly<Record<Paper, { width: number; height: number }>> = {
  A0: { width: 1189, height: 841 },
  A1: { width: 841, height: 594 },
  A2: { width: 594, height: 420 },
  A3: { width: 420, height: 297 },
};
/** Frame margins: binding side 25 mm, the others 10 mm. */
export const BINDING = 25;
export const MARGIN = 10;

type Field = { kind: 'info'; key: 'drawing' | 'number' | 'date' | 'scale' } | { kind: 'signer'; index: number };

/** One label/value pair, millimetres from the block's bottom-left corner (y upwards). */
export interface Cell {
  field: Field;
  label: string;
  labelCell: Box;
  valueCell: Box;
  labelSize: number;
  valueSize: number;
  /** Where the label sits in its cell. */
  labelAlign: 'center' | 'start' | 'top';
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Layout {
  id: string;
  /** Papers a frame template exists for (none: the layout has no template). */
  templated: readonly Paper[];
  /** The block's size on a sheet (the strip is as tall as the frame). */
  size(paper: Paper): { width: number; height: number };
  cells(paper: Paper): Cell[];
  /** Every text drawn one character per text item, with some spacing (another CAD program's export). */
  splitAlways?: boolean;
}

const signerLabel = (index: number) => SIGNER_FIELDS[index]?.label ?? '';
export const infoLabel = (key: 'drawing' | 'number' | 'date' | 'scale') => TITLE_BLOCK_LABELS[key];

/** The seed's title block (apps/server/src/seed/drawing.ts), relative to its bottom-left corner. */
function seedCells(): Cell[] {
  const layout = titleBlockLayout('A1');
  const { block } = layout;
  const rel = (b: Box): Box => ({ x: b.x - block.x, y: b.y - block.y, width: b.width, height: b.height });
  return layout.slots.flatMap((slot): Cell[] => {
    const field: Field | null =
      slot.field.kind === 'signer'
        ? { kind: 'signer', index: slot.field.index }
        : slot.field.key === 'drawing' || slot.field.key === 'number' || slot.field.key === 'date'
          ? { kind: 'info', key: slot.field.key }
          : slot.field.key === 'scale'
            ? { kind: 'info', key: 'scale' }
            : null;
    if (!field) {
      // The other printed fields (设计单位, 工程名称 ...) are drawn as labels only with a fixed value below.
      return [
        {
          field: { kind: 'info', key: 'scale' },
          label: slot.label,
          labelCell: rel(slot.labelCell),
          valueCell: rel(slot.valueCell),
          labelSize: 3.2,
          valueSize: slot.valueSize,
          labelAlign: 'center',
        },
      ];
    }
    return [
      {
        field,
        label: slot.label,
        labelCell: rel(slot.labelCell),
        valueCell: rel(slot.valueCell),
        labelSize: 3.2,
        valueSize: slot.valueSize,
        labelAlign: 'center',
      },
    ];
  });
}

/** Labels left of values on a two-column grid (a firm's own block, 160 × 56 mm). */
function leftCells(): Cell[] {
  const cells: Cell[] = [];
  const rowH = 8;
  const pair = (field: Field, label: string, col: number, row: number, span = 1): Cell => ({
    field,
    label,
    labelCell: { x: col * 80, y: 56 - (row + 1) * rowH, width: 26, height: rowH },
    valueCell: { x: col * 80 + 26, y: 56 - (row + 1) * rowH, width: 80 * span - 26, height: rowH },
    labelSize: 3,
    valueSize: 3.5,
    labelAlign: 'center',
  });
  cells.push(pair({ kind: 'info', key: 'drawing' }, infoLabel('drawing'), 0, 0, 2));
  cells.push(pair({ kind: 'info', key: 'number' }, infoLabel('number'), 0, 1));
  cells.push(pair({ kind: 'info', key: 'date' }, infoLabel('date'), 1, 1));
  for (let i = 0; i < 6; i++) cells.push(pair({ kind: 'signer', index: i }, signerLabel(i), i % 2, 2 + (i >> 1)));
  cells.push(pair({ kind: 'info', key: 'scale' }, infoLabel('scale'), 0, 5));
  return cells;
}

/** Labels above values: a small caption at the top of each cell (200 × 30 mm). */
function aboveCells(): Cell[] {
  const cells: Cell[] = [];
  const cap = (field: Field, label: string, x: number, y: number, width: number, height: number): Cell => ({
    field,
    label,
    labelCell: { x, y: y + height - 5, width, height: 5 },
    valueCell: { x, y, width, height: height - 5 },
    labelSize: 2.5,
    valueSize: 4,
    labelAlign: 'top',
  });
  cells.push(cap({ kind: 'info', key: 'drawing' }, infoLabel('drawing'), 0, 15, 100, 15));
  cells.push(cap({ kind: 'info', key: 'number' }, infoLabel('number'), 100, 15, 50, 15));
  cells.push(cap({ kind: 'info', key: 'date' }, infoLabel('date'), 150, 15, 50, 15));
  const w = 200 / 6;
  for (let i = 0; i < 6; i++) cells.push(cap({ kind: 'signer', index: i }, signerLabel(i), i * w, 0, w, 15));
  return cells;
}

/** A vertical strip on the right edge: pairs stacked from the bottom, label left of value (60 mm wide). */
function stripCells(): Cell[] {
  const rows: [Field, string][] = [
    ...[5, 4, 3, 2, 1, 0].map((i): [Field, string] => [{ kind: 'signer', index: i }, signerLabel(i)]),
    [{ kind: 'info', key: 'date' }, infoLabel('date')],
    [{ kind: 'info', key: 'number' }, infoLabel('number')],
    [{ kind: 'info', key: 'drawing' }, infoLabel('drawing')],
  ];
  return rows.map(([field, label], row) => ({
    field,
    label,
    labelCell: { x: 0, y: 4 + row * 11, width: 22, height: 11 },
    valueCell: { x: 22, y: 4 + row * 11, width: 38, height: 11 },
    labelSize: 3,
    valueSize: 3.6,
    labelAlign: 'center',
  }));
}

/** Another CAD program's block: signers in two rows of three, label left, narrow cells (150 × 40 mm). */
function cadCells(): Cell[] {
  const cells: Cell[] = [];
  const put = (field: Field, label: string, x: number, y: number, lw: number, vw: number): Cell => ({
    field,
    label,
    labelCell: { x, y, width: lw, height: 8 },
    valueCell: { x: x + lw, y, width: vw, height: 8 },
    labelSize: 2.8,
    valueSize: 3.2,
    labelAlign: 'start',
  });
  cells.push(put({ kind: 'info', key: 'drawing' }, infoLabel('drawing'), 0, 32, 18, 82));
  cells.push(put({ kind: 'info', key: 'number' }, infoLabel('number'), 100, 32, 16, 34));
  cells.push(put({ kind: 'info', key: 'date' }, infoLabel('date'), 100, 24, 16, 34));
  cells.push(put({ kind: 'info', key: 'scale' }, infoLabel('scale'), 0, 24, 18, 82));
  for (let i = 0; i < 6; i++) {
    cells.push(put({ kind: 'signer', index: i }, signerLabel(i), (i % 3) * 50, 8 - (i >= 3 ? 8 : 0) + 8, 22, 28));
  }
  return cells;
}

/** The seed's labels in other places (设计 where 审核 is ...): no template; it must not be read as the seed's. */
function permutedCells(): Cell[] {
  const cells = seedCells();
  const signers = cells.filter((c) => c.field.kind === 'signer');
  const order = [2, 0, 1, 5, 3, 4];
  const labels = signers.map((c) => c.label);
  const fields = signers.map((c) => c.field);
  signers.forEach((cell, i) => {
    cell.label = labels[order[i] ?? i] ?? cell.label;
    cell.field = fields[order[i] ?? i] ?? cell.field;
  });
  return cells;
}

export const LAYOUTS: readonly Layout[] = [
  { id: 'seed', templated: ['A1', 'A2'], size: () => ({ width: 180, height: 64 }), cells: seedCells },
  { id: 'left', templated: ['A1', 'A2', 'A3'], size: () => ({ width: 160, height: 56 }), cells: leftCells },
  { id: 'above', templated: ['A1', 'A2', 'A3'], size: () => ({ width: 200, height: 30 }), cells: aboveCells },
  {
    id: 'strip',
    templated: ['A1', 'A2', 'A3'],
    size: (paper) => ({ width: 60, height: PAPER_MM[paper].height - 2 * MARGIN }),
    cells: stripCells,
  },
  {
    id: 'cad',
    templated: ['A1', 'A2', 'A3'],
    size: () => ({ width: 150, height: 40 }),
    cells: cadCells,
    splitAlways: true,
  },
  { id: 'permuted', templated: [], size: () => ({ width: 180, height: 64 }), cells: permutedCells },
];

/** What is done to a drawing of a layout. */
export interface Perturbation {
  id: string;
  paper?: Paper;
  /** The block moved from its place, millimetres (x right, y up). */
  shift?: { x: number; y: number };
  /** The whole sheet drawn in centimetres: page and content a tenth. */
  unit?: number;
  /** The content shrunk about the page's centre (a print "fit to page"), the page unchanged. */
  fit?: number;
  /** 'page': portrait MediaBox, content drawn sideways and /Rotate 90 (displayed upright). 'content': the same
   * without /Rotate (displayed sideways). */
  rotate?: 'page' | 'content';
  /** Every text one character per item. */
  split?: boolean;
  /** Extra character spacing (Tc), millimetres. */
  spacing?: number;
  /** Text sizes times this. */
  textScale?: number;
  /** Pages: a cover page first, or two drawings. */
  pages?: 'cover' | 'two';
  /** The page as a raster image only (a scan). */
  image?: boolean;
  /** A signer field left empty (its index). */
  emptySigner?: number;
}

/** The perturbations of the corpus: each a class per layout. */
export const PERTURBATIONS: readonly { id: string; variants: Perturbation[] }[] = [
  { id: 'nominal', variants: [{ id: 'nominal' }, { id: 'nominal-a2', paper: 'A2' }] },
  {
    id: 'shift',
    variants: [
      { x: 5, y: 0 },
      { x: -5, y: 0 },
      { x: 0, y: 5 },
      { x: 0, y: -5 },
      { x: 8, y: 8 },
      { x: -8, y: -8 },
      { x: -8, y: 8 },
      { x: 8, y: -8 },
      { x: 3.5, y: -2 },
      { x: -2.5, y: 6.5 },
    ].map((shift) => ({ id: `shift(${shift.x},${shift.y})`, shift, paper: shift.x > 0 ? 'A1' : 'A2' })),
  },
  {
    id: 'paper',
    variants: (['A0', 'A1', 'A2', 'A3'] as const).map((paper) => ({ id: `paper-${paper}`, paper })),
  },
  { id: 'unit-cm', variants: [{ id: 'unit-cm', unit: 0.1 }] },
  {
    id: 'fit',
    variants: [
      { id: 'fit-0.97', fit: 0.97 },
      { id: 'fit-0.95-shift', fit: 0.95, shift: { x: -3, y: 2 }, paper: 'A2' },
    ],
  },
  {
    id: 'rotate',
    variants: [
      { id: 'rotate-page', rotate: 'page' },
      { id: 'rotate-content', rotate: 'content', paper: 'A2' },
    ],
  },
  {
    id: 'split',
    variants: [
      { id: 'split', split: true, spacing: 0.6 },
      { id: 'split-shift', split: true, spacing: 0.3, shift: { x: -6, y: 4 }, paper: 'A2' },
    ],
  },
  {
    id: 'spacing',
    variants: [
      { id: 'spacing-1', spacing: 1 },
      { id: 'spacing-text-0.85', spacing: 0.4, textScale: 0.85, paper: 'A2' },
      { id: 'text-1.1', textScale: 1.1 },
    ],
  },
  {
    id: 'multipage',
    variants: [
      { id: 'cover-page', pages: 'cover' },
      { id: 'two-drawings', pages: 'two', paper: 'A2' },
    ],
  },
  { id: 'image-only', variants: [{ id: 'scan', image: true, paper: 'A2' }] },
  { id: 'empty-signer', variants: [{ id: 'empty-signer', emptySigner: 3, shift: { x: -4, y: 3 } }] },
];
