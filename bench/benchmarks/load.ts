// pnpm bench --only load (issue 21's load item, issue 31's "past one machine" row): 50 simulated users, each with its
// own session, loop the typical mix for BENCH_LOAD_SECONDS against the production server on PGlite, on PostgreSQL,
// and on two server processes sharing that PostgreSQL and their files.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type AnyEndpoint, api, endpointPath } from '@atelier/api';
import { addressOf, type LoadFirm, makeLoadFirm, sessionHeaders } from '../lib/loadFirm';
import { startTempPostgres, type TempPostgres } from '../lib/postgres';
import {
  freePort,
  lastLines,
  listeningProcess,
  memoryOf,
  readLog,
  type Started,
  startProcess,
  waitForPort,
} from '../lib/proc';
import { atMost, type BenchContext, type Benchmark, measured, notMeasured, type Row } from '../lib/types';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
/** BENCH_LOAD_SECONDS shortens the load for a quick try; issue 21 asks for 3 minutes. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 180);
/** Think time between two requests of a user: uniform in [0, THINK_MS). */
const THINK_MS = 300;
/**
 * A request that takes longer than the portal's own timeout for its endpoint (30 s; 60 s for the file's bytes)
 * is an error, as the user would see one; it counts with its time.
 */
const timeoutOf = (endpoint: AnyEndpoint) => endpoint.timeout;

type Kind = 'projects' | 'files' | 'todo' | 'launched' | 'detail' | 'ticket' | 'download';
const KINDS: readonly Kind[] = ['projects', 'files', 'todo', 'launched', 'detail', 'ticket', 'download'];
const ENDPOINTS: Record<Kind, AnyEndpoint> = {
  projects: api.project.list,
  files: api.files.list,
  todo: api.approval.todoList,
  launched: api.approval.launchedList,
  detail: api.approval.detail,
  ticket: api.download.projectFiles,
  download: api.download.projectFile,
};

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

interface LoadResult {
  seconds: number;
  samples: Sample[];
  /** The first errors seen (kind, HTTP status, code and message), for the log and the note. */
  errorSamples: string[];
  /** Requests each server process answered (round-robin). */
  perServer: number[];
  loadAverage: { start: number[]; end: number[] };
  /** The servers' RSS (MiB, summed) every RSS_EVERY_MS during the load: a leak shows as a climb. */
  rssSamples: number[];
  /** CPU time the servers' processes used during the load (user and system), whatever the machine's load. */
  cpuSeconds: number;
}

const RSS_EVERY_MS = 10_000;

/** The value at quantile q of sorted values (nearest rank: the smallest value with at least q of them at or below). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

const pathOf = (endpoint: AnyEndpoint) => endpointPath(endpoint);
const TIMEOUTS = Object.fromEntries(KINDS.map((kind) => [kind, timeoutOf(ENDPOINTS[kind])])) as Record<Kind, number>;

/** Sends one request and reads its whole answer; ok when HTTP 2xx and, for JSON, `success: true`. */
async function timed(
  kind: Kind,
  url: string,
  init: RequestInit,
  samples: Sample[],
  errors: string[],
): Promise<unknown> {
  const timeout = TIMEOUTS[kind];
  const began = performance.now();
  let ok = false;
  let body: unknown;
  let problem = '';
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      body = await response.json();
      const answer = body as { success?: boolean; code?: number; message?: string };
      ok = response.ok && answer.success === true;
      if (!ok) problem = `HTTP ${response.status} ${answer.code} ${answer.message}`;
    } else {
      const bytes = await response.arrayBuffer();
      ok = response.ok && bytes.byteLength > 0;
      if (!ok) problem = `HTTP ${response.status}, ${bytes.byteLength} bytes of ${type}`;
    }
  } catch (error) {
    problem = (error as Error).message;
  }
  samples.push({ kind, ms: performance.now() - began, ok });
  if (!ok && errors.length < 20) errors.push(`${kind}: ${problem}`);
  return ok ? body : undefined;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Every user loops the mix until the deadline, each request to the next server of `bases` (round-robin). */
