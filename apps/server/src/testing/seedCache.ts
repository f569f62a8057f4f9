import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/index';
import * as schema from '../db/schema';
import { type SeedIds, seedDemo } from '../seed/seed';
import { createLocalFileStore } from '../storage/fileStore';
import { templateName } from './globalSetup';

/**
 * The demo firm seeded once per vitest run and copied for each server test file (issue 20): migrating and seeding
 * take seconds per file, copying a fraction of one. testing/globalSetup.ts provides an empty directory for the run
 * (and removes it at the end); the first test file that asks for the seed makes it there, under a lock, and the
 * others wait for it, then copy it:
 *   - PGlite: a dump of the data directory (`dumpDataDir`), loaded into each file's database (`loadDataDir`);
 *   - PostgreSQL: a template database, copied by `create database ... template`;
 *   - both: the file store's directory (the drawings' bytes) and the seed's ids as JSON.
 * Without the global setup (another vitest config), or with ATELIER_TEST_SEED=fresh, each file seeds its own.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seed directory (testing/globalSetup.ts). */
    atelierSeedDir: string;
    /** A name unique to the run, for the PostgreSQL template database. */
    atelierSeedRun: string;
  }
}

export interface SeededState {
  ids: SeedIds;
  /** The seeded local file store's root, to copy. */
  filesDir: string;
  /** PGlite: the data directory's tarball. */
  dump?: string;
  /** PostgreSQL: the template database. */
  template?: string;
}

/** What state.json holds; the rest are files beside it. */
interface Saved {
  ids: SeedIds;
  template?: string;
}
const STATE = 'state.json';
const FILES = 'files';
const DUMP = 'pgdata.tar';

/** apps/server/drizzle, as db/index.ts finds it. */
const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The run's seed directory, or null when this file seeds its own. */
function seedDir(): { dir: string; run: string } | null {
  if (process.env.ATELIER_TEST_SEED === 'fresh') return null;
  const dir = inject('atelierSeedDir');
  const run = inject('atelierSeedRun');
  return dir && run ? { dir, run } : null;
}

/**
 * PGlite as db/index.ts opens it (drizzle, then the migrations: none is left to run on a seeded copy), optionally
 * starting from a data directory's tarball.
 */
export async function openPglite(options: { dir?: string; load?: Blob }): Promise<DatabaseHandle & { client: PGlite }> {
  let client: PGlite;
  if (options.dir) {
    await mkdir(options.dir, { recursive: true });
    client = new PGlite(options.dir, { loadDataDir: options.load });
  } else {
    client = new PGlite({ loadDataDir: options.load });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: 'pglite', client, close: () => client.close() };
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database's URL on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and seeds into `staging`: files/ (the local file store), state.json, and pgdata.tar or a template. */
async function makeSeed(staging: string, run: string): Promise<void> {
  const files = createLocalFileStore(path.join(staging, FILES));
  const adminUrl = process.env.DATABASE_URL;
  let saved: Saved;
  if (adminUrl) {
    const template = templateName(run);
    // A seeder that died half-way may have left it.
    await admin(adminUrl, async (client) => {
      await client.query(`drop database if exists ${template} with (force)`);
      await client.query(`create database ${template}`);
    });
    const database = await openDatabase({ url: databaseUrl(adminUrl, template), dataDir: staging });
    try {
      saved = { ids: await seedDemo(database.db, files), template };
    } finally {
      // `create database ... template` needs the template without connections.
      await database.close();
    }
  } else {
    const database = await openPglite({});
    try {
      const ids = await seedDemo(database.db, files);
      // Written out, so that a copy starts without replaying the seed from the WAL.
      await database.client.exec('CHECKPOINT');
      const dump = await database.client.dumpDataDir('none');
      await writeFile(path.join(staging, DUMP), new Uint8Array(await dump.arrayBuffer()));
      saved = { ids };
    } finally {
      await database.close();
    }
  }
  await writeFile(path.join(staging, STATE), JSON.stringify(saved));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner died without removing it (a seeder's process killed half-way). */
async function staleLock(lock: string): Promise<boolean> {
  try {
    const owner = Number(await readFile(path.join(lock, 'owner'), 'utf8'));
    return owner !== process.pid && !alive(owner);
  } catch {
    // Taken, but the owner not yet written: stale only if it stays so.
    try {
      return Date.now() - (await stat(lock)).mtimeMs > 60_000;
    } catch {
      return false;
    }
  }
}

/**
 * The run's seeded state: made by the first caller of the run (one per database kind), read by the others. Null when
 * this file is to seed its own database (no global setup, or ATELIER_TEST_SEED=fresh).
 */
export async function runSeed(): Promise<SeededState | null> {
  const where = seedDir();
  if (!where) return null;
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const ready = path.join(where.dir, kind);
  const lock = path.join(where.dir, `${kind}.lock`);
  for (;;) {
    try {
      const saved = JSON.parse(await readFile(path.join(ready, STATE), 'utf8')) as Saved;
      return {
        ids: saved.ids,
        filesDir: path.join(ready, FILES),
        dump: saved.template ? undefined : path.join(ready, DUMP),
        template: saved.template,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let mine = false;
    try {
      await mkdir(lock);
      mine = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!mine) {
      if (await staleLock(lock)) await rm(lock, { recursive: true, force: true });
      else await sleep(200);
      continue;
    }
    try {
      await writeFile(path.join(lock, 'owner'), String(process.pid));
      const staging = path.join(where.dir, `${kind}.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
      try {
        await makeSeed(staging, where.run);
        await rename(staging, ready);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** A copy of the seeded PGlite database, in memory or in `dir` (a restart finds it there again). */
export async function loadSeededPglite(state: SeededState, dir?: string): Promise<DatabaseHandle> {
  if (!state.dump) throw new Error('The run was seeded on PostgreSQL, not PGlite');
  return openPglite({ dir, load: await openAsBlob(state.dump) });
}
