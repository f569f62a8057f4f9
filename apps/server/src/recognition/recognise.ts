import {
  RECOGNITION_WHY_NEIGHBOUR,
  RECOGNITION_WHY_OCR,
  RECOGNITION_WHY_OCR_EMPTY,
  RECOGNITION_WHY_POOR_FIT,
  RECOGNITION_WHY_STRADDLES,
  RecognitionStatus,
  recognitionAnchorsMissing,
  recognitionFieldUncertain,
  recognitionSizeMismatch,
} from '@atelier/api';
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

/** How one field of the template was read: its text and how sure the reading is (0 to 1), with why when unsure. */
export interface FieldReading {
  kind: 'signer' | 'info';
  /** The duty id of a signer field, the label of a printed one. */
  key: string;
  value: string;
  confidence: number;
  /** Why the reading is not sure (a recognition rule's message); absent when sure. */
  doubt?: string;
}

/** Readings below this are not trusted: a drawing whose required field is below it is not 识别成功. */
export const CONFIDENT = 0.8;

export type Recognition =
  | { status: typeof RecognitionStatus.NoFrameTemplate }
  | { status: typeof RecognitionStatus.TemplateMismatch; reason?: string; anchorsFound?: number }
  | { status: typeof RecognitionStatus.Failed; reason: string; anchorsFound?: number }
  | {
      status: typeof RecognitionStatus.Success;
      template: FrameTemplate;
      /** The unit factor the page matched at (1: millimetres, as the template; see `UNIT_FACTORS`). */
      scale: number;
      signers: RecognisedSigner[];
      printedInfo: PrintedInfo[];
      /** The page read (1-based). */
      page: number;
      /** Every field's reading with its confidence. */
      fields: FieldReading[];
      /** How the template was placed on the page: page = fit × template + (dx, dy), after turning the page. */
      placement: { fit: number; dx: number; dy: number; rotation: number; residual: number };
      anchorsFound: number;
    };

/**
 * The unit factors a page may match its template at: drawn in millimetres (1), or the whole sheet drawn in
 * centimetres (1/10), inches (1/25.4) or metres (1/1000), which a CAD plot to PDF gives when the drawing's unit is
 * not the millimetre. Only these: a page must be the template's size times one of them (an A3 sheet is not an A1
 * one at half size). Within that, the title block may be moved and slightly scaled (a print shrunk to fit).
 */
export const UNIT_FACTORS: readonly number[] = [1, 1 / 10, 1 / 25.4, 1 / 1000];

const MM = 72 / 25.4;
/** A found label counts when its centre is inside its anchor, mapped, give or take this (about 1.5 mm). */
const ANCHOR_SLACK = 1.5 * MM;
/** The first guess (from one label) may be this far off for the others (a print shrunk by 5 % over a block). */
const SEARCH_RADIUS = 14 * MM;
/** The title block may be drawn at this much of the template's size (times the unit factor), no further. */
const FIT_RANGE = [0.85, 1.15] as const;
/** Labels' centres farther than this (rms, mm) from the fit make every reading unsure. */
const RESIDUAL_DOUBT = 2.5 * MM;
/** A character whose box is less than this much inside the field it is read in straddles the field's edge. */
const INSIDE_ENOUGH = 0.7;
/** A character centred outside a field but this much inside it intrudes from a neighbouring cell. */
const INTRUDES = 0.1;

/** One character with its box in the page as turned (top-left origin), from a text item or OCR. */
interface Glyph {
  ch: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The OCR's confidence (0 to 1); 1 for a text layer. */
  sure: number;
  /** Read by OCR: its boxes are loose (words overlap, heights vary with the characters). */
  ocr: boolean;
}

/** A run of characters on one line, close together: where labels are looked for. */
interface Run {
  glyphs: Glyph[];
  text: string;
}

const isWide = (ch: string) => /[\u2e80-\uffef]/.test(ch);