async function runLoad(servers: readonly ServerProcess[], firm: LoadFirm, seconds: number): Promise<LoadResult> {
  const bases = servers.map((server) => server.base);
  const rss = () => servers.reduce((sum, server) => sum + rssOf(server), 0);
  const cpu = () => servers.reduce((sum, server) => sum + cpuSecondsOf(server), 0);
  const cpuAtStart = cpu();
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(rss()), RSS_EVERY_MS);
  const samples: Sample[] = [];
  const errorSamples: string[] = [];
  const perServer = bases.map(() => 0);
  let turn = 0;
  const next = () => {
    const index = turn++ % bases.length;
    perServer[index] = (perServer[index] ?? 0) + 1;
    return bases[index] as string;
  };
  const paths = Object.fromEntries(KINDS.map((kind) => [kind, pathOf(ENDPOINTS[kind])])) as Record<Kind, string>;
  const query = (values: Record<string, string | number>) =>
    `?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]))}`;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const loadStart = os.loadavg();

  const user = async (index: number) => {
    const person = firm.users[index];
    if (!person) return;
    const headers = sessionHeaders(person, addressOf(index));
    const get = (kind: Kind, url: string) => timed(kind, url, { headers }, samples, errorSamples);
    const think = () => delay(Math.random() * THINK_MS);
    // Users start spread over the first second, as people do not all click at once.
    await delay(Math.random() * 1000);
    while (performance.now() < deadline) {
      const steps: (() => Promise<unknown>)[] = [
        () =>
          get(
            'projects',
            `${next()}${paths.projects}${query({ enterpriseId: person.enterpriseId, pageNum: 1, pageSize: 20 })}`,
          ),
        () =>
          get(
            'files',
            `${next()}${paths.files}${query({ projectId: firm.projectId, parentId: firm.folderId, pageNum: 1, pageSize: 50 })}`,
          ),
        () => get('todo', `${next()}${paths.todo}${query({ pageNum: 1, pageSize: 20 })}`),
        () => get('launched', `${next()}${paths.launched}${query({ pageNum: 1, pageSize: 20 })}`),
        () => get('detail', `${next()}${paths.detail}${query({ actId: pick(person.approvals) })}`),
        async () => {
          const link = (await timed(
            'ticket',
            `${next()}${paths.ticket}`,
            {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: JSON.stringify({ projectId: firm.projectId, resIds: [pick(firm.drawingIds)] }),
            },
            samples,
            errorSamples,
          )) as { result?: { url?: string } } | undefined;
          const url = link?.result?.url;
          if (!url) return;
          await think();
          // The browser opens the link itself: no session headers, only the ticket in the URL.
          const base = next();
          await timed('download', url.startsWith('http') ? url : `${base}${url}`, {}, samples, errorSamples);
        },
      ];
      for (const step of steps) {
        if (performance.now() >= deadline) break;
        await step();
        await think();
      }
    }
  };
  await Promise.all(firm.users.map((_, index) => user(index)));
  clearInterval(sampler);
  return {
    rssSamples,
    cpuSeconds: cpu() - cpuAtStart,
    seconds: (performance.now() - start) / 1000,
    samples,
    errorSamples,
    perServer,
    loadAverage: { start: loadStart, end: os.loadavg() },
  };
}

interface ServerProcess {
  started: Started;
  port: number;
  base: string;
}

/** Starts apps/server as in production: `pnpm start` (build, then dist/main.js), or dist/main.js of that build. */
async function startServer(
  context: BenchContext,
  name: string,
  dataDir: string,
  databaseUrl: string | undefined,
  built: boolean,
): Promise<ServerProcess> {
  const { root, workDir } = context;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // As behind the reverse proxy of the production layout: the loopback's X-Forwarded-For is the client's address.
    TRUST_PROXY: '127.0.0.1,::1',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = path.join(workDir, `server-${name}.log`);
  const started = built
    ? startProcess('node', ['--enable-source-maps', 'dist/main.js'], {
        cwd: path.join(root, 'apps/server'),
        env,
        logFile,
      })
    : startProcess('pnpm', ['--filter', '@atelier/server', 'start'], { cwd: root, env, logFile });
  try {
    await waitForPort(port, started, 300_000);
  } catch (error) {
    await started.stop();
    throw new Error(`the server did not start: ${(error as Error).message}: ${lastLines(readLog(logFile), 3)}`);
  }
  return { started, port, base: `http://127.0.0.1:${port}` };
}

const rssOf = (server: ServerProcess) => memoryOf(listeningProcess(server.started.pid, server.port)).rssMiB;

