import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, ClientAgent, HeaderNames } from '@atelier/api';
import { createApiClient, isApiError } from '@atelier/api/client';
import autocannon from 'autocannon';
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
import { type BenchContext, type Benchmark, measured, notMeasured, type Row, type Target, under } from '../lib/types';

const CONNECTIONS = 50;
/** BENCH_SERVER_SECONDS shortens the load for a quick try; the figures in the README are from the full 20 s. */
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
/** autocannon's default: a request that takes longer counts as a timeout, not in the latency. */
const REQUEST_TIMEOUT_SECONDS = 10;
/** The demo firm's administrator (apps/server seeds it on an empty database); override with BENCH_USERNAME/PASSWORD. */
const USERNAME = process.env.BENCH_USERNAME ?? 'chenjianguo';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Atelier2026';

const BARE = 'bare Fastify route, same body';
const p99Target = under(100, 'figure', '< 100 ms');

type DatabaseKind = 'PGlite' | 'PostgreSQL';

interface Load {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Endpoint {
  key: 'files' | 'todo';
  label: string;
  url?: string;
  /** Why the endpoint is not loaded. */
  skip?: string;
  describe?: string;
}

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: REQUEST_TIMEOUT_SECONDS });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * A warm-up on one connection (JIT, caches, the database's buffers) that leaves no backlog behind: a warm-up with 50
 * connections would leave up to 50 requests queued in a slow server when the measured run starts.
 */
async function warmAndLoad(url: string, headers: Record<string, string>): Promise<Load> {
  await load(url, headers, WARMUP_SECONDS, 1);
  return load(url, headers, SECONDS);
}

const loadNote = (result: Load) =>
  `${result.requests.toLocaleString('en-US')} requests completed in ${SECONDS} s` +
  (result.non2xx + result.errors + result.timeouts > 0
    ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
    : ', all 2xx');

const rowNames = (endpoint: Endpoint['label'], kind: DatabaseKind) => ({
  rps: `Server ${endpoint} req/s (${kind})`,
  p99: `Server ${endpoint} p99 (${kind})`,
});
const memoryName = (kind: DatabaseKind) => `Server RSS after load (${kind})`;

const ENDPOINT_LABELS = { files: 'file list', todo: 'to-do list' } as const;

function allNotMeasured(kind: DatabaseKind, reason: string): Row[] {
  const rows: Row[] = [];
  for (const label of Object.values(ENDPOINT_LABELS)) {
    const names = rowNames(label, kind);
    rows.push(notMeasured({ name: names.rps, unit: 'req/s', alternative: BARE, reason }));
    rows.push(
      notMeasured({
        name: names.p99,
        unit: 'ms',
        alternative: BARE,
        ...(kind === 'PostgreSQL' ? { target: p99Target } : {}),
        reason,
      }),
    );
  }
  rows.push(notMeasured({ name: memoryName(kind), unit: 'MiB', alternative: 'bare Fastify process', reason }));
  return rows;
}

interface Baseline {
  load: Load;
  rssMiB: number;
}

interface ServerRun {
  kind: DatabaseKind;
  startSeconds: number;
  endpoints: { endpoint: Endpoint; load?: Load }[];
  rssMiB: number;
  peakMiB: number;
  /** The file list's answer, for the bare route to send the same bytes. */
  filesBody?: string;
}

/** Starts apps/server as `pnpm start` would, logs in through the real API, loads each endpoint, reads its memory. */
async function measureServer(
  context: BenchContext,
  kind: DatabaseKind,
  databaseUrl: string | undefined,
): Promise<ServerRun> {
  const { root, workDir, log } = context;
  const port = await freePort();
  const dataDir = path.join(workDir, `data-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const began = performance.now();
  const server: Started = startProcess('pnpm', ['--filter', '@atelier/server', 'start'], {
    cwd: root,
    env,
    logFile: path.join(workDir, `server-${kind}.log`),
  });
  try {
    try {
      await waitForPort(port, server, 300_000);
    } catch (error) {
      throw new Error(
        `the server did not start: ${(error as Error).message}: ${lastLines(readLog(server.logFile), 3)}`,
      );
    }
    const startSeconds = (performance.now() - began) / 1000;
    log(`${kind}: server listening after ${startSeconds.toFixed(1)} s (first start: migrations and demo seed)`);

    const session = { token: '', enterpriseId: '', userId: '' };
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      getToken: () => session.token,
      getEnterpriseId: () => session.enterpriseId,
      getUserId: () => session.userId,
      userAgent: ClientAgent.Web,
    });
    const login = await client.auth.login({ username: USERNAME, password: PASSWORD });
    session.token = login.token;
    session.userId = login.userInfo.userId;
    session.enterpriseId = login.userInfo.curEnterpriseId ?? login.enterpriseVoList[0]?.enterpriseId ?? '';
    const headers: Record<string, string> = {
      [HeaderNames.Token]: session.token,
      [HeaderNames.Enterprise]: session.enterpriseId,
      [HeaderNames.UserId]: session.userId,
      [HeaderNames.UserAgent]: ClientAgent.Web,
    };

    const endpoints: Endpoint[] = [];
    let filesBody: string | undefined;
    // The file list: the root of the user's first project, a page of 50, as the project directory opens.
    try {
      const projects = await client.project.list({ enterpriseId: session.enterpriseId, pageNum: 1, pageSize: 50 });
      const project = projects.pageInfo.list[0];
      if (!project) throw new Error(`${USERNAME} sees no project`);
      const params = { projectId: project.id, parentId: '0', pageNum: 1, pageSize: 50 };
      const page = await client.files.list(params);
      const url = client.url(api.files.list, params);
      filesBody = await (await fetch(url, { headers })).text();
      endpoints.push({
        key: 'files',
        label: ENDPOINT_LABELS.files,
        url,
        describe: `${api.files.list.id} (root of "${project.name}", ${page.list.length} entries, ${filesBody.length} bytes)`,
      });
    } catch (error) {
      endpoints.push({ key: 'files', label: ENDPOINT_LABELS.files, skip: `not served: ${(error as Error).message}` });
    }
    // The approval to-do list, when the server answers it (a later issue implements it).
    try {
      const params = { pageNum: 1, pageSize: 50 };
      const page = await client.approval.todoList(params);
      endpoints.push({
        key: 'todo',
        label: ENDPOINT_LABELS.todo,
        url: client.url(api.approval.todoList, params),
        describe: `${api.approval.todoList.id} (page of 50, ${page.list.length} entries)`,
      });
    } catch (error) {
      const reason = isApiError(error)
        ? `the server answers ${error.code ?? error.kind} ${error.message}`
        : (error as Error).message;
      endpoints.push({ key: 'todo', label: ENDPOINT_LABELS.todo, skip: `not served yet: ${reason}` });
    }

    const loaded: ServerRun['endpoints'] = [];
    for (const endpoint of endpoints) {
      if (!endpoint.url) {
        loaded.push({ endpoint });
        continue;
      }
      log(`${kind}: ${endpoint.describe}: ${WARMUP_SECONDS} s warm-up on 1 connection, ${SECONDS} s on ${CONNECTIONS}`);
      const result = await warmAndLoad(endpoint.url, headers);
      log(`${kind}: ${endpoint.label}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${loadNote(result)}`);
      loaded.push({ endpoint, load: result });
    }
    const memory = memoryOf(listeningProcess(server.pid, port));
    return {
      kind,
      startSeconds,
      endpoints: loaded,
      rssMiB: memory.rssMiB,
      peakMiB: memory.peakMiB,
      ...(filesBody ? { filesBody } : {}),
    };
  } finally {
    await server.stop();
  }
}

async function measureBaseline(context: BenchContext, body: string | undefined): Promise<Baseline> {
  const { root, workDir, log } = context;
  const port = await freePort();
  const bodyFile = path.join(workDir, 'bare-body.json');
  writeFileSync(
    bodyFile,
    body ?? JSON.stringify({ success: true, code: 200, message: 'ok', result: { list: [], total: 0 } }),
  );
  const route = '/bench';
  const bare = startProcess(
    'node',
    [path.resolve(import.meta.dirname, '../fixtures/bare-fastify.mjs'), String(port), bodyFile, route],
    { cwd: root, logFile: path.join(workDir, 'bare-fastify.log') },
  );
  try {
    await waitForPort(port, bare, 30_000);
    const result = await warmAndLoad(`http://127.0.0.1:${port}${route}`, {});
    log(`bare Fastify: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${loadNote(result)}`);
    return { load: result, rssMiB: memoryOf(listeningProcess(bare.pid, port)).rssMiB };
  } finally {
    await bare.stop();
  }
}

function rowsOf(run: ServerRun, baseline: Baseline | undefined, databaseNote: string): Row[] {
  const rows: Row[] = [];
  const bareNote = baseline ? `; bare route ${loadNote(baseline.load)}` : '; the bare route could not be measured';
  for (const { endpoint, load: result } of run.endpoints) {
    const names = rowNames(endpoint.label, run.kind);
    const target: Target | undefined = run.kind === 'PostgreSQL' ? p99Target : undefined;
    if (!result) {
      const reason = endpoint.skip ?? 'not loaded';
      rows.push(notMeasured({ name: names.rps, unit: 'req/s', alternative: BARE, reason }));
      rows.push(notMeasured({ name: names.p99, unit: 'ms', alternative: BARE, ...(target ? { target } : {}), reason }));
      continue;
    }
    const note = `${endpoint.describe}, ${CONNECTIONS} connections on 127.0.0.1 after a ${WARMUP_SECONDS} s warm-up on one, autocannon in the bench process, ${REQUEST_TIMEOUT_SECONDS} s request timeout; ${loadNote(result)}${bareNote}. ${databaseNote}`;
    rows.push(
      measured({
        name: names.rps,
        figure: result.rps,
        unit: 'req/s',
        alternative: BARE,
        alternativeFigure: baseline?.load.rps ?? null,
        digits: 0,
        note,
      }),
    );
    if (result.requests === 0) {
      const reason = `no request completed in ${SECONDS} s (${result.timeouts} timed out after ${REQUEST_TIMEOUT_SECONDS} s)`;
      rows.push(notMeasured({ name: names.p99, unit: 'ms', alternative: BARE, ...(target ? { target } : {}), reason }));
      continue;
    }
    rows.push(
      measured({
        name: names.p99,
        figure: result.p99,
        unit: 'ms',
        alternative: BARE,
        alternativeFigure: baseline?.load.p99 ?? null,
        ...(target ? { target } : {}),
        digits: 0,
      }),
    );
  }
  rows.push(
    measured({
      name: memoryName(run.kind),
      figure: run.rssMiB,
      unit: 'MiB',
      alternative: 'bare Fastify process',
      alternativeFigure: baseline?.rssMiB ?? null,
      digits: 0,
      note: `VmRSS of the server's node process (the one listening on the port) after the load (peak ${run.peakMiB.toFixed(0)} MiB); server started in ${run.startSeconds.toFixed(1)} s with migrations and the demo seed.`,
    }),
  );
  return rows;
}

async function run(context: BenchContext): Promise<Row[]> {
  const { log } = context;
  const common = 'NODE_ENV=production (no response checking), request logging at info to a file.';
  const rows: Row[] = [];

  let pglite: ServerRun | undefined;
  try {
    pglite = await measureServer(context, 'PGlite', undefined);
  } catch (error) {
    rows.push(...allNotMeasured('PGlite', (error as Error).message));
  }

  let baseline: Baseline | undefined;
  try {
    baseline = await measureBaseline(context, pglite?.filesBody);
  } catch (error) {
    log(`bare Fastify could not be measured: ${(error as Error).message}`);
  }
  if (pglite) rows.push(...rowsOf(pglite, baseline, `PGlite in a fresh DATA_DIR. ${common}`));

  let postgres: TempPostgres | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  let databaseNote = 'PostgreSQL from DATABASE_URL.';
  try {
    if (!databaseUrl) {
      postgres = await startTempPostgres(log);
      databaseUrl = postgres.url;
      databaseNote = `PostgreSQL ${postgres.version}, a temporary cluster on 127.0.0.1 (default settings), fresh database.`;
    }
    const result = await measureServer(context, 'PostgreSQL', databaseUrl);
    rows.push(...rowsOf(result, baseline, `${databaseNote} ${common}`));
  } catch (error) {
    rows.push(...allNotMeasured('PostgreSQL', (error as Error).message));
  } finally {
    await postgres?.stop();
  }
  return rows;
}

export const server: Benchmark = { id: 'server', title: 'Server', run };