/**
 * The characters of a text item, each with its share of the item's box along the item's direction (CJK
 * characters full width, others about half), turned with the page by `rotation` (0, 90, 180, 270 clockwise).
 */
function glyphsOf(item: TextBox, rotation: number, page: { width: number; height: number }): Glyph[] {
  const chars = [...item.text];
  if (chars.length === 0) return [];
  const weights = chars.map((ch) => (/\s/.test(ch) ? 0.35 : isWide(ch) ? 1 : 0.55));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const angle = (((Math.round((item.angle ?? 0) / 90) * 90) % 360) + 360) % 360;
  const along = angle === 0 || angle === 180 ? item.width : item.height;
  const out: Glyph[] = [];
  let offset = 0;
  chars.forEach((ch, i) => {
    const share = ((weights[i] ?? 0) / total) * along;
    const start = offset;
    offset += share;
    if (/\s/.test(ch)) return;
    let box: Rect;
    if (angle === 0) box = { x: item.x + start, y: item.y, width: share, height: item.height };
    else if (angle === 180)
      box = { x: item.x + item.width - start - share, y: item.y, width: share, height: item.height };
    else if (angle === 90) box = { x: item.x, y: item.y + start, width: item.width, height: share };
    else box = { x: item.x, y: item.y + item.height - start - share, width: item.width, height: share };
    const turned = turn(box, rotation, page);
    // Upright after turning the page: the text's direction plus the turn is a whole number of turns.
    if ((angle + rotation) % 360 !== 0) return;
    out.push({ ch, ...turned, sure: item.confidence ?? 1, ocr: item.confidence !== undefined });
  });
  return out;
}

/** A rectangle of the page turned clockwise by `rotation` degrees (the page's top-left stays the origin). */
function turn(r: Rect, rotation: number, page: { width: number; height: number }): Rect {
  if (rotation === 90) return { x: page.height - r.y - r.height, y: r.x, width: r.height, height: r.width };
  if (rotation === 180)
    return { x: page.width - r.x - r.width, y: page.height - r.y - r.height, width: r.width, height: r.height };
  if (rotation === 270) return { x: r.y, y: page.width - r.x - r.width, width: r.height, height: r.width };
  return r;
}

/** Groups upright characters into runs: same line, similar size, gaps under a character's height. */
function runsOf(glyphs: readonly Glyph[]): Run[] {
  const sorted = [...glyphs].sort((a, b) => a.x - b.x);
  const open: Glyph[][] = [];
  const done: Glyph[][] = [];
  for (const g of sorted) {
    const cy = g.y + g.height / 2;
    let joined = false;
    for (let i = open.length - 1; i >= 0; i--) {
      const run = open[i] as Glyph[];
      const last = run[run.length - 1] as Glyph;
      const gap = g.x - (last.x + last.width);
      const h = Math.max(last.height, g.height);
      if (gap > 1.2 * h) {
        // Nothing further right can join this run any more.
        done.push(run);
        open.splice(i, 1);
        continue;
      }
      const lastCy = last.y + last.height / 2;
      const ratio = last.height / g.height;
      // OCR's boxes are loose: a word's box may reach over the next one, and heights vary by character.
      const [most, overlapAllowed] = g.ocr || last.ocr ? [2.5, 1] : [1.6, 0.3];
      if (Math.abs(cy - lastCy) < 0.35 * h && ratio < most && ratio > 1 / most && gap > -overlapAllowed * h) {
        run.push(g);
        joined = true;
        break;
      }
    }
    if (!joined) open.push([g]);
  }
  return [...done, ...open].map((run) => ({ glyphs: run, text: run.map((g) => g.ch).join('') }));
}

/** Spaces (CJK names are often spaced out: 李  婷) and the colons of "设计：" go. */
const normalise = (text: string) => text.replace(/[\s:：]/g, '');

interface Candidate {
  cx: number;
  cy: number;
  /** The run is the label and nothing more. */
  exact: boolean;
}

