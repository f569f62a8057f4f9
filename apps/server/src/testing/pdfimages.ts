import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** One image of a PDF as poppler's `pdfimages -list` reports it. */
export interface PdfImage {
  page: number;
  type: string;
  width: number;
  height: number;
}

/** The images drawn on a PDF's pages (poppler's pdfimages, from poppler-utils as scripts/setup.sh installs). */
export async function pdfimages(pdf: Uint8Array): Promise<PdfImage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-pdfimages-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file]);
    return parsePdfimages(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `pdfimages -list`'s table: two header lines, then page, num, type, width, height ... per image. */
export function parsePdfimages(output: string): PdfImage[] {
  return output
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 4 && /^\d+$/.test(cols[0] ?? ''))
    .map((cols) => ({ page: Number(cols[0]), type: cols[2] ?? '', width: Number(cols[3]), height: Number(cols[4]) }));
}

/** A page rendered by poppler's pdftoppm at `dpi`: its RGBA pixels. */
export async function renderPage(
  pdf: Uint8Array,
  dpi: number,
): Promise<{ width: number; height: number; data: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-pdftoppm-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    const png = PNG.sync.read(await readFile(join(dir, 'page.png')));
    return { width: png.width, height: png.height, data: png.data };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Where a page shows strong red (a seal's ink; drawings are black): the count of such pixels inside a rectangle
 * (millimetres from the page's top-left corner) and outside it.
 */
export async function redInside(
  pdf: Uint8Array,
  rect: { x: number; y: number; width: number; height: number },
): Promise<{ inside: number; outside: number }> {
  const dpi = 50;
  const page = await renderPage(pdf, dpi);
  const px = dpi / 25.4;
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const at = (y * page.width + x) * 4;
      const [r, g, b] = [page.data[at] ?? 0, page.data[at + 1] ?? 0, page.data[at + 2] ?? 0];
      if (!(r > 150 && g < 90 && b < 90)) continue;
      const mmX = x / px;
      const mmY = y / px;
      const within = mmX >= rect.x && mmX <= rect.x + rect.width && mmY >= rect.y && mmY <= rect.y + rect.height;
      if (within) inside++;
      else outside++;
    }
  }
  return { inside, outside };
}
