/**
 * Reads the text layer of a drawing's pages with pdfjs (legacy build: the modern one needs browser globals such as
 * DOMMatrix, on Node 24 too, and asks Node.js to use the legacy build). Text items come with their
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
  /** The direction the text runs, degrees clockwise on the page as displayed (0: left to right, upright). */
  angle?: number;
  /** OCR's confidence in the text (0 to 1); absent for a text layer. */
  confidence?: number;
}

export interface PageText {
  width: number;
  height: number;
  pageCount: number;
  items: TextBox[];
  /** Which page of the document (1-based); absent means the first. */
  pageNumber?: number;
  /** No text but images: a scan, read only by OCR. */
  imageOnly?: boolean;
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

/** A page's size and text boxes, and whether it holds only images (checked only when it has no text). */
async function readPage(page: PdfPage, lib: PdfLib, pageCount: number, pageNumber: number): Promise<PageText> {
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
    const angle = (Math.atan2(b ?? 0, a ?? 1) * 180) / Math.PI;
    items.push({
      text: item.str,
      x,
      y,
      width: Math.max(...xs) - x,
      height: Math.max(...ys) - y,
      ...(Math.abs(angle) > 0.5 ? { angle } : {}),
    });
  }
  const text: PageText = { width: viewport.width, height: viewport.height, pageCount, items, pageNumber };
  if (items.length === 0) {
    const operators = await page.getOperatorList();
    const images = new Set<number>([
      lib.OPS.paintImageXObject,
      lib.OPS.paintInlineImageXObject,
      lib.OPS.paintImageXObjectRepeat,
    ]);
    if (operators.fnArray.some((op) => images.has(op))) text.imageOnly = true;
  }
  return text;
}

/** The first page's size and text boxes. Throws on a file pdfjs cannot read (damaged, encrypted). */
export function readFirstPage(bytes: Uint8Array): Promise<PageText> {
  return withFirstPage(bytes, (page, lib, pageCount) => readPage(page, lib, pageCount, 1));
}

/**
 * Every page's size and text boxes (at most `maxPages`, from the first), with `pageCount` the document's. Throws
 * on a file pdfjs cannot read.
 */
export async function readPages(bytes: Uint8Array, maxPages = MAX_PAGES): Promise<PageText[]> {
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
    const pages: PageText[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      pages.push(await readPage(page, lib, doc.numPages, n));
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** Pages read from one PDF: a drawing set bound in one file rarely has more; the rest are not looked at. */
export const MAX_PAGES = 50;

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
