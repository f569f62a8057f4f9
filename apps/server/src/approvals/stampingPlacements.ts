import { boxesOfKind, CalcBoxKind, type CalcInfoContent } from '@atelier/api';
import { RegionKind } from '../db/schema';
import type { Rect, TextBox } from '../recognition/pdfPage';
import type { RegionRow, StampRow } from './stampingRepository';

/**
 * Where the stamps of one drawing go (issue 23, item 4), computed before anything is drawn so that a test (and a
 * log) can read the rectangles: the positions come from the frame template the drawing was recognised with (its
 * regions times the recognition's unit factor) or, in an ordered signing, from the text-signature configuration
 * saved for the file's version (which then overrides the template for that file).
 *
 * - Registration stamps (注册章): the drawing's batch's (quick) or file's (ordered), in the registration positions
 *   in order.
 * - Personal signatures: from a template, each signer's in the signature cell (签名栏, region kind `signature`) of
 *   the duty they sign for, beside the printed name. A template without a signature cell for a duty falls back to
 *   the duty's signer field, and then the signature goes in the widest part of the field that no printed text
 *   covers (the name stays legible), provided that part is at least as wide as the field is high; a field with no
 *   such room takes the signature over its whole rectangle, as before this change (a title block without room for
 *   a signature: the firm should mark its signature cells). From a configuration, the file's chosen signatures in
 *   the signature boxes in order.
 * - Custom stamps (自定义章): the approval's, in the custom positions in order.
 * - The output stamp (出图章), last (with CA it signs last, over everything).
 *
 * A stamp without a position is left out (the launch already checked the positions the wizards know of).
 */

/** What goes on one drawing: a stamp at a rectangle (page points as displayed, top-left origin). */
export interface Placement {
  stamp: StampRow;
  rect: Rect;
  shape: 'circle' | 'rounded';
  /** Which position it took. */
  role: 'registration' | 'signature' | 'custom' | 'output';
  /** A signature's duty, when known. */
  dutyId?: string;
}

/** The positions of one drawing. */
export interface DrawingPositions {
  registration: readonly Rect[];
  output: Rect | undefined;
  custom: readonly Rect[];
  /** Signature cells by duty (a frame template). */
  signatureCells: ReadonlyMap<string, Rect>;
  /** Signer fields by duty: the fallback for a duty without a signature cell (a frame template). */
  signerFields: ReadonlyMap<string, Rect>;
  /** Signature boxes in order (a text-signature configuration). */
  signatureBoxes: readonly Rect[];
  /** Where the positions come from. */
  source: 'template' | 'configuration';
}

const scaled = (r: Rect, k: number): Rect => ({ x: r.x * k, y: r.y * k, width: r.width * k, height: r.height * k });
const byPosition = (a: RegionRow, b: RegionRow) => a.position - b.position;

/** The positions of a frame template's regions on a page matched at unit factor `k`. */
export function templatePositions(regions: readonly RegionRow[], k: number): DrawingPositions {
  const of = (kind: RegionKind) =>
    regions
      .filter((r) => r.kind === kind)
      .sort(byPosition)
      .map((r) => scaled(r, k));
  const byDuty = (kind: RegionKind) =>
    new Map(regions.filter((r) => r.kind === kind && r.dutyId).map((r) => [r.dutyId as string, scaled(r, k)]));
  return {
    registration: of(RegionKind.Stamp),
    output: of(RegionKind.Output)[0],
    custom: of(RegionKind.Custom),
    signatureCells: byDuty(RegionKind.Signature),
    signerFields: byDuty(RegionKind.Signer),
    signatureBoxes: [],
    source: 'template',
  };
}

