import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/index';
import { createLocalFileStore, type FileStore } from './storage/fileStore';

/** The database and the file store a configuration names. */
export async function openRuntime(config: ServerConfig): Promise<{ database: DatabaseHandle; files: FileStore }> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const files = createLocalFileStore(config.storage.root);
  return { database, files };
}