/** Where a label is printed on the page: every occurrence in a run. */
function findLabel(runs: readonly Run[], label: string): Candidate[] {
  const wanted = normalise(label);
  if (!wanted) return [];
  const out: Candidate[] = [];
  for (const run of runs) {
    let from = run.text.indexOf(wanted);
    while (from >= 0) {
      const hit = run.glyphs.slice(from, from + [...wanted].length);
      const x0 = Math.min(...hit.map((g) => g.x));
      const x1 = Math.max(...hit.map((g) => g.x + g.width));
      const y0 = Math.min(...hit.map((g) => g.y));
      const y1 = Math.max(...hit.map((g) => g.y + g.height));
      out.push({ cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, exact: run.text === wanted });
      from = run.text.indexOf(wanted, from + 1);
    }
  }
  return out;
}

interface Fit {
  s: number;
  dx: number;
  dy: number;
  /** Anchor index → the candidate used. */
  found: Map<number, Candidate>;
  residual: number;
}

const centreOf = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
const mapRect = (r: Rect, f: { s: number; dx: number; dy: number }): Rect => ({
  x: r.x * f.s + f.dx,
  y: r.y * f.s + f.dy,
  width: r.width * f.s,
  height: r.height * f.s,
});

/** Least squares: page = s × template + d over the pairs (at least two apart), else only d at scale `s0`. */
function solve(pairs: readonly { a: { x: number; y: number }; c: Candidate }[], s0: number) {
  const n = pairs.length;
  const ax = pairs.reduce((t, p) => t + p.a.x, 0) / n;
  const ay = pairs.reduce((t, p) => t + p.a.y, 0) / n;
  const cx = pairs.reduce((t, p) => t + p.c.cx, 0) / n;
  const cy = pairs.reduce((t, p) => t + p.c.cy, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of pairs) {
    num += (p.a.x - ax) * (p.c.cx - cx) + (p.a.y - ay) * (p.c.cy - cy);
    den += (p.a.x - ax) ** 2 + (p.a.y - ay) ** 2;
  }
  // Two labels close together say little about scale: keep the unit's.
  const s = den > (20 * MM * s0) ** 2 ? num / den : s0;
  return { s, dx: cx - s * ax, dy: cy - s * ay };
}

/**
 * Places the template's anchors on the page: each label's occurrences vote for where the block is (at the unit's
 * scale), the best guesses are refined by least squares (scale and offset) over the labels found near where the
 * guess puts them, and a label counts as found when its centre is inside its anchor rectangle as placed.
 */
