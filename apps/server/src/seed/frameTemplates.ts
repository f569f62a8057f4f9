import { type DutyKey, type EnterpriseKey, type SheetSize, SIGNER_FIELDS } from '@atelier/api/seed';
import { RegionKind } from '../db/schema';
import type { Rect } from '../recognition/pdfPage';
import { type InfoField, MM, type MmRect, titleBlockLayout } from './drawing';

/**
 * The frame templates (图框模板) of the demo firm, derived from the layout the demo drawings are drawn with
 * (`titleBlockLayout`), so that the two cannot drift apart: label anchors, signer fields and beside each its
 * signature cell, the printed fields 图名 and 图号 (info regions), and inside the title block's stamp area the two
 * registration-stamp positions, the output-stamp position and two custom-stamp positions. One template per sheet size; 华筑 has them for A1 and
 * A2 (its A3 drawing matches none: 4_2), 同创 has none (4_1).
 */
export const DEMO_FRAME_TEMPLATES: readonly { enterprise: EnterpriseKey; sheets: readonly SheetSize[] }[] = [
  { enterprise: 'huazhu', sheets: ['A1', 'A2'] },
];

/** The title block's printed fields the demo templates read (info regions), in this order. */
const INFO_FIELDS: readonly InfoField[] = ['drawing', 'number'];

/** A page may be this much larger or smaller than the template (2 mm, in points). */
const SIZE_TOLERANCE = 2 * MM;
/** A stamp position is its cell less this margin on every side (millimetres), so the stamp never covers a line. */
const STAMP_INSET = 1.5;
/** A signature position is its cell less this margin (millimetres). */
const SIGNATURE_INSET = 0.8;

const inset = (r: MmRect, by: number): MmRect => ({
  x: r.x + by,
  y: r.y + by,
  width: r.width - 2 * by,
  height: r.height - 2 * by,
});

export interface DemoTemplateRegion {
  kind: RegionKind;
  position: number;
  label?: string;
  duty?: DutyKey;
  rect: Rect;
}

export interface DemoFrameTemplate {
  name: string;
  sheet: SheetSize;
  pageWidth: number;
  pageHeight: number;
  sizeTolerance: number;
  title: Rect;
  regions: DemoTemplateRegion[];
  curSignNum: number;
  curStampNum: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The frame template of a demo sheet size, in template coordinates (points, top-left origin). */
export function demoFrameTemplate(sheet: SheetSize): DemoFrameTemplate {
  const layout = titleBlockLayout(sheet);
  // Millimetres from the bottom-left corner to points from the top-left corner (pdfjs's viewport).
  const points = (r: MmRect): Rect => ({
    x: round(r.x * MM),
    y: round((layout.sheet.height - r.y - r.height) * MM),
    width: round(r.width * MM),
    height: round(r.height * MM),
  });
  const regions: DemoTemplateRegion[] = layout.slots.map((slot, position) => ({
    kind: RegionKind.Anchor,
    position,
    label: slot.label,
    rect: points(slot.labelCell),
  }));
  for (const slot of layout.slots) {
    if (slot.field.kind !== 'signer') continue;
    const field = SIGNER_FIELDS[slot.field.index];
    if (!field) continue;
    regions.push({
      kind: RegionKind.Signer,
      position: slot.field.index,
      duty: field.duty,
      rect: points(slot.valueCell),
    });
    // The duty's signature cell, right of the printed name.
    if (slot.signatureCell) {
      regions.push({
        kind: RegionKind.Signature,
        position: slot.field.index,
        duty: field.duty,
        rect: points(inset(slot.signatureCell, SIGNATURE_INSET)),
      });
    }
  }
  // The printed fields the drawing check asks for: 图名 and 图号, read from their value cells.
  INFO_FIELDS.forEach((key, position) => {
    const slot = layout.slots.find((s) => s.field.kind === 'info' && s.field.key === key);
    if (slot) regions.push({ kind: RegionKind.Info, position, label: slot.label, rect: points(slot.valueCell) });
  });
  // The stamp area of the title block: registration stamps, the output stamp and custom stamps in their cells.
  const { block, stampCells } = layout;
  const stamps = stampCells.registration.map((cell, position) => ({
    kind: RegionKind.Stamp,
    position,
    rect: points(inset(cell, STAMP_INSET)),
  }));
  regions.push(
    ...stamps,
    { kind: RegionKind.Output, position: 0, rect: points(inset(stampCells.output, STAMP_INSET)) },
    ...stampCells.custom.map((cell, position) => ({
      kind: RegionKind.Custom,
      position,
      rect: points(inset(cell, STAMP_INSET)),
    })),
  );
  return {
    name: `标准图框（${sheet}）`,
    sheet,
    pageWidth: round(layout.sheet.width * MM),
    pageHeight: round(layout.sheet.height * MM),
    sizeTolerance: round(SIZE_TOLERANCE),
    title: points(block),
    regions,
    curSignNum: regions.filter((r) => r.kind === RegionKind.Signer).length,
    curStampNum: stamps.length,
  };
}
