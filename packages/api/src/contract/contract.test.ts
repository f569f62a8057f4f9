/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleOf } from '../msw/sample';
import { DEFAULT_PREFIXES, DEFAULT_TIMEOUT, defineEndpoint, endpointPath, Timeouts } from './define';
import { allEndpoints, api, endpointById } from './endpoints/index';
import { decodeQuery, encodeQuery } from './query';

const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../../..');
const endpointsDir = path.join(here, 'endpoints');

describe('the declarations', () => {
  it('give every endpoint the id area.name', () => {
    for (const [area, endpoints] of Object.entries(api)) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        expect(endpoint.id).toBe(`${area}.${name}`);
        expect(endpointById(endpoint.id)).toBe(endpoint);
      }
    }
  });

  it('never declare one method and path twice', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${endpointPath(e)}`);
    const duplicated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicated).toEqual([]);
  });

  it('write paths as absolute paths without parameters or spaces', () => {
    for (const endpoint of allEndpoints) expect(endpoint.path, endpoint.id).toMatch(/^(\/[A-Za-z0-9_-]+)+$/);
    expect(() =>
      defineEndpoint({ method: 'GET', path: 'relative', request: z.object({}), response: z.null() }),
    ).toThrow();
  });

  it('default to 30 s and use only the specification’s timeouts', () => {
    const allowed = new Set<number>(Object.values(Timeouts));
    for (const endpoint of allEndpoints) expect(allowed.has(endpoint.timeout), endpoint.id).toBe(true);
    expect(allEndpoints.filter((e) => e.timeout === DEFAULT_TIMEOUT).length).toBeGreaterThan(allEndpoints.length / 2);
  });

  it('put the default portal prefix in front of portal paths', () => {
    expect(endpointPath(api.auth.login)).toBe(`${DEFAULT_PREFIXES.portal}${api.auth.login.path}`);
    expect(endpointPath(api.auth.login, { portal: '/api' })).toBe(`/api${api.auth.login.path}`);
  });

  it('mark binary endpoints as downloads answering a Blob', () => {
    for (const endpoint of allEndpoints.filter((e) => e.binary)) {
      expect(endpoint.download, endpoint.id).toBe(true);
      expect(endpoint.response.safeParse(new Blob([])).success, endpoint.id).toBe(true);
    }
  });

  it('covers every area the portal needs', () => {
    expect(Object.keys(api)).toEqual(
      expect.arrayContaining([
        'auth',
        'user',
        'enterprise',
        'project',
        'files',
        'upload',
        'download',
        'flowTemplate',
        'quickApproval',
        'drawingCheck',
        'orderedSigning',
        'approval',
        'approvalCenter',
        'stamp',
        'ca',
      ]),
    );
    for (const area of Object.values(api)) expect(Object.keys(area).length).toBeGreaterThan(0);
  });
});

describe('GET parameters', () => {
  it('survive the trip through the query for every GET endpoint', () => {
    for (const endpoint of allEndpoints.filter((e) => e.method === 'GET')) {
      const sample = sampleOf(endpoint.request);
      const parsed = endpoint.request.safeParse(sample);
      if (!parsed.success) continue;
      const decoded = decodeQuery(endpoint.request, encodeQuery(parsed.data as Record<string, unknown>));
      expect(endpoint.request.safeParse(decoded).success, endpoint.id).toBe(true);
    }
  });

  it('read a value no reading satisfies as the reading of the right type, so the rule speaks', () => {
    const schema = z.object({ pageSize: z.number().int().max(500, 'at most 500'), sort: z.enum(['a', 'b']) });
    const decoded = decodeQuery(schema, new URLSearchParams('pageSize=501&sort=c'));
    expect(decoded).toEqual({ pageSize: 501, sort: 'c' });
    expect(schema.safeParse(decoded).error?.issues[0]?.message).toBe('at most 500');
  });

  it('read numbers, booleans and repeated keys back by the schema', () => {
    const schema = z.object({
      pageNum: z.number(),
      desc: z.boolean(),
      recordIds: z.array(z.string()),
      one: z.array(z.string()),
      id: z.string(),
    });
    const search = encodeQuery({ pageNum: 2, desc: false, recordIds: ['1', '2'], one: ['7'], id: '0012', empty: '' });
    expect(search.toString()).toBe('pageNum=2&desc=false&recordIds=1&recordIds=2&one=7&id=0012');
    expect(decodeQuery(schema, search)).toEqual({
      pageNum: 2,
      desc: false,
      recordIds: ['1', '2'],
      one: ['7'],
      id: '0012',
    });
  });
});

/** Every text file under a directory, skipping dependencies and build output. */
function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (['node_modules', 'dist', 'storybook-static', '.git', 'coverage'].includes(entry)) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|js|mjs|md|mdx|json)$/.test(entry) ? [full] : [];
  });
}

describe('path strings', () => {
  it('appear nowhere but in the declarations', () => {
    const roots = ['packages', 'apps', '.storybook', 'tests'].map((dir) => path.join(repository, dir));
    const files = roots.flatMap(filesUnder).filter((file) => !file.startsWith(endpointsDir));
    expect(files.length).toBeGreaterThan(10);
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const patterns = allEndpoints.map(
      (e) => [e.id, e.path, new RegExp(`(['"\`]|hzzk-[A-Za-z]+)${escapeRegExp(e.path)}(['"\`?#]|$)`, 'm')] as const,
    );
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // The plain search first: a regular expression per endpoint and file made this the slowest unit test.
      for (const [id, endpointPath, pattern] of patterns) {
        if (text.includes(endpointPath) && pattern.test(text)) found.push(`${path.relative(repository, file)}: ${id}`);
      }
    }
    expect(found).toEqual([]);
  });
});
