import { geometryBounds, type ProofMark, type ProofReportRow, proofReportRows } from '@atelier/api';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { PdfFont } from '../pdf/cjkFont';

/**
 * The marked-opinion report of a passed proofreading (校审意见报告, 000 section 4: "after the pass a marked-opinion
 * report is generated and uploaded"): an A4 landscape PDF with the proofreading's heading, the opinion table (the
 * shared rule `proofReportRows`: one row per opinion with where it is, its type, author, replies and status), then
 * every marked page of every drawing with its marks outlined and numbered as in the table. Real text in the PDF
 * font (pdf/cjkFont.ts), subset; a character the font lacks is drawn as its substitute and reported.
 */

/** The report's texts (Chinese: the firm's document; the spec words none of them but its name). */
export const PROOF_REPORT_TEXT = {
  title: '校审意见报告',
  actName: '校审名称',
  project: '项目',
  initiator: '发起人',
  finished: '完成时间',
  summary: (drawings: number, opinions: number) => `图纸 ${drawings} 张，校审意见 ${opinions} 条`,
  table: '校审意见表',
  none: '无校审意见',
  columns: ['序号', '图纸', '版本', '页码', '位置', '类型', '意见', '专业', '提出人', '回复', '状态'],
  drawing: (name: string, version: number, page: number) => `图纸：${name}  版本 V${version}  第 ${page} 页`,
} as const;

/** What the report shows. */
export interface ProofReportInput {
  actName: string;
  projectName: string;
  initiator: string;
  finishedAt: string;
  drawings: readonly { resId: string; resName: string }[];
  marks: readonly ProofMark[];
  /** The bytes of the versions marks were drawn on, by record id (a version that cannot be read is left out). */
  versions: ReadonlyMap<string, Uint8Array>;
}

const PAGE = { width: 842, height: 595 } as const;
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.6, 0.6, 0.6);
const MARK_RED = rgb(0.85, 0.1, 0.1);
/** Column widths of the opinion table (points, A4 landscape less the margins). */
const WIDTHS = [30, 128, 34, 30, 62, 64, 172, 44, 50, 112, 44] as const;
const CELL = { size: 8, line: 10.5, pad: 3 } as const;

class Writer {
  readonly missing = new Set<string>();
  page!: PDFPage;
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly face: PdfFont,
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  drawable(text: string): string {
    const { text: drawn, missing } = this.face.drawable(text);
    for (const char of missing) this.missing.add(char);
    return drawn;
  }

  text(text: string, x: number, y: number, size: number, color = INK) {
    const drawn = this.drawable(text);
    if (drawn) this.page.drawText(drawn, { x, y, size, font: this.font, color });
  }

  /** The text broken into lines no wider than `width` (by character: Chinese has no spaces to break at). */
  wrap(text: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.drawable(text).split('\n')) {
      let line = '';
      for (const char of paragraph) {
        if (line && this.font.widthOfTextAtSize(line + char, size) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
      lines.push(line);
    }
    return lines;
  }
}

const cells = (row: ProofReportRow): string[] => [
  String(row.index),
  row.resName,
  `V${row.verNum}`,
  String(row.page),
  `${row.x}, ${row.y}`,
  row.typeText,
  row.comment,
  row.specialty ?? '',
  row.author,
  row.replies.join('\n'),
  row.statusText,
];

function tableRow(w: Writer, values: readonly string[], header: boolean) {
  const wrapped = values.map((v, i) => w.wrap(v, (WIDTHS[i] ?? 40) - CELL.pad * 2, CELL.size));
  const height = Math.max(...wrapped.map((l) => l.length)) * CELL.line + CELL.pad * 2;
  if (w.y - height < MARGIN) {
    w.newPage();
    if (!header) tableRow(w, PROOF_REPORT_TEXT.columns, true);
  }
  let x = MARGIN;
  const top = w.y;
  wrapped.forEach((lines, i) => {
    const width = WIDTHS[i] ?? 40;
    w.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: RULE,
      borderWidth: 0.5,
      ...(header ? { color: rgb(0.93, 0.93, 0.93) } : {}),
    });
    lines.forEach((line, n) => {
      if (line) {
        w.page.drawText(line, {
          x: x + CELL.pad,
          y: top - CELL.pad - CELL.size - n * CELL.line,
          size: CELL.size,
          font: w.font,
          color: INK,
        });
      }
    });
    x += width;
  });
  w.y = top - height;
}

