import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** The template database of a run (seedCache.ts makes it; the teardown drops it). */
export const templateName = (run: string) => `atelier_seed_${run}`;

/**
 * The unit project's global setup (vitest.config.ts): an empty directory for the run's seed, which the first server
 * test file that needs it fills (testing/seedCache.ts), so that a run without server tests seeds nothing. At the end
 * it removes the directory and, on PostgreSQL, the template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-seed-'));
  const run = randomBytes(6).toString('hex');
  project.provide('atelierSeedDir', dir);
  project.provide('atelierSeedRun', run);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query(`drop database if exists ${templateName(run)} with (force)`);
    } catch (error) {
      console.warn(`atelier: could not drop the seed template ${templateName(run)}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
  };
}
