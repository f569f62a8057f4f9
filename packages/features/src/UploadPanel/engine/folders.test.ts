import { describe, expect, it } from 'vitest';
import { buildFolderTree, directoryOf, folderFileOf, normalizePath } from './folders';

describe('folder trees', () => {
  it('builds each directory once, in first-seen order, with its local path', () => {
    const tree = buildFolderTree(['图纸/建施/A-01.pdf', '图纸/说明.pdf', '图纸/结施/S-01.pdf', '图纸/建施/A-02.pdf']);
    expect(tree).toEqual([
      {
        resName: '图纸',
        isFolder: true,
        fileLocalPath: '图纸',
        children: [
          { resName: '建施', isFolder: true, fileLocalPath: '图纸/建施', children: [] },
          { resName: '结施', isFolder: true, fileLocalPath: '图纸/结施', children: [] },
        ],
      },
    ]);
  });

  it('has no folders for files at the top', () => {
    expect(buildFolderTree(['a.pdf', 'b.pdf'])).toEqual([]);
  });

  it('reads paths from pickers and drops alike', () => {
    expect(normalizePath('/图纸//建施\\A-01.pdf')).toBe('图纸/建施/A-01.pdf');
    expect(directoryOf('/图纸/建施/A-01.pdf')).toBe('图纸/建施');
    expect(directoryOf('A-01.pdf')).toBe('');
    const file = new File(['x'], 'A-01.pdf');
    expect(folderFileOf(file)).toEqual({ file, relativePath: 'A-01.pdf' });
    expect(folderFileOf({ file, relativePath: '图纸/A-01.pdf' }).relativePath).toBe('图纸/A-01.pdf');
  });
});
