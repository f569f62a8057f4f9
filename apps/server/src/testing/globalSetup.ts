import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** The template database of a run (seedCache.ts makes it; the teardown drops it). */
export const templateName = (run: string) => `atelier_seed_${run}`;

/** The run's seed, shared by the server's test projects (each runs its global setup) in vitest's main process. */
interface SharedSeed {
  dir: string;
  run: string;
  /** The projects still running. */
  users: number;
}
const shared = globalThis as typeof globalThis & { atelierSeed?: Promise<SharedSeed> };

/**
 * The server test projects' global setup (vitest.config.ts): an empty directory for the run's seed, which the first
 * server test file that needs it fills (testing/seedCache.ts), so that a run without server tests seeds nothing.
 * Both projects get the same directory, so the demo firm is seeded once per run. When the last project ends it
 * removes the directory and, on PostgreSQL, the template database.
 */
export default async function setup(project: TestProject) {
  shared.atelierSeed ??= (async () => ({
    dir: await mkdtemp(path.join(tmpdir(), 'atelier-seed-')),
    run: randomBytes(6).toString('hex'),
    users: 0,
  }))();
  const seed = await shared.atelierSeed;
  seed.users += 1;
  project.provide('atelierSeedDir', seed.dir);
  project.provide('atelierSeedRun', seed.run);
  return async () => {
    seed.users -= 1;
    if (seed.users > 0) return;
    shared.atelierSeed = undefined;
    await rm(seed.dir, { recursive: true, force: true });
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query(`drop database if exists ${templateName(seed.run)} with (force)`);
    } catch (error) {
      console.warn(`atelier: could not drop the seed template ${templateName(seed.run)}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
  };
}
