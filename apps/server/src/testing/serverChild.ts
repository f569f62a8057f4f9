import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { type AnyEndpoint, ClientAgent, HeaderNames } from '@atelier/api';
import { type CallOptions, type Envelope, requestFor } from './harness';

/**
 * The real server as a child process (its production build, `node dist/main.js`), for the fault tests: killed with
 * SIGKILL at a chosen moment and started again on the same data, as a crashed server would be. Requests go over
 * HTTP, as the portal's client sends them.
 */

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** The server built as production runs it (build.mjs), in a folder of its own: answers its main.js and how to remove it. */
export async function buildServer(): Promise<{ main: string; remove: () => Promise<void> }> {
  // Inside apps/server, where Node finds the external packages; not dist/, which the end-to-end run builds.
  const outdir = path.join(serverRoot, 'node_modules', '.cache', `atelier-server-${randomBytes(4).toString('hex')}`);
  await promisify(execFile)(process.execPath, [path.join(serverRoot, 'build.mjs'), '--outdir', outdir], {
    cwd: serverRoot,
  });
  return { main: path.join(outdir, 'main.js'), remove: () => rm(outdir, { recursive: true, force: true }) };
}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerChildOptions {
  /** The bundle's main.js ({@link buildServer}). */
  main: string;
  dataDir: string;
  /** PostgreSQL; PGlite in `dataDir` when undefined. */
  databaseUrl: string | undefined;
  recognitionWorkers?: number;
}

export interface ServerChild {
  /** http://127.0.0.1:port */
  origin: string;
  /** Calls an endpoint as the portal's client does; the envelope of a JSON answer. */
  call(endpoint: AnyEndpoint, data?: Record<string, unknown>, options?: CallOptions): Promise<Envelope>;
  /** SIGKILL: no shutdown, nothing flushed or closed. Answers once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown. Answers once the process is gone. */
  stop(): Promise<void>;
}

/** Starts the server on the data and waits until it answers /healthz (or fails with what it printed). */
export async function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', options.main], {
    cwd: serverRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: 'true',
      RECOGNITION_WORKERS: String(options.recognitionWorkers ?? 2),
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  // Until it answers, or it stops; a server that neither answers nor stops is stopped by the test's own timeout.
  for (;;) {
    if (gone) throw new Error(`the server child stopped before it answered:\n${output}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const end = async (signal: NodeJS.Signals) => {
    if (gone) return;
    child.kill(signal);
    await exited;
  };
  return {
    origin,
    call: async (endpoint, data = {}, callOptions = {}) => {
      const headers: Record<string, string> = { [HeaderNames.UserAgent]: ClientAgent.Web, ...callOptions.headers };
      if (callOptions.token) headers[HeaderNames.Token] = callOptions.token;
      if (callOptions.enterpriseId) headers[HeaderNames.Enterprise] = callOptions.enterpriseId;
      const request = requestFor(endpoint, data);
      if (request.payload) headers['content-type'] = 'application/json';
      const response = await fetch(`${origin}${request.url}`, {
        method: request.method,
        headers,
        body: request.payload ? JSON.stringify(request.payload) : undefined,
      });
      const text = await response.text();
      if (!response.headers.get('content-type')?.includes('json')) {
        throw new Error(`${request.method} ${request.url}: HTTP ${response.status} ${text.slice(0, 200)}`);
      }
      return JSON.parse(text) as Envelope;
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