/** The positions of a saved text-signature configuration (already in page points). */
export function configurationPositions(content: CalcInfoContent): DrawingPositions {
  const rects = (kind: CalcBoxKind) =>
    boxesOfKind(content, kind).map(({ x, y, width, height }) => ({ x, y, width, height }));
  return {
    registration: rects(CalcBoxKind.Registration),
    output: rects(CalcBoxKind.Output)[0],
    custom: rects(CalcBoxKind.Custom),
    signatureCells: new Map(),
    signerFields: new Map(),
    signatureBoxes: rects(CalcBoxKind.Signature),
    source: 'configuration',
  };
}

/** A little room between a printed name and a signature drawn beside it (points, about 1 mm). */
const NAME_GAP = 3;

/**
 * The part of a signer field a signature may take without covering the printed text inside it: the wider of the
 * stretches left and right of the text, when it is at least as wide as the field is high; else the whole field.
 */
export function besidePrintedText(field: Rect, printed: readonly TextBox[]): Rect {
  const inside = printed.filter(
    (t) =>
      t.x < field.x + field.width &&
      t.x + t.width > field.x &&
      t.y < field.y + field.height &&
      t.y + t.height > field.y,
  );
  if (inside.length === 0) return field;
  const textLeft = Math.min(...inside.map((t) => t.x));
  const textRight = Math.max(...inside.map((t) => t.x + t.width));
  const left = { x: field.x, width: textLeft - NAME_GAP - field.x };
  const right = { x: textRight + NAME_GAP, width: field.x + field.width - textRight - NAME_GAP };
  const wider = right.width >= left.width ? right : left;
  if (wider.width < field.height) return field;
  return { x: wider.x, y: field.y, width: wider.width, height: field.height };
}

/** What the placements of one drawing are made from. */
export interface DrawingStamps {
  /** The registration stamps of the drawing's batch (quick) or file (ordered), in order. */
  registration: readonly StampRow[];
  /** Each signer of the drawing (by duty) with the signature to place; none for a signer without one. */
  signers: readonly { dutyId: string; stamp: StampRow | undefined }[];
  /**
   * The signatures chosen for the file (ordered signing), in order: a configuration's signature boxes take them
   * (without any, the signers' signatures in signing order).
   */
  fileSignatures: readonly StampRow[];
  custom: readonly StampRow[];
  output: StampRow | undefined;
}

/**
 * The placements of one drawing. `printedText` reads the page's text boxes, asked for only when a signature falls
 * back to a signer field.
 */
export async function placementsOf(
  positions: DrawingPositions,
  stamps: DrawingStamps,
  printedText: () => Promise<readonly TextBox[]>,
): Promise<Placement[]> {
  const placements: Placement[] = [];
  stamps.registration.forEach((stamp, index) => {
    const rect = positions.registration[index];
    if (rect) placements.push({ stamp, rect, shape: 'rounded', role: 'registration' });
  });
  if (positions.source === 'configuration') {
    // The file's chosen signatures; without any, the signers' own signatures in signing order.
    const chosen = stamps.fileSignatures.length
      ? stamps.fileSignatures
      : stamps.signers.flatMap((s) => (s.stamp ? [s.stamp] : []));
    chosen.forEach((stamp, index) => {
      const rect = positions.signatureBoxes[index];
      if (rect) placements.push({ stamp, rect, shape: 'rounded', role: 'signature' });
    });
  } else {
    for (const { dutyId, stamp } of stamps.signers) {
      if (!stamp) continue;
      const cell = positions.signatureCells.get(dutyId);
      const field = positions.signerFields.get(dutyId);
      const rect = cell ?? (field ? besidePrintedText(field, await printedText()) : undefined);
      if (rect) placements.push({ stamp, rect, shape: 'rounded', role: 'signature', dutyId });
    }
  }
  stamps.custom.forEach((stamp, index) => {
    const rect = positions.custom[index];
    if (rect) placements.push({ stamp, rect, shape: 'rounded', role: 'custom' });
  });
  if (stamps.output && positions.output) {
    placements.push({ stamp: stamps.output, rect: positions.output, shape: 'circle', role: 'output' });
  }
  return placements;
}
