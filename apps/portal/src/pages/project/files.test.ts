import type { ProjectResource } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { canDownload, canEdit, canPreview, extensionOf, FileColumn, formatSize, sortFiles } from './files';

const resource = (resName: string, extra: Partial<ProjectResource> = {}): ProjectResource => ({
  resId: resName,
  resName,
  parentId: '0',
  projectId: 'p-001',
  isFolder: false,
  fileExt: resName.includes('.') ? (resName.split('.').pop() ?? null) : null,
  fileSize: 100,
  updateTime: '2024-11-20 16:30:00',
  path: `/${resName}`,
  recordId: `r-${resName}`,
  ...extra,
});

describe('the file list', () => {
  const files = [
    resource('建施-10.pdf', { fileSize: 3000, updateTime: '2024-11-02 10:00:00' }),
    resource('结构', { isFolder: true, fileSize: null }),
    resource('建施-2.pdf', { fileSize: 1000, updateTime: '2024-11-03 10:00:00' }),
    resource('建筑', { isFolder: true, fileSize: null }),
  ];

  it('keeps the server order with folders first when unsorted', () => {
    expect(sortFiles(files, null).map((f) => f.resName)).toEqual(['结构', '建筑', '建施-10.pdf', '建施-2.pdf']);
  });

  it('sorts names numerically, folders first in both directions', () => {
    expect(sortFiles(files, { column: FileColumn.Name, direction: 'ascending' }).map((f) => f.resName)).toEqual([
      '建筑',
      '结构',
      '建施-2.pdf',
      '建施-10.pdf',
    ]);
    expect(sortFiles(files, { column: FileColumn.Name, direction: 'descending' }).map((f) => f.resName)).toEqual([
      '结构',
      '建筑',
      '建施-10.pdf',
      '建施-2.pdf',
    ]);
  });

  it('sorts by size and by update time', () => {
    expect(
      sortFiles(files, { column: FileColumn.Size, direction: 'descending' })
        .slice(2)
        .map((f) => f.resName),
    ).toEqual(['建施-10.pdf', '建施-2.pdf']);
    expect(
      sortFiles(files, { column: FileColumn.Updated, direction: 'ascending' })
        .slice(2)
        .map((f) => f.resName),
    ).toEqual(['建施-10.pdf', '建施-2.pdf']);
  });

  it('formats sizes', () => {
    expect(formatSize(null)).toBe('—');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(1024 * 1024)).toBe('1 MB');
    expect(formatSize(250 * 1024 * 1024)).toBe('250 MB');
  });

  it('previews PDFs and images with a record, nothing else', () => {
    expect(extensionOf({ fileExt: '.PDF', resName: 'a.PDF' })).toBe('pdf');
    expect(canPreview(resource('A-101.pdf'))).toBe(true);
    expect(canPreview(resource('效果图.jpg'))).toBe(true);
    expect(canPreview(resource('A-101.dwg'))).toBe(false);
    expect(canPreview(resource('A-101.pdf', { recordId: null }))).toBe(false);
    expect(canPreview(resource('建筑', { isFolder: true }))).toBe(false);
  });

  it('downloads from folder permission level 3 (download) up', () => {
    expect(canDownload(resource('a.pdf'))).toBe(true);
    expect(canDownload(resource('a.pdf', { permission: 2 }))).toBe(false);
    // Edits (new version, rename, delete) from 4 (issue 25).
    expect(canEdit(resource('a.pdf', { permission: 3 }))).toBe(false);
    expect(canEdit(resource('a.pdf', { permission: 4 }))).toBe(true);
    expect(canEdit(resource('a.pdf'))).toBe(true);
    expect(canDownload(resource('a.pdf', { permission: 3 }))).toBe(true);
    expect(canDownload(resource('a.pdf', { permission: 5 }))).toBe(true);
  });
});