function place(template: FrameTemplate, candidates: readonly Candidate[][], k: number): Fit | null {
  const anchors = template.anchors.map((a) => centreOf(a.rect));
  const guesses: { dx: number; dy: number; votes: number }[] = [];
  candidates.forEach((list, i) => {
    const a = anchors[i] as { x: number; y: number };
    for (const c of list) {
      const dx = c.cx - k * a.x;
      const dy = c.cy - k * a.y;
      let votes = 0;
      candidates.forEach((others, j) => {
        const b = anchors[j] as { x: number; y: number };
        if (others.some((o) => Math.hypot(o.cx - (k * b.x + dx), o.cy - (k * b.y + dy)) < SEARCH_RADIUS * k)) votes++;
      });
      guesses.push({ dx, dy, votes: votes + (c.exact ? 0.5 : 0) });
    }
  });
  guesses.sort((a, b) => b.votes - a.votes);
  let best: Fit | null = null;
  for (const guess of guesses.slice(0, 6)) {
    let fit = { s: k, dx: guess.dx, dy: guess.dy };
    let found = new Map<number, Candidate>();
    for (const radius of [SEARCH_RADIUS, 4 * MM, 2 * MM]) {
      found = new Map();
      candidates.forEach((list, i) => {
        const a = anchors[i] as { x: number; y: number };
        const px = fit.s * a.x + fit.dx;
        const py = fit.s * a.y + fit.dy;
        let nearest: Candidate | undefined;
        let distance = radius * k;
        for (const c of list) {
          const d = Math.hypot(c.cx - px, c.cy - py);
          if (d < distance) {
            distance = d;
            nearest = c;
          }
        }
        if (nearest) found.set(i, nearest);
      });
      if (found.size === 0) break;
      fit = solve(
        [...found].map(([i, c]) => ({ a: anchors[i] as { x: number; y: number }, c })),
        k,
      );
    }
    if (fit.s < FIT_RANGE[0] * k || fit.s > FIT_RANGE[1] * k) continue;
    // Found: the label's centre inside its anchor as placed (give or take the slack).
    const inPlace = new Map<number, Candidate>();
    let squares = 0;
    template.anchors.forEach((anchor, i) => {
      const rect = mapRect(anchor.rect, fit);
      const slack = ANCHOR_SLACK * fit.s;
      const hit = (candidates[i] ?? []).find(
        (c) =>
          c.cx >= rect.x - slack &&
          c.cx <= rect.x + rect.width + slack &&
          c.cy >= rect.y - slack &&
          c.cy <= rect.y + rect.height + slack,
      );
      if (!hit) return;
      inPlace.set(i, hit);
      const a = anchors[i] as { x: number; y: number };
      squares += (hit.cx - (fit.s * a.x + fit.dx)) ** 2 + (hit.cy - (fit.s * a.y + fit.dy)) ** 2;
    });
    const residual = inPlace.size ? Math.sqrt(squares / inPlace.size) / fit.s : Number.POSITIVE_INFINITY;
    const candidate: Fit = { ...fit, found: inPlace, residual };
    if (!best || inPlace.size > best.found.size || (inPlace.size === best.found.size && residual < best.residual)) {
      best = candidate;
    }
    if (inPlace.size === template.anchors.length && residual < RESIDUAL_DOUBT) break;
  }
  return best;
}

const area = (r: Rect) => Math.max(0, r.width) * Math.max(0, r.height);
function overlap(a: Rect, b: Rect): number {
  const x = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const y = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return x * y;
}

/**
 * The text in a field (left to right, top to bottom) and how sure the reading is: a character half in the field
 * (straddling its edge), or a neighbour's character reaching into it, makes it unsure, as does a poor placement
 * of the labels or a low OCR confidence.
 */
function readField(
  glyphs: readonly Glyph[],
  runOf: ReadonlyMap<Glyph, Run>,
  cell: Rect,
  residual: number,
  scanned: boolean,
): { value: string; confidence: number; doubt?: string } {
  const inside: Glyph[] = [];
  let doubt: string | undefined;
  const centred = (g: Glyph) => {
    const c = centreOf(g);
    return c.x >= cell.x && c.x <= cell.x + cell.width && c.y >= cell.y && c.y <= cell.y + cell.height;
  };
  for (const g of glyphs) {
    const share = overlap(g, cell) / (area(g) || 1);
    if (share === 0) continue;
    if (centred(g)) {
      inside.push(g);
      // Half out of the field, or the first characters of a word that goes on past its edge.
      if (share < INSIDE_ENOUGH || runOf.get(g)?.glyphs.some((other) => !centred(other)))
        doubt ??= RECOGNITION_WHY_STRADDLES;
    } else if (share > INTRUDES) {
      doubt ??= RECOGNITION_WHY_NEIGHBOUR;
    }
  }
  // Lines top to bottom, each left to right.
  const lines: Glyph[][] = [];
  for (const g of [...inside].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2))) {
    const cy = g.y + g.height / 2;
    const line = lines.find((l) => {
      const first = l[0] as Glyph;
      return Math.abs(first.y + first.height / 2 - cy) < 0.5 * Math.max(first.height, g.height);
    });
    if (line) line.push(g);
    else lines.push([g]);
  }
  const value = normalise(
    lines
      .map((l) =>
        l
          .sort((a, b) => a.x - b.x)
          .map((g) => g.ch)
          .join(''),
      )
      .join(''),
  );
  let confidence = 1;
  if (doubt) confidence = 0.3;
  if (residual > RESIDUAL_DOUBT) {
    confidence = Math.min(confidence, 0.4);
    doubt ??= RECOGNITION_WHY_POOR_FIT;
  }
  // OCR drops characters: on a scan an empty field cannot be told from one it did not read.
  if (scanned && value === '') {
    confidence = Math.min(confidence, 0.5);
    doubt ??= RECOGNITION_WHY_OCR_EMPTY;
  }
  const sure = inside.length ? Math.min(...inside.map((g) => g.sure)) : 1;
  if (sure < CONFIDENT) {
    confidence = Math.min(confidence, sure);
    doubt ??= RECOGNITION_WHY_OCR;
  }
  return doubt ? { value, confidence, doubt } : { value, confidence };
}

