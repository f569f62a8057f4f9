/**
 * Reads the text layer of a drawing's first page with pdfjs (legacy build: Node 20). Text items come with their
 * boxes in the coordinates frame templates use: PDF points on the page as displayed (rotation and crop applied),
 * origin at the top-left corner, y downwards.
 */

/** A rectangle in page points, top-left origin. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextBox extends Rect {
  text: string;
}

export interface PageText {
  width: number;
  height: number;
  pageCount: number;
  items: TextBox[];
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loaded: Promise<PdfJs> | undefined;
// Loaded on first use: pdfjs is large and most requests never read a PDF.
const pdfjs = () => {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
};

/** pdfjs's errors (VerbosityLevel.ERRORS): its warnings about fonts are noise here. */
const ERRORS_ONLY = 0;

type PdfLib = Awaited<ReturnType<typeof pdfjs>>;
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfLib['getDocument']>['promise']>['getPage']>>;

/** Opens the document, hands its first page to `read`, and always releases the document. */
async function withFirstPage<T>(
  bytes: Uint8Array,
  read: (page: PdfPage, lib: PdfLib, pageCount: number) => Promise<T>,
): Promise<T> {
  const lib = await pdfjs();
  const task = lib.getDocument({
    data: bytes,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: ERRORS_ONLY,
  });
  try {
    const doc = await task.promise;
    return await read(await doc.getPage(1), lib, doc.numPages);
  } finally {
    await task.destroy();
  }
}

/** The first page's size and text boxes. Throws on a file pdfjs cannot read (damaged, encrypted). */
export function readFirstPage(bytes: Uint8Array): Promise<PageText> {
  return withFirstPage(bytes, async (page, lib, pageCount) => {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: TextBox[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [a, b, c, d, e, f] = lib.Util.transform(viewport.transform, item.transform) as number[];
      const run = Math.hypot(a ?? 0, b ?? 0) || 1;
      // The baseline from (e, f) along (a, b) for the advance; (c, d) points to the top of the glyphs.
      const endX = (e ?? 0) + ((a ?? 0) / run) * item.width;
      const endY = (f ?? 0) + ((b ?? 0) / run) * item.width;
      const xs = [e ?? 0, endX, (e ?? 0) + (c ?? 0), endX + (c ?? 0)];
      const ys = [f ?? 0, endY, (f ?? 0) + (d ?? 0), endY + (d ?? 0)];
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      items.push({ text: item.str, x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y });
    }
    return { width: viewport.width, height: viewport.height, pageCount, items };
  });
}

/**
 * The first page's size as displayed (points, rotation and crop applied), without reading its content: what the
 * publish pricing needs (publish/pageSizes.ts). Throws on a file pdfjs cannot read.
 */
export function readFirstPageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  return withFirstPage(bytes, async (page) => {
    const viewport = page.getViewport({ scale: 1 });
    return { width: viewport.width, height: viewport.height };
  });
}
