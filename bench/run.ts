// pnpm bench: runs every benchmark in bench/benchmarks on this machine, prints one table, writes bench/results.json.
// `pnpm bench --only server,portal` runs some of them (the JSON then holds only those rows).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { files } from './benchmarks/files';
import { load } from './benchmarks/load';
import { packageSize } from './benchmarks/packageSize';
import { portal } from './benchmarks/portal';
import { recognition } from './benchmarks/recognition';
import { recognitionCorpus } from './benchmarks/recognitionCorpus';
import { recognitionList } from './benchmarks/recognitionList';
import { server } from './benchmarks/server';
import { serverStart } from './benchmarks/serverStart';
import { stamping } from './benchmarks/stamping';
import { upload } from './benchmarks/upload';
import { stopAll } from './lib/proc';
import { renderTable } from './lib/table';
import { type Benchmark, notMeasured, type Row } from './lib/types';

const benchmarks: readonly Benchmark[] = [
  packageSize,
  portal,
  server,
  serverStart,
  upload,
  recognition,
  recognitionList,
  stamping,
  recognitionCorpus,
  files,
  load,
];

const root = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'results.json');

function selected(): readonly Benchmark[] {
  const index = process.argv.indexOf('--only');
  const inline = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const list = inline ?? (index >= 0 ? process.argv[index + 1] : undefined);
  if (!list) return benchmarks;
  const ids = list.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !benchmarks.some((benchmark) => benchmark.id === id));
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.id).join(', ')}`);
  }
  return benchmarks.filter((benchmark) => ids.includes(benchmark.id));
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function main(): Promise<void> {
  const chosen = selected();
  const started = performance.now();
  const loadAtStart = loadAverage();
  const cpus = os.cpus();
  const machine = {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    os: `${os.type()} ${os.release()}`,
  };
  console.log(
    `[bench] ${chosen.map((b) => b.id).join(', ')} on ${machine.cpuModel}, ${machine.cores} cores, node ${process.version}; ` +
      `load average ${loadAtStart.join(' ')}`,
  );

  const rows: Row[] = [];
  const timings: Record<string, number> = {};
  for (const benchmark of chosen) {
    const workDir = mkdtempSync(path.join(os.tmpdir(), `atelier-bench-${benchmark.id}-`));
    const began = performance.now();
    const log = (message: string) =>
      console.log(`[bench ${benchmark.id} +${((performance.now() - began) / 1000).toFixed(0)}s] ${message}`);
    try {
      rows.push(...(await benchmark.run({ root, workDir, log })));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`failed: ${reason}`);
      rows.push(
        notMeasured({ name: benchmark.title, unit: '', alternative: null, reason: `the benchmark failed: ${reason}` }),
      );
    } finally {
      await stopAll();
      rmSync(workDir, { recursive: true, force: true });
    }
    timings[benchmark.id] = Number(((performance.now() - began) / 1000).toFixed(1));
  }

  const loadAtEnd = loadAverage();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine,
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    benchmarks: chosen.map((b) => b.id),
    seconds: { ...timings, total: Number(((performance.now() - started) / 1000).toFixed(1)) },
    rows,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log('');
  console.log(
    `${results.date.slice(0, 10)}, ${machine.cpuModel} (${machine.cores} cores), node ${process.version}, ` +
      `load average ${loadAtStart.join(' ')} at start, ${loadAtEnd.join(' ')} at end, ${results.seconds.total} s`,
  );
  console.log('');
  console.log(renderTable(rows));
  console.log('');
  console.log(`[bench] wrote ${path.relative(root, resultsFile)}`);
}

const interrupt = () => {
  void stopAll().finally(() => process.exit(130));
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

main().catch(async (error: unknown) => {
  await stopAll();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
