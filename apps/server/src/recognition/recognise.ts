import { RecognitionStatus } from '@atelier/api';
import type { PageText, Rect, TextBox } from './pdfPage';

/** A frame template as recognition uses it (the rows of frame_templates and frame_template_regions). */
export interface FrameTemplate {
  id: string;
  name: string;
  pageWidth: number;
  pageHeight: number;
  sizeTolerance: number;
  anchors: { label: string; rect: Rect }[];
  /** The signer fields in signing order. */
  signers: { dutyId: string; position: number; rect: Rect }[];
  /** The printed fields (图名, 图号 ...) recognition reads, in the template's order; none when left out. */
  infos?: { label: string; position: number; rect: Rect }[];
  curStampNum: number;
}

/** A printed field of the title block as read ('' when nothing is printed there). */
export interface PrintedInfo {
  label: string;
  value: string;
}

export interface RecognisedSigner {
  dutyId: string;
  position: number;
  name: string;
}

export type Recognition =
  | { status: typeof RecognitionStatus.NoFrameTemplate }
  | { status: typeof RecognitionStatus.TemplateMismatch }
  | {
      status: typeof RecognitionStatus.Success;
      template: FrameTemplate;
      /** The unit factor the page matched at (1: millimetres, as the template; see `UNIT_FACTORS`). */
      scale: number;
      signers: RecognisedSigner[];
      printedInfo: PrintedInfo[];
    };

/**
 * The unit factors a page may match its template at: drawn in millimetres (1), or the whole sheet drawn in
 * centimetres (1/10), inches (1/25.4) or metres (1/1000), which a CAD plot to PDF gives when the drawing's unit is
 * not the millimetre. Only these: matching is not scale-invariant (an A3 sheet is not an A1 one at half size).
 */
export const UNIT_FACTORS: readonly number[] = [1, 1 / 10, 1 / 25.4, 1 / 1000];

/** How far (points, about 2 mm) a label may sit outside its anchor and still count: printers shift text. */
const ANCHOR_SLACK = 6;
/** Names are read from text whose centre is in the field, give or take a point. */
const FIELD_SLACK = 1;

const centre = (box: TextBox) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const inside = (point: { x: number; y: number }, rect: Rect, slack: number) =>
  point.x >= rect.x - slack &&
  point.x <= rect.x + rect.width + slack &&
  point.y >= rect.y - slack &&
  point.y <= rect.y + rect.height + slack;
/** Spaces (CJK names are often spaced out: 李  婷) and the colons of "设计：" go. */
const normalise = (text: string) => text.replace(/[\s:：]/g, '');

const scaled = (rect: Rect, k: number): Rect => ({
  x: rect.x * k,
  y: rect.y * k,
  width: rect.width * k,
  height: rect.height * k,
});

/** Whether the page is the template's size times `k`, within the template's tolerance times `k`. */
function fits(page: PageText, template: FrameTemplate, k: number): boolean {
  const tolerance = template.sizeTolerance * k;
  return (
    Math.abs(page.width - template.pageWidth * k) <= tolerance &&
    Math.abs(page.height - template.pageHeight * k) <= tolerance
  );
}

/** Whether every label of the template is printed in its place (rectangles and slack times `k`). */
function anchored(page: PageText, template: FrameTemplate, k: number): boolean {
  return template.anchors.every((anchor) => {
    const rect = scaled(anchor.rect, k);
    return page.items.some(
      (item) => normalise(item.text).includes(anchor.label) && inside(centre(item), rect, ANCHOR_SLACK * k),
    );
  });
}

/** The text in a field, left to right, top to bottom. */
function readField(page: PageText, rect: Rect, k: number): string {
  const area = scaled(rect, k);
  const boxes = page.items
    .filter((item) => inside(centre(item), area, FIELD_SLACK * k))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return normalise(boxes.map((b) => b.text).join(''));
}

/**
 * Matches a page to one of the enterprise's frame templates (the page's size, then every label anchor in place;
 * among several, the one with the most anchors, then millimetres before another unit, then the closest size) and
 * reads each duty's signer name and each printed field. A page matches at a unit factor of `UNIT_FACTORS` when it
 * is the template scaled by it: every rectangle is scaled alike. No template at all answers 4_1, none that fits
 * 4_2. An empty field is no signer for that duty.
 */
export function recognisePage(page: PageText, templates: readonly FrameTemplate[]): Recognition {
  if (templates.length === 0) return { status: RecognitionStatus.NoFrameTemplate };
  const candidates = templates.flatMap((template) =>
    UNIT_FACTORS.filter((k) => fits(page, template, k) && anchored(page, template, k)).map((k) => ({
      template,
      k,
      // How far the page is from the template's size, in the template's points.
      off: (Math.abs(page.width - template.pageWidth * k) + Math.abs(page.height - template.pageHeight * k)) / k,
    })),
  );
  candidates.sort(
    (a, b) =>
      b.template.anchors.length - a.template.anchors.length ||
      Number(b.k === 1) - Number(a.k === 1) ||
      a.off - b.off ||
      a.template.name.localeCompare(b.template.name),
  );
  const best = candidates[0];
  if (!best) return { status: RecognitionStatus.TemplateMismatch };
  const { template, k } = best;
  const signers = template.signers
    .map((field) => ({ dutyId: field.dutyId, position: field.position, name: readField(page, field.rect, k) }))
    .filter((signer) => signer.name !== '');
  const printedInfo = (template.infos ?? []).map((field) => ({
    label: field.label,
    value: readField(page, field.rect, k),
  }));
  return { status: RecognitionStatus.Success, template, scale: k, signers, printedInfo };
}
