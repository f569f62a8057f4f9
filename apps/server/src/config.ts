import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Where file bytes live. Only the local disk exists today; S3-compatible storage is reserved (see README). */
export type StorageConfig = { driver: 'local'; root: string };

export interface ServerConfig {
  port: number;
  host: string;
  /** The database (PGlite) and the files live here unless DATABASE_URL or S3 say otherwise. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  storage: StorageConfig;
  portalDir: string;
  logLevel: LogLevel;
  /** Check every answer against the endpoint's response schema (tests and development; off in production). */
  checkResponses: boolean;
  /** Create the demo firm when the database is empty. */
  seedOnEmpty: boolean;
}

/** A bad setting: the start stops with this message. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The S3 settings the upload issue will read. Setting any of them today stops the start (see README). */
export const RESERVED_S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, not "${value}"`);
  }
  return port;
}

function readDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL must be a URL like postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, not "${url.protocol}//"`);
  }
  if (!url.hostname) throw new ConfigError('DATABASE_URL has no host');
  return value;
}

function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = (env.STORAGE_DRIVER ?? 'local').trim() || 'local';
  const s3Settings = RESERVED_S3_SETTINGS.filter((name) => env[name] !== undefined && env[name] !== '');
  if (driver === 's3' || s3Settings.length > 0) {
    const named = driver === 's3' ? ['STORAGE_DRIVER=s3', ...s3Settings] : s3Settings;
    throw new ConfigError(
      `S3-compatible storage is not available in this version (set: ${named.join(', ')}). ` +
        'Unset these settings to keep files on the local disk under DATA_DIR.',
    );
  }
  if (driver !== 'local') throw new ConfigError(`STORAGE_DRIVER must be "local" (or, later, "s3"), not "${driver}"`);
  return { driver: 'local', root: path.join(dataDir, 'files') };
}

function readLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  }
  return value as LogLevel;
}

function readFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, not "${value}"`);
}

/**
 * Reads settings from the environment; a bad one throws a {@link ConfigError} with a clear message.
 * Relative paths are taken from where the command was typed (pnpm's INIT_CWD), so `pnpm start` at the root keeps
 * its data in `./data` at the root.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const base = env.INIT_CWD ?? process.cwd();
  const dataDirSetting = env.DATA_DIR ?? './data';
  if (dataDirSetting.trim() === '') throw new ConfigError('DATA_DIR must not be empty');
  const dataDir = path.resolve(base, dataDirSetting);
  const production = env.NODE_ENV === 'production';
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    storage: readStorage(env, dataDir),
    portalDir: path.resolve(import.meta.dirname, '../../portal/dist'),
    logLevel: readLogLevel(env.LOG_LEVEL),
    checkResponses: readFlag('CHECK_RESPONSES', env.CHECK_RESPONSES, !production),
    seedOnEmpty: readFlag('SEED_ON_EMPTY', env.SEED_ON_EMPTY, true),
  };
}
