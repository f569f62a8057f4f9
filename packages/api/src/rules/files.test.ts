import { describe, expect, it } from 'vitest';
import { FolderPermission } from '../entities/constants';
import {
  baseNameOf,
  ConflictChoice,
  categoryOfExtension,
  choiceFor,
  conflictMessage,
  DiskCategory,
  diskUsedRate,
  extensionOf,
  FileMessage,
  fileReadRefusal,
  fitsQuota,
  isIntoItself,
  isRecycleExpired,
  keepBothName,
  ProjectAccessMessage,
  RECYCLE_RETENTION_DAYS,
  recycleDaysLeft,
  renamedName,
  sameNameAction,
  sameNameConflicts,
  unresolvedConflicts,
} from './files';
import { CommonMessage, Refuse } from './refusal';

const DAY = 86_400_000;

describe('the recycle bin’s 30 days', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  it('counts whole days left and never below 0', () => {
    expect(recycleDaysLeft(now, now)).toBe(RECYCLE_RETENTION_DAYS);
    expect(recycleDaysLeft(ago(0.9), now)).toBe(30);
    expect(recycleDaysLeft(ago(1), now)).toBe(29);
    expect(recycleDaysLeft(ago(29.5), now)).toBe(1);
    expect(recycleDaysLeft(ago(45), now)).toBe(0);
  });
  it('expires at 30 days', () => {
    expect(isRecycleExpired(ago(29.99), now)).toBe(false);
    expect(isRecycleExpired(ago(30), now)).toBe(true);
  });
});

describe('names', () => {
  it('reads extensions and base names', () => {
    expect(extensionOf('建施-01.PDF')).toBe('pdf');
    expect(extensionOf('.gitignore')).toBe('');
    expect(extensionOf('folder.')).toBe('');
    expect(baseNameOf('建施-01.pdf', 'pdf')).toBe('建施-01');
    expect(baseNameOf('说明', 'txt')).toBe('说明');
  });
  it('keeps a file’s extension on rename, not a folder’s', () => {
    expect(renamedName('总平面', 'pdf', false)).toBe('总平面.pdf');
    expect(renamedName(' 总平面.PDF ', 'pdf', false)).toBe('总平面.PDF');
    expect(renamedName('总平面.dwg', 'pdf', false)).toBe('总平面.dwg.pdf');
    expect(renamedName('施工图.v2', '', true)).toBe('施工图.v2');
  });
  it('finds clashes and names the kept copy "name (n)"', () => {
    expect(sameNameConflicts(['a.pdf', 'b.pdf'], ['b.pdf', 'c'])).toEqual(['b.pdf']);
    expect(keepBothName('a.pdf', new Set(['a.pdf']))).toBe('a (1).pdf');
    expect(keepBothName('a.pdf', new Set(['a.pdf', 'a (1).pdf']))).toBe('a (2).pdf');
    expect(keepBothName('v1.0', new Set(['v1.0']), true)).toBe('v1.0 (1)');
    expect(conflictMessage(['a', 'b'])).toBe('目标文件夹中已存在同名文件或文件夹：a、b');
    expect(conflictMessage(['1', '2', '3', '4', '5', '6'])).toContain('等6个');
  });
});

describe('moves and quotas', () => {
  it('refuses a target inside a moved folder', () => {
    expect(isIntoItself(['f1'], ['f0', 'f1', 'f2'])).toBe(true);
    expect(isIntoItself(['f1'], ['f1'])).toBe(true);
    expect(isIntoItself(['f1'], ['f0', 'f2'])).toBe(false);
    expect(isIntoItself([], [])).toBe(false);
  });
  it('caps the used rate at 100 and checks the quota', () => {
    expect(diskUsedRate(50, 200)).toBe(25);
    expect(diskUsedRate(300, 200)).toBe(100);
    expect(fitsQuota(150, 50, 200)).toBe(true);
    expect(fitsQuota(150, 51, 200)).toBe(false);
  });
});

