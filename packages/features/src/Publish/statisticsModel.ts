/** The publish statistics page's pure parts: totals, the years to choose from, and the spreadsheet export. */

export interface StatisticRow {
  id?: string | undefined;
  name: string;
  count: number;
  money?: number | undefined;
}

/** Sheets and money of rows, money summed in cents. */
export function statisticTotal(rows: readonly StatisticRow[]): { count: number; money: number } {
  const cents = rows.reduce((sum, row) => sum + Math.round((row.money ?? 0) * 100), 0);
  return { count: rows.reduce((sum, row) => sum + row.count, 0), money: cents / 100 };
}

/** This year and the `count - 1` before it, latest first. */
export function statisticYears(thisYear: number, count = 6): number[] {
  return Array.from({ length: count }, (_, i) => thisYear - i);
}

/** One table of the export: its title and what each column is called. */
export interface StatisticSheet {
  title: string;
  nameHeader: string;
  rows: readonly StatisticRow[];
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The numbers as a spreadsheet (CSV in UTF-8 with a byte-order mark, which Excel and WPS open with the Chinese
 * intact): each table under its title, with the sheets and money columns and a total row.
 */
export function statisticsCsv(
  sheets: readonly StatisticSheet[],
  headers: { count: string; money: string; total: string },
): string {
  const lines: string[] = [];
  for (const sheet of sheets) {
    if (lines.length > 0) lines.push('');
    lines.push(csvCell(sheet.title));
    lines.push([sheet.nameHeader, headers.count, headers.money].map(csvCell).join(','));
    for (const row of sheet.rows) lines.push([row.name, row.count, (row.money ?? 0).toFixed(2)].map(csvCell).join(','));
    const total = statisticTotal(sheet.rows);
    lines.push([headers.total, total.count, total.money.toFixed(2)].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
