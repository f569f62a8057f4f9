import { isIP } from 'node:net';
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** File bytes on the local disk under DATA_DIR; parts of uploads in progress next to them. */
export interface LocalStorageConfig {
  driver: 'local';
  root: string;
  /** Parts of multipart uploads until they are assembled. */
  partsDir: string;
}

/** File bytes in an S3-compatible bucket; multipart uploads go straight there through presigned part URLs. */
export interface S3StorageConfig {
  driver: 's3';
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both set, or both unset for the SDK's default credentials (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO and most emulators need it). */
  forcePathStyle: boolean;
}

/** Where file bytes live. */
export type StorageConfig = LocalStorageConfig | S3StorageConfig;

export interface ServerConfig {
  port: number;
  host: string;
  /** The database (PGlite) and the files live here unless DATABASE_URL or STORAGE_DRIVER=s3 say otherwise. */
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
  /** Drawings recognised at once by this process (0: none here, files stay queued). */
  recognitionWorkers: number;
  /** Queue the recycle bins' purge at start and every hour (RECYCLE_PURGE; the tests queue it themselves). */
  recyclePurge: boolean;
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For names the client. false (default): the connection's address is
   * the client's; true: any proxy; a number: that many proxies in front; a string: the proxies' addresses or CIDR
   * ranges, comma-separated. The per-address limits of login, SMS and captcha count by this address.
   */
  trustProxy: boolean | number | string;
  /** Who sends SMS verification codes (registration, phone login, password recovery). */
  sms: SmsConfig;
  /** Who answers for WeChat and DingTalk accounts (login and binding); both off by default. */
  social: SocialConfig;
  /**
   * `PDF_FONT`: the CJK font the server draws into PDFs (stamps, the proofreading report), a TrueType/OpenType file
   * or `file.ttc#face`; unset: Debian's fonts-wqy-microhei, else the seed subset with a warning (pdf/cjkFont.ts).
   */
  pdfFont: string | undefined;
  /**
   * `CLIENT_DOWNLOAD_URL` (the firm's download page of the desktop client, http or https) and
   * `CLIENT_DOWNLOAD_VERSION` (its latest version, optional): what the client-download dialog offers
   * (`getAppUrl`); unset, the call answers 50001 and the dialog says the link is not available.
   */
  clientDownload: { url: string; version: string } | undefined;
}

/**
 * `SMS_PROVIDER`: who sends verification codes. `outbox` (the default) sends nothing: each message goes to the server
 * log and the `sms_outbox` table (`pnpm --filter @atelier/server sms-outbox` prints the latest). `http` texts real
 * phones through the operator's SMS gateway: each message is POSTed as JSON `{ phone, text }` to `SMS_HTTP_URL`
 * (with `Authorization: Bearer SMS_HTTP_TOKEN` when set); any 2xx answer is sent. A carrier's own API is another
 * `SmsProvider` (sms/provider.ts) added to sms/index.ts with its name here.
 */
export type SmsConfig = { provider: 'outbox' } | { provider: 'http'; url: string; token?: string };

/**
 * `WECHAT_PROVIDER`, `DINGTALK_PROVIDER`: who turns a WeChat or DingTalk authorization code into the app's account.
 * `off` (the default): the app's login and binding calls answer 50001 该功能暂未开放 and the portal shows no button.
 * `dev`: the embedded development provider, which trusts codes of the form `dev:<account id>[:<nickname>]` (never
 * in production: NODE_ENV=production refuses it). `http`: the deployment's own bridge to the app's OAuth API, which
 * the server POSTs `{ code }` to at `<APP>_HTTP_URL` (with `Authorization: Bearer <APP>_HTTP_TOKEN` when set) and
 * which answers `{ externalId, nickname }` for a good code, 4xx for a bad one (social/provider.ts).
 */
export type SocialProviderConfig =
  | { provider: 'off' }
  | { provider: 'dev' }
  | { provider: 'http'; url: string; token?: string };
export interface SocialConfig {
  wechat: SocialProviderConfig;
  dingtalk: SocialProviderConfig;
}

/** A bad setting: the start stops with this message. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The settings of S3-compatible storage; read only with STORAGE_DRIVER=s3. */
export const S3_SETTINGS = [
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

const setting = (env: NodeJS.ProcessEnv, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

function readS3(env: NodeJS.ProcessEnv): S3StorageConfig {
  const bucket = setting(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET (the bucket that keeps the files)');
  const endpoint = setting(env, 'S3_ENDPOINT');
  if (endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(`S3_ENDPOINT must be a URL like https://s3.example.com, not "${endpoint}"`);
    }
  }
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials',
    );
  }
  return {
    driver: 's3',
    endpoint,
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readFlag('S3_FORCE_PATH_STYLE', setting(env, 'S3_FORCE_PATH_STYLE'), false),
  };
}

