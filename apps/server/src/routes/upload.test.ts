import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  api,
  FILE_NAME_TAKEN,
  NAME_SPECIAL_CHARACTERS,
  ResourceOwnerType,
  ResponseCode,
  UPLOAD_EXTENSION_CHANGED,
  UPLOAD_EXTENSION_MISMATCH,
  UPLOAD_EXTENSION_TOO_LONG,
  UPLOAD_FILE_EMPTY,
  UPLOAD_FILE_TOO_LARGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_NO_EXTENSION,
  UPLOAD_PART_BYTES,
  UPLOAD_PDF_ONLY,
} from '@atelier/api';
import { handleResponse } from '@atelier/api/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords, resources, UploadState, uploadParts, uploadSessions } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';
import { md5Hex, putPart, sendPart, sliceOf, startUpload, testBytes, uploadWhole } from '../testing/uploads';
import { verifyPartSignature } from '../uploads/multipart';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const res = (p: string) => server.resource('binjiang', p);
const token = (person: Parameters<TestServer['login']>[0]) => server.login(person);
const DRAWING = '01 建筑/施工图/建施-01 总平面图.pdf';

async function recordOf(resId: string) {
  const [resource] = await server.db.select().from(resources).where(eq(resources.id, resId));
  const [record] = resource?.currentRecordId
    ? await server.db.select().from(fileRecords).where(eq(fileRecords.id, resource.currentRecordId))
    : [];
  if (!resource || !record) throw new Error(`no current record for ${resId}`);
  return { resource, record };
}

async function sessionOf(uploadId: string) {
  const [row] = await server.db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, uploadId));
  if (!row) throw new Error(`no upload ${uploadId}`);
  return row;
}

const partsDir = () => path.join(server.dataDir, 'upload-parts');

/** Downloads a file of binjiang through the download link, as the browser would. */
async function download(resId: string, person: Parameters<TestServer['login']>[0] = 'chenjianguo') {
  const { body } = await server.call(
    api.download.projectFiles,
    { projectId: binjiang(), resIds: [resId] },
    { token: await token(person) },
  );
  return (await server.app.inject({ method: 'GET', url: body.result.url })).rawPayload;
}

