import { PDFDocument } from 'pdf-lib';
import { type PageText, type Rect, readFirstPage } from '../recognition/pdfPage';

/**
 * A page of a sample drawing read the way recognition reads a drawing (recognition/pdfPage.ts, used as it is):
 * a later page is first copied alone into a document of its own with pdf-lib (its rotation and boxes go with it),
 * so that its size and text boxes are those recognition would see on a one-page drawing of it.
 */
export async function readSamplePage(bytes: Uint8Array, page: number): Promise<PageText> {
  // pdfjs may take the buffer it is given (transferred, detached): it reads a copy, the caller keeps the bytes.
  if (page === 1) return readFirstPage(bytes.slice());
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const alone = await PDFDocument.create();
  const [copied] = await alone.copyPages(source, [page - 1]);
  if (!copied) throw new Error(`the sample has no page ${page}`);
  alone.addPage(copied);
  const read = await readFirstPage(await alone.save());
  return { ...read, pageCount: source.getPageCount() };
}

/** Spaces and the colons of "设计：" go, as recognition compares labels. */
export const normaliseLabel = (text: string): string => text.replace(/[\s:：]/g, '');

/** The text printed inside a rectangle (text boxes whose centre is in it), top to bottom, left to right. */
export function textInside(page: PageText, rect: Rect): string {
  const boxes = page.items
    .filter((item) => {
      const x = item.x + item.width / 2;
      const y = item.y + item.height / 2;
      return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return normaliseLabel(boxes.map((box) => box.text).join(''));
}
