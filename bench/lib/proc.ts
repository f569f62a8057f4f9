import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export interface RunResult {
  code: number | null;
  /** stdout and stderr together (the last 200 000 characters). */
  output: string;
  seconds: number;
}

/** Runs a command to its end and collects its output; never throws on a failing exit code. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const timer = options.timeoutMs
      ? setTimeout(() => {
          output += `\n[bench] timed out after ${options.timeoutMs} ms`;
          killGroup(child.pid, 'SIGKILL');
        }, options.timeoutMs)
      : undefined;
    child.on('error', (error) => {
      output += `\n${error.message}`;
    });
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Started {
  child: ChildProcess;
  pid: number;
  logFile: string;
  hasExited(): boolean;
  exitCode(): number | null;
  /** SIGTERM to the process group this process leads, SIGKILL after 10 s. */
  stop(): Promise<void>;
}

const running = new Set<Started>();
const cleanups = new Set<() => Promise<void>>();

/** Registers something to undo if the run stops early (a PostgreSQL cluster); returns the unregister function. */
export function onCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Starts a long-running process in its own process group, its output appended to `logFile`. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): Started {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  let exited = false;
  let code: number | null = null;
  const done = new Promise<void>((resolve) => {
    child.on('exit', (exitCode) => {
      exited = true;
      code = exitCode;
      resolve();
    });
    child.on('error', () => {
      exited = true;
      resolve();
    });
  });
  const pid = child.pid ?? -1;
  const handle: Started = {
    child,
    pid,
    logFile: options.logFile,
    hasExited: () => exited,
    exitCode: () => code,
    async stop() {
      running.delete(handle);
      if (pid < 0) return;
      killGroup(pid, 'SIGTERM');
      const deadline = Date.now() + 10_000;
      while (groupAlive(pid) && Date.now() < deadline) await delay(100);
      if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
      await Promise.race([done, delay(2000)]);
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every process this harness started and has not stopped yet (on Ctrl-C or a crash). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((handle) => handle.stop()));
  const pending = [...cleanups];
  cleanups.clear();
  for (const cleanup of pending) await cleanup().catch(() => undefined);
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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

/** Waits until something accepts connections on the port; fails early when the process exits. */
export async function waitForPort(port: number, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.hasExited()) throw new Error(`the process exited (code ${started.exitCode()}) before listening`);
    if (await canConnect(port)) return;
    await delay(250);
  }
  throw new Error(`nothing listened on port ${port} within ${Math.round(timeoutMs / 1000)} s`);
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    // the process is gone
  }
  return children;
}

/** The processes under `pid` (children, their children ...), from /proc. */
export function descendantsOf(pid: number): number[] {
  const all: number[] = [];
  let level = [pid];
  while (level.length > 0) {
    level = level.flatMap(childrenOf);
    all.push(...level);
  }
  return all;
}

/** Inodes of the sockets listening on a TCP port (/proc/net/tcp and tcp6, state 0A). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function holdsSocket(pid: number, inodes: Set<string>): boolean {
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' });
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return true;
    }
  } catch {
    // gone, or not ours to read
  }
  return false;
}

/**
 * The process that serves the port under a launcher chain (pnpm -> tsx cli -> node): the one among `pid` and its
 * descendants holding the listening socket, or else the one with the most resident memory.
 */
export function listeningProcess(pid: number, port: number): number {
  const candidates = [pid, ...descendantsOf(pid)];
  const inodes = listeningInodes(port);
  const holder = candidates.find((candidate) => holdsSocket(candidate, inodes));
  if (holder !== undefined) return holder;
  return candidates.reduce((best, candidate) =>
    memoryOf(candidate).rssMiB > memoryOf(best).rssMiB ? candidate : best,
  );
}

/** Resident memory now and its peak (VmHWM), in MiB, from /proc. */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
    return { rssMiB: read('VmRSS'), peakMiB: read('VmHWM') };
  } catch {
    return { rssMiB: 0, peakMiB: 0 };
  }
}

/** The last lines of a text (a build's or a server's output), for a row's note. */
export function lastLines(text: string, count = 6): string {
  return text
    .trim()
    .split('\n')
    .slice(-count)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' | ')
    .slice(0, 600);
}

export function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
