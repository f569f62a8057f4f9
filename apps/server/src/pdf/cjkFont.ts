import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { SEED_FONT_PATH } from '../seed/drawing';

/**
 * The font the server draws Chinese with into PDFs (stamp names, the proofreading report; issue 29). pdf-lib embeds
 * it SUBSET (only the glyphs a PDF uses), so a full CJK font costs a stamped drawing a few kilobytes, not megabytes.
 *
 * Where it comes from, first found wins:
 * 1. `PDF_FONT` (a TrueType/OpenType file, or a `.ttc` collection with `#<face>` after its path, face 0 by default);
 *    a file that is missing, unreadable or lacks Latin letters and digits stops the start with a message;
 * 2. Debian's `fonts-wqy-microhei` at its standard path (WenQuanYi Micro Hei, face 0 of its `.ttc`, extracted here:
 *    pdf-lib cannot embed a collection). Latin, digits and about 21,000 CJK characters, one design;
 * 3. the seed subset shipped in `assets/fonts` (the demo's characters only): the server still works and logs ONE
 *    warning at start naming the package to install.
 *
 * A character the font lacks is never dropped silently: it is drawn as a visible substitute (□, else 〓, else ?)
 * and the caller is told which characters were substituted (stamping logs them per drawing).
 */

/** The setting naming the font file. */
export const PDF_FONT_SETTING = 'PDF_FONT';
/** The Debian package of the default full font, and where it puts it. */
export const FULL_FONT_PACKAGE = 'fonts-wqy-microhei';
export const SYSTEM_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** Characters a PDF font must have besides CJK: the report's dates and numbers, drawing numbers in stamps. */
const REQUIRED_LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Drawn in place of a character the font lacks, the first the font has. */
const SUBSTITUTES = ['□', '〓', '?'] as const;

/** A font face ready for pdf-lib's `embedFont(bytes, { subset: true })`. */
export interface PdfFont {
  /** One TrueType/OpenType face (never a collection). */
  bytes: Uint8Array;
  /** Where it came from, for the log: the setting, the system path or the seed subset. */
  source: 'configured' | 'system' | 'seed';
  /** Its file (and face). */
  file: string;
  /** Whether it draws this character. */
  has(char: string): boolean;
  /** The text as the font can draw it: each character it lacks replaced by the substitute; those characters. */
  drawable(text: string): { text: string; missing: string[] };
}

/** A font as chosen at start, and the warning to log when it is only the seed subset. */
export interface ChosenPdfFont {
  font: PdfFont;
  warning?: string;
}

/** A font file that cannot serve (stops the start when it is the configured one). */
export class PdfFontError extends Error {
  override readonly name = 'PdfFontError';
}

const TTC_TAG = 0x74746366; // 'ttcf'

/**
 * Face `index` of a TrueType collection as a standalone font file: its table directory rewritten with the tables
 * copied after it (4-byte aligned). A plain font file is answered as it is (with index 0).
 */
export function extractFace(bytes: Uint8Array, index = 0): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12) throw new PdfFontError('not a font file (too short)');
  if (view.getUint32(0) !== TTC_TAG) {
    if (index !== 0) throw new PdfFontError(`face ${index} asked of a single-face font`);
    return bytes;
  }
  const faces = view.getUint32(8);
  if (!Number.isInteger(index) || index < 0 || index >= faces) {
    throw new PdfFontError(`the collection has ${faces} face(s), no face ${index}`);
  }
  const at = view.getUint32(12 + 4 * index);
  const tableCount = view.getUint16(at + 4);
  const records = Array.from({ length: tableCount }, (_, i) => {
    const r = at + 12 + 16 * i;
    return {
      tag: view.getUint32(r),
      checksum: view.getUint32(r + 4),
      offset: view.getUint32(r + 8),
      length: view.getUint32(r + 12),
    };
  });
  const headerSize = 12 + 16 * tableCount;
  const padded = (n: number) => (n + 3) & ~3;
  const total = records.reduce((sum, r) => sum + padded(r.length), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(bytes.subarray(at, at + 12), 0); // sfnt version, table count, search range, entry selector, range shift
  let offset = headerSize;
  records.forEach((r, i) => {
    if (r.offset + r.length > bytes.byteLength) throw new PdfFontError('a table lies outside the file');
    const entry = 12 + 16 * i;
    outView.setUint32(entry, r.tag);
    outView.setUint32(entry + 4, r.checksum);
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, r.length);
    out.set(bytes.subarray(r.offset, r.offset + r.length), offset);
    offset += padded(r.length);
  });
  return out;
}