/** User and system CPU seconds of the process listening on the server's port, from /proc (clock ticks of 1/100 s). */
function cpuSecondsOf(server: ServerProcess): number {
  try {
    const stat = readFileSync(`/proc/${listeningProcess(server.started.pid, server.port)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

type Setting = 'PGlite' | 'PostgreSQL' | 'PostgreSQL, 2 processes';
const names = (setting: Setting) => ({
  rps: `Load ${USERS} users req/s (${setting})`,
  p50: `Load ${USERS} users p50 (${setting})`,
  p99: `Load ${USERS} users p99 (${setting})`,
  errors: `Load ${USERS} users errors (${setting})`,
  rss: `Load ${USERS} users server RSS after (${setting})`,
});
const zeroErrors = atMost(0, 'figure', '0');

function notMeasuredRows(setting: Setting, reason: string): Row[] {
  const n = names(setting);
  return [
    notMeasured({ name: n.rps, unit: 'req/s', alternative: null, reason }),
    notMeasured({ name: n.p50, unit: 'ms', alternative: null, reason }),
    notMeasured({ name: n.p99, unit: 'ms', alternative: null, reason }),
    notMeasured({ name: n.errors, unit: 'requests', alternative: null, target: zeroErrors, reason }),
    notMeasured({ name: n.rss, unit: 'MiB', alternative: null, reason }),
  ];
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMiB: number;
}

function summarise(result: LoadResult) {
  const all = result.samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = result.samples.filter((sample) => !sample.ok).length;
  const byKind = KINDS.map((kind) => {
    const of = result.samples.filter((sample) => sample.kind === kind);
    const sorted = of.map((sample) => sample.ms).sort((a, b) => a - b);
    const failed = of.filter((sample) => !sample.ok).length;
    return `${kind} ${of.length} (p50 ${quantile(sorted, 0.5).toFixed(0)}, p99 ${quantile(sorted, 0.99).toFixed(0)} ms${failed ? `, ${failed} errors` : ''})`;
  });
  return {
    rps: result.samples.length / result.seconds,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    max: all.at(-1) ?? 0,
    errors,
    byKind: byKind.join('; '),
  };
}

function rowsOf(
  setting: Setting,
  result: LoadResult,
  rssMiB: number,
  firm: LoadFirm,
  databaseNote: string,
  alternative?: { name: string; figures: Measured },
): { rows: Row[]; figures: Measured } {
  const n = names(setting);
  const s = summarise(result);
  const figures: Measured = { rps: s.rps, p50: s.p50, p99: s.p99, errors: s.errors, rssMiB };
  const alt = (key: keyof Measured) => ({
    alternative: alternative?.name ?? null,
    alternativeFigure: alternative ? alternative.figures[key] : null,
  });
  const loadAverage = `load average ${result.loadAverage.start.map((v) => v.toFixed(2)).join(' ')} at the start, ${result.loadAverage.end.map((v) => v.toFixed(2)).join(' ')} at the end`;
  const note =
    `${USERS} users, each its own account (added by the administrator, signed in by SMS code from its own ` +
    `X-Forwarded-For address) and session, ${result.seconds.toFixed(0)} s, think time 0-${THINK_MS} ms; the mix: ` +
    `project list, the file list of ${firm.folderPath} (${firm.drawingIds.length} drawings), to-do and launched ` +
    `approval lists, an approval's detail (${USERS} quick approvals, each user launcher of one and approver of two), ` +
    `a download ticket (download.projectFiles) then its GET without session. ${result.samples.length.toLocaleString('en-US')} requests: ${s.byKind}. ` +
    `Latency from the request sent to the whole answer read, in the bench process (plain fetch, keep-alive); ` +
    `percentiles exact (nearest rank over every request); an error is any non-2xx, a JSON answer without success ` +
    `or a request over the portal's timeout for it (${TIMEOUTS.files / 1000} s, ${TIMEOUTS.download / 1000} s for the bytes); the slowest took ${(s.max / 1000).toFixed(1)} s. The server${result.perServer.length > 1 ? 's' : ''} used ${result.cpuSeconds.toFixed(0)} s of CPU, ${((result.cpuSeconds * 1000) / Math.max(1, result.samples.length)).toFixed(1)} ms a request (the figure the machine's load moves least). ${result.perServer.length > 1 ? `Requests alternate between the processes (${result.perServer.join(' / ')}). ` : ''}` +
    `${loadAverage}. ${databaseNote}` +
    (result.errorSamples.length > 0 ? ` First errors: ${result.errorSamples.slice(0, 5).join(' | ')}` : '');
  const rows: Row[] = [
    measured({ name: n.rps, figure: s.rps, unit: 'req/s', ...alt('rps'), digits: 0, note }),
    measured({ name: n.p50, figure: s.p50, unit: 'ms', ...alt('p50'), digits: 0 }),
    measured({ name: n.p99, figure: s.p99, unit: 'ms', ...alt('p99'), digits: 0 }),
    measured({ name: n.errors, figure: s.errors, unit: 'requests', ...alt('errors'), target: zeroErrors, digits: 0 }),
    measured({
      name: n.rss,
      figure: rssMiB,
      unit: 'MiB',
      ...alt('rssMiB'),
      digits: 0,
      note:
        'VmRSS of the server process listening on the port after the load (the sum of both with two processes); ' +
        `every ${RSS_EVERY_MS / 1000} s during the load: ${result.rssSamples.map((v) => v.toFixed(0)).join(', ')} MiB.`,
    }),
  ];
  return { rows, figures };
}

async function loadOne(
  context: BenchContext,
  setting: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  databaseNote: string,
  second?: (first: ServerProcess, firm: LoadFirm, dataDir: string, one: Measured) => Promise<Row[]>,
): Promise<Row[]> {
  const { workDir, log } = context;
  const dataDir = path.join(workDir, `data-${setting}`);
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer(context, setting, dataDir, databaseUrl, false);
  try {
    log(`${setting}: server listening; making the firm`);
    const firm = await makeLoadFirm(server.base, USERS, path.join(dataDir, 'sms-outbox.log'), log);
    log(`${setting}: ${USERS} users for ${SECONDS} s`);
    const result = await runLoad([server], firm, SECONDS);
    const rss = rssOf(server);
    const { rows, figures } = rowsOf(setting, result, rss, firm, databaseNote);
    const s = summarise(result);
    log(
      `${setting}: ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, ${s.errors} errors, RSS ${rss.toFixed(0)} MiB, server CPU ${result.cpuSeconds.toFixed(0)} s, slowest ${(s.max / 1000).toFixed(1)} s`,
    );
    for (const sample of result.errorSamples.slice(0, 5)) log(`${setting}: error ${sample}`);
    if (second) rows.push(...(await second(server, firm, dataDir, figures)));
    return rows;
  } finally {
    await server.started.stop();
    keepLog(server.started.logFile);
  }
}

/** BENCH_LOAD_LOGS=<dir> keeps the servers' logs (request times included) there for a look after the run. */
function keepLog(file: string): void {
  const dir = process.env.BENCH_LOAD_LOGS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(file, path.join(dir, path.basename(file)));
}

/** BENCH_LOAD_DATABASES=PGlite (or PostgreSQL) runs one of the two for a quick try; both by default. */
const wanted = (database: 'PGlite' | 'PostgreSQL') =>
  (process.env.BENCH_LOAD_DATABASES ?? 'PGlite,PostgreSQL').split(',').includes(database);

async function run(context: BenchContext): Promise<Row[]> {
  const { log } = context;
  const rows: Row[] = [];
  if (wanted('PGlite')) {
    try {
      rows.push(...(await loadOne(context, 'PGlite', undefined, 'PGlite in a fresh DATA_DIR (the demo seed).')));
    } catch (error) {
      log(`PGlite: ${(error as Error).message}`);
      rows.push(...notMeasuredRows('PGlite', (error as Error).message));
    }
  }
  if (!wanted('PostgreSQL')) return rows;

  let postgres: TempPostgres | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  let databaseNote = 'PostgreSQL from DATABASE_URL.';
  let twoDone = false;
  try {
    if (!databaseUrl) {
      postgres = await startTempPostgres(log);
      databaseUrl = postgres.url;
      databaseNote = `PostgreSQL ${postgres.version}, a temporary cluster on 127.0.0.1 (default settings), fresh database (the demo seed).`;
    }
    const url = databaseUrl;
    rows.push(
      ...(await loadOne(context, 'PostgreSQL', url, databaseNote, async (first, firm, dataDir, one) => {
        // Issue 31: a second process on the same database and files; the same users, the same load, alternating.
        twoDone = true;
        try {
          const second = await startServer(context, 'PostgreSQL-2', dataDir, url, true);
          try {
            log(`PostgreSQL, 2 processes: ${USERS} users for ${SECONDS} s`);
            const result = await runLoad([first, second], firm, SECONDS);
            const rss = rssOf(first) + rssOf(second);
            const s = summarise(result);
            log(
              `PostgreSQL, 2 processes: ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, ${s.errors} errors`,
            );
            for (const sample of result.errorSamples.slice(0, 5)) log(`PostgreSQL, 2 processes: error ${sample}`);
            const note = `${databaseNote} Both processes share DATA_DIR (the files) and the database; the second started after the first load, on the first's build.`;
            return rowsOf('PostgreSQL, 2 processes', result, rss, firm, note, {
              name: 'same load, one process',
              figures: one,
            }).rows;
          } finally {
            await second.started.stop();
            keepLog(second.started.logFile);
          }
        } catch (error) {
          return notMeasuredRows('PostgreSQL, 2 processes', (error as Error).message);
        }
      })),
    );
  } catch (error) {
    log(`PostgreSQL: ${(error as Error).message}`);
    rows.push(...notMeasuredRows('PostgreSQL', (error as Error).message));
    if (!twoDone) rows.push(...notMeasuredRows('PostgreSQL, 2 processes', 'the one-process PostgreSQL run failed'));
  } finally {
    await postgres?.stop();
  }
  return rows;
}

export const load: Benchmark = { id: 'load', title: 'Load, 50 users', run };
