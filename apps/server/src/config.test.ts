import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const base = { INIT_CWD: '/srv/atelier' } as NodeJS.ProcessEnv;

describe('readConfig', () => {
  it('defaults: port 8080, ./data where the command was typed, PGlite, local files', () => {
    const config = readConfig(base);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/atelier/data',
      databaseUrl: undefined,
      storage: {
        driver: 'local',
        root: path.join('/srv/atelier/data', 'files'),
        partsDir: path.join('/srv/atelier/data', 'upload-parts'),
      },
      logLevel: 'info',
      checkResponses: true,
      seedOnEmpty: true,
      trustProxy: false,
    });
  });

  it('reads TRUST_PROXY: a flag, a number of proxies, or their addresses', () => {
    expect(readConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ ...base, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(readConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toBe(
      '10.0.0.1,192.168.0.0/16,::1',
    );
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, LOG_LEVEL and the flags', () => {
    const config = readConfig({
      ...base,
      PORT: '9000',
      DATA_DIR: '/var/lib/atelier',
      DATABASE_URL: 'postgres://atelier:secret@db.internal:5432/atelier',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_ON_EMPTY: 'false',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/atelier',
      databaseUrl: 'postgres://atelier:secret@db.internal:5432/atelier',
      logLevel: 'warn',
      checkResponses: false,
      seedOnEmpty: false,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 1 to 65535, not "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535, not "70000"'],
    [{ PORT: '80.5' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
    [{ DATA_DIR: ' ' }, 'DATA_DIR must not be empty'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ CHECK_RESPONSES: 'maybe' }, 'CHECK_RESPONSES must be true or false'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY must be true, false, a number of proxies, or proxy addresses'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be "local" or "s3", not "ftp"'],
    [{ STORAGE_DRIVER: 's3' }, 'STORAGE_DRIVER=s3 needs S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'drawings', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be a URL'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'drawings', S3_ACCESS_KEY_ID: 'AKIA' }, 'set both, or neither'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'drawings', S3_FORCE_PATH_STYLE: 'sure' }, 'S3_FORCE_PATH_STYLE must be'],
  ])('stops on a bad setting %o with a clear message', (setting, message) => {
    expect(() => readConfig({ ...base, ...setting })).toThrow(ConfigError);
    expect(() => readConfig({ ...base, ...setting })).toThrow(message);
  });

  it('reads S3-compatible storage with STORAGE_DRIVER=s3', () => {
    const config = readConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'cn-east-1',
      S3_BUCKET: 'drawings',
      S3_ACCESS_KEY_ID: 'atelier',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-east-1',
      bucket: 'drawings',
      accessKeyId: 'atelier',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, the default region and credentials, virtual-hosted style.
    expect(readConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'drawings' }).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'drawings',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('stops when S3 settings are given without STORAGE_DRIVER=s3, naming them, instead of ignoring them', () => {
    expect(() => readConfig({ ...base, S3_BUCKET: 'drawings', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT, S3_BUCKET are set but STORAGE_DRIVER is not "s3"',
    );
    expect(() => readConfig({ ...base, STORAGE_DRIVER: 'local', S3_REGION: 'cn-east-1' })).toThrow(
      'S3_REGION is set but STORAGE_DRIVER is not "s3"',
    );
  });
});

describe('readConfig: SMS_PROVIDER (issue 24)', () => {
  it('defaults to the outbox and refuses a provider that does not ship, naming the choices', () => {
    expect(readConfig(base).sms).toEqual({ provider: 'outbox' });
    expect(readConfig({ ...base, SMS_PROVIDER: 'OUTBOX' }).sms).toEqual({ provider: 'outbox' });
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'aliyun' })).toThrow(ConfigError);
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'aliyun' })).toThrow(/SMS_PROVIDER must be one of outbox, http/);
  });

  it('http: an SMS gateway at SMS_HTTP_URL (an http(s) address, required), with an optional token', () => {
    expect(readConfig({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.cn/send' }).sms).toEqual({
      provider: 'http',
      url: 'https://sms.example.cn/send',
    });
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'http' })).toThrow(/SMS_PROVIDER=http needs SMS_HTTP_URL/);
    expect(() => readConfig({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://sms.example.cn' })).toThrow(
      ConfigError,
    );
  });
});

describe('readConfig: PDF_FONT (issue 29)', () => {
  it('is unset by default and a path from where the command was typed otherwise', () => {
    expect(readConfig(base).pdfFont).toBeUndefined();
    expect(readConfig({ ...base, PDF_FONT: '  ' }).pdfFont).toBeUndefined();
    expect(readConfig({ ...base, INIT_CWD: '/srv/atelier', PDF_FONT: 'fonts/firm.ttf' }).pdfFont).toBe(
      '/srv/atelier/fonts/firm.ttf',
    );
  });
});

describe('readConfig: CLIENT_DOWNLOAD_URL (the client-download dialog)', () => {
  it('is unset by default, a http(s) page with an optional version otherwise', () => {
    expect(readConfig(base).clientDownload).toBeUndefined();
    expect(
      readConfig({ ...base, CLIENT_DOWNLOAD_URL: 'https://firm.example.cn/client', CLIENT_DOWNLOAD_VERSION: '3.2.1' })
        .clientDownload,
    ).toEqual({ url: 'https://firm.example.cn/client', version: '3.2.1' });
    expect(readConfig({ ...base, CLIENT_DOWNLOAD_URL: 'https://firm.example.cn/client' }).clientDownload).toEqual({
      url: 'https://firm.example.cn/client',
      version: '',
    });
    expect(() => readConfig({ ...base, CLIENT_DOWNLOAD_URL: 'firm.example.cn/client' })).toThrow(ConfigError);
    expect(() => readConfig({ ...base, CLIENT_DOWNLOAD_VERSION: '3.2.1' })).toThrow(/CLIENT_DOWNLOAD_URL is not/);
  });
});
