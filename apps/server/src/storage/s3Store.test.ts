import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { api, ResourceOwnerType, UPLOAD_PART_BYTES } from '@atelier/api';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../config';
import { fileRecords, UploadState, uploadSessions } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { JobKind } from '../jobs/kinds';
import { claimWrite, intendWrite, intentOwner, sweepIntents } from '../jobs/storageIntents';
import { createTestServer, type TestServer } from '../testing/harness';
import { md5Hex, putPart, sendPart, sliceOf, startUpload, testBytes, uploadWhole } from '../testing/uploads';
import { createS3FileStore } from './s3Store';

// An S3 emulator on a loopback port of its own. It lacks ListParts and AbortMultipartUpload, and answers the whole
// file's MD5 as the completion ETag: the server keeps its own MD5 and falls back to the parts it holds.
let emulator: S3rver;
let directory: string;
let s3: S3StorageConfig;
let server: TestServer;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'atelier-s3rver-'));
  emulator = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'atelier-test' }],
  });
  const { port } = await emulator.run();
  s3 = {
    driver: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'atelier-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  server = await createTestServer({ s3 });
});
afterAll(async () => {
  await server?.close();
  await emulator?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the S3 file store', () => {
  it('stores, reads, sizes and removes objects; long streams go up in parts', async () => {
    const store = createS3FileStore(s3);
    await expect(store.put('tests/a.txt', Buffer.from('图纸目录'))).resolves.toEqual({ size: 12 });
    expect((await buffer(await store.get('tests/a.txt'))).toString()).toBe('图纸目录');
    await expect(store.size('tests/a.txt')).resolves.toBe(12);
    await store.remove('tests/a.txt');
    await expect(store.size('tests/a.txt')).resolves.toBeNull();

    const long = testBytes(17 * 1024 * 1024 + 5, 31);
    const chunks = Array.from({ length: Math.ceil(long.length / 65536) }, (_, i) =>
      long.subarray(i * 65536, (i + 1) * 65536),
    );
    await expect(store.put('tests/long.bin', Readable.from(chunks))).resolves.toEqual({ size: long.length });
    expect(md5Hex(await buffer(await store.get('tests/long.bin')))).toBe(md5Hex(long));
    await expect(store.put('tests/short.bin', Readable.from([Buffer.from('x')]))).resolves.toEqual({ size: 1 });
  });
});

describe('writes a crash could leak (issue 21, jobs/storageIntents.ts), on S3', () => {
  it('removes an object written and never claimed at the next run of its owner, and keeps a claimed one', async () => {
    const owner = intentOwner(JobKind.StampApproval, 'intents-on-s3');
    // A run that stopped between the write and its row.
    const stopped = 'stamped/intents-on-s3/stopped.pdf';
    await intendWrite(server.db, owner, stopped);
    await server.files.put(stopped, Buffer.from('%PDF-1.4 stopped'));
    // A run that got to its row.
    const kept = 'stamped/intents-on-s3/kept.pdf';
    await intendWrite(server.db, owner, kept);
    await server.files.put(kept, Buffer.from('%PDF-1.4 kept'));
    expect(await server.db.transaction((tx) => claimWrite(tx, kept))).toBe(true);

    expect(await sweepIntents(server.db, server.files, owner)).toEqual([stopped]);
    await expect(server.files.size(stopped)).resolves.toBeNull();
    await expect(server.files.size(kept)).resolves.toBe(13);
    // Given up, the stopped write can no longer be claimed.
    expect(await server.db.transaction((tx) => claimWrite(tx, stopped))).toBe(false);
  });
});

