import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './fileStore';

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

  it('refuses keys that leave the root', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.get('/etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});