/** `path` or `path#face`. */
function parseSetting(setting: string): { file: string; face: number } {
  const match = /^(.*)#(\d+)$/.exec(setting);
  return match ? { file: match[1] as string, face: Number(match[2]) } : { file: setting, face: 0 };
}

/** Reads a font face into a {@link PdfFont}; throws a {@link PdfFontError} saying why it cannot serve. */
export async function readPdfFont(
  setting: string,
  source: PdfFont['source'],
  options: { requireLatin?: boolean } = {},
): Promise<PdfFont> {
  const { file, face: index } = parseSetting(setting);
  let raw: Uint8Array;
  try {
    raw = new Uint8Array(await readFile(file));
  } catch (error) {
    throw new PdfFontError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const bytes = extractFace(raw, index);
  let face: { hasGlyphForCodePoint(codePoint: number): boolean };
  try {
    face = fontkit.create(bytes) as typeof face;
  } catch (error) {
    throw new PdfFontError(`${file} is not a TrueType/OpenType font (${String(error)})`);
  }
  const has = (char: string) => face.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  if (options.requireLatin) {
    const lacking = [...REQUIRED_LATIN].filter((c) => !has(c));
    if (lacking.length) {
      throw new PdfFontError(
        `${file} lacks Latin letters or digits (${lacking.slice(0, 10).join('')}…): choose a font that has both`,
      );
    }
  }
  const substitute = SUBSTITUTES.find(has);
  if (!substitute)
    throw new PdfFontError(`${file} has none of ${SUBSTITUTES.join(' ')} to stand for a missing character`);
  return {
    bytes,
    source,
    file: index ? `${file}#${index}` : file,
    has,
    drawable(text) {
      const missing = new Set<string>();
      const drawn = [...text]
        .map((char) => {
          if (/\s/.test(char) || has(char)) return char;
          missing.add(char);
          return substitute;
        })
        .join('');
      return { text: drawn, missing: [...missing] };
    },
  };
}

/**
 * Chooses the font: the configured one (an error if it cannot serve), else the system's full font, else the seed
 * subset with a warning.
 */
export async function choosePdfFont(
  configured: string | undefined,
  systemPath: string = SYSTEM_FONT_PATH,
): Promise<ChosenPdfFont> {
  if (configured) {
    try {
      return { font: await readPdfFont(configured, 'configured', { requireLatin: true }) };
    } catch (error) {
      throw new PdfFontError(`${PDF_FONT_SETTING}: ${(error as Error).message}`);
    }
  }
  const system = await readPdfFont(systemPath, 'system', { requireLatin: true }).catch(() => undefined);
  if (system) return { font: system };
  return {
    font: await readPdfFont(SEED_FONT_PATH, 'seed'),
    warning:
      `No full CJK font for PDFs: stamps and reports are drawn with the demo's font subset, and a character it lacks ` +
      `(a firm's own names) is drawn as □. Install Debian's ${FULL_FONT_PACKAGE} (${systemPath}) or set ` +
      `${PDF_FONT_SETTING} to a TrueType/OpenType CJK font.`,
  };
}

let chosen: Promise<ChosenPdfFont> | undefined;

/**
 * Sets the process's font from the setting (at start: `main.ts` logs the warning once). A second call replaces it
 * (tests). Answers the choice.
 */
export function selectPdfFont(configured: string | undefined, systemPath?: string): Promise<ChosenPdfFont> {
  chosen = choosePdfFont(configured, systemPath);
  return chosen;
}

/** The process's font: as set at start, or chosen without a setting (tests, scripts). */
export async function pdfFont(): Promise<PdfFont> {
  chosen ??= choosePdfFont(undefined);
  return (await chosen).font;
}
