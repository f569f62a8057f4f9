// Compares two bench/results.json files row by row: pnpm --filter @atelier/bench compare <before.json> <after.json>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatFigure } from './lib/table';
import type { Row } from './lib/types';

interface Results {
  date: string;
  node: string;
  machine: { cpuModel: string; cores: number };
  loadAverage?: { start: number[]; end: number[] };
  rows: Row[];
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: pnpm --filter @atelier/bench compare <before.json> <after.json>');
  process.exit(2);
}
// Paths are taken from where the command was typed (pnpm runs the script inside bench/).
const read = (file: string) =>
  JSON.parse(readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8')) as Results;
const before = read(beforeFile);
const after = read(afterFile);

const describe = (label: string, results: Results) =>
  `${label}: ${results.date}, ${results.machine.cpuModel} (${results.machine.cores} cores), node ${results.node}` +
  (results.loadAverage ? `, load ${results.loadAverage.start.join(' ')} -> ${results.loadAverage.end.join(' ')}` : '');
console.log(describe('before', before));
console.log(describe('after ', after));
if (before.machine.cpuModel !== after.machine.cpuModel || before.machine.cores !== after.machine.cores) {
  console.log('warning: the two runs come from different machines; only the ratios are comparable');
}
console.log('');

const names = [...new Set([...before.rows, ...after.rows].map((row) => row.name))];
const lines = [['Benchmark', 'Before', 'After', 'Change', 'Ratio before', 'Ratio after']];
for (const name of names) {
  const a = before.rows.find((row) => row.name === name);
  const b = after.rows.find((row) => row.name === name);
  const unit = b?.unit ?? a?.unit ?? '';
  const change =
    a?.figure != null && b?.figure != null && a.figure !== 0
      ? `${b.figure >= a.figure ? '+' : ''}${(((b.figure - a.figure) / a.figure) * 100).toFixed(1)}%`
      : '-';
  lines.push([
    name,
    a ? formatFigure(a.figure, unit) : 'absent',
    b ? formatFigure(b.figure, unit) : 'absent',
    change,
    a?.ratio?.toFixed(3) ?? '-',
    b?.ratio?.toFixed(3) ?? '-',
  ]);
}
const widths = (lines[0] ?? []).map((_, index) => Math.max(...lines.map((line) => line[index]?.length ?? 0)));
for (const [index, line] of lines.entries()) {
  console.log(`| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
  if (index === 0) console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
}
