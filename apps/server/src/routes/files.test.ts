import { buffer } from 'node:stream/consumers';
import {
  api,
  FOLDER_TREE_PAGE_TOO_LARGE,
  FolderPermission,
  ResourceSortField,
  ResponseCode,
  ResponseMessages,
  SORT_FIELD_INVALID,
  SortOrder,
  TICKET_REQUIRED,
} from '@atelier/api';
import { handleResponse } from '@atelier/api/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTickets, fileRecords, folderPermissions } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const res = (path: string) => server.resource('binjiang', path);
const namesOf = (list: { resName: string }[]) => list.map((r) => r.resName);
const ticketCount = async () => (await server.db.select({ n: count() }).from(downloadTickets))[0]?.n ?? 0;

async function recordOf(path: string) {
  const [record] = await server.db
    .select()
    .from(fileRecords)
    .where(eq(fileRecords.resourceId, res(path)));
  if (!record) throw new Error(`no record for ${path}`);
  return record;
}

describe('GET /v2/proRes/getProFolderTree', () => {
  it('answers the root folders, lazily, with leaf flags and the user’s level', async () => {
    const { body } = await server.call(
      api.files.folderTree,
      { projectId: binjiang() },
      {
        token: await server.login('chenjianguo'),
      },
    );
    expect(body.result.total).toBe(6);
    expect(body.result.list[0]).toEqual({
      resId: res('01 建筑'),
      resName: '01 建筑',
      parentId: '0',
      isLeaf: false,
      folderType: null,
      permission: FolderPermission.Head,
    });
    expect(namesOf(body.result.list)).toEqual(['01 建筑', '02 结构', '03 给排水', '04 暖通', '05 电气', '出图PDF']);
    expect(body.result.list.map((f: { isLeaf: boolean }) => f.isLeaf)).toEqual([false, false, true, true, true, true]);
  });

  it('loads a folder’s subfolders by parentId', async () => {
    const { body } = await server.call(
      api.files.folderTree,
      { projectId: binjiang(), parentId: res('01 建筑') },
      {
        token: await server.login('liting'),
      },
    );
    expect(namesOf(body.result.list)).toEqual(['方案设计', '施工图']);
    expect(body.result.list.every((f: { parentId: string }) => f.parentId === res('01 建筑'))).toBe(true);
  });

  it('hides a folder the user may not see and shows the overridden level of another', async () => {
    const { body } = await server.call(
      api.files.folderTree,
      { projectId: binjiang() },
      {
        token: await server.login('liting'),
      },
    );
    expect(namesOf(body.result.list)).toEqual(['01 建筑', '02 结构', '03 给排水', '05 电气', '出图PDF']);
    const electrical = body.result.list.find((f: { resName: string }) => f.resName === '05 电气');
    expect(electrical.permission).toBe(FolderPermission.ReadOnly);
    expect(body.result.list[0].permission).toBe(FolderPermission.Edit);
  });

  it('sorts, filters by folder type and pages (at most 500 a page)', async () => {
    const token = await server.login('chenjianguo');
    const desc = await server.call(
      api.files.folderTree,
      { projectId: binjiang(), field: ResourceSortField.Name, order: SortOrder.Desc, pageNum: 1, pageSize: 2 },
      { token },
    );
    expect(desc.body.result).toMatchObject({ total: 6 });
    expect(namesOf(desc.body.result.list)).toEqual(['出图PDF', '05 电气']);
    const typed = await server.call(api.files.folderTree, { projectId: binjiang(), folderType: '4_4' }, { token });
    expect(namesOf(typed.body.result.list)).toEqual(['出图PDF']);
    const tooMany = await server.call(api.files.folderTree, { projectId: binjiang(), pageSize: 501 }, { token });
    expect(tooMany.body).toEqual({
      success: false,
      code: ErrorCode.InvalidRequest,
      message: FOLDER_TREE_PAGE_TOO_LARGE,
      result: null,
    });
    const badField = await server.call(api.files.folderTree, { projectId: binjiang(), field: 'password' }, { token });
    expect(badField.body.message).toBe(SORT_FIELD_INVALID);
  });

  it('denies a hidden folder, another project’s folder, another enterprise’s project', async () => {
    const token = await server.login('liting');
    const hidden = await server.call(
      api.files.folderTree,
      { projectId: binjiang(), parentId: res('04 暖通') },
      { token },
    );
    expect(hidden.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoReadPermission });
    const foreign = server.resource('gaoxin', '01 建筑');
    const crossed = await server.call(api.files.folderTree, { projectId: binjiang(), parentId: foreign }, { token });
    expect(crossed.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.ResourceOfAnotherProject });
    const notMine = await server.call(api.files.folderTree, { projectId: server.ids.projects.gaoxin }, { token });
    expect(notMine.body.message).toBe(ErrorMessage.NotProjectMember);
    const otherFirm = await server.call(api.files.folderTree, { projectId: server.ids.projects.jiangbei }, { token });
    expect(otherFirm.body.message).toBe(ErrorMessage.ProjectOfAnotherEnterprise);
    const file = await server.call(
      api.files.folderTree,
      { projectId: binjiang(), parentId: res('01 建筑/设计说明.txt') },
      { token },
    );
    expect(file.body.message).toBe(ErrorMessage.NotAFolder);
  });
});

