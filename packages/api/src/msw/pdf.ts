/**
 * A small, valid PDF for the fixture's previews: an A3 landscape page per entry of `pages`, each with a drawing
 * frame, a title block and its lines of text (Helvetica, so ASCII: other characters become '?'). Enough for pdf.js
 * to open and render, so stories can show a drawing without shipping binary fixtures.
 */
const WIDTH = 1191;
const HEIGHT = 842;
/** The size of every fixture PDF's pages (points): what the fixtures check a stamp configuration against. */
export const FIXTURE_PAGE = { width: WIDTH, height: HEIGHT } as const;

const ascii = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

function pageContent(lines: readonly string[]): string {
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 28 : 16} Tf 60 ${HEIGHT - 90 - i * 34} Td (${ascii(line)}) Tj ET`,
  );
  return [
    '1 w 20 20 1151 802 re S',
    '2 w 40 40 1111 762 re S',
    '0.5 w 791 40 360 160 re S 791 120 m 1151 120 l S 971 40 m 971 200 l S',
    '0.5 w 120 320 m 700 320 l 700 640 l 120 640 l h S 120 320 m 700 640 l S 120 640 m 700 320 l S',
    ...text,
  ].join('\n');
}

/**
 * The bytes of a PDF with one page per entry, each entry the lines of text written on that page; its pages A3
 * landscape, or `size` (points) with the same drawing scaled to fill it (an A1 template's sample is an A1 sheet).
 */
export function fixturePdf(
  pages: readonly (readonly string[])[],
  size: { width: number; height: number } = FIXTURE_PAGE,
): Uint8Array<ArrayBuffer> {
  const scaled = size.width !== WIDTH || size.height !== HEIGHT;
  const count = Math.max(pages.length, 1);
  const objects: string[] = [];
  // 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: count }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${count} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < count; i += 1) {
    const drawn = pageContent(pages[i] ?? []);
    const content = scaled ? `q ${size.width / WIDTH} 0 0 ${size.height / HEIGHT} 0 0 cm\n${drawn}\nQ` : drawn;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so one byte each and the offsets above are byte offsets.
  const bytes = new Uint8Array(new ArrayBuffer(body.length));
  for (let i = 0; i < body.length; i += 1) bytes[i] = body.charCodeAt(i);
  return bytes;
}
