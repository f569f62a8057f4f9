import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Placement, stampPdf } from '../approvals/stamping';
import { SEED_FONT_PATH } from '../seed/drawing';
import { choosePdfFont, extractFace, PdfFontError, SYSTEM_FONT_PATH, selectPdfFont } from './cjkFont';

const run = promisify(execFile);

/** A firm's name with characters outside the seed subset (鑫, 垚, 事, 务, 所). */
const FIRM = '鑫垚建筑设计事务所';
const systemFont = existsSync(SYSTEM_FONT_PATH);
const DROID = '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf';

/** A TrueType collection of the given faces, built the way a .ttc is laid out (each face's tables after the header). */
function collection(faces: readonly Uint8Array[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const header = 12 + 4 * faces.length;
  let offset = header;
  const offsets: number[] = [];
  for (const face of faces) {
    const view = new DataView(face.buffer, face.byteOffset, face.byteLength);
    const count = view.getUint16(4);
    const copy = new Uint8Array(face);
    const copyView = new DataView(copy.buffer);
    // Table offsets in a collection count from the start of the whole file.
    for (let i = 0; i < count; i += 1) copyView.setUint32(12 + 16 * i + 8, view.getUint32(12 + 16 * i + 8) + offset);
    offsets.push(offset);
    parts.push(copy);
    offset += copy.byteLength;
  }
  const out = new Uint8Array(offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x74746366);
  view.setUint32(4, 0x00010000);
  view.setUint32(8, faces.length);
  for (const [i, o] of offsets.entries()) view.setUint32(12 + 4 * i, o);
  let at = header;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A blank A3 sheet with the output stamp, a seal named `name`, stamped by the server's code. */
async function stampedSheet(name: string): Promise<{ pdf: Uint8Array; missing: string[] }> {
  const doc = await PDFDocument.create();
  doc.addPage([1191, 842]);
  const blank = await doc.save();
  const stamp = { id: 'seal', name, fileKey: null } as Placement['stamp'];
  const placement: Placement = {
    stamp,
    rect: { x: 900, y: 600, width: 160, height: 160 },
    shape: 'circle',
    role: 'output',
  };
  let missing: string[] = [];
  const pdf = await stampPdf(
    blank,
    [placement],
    async () => null,
    (chars) => {
      missing = [...chars];
    },
  );
  return { pdf, missing };
}

let dir = '';
let pdftotext = true;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-font-'));
  pdftotext = await run('pdftotext', ['-v']).then(
    () => true,
    () => false,
  );
  if (!pdftotext)
    console.warn('cjkFont.test: pdftotext is not installed (poppler-utils): the text read back was NOT checked');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await selectPdfFont(undefined);
});

/** What pdftotext reads of a PDF, without white space; undefined when pdftotext is absent. */
async function readBack(pdf: Uint8Array): Promise<string | undefined> {
  if (!pdftotext) return undefined;
  const file = join(dir, `read-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout.replace(/\s+/g, '');
}

describe('extracting one face of a TrueType collection', () => {
  it('answers each face of a collection as a font of its own, and a plain font as it is', async () => {
    const seed = new Uint8Array(await readFile(SEED_FONT_PATH));
    expect(extractFace(seed)).toBe(seed);
    expect(() => extractFace(seed, 1)).toThrow(PdfFontError);

    const ttc = collection([seed, seed]);
    for (const index of [0, 1]) {
      const face = fontkit.create(extractFace(ttc, index));
      expect(face.hasGlyphForCodePoint('图'.codePointAt(0) as number)).toBe(true);
      expect(face.numGlyphs).toBe(fontkit.create(seed).numGlyphs);
    }
    expect(() => extractFace(ttc, 2)).toThrow('no face 2');
  });

  it.skipIf(!systemFont)("extracts WenQuanYi Micro Hei and its Mono face from Debian's collection", async () => {
    const ttc = new Uint8Array(await readFile(SYSTEM_FONT_PATH));
    const names = [0, 1].map(
      (i) => (fontkit.create(extractFace(ttc, i)) as unknown as { familyName: string }).familyName,
    );
    expect(names).toEqual(['WenQuanYi Micro Hei', 'WenQuanYi Micro Hei Mono']);
  });
});

describe('choosing the PDF font', () => {
  it('refuses a configured font that is missing or lacks Latin, naming the setting', async () => {
    await expect(choosePdfFont(join(dir, 'none.ttf'))).rejects.toThrow(/^PDF_FONT: .*none\.ttf cannot be read/);
    await expect(choosePdfFont(`${SEED_FONT_PATH}#3`)).rejects.toThrow('PDF_FONT');
    if (existsSync(DROID)) await expect(choosePdfFont(DROID)).rejects.toThrow(/lacks Latin letters or digits/);
  });

  it('takes the system font when no font is configured, else the seed subset with one warning naming the package', async () => {
    const fallback = await choosePdfFont(undefined, join(dir, 'absent.ttc'));
    expect(fallback.font.source).toBe('seed');
    expect(fallback.warning).toMatch(/fonts-wqy-microhei.*PDF_FONT/);
    if (systemFont) {
      const system = await choosePdfFont(undefined);
      expect(system.font.source).toBe('system');
      expect(system.warning).toBeUndefined();
    }
  });

  it('takes a configured collection face with #index', async () => {
    const file = join(dir, 'two.ttc');
    const seed = new Uint8Array(await readFile(SEED_FONT_PATH));
    await writeFile(file, collection([seed, seed]));
    const chosen = await choosePdfFont(`${file}#1`);
    expect(chosen.font).toMatchObject({ source: 'configured', file: `${file}#1` });
  });
});

describe("a firm's own characters in a stamped drawing (issue 29)", () => {
  it('draws a character the seed subset lacks as a visible substitute and reports it, never dropping it', async () => {
    await selectPdfFont(undefined, join(dir, 'absent.ttc'));
    const { pdf, missing } = await stampedSheet(FIRM);
    expect(missing.sort()).toEqual([...'鑫垚事务所'].sort());
    const text = await readBack(pdf);
    // Before the font provider this read 建筑设计: five characters silently gone.
    if (text !== undefined) expect(text).toBe('??建筑设计???');
  });

  it.skipIf(!systemFont)('draws every character with the full font, the font subset to a few kilobytes', async () => {
    await selectPdfFont(undefined, join(dir, 'absent.ttc'));
    const seedPdf = (await stampedSheet('陈建国')).pdf;
    await selectPdfFont(undefined);
    const { pdf, missing } = await stampedSheet(FIRM);
    expect(missing).toEqual([]);
    const text = await readBack(pdf);
    if (text !== undefined) expect(text).toBe(FIRM);
    // The full font is 5 MB; subset, a seal costs the PDF a few kilobytes like the seed subset's.
    const full = (await stampedSheet('陈建国')).pdf;
    expect(full.byteLength).toBeLessThan(seedPdf.byteLength + 20_000);
    console.info(
      `cjkFont.test: a stamped sheet (陈建国) is ${seedPdf.byteLength} bytes with the seed subset, ${full.byteLength} with the full font`,
    );
  });
});
