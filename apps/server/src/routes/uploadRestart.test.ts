import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { api, ResourceOwnerType, UPLOAD_PART_BYTES } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';
import { md5Hex, sendPart, sliceOf, startUpload, testBytes } from '../testing/uploads';

let server: TestServer;
beforeAll(async () => {
  // PGlite in the data directory (or the same PostgreSQL database): a restart finds the rows again.
  server = await createTestServer({ onDisk: true });
});
afterAll(() => server?.close());

describe('an upload across a server restart', () => {
  it('keeps the confirmed parts: after a restart the rest is sent, and the assembled file has the declared MD5', async () => {
    const owner = await server.login('liting');
    const bytes = testBytes(3 * UPLOAD_PART_BYTES + 4321, 21);
    const slice = (partNumber: number) => sliceOf(bytes, UPLOAD_PART_BYTES, partNumber);
    const upload = await startUpload(server, owner, '建施-30 总图.pdf', bytes);
    const one = await sendPart(server, owner, upload, 1, slice(1));
    const two = await sendPart(server, owner, upload, 2, slice(2));
    // Part 3 reached the disk but its row was never written (killed in between): it is not confirmed.
    const stray = path.join(server.dataDir, 'upload-parts', upload.uploadId, '3.part');
    await mkdir(path.dirname(stray), { recursive: true });
    await writeFile(stray, slice(3));

    await server.restart();

    const listed = await server.call(api.upload.multipartListParts, upload, { token: owner });
    expect(listed.body.result).toEqual([
      { partNumber: 1, etag: one, size: UPLOAD_PART_BYTES },
      { partNumber: 2, etag: two, size: UPLOAD_PART_BYTES },
    ]);
    const parts = [
      { partNumber: 1, etag: one },
      { partNumber: 2, etag: two },
      { partNumber: 3, etag: await sendPart(server, owner, upload, 3, slice(3)) },
      { partNumber: 4, etag: await sendPart(server, owner, upload, 4, slice(4)) },
    ];
    const complete = await server.call(
      api.upload.multipartComplete,
      { ...upload, fileMd5: md5Hex(bytes), parts },
      { token: owner },
    );
    expect(complete.body.result).toEqual({ ossKey: upload.ossKey, fileMd5: md5Hex(bytes), fileLength: bytes.length });

    const registered = await server.call(
      api.upload.registerProjectFile,
      {
        ossMultiUpload: {
          fileName: '建施-30 总图.pdf',
          fileLength: bytes.length,
          fileMd5: md5Hex(bytes),
          ossKey: upload.ossKey,
        },
        resOwner: {
          projectId: server.ids.projects.binjiang,
          parentId: server.resource('binjiang', '01 建筑/施工图'),
          resourceOwnerType: ResourceOwnerType.NormalProject,
        },
      },
      { token: owner },
    );
    expect(registered.body.result.fileMd5).toBe(md5Hex(bytes));
    const link = await server.call(
      api.download.projectFiles,
      { projectId: server.ids.projects.binjiang, resIds: [registered.body.result.resId] },
      { token: owner },
    );
    const file = await server.app.inject({ method: 'GET', url: link.body.result.url });
    expect(md5Hex(file.rawPayload)).toBe(md5Hex(bytes));
  });
});