describe('POST /v2/proUpload/rapidUpload', () => {
  const rapid = async (data: Record<string, unknown>, person: Parameters<TestServer['login']>[0] = 'chenjianguo') =>
    server.call(
      api.upload.rapidUpload,
      { projectId: binjiang(), ownerType: ResourceOwnerType.NormalProject, ...data },
      { token: await token(person) },
    );

  it('registers a file whose bytes the server already holds, pointing at the same bytes', async () => {
    const { record: original } = await recordOf(res(DRAWING));
    const { body } = await rapid({
      md5: original.md5,
      size: original.size,
      name: '总平面图-副本.pdf',
      parentId: res('01 建筑/方案设计'),
    });
    expect(body).toMatchObject({ success: true, code: ResponseCode.Success });
    expect(body.result).toEqual({
      resId: expect.any(String),
      recordId: expect.any(String),
      resName: '总平面图-副本.pdf',
      fileSize: original.size,
      fileMd5: original.md5,
    });
    const { resource, record } = await recordOf(body.result.resId);
    expect(resource).toMatchObject({ parentId: res('01 建筑/方案设计'), ext: 'pdf', size: original.size });
    expect(record).toMatchObject({ storageKey: original.storageKey, version: 1, contentType: 'application/pdf' });
    expect(md5Hex(await download(body.result.resId))).toBe(original.md5);
    const list = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId: res('01 建筑/方案设计') },
      { token: await token('liting') },
    );
    expect(list.body.result.list.map((r: { resName: string }) => r.resName)).toContain('总平面图-副本.pdf');
  });

  it('answers 20003 for bytes it does not know (another MD5, or the same MD5 with another size)', async () => {
    const { record } = await recordOf(res(DRAWING));
    for (const data of [
      { md5: md5Hex(Buffer.from('新图纸')), size: 9 },
      { md5: record.md5, size: record.size + 1 },
    ]) {
      const { body } = await rapid({ ...data, name: '新图纸.pdf', parentId: res('01 建筑/方案设计') });
      expect(body).toEqual({ success: false, code: ErrorCode.NewFile, message: ErrorMessage.NewFile, result: null });
      expect(handleResponse({ endpoint: api.upload.rapidUpload, response: body }).branch).toBe('passThrough');
    }
  });

  it('checks every upload rule with the rules’ messages', async () => {
    const { record } = await recordOf(res(DRAWING));
    const folder = res('01 建筑/方案设计');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '空文件.pdf', size: 0, md5: md5Hex(Buffer.alloc(0)) }, UPLOAD_FILE_EMPTY],
      [{ name: 'README', size: record.size, md5: record.md5 }, UPLOAD_NO_EXTENSION],
      [{ name: 'a.abcdefghijklmnopq', size: record.size, md5: record.md5 }, UPLOAD_EXTENSION_TOO_LONG],
      [{ name: '模型.rvt', size: UPLOAD_MAX_BYTES, md5: record.md5 }, UPLOAD_FILE_TOO_LARGE],
      [{ name: '平面图.dwg', size: record.size, md5: record.md5, parentId: res('出图PDF') }, UPLOAD_PDF_ONLY],
    ];
    for (const [data, message] of cases) {
      const { body } = await rapid({ parentId: folder, ...data });
      expect(body, message).toMatchObject({ code: ErrorCode.InvalidRequest, message });
    }
    const pdfOnly = await rapid({ name: '出图-01.pdf', size: record.size, md5: record.md5, parentId: res('出图PDF') });
    expect(pdfOnly.body.code).toBe(ResponseCode.Success);
  });

  it('answers 40007 when the folder already has that name, before any byte is sent', async () => {
    const { body } = await rapid({
      md5: md5Hex(Buffer.from('unknown')),
      size: 7,
      name: '建施-01 总平面图.pdf',
      parentId: res('01 建筑/施工图'),
    });
    expect(body).toMatchObject({ code: ErrorCode.NameTaken, message: FILE_NAME_TAKEN });
  });

  it('adds a new version with resId, keeping the extension', async () => {
    const { record: other } = await recordOf(res('01 建筑/施工图/建施-02 一层平面图.pdf'));
    const target = res('01 建筑/施工图/建施-03 南立面图.pdf');
    const mismatch = await rapid({
      md5: other.md5,
      size: other.size,
      name: '南立面图.dwg',
      resId: target,
      parentId: '0',
    });
    expect(mismatch.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: UPLOAD_EXTENSION_MISMATCH });

    const { body } = await rapid({
      md5: other.md5,
      size: other.size,
      name: '南立面图 v2.pdf',
      resId: target,
      parentId: '0',
    });
    expect(body.result).toMatchObject({ resId: target, resName: '建施-03 南立面图.pdf', fileMd5: other.md5 });
    const records = await server.call(api.files.records, { resId: target }, { token: await token('liting') });
    expect(records.body.result.map((r: { verNum: number }) => r.verNum)).toEqual([2, 1]);
    expect((await recordOf(target)).record).toMatchObject({ id: body.result.recordId, version: 2 });
  });

  it('needs edit on the folder: read-only, overridden and hidden folders are denied, strangers too', async () => {
    const { record } = await recordOf(res(DRAWING));
    const known = { md5: record.md5, size: record.size, name: '副本.pdf' };
    const denied: [Parameters<TestServer['login']>[0], string, string][] = [
      ['zhouxiaoyan', res('01 建筑/方案设计'), ErrorMessage.NoUploadPermission],
      ['zhouxiaoyan', '0', ErrorMessage.NoUploadPermission],
      ['liting', res('05 电气'), ErrorMessage.NoUploadPermission],
      ['liting', res('04 暖通'), ErrorMessage.NoUploadPermission],
      ['xuwenbo', res('01 建筑'), ErrorMessage.ProjectOfAnotherEnterprise],
    ];
    for (const [person, parentId, message] of denied) {
      const { body } = await rapid({ ...known, parentId }, person);
      expect(body, `${person} ${message}`).toMatchObject({ code: ErrorCode.Denied, message });
    }
    const version = await rapid({ ...known, resId: res('05 电气/电施-01 照明平面图.pdf'), parentId: '0' }, 'liting');
    expect(version.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoUpdatePermission });
    const allowed = await rapid({ ...known, name: '李婷-副本.pdf', parentId: res('01 建筑') }, 'liting');
    expect(allowed.body.code).toBe(ResponseCode.Success);
  });

  it('answers 50001 for owners without tables in this version (archive); the disk has its own calls', async () => {
    const { record } = await recordOf(res(DRAWING));
    const { body } = await rapid({
      md5: record.md5,
      size: record.size,
      name: 'a.pdf',
      parentId: '0',
      ownerType: ResourceOwnerType.ArchiveCenter,
    });
    expect(body).toMatchObject({ code: ErrorCode.NotYetAvailable });
    const disk = await server.call(
      api.upload.diskRapidUpload,
      { md5: record.md5, size: record.size, name: 'a.pdf', parentId: '0' },
      { token: await token('chenjianguo') },
    );
    // The network disk is served (files/diskUploads, tested in disk.test.ts): known bytes land there at once.
    expect(disk.body.result).toMatchObject({ resName: 'a.pdf', fileMd5: record.md5 });
  });
});

