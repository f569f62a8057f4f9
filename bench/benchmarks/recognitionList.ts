// The recognition file list benchmark (issue 7, "Virtualised: 2000 files render and scroll smoothly"): the real
// RecognitionFileList with 2000 files in Debian Chromium against the same rows rendered without virtualisation, in
// one page built by Vite from fixtures/recognition-list: first render, and the frames of a scroll from top to bottom.
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright';
import { build, defaultClientConditions, defaultServerConditions } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../../tests/chromium';
import type { RenderResult, ScrollResult } from '../fixtures/recognition-list/main';
import { freePort, startProcess, waitForPort } from '../lib/proc';
import { atMost, type BenchContext, type Benchmark, measured, notMeasured, type Row, under } from '../lib/types';

/** Counted runs per measurement (the median is the figure), after one uncounted run. */
const RUNS = 5;
/** Scroll steps, one per animation frame, from the top to the bottom. */
const STEPS = 120;
const VIEWPORT = { width: 1280, height: 800 };

type Kind = 'virtual' | 'plain';

const names = {
  render: 'RecognitionFileList first render, 2000 files (Chromium)',
  scroll: 'RecognitionFileList scroll frame p95, 2000 files',
} as const;
const alternatives = {
  render: 'the same 2000 rows, not virtualised',
  scroll: 'the same 2000 rows, not virtualised',
} as const;
const targets = {
  render: atMost(0.1, 'ratio', 'ratio <= 0.1'),
  scroll: under(16, 'figure', '< 16 ms'),
} as const;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
/** The nearest-rank percentile. */
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const list = (values: readonly number[], digits = 0) => values.map((value) => value.toFixed(digits)).join(', ');
const firstLine = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);

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

/** One scroll run, reduced. */
interface ScrollRun {
  p95: number;
  max: number;
  intervalP95: number;
  intervalMax: number;
  longTasks: number;
  longestTask: number;
  rowElements: number;
}

const reduceScroll = (result: ScrollResult): ScrollRun => ({
  p95: percentile(result.frameWorkMs, 95),
  max: Math.max(...result.frameWorkMs),
  intervalP95: percentile(result.frameIntervalsMs, 95),
  intervalMax: Math.max(...result.frameIntervalsMs),
  longTasks: result.longTasksMs.length,
  longestTask: result.longTasksMs.length > 0 ? Math.max(...result.longTasksMs) : 0,
  rowElements: result.rowElements,
});

