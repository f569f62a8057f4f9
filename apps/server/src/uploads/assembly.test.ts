import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex, testBytes } from '../testing/uploads';
import { createLocalPartStore, type LocalPartStore } from './localParts';

let dir: string;
let parts: LocalPartStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atelier-assembly-'));
  parts = createLocalPartStore(dir);
});
afterEach(async () => {
  await parts.close();
  await rm(dir, { recursive: true, force: true });
});

const PART = 64 * 1024;
const bytes = testBytes(3 * PART + 777, 31);
const slice = (partNumber: number) =>
  bytes.subarray((partNumber - 1) * PART, Math.min(partNumber * PART, bytes.length));

/** Writes a part and confirms it as storeLocalPart does; answers its etag. */
async function store(uploadId: string, partNumber: number, body = slice(partNumber)): Promise<string> {
  await parts.write(uploadId, partNumber, body, body.length);
  const etag = await parts.md5(uploadId, partNumber);
  parts.confirmed(uploadId, partNumber, body.length, etag);
  return etag;
}

/** Waits until the upload's assembled file holds `size` bytes. */
async function appendedBytes(uploadId: string, size: number): Promise<void> {
  const file = path.join(dir, uploadId, 'assembled');
  for (let turn = 0; turn < 500; turn += 1) {
    if ((await stat(file).catch(() => null))?.size === size) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the assembled file never held ${size} bytes`);
}

const listed = (etags: string[]) => etags.map((etag, index) => ({ partNumber: index + 1, etag }));

describe('the assembly of a local upload', () => {
  it('appends parts confirmed in any order in part order, hashed as they come', async () => {
    const uploadId = randomUUID();
    parts.begin(uploadId);
    const etags: string[] = [];
    // 4 and 2 wait for 1; 3 lets them in.
    for (const partNumber of [4, 2, 1, 3]) etags[partNumber - 1] = await store(uploadId, partNumber);
    expect(etags[0]).toBe(md5Hex(slice(1)));
    const assembled = await parts.assembled(uploadId, listed(etags));
    expect(assembled).toEqual({ file: expect.any(String), md5: md5Hex(bytes), size: bytes.length });
    expect(md5Hex(await readFile(assembled?.file as string))).toBe(md5Hex(bytes));
  });

  it('answers null when a listed part is not the appended one, and removes what it appended', async () => {
    const uploadId = randomUUID();
    parts.begin(uploadId);
    const etags = [await store(uploadId, 1), await store(uploadId, 2)];
    const file = path.join(dir, uploadId, 'assembled');
    expect(await parts.assembled(uploadId, listed([etags[0] as string, 'other']))).toBeNull();
    expect(existsSync(file)).toBe(false);
    // Taken once: a second completion assembles from the part files.
    expect(await parts.assembled(uploadId, listed(etags))).toBeNull();
  });

  it('gives up when an appended part comes again with other bytes, not when it comes with the same', async () => {
    const same = randomUUID();
    parts.begin(same);
    const etags = [await store(same, 1), await store(same, 2), await store(same, 3), await store(same, 4)];
    await store(same, 2);
    expect((await parts.assembled(same, listed(etags)))?.md5).toBe(md5Hex(bytes));

    const changed = randomUUID();
    parts.begin(changed);
    await store(changed, 1);
    await store(changed, 2);
    // Once 1 and 2 are appended, 1 comes again with other bytes.
    await appendedBytes(changed, 2 * PART);
    const other = Buffer.from(slice(1)).fill(7, 0, 10);
    const again = await store(changed, 1, other);
    const rest = [again, md5Hex(slice(2)), await store(changed, 3), await store(changed, 4)];
    expect(await parts.assembled(changed, listed(rest))).toBeNull();
  });

  it('answers null for an upload it did not see start (another process, or before a restart)', async () => {
    const uploadId = randomUUID();
    const etags = [
      await store(uploadId, 1),
      await store(uploadId, 2),
      await store(uploadId, 3),
      await store(uploadId, 4),
    ];
    expect(await parts.assembled(uploadId, listed(etags))).toBeNull();
  });

  it('forgets an upload removed while its parts are appended', async () => {
    const uploadId = randomUUID();
    parts.begin(uploadId);
    const etags = [await store(uploadId, 1), await store(uploadId, 2)];
    await parts.removeUpload(uploadId);
    expect(await parts.assembled(uploadId, listed(etags))).toBeNull();
    expect(existsSync(path.join(dir, uploadId))).toBe(false);
  });

  it('removes an upload whose parts are still being appended: the removal waits for the append under way', async () => {
    // An abort right after a part (a check run met it on PostgreSQL): the folder went while the thread appended into
    // it, and the removal failed. Twenty uploads, each removed the moment its parts are confirmed.
    for (let round = 0; round < 20; round += 1) {
      const uploadId = randomUUID();
      parts.begin(uploadId);
      for (const partNumber of [1, 2, 3, 4]) await store(uploadId, partNumber);
      await expect(parts.removeUpload(uploadId)).resolves.toBeUndefined();
      expect(existsSync(path.join(dir, uploadId))).toBe(false);
    }
  });
});
