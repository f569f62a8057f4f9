// Server start (issue 19, item 8): how long apps/server takes from its process start to listening, and its memory
// once started, as built JavaScript (what `pnpm start` runs: build.mjs, then Node on dist/main.js) against tsx
// compiling the TypeScript sources at run time (what `pnpm start` ran before), in the same run, on the same
// database, the two alternating.
import { mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  descendantsOf,
  freePort,
  lastLines,
  listeningProcess,
  memoryOf,
  readLog,
  runCommand,
  type Started,
  startProcess,
} from '../lib/proc';
import { type BenchContext, type Benchmark, measured, notMeasured, type Row } from '../lib/types';

/** Counted starts of each variant (the median is the figure), after one uncounted start of each. */
const RUNS = Number(process.env.BENCH_SERVER_START_RUNS ?? 5);
/** How long after listening the memory is read: the start's own work (the upload sweep, the workers) settles. */
const SETTLE_MS = 2000;
/** How often a connection is tried while waiting for the port (the figure's resolution). */
const POLL_MS = 20;

const BUILT = 'built JS';
const TSX = 'tsx on the TypeScript sources';
const names = {
  start: 'Server start to listening, built JS (PGlite)',
  memory: 'Server RSS after start, built JS (PGlite)',
  withBuild: 'Server build and start, built JS (PGlite)',
};

interface Variant {
  label: string;
  /** The package script it mirrors (apps/server/package.json), run with this Node and without pnpm. */
  script: 'start:built' | 'start:tsx';
  command: string;
  args: string[];
}