/** The page's files: how many, in how many folders, by recognition code. */
function describeFiles(rendered: RenderResult | undefined): string {
  if (!rendered) return '?';
  const codes = Object.entries(rendered.statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ');
  return (
    `${rendered.files} drawings of a fixture project in ${rendered.folders.length} folders (5 disciplines, ` +
    `${Math.min(...rendered.folders)} to ${Math.max(...rendered.folders)} files each; ` +
    `${rendered.files + rendered.folders.length} rows with the folder headings), by code ${codes}`
  );
}

async function buildPage(dist: string): Promise<void> {
  await build({
    configFile: false,
    envFile: false,
    root: path.resolve(import.meta.dirname, '../fixtures/recognition-list'),
    publicDir: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
    // vanilla-extract evaluates .css.ts files in Vite's SSR environment: `vars` from '@atelier/ui' must come from
    // the same sources as the kit's own styles (as in apps/portal/vite.config.ts and .storybook/main.ts).
    environments: { ssr: { resolve: { conditions: ['@atelier/source', ...defaultServerConditions] } } },
    build: {
      outDir: dist,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
    },
  });
}

async function measure({ root, workDir, log }: BenchContext): Promise<Row[]> {
  const dist = path.join(workDir, 'recognition-list-page');
  const started = performance.now();
  await buildPage(dist);
  log(`page built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const server = startProcess('node', [path.join(root, 'scripts/serve-static.mjs'), dist, String(port)], {
    cwd: root,
    logFile: path.join(workDir, 'recognition-list-serve.log'),
  });
  let browser: Browser | undefined;
  try {
    await waitForPort(port, server, 30_000);
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs, headless: true });
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
    const url = `http://127.0.0.1:${port}/`;
    const pageErrors: string[] = [];

    /** A fresh page with the fixture loaded; `use` runs in it, then it is closed. */
    const inFreshPage = async <T>(use: (evaluate: (script: string) => Promise<unknown>) => Promise<T>) => {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(firstLine(error)));
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForFunction('window.__recognitionBench !== undefined', undefined, { timeout: 60_000 });
        // Strings, not functions: tsx adds name helpers (__name) to functions that do not exist in the page.
        return await use((script) => withTimeout(page.evaluate(script), 120_000, script));
      } finally {
        await page.close();
      }
    };
    const renderIn = (kind: Kind) =>
      inFreshPage(
        (evaluate) => evaluate(`window.__recognitionBench.render(${JSON.stringify(kind)})`) as Promise<RenderResult>,
      );
    const scrollIn = (kind: Kind) =>
      inFreshPage(async (evaluate) => {
        const rendered = (await evaluate(`window.__recognitionBench.render(${JSON.stringify(kind)})`)) as RenderResult;
        if (kind === 'virtual') {
          // The statuses are polled and shown; let the page settle before scrolling.
          await evaluate('new Promise((resolve) => setTimeout(resolve, 300))');
        }
        const result = (await evaluate(`window.__recognitionBench.scroll(${STEPS})`)) as ScrollResult;
        return { rendered, result };
      });

    const renders: Record<Kind, RenderResult[]> = { virtual: [], plain: [] };
    const scrolls: Record<Kind, ScrollRun[]> = { virtual: [], plain: [] };
    const scrollChecks: Record<Kind, ScrollResult | undefined> = { virtual: undefined, plain: undefined };
    // Round 0 is not counted (the operating system's file cache, Chromium's code caches); the variants alternate.
    for (let round = 0; round <= RUNS; round += 1) {
      for (const kind of ['virtual', 'plain'] as const) {
        const rendered = await renderIn(kind);
        const { result } = await scrollIn(kind);
        const reduced = reduceScroll(result);
        log(
          `round ${round}${round === 0 ? ' (not counted)' : ''}, ${kind}: first render ${rendered.ms.toFixed(0)} ms` +
            (rendered.statusesMs === null ? '' : ` (statuses shown ${rendered.statusesMs.toFixed(0)} ms)`) +
            `, ${rendered.rowElements} <li>; scroll frame p95 ${reduced.p95.toFixed(1)} ms, max ${reduced.max.toFixed(1)} ms, ` +
            `interval p95 ${reduced.intervalP95.toFixed(1)} ms, ${reduced.longTasks} long tasks`,
        );
        if (result.frameWorkMs.length !== STEPS) {
          throw new Error(`the ${kind} scroll recorded ${result.frameWorkMs.length} frames, not ${STEPS}`);
        }
        if (round === 0) continue;
        renders[kind].push(rendered);
        scrolls[kind].push(reduced);
        scrollChecks[kind] = result;
      }
    }
    if (pageErrors.length > 0) log(`page errors: ${pageErrors.join(' | ')}`);

    const renderMs = (kind: Kind) => renders[kind].map((r) => r.ms);
    const statusesMs = renders.virtual.flatMap((r) => (r.statusesMs === null ? [] : [r.statusesMs]));
    const of = (kind: Kind, key: keyof ScrollRun) => scrolls[kind].map((run) => run[key]);
    const check = (kind: Kind) => {
      const result = scrollChecks[kind];
      return result
        ? `${result.scrollHeight} px tall, ${result.clientHeight} px in view, last file row at the bottom "${result.lastRow}"`
        : '';
    };
    const stepPx = (kind: Kind) => {
      const result = scrollChecks[kind];
      return result ? ((result.scrollHeight - result.clientHeight) / STEPS).toFixed(0) : '?';
    };
    const setup =
      'Debian Chromium headless (tests/chromium.ts arguments: software rendering), viewport 1280x800, a page built ' +
      'by Vite (production React, minified) from bench/fixtures/recognition-list and served on loopback; a fresh ' +
      `page for every measurement, the two variants alternating; median of ${RUNS} after one uncounted round. The ` +
      `files: ${describeFiles(renders.virtual[0])}. ` +
      "Ours: the real RecognitionFileList (default 440 px list, onOpenFolder set) in AtelierProvider and the features' " +
      'ApiProvider (its QueryClient), its data through the typed client of @atelier/api whose fetch is answered in the ' +
      "page by @atelier/api/msw's handlers over a fixture store (request validation, envelopes, zod parsing), with " +
      "resolvers for startOcr (null) and ocrStatus (each file's code at the first poll; the pending files (-1, 0, 3) " +
      'stay pending and are polled every 3 s, the default). The alternative: all rows rendered at once in the same ' +
      "providers, a copy of the component's FolderRow and FileRow (not exported from its module) with its own " +
      'styles module, @atelier/ui icons and IconButtons and model functions (buildRows, isAbnormal, canReRecognise), ' +
      'absolutely placed with translateY in a list as tall as all rows, the same 440 px scroll container; statuses ' +
      'known up front (no requests).';
    const renderRow = measured({
      name: names.render,
      figure: median(renderMs('virtual')),
      unit: 'ms',
      alternative: alternatives.render,
      alternativeFigure: median(renderMs('plain')),
      target: targets.render,
      digits: 0,
      note:
        'From performance.now() before root.render (createRoot, the providers and the list) to the first file row ' +
        '(li[data-status]) in the DOM (a MutationObserver) and then painted: a requestAnimationFrame callback after ' +
        "it and a MessageChannel message posted from there, which runs after that frame's style, layout and paint. " +
        `Runs: ours ${list(renderMs('virtual'))} ms, ${renders.virtual[0]?.rowElements ?? '?'} <li> in the page; ` +
        `the alternative ${list(renderMs('plain'))} ms, ${renders.plain[0]?.rowElements ?? '?'} <li>. Ours first ` +
        'paints its rows as 待识别 (nothing polled yet); the polled statuses (startOcr, then ocrStatus at once) were ' +
        `painted ${list(statusesMs)} ms after root.render (median ${median(statusesMs).toFixed(0)} ms). ${setup}`,
    });
    const scrollRow = measured({
      name: names.scroll,
      figure: median(of('virtual', 'p95')),
      unit: 'ms',
      alternative: alternatives.scroll,
      alternativeFigure: median(of('plain', 'p95')),
      target: targets.scroll,
      note:
        `The list's scroll container scrolled from the top to the bottom in ${STEPS} equal steps (${stepPx('virtual')} ` +
        'px, about 17 file rows, each), scrollTop set in a requestAnimationFrame callback, one step per frame. Headless Chromium ' +
        'paces rAF at vsync (about 16.7 ms), so the interval between frames cannot go below it and says little: the ' +
        "figure is each frame's main-thread time instead, from the frame's start (the rAF timestamp; the frame first " +
        'runs the scroll event of the previous step, where the virtualiser renders its new rows with flushSync) to a ' +
        'MessageChannel message posted from its rAF callback (after setting the next scrollTop, which forces any ' +
        "pending layout), which runs after that frame's style, layout and paint (rasterisation is off the main " +
        `thread). p95 of the ${STEPS} frames of a run, median of ${RUNS} runs. Ours: p95 runs ` +
        `${list(of('virtual', 'p95'), 1)} ms, max per run ${list(of('virtual', 'max'), 1)} ms (median ` +
        `${median(of('virtual', 'max')).toFixed(1)}), frame intervals p95 ${list(of('virtual', 'intervalP95'), 1)} ms ` +
        `and max ${list(of('virtual', 'intervalMax'), 1)} ms, long tasks per run ${list(of('virtual', 'longTasks'))} ` +
        `(longest ${list(of('virtual', 'longestTask'))} ms), ${list(of('virtual', 'rowElements'))} <li> at the bottom; ` +
        `${check('virtual')}. The alternative: p95 runs ${list(of('plain', 'p95'), 1)} ms, max per run ` +
        `${list(of('plain', 'max'), 1)} ms (median ${median(of('plain', 'max')).toFixed(1)}), frame intervals p95 ` +
        `${list(of('plain', 'intervalP95'), 1)} ms and max ${list(of('plain', 'intervalMax'), 1)} ms, long tasks per ` +
        `run ${list(of('plain', 'longTasks'))} (longest ${list(of('plain', 'longestTask'))} ms); ${check('plain')}. ` +
        'Each scroll in its own fresh page after its render (ours also after its statuses are shown and 300 ms); ' +
        'the page, the files and both variants as in the row above.',
    });
    return [renderRow, scrollRow];
  } finally {
    await browser?.close();
    await server.stop();
  }
}

async function run(context: BenchContext): Promise<Row[]> {
  context.log(`RecognitionFileList, 2000 files in Chromium: virtualised against not virtualised, ${RUNS} runs each`);
  try {
    return await measure(context);
  } catch (error) {
    const reason = firstLine(error);
    context.log(`failed: ${reason}`);
    return [
      notMeasured({ name: names.render, unit: 'ms', alternative: alternatives.render, target: targets.render, reason }),
      notMeasured({ name: names.scroll, unit: 'ms', alternative: alternatives.scroll, target: targets.scroll, reason }),
    ];
  }
}

export const recognitionList: Benchmark = { id: 'recognitionList', title: 'Recognition file list', run };
