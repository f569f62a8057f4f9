import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/index';
import { createLocalFileStore, type FileStore } from './storage/fileStore';
import { createS3FileStore } from './storage/s3Store';

/** The file store a configuration names: the local disk or an S3-compatible bucket. */
export function openFileStore(config: ServerConfig): FileStore {
  return config.storage.driver === 's3' ? createS3FileStore(config.storage) : createLocalFileStore(config.storage.root);
}

/** Where the files are, for the start-up line. */
export function describeStorage(config: ServerConfig): string {
  const storage = config.storage;
  if (storage.driver === 'local') return `files in ${storage.root}`;
  return `files in S3 bucket ${storage.bucket} at ${storage.endpoint ?? `AWS ${storage.region}`}`;
}

/** The database and the file store a configuration names. */
export async function openRuntime(config: ServerConfig): Promise<{ database: DatabaseHandle; files: FileStore }> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  return { database, files: openFileStore(config) };
}
