import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';

/** The built portal's caching (issue 31): hashed assets kept, the entry page checked on every load. */
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

const get = (url: string) => server.app.inject({ method: 'GET', url });

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
