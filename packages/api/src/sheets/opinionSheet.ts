/**
 * The opinion banks' spreadsheets (issue 29): the import templates, reading an uploaded sheet, and the error file of
 * the refused rows. Written and read with write-excel-file and read-excel-file (their universal builds run in Node and
 * in the browser alike, so the server and the fixtures make the same files); the checks are rules/opinionBank.ts.
 */
import { readSheet } from 'read-excel-file/universal';
import writeXlsxFile, { type SheetData } from 'write-excel-file/universal';
import {
  OPINION_ERROR_COLUMN,
  OPINION_SHEET_COLUMNS,
  OpinionBankLimit,
  OpinionImportMessage,
  type OpinionImportPlan,
  type OpinionImportReason,
  OpinionLibrary,
  type OpinionSheetRow,
  type SheetLocale,
} from '../rules/opinionBank';
import { type OpinionType, opinionTypeText, opinionTypeTextEn } from '../rules/proofreading';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const title = (value: string) => ({ value, fontWeight: 'bold' as const });
const widths = [{ width: 60 }, { width: 14 }, { width: 16 }];

/** Sample rows that show how to fill the template (the general library's are everyday remarks). */
const SAMPLES: Record<OpinionLibrary, [string, OpinionType, string][]> = {
  [OpinionLibrary.Review]: [
    ['疏散楼梯的净宽度不满足规范要求，请复核', 4, '建筑'],
    ['梁配筋率偏低，建议复核计算', 2, '结构'],
  ],
  [OpinionLibrary.General]: [
    ['图签信息不完整，请补充', 6, ''],
    ['图纸比例标注有误', 6, ''],
  ],
};

/** The import template of a library tab: the title row and two sample rows. */
export function opinionTemplate(library: OpinionLibrary, locale: SheetLocale = 'zh-CN'): Promise<Blob> {
  const typeText = locale === 'zh-CN' ? opinionTypeText : opinionTypeTextEn;
  const data: SheetData = [
    OPINION_SHEET_COLUMNS[locale].map(title),
    ...SAMPLES[library].map(([comment, type, specialty]) => [comment, typeText[type], specialty]),
  ];
  return writeXlsxFile(data, { columns: widths, stickyRowsCount: 1 }).toBlob();
}

/** Why a whole sheet is refused. */
export class OpinionSheetError extends Error {
  constructor(readonly reason: OpinionImportReason) {
    super(OpinionImportMessage['zh-CN'][reason]);
  }
}

const cellText = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * The rows of an uploaded sheet (its first worksheet), by the template's column titles in either language; blank
 * rows skipped. Throws OpinionSheetError when the file is no xlsx, its titles differ, it has no rows or too many.
 */
export async function readOpinionSheet(input: Blob | ArrayBuffer): Promise<OpinionSheetRow[]> {
  let data: unknown[][];
  try {
    data = await readSheet(input);
  } catch {
    throw new OpinionSheetError('notSpreadsheet');
  }
  const header = (data[0] ?? []).map(cellText);
  const known = Object.values(OPINION_SHEET_COLUMNS).some((columns) => columns.every((name, i) => header[i] === name));
  if (!known) throw new OpinionSheetError(data.length ? 'wrongColumns' : 'empty');
  const rows: OpinionSheetRow[] = [];
  data.slice(1).forEach((cells, i) => {
    const [comment, type, specialty] = [0, 1, 2].map((c) => cellText(cells[c]));
    if (!comment && !type && !specialty) return;
    rows.push({ row: i + 2, comment: comment ?? '', type: type ?? '', specialty: specialty ?? '' });
  });
  if (!rows.length) throw new OpinionSheetError('empty');
  if (rows.length > OpinionBankLimit.ImportRows) throw new OpinionSheetError('tooManyRows');
  return rows;
}

/** The error file: each refused row as it was, its row number and the reason. */
export function opinionErrorSheet(refused: OpinionImportPlan['refused'], locale: SheetLocale = 'zh-CN'): Promise<Blob> {
  const extra = OPINION_ERROR_COLUMN[locale];
  const data: SheetData = [
    [extra.row, ...OPINION_SHEET_COLUMNS[locale], extra.reason].map(title),
    ...refused.map((r) => [r.row, r.comment, r.type, r.specialty, OpinionImportMessage[locale][r.reason]]),
  ];
  return writeXlsxFile(data, { columns: [{ width: 8 }, ...widths, { width: 40 }], stickyRowsCount: 1 }).toBlob();
}

/** A filled-in template: the title row and the rows given as typed (tests, stories and e2e make their sheets so). */
export function opinionSheetOf(rows: readonly (readonly string[])[], locale: SheetLocale = 'zh-CN'): Promise<Blob> {
  const data: SheetData = [OPINION_SHEET_COLUMNS[locale].map(title), ...rows.map((r) => [...r])];
  return writeXlsxFile(data, { columns: widths }).toBlob();
}

/** The rows of an xlsx's first sheet as read, cells as the library reads them (tests read the error file so). */
export function readSheetRows(input: Blob | ArrayBuffer): Promise<unknown[][]> {
  return readSheet(input);
}
