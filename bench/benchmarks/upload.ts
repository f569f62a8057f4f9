// The upload benchmark (issue 5): MD5 throughput of the upload engine's hashing code in Node against node:crypto and
// spark-md5, the longest main-thread block while Chromium hashes 1 GiB in the engine's Worker (against the same
// hashing on the main thread), and upload throughput through the server's real multipart flow against one plain PUT.
import { createHash, randomFillSync } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { HASH_SLICE_BYTES } from '@atelier/api';
import { type Browser, chromium } from 'playwright';
import SparkMD5 from 'spark-md5';
import { build, defaultClientConditions } from 'vite';
// The engine's own hashing function (what md5.worker.ts runs for each file), imported from its source: bench does
// not depend on @atelier/features, whose entry would bring React and the UI along.
import { hashInThread } from '../../packages/features/src/UploadPanel/engine/md5';
import { chromiumArgs, chromiumExecutable } from '../../tests/chromium';
import { freePort, startProcess, waitForPort } from '../lib/proc';
import { atLeast, type BenchContext, type Benchmark, measured, notMeasured, type Row, under } from '../lib/types';
import { measureUpload, UPLOAD_MIB, uploadAlternatives, uploadNames, uploadTargets } from './uploadServer';

const MiB = 1024 * 1024;
/** BENCH_UPLOAD_MD5_MIB / _BROWSER_MIB / _SERVER_MIB shorten a quick try; the README's figures use the defaults. */
const NODE_MD5_MIB = Number(process.env.BENCH_UPLOAD_MD5_MIB ?? 512);
const BROWSER_MIB = Number(process.env.BENCH_UPLOAD_BROWSER_MIB ?? 1024);
const BROWSER_CHUNK_MIB = 16;
const MD5_ROUNDS = 2;
const BROWSER_ROUNDS = 2;

/** The installed version of one of bench's dependencies. */
function packageVersion(name: string): string {
  const file = path.resolve(import.meta.dirname, '../node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const names = {
  native: 'Upload MD5 vs node:crypto (Node)',
  spark: 'Upload MD5 vs spark-md5 (Node)',
  block: 'Upload MD5 longest main-thread block, 1 GiB (Chromium)',
  browserSpeed: 'Upload MD5 in the Worker, 1 GiB (Chromium)',
} as const;
const alternatives = {
  native: 'node:crypto MD5, same slices',
  spark: `spark-md5 ${packageVersion('spark-md5')}, same slices`,
  block: 'same hashing on the main thread',
  browserSpeed: 'same hashing on the main thread',
} as const;
const targets = {
  native: atLeast(0.7, 'ratio', 'ratio >= 0.7'),
  spark: atLeast(2.5, 'ratio', 'ratio >= 2.5'),
  block: under(50, 'figure', '< 50 ms'),
} as const;

const mibPerSecond = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);
const firstLine = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);

// ---------------------------------------------------------------------------------------------------------------
// 1. MD5 throughput in Node
// ---------------------------------------------------------------------------------------------------------------

/** The slice loop hashInThread runs (2 MiB Blob slices read with arrayBuffer()), with another hash function. */
async function hashSlices(blob: Blob, update: (slice: ArrayBuffer) => void): Promise<void> {
  for (let start = 0; start < blob.size; start += HASH_SLICE_BYTES) {
    update(await blob.slice(start, Math.min(start + HASH_SLICE_BYTES, blob.size)).arrayBuffer());
  }
}

const hashers: Record<'ours' | 'native' | 'spark', (blob: Blob) => Promise<string>> = {
  ours: (blob) => hashInThread(blob, () => undefined, new AbortController().signal),
  native: async (blob) => {
    const hash = createHash('md5');
    await hashSlices(blob, (slice) => hash.update(new Uint8Array(slice)));
    return hash.digest('hex');
  },
  spark: async (blob) => {
    const spark = new SparkMD5.ArrayBuffer();
    await hashSlices(blob, (slice) => spark.append(slice));
    return spark.end();
  },
};