describe('disk categories', () => {
  it('files each extension under its category, 其他 otherwise', () => {
    expect(categoryOfExtension('DWG')).toBe(DiskCategory.Cad);
    expect(categoryOfExtension('docx')).toBe(DiskCategory.Document);
    expect(categoryOfExtension('png')).toBe(DiskCategory.Picture);
    expect(categoryOfExtension('mp3')).toBe(DiskCategory.Audio);
    expect(categoryOfExtension('mp4')).toBe(DiskCategory.Video);
    expect(categoryOfExtension('7z')).toBe(DiskCategory.Compressed);
    expect(categoryOfExtension('xyz')).toBe(DiskCategory.Other);
    expect(categoryOfExtension('')).toBe(DiskCategory.Other);
  });
});

describe('same-name choices', () => {
  it('takes a name’s own choice first, then the one for all', () => {
    const request = { onConflict: ConflictChoice.Skip, choices: { 'a.pdf': ConflictChoice.Replace } };
    expect(choiceFor('a.pdf', request)).toBe(ConflictChoice.Replace);
    expect(choiceFor('b.pdf', request)).toBe(ConflictChoice.Skip);
    expect(choiceFor('b.pdf', { choices: { 'a.pdf': ConflictChoice.KeepBoth } })).toBeUndefined();
    // A name like an object's own property is no choice.
    expect(choiceFor('constructor', {})).toBeUndefined();
  });
  it('names the clashes no choice covers', () => {
    expect(unresolvedConflicts(['a', 'b', 'c'], { choices: { b: ConflictChoice.Skip } })).toEqual(['a', 'c']);
    expect(unresolvedConflicts(['a', 'b'], { onConflict: ConflictChoice.KeepBoth })).toEqual([]);
  });
  it('turns a choice into what happens to the incoming one', () => {
    const file = { isFolder: false };
    const folder = { isFolder: true };
    expect(sameNameAction(undefined, file, undefined, true)).toBe('place');
    expect(sameNameAction(ConflictChoice.Skip, file, file, true)).toBe('skip');
    expect(sameNameAction(ConflictChoice.KeepBoth, folder, folder, true)).toBe('keepBoth');
    expect(sameNameAction(ConflictChoice.Replace, file, file, true)).toBe('newVersion');
    // The disk keeps no versions; a folder is never a version.
    expect(sameNameAction(ConflictChoice.Replace, file, file, false)).toBe('displace');
    expect(sameNameAction(ConflictChoice.Replace, file, folder, true)).toBe('displace');
    expect(sameNameAction(ConflictChoice.Replace, folder, file, true)).toBe('displace');
    expect(() => sameNameAction(undefined, file, file, true)).toThrow();
  });
});

describe('reading a file named by id (issue 21)', () => {
  const readable = {
    found: true,
    projectFound: true,
    ofCallersEnterprise: true,
    member: true,
    live: true,
    level: FolderPermission.ReadOnly,
  };
  it('lets a member with a reading level read a live file', () => {
    expect(fileReadRefusal(readable)).toBeNull();
    expect(fileReadRefusal({ ...readable, level: FolderPermission.Head })).toBeNull();
  });
  it('refuses with the first failing fact, in the server’s order', () => {
    expect(fileReadRefusal({ ...readable, found: false, member: false })).toEqual(Refuse.denied(FileMessage.NotFound));
    expect(fileReadRefusal({ ...readable, found: false }, FileMessage.RecordNotFound)).toEqual(
      Refuse.denied(FileMessage.RecordNotFound),
    );
    expect(fileReadRefusal({ ...readable, projectFound: false, member: false })).toEqual(
      Refuse.denied(CommonMessage.ProjectNotFound),
    );
    expect(fileReadRefusal({ ...readable, ofCallersEnterprise: false, member: false })).toEqual(
      Refuse.denied(ProjectAccessMessage.OfAnotherEnterprise),
    );
    expect(fileReadRefusal({ ...readable, member: false, level: null })).toEqual(
      Refuse.denied(ProjectAccessMessage.NotMember),
    );
    expect(fileReadRefusal({ ...readable, live: false })).toEqual(Refuse.denied(FileMessage.NotFound));
    expect(fileReadRefusal({ ...readable, level: null })).toEqual(Refuse.denied(FileMessage.NoReadPermission));
    expect(fileReadRefusal({ ...readable, level: 1 })).toEqual(Refuse.denied(FileMessage.NoReadPermission));
  });
});
