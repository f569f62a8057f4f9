import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, TEMPORARY_DIR } from './fileStore';

const root = await mkdtemp(path.join(tmpdir(), 'atelier-store-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file store', () => {
  const store = createLocalFileStore(root);

  it('stores, reads, sizes and removes a file', async () => {
    const bytes = Buffer.from('%PDF-1.7 图纸');
    expect(bytes.length).toBe(15); // 9 ASCII bytes and two 3-byte CJK characters
    await expect(store.put('p1/a.pdf', bytes)).resolves.toEqual({ size: 15 });
    await expect(text(await store.get('p1/a.pdf'))).resolves.toBe('%PDF-1.7 图纸');
    await expect(store.size('p1/a.pdf')).resolves.toBe(15);
    await store.remove('p1/a.pdf');
    await expect(store.size('p1/a.pdf')).resolves.toBeNull();
  });

  it('accepts streams', async () => {
    await store.put('p1/b.txt', Readable.from(['a', 'b', 'c']));
    await expect(text(await store.get('p1/b.txt'))).resolves.toBe('abc');
  });

  it('writes through a temporary file renamed into place, leaving nothing else behind', async () => {
    await store.put('p2/c.txt', Readable.from(['x', 'y']));
    await expect(readdir(path.join(root, 'p2'))).resolves.toEqual(['c.txt']);
    await store.put('p2/c.txt', Buffer.from('z'));
    await expect(text(await store.get('p2/c.txt'))).resolves.toBe('z');
    await expect(readdir(path.join(root, 'p2'))).resolves.toEqual(['c.txt']);
  });

  it('writes through one temporary folder: a cut-short write is listed with its key, removed by name', async () => {
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.from('half a drawing'));
    const pending = store.put('uploads/2b1f.pdf', stalled).catch((error: unknown) => error);
    let listed = await store.temporaries?.();
    while (!listed?.some((t) => t.size === 14)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      listed = await store.temporaries?.();
    }
    expect(listed).toEqual([
      {
        name: expect.stringMatching(/^uploads%2F2b1f\.pdf\.[0-9a-f]{12}\.tmp$/),
        key: 'uploads/2b1f.pdf',
        size: 14,
        modifiedAt: expect.any(Number),
      },
    ]);
    await expect(readdir(path.join(root, TEMPORARY_DIR))).resolves.toHaveLength(1);
    await expect(store.removeTemporary?.('../p2/c.txt')).rejects.toThrow('Invalid temporary');
    await store.removeTemporary?.(listed[0]?.name as string);
    await expect(store.temporaries?.()).resolves.toEqual([]);
    // The write fails (its temporary is gone) and nothing is stored.
    stalled.push(null);
    expect(await pending).toBeInstanceOf(Error);
    await expect(store.size('uploads/2b1f.pdf')).resolves.toBeNull();
    await expect(store.put(`${TEMPORARY_DIR}/x.txt`, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('refuses keys that leave the root', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.get('/etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});