/** The printed fields a drawing cannot be 识别成功 without (when the template has them). */
const REQUIRED_INFOS = ['图名', '图号'];

/** Whether the page, turned by `rotation`, is the template's size times `k`, within the tolerance times `k`. */
function fits(size: { width: number; height: number }, template: FrameTemplate, k: number): boolean {
  const tolerance = template.sizeTolerance * k;
  return (
    Math.abs(size.width - template.pageWidth * k) <= tolerance &&
    Math.abs(size.height - template.pageHeight * k) <= tolerance
  );
}

interface Attempt {
  template: FrameTemplate;
  k: number;
  rotation: number;
  fit: Fit;
  glyphs: Glyph[];
  runOf: Map<Glyph, Run>;
  off: number;
}

export interface RecogniseOptions {
  /** How many of a template's labels must be found: all on a text layer; OCR drops characters, so fewer. */
  anchorShare?: number;
}

/**
 * Matches a page to one of the enterprise's frame templates and reads each duty's signer name and each printed
 * field. The page must be the template's size at one of `UNIT_FACTORS` (turned a quarter or half when the sheet is
 * drawn sideways); the template's labels are then found where they are printed, the block placed by them (moved,
 * slightly scaled), and every field read where the placement puts it, with a confidence. Every label must be in
 * place (`anchorShare` of them for OCR); among templates, the one with the most labels, then millimetres before
 * another unit, then the closest size. No template at all answers 4_1, none in place 4_2 with the reason; a
 * signer field or 图名/图号 that cannot be read with confidence answers 4_9 with the reason, never a guess. An
 * empty field is no signer for that duty.
 */
