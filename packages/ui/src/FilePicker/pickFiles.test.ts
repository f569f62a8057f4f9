import type { DirectoryDropItem, FileDropItem } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { fromDropItems, fromFileList, matchesAccept } from './pickFiles';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('matchesAccept', () => {
  it('accepts everything without a list', () => {
    expect(matchesAccept(file('a.exe'), undefined)).toBe(true);
    expect(matchesAccept(file('a.exe'), [])).toBe(true);
  });

  it('reads extensions case-insensitively, MIME types exactly and wildcards by prefix', () => {
    const accept = ['.PDF', '.dwg', 'image/*', 'application/zip'];
    expect(matchesAccept(file('建施-01.pdf'), accept)).toBe(true);
    expect(matchesAccept(file('结施-01.DWG'), accept)).toBe(true);
    expect(matchesAccept(file('现场.jpg', 'image/jpeg'), accept)).toBe(true);
    expect(matchesAccept(file('归档', 'application/zip'), accept)).toBe(true);
    expect(matchesAccept(file('说明.docx', 'application/vnd.openxmlformats'), accept)).toBe(false);
    expect(matchesAccept(file('pdf'), accept)).toBe(false);
  });
});

describe('fromFileList', () => {
  it("keeps a folder pick's relative path and falls back to the name", () => {
    const inFolder = file('建施-01.pdf');
    Object.defineProperty(inFolder, 'webkitRelativePath', { value: '项目/建筑/建施-01.pdf' });
    const loose = file('说明.pdf');
    expect(fromFileList([inFolder, loose]).map((p) => p.relativePath)).toEqual(['项目/建筑/建施-01.pdf', '说明.pdf']);
    expect(fromFileList(null)).toEqual([]);
  });
});

describe('fromDropItems', () => {
  const fileItem = (f: File): FileDropItem => ({
    kind: 'file',
    type: f.type,
    name: f.name,
    getFile: async () => f,
    getText: async () => '',
  });
  const dirItem = (name: string, entries: Array<FileDropItem | DirectoryDropItem>): DirectoryDropItem => ({
    kind: 'directory',
    name,
    async *getEntries() {
      yield* entries;
    },
  });

  it('walks nested folders, keeps order, and ignores text', async () => {
    const a = file('a.pdf');
    const b = file('b.dwg');
    const c = file('c.pdf');
    const picked = await fromDropItems([
      dirItem('图纸', [fileItem(a), dirItem('结构', [fileItem(b)]), dirItem('空', [])]),
      { kind: 'text', types: new Set(['text/plain']), getText: async () => 'x' },
      fileItem(c),
    ]);
    expect(picked).toEqual([
      { file: a, relativePath: '图纸/a.pdf' },
      { file: b, relativePath: '图纸/结构/b.dwg' },
      { file: c, relativePath: 'c.pdf' },
    ]);
  });
});
