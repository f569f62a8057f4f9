import { RegionKind } from '../db/schema';
import type { Rect } from '../recognition/pdfPage';
import { type DutyKey, type EnterpriseKey, type SheetSize, SIGNER_FIELDS } from './demo';
import { type InfoField, MM, type MmRect, titleBlockLayout } from './drawing';

/**
 * The frame templates (图框模板) of the demo firm, derived from the layout the demo drawings are drawn with
 * (`titleBlockLayout`), so that the two cannot drift apart: label anchors, signer fields, the printed fields 图名
 * and 图号 (info regions), stamp positions. One template per sheet size; 华筑 has them for A1 and
 * A2 (its A3 drawing matches none: 4_2), 同创 has none (4_1).
 */
export const DEMO_FRAME_TEMPLATES: readonly { enterprise: EnterpriseKey; sheets: readonly SheetSize[] }[] = [
  { enterprise: 'huazhu', sheets: ['A1', 'A2'] },
];

/** The title block's printed fields the demo templates read (info regions), in this order. */
const INFO_FIELDS: readonly InfoField[] = ['drawing', 'number'];

/** A page may be this much larger or smaller than the template (2 mm, in points). */
const SIZE_TOLERANCE = 2 * MM;
/** Registration stamps (注册章): two positions side by side above the title block, 44 × 30 mm. */
const STAMP_SIZE = { width: 44, height: 30 };
const STAMP_GAP = 2;
/** The output stamp (出图章): left of the title block, 60 × 40 mm. */
const OUTPUT_SIZE = { width: 60, height: 40 };

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
  }
  // The printed fields the drawing check asks for: 图名 and 图号, read from their value cells.
  INFO_FIELDS.forEach((key, position) => {
    const slot = layout.slots.find((s) => s.field.kind === 'info' && s.field.key === key);
    if (slot) regions.push({ kind: RegionKind.Info, position, label: slot.label, rect: points(slot.valueCell) });
  });
  const { block } = layout;
  const right = block.x + block.width;
  const stamps = [0, 1].map((index) => ({
    kind: RegionKind.Stamp,
    position: index,
    rect: points({
      x: right - (2 - index) * (STAMP_SIZE.width + STAMP_GAP) + STAMP_GAP,
      y: block.y + block.height + STAMP_GAP,
      ...STAMP_SIZE,
    }),
  }));
  regions.push(...stamps, {
    kind: RegionKind.Output,
    position: 0,
    rect: points({ x: block.x - OUTPUT_SIZE.width - STAMP_GAP, y: block.y, ...OUTPUT_SIZE }),
  });
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