function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const driver = setting(env, 'STORAGE_DRIVER') ?? 'local';
  if (driver === 's3') return readS3(env);
  if (driver !== 'local') throw new ConfigError(`STORAGE_DRIVER must be "local" or "s3", not "${driver}"`);
  const s3Settings = S3_SETTINGS.filter((name) => setting(env, name) !== undefined);
  if (s3Settings.length > 0) {
    // Set but unused would keep files on the disk while the operator believes they are in the bucket.
    throw new ConfigError(
      `${s3Settings.join(', ')} ${s3Settings.length > 1 ? 'are' : 'is'} set but STORAGE_DRIVER is not "s3". ` +
        'Set STORAGE_DRIVER=s3 to keep files in the bucket, or unset them to keep files on the local disk.',
    );
  }
  return { driver: 'local', root: path.join(dataDir, 'files'), partsDir: path.join(dataDir, 'upload-parts') };
}

function readWorkers(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const workers = Number(value);
  if (!/^\d+$/.test(value) || workers > 8) {
    throw new ConfigError(`RECOGNITION_WORKERS must be a whole number from 0 to 8, not "${value}"`);
  }
  return workers;
}

function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '') return false;
  const lower = value.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  };
  if (entries.some((entry) => !valid(entry))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of proxies, or proxy addresses (IP or CIDR, comma-separated), not "${value}"`,
    );
  }
  return entries.join(',');
}

const SMS_PROVIDERS: readonly SmsConfig['provider'][] = ['outbox', 'http'];

function readSms(env: NodeJS.ProcessEnv): SmsConfig {
  const value = env.SMS_PROVIDER?.trim();
  if (value === undefined || value === '') return { provider: 'outbox' };
  const provider = SMS_PROVIDERS.find((name) => name === value.toLowerCase());
  if (!provider) {
    throw new ConfigError(
      `SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, not "${value}" (outbox: codes go to the server log and the sms_outbox table)`,
    );
  }
  if (provider === 'outbox') return { provider };
  const url = env.SMS_HTTP_URL?.trim() ?? '';
  const href = httpAddress(url);
  if (!href) {
    throw new ConfigError(`SMS_PROVIDER=http needs SMS_HTTP_URL, the SMS gateway's http(s) address, not "${url}"`);
  }
  const token = env.SMS_HTTP_TOKEN?.trim();
  return { provider, url: href, ...(token ? { token } : {}) };
}

/** The address, normalised, when it is an http(s) URL; null otherwise. */
function httpAddress(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const SOCIAL_PROVIDERS: readonly SocialProviderConfig['provider'][] = ['off', 'dev', 'http'];

function readSocialProvider(env: NodeJS.ProcessEnv, app: 'WECHAT' | 'DINGTALK'): SocialProviderConfig {
  const value = env[`${app}_PROVIDER`]?.trim();
  if (value === undefined || value === '') return { provider: 'off' };
  const provider = SOCIAL_PROVIDERS.find((name) => name === value.toLowerCase());
  if (!provider) {
    throw new ConfigError(
      `${app}_PROVIDER must be one of ${SOCIAL_PROVIDERS.join(', ')}, not "${value}" (off: no ${app.toLowerCase()} login)`,
    );
  }
  if (provider === 'off') return { provider };
  if (provider === 'dev') {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError(`${app}_PROVIDER=dev trusts made-up codes and is for development only, not production`);
    }
    return { provider };
  }
  const url = env[`${app}_HTTP_URL`]?.trim() ?? '';
  const href = httpAddress(url);
  if (!href) {
    throw new ConfigError(
      `${app}_PROVIDER=http needs ${app}_HTTP_URL, the OAuth bridge's http(s) address, not "${url}"`,
    );
  }
  const token = env[`${app}_HTTP_TOKEN`]?.trim();
  return { provider, url: href, ...(token ? { token } : {}) };
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

function readClientDownload(env: NodeJS.ProcessEnv): ServerConfig['clientDownload'] {
  const url = setting(env, 'CLIENT_DOWNLOAD_URL');
  const version = setting(env, 'CLIENT_DOWNLOAD_VERSION') ?? '';
  if (url === undefined) {
    if (version) throw new ConfigError('CLIENT_DOWNLOAD_VERSION is set but CLIENT_DOWNLOAD_URL is not');
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new ConfigError(`CLIENT_DOWNLOAD_URL must be a URL like https://example.com/download, not "${url}"`);
  }
  return { url, version };
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
    recognitionWorkers: readWorkers(env.RECOGNITION_WORKERS?.trim()),
    recyclePurge: readFlag('RECYCLE_PURGE', env.RECYCLE_PURGE, true),
    trustProxy: readTrustProxy(env.TRUST_PROXY?.trim()),
    sms: readSms(env),
    social: { wechat: readSocialProvider(env, 'WECHAT'), dingtalk: readSocialProvider(env, 'DINGTALK') },
    pdfFont: env.PDF_FONT?.trim() ? path.resolve(base, env.PDF_FONT.trim()) : undefined,
    clientDownload: readClientDownload(env),
  };
}