/** One marked page of a drawing's version, scaled into the page, its marks outlined and numbered. */
async function markedPage(
  w: Writer,
  pdf: Uint8Array,
  pageNumber: number,
  rows: readonly { row: ProofReportRow; mark: ProofMark }[],
  heading: string,
) {
  const source = await PDFDocument.load(pdf, { ignoreEncryption: true });
  if (pageNumber < 1 || pageNumber > source.getPageCount()) return;
  const [embedded] = await w.doc.embedPdf(source, [pageNumber - 1]);
  if (!embedded) return;
  const page = w.newPage();
  w.text(heading, MARGIN, w.y - 12, 12);
  const boxTop = w.y - 24;
  const boxWidth = PAGE.width - MARGIN * 2;
  const boxHeight = boxTop - MARGIN;
  const scale = Math.min(boxWidth / embedded.width, boxHeight / embedded.height);
  const left = MARGIN;
  const top = boxTop;
  page.drawPage(embedded, { x: left, y: top - embedded.height * scale, xScale: scale, yScale: scale });
  page.drawRectangle({
    x: left,
    y: top - embedded.height * scale,
    width: embedded.width * scale,
    height: embedded.height * scale,
    borderColor: RULE,
    borderWidth: 0.5,
  });
  for (const { row, mark } of rows) {
    const b = geometryBounds(mark.geometry);
    const x = left + b.x * scale;
    const y = top - (b.y + b.height) * scale;
    page.drawRectangle({
      x,
      y,
      width: Math.max(b.width * scale, 2),
      height: Math.max(b.height * scale, 2),
      borderColor: MARK_RED,
      borderWidth: 1,
    });
    page.drawText(String(row.index), {
      x,
      y: y + Math.max(b.height * scale, 2) + 2,
      size: 9,
      font: w.font,
      color: MARK_RED,
    });
  }
}

/** Renders the report; `missing` names characters the font lacked (drawn as its substitute). */
export async function renderProofReport(
  input: ProofReportInput,
  face: PdfFont,
): Promise<{ pdf: Uint8Array; rows: ProofReportRow[]; missing: string[] }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${PROOF_REPORT_TEXT.title} ${input.actName}`);
  doc.setCreator('Atelier');
  const font = await doc.embedFont(face.bytes, { subset: true });
  const w = new Writer(doc, font, face);
  const T = PROOF_REPORT_TEXT;
  const rows = proofReportRows(input.marks, input.drawings);

  w.newPage();
  w.text(T.title, MARGIN, w.y - 20, 20);
  w.y -= 40;
  for (const [label, value] of [
    [T.actName, input.actName],
    [T.project, input.projectName],
    [T.initiator, input.initiator],
    [T.finished, input.finishedAt],
  ] as const) {
    w.text(`${label}：${value}`, MARGIN, w.y - 11, 11);
    w.y -= 17;
  }
  w.text(T.summary(input.drawings.length, rows.length), MARGIN, w.y - 11, 11);
  w.y -= 30;
  w.text(T.table, MARGIN, w.y - 13, 13);
  w.y -= 22;
  if (rows.length === 0) {
    w.text(T.none, MARGIN, w.y - 11, 11);
  } else {
    tableRow(w, T.columns, true);
    for (const row of rows) tableRow(w, cells(row), false);
  }

  // Every marked page, in the table's order: marks of one version's page together.
  const markById = new Map(input.marks.map((m) => [m.id, m]));
  const pages = new Map<string, { row: ProofReportRow; mark: ProofMark }[]>();
  for (const row of rows) {
    const mark = markById.get(row.markId);
    if (!mark) continue;
    const key = `${row.recordId}\u0000${row.page}`;
    pages.set(key, [...(pages.get(key) ?? []), { row, mark }]);
  }
  for (const entries of pages.values()) {
    const [first] = entries;
    if (!first) continue;
    const bytes = input.versions.get(first.mark.recordId);
    if (!bytes) continue;
    await markedPage(
      w,
      bytes,
      first.mark.page,
      entries,
      T.drawing(first.row.resName, first.row.verNum, first.mark.page),
    );
  }
  return { pdf: await doc.save(), rows, missing: [...w.missing] };
}
