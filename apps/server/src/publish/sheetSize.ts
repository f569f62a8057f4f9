import {
  oversizeName,
  PUBLISH_BASE_SIZES,
  PUBLISH_SIZE_STEPS,
  type PublishBaseSize,
  publishSizeName,
} from '@atelier/api';

/**
 * The sheet size a drawing is priced at, from its first page's size (000 section 9: calculation rule size steps
 * +0 to +1 in 0.125 increments, and oversize).
 *
 * - The base size is the smallest ISO size (A4 up to A0) whose short side holds the page's short side: the paper
 *   the sheet is printed on. A page wider than A0's short side is A0超长.
 * - The long side then counts in eighths of the base size's long side: up to the base length the sheet is the
 *   base size ('A1'); longer, it is the next eighth that holds it ('A1+0.125' ... 'A1+1', +1 being twice the
 *   base length); longer still, oversize ('A1超长').
 * - Both comparisons allow {@link SIZE_TOLERANCE_MM}: plotted PDFs are often a millimetre or two off their nominal
 *   size (points rounded), and a sheet that much larger is still printed on that paper.
 */

/** ISO 216 sizes in millimetres: short side, long side. */
export const ISO_SIZES_MM: Readonly<Record<PublishBaseSize, { short: number; long: number }>> = {
  A0: { short: 841, long: 1189 },
  A1: { short: 594, long: 841 },
  A2: { short: 420, long: 594 },
  A3: { short: 297, long: 420 },
  A4: { short: 210, long: 297 },
};

/** How far a page may exceed a size and still be printed on it. */
export const SIZE_TOLERANCE_MM = 5;

/** Millimetres per PDF point. */
export const MM_PER_POINT = 25.4 / 72;

/** Smallest first: the order the short side is matched in. */
const SMALLEST_FIRST = [...PUBLISH_BASE_SIZES].reverse();
/** Floating-point slack of the step arithmetic (a page exactly on a step stays on it). */
const EPSILON = 1e-6;

/** The size name of a sheet of these dimensions in millimetres (either orientation). */
export function sheetSizeNameMm(widthMm: number, heightMm: number): string {
  if (!(widthMm > 0 && heightMm > 0)) throw new RangeError(`not a sheet: ${widthMm} x ${heightMm} mm`);
  const short = Math.min(widthMm, heightMm);
  const long = Math.max(widthMm, heightMm);
  const base = SMALLEST_FIRST.find((size) => short <= ISO_SIZES_MM[size].short + SIZE_TOLERANCE_MM);
  if (!base) return oversizeName('A0');
  const baseLong = ISO_SIZES_MM[base].long;
  const beyond = long - SIZE_TOLERANCE_MM - baseLong;
  if (beyond <= EPSILON) return publishSizeName(base);
  const eighths = Math.ceil(beyond / (baseLong / 8) - EPSILON);
  const step = PUBLISH_SIZE_STEPS[eighths - 1];
  return step === undefined ? oversizeName(base) : publishSizeName(base, step);
}

/** The size name of a page measured in PDF points. */
export function sheetSizeName(widthPt: number, heightPt: number): string {
  return sheetSizeNameMm(widthPt * MM_PER_POINT, heightPt * MM_PER_POINT);
}