describe('multipart uploads on the local disk', () => {
  it('takes parts through a signed URL, lists them, assembles and checks them, then registers the file', async () => {
    const owner = await token('liting');
    const bytes = testBytes(2 * UPLOAD_PART_BYTES + 1000, 7);
    const upload = await startUpload(server, owner, '建施-10 屋顶平面图.pdf', bytes);
    expect(upload).toEqual({
      uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ossKey: `uploads/${upload.uploadId}.pdf`,
      partSize: UPLOAD_PART_BYTES,
    });

    const target = await server.call(api.upload.multipartPart, { ...upload, partNumber: 1 }, { token: owner });
    expect(target.body.result).toEqual({
      partNumber: 1,
      url: expect.stringMatching(
        new RegExp(`^/hzzk-Upload/ossUpload/parts/${upload.uploadId}/1\\?expires=\\d+&signature=[\\w-]{43}$`),
      ),
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    const first = sliceOf(bytes, UPLOAD_PART_BYTES, 1);
    const answer = await putPart(server, target.body.result.url, first, target.body.result.headers);
    expect(answer.status).toBe(200);
    expect(answer.etag).toBe(`"${md5Hex(first)}"`);
    expect(answer.headers['access-control-expose-headers']).toBe('ETag');
    expect(answer.headers['access-control-allow-origin']).toBe('*');

    const second = await sendPart(server, owner, upload, 2, sliceOf(bytes, UPLOAD_PART_BYTES, 2));
    const listed = await server.call(api.upload.multipartListParts, upload, { token: owner });
    expect(listed.body.result).toEqual([
      { partNumber: 1, etag: md5Hex(first), size: UPLOAD_PART_BYTES },
      { partNumber: 2, etag: second, size: UPLOAD_PART_BYTES },
    ]);
    expect(existsSync(path.join(partsDir(), upload.uploadId, '2.part'))).toBe(true);
    const third = await sendPart(server, owner, upload, 3, sliceOf(bytes, UPLOAD_PART_BYTES, 3));

    const parts = [
      { partNumber: 3, etag: `"${third}"` },
      { partNumber: 1, etag: md5Hex(first) },
      { partNumber: 2, etag: second },
    ];
    const complete = await server.call(
      api.upload.multipartComplete,
      { ...upload, fileMd5: md5Hex(bytes), parts },
      { token: owner },
    );
    expect(complete.body.result).toEqual({ ossKey: upload.ossKey, fileMd5: md5Hex(bytes), fileLength: bytes.length });
    expect(existsSync(path.join(partsDir(), upload.uploadId))).toBe(false);
    // The part rows go with the part files: a completed upload needs neither.
    expect(await server.db.select().from(uploadParts).where(eq(uploadParts.uploadId, upload.uploadId))).toEqual([]);
    expect(md5Hex(await buffer(await server.files.get(upload.ossKey)))).toBe(md5Hex(bytes));
    expect(await sessionOf(upload.uploadId)).toMatchObject({ state: UploadState.Completed, storedMd5: md5Hex(bytes) });
    // Completing again (a retry after a timeout) answers the same.
    const again = await server.call(
      api.upload.multipartComplete,
      { ...upload, fileMd5: md5Hex(bytes), parts },
      { token: owner },
    );
    expect(again.body.result).toEqual(complete.body.result);

    const ossMultiUpload = {
      fileName: '建施-10 屋顶平面图.pdf',
      fileLength: bytes.length,
      fileMd5: md5Hex(bytes),
      ossKey: upload.ossKey,
    };
    const registered = await server.call(
      api.upload.registerProjectFile,
      {
        ossMultiUpload,
        resOwner: {
          projectId: binjiang(),
          parentId: res('01 建筑/施工图'),
          enterpriseId: server.ids.enterprises.huazhu,
          resourceOwnerType: ResourceOwnerType.NormalProject,
        },
      },
      { token: owner },
    );
    expect(registered.body.result).toMatchObject({
      resName: '建施-10 屋顶平面图.pdf',
      fileSize: bytes.length,
      fileMd5: md5Hex(bytes),
    });
    expect(md5Hex(await download(registered.body.result.resId, 'liting'))).toBe(md5Hex(bytes));

    // The same bytes elsewhere are now an instant upload.
    const rapid = await server.call(
      api.upload.rapidUpload,
      {
        md5: md5Hex(bytes),
        size: bytes.length,
        name: '屋顶平面图.pdf',
        projectId: binjiang(),
        parentId: res('01 建筑'),
        ownerType: ResourceOwnerType.NormalProject,
      },
      { token: owner },
    );
    expect(rapid.body.code).toBe(ResponseCode.Success);
    expect((await recordOf(rapid.body.result.resId)).record.storageKey).toBe(upload.ossKey);
  });

  it('refuses a part with a bad or altered signature, a wrong size, a wrong number, or too many bytes', async () => {
    const owner = await token('liting');
    const bytes = testBytes(UPLOAD_PART_BYTES + 10, 8);
    const upload = await startUpload(server, owner, '结施-09.pdf', bytes);
    const { body } = await server.call(api.upload.multipartPart, { ...upload, partNumber: 2 }, { token: owner });
    const url: string = body.result.url;
    const octets = { 'content-type': 'application/octet-stream' };

    const forged = await putPart(server, url.replace(/signature=[\w-]+/, 'signature=forged'), Buffer.alloc(10), octets);
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text)).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.PartLinkInvalid });
    const later = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await putPart(server, later, Buffer.alloc(10), octets)).status).toBe(403);
    const otherPart = url.replace(`/${upload.uploadId}/2?`, `/${upload.uploadId}/1?`);
    expect((await putPart(server, otherPart, Buffer.alloc(UPLOAD_PART_BYTES), octets)).status).toBe(403);

    const short = await putPart(server, url, Buffer.alloc(9), octets);
    expect(short.status).toBe(400);
    expect(JSON.parse(short.text)).toMatchObject({ message: ErrorMessage.partSizeWrong(2, 10) });
    const huge = await putPart(server, url, Buffer.alloc(UPLOAD_PART_BYTES + 128 * 1024), octets);
    expect(huge.status).toBe(413);
    // No content type at all is taken as raw bytes.
    expect((await putPart(server, url, sliceOf(bytes, UPLOAD_PART_BYTES, 2))).status).toBe(200);

    const outOfRange = await server.call(api.upload.multipartPart, { ...upload, partNumber: 3 }, { token: owner });
    expect(outOfRange.body).toMatchObject({
      code: ErrorCode.UploadCheckFailed,
      message: ErrorMessage.PartNumberOutOfRange,
    });

    const row = await sessionOf(upload.uploadId);
    const expires = url.match(/expires=(\d+)/)?.[1];
    const signature = url.match(/signature=([\w-]+)/)?.[1];
    expect(verifyPartSignature(row, 2, expires, signature)).toBe(true);
    expect(verifyPartSignature(row, 2, expires, signature, Date.now() + 31 * 60 * 1000)).toBe(false);

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: url.split('?')[0] ?? url,
      headers: { origin: 'https://portal.example.com', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
  });

  it('lets only the user who started an upload touch it', async () => {
    const owner = await token('liting');
    const stranger = await token('chenjianguo');
    const bytes = testBytes(1000, 9);
    const upload = await startUpload(server, owner, '说明.txt', bytes);
    const etag = await sendPart(server, owner, upload, 1, bytes);
    const calls: [Parameters<TestServer['call']>[0], Record<string, unknown>][] = [
      [api.upload.multipartPart, { ...upload, partNumber: 1 }],
      [api.upload.multipartListParts, upload],
      [api.upload.multipartComplete, { ...upload, fileMd5: md5Hex(bytes), parts: [{ partNumber: 1, etag }] }],
      [api.upload.multipartAbort, upload],
    ];
    for (const [endpoint, data] of calls) {
      const { body } = await server.call(endpoint, data, { token: stranger });
      expect(body, endpoint.id).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.UploadOfAnotherUser });
    }
    const wrongKey = await server.call(
      api.upload.multipartListParts,
      { ...upload, ossKey: 'uploads/x.txt' },
      { token: owner },
    );
    expect(wrongKey.body).toMatchObject({ message: ErrorMessage.UploadNotFound });

    const done = await server.call(
      api.upload.multipartComplete,
      { ...upload, fileMd5: md5Hex(bytes), parts: [{ partNumber: 1, etag }] },
      { token: owner },
    );
    expect(done.body.code).toBe(ResponseCode.Success);
    const ossMultiUpload = {
      fileName: '说明.txt',
      fileLength: bytes.length,
      fileMd5: md5Hex(bytes),
      ossKey: upload.ossKey,
    };
    const theirs = await server.call(
      api.upload.registerProjectFile,
      {
        ossMultiUpload,
        resOwner: {
          projectId: binjiang(),
          parentId: res('01 建筑'),
          resourceOwnerType: ResourceOwnerType.NormalProject,
        },
      },
      { token: stranger },
    );
    expect(theirs.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.UploadOfAnotherUser });
  });

  it('refuses to complete with a part missing or altered, and an assembly whose MD5 is not the declared one', async () => {
    const owner = await token('liting');
    const bytes = testBytes(UPLOAD_PART_BYTES + 500, 10);
    const upload = await startUpload(server, owner, '建施-11.pdf', bytes);
    const one = await sendPart(server, owner, upload, 1, sliceOf(bytes, UPLOAD_PART_BYTES, 1));
    const complete = (parts: { partNumber: number; etag: string }[], fileMd5 = md5Hex(bytes)) =>
      server.call(api.upload.multipartComplete, { ...upload, fileMd5, parts }, { token: owner });

    expect((await complete([{ partNumber: 1, etag: one }])).body).toMatchObject({
      code: ErrorCode.UploadCheckFailed,
      message: ErrorMessage.PartsIncomplete,
    });
    expect(
      (
        await complete([
          { partNumber: 1, etag: one },
          { partNumber: 2, etag: one },
        ])
      ).body,
    ).toMatchObject({
      message: ErrorMessage.partCheckFailed(2),
    });
    const two = await sendPart(server, owner, upload, 2, sliceOf(bytes, UPLOAD_PART_BYTES, 2));
    expect(
      (
        await complete([
          { partNumber: 1, etag: two },
          { partNumber: 2, etag: two },
        ])
      ).body,
    ).toMatchObject({
      message: ErrorMessage.partCheckFailed(1),
    });
    expect(
      (
        await complete(
          [
            { partNumber: 1, etag: one },
            { partNumber: 2, etag: two },
          ],
          md5Hex(Buffer.from('x')),
        )
      ).body,
    ).toMatchObject({ message: ErrorMessage.UploadMd5Mismatch });

    // Declared at start with an MD5 the bytes do not have: the stored assembly is checked and removed.
    const lying = await startUpload(server, owner, '建施-12.pdf', bytes, md5Hex(Buffer.from('another file')));
    const parts = [
      { partNumber: 1, etag: await sendPart(server, owner, lying, 1, sliceOf(bytes, UPLOAD_PART_BYTES, 1)) },
      { partNumber: 2, etag: await sendPart(server, owner, lying, 2, sliceOf(bytes, UPLOAD_PART_BYTES, 2)) },
    ];
    const refused = await server.call(
      api.upload.multipartComplete,
      { ...lying, fileMd5: md5Hex(Buffer.from('another file')), parts },
      { token: owner },
    );
    expect(refused.body).toEqual({
      success: false,
      code: ErrorCode.UploadCheckFailed,
      message: ErrorMessage.UploadMd5Mismatch,
      result: null,
    });
    expect(await server.files.size(lying.ossKey)).toBeNull();
    expect(existsSync(path.join(partsDir(), lying.uploadId))).toBe(false);
    expect(await sessionOf(lying.uploadId)).toMatchObject({ state: UploadState.Failed });
    const after = await server.call(api.upload.multipartPart, { ...lying, partNumber: 1 }, { token: owner });
    expect(after.body).toMatchObject({ message: ErrorMessage.UploadFinished });
  });

  it('aborts: the parts go, a completed upload is kept', async () => {
    const owner = await token('liting');
    const bytes = testBytes(3000, 11);
    const upload = await startUpload(server, owner, '取消.pdf', bytes);
    await sendPart(server, owner, upload, 1, bytes);
    const aborted = await server.call(api.upload.multipartAbort, upload, { token: owner });
    expect(aborted.body.result).toBe(true);
    expect(existsSync(path.join(partsDir(), upload.uploadId))).toBe(false);
    expect((await server.call(api.upload.multipartListParts, upload, { token: owner })).body).toMatchObject({
      code: ErrorCode.UploadCheckFailed,
      message: ErrorMessage.UploadFinished,
    });
    expect(await server.db.select().from(uploadParts).where(eq(uploadParts.uploadId, upload.uploadId))).toEqual([]);
    const part = await server.call(api.upload.multipartPart, { ...upload, partNumber: 1 }, { token: owner });
    expect(part.body).toMatchObject({ message: ErrorMessage.UploadFinished });

    const { upload: done } = await uploadWhole(server, owner, '保留.pdf', bytes);
    expect((await server.call(api.upload.multipartAbort, done, { token: owner })).body.result).toBe(false);
    expect(await server.files.size(done.ossKey)).toBe(bytes.length);
  });

  it('refuses at start what no target accepts (empty, no extension, too large)', async () => {
    const owner = await token('liting');
    const cases: [Record<string, unknown>, string][] = [
      [{ fileName: '空.pdf', fileLength: 0 }, UPLOAD_FILE_EMPTY],
      [{ fileName: 'Makefile', fileLength: 10 }, UPLOAD_NO_EXTENSION],
      [{ fileName: '模型.rvt', fileLength: UPLOAD_MAX_BYTES }, UPLOAD_FILE_TOO_LARGE],
    ];
    for (const [data, message] of cases) {
      const { body } = await server.call(
        api.upload.multipartStart,
        { fileMd5: md5Hex(Buffer.alloc(0)), ...data },
        { token: owner },
      );
      expect(body).toMatchObject({ code: ErrorCode.InvalidRequest, message });
    }
  });

  it('registers only completed uploads, with the target’s rules, and new versions of the same extension', async () => {
    const owner = await token('liting');
    const bytes = testBytes(4000, 12);
    const resOwner = {
      projectId: binjiang(),
      parentId: res('出图PDF'),
      resourceOwnerType: ResourceOwnerType.NormalProject,
    };
    const pending = await startUpload(server, owner, '未完成.pdf', bytes);
    const early = await server.call(
      api.upload.registerProjectFile,
      {
        ossMultiUpload: { fileName: '未完成.pdf', fileLength: 4000, fileMd5: md5Hex(bytes), ossKey: pending.ossKey },
        resOwner,
      },
      { token: owner },
    );
    expect(early.body).toMatchObject({ code: ErrorCode.UploadCheckFailed, message: ErrorMessage.UploadNotCompleted });

    const { upload } = await uploadWhole(server, owner, '出图-02.dwg', bytes);
    const file = { fileName: '出图-02.dwg', fileLength: bytes.length, fileMd5: md5Hex(bytes), ossKey: upload.ossKey };
    const notPdf = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: file, resOwner },
      { token: owner },
    );
    expect(notPdf.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: UPLOAD_PDF_ONLY });
    const wrongLength = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: { ...file, fileLength: 3999 }, resOwner: { ...resOwner, parentId: res('01 建筑') } },
      { token: owner },
    );
    expect(wrongLength.body).toMatchObject({ message: ErrorMessage.UploadNotCompleted });
    const badName = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: { ...file, fileName: '平面|图.dwg' }, resOwner: { ...resOwner, parentId: res('01 建筑') } },
      { token: owner },
    );
    expect(badName.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: NAME_SPECIAL_CHARACTERS });
    const inArchitecture = { ...resOwner, parentId: res('01 建筑') };
    const registered = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: file, resOwner: inArchitecture },
      { token: owner },
    );
    expect(registered.body.result).toMatchObject({ resName: '出图-02.dwg' });
    const taken = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: file, resOwner: inArchitecture },
      { token: owner },
    );
    expect(taken.body).toMatchObject({ code: ErrorCode.NameTaken, message: FILE_NAME_TAKEN });

    const notes = res('01 建筑/设计说明.txt');
    const mismatch = await server.call(
      api.upload.updateProjectFile,
      { resId: notes, projectId: binjiang(), ossMultiUpload: file },
      { token: owner },
    );
    expect(mismatch.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: UPLOAD_EXTENSION_MISMATCH });
    const text = Buffer.from('设计说明（第二版）\n');
    const { upload: textUpload } = await uploadWhole(server, owner, '设计说明.txt', text);
    const version = await server.call(
      api.upload.updateProjectFile,
      {
        resId: notes,
        projectId: binjiang(),
        ossMultiUpload: {
          fileName: '设计说明.txt',
          fileLength: text.length,
          fileMd5: md5Hex(text),
          ossKey: textUpload.ossKey,
        },
      },
      { token: owner },
    );
    expect(version.body.result).toMatchObject({ resId: notes, resName: '设计说明.txt', fileSize: text.length });
    expect((await recordOf(notes)).record).toMatchObject({ version: 2, contentType: 'text/plain; charset=utf-8' });
    expect((await download(notes)).toString()).toBe('设计说明（第二版）\n');
  });
});