describe('multipart uploads straight to the bucket', () => {
  it('hands out presigned part URLs, completes in the bucket, checks the MD5 and registers the file', async () => {
    const owner = await server.login('liting');
    const bytes = testBytes(UPLOAD_PART_BYTES + 2048, 32);
    const upload = await startUpload(server, owner, '建施-40 剖面图.pdf', bytes);
    const [row] = await server.db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, upload.uploadId));
    expect(row?.storageUploadId).toEqual(expect.any(String));

    const { body } = await server.call(api.upload.multipartPart, { ...upload, partNumber: 1 }, { token: owner });
    const url = new URL(body.result.url);
    expect(`${url.origin}${decodeURIComponent(url.pathname)}`).toBe(`${s3.endpoint}/atelier-test/${upload.ossKey}`);
    expect(url.searchParams.get('partNumber')).toBe('1');
    expect(url.searchParams.get('uploadId')).toBe(row?.storageUploadId);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // WHEN_REQUIRED: no checksum the browser would have to send.
    expect([...url.searchParams.keys()].some((k) => /checksum/i.test(k))).toBe(false);
    const first = sliceOf(bytes, UPLOAD_PART_BYTES, 1);
    const answer = await putPart(server, body.result.url, first, body.result.headers ?? {});
    expect(answer.status).toBe(200);
    expect(answer.etag).toBe(`"${md5Hex(first)}"`);

    // The emulator has no ListParts: the server answers the parts it holds.
    const listed = await server.call(api.upload.multipartListParts, upload, { token: owner });
    expect(listed.body).toMatchObject({ success: true, result: [] });

    const second = await sendPart(server, owner, upload, 2, sliceOf(bytes, UPLOAD_PART_BYTES, 2));
    const complete = await server.call(
      api.upload.multipartComplete,
      {
        ...upload,
        fileMd5: md5Hex(bytes),
        parts: [
          { partNumber: 1, etag: md5Hex(first) },
          { partNumber: 2, etag: second },
        ],
      },
      { token: owner },
    );
    expect(complete.body.result).toEqual({ ossKey: upload.ossKey, fileMd5: md5Hex(bytes), fileLength: bytes.length });
    expect(await server.files.size(upload.ossKey)).toBe(bytes.length);

    const registered = await server.call(
      api.upload.registerProjectFile,
      {
        ossMultiUpload: {
          fileName: '建施-40 剖面图.pdf',
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
    expect(registered.body.result).toMatchObject({ fileMd5: md5Hex(bytes), fileSize: bytes.length });
    const link = await server.call(
      api.download.projectFiles,
      { projectId: server.ids.projects.binjiang, resIds: [registered.body.result.resId] },
      { token: owner },
    );
    const file = await server.app.inject({ method: 'GET', url: link.body.result.url });
    expect(md5Hex(file.rawPayload)).toBe(md5Hex(bytes));

    // The seed's drawings are in the bucket too, and rapid upload finds them there.
    const [drawing] = await server.db
      .select()
      .from(fileRecords)
      .where(eq(fileRecords.resourceId, server.resource('binjiang', '01 建筑/施工图/建施-01 总平面图.pdf')));
    if (!drawing) throw new Error('the seed has no drawing');
    expect(await server.files.size(drawing.storageKey)).toBe(drawing.size);
    const copy = await server.call(
      api.upload.rapidUpload,
      {
        md5: drawing.md5,
        size: drawing.size,
        name: '总平面图-副本.pdf',
        projectId: server.ids.projects.binjiang,
        parentId: server.resource('binjiang', '01 建筑'),
        ownerType: ResourceOwnerType.NormalProject,
      },
      { token: owner },
    );
    expect(copy.body.result).toMatchObject({ fileMd5: drawing.md5, fileSize: drawing.size });
  });

  it('removes an assembly whose MD5 is not the declared one, and aborts what the emulator cannot', async () => {
    const owner = await server.login('liting');
    const bytes = testBytes(3000, 33);
    const lying = await startUpload(server, owner, '假.pdf', bytes, md5Hex(Buffer.from('another')));
    const etag = await sendPart(server, owner, lying, 1, bytes);
    const refused = await server.call(
      api.upload.multipartComplete,
      { ...lying, fileMd5: md5Hex(Buffer.from('another')), parts: [{ partNumber: 1, etag }] },
      { token: owner },
    );
    expect(refused.body).toMatchObject({ code: ErrorCode.UploadCheckFailed, message: ErrorMessage.UploadMd5Mismatch });
    expect(await server.files.size(lying.ossKey)).toBeNull();

    const upload = await startUpload(server, owner, '取消.pdf', bytes);
    await sendPart(server, owner, upload, 1, bytes);
    const aborted = await server.call(api.upload.multipartAbort, upload, { token: owner });
    expect(aborted.body.result).toBe(true);
    const [row] = await server.db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, upload.uploadId));
    expect(row?.state).toBe(UploadState.Aborted);

    const { body } = await uploadWhole(server, owner, '完整.pdf', bytes);
    expect(body.result).toMatchObject({ fileMd5: md5Hex(bytes) });
  });
});
