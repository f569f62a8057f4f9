import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, lastLines, onCleanup, runCommand } from './proc';

export interface TempPostgres {
  url: string;
  version: string;
  stop(): Promise<void>;
}

/** A PostgreSQL binary from PATH or Debian's /usr/lib/postgresql/<version>/bin. */
function findBinary(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const candidate = path.join(debian, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Starts a throw-away PostgreSQL cluster on a free loopback port (initdb, pg_ctl, createdb), as toolchain.md
 * describes: as root, the commands run as the `postgres` user. Throws with the reason when that is not possible.
 */
export async function startTempPostgres(log: (message: string) => void): Promise<TempPostgres> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const createdb = findBinary('createdb');
  if (!initdb || !pgCtl || !createdb) {
    throw new Error(
      'PostgreSQL is not installed (no initdb/pg_ctl/createdb; apt-get install -y postgresql) and DATABASE_URL is not set',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-pg-'));
  const wrap = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const step = async (command: string, args: string[]) => {
    const [bin, argv] = wrap(command, args);
    const result = await runCommand(bin, argv, { cwd: dir, timeoutMs: 120_000 });
    if (result.code !== 0) throw new Error(`${path.basename(command)} failed: ${lastLines(result.output, 3)}`);
    return result.output;
  };
  let started = false;
  const stop = async () => {
    if (started) await step(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = onCleanup(stop);
  try {
    await step(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '-N']);
    await step(pgCtl, [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir}`,
      'start',
    ]);
    started = true;
    await step(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'atelier_bench']);
    const version = (await step(initdb, ['--version'])).trim().replace(/^initdb \(PostgreSQL\)\s*/, '');
    log(`PostgreSQL ${version} on 127.0.0.1:${port} (temporary cluster)`);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/atelier_bench`,
      version,
      stop: async () => {
        unregister();
        await stop();
      },
    };
  } catch (error) {
    unregister();
    await stop();
    throw error;
  }
}
