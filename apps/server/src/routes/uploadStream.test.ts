import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { api, UPLOAD_PART_BYTES } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadParts } from '../db/schema';
import { ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';
import { md5Hex, sliceOf, startUpload, testBytes } from '../testing/uploads';

// Parts sent over a real socket (inject hands the body over whole): the route streams the body to the part's file.
let server: TestServer;
let origin = '';
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const folderOf = (uploadId: string) => path.join(server.dataDir, 'upload-parts', uploadId);
/** The files of the upload's folder, the assembly's aside. */
const partFiles = async (uploadId: string) =>
  existsSync(folderOf(uploadId))
    ? (await readdir(folderOf(uploadId))).filter((name) => name !== 'assembled').sort()
    : [];
const partRows = (uploadId: string) => server.db.select().from(uploadParts).where(eq(uploadParts.uploadId, uploadId));

async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function partUrl(token: string, upload: { uploadId: string; ossKey: string }, partNumber: number) {
  const { body } = await server.call(api.upload.multipartPart, { ...upload, partNumber }, { token });
  return `${origin}${body.result.url as string}`;
}

interface Sent {
  status: number;
  etag: string | undefined;
  body: { message?: string };
}

/**
 * PUTs `chunks` one after another over node:http; with `length` the request declares it, else it is chunked. The
 * answer may come before every chunk is sent (a refusal part-way): the rest is not sent then.
 */
function send(url: string, chunks: readonly Buffer[], length?: number): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/octet-stream' };
    if (length !== undefined) headers['content-length'] = length;
    const request = http.request(url, { method: 'PUT', headers });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const body: Buffer[] = [];
      response.on('data', (chunk: Buffer) => body.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: response.headers.etag?.replace(/"/g, ''),
          body: JSON.parse(Buffer.concat(body).toString() || '{}'),
        }),
      );
    });
    // Writing after a refusal part-way fails (the server closed): its answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for (const chunk of chunks) {
        if (answered) return;
        if (!request.write(chunk)) await new Promise((next) => request.once('drain', next));
      }
      if (!answered) request.end();
    })();
  });
}

/** `bytes` in chunks of 256 KiB, as a socket brings them. */
const chunked = (bytes: Buffer) =>
  Array.from({ length: Math.ceil(bytes.length / 262_144) }, (_, i) => bytes.subarray(i * 262_144, (i + 1) * 262_144));

describe('a part streamed to the local part route', () => {
  it('is written as it comes; a body longer or shorter than the part is refused and replaces nothing', async () => {
    const owner = await server.login('liting');
    const bytes = testBytes(UPLOAD_PART_BYTES + 10, 41);
    const upload = await startUpload(server, owner, '结施-41.pdf', bytes);
    const one = sliceOf(bytes, UPLOAD_PART_BYTES, 1);
    const url = await partUrl(owner, upload, 1);

    // Chunked, no length declared: counted as it streams.
    const sent = await send(url, chunked(one));
    expect(sent.status).toBe(200);
    expect(sent.etag).toBe(md5Hex(one));

    // The same part again with a megabyte too many, then too few: refused, the confirmed part as it was.
    const longer = Buffer.concat([testBytes(UPLOAD_PART_BYTES, 42), testBytes(1024 * 1024, 43)]);
    const tooLong = await send(url, chunked(longer));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(ErrorMessage.partSizeWrong(1, UPLOAD_PART_BYTES));
    const tooShort = await send(url, chunked(testBytes(UPLOAD_PART_BYTES - 1, 44)));
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe(ErrorMessage.partSizeWrong(1, UPLOAD_PART_BYTES));
    // A declared length that is not the part's is refused before the body is read.
    const declared = await send(url, [Buffer.alloc(9)], 9);
    expect(declared.status).toBe(400);
    expect(declared.body.message).toBe(ErrorMessage.partSizeWrong(1, UPLOAD_PART_BYTES));

    expect(await partFiles(upload.uploadId)).toEqual(['1.part']);
    expect(md5Hex(await readFile(path.join(folderOf(upload.uploadId), '1.part')))).toBe(md5Hex(one));
    expect((await partRows(upload.uploadId)).map((row) => row.etag)).toEqual([md5Hex(one)]);

    const two = sliceOf(bytes, UPLOAD_PART_BYTES, 2);
    expect((await send(await partUrl(owner, upload, 2), [two], two.length)).status).toBe(200);
    const { body } = await server.call(
      api.upload.multipartComplete,
      {
        ...upload,
        fileMd5: md5Hex(bytes),
        parts: [
          { partNumber: 1, etag: md5Hex(one) },
          { partNumber: 2, etag: md5Hex(two) },
        ],
      },
      { token: owner },
    );
    expect(body).toMatchObject({ success: true, result: { fileLength: bytes.length } });
  });

  it('cut off part-way leaves nothing behind: no file, no row; the part can be sent again', async () => {
    const owner = await server.login('liting');
    const bytes = testBytes(UPLOAD_PART_BYTES, 45);
    const upload = await startUpload(server, owner, '结施-45.pdf', bytes);
    const url = await partUrl(owner, upload, 1);

    const request = http.request(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': bytes.length },
    });
    request.on('error', () => undefined);
    request.write(bytes.subarray(0, 2 * 1024 * 1024));
    // The first bytes reach the disk before the body has ended: the body is not held in memory.
    await waitUntil(async () => (await partFiles(upload.uploadId)).some((name) => name.endsWith('.tmp')));
    request.destroy();

    await waitUntil(async () => (await partFiles(upload.uploadId)).length === 0);
    expect(await partRows(upload.uploadId)).toEqual([]);

    const again = await send(url, chunked(bytes), bytes.length);
    expect(again).toMatchObject({ status: 200, etag: md5Hex(bytes) });
    expect(await partFiles(upload.uploadId)).toEqual(['1.part']);
  });
});
