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
  curStampNum: number;
}

export interface RecognisedSigner {
  dutyId: string;
  position: number;
  name: string;
}

export type Recognition =
  | { status: typeof RecognitionStatus.NoFrameTemplate }
  | { status: typeof RecognitionStatus.TemplateMismatch }
  | { status: typeof RecognitionStatus.Success; template: FrameTemplate; signers: RecognisedSigner[] };

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

function fits(page: PageText, template: FrameTemplate): boolean {
  return (
    Math.abs(page.width - template.pageWidth) <= template.sizeTolerance &&
    Math.abs(page.height - template.pageHeight) <= template.sizeTolerance
  );
}

/** Whether every label of the template is printed in its place. */
function anchored(page: PageText, template: FrameTemplate): boolean {
  return template.anchors.every((anchor) =>
    page.items.some(
      (item) => normalise(item.text).includes(anchor.label) && inside(centre(item), anchor.rect, ANCHOR_SLACK),
    ),
  );
}

/** The text in a field, left to right, top to bottom. */
function readField(page: PageText, rect: Rect): string {
  const boxes = page.items
    .filter((item) => inside(centre(item), rect, FIELD_SLACK))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return normalise(boxes.map((b) => b.text).join(''));
}

/**
 * Matches a page to one of the enterprise's frame templates (the page's size, then every label anchor in place;
 * among several, the one with the most anchors, then the closest size) and reads each duty's signer name.
 * No template at all answers 4_1, none that fits 4_2. An empty field is no signer for that duty.
 */
export function recognisePage(page: PageText, templates: readonly FrameTemplate[]): Recognition {
  if (templates.length === 0) return { status: RecognitionStatus.NoFrameTemplate };
  const matching = templates
    .filter((t) => fits(page, t) && anchored(page, t))
    .sort(
      (a, b) =>
        b.anchors.length - a.anchors.length ||
        Math.abs(page.width - a.pageWidth) +
          Math.abs(page.height - a.pageHeight) -
          (Math.abs(page.width - b.pageWidth) + Math.abs(page.height - b.pageHeight)) ||
        a.name.localeCompare(b.name),
    );
  const template = matching[0];
  if (!template) return { status: RecognitionStatus.TemplateMismatch };
  const signers = template.signers
    .map((field) => ({ dutyId: field.dutyId, position: field.position, name: readField(page, field.rect) }))
    .filter((signer) => signer.name !== '');
  return { status: RecognitionStatus.Success, template, signers };
}
