import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { loadSeedFont, MM } from '../seed/drawing';

/**
 * A title block of a firm's own layout (issue 23's e2e), not the seed's: an A3 portrait sheet whose title block is
 * a narrow two-column strip at the bottom right, with a tall output-stamp cell on its left, and each signer's name
 * and signature cell side by side. The cells are named here in millimetres from the sheet's top-left corner (what
 * the template editor shows), so a test can draw the template's regions over them and check the stamps inside.
 */

/** The sheet: A3 portrait, millimetres. */
export const OWN_SHEET = { width: 297, height: 420 } as const;

/** A cell in millimetres from the sheet's top-left corner. */
export interface MmCell {
  x: number;
  y: number;
  width: number;
  height: number;
}

const ROW = 9;
/** The strip's left edge, right edge and top: the frame's right edge is 10 mm in, its bottom 10 mm up. */
const LEFT = 137;
const RIGHT = 287;
const TOP = 420 - 10 - 5 * ROW;
const row = (i: number) => TOP + i * ROW;
const cell = (x: number, i: number, width: number): MmCell => ({ x, y: row(i), width, height: ROW });

/** The cells of the layout: label cells (printed text), value cells, signature cells and the stamp cell. */
export const OWN_CELLS = {
  /** The output-stamp cell: the strip's left column, its full height. */
  output: { x: LEFT, y: TOP, width: 44, height: 5 * ROW },
  nameLabel: cell(181, 0, 16),
  name: cell(197, 0, 90),
  numberLabel: cell(181, 1, 16),
  number: cell(197, 1, 40),
  scaleLabel: cell(237, 1, 14),
  scale: cell(251, 1, 36),
  designLabel: cell(181, 2, 16),
  designName: cell(197, 2, 30),
  designSignature: cell(227, 2, 60),
  proofreadLabel: cell(181, 3, 16),
  proofreadName: cell(197, 3, 30),
  proofreadSignature: cell(227, 3, 60),
  firmLabel: cell(181, 4, 16),
  firm: cell(197, 4, 90),
} as const satisfies Record<string, MmCell>;

export interface OwnDrawing {
  firm: string;
  name: string;
  number: string;
  scale: string;
  designer: string;
  proofreader: string;
}

/** Renders one drawing on the firm's own title block (real text in the seed's font, so pdfjs reads it back). */
export async function renderOwnDrawing(drawing: OwnDrawing): Promise<Uint8Array> {
  const font = await loadSeedFont();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const embedded = await doc.embedFont(font.bytes, { subset: true });
  const page = doc.addPage([OWN_SHEET.width * MM, OWN_SHEET.height * MM]);
  const ink = rgb(0, 0, 0);
  const box = (c: MmCell, thickness = 0.5) =>
    page.drawRectangle({
      x: c.x * MM,
      y: (OWN_SHEET.height - c.y - c.height) * MM,
      width: c.width * MM,
      height: c.height * MM,
      borderColor: ink,
      borderWidth: thickness,
    });
  const write = (text: string, c: MmCell, size = 3.5) => {
    const missing = font.missing(text);
    if (missing.length) throw new Error(`the seed font has no glyph for ${missing.join('')}`);
    page.drawText(text, {
      x: (c.x + 2) * MM,
      y: (OWN_SHEET.height - c.y - c.height + (c.height - size * 0.8) / 2) * MM,
      size: size * MM,
      font: embedded,
      color: ink,
    });
  };
  // The drawing frame (25 mm binding on the left), the strip, its cells.
  box({ x: 25, y: 10, width: 262, height: 400 }, 2);
  box({ x: LEFT, y: TOP, width: RIGHT - LEFT, height: 5 * ROW }, 1);
  for (const c of Object.values(OWN_CELLS)) box(c);
  write('设计单位', OWN_CELLS.firmLabel);
  write(drawing.firm, OWN_CELLS.firm);
  write('图名', OWN_CELLS.nameLabel);
  write(drawing.name, OWN_CELLS.name);
  write('图号', OWN_CELLS.numberLabel);
  write(drawing.number, OWN_CELLS.number);
  write('比例', OWN_CELLS.scaleLabel);
  write(drawing.scale, OWN_CELLS.scale);
  write('设计', OWN_CELLS.designLabel);
  write(drawing.designer, OWN_CELLS.designName);
  write('校对', OWN_CELLS.proofreadLabel);
  write(drawing.proofreader, OWN_CELLS.proofreadName);
  // Something drawn on the sheet, so it is a drawing and not an empty frame.
  page.drawCircle({ x: 150 * MM, y: 250 * MM, size: 60 * MM, borderColor: ink, borderWidth: 1 });
  return doc.save();
}