describe('GET /v2/proRes/getProResList', () => {
  it('lists a folder: folders first, then files, with paths, sizes, records and levels', async () => {
    const { body } = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId: res('01 建筑') },
      {
        token: await server.login('liting'),
      },
    );
    expect(namesOf(body.result.list)).toEqual(['方案设计', '施工图', '设计说明.txt']);
    const note = body.result.list[2];
    expect(note).toMatchObject({
      resId: res('01 建筑/设计说明.txt'),
      parentId: res('01 建筑'),
      projectId: binjiang(),
      isFolder: false,
      fileExt: 'txt',
      path: '/01 建筑/设计说明.txt',
      permission: FolderPermission.Edit,
      printCopies: 1,
    });
    expect(note.fileSize).toBeGreaterThan(100);
    expect(note.recordId).toBe((await recordOf('01 建筑/设计说明.txt')).id);
    expect(note.updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('sorts by the field, ascending or descending, and pages with the total of what the user may see', async () => {
    const token = await server.login('chenjianguo');
    const parentId = res('01 建筑/施工图');
    const byName = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId, order: ResourceSortField.Name },
      { token },
    );
    expect(namesOf(byName.body.result.list)).toEqual([
      '建施-01 总平面图.pdf',
      '建施-02 一层平面图.pdf',
      '建施-03 南立面图.pdf',
    ]);
    const bySize = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId, order: ResourceSortField.Size, desc: true },
      { token },
    );
    const sizes = bySize.body.result.list.map((r: { fileSize: number }) => r.fileSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const page = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId, pageNum: 2, pageSize: 2 },
      { token },
    );
    expect(page.body.result.total).toBe(3);
    expect(namesOf(page.body.result.list)).toEqual(['建施-03 南立面图.pdf']);
    const root = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId: '0', isFolder: true },
      {
        token: await server.login('liting'),
      },
    );
    expect(root.body.result.total).toBe(5);
  });

  it('refuses an unknown sort field with the rule’s message', async () => {
    const { body } = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId: '0', order: 'md5' },
      {
        token: await server.login('liting'),
      },
    );
    expect(body).toEqual({ success: false, code: ErrorCode.InvalidRequest, message: SORT_FIELD_INVALID, result: null });
  });

  it('denies a folder the user may not read and projects the user is not in', async () => {
    const token = await server.login('liting');
    const hidden = await server.call(api.files.list, { projectId: binjiang(), parentId: res('04 暖通') }, { token });
    expect(hidden.body.message).toBe(ErrorMessage.NoReadPermission);
    const other = await server.call(
      api.files.list,
      { projectId: server.ids.projects.gaoxin, parentId: '0' },
      { token },
    );
    expect(other.body.message).toBe(ErrorMessage.NotProjectMember);
  });
});

describe('file info and versions', () => {
  it('answers a file’s info and versions', async () => {
    const token = await server.login('liting');
    const path = '01 建筑/施工图/建施-01 总平面图.pdf';
    const info = await server.call(api.files.info, { projectId: binjiang(), resId: res(path) }, { token });
    expect(info.body.result).toMatchObject({ resName: '建施-01 总平面图.pdf', path: `/${path}`, fileExt: 'pdf' });
    const records = await server.call(api.files.records, { resId: res(path) }, { token });
    expect(records.body.result).toEqual([
      expect.objectContaining({ resId: res(path), verNum: 1, createBy: '陈建国', recordId: (await recordOf(path)).id }),
    ]);
  });

  it('denies them for a hidden folder’s file and another project’s file', async () => {
    const token = await server.login('liting');
    const hidden = await server.call(api.files.records, { resId: res('04 暖通/暖施-01 通风平面图.pdf') }, { token });
    expect(hidden.body.message).toBe(ErrorMessage.NoReadPermission);
    const foreign = server.resource('gaoxin', '01 建筑/施工图/建施-01 标准层平面图.pdf');
    const other = await server.call(api.files.info, { projectId: binjiang(), resId: foreign }, { token });
    expect(other.body.message).toBe(ErrorMessage.ResourceOfAnotherProject);
  });
});

