import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, DEFAULT_PREFIXES } from '@atelier/api';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/harness';
import { bucketOrigins, portalDirectives, REACT_ARIA_PRESSABLE_STYLE_HASH } from './securityHeaders';

/** Issue 21 item 6: security headers on every answer, from @fastify/helmet; and how the built portal is cached. */
let server: TestServer;
let portalDir: string;
beforeAll(async () => {
  portalDir = await mkdtemp(path.join(tmpdir(), 'atelier-portal-'));
  await mkdir(path.join(portalDir, 'assets'));
  await writeFile(path.join(portalDir, 'index.html'), '<!doctype html><title>Atelier</title>');
  await writeFile(path.join(portalDir, 'zod-jitless.js'), '// public');
  await writeFile(path.join(portalDir, 'assets', 'index-abc.js'), 'console.log(1)');
  server = await createTestServer({ recognitionWorkers: 0, portalDir });
});
afterAll(async () => {
  await server?.close();
  await rm(portalDir, { recursive: true, force: true });
});

/** The policy as a map of directive to sources. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectPortalHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy'], what).toBe('same-origin');
  const csp = policy(response);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp.get('style-src'), what).toEqual(["'self'", REACT_ARIA_PRESSABLE_STYLE_HASH]);
  expect(csp.get('worker-src'), what).toEqual(["'self'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
}

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('are on the portal’s files, its client-side routes, API answers, refusals, errors and 404s', async () => {
    const token = await server.login('liting');
    const answers: [string, LightMyRequestResponse][] = [
      ['the portal', await get('/')],
      ['a client-side route', await get('/project-center/list')],
      ['an asset', await get('/assets/index-abc.js')],
      ['an API answer', (await server.call(api.user.info, {}, { token })).response],
      ['a refusal', (await server.call(api.files.list, { projectId: 'x', parentId: '\u0000' }, { token })).response],
      ['the token message', (await server.call(api.user.info, {})).response],
      ['an unknown API path', await get(`${DEFAULT_PREFIXES.portal}/no/such/call`)],
      ['an unknown asset', await get('/assets/missing.js')],
      [
        'a body that is not JSON',
        await server.app.inject({
          method: 'POST',
          url: `${DEFAULT_PREFIXES.portal}/sys/v2/login`,
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
      ],
    ];
    expect(answers[0]?.[1].statusCode).toBe(200);
    expect(answers[6]?.[1].statusCode).toBe(404);
    for (const [what, response] of answers) expectPortalHeaders(response, what);
  });

  it('are on downloads; an inline PDF preview gets only frame-ancestors for the browser’s PDF viewer', async () => {
    const token = await server.login('liting');
    const drawing = server.resource('binjiang', '01 建筑/施工图/建施-01 总平面图.pdf');
    const download = await server.call(
      api.download.projectFiles,
      { projectId: server.ids.projects.binjiang, resIds: [drawing] },
      { token },
    );
    const file = await get(download.body.result.url);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expectPortalHeaders(file, 'a download');

    const [record] = await server.db.select().from(fileRecords).where(eq(fileRecords.resourceId, drawing)).limit(1);
    const preview = await server.call(api.files.previewUrl, { recordId: record?.id }, { token });
    const pdf = await get(preview.body.result.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('the portal’s policy', () => {
  it('lets the browser reach the bucket with STORAGE_DRIVER=s3 (upload parts go there)', () => {
    const local = { driver: 'local', root: '/x', partsDir: '/y' } as const;
    expect(bucketOrigins(local)).toEqual([]);
    const s3 = {
      driver: 's3',
      endpoint: 'https://minio.example.com:9000',
      region: 'us-east-1',
      bucket: 'atelier',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    } as const;
    expect(portalDirectives(s3)['connect-src']).toEqual(["'self'", 'https://minio.example.com:9000']);
    expect(bucketOrigins({ ...s3, forcePathStyle: false })).toEqual([
      'https://minio.example.com:9000',
      'https://atelier.minio.example.com:9000',
    ]);
    expect(bucketOrigins({ ...s3, endpoint: undefined })).toEqual(['https://*.amazonaws.com']);
  });
});

/** The built portal's caching (issue 31): hashed assets kept, the entry page checked on every load. */
describe('the portal’s caching', () => {
  it('keeps a hashed asset for a year without asking again', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('checks the entry page, a client-side route and an unhashed public file on every load', async () => {
    for (const url of ['/', '/index.html', '/project-center/list', '/zod-jitless.js']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