export function recognisePage(
  page: PageText,
  templates: readonly FrameTemplate[],
  options: RecogniseOptions = {},
): Recognition {
  if (templates.length === 0) return { status: RecognitionStatus.NoFrameTemplate };
  const share = options.anchorShare ?? 1;
  const attempts: Attempt[] = [];
  const glyphCache = new Map<number, { glyphs: Glyph[]; runs: Run[]; runOf: Map<Glyph, Run> }>();
  const view = (rotation: number) => {
    let cached = glyphCache.get(rotation);
    if (!cached) {
      const glyphs = page.items.flatMap((item) => glyphsOf(item, rotation, page));
      const runs = runsOf(glyphs);
      cached = { glyphs, runs, runOf: new Map(runs.flatMap((run) => run.glyphs.map((g) => [g, run] as const))) };
      glyphCache.set(rotation, cached);
    }
    return cached;
  };
  let sized = false;
  for (const rotation of [0, 90, 270, 180]) {
    const size = rotation % 180 ? { width: page.height, height: page.width } : page;
    for (const template of templates) {
      for (const k of UNIT_FACTORS) {
        if (!fits(size, template, k)) continue;
        sized = true;
        const { glyphs, runs, runOf } = view(rotation);
        const candidates = template.anchors.map((a) => findLabel(runs, a.label));
        const fit = place(template, candidates, k);
        if (!fit) continue;
        const off =
          (Math.abs(size.width - template.pageWidth * k) + Math.abs(size.height - template.pageHeight * k)) / k;
        attempts.push({ template, k, rotation, fit, glyphs, runOf, off });
      }
    }
  }
  if (!sized)
    return { status: RecognitionStatus.TemplateMismatch, reason: recognitionSizeMismatch(page.width, page.height) };
  const placed = attempts.filter(
    (a) =>
      a.fit.found.size >=
      Math.max(Math.min(3, a.template.anchors.length), Math.ceil(share * a.template.anchors.length)),
  );
  placed.sort(
    (a, b) =>
      b.template.anchors.length - a.template.anchors.length ||
      Number(b.k === 1) - Number(a.k === 1) ||
      a.off - b.off ||
      b.fit.found.size - a.fit.found.size ||
      a.fit.residual - b.fit.residual ||
      a.template.name.localeCompare(b.template.name),
  );
  const best = placed[0];
  if (!best) {
    const closest = [...attempts].sort((a, b) => b.fit.found.size - a.fit.found.size)[0];
    const firstTemplate = templates[0] as FrameTemplate;
    const template = closest?.template ?? firstTemplate;
    const missing = template.anchors.filter((_, i) => !closest?.fit.found.has(i)).map((a) => a.label);
    return {
      status: RecognitionStatus.TemplateMismatch,
      reason: recognitionAnchorsMissing(template.name, missing),
      anchorsFound: closest?.fit.found.size ?? 0,
    };
  }
  const { template, k, fit, glyphs, runOf } = best;
  const scanned = page.items.some((item) => item.confidence !== undefined);
  const read = (rect: Rect) => readField(glyphs, runOf, mapRect(rect, fit), fit.residual, scanned);
  const fields: FieldReading[] = [
    ...template.signers.map((field) => ({ kind: 'signer' as const, key: field.dutyId, ...read(field.rect) })),
    ...(template.infos ?? []).map((field) => ({ kind: 'info' as const, key: field.label, ...read(field.rect) })),
  ];
  const signers = template.signers
    .map((field, i) => ({ dutyId: field.dutyId, position: field.position, name: fields[i]?.value ?? '' }))
    .filter((signer) => signer.name !== '');
  const printedInfo = (template.infos ?? []).map((field, i) => ({
    label: field.label,
    value: fields[template.signers.length + i]?.value ?? '',
  }));
  const unsure = fields.find(
    (f) => f.confidence < CONFIDENT && (f.kind === 'signer' || REQUIRED_INFOS.includes(f.key)),
  );
  if (unsure) {
    return {
      status: RecognitionStatus.Failed,
      reason: recognitionFieldUncertain(signerLabel(template, unsure) ?? unsure.key, unsure.doubt ?? ''),
      anchorsFound: fit.found.size,
    };
  }
  return {
    status: RecognitionStatus.Success,
    template,
    scale: k,
    signers,
    printedInfo,
    page: page.pageNumber ?? 1,
    fields,
    placement: { fit: fit.s / k, dx: fit.dx, dy: fit.dy, rotation: best.rotation, residual: fit.residual },
    anchorsFound: fit.found.size,
  };
}

/** The label printed beside a signer field: the anchor nearest to its left or above it. */
function signerLabel(template: FrameTemplate, reading: FieldReading): string | undefined {
  if (reading.kind !== 'signer') return reading.key;
  const field = template.signers.find((s) => s.dutyId === reading.key);
  if (!field) return undefined;
  const c = centreOf(field.rect);
  let best: { label: string; d: number } | undefined;
  for (const anchor of template.anchors) {
    const a = centreOf(anchor.rect);
    if (a.x > c.x + 1 || a.y > c.y + 1) continue;
    const d = Math.hypot(c.x - a.x, c.y - a.y);
    if (!best || d < best.d) best = { label: anchor.label, d };
  }
  return best?.label;
}
