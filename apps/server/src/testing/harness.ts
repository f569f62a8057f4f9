import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ADDRESS_LIMITS } from '@atelier/api';
import {
  type AnyEndpoint,
  api,
  ClientAgent,
  DEFAULT_PREFIXES,
  encodeQuery,
  endpointPath,
  HeaderNames,
} from '@atelier/api';
import { DEMO_PASSWORD, type PersonKey, type ProjectKey } from '@atelier/api/seed';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import type { S3StorageConfig, ServerConfig, SocialConfig, StorageConfig } from '../config';
import { type Database, openDatabase } from '../db/index';
import type { DrawingConverter } from '../recognition/converter';
import { type SeedIds, seedDemo } from '../seed/seed';
import { createLocalFileStore, type FileStore } from '../storage/fileStore';
import { createS3FileStore } from '../storage/s3Store';
import { databaseUrl, loadSeededPglite, runSeed } from './seedCache';

/**
 * One seeded server per test file, on the database the environment names: PostgreSQL when DATABASE_URL is set (a
 * database per file, dropped at the end; scripts/test-postgres.sh starts a throwaway cluster), otherwise an
 * in-memory PGlite. The demo firm is seeded once per run and copied for each file (testing/seedCache.ts), but for
 * the S3 tests, whose bucket gets the seed's files. Requests go through Fastify's `inject`, built the way the
 * portal's client builds them.
 */
export interface TestServer {
  app: FastifyInstance;
  db: Database;
  files: FileStore;
  ids: SeedIds;
  kind: 'pglite' | 'postgres';
  /** The data directory (PGlite on disk with `onDisk`, local files, upload parts). */
  dataDir: string;
  /**
   * Closes the app and the database and opens them again on the same data (PGlite's directory or the same
   * PostgreSQL database), as a restarted server would: `app` and `db` are replaced, logins stay valid.
   */
  restart(changes?: { recognitionWorkers?: number }): Promise<void>;
  /**
   * Closes the app and the database and leaves the data as it is, for a server child process to open
   * (`DATA_DIR` = {@link dataDir}, `DATABASE_URL` = {@link databaseUrl}); {@link restart} opens them here again.
   */
  suspend(): Promise<void>;
  /** The file's own PostgreSQL database (on PostgreSQL; undefined on PGlite). */
  databaseUrl: string | undefined;
  /** The id of a demo resource by project and path ('01 建筑/施工图'); throws when the seed has none. */
  resource(project: ProjectKey, path: string): string;
  /** The user id of a demo person. */
  person(key: PersonKey): string;
  /** The id of a demo stamp by name ('一级注册建筑师 吴磊'); throws when the seed has none, so a typo fails loudly. */
  stamp(name: string): string;
  /** A session token of a demo person (cached per file). */
  login(person: PersonKey): Promise<string>;
  /** Calls an endpoint as the portal's client does (GET query encoding, JSON body, headers). */
  call(endpoint: AnyEndpoint, data?: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string | null;
  /** X-Ent; none when omitted. */
  enterpriseId?: string;
  headers?: Record<string, string>;
}

export interface Envelope {
  success: boolean;
  code: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read results of every endpoint's shape
  result: any;
}

export interface CallResult {
  status: number;
  body: Envelope;
  response: LightMyRequestResponse;
}

function testConfig(
  dataDir: string,
  storage: StorageConfig | undefined,
  recognitionWorkers: number | undefined,
  social?: SocialConfig,
): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    storage: storage ?? {
      driver: 'local',
      root: path.join(dataDir, 'files'),
      partsDir: path.join(dataDir, 'upload-parts'),
    },
    portalDir: path.join(dataDir, 'no-portal'),
    logLevel: 'silent',
    checkResponses: true,
    // A test's job runner counts the jobs it finds due: the hourly purge is queued by the tests that are about it.
    recyclePurge: false,
    seedOnEmpty: false,
    recognitionWorkers: recognitionWorkers ?? 2,
    trustProxy: false,
    sms: { provider: 'outbox' },
    social: social ?? { wechat: { provider: 'off' }, dingtalk: { provider: 'off' } },
    pdfFont: undefined,
    clientDownload: undefined,
  };
}

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL, empty or a copy of `template`: its URL and how to drop
 * it.
 */