describe('PDF preview', () => {
  it('answers a link whose PDF opens inline, the bytes as stored', async () => {
    const token = await server.login('zhouxiaoyan');
    const record = await recordOf('02 结构/施工图/结施-01 基础平面布置图.pdf');
    const { body } = await server.call(api.files.previewUrl, { recordId: record.id, projectId: binjiang() }, { token });
    expect(body.result.url).toMatch(/^\/hzzk-portal\/v2\/record\/previewFile\?ticket=[A-Za-z0-9_-]{43}$/);
    const response = await server.app.inject({ method: 'GET', url: body.result.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('inline; filename=');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('结施-01 基础平面布置图.pdf'));
    const stored = await buffer(await server.files.get(record.storageKey));
    expect(response.rawPayload.equals(stored)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 20004 with a message for a file that is not a PDF', async () => {
    const record = await recordOf('01 建筑/设计说明.txt');
    const { body } = await server.call(
      api.files.previewUrl,
      { recordId: record.id },
      { token: await server.login('liting') },
    );
    expect(body).toMatchObject({
      success: false,
      code: ErrorCode.PreviewUnavailable,
      message: ErrorMessage.PreviewPdfOnly,
    });
    expect(handleResponse({ endpoint: api.files.previewUrl, response: body }).branch).toBe('passThrough');
  });

  it('denies a record of a hidden folder, of another project, or claimed for the wrong project; writes no ticket', async () => {
    const before = await ticketCount();
    const token = await server.login('liting');
    const hidden = await recordOf('04 暖通/暖施-01 通风平面图.pdf');
    const a = await server.call(api.files.previewUrl, { recordId: hidden.id }, { token });
    expect(a.body.message).toBe(ErrorMessage.NoReadPermission);
    const [foreign] = await server.db
      .select()
      .from(fileRecords)
      .where(eq(fileRecords.resourceId, server.resource('gaoxin', '01 建筑/施工图/建施-01 标准层平面图.pdf')));
    const b = await server.call(api.files.previewUrl, { recordId: foreign?.id ?? '' }, { token });
    expect(b.body.message).toBe(ErrorMessage.NotProjectMember);
    const mine = await recordOf('01 建筑/施工图/建施-01 总平面图.pdf');
    const c = await server.call(
      api.files.previewUrl,
      { recordId: mine.id, projectId: server.ids.projects.chengnan },
      { token },
    );
    expect(c.body.message).toBe(ErrorMessage.ResourceOfAnotherProject);
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a missing, unknown or download ticket', async () => {
    const missing = await server.call(api.files.previewFile, {});
    expect(missing.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: TICKET_REQUIRED });
    const unknown = await server.call(api.files.previewFile, { ticket: 'x'.repeat(43) });
    expect(unknown.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.TicketInvalid });
    const download = await server.call(
      api.download.projectFiles,
      { projectId: binjiang(), resIds: [res('01 建筑/施工图/建施-01 总平面图.pdf')] },
      { token: await server.login('liting') },
    );
    const ticket = new URL(download.body.result.url, 'http://x').searchParams.get('ticket') ?? '';
    const wrongKind = await server.call(api.files.previewFile, { ticket });
    expect(wrongKind.body.message).toBe(ErrorMessage.TicketInvalid);
  });

  it('checks access again when the link is opened: a member removed since is denied', async () => {
    const token = await server.login('zhouxiaoyan');
    const record = await recordOf('01 建筑/施工图/建施-02 一层平面图.pdf');
    const { body } = await server.call(api.files.previewUrl, { recordId: record.id }, { token });
    await server.db.insert(folderPermissions).values({
      resourceId: res('01 建筑'),
      userId: server.ids.people.zhouxiaoyan,
      level: FolderPermission.NotInherited,
    });
    await server.db.delete(folderPermissions).where(eq(folderPermissions.resourceId, res('01 建筑/施工图')));
    const response = await server.app.inject({ method: 'GET', url: body.result.url });
    expect(response.json()).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoReadPermission });
  });

  it('answers a stored file gone missing with the generic 500, never the error', async () => {
    const record = await recordOf('03 给排水/水施-01 给水系统图.pdf');
    const { body } = await server.call(
      api.files.previewUrl,
      { recordId: record.id },
      { token: await server.login('chenjianguo') },
    );
    await server.files.remove(record.storageKey);
    const response = await server.app.inject({ method: 'GET', url: body.result.url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 500,
      message: ResponseMessages.SomethingWentWrong,
      result: null,
    });
    expect(response.body).not.toContain(record.storageKey);
  });
});

describe('quick projects', () => {
  it('ignore folder permissions: the member’s level applies everywhere', async () => {
    const folder = server.resource('chengnan', '施工图');
    await server.db
      .insert(folderPermissions)
      .values({ resourceId: folder, userId: server.ids.people.wanghaitao, level: FolderPermission.NotInherited });
    const { body } = await server.call(
      api.files.folderTree,
      { projectId: server.ids.projects.chengnan },
      {
        token: await server.login('wanghaitao'),
      },
    );
    expect(body.result.list).toEqual([
      expect.objectContaining({ resName: '施工图', permission: FolderPermission.Download }),
    ]);
    expect(body.code).toBe(ResponseCode.Success);
  });
});