describe('registering an upload under another extension (issue 21 finding 3)', () => {
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  const inArchitecture = () => ({
    projectId: binjiang(),
    parentId: res('01 建筑'),
    resourceOwnerType: ResourceOwnerType.NormalProject,
  });
  const names = async () => {
    const list = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId: res('01 建筑') },
      { token: await token('liting') },
    );
    return list.body.result.list.map((r: { resName: string }) => r.resName) as string[];
  };

  it('refuses a file uploaded as x.pdf and registered as evil.html, and registers nothing', async () => {
    const owner = await token('liting');
    const { upload } = await uploadWhole(server, owner, 'x.pdf', html);
    const file = { fileLength: html.length, fileMd5: md5Hex(html), ossKey: upload.ossKey };
    for (const fileName of ['evil.html', 'evil.pdf.html', 'evil.PDF.htm']) {
      const swapped = await server.call(
        api.upload.registerProjectFile,
        { ossMultiUpload: { ...file, fileName }, resOwner: inArchitecture() },
        { token: owner },
      );
      expect({ fileName, body: swapped.body }).toMatchObject({
        fileName,
        body: { code: ErrorCode.InvalidRequest, message: UPLOAD_EXTENSION_CHANGED },
      });
    }
    expect(await names()).not.toEqual(expect.arrayContaining(['evil.html']));
    // Another name with the uploaded extension, in any case, is the user's choice.
    const renamed = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: { ...file, fileName: '改名.PDF' }, resOwner: inArchitecture() },
      { token: owner },
    );
    expect(renamed.body.result).toMatchObject({ resName: '改名.PDF', fileMd5: md5Hex(html) });
  });

  it('keeps a new version on the original’s extension and on the uploaded file’s', async () => {
    const owner = await token('liting');
    const notes = res('01 建筑/设计说明.txt');
    const before = await recordOf(notes);
    const { upload } = await uploadWhole(server, owner, 'notes.html', html);
    const file = { fileName: '设计说明.txt', fileLength: html.length, fileMd5: md5Hex(html), ossKey: upload.ossKey };
    const update = await server.call(
      api.upload.updateProjectFile,
      { resId: notes, projectId: binjiang(), ossMultiUpload: file },
      { token: owner },
    );
    expect(update.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: UPLOAD_EXTENSION_CHANGED });
    const version = await server.call(
      api.upload.registerProjectFile,
      { ossMultiUpload: file, resOwner: { ...inArchitecture(), resId: notes } },
      { token: owner },
    );
    expect(version.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: UPLOAD_EXTENSION_CHANGED });
    // Named as uploaded, it is the original's extension that refuses it.
    const asUploaded = await server.call(
      api.upload.updateProjectFile,
      { resId: notes, projectId: binjiang(), ossMultiUpload: { ...file, fileName: 'notes.html' } },
      { token: owner },
    );
    expect(asUploaded.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: UPLOAD_EXTENSION_MISMATCH });
    expect((await recordOf(notes)).record.id).toBe(before.record.id);
  });
});