async function measureNodeMd5(log: BenchContext['log']): Promise<Row[]> {
  const bytes = NODE_MD5_MIB * MiB;
  const data = randomFillSync(new Uint8Array(new ArrayBuffer(bytes)));
  const expected = createHash('md5').update(data).digest('hex');
  const blob = new Blob([data]);
  const warm = new Blob([data.subarray(0, 32 * MiB)]);
  const best = { ours: Number.POSITIVE_INFINITY, native: Number.POSITIVE_INFINITY, spark: Number.POSITIVE_INFINITY };
  const runs: Record<keyof typeof best, number[]> = { ours: [], native: [], spark: [] };
  const kinds = ['ours', 'native', 'spark'] as const;
  for (const kind of kinds) await hashers[kind](warm);
  for (let round = 0; round < MD5_ROUNDS; round += 1) {
    for (const kind of kinds) {
      const started = performance.now();
      const md5 = await hashers[kind](blob);
      const ms = performance.now() - started;
      if (md5 !== expected) throw new Error(`${kind} answered ${md5}, node:crypto over the whole buffer ${expected}`);
      best[kind] = Math.min(best[kind], ms);
      runs[kind].push(mibPerSecond(bytes, ms));
    }
  }
  const speed = (kind: keyof typeof best) => mibPerSecond(bytes, best[kind]);
  const list = (kind: keyof typeof best) => runs[kind].map((value) => value.toFixed(0)).join(', ');
  log(
    `MD5 over ${NODE_MD5_MIB} MiB: ours ${list('ours')}; node:crypto ${list('native')}; spark-md5 ${list('spark')} MiB/s`,
  );
  const common =
    `${NODE_MD5_MIB} MiB of random bytes held in memory as a Blob, hashed in ${HASH_SLICE_BYTES / MiB} MiB slices ` +
    '(HASH_SLICE_BYTES, each read with slice().arrayBuffer()); ours is hashInThread from ' +
    'packages/features/src/UploadPanel/engine/md5.ts (hash-wasm createMD5), the function md5.worker.ts runs for each ' +
    'file, here in the bench process (Node has no Web Worker; the browser row below measures the Worker itself). ' +
    `The alternatives run the same slice loop with another hash. Best of ${MD5_ROUNDS} runs after a 32 MiB warm-up; ` +
    `all digests equal node:crypto's over the whole buffer. Runs in MiB/s: ours ${list('ours')}, node:crypto ` +
    `${list('native')}, spark-md5 ${list('spark')}.`;
  return [
    measured({
      name: names.native,
      figure: speed('ours'),
      unit: 'MiB/s',
      alternative: alternatives.native,
      alternativeFigure: speed('native'),
      target: targets.native,
      digits: 0,
      note: common,
    }),
    measured({
      name: names.spark,
      figure: speed('ours'),
      unit: 'MiB/s',
      alternative: alternatives.spark,
      alternativeFigure: speed('spark'),
      target: targets.spark,
      digits: 0,
      note: 'Same runs as the row above.',
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// 2. The main thread while Chromium hashes 1 GiB
// ---------------------------------------------------------------------------------------------------------------

/**
 * The file the page hashes, on disk as a picked drawing is: `totalMiB` of one random `chunkMiB` chunk repeated.
 * Returns its MD5 by node:crypto.
 */
function writeTestFile(file: string, totalMiB: number, chunkMiB: number): string {
  const chunk = randomFillSync(new Uint8Array(new ArrayBuffer(chunkMiB * MiB)));
  const hash = createHash('md5');
  const fd = openSync(file, 'w');
  try {
    for (let index = 0; index < totalMiB / chunkMiB; index += 1) {
      writeSync(fd, chunk);
      hash.update(chunk);
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** What window.__uploadBench.run answers (fixtures/upload-md5/main.ts). */
interface PageRun {
  mode: 'worker' | 'main';
  md5: string;
  bytes: number;
  ms: number;
  progressEvents: number;
  longestTimerGapMs: number;
  longTasks: number;
  longestTaskMs: number;
  frames: number;
  longestFrameGapMs: number;
}

const blockOf = (result: PageRun) => Math.max(result.longestTaskMs, result.longestTimerGapMs);
const describeRun = (result: PageRun) =>
  `${(result.ms / 1000).toFixed(1)} s, longest setTimeout(0) gap ${result.longestTimerGapMs.toFixed(0)} ms, ` +
  `${result.longTasks} long tasks (longest ${result.longestTaskMs.toFixed(0)} ms), ${result.frames} frames ` +
  `(longest gap ${result.longestFrameGapMs.toFixed(0)} ms)`;

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function measureBrowser({ root, workDir, log }: BenchContext): Promise<Row[]> {
  const dist = path.join(workDir, 'upload-md5-page');
  const started = performance.now();
  await build({
    configFile: false,
    envFile: false,
    root: path.resolve(import.meta.dirname, '../fixtures/upload-md5'),
    publicDir: false,
    logLevel: 'error',
    mode: 'production',
    resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
    worker: { format: 'es' },
    build: {
      outDir: dist,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
    },
  });
  log(`MD5 page built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const file = path.join(workDir, `drawing-${BROWSER_MIB}MiB.dwg`);
  const expected = writeTestFile(file, BROWSER_MIB, BROWSER_CHUNK_MIB);

  const port = await freePort();
  const server = startProcess('node', [path.join(root, 'scripts/serve-static.mjs'), dist, String(port)], {
    cwd: root,
    logFile: path.join(workDir, 'upload-md5-serve.log'),
  });
  let browser: Browser | undefined;
  try {
    await waitForPort(port, server, 30_000);
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs, headless: true });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction('window.__uploadBench !== undefined', undefined, { timeout: 30_000 });
    // A file on disk picked into the page's file input, as a person picks a drawing: a File backed by the disk.
    await page.setInputFiles('input[type="file"]', file);
    // Strings, not functions: tsx adds name helpers (__name) to functions that do not exist in the page.
    const runIn = (mode: 'worker' | 'main') =>
      withTimeout(
        page.evaluate(`window.__uploadBench.run(${JSON.stringify(mode)})`),
        180_000,
        `hashing ${BROWSER_MIB} MiB (${mode})`,
      ) as Promise<PageRun>;
    // Alternating rounds; each side's figure is its best round, so that a moment when another process takes the
    // CPU (a starved main thread looks blocked) does not decide it.
    const runs: Record<PageRun['mode'], PageRun[]> = { worker: [], main: [] };
    for (let round = 0; round < BROWSER_ROUNDS; round += 1) {
      for (const mode of ['worker', 'main'] as const) {
        const result = await runIn(mode);
        log(`Chromium, ${mode}: ${result.md5}, ${describeRun(result)}`);
        if (result.md5 !== expected) {
          throw new Error(`the page's ${mode} MD5 ${result.md5} differs from node:crypto's ${expected}`);
        }
        runs[mode].push(result);
      }
    }
    const leastBlocked = (mode: PageRun['mode']) => Math.min(...runs[mode].map(blockOf));
    const fastest = (mode: PageRun['mode']) => Math.max(...runs[mode].map((run) => mibPerSecond(run.bytes, run.ms)));
    const describeAll = (mode: PageRun['mode']) => runs[mode].map(describeRun).join('; ');
    if (pageErrors.length > 0) log(`page errors: ${pageErrors.join(' | ')}`);
    const setup =
      `Debian Chromium headless (tests/chromium.ts' arguments). The file: ${BROWSER_MIB} MiB on disk (one random ` +
      `${BROWSER_CHUNK_MIB} MiB chunk repeated, just written, so likely in the page cache) picked into the page's ` +
      "file input with Playwright's setInputFiles, a disk-backed File as when a person picks a drawing (a 1 GiB Blob " +
      "built in the page could not be read back: Playwright's off-the-record context keeps blobs in memory only). " +
      "Hashed by createWorkerHasher from the engine's md5.ts (its real md5.worker.ts, hash-wasm, " +
      `${HASH_SLICE_BYTES / MiB} MiB slices, one progress message per slice) in a page built by Vite from ` +
      'bench/fixtures/upload-md5 and served on loopback; the alternative is hashInThread, the same code, awaited on ' +
      "the main thread. A 4 MiB warm-up first (worker start, WebAssembly compile). Both digests equal node:crypto's.";
    return [
      measured({
        name: names.block,
        figure: leastBlocked('worker'),
        unit: 'ms',
        alternative: alternatives.block,
        alternativeFigure: leastBlocked('main'),
        target: targets.block,
        digits: 0,
        note:
          `The longer of the longest 'longtask' entry (PerformanceObserver, tasks over 50 ms) and the longest gap ` +
          'between two chained setTimeout(0) callbacks (an upper bound on any block: it includes the 4 ms clamp) ' +
          `while hashing; the least of ${BROWSER_ROUNDS} alternating rounds. Worker: ${describeAll('worker')}. Main thread: ${describeAll('main')}. ${setup}`,
      }),
      measured({
        name: names.browserSpeed,
        figure: fastest('worker'),
        unit: 'MiB/s',
        alternative: alternatives.browserSpeed,
        alternativeFigure: fastest('main'),
        digits: 0,
        note: `From posting the File to the worker until its digest arrived, against the main thread's hashInThread; the faster of the same ${BROWSER_ROUNDS} rounds. No target set by the issue. ${setup}`,
      }),
    ];
  } finally {
    await browser?.close();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function run(context: BenchContext): Promise<Row[]> {
  const { log } = context;
  const rows: Row[] = [];

  log(`MD5 in Node over ${NODE_MD5_MIB} MiB: hash-wasm (hashInThread), node:crypto, spark-md5`);
  try {
    rows.push(...(await measureNodeMd5(log)));
  } catch (error) {
    const reason = firstLine(error);
    log(`MD5 in Node failed: ${reason}`);
    for (const kind of ['native', 'spark'] as const) {
      rows.push(
        notMeasured({
          name: names[kind],
          unit: 'MiB/s',
          alternative: alternatives[kind],
          target: targets[kind],
          reason,
        }),
      );
    }
  }

  log(`MD5 of ${BROWSER_MIB} MiB in Chromium: Worker, then main thread`);
  try {
    rows.push(...(await measureBrowser(context)));
  } catch (error) {
    const reason = firstLine(error);
    log(`MD5 in Chromium failed: ${reason}`);
    rows.push(
      notMeasured({ name: names.block, unit: 'ms', alternative: alternatives.block, target: targets.block, reason }),
      notMeasured({ name: names.browserSpeed, unit: 'MiB/s', alternative: alternatives.browserSpeed, reason }),
    );
  }

  log(`upload of ${UPLOAD_MIB} MiB: plain PUT, then the server's multipart flow`);
  try {
    rows.push(...(await measureUpload(context)));
  } catch (error) {
    const reason = firstLine(error);
    log(`upload failed: ${reason}`);
    rows.push(
      notMeasured({
        name: uploadNames.upload,
        unit: 'MiB/s',
        alternative: uploadAlternatives.upload,
        target: uploadTargets.upload,
        reason,
      }),
    );
  }
  return rows;
}

export const upload: Benchmark = { id: 'upload', title: 'Upload', run };