async function freshPostgresDatabase(adminUrl: string, template?: string) {
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The request the portal's client would send for this endpoint and data. */
export function requestFor(endpoint: AnyEndpoint, data: Record<string, unknown> = {}) {
  const url = endpointPath(endpoint, DEFAULT_PREFIXES);
  if (endpoint.method === 'GET') {
    const query = encodeQuery(data).toString();
    return { method: 'GET' as const, url: query ? `${url}?${query}` : url };
  }
  const body = { ...data };
  const query: Record<string, unknown> = {};
  for (const key of endpoint.queryKeys) {
    query[key] = body[key];
    delete body[key];
  }
  const search = encodeQuery(query).toString();
  return { method: 'POST' as const, url: search ? `${url}?${search}` : url, payload: body };
}

/** The multipart request the portal's client would send for a form endpoint (files as Blobs). */
export async function formRequestFor(endpoint: AnyEndpoint, data: Record<string, unknown> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const encoded = new Response(form);
  return {
    method: 'POST' as const,
    url: endpointPath(endpoint, DEFAULT_PREFIXES),
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export interface TestServerOptions {
  extend?: (app: FastifyInstance) => void;
  /** Files in this bucket instead of the local disk. */
  s3?: S3StorageConfig;
  /** PGlite in the data directory instead of memory, so that {@link TestServer.restart} finds the data again. */
  onDisk?: boolean;
  /** Drawings recognised at once (the config's `recognitionWorkers`); 0 leaves queued files waiting. */
  recognitionWorkers?: number;
  /** WeChat and DingTalk providers (the config's `social`); both off when omitted. */
  social?: SocialConfig;
  /** Converters of drawing formats other than PDF. */
  converters?: readonly DrawingConverter[];
  /** A built portal to serve (none by default). */
  portalDir?: string;
  /** The per-address limits, when a suite signs in more often than a person could (the parity scenarios). */
  addressLimits?: typeof ADDRESS_LIMITS;
  /** Answers checked against the contract (the tests' default); a benchmark turns it off, as production runs. */
  checkResponses?: boolean;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-server-test-'));
  const config = testConfig(dataDir, options.s3, options.recognitionWorkers, options.social);
  if (options.portalDir) config.portalDir = options.portalDir;
  if (options.checkResponses !== undefined) config.checkResponses = options.checkResponses;
  const storage = config.storage;
  // The run's seed, copied below; an S3 test seeds its bucket.
  const seed = storage.driver === 's3' ? null : await runSeed();
  const adminUrl = process.env.DATABASE_URL;
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl, seed?.template) : null;
  const open = () => openDatabase({ url: postgres?.url, dataDir: options.onDisk ? dataDir : 'memory://' });
  // With `onDisk`, the copy goes where openDatabase keeps PGlite's files (dataDir/db), so that restart() finds it.
  let database =
    seed && !postgres
      ? await loadSeededPglite(seed, options.onDisk ? path.join(dataDir, 'db') : undefined)
      : await open();
  const files: FileStore = storage.driver === 's3' ? createS3FileStore(storage) : createLocalFileStore(storage.root);
  let ids: SeedIds;
  if (seed && storage.driver === 'local') {
    await cp(seed.filesDir, storage.root, { recursive: true });
    ids = seed.ids;
  } else {
    ids = await seedDemo(database.db, files);
  }
  const build = async () => {
    const built = await buildApp(
      { config, db: database.db, files },
      { logger: false, extend: options.extend, converters: options.converters, addressLimits: options.addressLimits },
    );
    await built.ready();
    return built;
  };
  let app = await build();

  const call: TestServer['call'] = async (endpoint, data = {}, options = {}) => {
    const headers: Record<string, string> = { [HeaderNames.UserAgent]: ClientAgent.Web, ...options.headers };
    if (options.token) headers[HeaderNames.Token] = options.token;
    if (options.enterpriseId) headers[HeaderNames.Enterprise] = options.enterpriseId;
    const request = endpoint.form ? await formRequestFor(endpoint, data) : requestFor(endpoint, data);
    if ('contentType' in request) headers['content-type'] = request.contentType;
    const response = await app.inject({ method: request.method, url: request.url, payload: request.payload, headers });
    const json = response.headers['content-type']?.toString().includes('json');
    return { status: response.statusCode, body: json ? (response.json() as Envelope) : ({} as Envelope), response };
  };

  const tokens = new Map<PersonKey, string>();
  const login: TestServer['login'] = async (person) => {
    const cached = tokens.get(person);
    if (cached) return cached;
    const { body, response } = await call(api.auth.login, { username: person, password: DEMO_PASSWORD });
    const token = body.result?.token as string | undefined;
    if (!token) throw new Error(`Demo login failed for ${person}: ${response.body}`);
    tokens.set(person, token);
    return token;
  };

  let suspended = false;
  const closeHere = async () => {
    if (suspended) return;
    await app.close();
    await database.close();
  };
  const server: TestServer = {
    app,
    db: database.db,
    files,
    ids,
    kind: database.kind,
    dataDir,
    databaseUrl: postgres?.url,
    restart: async (changes = {}) => {
      await closeHere();
      if (changes.recognitionWorkers !== undefined) config.recognitionWorkers = changes.recognitionWorkers;
      suspended = false;
      database = await open();
      app = await build();
      server.app = app;
      server.db = database.db;
    },
    resource: (project, path) => {
      const id = ids.resources[project][path];
      if (!id) throw new Error(`The demo seed has no ${path} in ${project}`);
      return id;
    },
    person: (key) => ids.people[key],
    stamp: (name) => {
      const id = ids.stamps[name];
      if (!id) throw new Error(`no demo stamp ${name}`);
      return id;
    },
    suspend: async () => {
      await closeHere();
      suspended = true;
    },
    login,
    call,
    close: async () => {
      await closeHere();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
