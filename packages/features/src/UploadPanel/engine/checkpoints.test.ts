import { UploadTarget } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { checkpointKey, memoryCheckpoints, webStorageCheckpoints } from './checkpoints';
import { PROJECT_TARGET } from './testkit';

/** A Web Storage in memory that can be made to fail on write (quota). */
class TestStorage implements Storage {
  readonly values = new Map<string, string>();
  full = false;
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    this.values.set(key, value);
  }
}

const checkpoint = { uploadId: 'u-1', ossKey: 'uploads/u-1/a.pdf', partSize: 5_242_880, md5: 'a'.repeat(32) };

describe('checkpoints', () => {
  it('are keyed by name, size, last modified and target', () => {
    const file = { name: 'A-01.pdf', size: 10, lastModified: 1 };
    const key = checkpointKey(file, PROJECT_TARGET);
    expect(checkpointKey({ ...file }, { ...PROJECT_TARGET })).toBe(key);
    expect(checkpointKey({ ...file, lastModified: 2 }, PROJECT_TARGET)).not.toBe(key);
    expect(checkpointKey(file, { ...PROJECT_TARGET, parentId: 'other' })).not.toBe(key);
    expect(checkpointKey(file, { ...PROJECT_TARGET, kind: UploadTarget.ProjectEdition, resId: 'r-1' })).not.toBe(key);
  });

  it('survive in a Web Storage as JSON; a failed write removes the key; a corrupt entry reads as none', () => {
    const storage = new TestStorage();
    const checkpoints = webStorageCheckpoints(storage);
    checkpoints.set('k', checkpoint);
    expect(webStorageCheckpoints(storage).get('k')).toEqual(checkpoint);
    storage.full = true;
    checkpoints.set('k', { ...checkpoint, uploadId: 'u-2' });
    expect(checkpoints.get('k')).toBeNull();
    storage.values.set('k', '{not json');
    expect(checkpoints.get('k')).toBeNull();
    storage.values.set('k', JSON.stringify({ uploadId: 1 }));
    expect(checkpoints.get('k')).toBeNull();
  });

  it('can live in memory', () => {
    const checkpoints = memoryCheckpoints();
    checkpoints.set('k', checkpoint);
    expect(checkpoints.get('k')).toEqual(checkpoint);
    checkpoints.remove('k');
    expect(checkpoints.get('k')).toBeNull();
  });
});
