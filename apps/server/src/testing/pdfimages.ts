import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

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
