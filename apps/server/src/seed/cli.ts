/**
 * `pnpm seed`: creates the demo firm in the configured database (DATA_DIR or DATABASE_URL) when it is empty.
 * `pnpm seed --reset`: removes every row and the stored files first, then seeds.
 */
import { rm } from 'node:fs/promises';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '@atelier/api/seed';
import { readConfig } from '../config';
import { removeStoredObjects, wipeDatabase } from '../db/index';
import { openRuntime } from '../runtime';
import { isDatabaseEmpty, seedDemo } from './seed';

const reset = process.argv.includes('--reset');
try {
  const config = readConfig();
  if (reset && config.storage.driver === 'local') {
    await rm(config.storage.root, { recursive: true, force: true });
    await rm(config.storage.partsDir, { recursive: true, force: true });
  }
  const { database, files } = await openRuntime(config);
  try {
    if (reset) {
      // In a bucket only the objects the database names go: the bucket may hold other things.
      if (config.storage.driver === 's3') await removeStoredObjects(database.db, files);
      await wipeDatabase(database.db);
      console.log('seed: removed every row and stored file');
    }
    if (!(await isDatabaseEmpty(database.db))) {
      console.log('seed: the database already has data; nothing done (pnpm seed --reset starts over)');
    } else {
      await seedDemo(database.db, files, { log: (message) => console.log(`seed: ${message}`) });
      const logins = DEMO_PEOPLE.slice(0, 2).map((p) => `${p.key} (${p.realname})`);
      console.log(`seed: done. Log in as ${logins.join(' or ')} with password ${DEMO_PASSWORD}`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
