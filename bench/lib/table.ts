import type { Row } from './types';

const number = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toPrecision(3)));

export function formatFigure(value: number | null, unit: string): string {
  return value === null ? 'not measured' : `${number(value)} ${unit}`;
}

function cell(row: Row, column: string): string {
  switch (column) {
    case 'figure':
      return formatFigure(row.figure, row.unit);
    case 'alternative':
      return row.alternative ?? '-';
    case 'alternativeFigure':
      return row.alternativeFigure === null ? '-' : formatFigure(row.alternativeFigure, row.unit);
    case 'ratio':
      return row.ratio === null ? '-' : row.ratio.toFixed(3);
    case 'target':
      return row.target ?? '-';
    case 'meetsTarget':
      return row.meetsTarget === null ? '-' : row.meetsTarget ? 'yes' : 'NO';
    default:
      return row.name;
  }
}

const columns = [
  ['name', 'Benchmark'],
  ['figure', 'Figure'],
  ['alternative', 'Alternative'],
  ['alternativeFigure', 'Alt. figure'],
  ['ratio', 'Ratio'],
  ['target', 'Target'],
  ['meetsTarget', 'Met'],
] as const;

/** The rows as one Markdown table (readable in a terminal, pasteable into a README), notes numbered below it. */
export function renderTable(rows: readonly Row[]): string {
  const notes: string[] = [];
  const body = rows.map((row) =>
    columns.map(([key]) => {
      let text = cell(row, key);
      if (key === 'name' && row.note) {
        notes.push(row.note);
        text = `${text} [${notes.length}]`;
      }
      return text.replaceAll('|', '/');
    }),
  );
  const header = columns.map(([, title]) => title);
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((line) => line[index]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((text, index) => text.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  const separator = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  const table = [line(header), separator, ...body.map(line)].join('\n');
  // A blank line between notes: pasted into Markdown, each stays its own paragraph.
  const footnotes = notes.map((note, index) => `[${index + 1}] ${note}`).join('\n\n');
  return footnotes ? `${table}\n\n${footnotes}` : table;
}