describe('POST /v2/proRes/createMultiFolder', () => {
  it('creates the tree, reusing folders of the same name, and answers every folder node', async () => {
    const owner = await token('liting');
    const { body } = await server.call(
      api.upload.createProjectFolders,
      {
        projectId: binjiang(),
        parentId: res('01 建筑'),
        tree: [
          {
            resName: '施工图',
            isFolder: true,
            fileLocalPath: '/施工图',
            children: [
              { resName: '节点详图', isFolder: true, children: [{ resName: '墙身', isFolder: true }] },
              { resName: '建施-20.pdf', isFolder: false },
            ],
          },
          { resName: '效果图', isFolder: true, fileLocalPath: '/效果图' },
        ],
      },
      { token: owner },
    );
    expect(body.result).toEqual([
      { fileLocalPath: '/施工图', resId: res('01 建筑/施工图') },
      { fileLocalPath: '/施工图/节点详图', resId: expect.any(String) },
      { fileLocalPath: '/施工图/节点详图/墙身', resId: expect.any(String) },
      { fileLocalPath: '/效果图', resId: expect.any(String) },
    ]);
    const tree = await server.call(
      api.files.folderTree,
      { projectId: binjiang(), parentId: body.result[1].resId },
      { token: owner },
    );
    expect(tree.body.result.list.map((f: { resName: string }) => f.resName)).toEqual(['墙身']);

    const again = await server.call(
      api.upload.createProjectFolders,
      { projectId: binjiang(), parentId: res('01 建筑'), tree: [{ resName: '效果图', isFolder: true }] },
      { token: owner },
    );
    expect(again.body.result).toEqual([{ fileLocalPath: '/效果图', resId: body.result[3].resId }]);
  });

  it('refuses a file of that name, a bad name, and folders the user may not edit; creates nothing then', async () => {
    const owner = await token('liting');
    const create = (tree: unknown[], parentId = res('01 建筑'), person: string = owner) =>
      server.call(api.upload.createProjectFolders, { projectId: binjiang(), parentId, tree }, { token: person });
    expect(
      (
        await create([
          { resName: '新目录', isFolder: true },
          { resName: '设计说明.txt', isFolder: true },
        ])
      ).body,
    ).toMatchObject({ code: ErrorCode.NameTaken, message: FILE_NAME_TAKEN });
    expect((await create([{ resName: 'a:b', isFolder: true }])).body).toMatchObject({
      code: ErrorCode.InvalidRequest,
      message: NAME_SPECIAL_CHARACTERS,
    });
    expect((await create([{ resName: '新目录', isFolder: true }], res('05 电气'))).body).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.NoUploadPermission,
    });
    expect(
      (await create([{ resName: '新目录', isFolder: true }], res('01 建筑'), await token('zhouxiaoyan'))).body,
    ).toMatchObject({ message: ErrorMessage.NoUploadPermission });
    const list = await server.call(
      api.files.list,
      { projectId: binjiang(), parentId: res('01 建筑') },
      { token: owner },
    );
    expect(list.body.result.list.map((r: { resName: string }) => r.resName)).not.toContain('新目录');
  });
});
