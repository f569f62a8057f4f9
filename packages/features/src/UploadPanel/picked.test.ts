import type { PickedFile } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { mergePicked, pickedSummary, withoutPicked } from './picked';

const pick = (relativePath: string): PickedFile => ({
  file: new File(['x'], relativePath.split('/').at(-1) ?? relativePath),
  relativePath,
});

describe('pickedSummary', () => {
  it('counts the files and names the top folders once, in picking order', () => {
    const picked = [pick('施工图/建施-01.pdf'), pick('说明.pdf'), pick('施工图/结构/结施-01.pdf'), pick('方案/a.pdf')];
    expect(pickedSummary(picked)).toEqual({ files: 4, folders: ['施工图', '方案'] });
  });
  it('has no folders for loose files', () => {
    expect(pickedSummary([pick('a.pdf')])).toEqual({ files: 1, folders: [] });
    expect(pickedSummary([])).toEqual({ files: 0, folders: [] });
  });
});

describe('mergePicked and withoutPicked', () => {
  it('keeps a file picked twice once, the later pick', () => {
    const first = pick('a.pdf');
    const again = pick('a.pdf');
    const merged = mergePicked([first, pick('b.pdf')], [again]);
    expect(merged.map((entry) => entry.relativePath)).toEqual(['b.pdf', 'a.pdf']);
    expect(merged[1]).toBe(again);
    expect(mergePicked([], [pick('a.pdf'), again]).map((entry) => entry.relativePath)).toEqual(['a.pdf']);
  });
  it('removes one entry by its path', () => {
    expect(withoutPicked([pick('d/a.pdf'), pick('a.pdf')], 'a.pdf').map((e) => e.relativePath)).toEqual(['d/a.pdf']);
  });
});
