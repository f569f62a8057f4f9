import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PageText, TextBox } from './pdfPage';

const run = promisify(execFile);

/**
 * Reading a page that has no text layer (a scan): like a `DrawingConverter`, an optional capability of the
 * recognition worker. The one shipped is Tesseract with simplified Chinese (Debian's `tesseract-ocr` and
 * `tesseract-ocr-chi-sim`, installed by scripts/setup.sh), fed by poppler's `pdftoppm`. Without them recognition
 * answers such a page 4_9 with RECOGNITION_NO_TEXT_LAYER.
 */
export interface PageOcr {
  readonly name: string;
  /** The page's words with their boxes in page points (top-left origin, as `readPages`), and OCR's confidence. */
  read(pdf: Uint8Array, page: PageText): Promise<PageText>;
}

/** Rendering resolution: 150 dpi makes a 3 mm character about 18 pixels high, enough for chi_sim. */
export const OCR_DPI = 150;

/**
 * Tesseract's TSV (`tesseract image - tsv`) as text boxes in page points: one per word (level 5) with text,
 * pixels at `dpi` turned to points, its confidence (0 to 100) to 0 to 1. Rows without text (blocks, lines, empty
 * words) and unreadable rows are left out.
 */
export function parseTesseractTsv(tsv: string, dpi: number): TextBox[] {
  const toPoints = 72 / dpi;
  const lines = tsv.split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t');
  const col = (name: string) => header.indexOf(name);
  const [level, left, top, width, height, conf, text] = ['level', 'left', 'top', 'width', 'height', 'conf', 'text'].map(
    col,
  ) as [number, number, number, number, number, number, number];
  if ([level, left, top, width, height, conf, text].some((i) => i < 0)) return [];
  const boxes: TextBox[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    if (cells[level] !== '5') continue;
    const word = (cells[text] ?? '').trim();
    const confidence = Number(cells[conf]);
    const numbers = [left, top, width, height].map((i) => Number(cells[i]));
    if (!word || !Number.isFinite(confidence) || confidence < 0 || numbers.some((n) => !Number.isFinite(n))) continue;
    const [x, y, w, h] = numbers as [number, number, number, number];
    boxes.push({
      text: word,
      x: x * toPoints,
      y: y * toPoints,
      width: w * toPoints,
      height: h * toPoints,
      confidence: Math.min(1, confidence / 100),
    });
  }
  return boxes;
}

/** Tesseract with chi_sim when installed (and pdftoppm), else null: the worker then says the page has no text. */
export async function detectTesseract(): Promise<PageOcr | null> {
  try {
    const { stdout, stderr } = await run('tesseract', ['--list-langs'], { timeout: 10_000 });
    if (!`${stdout}\n${stderr}`.split(/\s+/).includes('chi_sim')) return null;
    await run('pdftoppm', ['-v'], { timeout: 10_000 });
  } catch {
    return null;
  }
  return tesseractOcr();
}

/** Renders the page with pdftoppm (gray, `OCR_DPI`) and reads it with `tesseract -l chi_sim --psm 11 tsv`. */
export function tesseractOcr(): PageOcr {
  return {
    name: 'tesseract chi_sim',
    async read(pdf, page) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-ocr-'));
      try {
        const input = path.join(dir, 'page.pdf');
        await writeFile(input, pdf);
        const n = String(page.pageNumber ?? 1);
        const image = path.join(dir, 'page');
        await run('pdftoppm', ['-f', n, '-l', n, '-r', String(OCR_DPI), '-gray', '-png', '-singlefile', input, image], {
          timeout: 120_000,
        });
        // Sparse text (psm 11): a drawing is labels and values scattered over the sheet, not paragraphs.
        await run('tesseract', [`${image}.png`, image, '-l', 'chi_sim', '--psm', '11', 'tsv'], {
          timeout: 300_000,
          env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        });
        const tsv = await readFile(`${image}.tsv`, 'utf8');
        return { ...page, items: parseTesseractTsv(tsv, OCR_DPI), imageOnly: true };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