interface Start {
  seconds: number;
  /** The listening process's RSS, and the whole process tree's (tsx's launcher included). */
  rssMiB: number;
  treeMiB: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const list = (values: readonly number[], digits: number) => values.map((value) => value.toFixed(digits)).join(', ');

/** The script's command line with `node` and `tsx` resolved to this Node and the server's tsx (no pnpm around it). */
function variant(serverDir: string, label: string, script: Variant['script']): Variant {
  const scripts = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const line = scripts[script];
  if (!line) throw new Error(`apps/server/package.json has no "${script}" script`);
  const [bin, ...args] = line.split(/\s+/);
  if (bin === 'node') return { label, script, command: process.execPath, args };
  if (bin === 'tsx') {
    return {
      label,
      script,
      command: process.execPath,
      args: [path.join(serverDir, 'node_modules/tsx/dist/cli.mjs'), ...args],
    };
  }
  throw new Error(`the "${script}" script starts with ${bin}, neither node nor tsx`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Seconds from `began` until the port accepts a connection. */
async function untilListening(port: number, started: Started, began: number, timeoutMs: number): Promise<number> {
  const deadline = began + timeoutMs;
  while (performance.now() < deadline) {
    if (await canConnect(port)) return (performance.now() - began) / 1000;
    if (started.hasExited()) throw new Error(`the server exited (code ${started.exitCode()}) before listening`);
    await delay(POLL_MS);
  }
  throw new Error(`nothing listened on port ${port} within ${Math.round(timeoutMs / 1000)} s`);
}

async function startOnce(
  context: BenchContext,
  serverDir: string,
  dataDir: string,
  which: Variant,
  tag: string,
  timeoutMs: number,
): Promise<Start> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  const logFile = path.join(context.workDir, `server-${tag}.log`);
  const began = performance.now();
  const server = startProcess(which.command, which.args, { cwd: serverDir, env, logFile });
  try {
    let seconds: number;
    try {
      seconds = await untilListening(port, server, began, timeoutMs);
    } catch (error) {
      throw new Error(`${which.label}: ${(error as Error).message}: ${lastLines(readLog(logFile), 3)}`);
    }
    await delay(SETTLE_MS);
    const rssMiB = memoryOf(listeningProcess(server.pid, port)).rssMiB;
    const treeMiB = [server.pid, ...descendantsOf(server.pid)].reduce((sum, pid) => sum + memoryOf(pid).rssMiB, 0);
    return { seconds, rssMiB, treeMiB };
  } finally {
    await server.stop();
  }
}

function allNotMeasured(reason: string): Row[] {
  return [
    notMeasured({ name: names.start, unit: 's', alternative: TSX, reason }),
    notMeasured({ name: names.memory, unit: 'MiB', alternative: TSX, reason }),
    notMeasured({ name: names.withBuild, unit: 's', alternative: TSX, reason }),
  ];
}

async function run(context: BenchContext): Promise<Row[]> {
  const { root, workDir, log } = context;
  const serverDir = path.join(root, 'apps/server');
  const built = variant(serverDir, BUILT, 'start:built');
  const tsx = variant(serverDir, TSX, 'start:tsx');

  log('building the server (node build.mjs, as pnpm start does)');
  const build = await runCommand(process.execPath, ['build.mjs'], { cwd: serverDir, timeoutMs: 300_000 });
  if (build.code !== 0) return allNotMeasured(`the build failed: ${lastLines(build.output, 3)}`);

  // One database for every start: the first start creates it (migrations and the demo seed), untimed in the rows.
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  let first: Start;
  try {
    first = await startOnce(context, serverDir, dataDir, built, 'first', 300_000);
  } catch (error) {
    return allNotMeasured((error as Error).message);
  }
  log(`first start (migrations, demo seed) listening after ${first.seconds.toFixed(1)} s`);

  const starts: Record<'built' | 'tsx', Start[]> = { built: [], tsx: [] };
  try {
    // Round 0 is uncounted (tsx fills its compile cache, the OS its file cache); the order alternates per round.
    for (let round = 0; round <= RUNS; round++) {
      const order = round % 2 === 0 ? (['built', 'tsx'] as const) : (['tsx', 'built'] as const);
      for (const key of order) {
        const which = key === 'built' ? built : tsx;
        const result = await startOnce(context, serverDir, dataDir, which, `${key}-${round}`, 120_000);
        log(
          `${which.label}${round === 0 ? ' (uncounted)' : ''}: listening after ${result.seconds.toFixed(2)} s, ` +
            `RSS ${result.rssMiB.toFixed(0)} MiB (process tree ${result.treeMiB.toFixed(0)} MiB)`,
        );
        if (round > 0) starts[key].push(result);
      }
    }
  } catch (error) {
    return allNotMeasured((error as Error).message);
  }

  const seconds = (key: 'built' | 'tsx') => starts[key].map((start) => start.seconds);
  const rss = (key: 'built' | 'tsx') => starts[key].map((start) => start.rssMiB);
  const tree = (key: 'built' | 'tsx') => starts[key].map((start) => start.treeMiB);
  const how =
    `Node ${process.version} started directly with apps/server's "start:built" (node ${built.args.join(' ')}) and ` +
    `"start:tsx" (tsx ${tsx.args.slice(1).join(' ')}) command lines (no pnpm around them), NODE_ENV=production, ` +
    `PGlite in one DATA_DIR seeded by a first start (${first.seconds.toFixed(1)} s with migrations and the demo seed), ` +
    `a free port; ${RUNS} starts of each after one uncounted, alternating; the median.`;
  const buildSeconds = build.seconds;
  return [
    measured({
      name: names.start,
      figure: median(seconds('built')),
      unit: 's',
      alternative: TSX,
      alternativeFigure: median(seconds('tsx')),
      digits: 2,
      note:
        `Seconds from spawning the process to the port accepting a connection (tried every ${POLL_MS} ms). ${how} ` +
        `Built: ${list(seconds('built'), 2)} s; tsx: ${list(seconds('tsx'), 2)} s.`,
    }),
    measured({
      name: names.memory,
      figure: median(rss('built')),
      unit: 'MiB',
      alternative: TSX,
      alternativeFigure: median(rss('tsx')),
      digits: 0,
      note:
        `VmRSS of the node process holding the port, ${SETTLE_MS / 1000} s after it listened, no request served. ` +
        `With their launchers (the whole process tree: tsx runs the server in a child node process) the medians ` +
        `are ${median(tree('built')).toFixed(0)} and ${median(tree('tsx')).toFixed(0)} MiB. ${how}`,
    }),
    measured({
      name: names.withBuild,
      figure: buildSeconds + median(seconds('built')),
      unit: 's',
      alternative: TSX,
      alternativeFigure: median(seconds('tsx')),
      digits: 2,
      note:
        `What \`pnpm start\` now waits for before the server listens (the portal's build aside): the build ` +
        `(node build.mjs, esbuild, ${buildSeconds.toFixed(2)} s, once in this run) plus the median start above, ` +
        `against the median tsx start.`,
    }),
  ];
}

export const serverStart: Benchmark = { id: 'serverStart', title: 'Server start', run };
