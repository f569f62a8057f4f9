/**
 * The publish statistics as a spreadsheet (.xlsx): one sheet per table of the page, a header row, the rows and the
 * total. Loaded only when 导出 is pressed (a dynamic import of this module), so write-excel-file stays out of the
 * page's first load. The universal build returns a Blob in the browser and in Node alike (the unit test opens it).
 */
import writeXlsxFile, { type Row, type Sheet } from 'write-excel-file/universal';
import { type StatisticSheet, statisticTotal } from './statisticsModel';

export interface StatisticsXlsxHeaders {
  count: string;
  money: string;
  total: string;
}

const MONEY_FORMAT = '#,##0.00';

/** Excel's rule for a sheet's name: at most 31 characters, none of []:*?/\ (a duplicate gets a number). */
function sheetNames(titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const base = title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || 'Sheet';
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base} ${i}`;
    used.add(name);
    return name;
  });
}

function sheetOf(sheet: StatisticSheet, name: string, headers: StatisticsXlsxHeaders): Sheet<Blob> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const total = statisticTotal(sheet.rows);
  const data: Row[] = [
    [bold(sheet.nameHeader), bold(headers.count), bold(headers.money)],
    ...sheet.rows.map((row): Row => [row.name, row.count, { value: row.money ?? 0, format: MONEY_FORMAT }]),
    [
      bold(headers.total),
      { value: total.count, fontWeight: 'bold' },
      { value: total.money, format: MONEY_FORMAT, fontWeight: 'bold' },
    ],
  ];
  return { data, sheet: name, columns: [{ width: 30 }, { width: 12 }, { width: 16 }], stickyRowsCount: 1 };
}

/** The workbook of the page's tables, as a Blob to save. */
export function statisticsXlsx(sheets: readonly StatisticSheet[], headers: StatisticsXlsxHeaders): Promise<Blob> {
  const names = sheetNames(sheets.map((sheet) => sheet.title));
  return writeXlsxFile(sheets.map((sheet, i) => sheetOf(sheet, names[i] ?? sheet.title, headers))).toBlob();
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
