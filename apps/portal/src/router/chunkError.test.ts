import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunkError';

describe('the chunk-load reload', () => {
  const chromium = new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/Login-1.js');
  const safari = new TypeError('Importing a module script failed.');
  const firefox = new TypeError('error loading dynamically imported module: http://portal.test/assets/x.js');

  it('recognises the browsers’ failed dynamic imports', () => {
    expect([chromium, safari, firefox].map(isChunkLoadError)).toEqual([true, true, true]);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once per tab', () => {
    expect(shouldReloadForChunkError(chromium, false)).toBe(true);
    expect(shouldReloadForChunkError(chromium, true)).toBe(false);
  });
});
