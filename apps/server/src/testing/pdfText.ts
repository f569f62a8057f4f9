import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from 'pdf-lib';

/**
 * The text a reader extracts from page 1 (tests): each shown string mapped to Unicode through its font's
 * ToUnicode map, the way pdfjs and pdftotext read it. Proves the text layer is real text, not drawn shapes.
 */
export async function pageText(bytes: Uint8Array): Promise<{ text: string[]; width: number; height: number }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const decode = (stream: PDFStream | undefined) =>
    stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

  const unicode = new Map<string, string>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    const cmap = decode(toUnicode instanceof PDFRawStream ? toUnicode : undefined);
    const hex = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)));
    const blocks = (kind: string) =>
      [...cmap.matchAll(new RegExp(`begin${kind}([\\s\\S]*?)end${kind}`, 'g'))].flatMap(([, body]) =>
        (body ?? '').split('\n'),
      );
    for (const line of blocks('bfchar')) {
      const [src, dst] = [...line.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1] ?? '');
      if (src && dst) unicode.set(src.toUpperCase(), hex(dst));
    }
    for (const line of blocks('bfrange')) {
      const [lo, hi, dst] = [...line.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1] ?? '');
      if (!lo || !hi || !dst) continue;
      const start = Number.parseInt(lo, 16);
      for (let code = start; code <= Number.parseInt(hi, 16); code += 1) {
        const target = Number.parseInt(dst, 16) + (code - start);
        unicode.set(code.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(target));
      }
    }
  }

  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const program = streams.map((s) => decode(s as PDFStream)).join('\n');
  const text = [...program.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)].map(([, hexString]) =>
    (hexString?.match(/.{4}/g) ?? []).map((glyph) => unicode.get(glyph.toUpperCase()) ?? '\uFFFD').join(''),
  );
  const { width, height } = page.getSize();
  return { text, width, height };
}

const runFile = promisify(execFile);

/** Whether Debian's pdftotext (poppler-utils) is here: tests that read a PDF's text back say so when it is not. */
export const hasPdftotext = (): Promise<boolean> =>
  runFile('pdftotext', ['-v']).then(
    () => true,
    () => false,
  );

/** What pdftotext reads of one page (1-based), without white space. */
export async function pdftotextPage(pdf: Uint8Array, page: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-pdftext-'));
  try {
    const file = join(dir, 'page.pdf');
    await writeFile(file, pdf);
    const { stdout } = await runFile('pdftotext', ['-f', String(page), '-l', String(page), file, '-']);
    return stdout.replace(/\s+/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
