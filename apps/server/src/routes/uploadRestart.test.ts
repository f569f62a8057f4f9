import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { api, ResourceOwnerType, UPLOAD_PART_BYTES } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadParts } from '../db/schema';
import { TEMPORARY_DIR } from '../storage/fileStore';
import { createTestServer, type TestServer } from '../testing/harness';
import { md5Hex, sendPart, sliceOf, startUpload, testBytes, uploadWhole } from '../testing/uploads';
import { ABANDONED_WRITE_MS } from '../uploads/multipart';

let server: TestServer;
beforeAll(async () => {
  // PGlite in the data directory (or the same PostgreSQL database): a restart finds the rows again.
  server = await createTestServer({ onDisk: true });
});
/** Writes that never finish (a process killed mid-write): ended when the file is done. */
const stalled: Readable[] = [];
afterAll(async () => {
  for (const stream of stalled) stream.destroy();
  await server?.close();
});

const partsDir = () => path.join(server.dataDir, 'upload-parts');
const temporaries = async () => (await server.files.temporaries?.()) ?? [];
const partRows = (uploadId: string) => server.db.select().from(uploadParts).where(eq(uploadParts.uploadId, uploadId));

/** Polls until `done` holds (10 s at most). */
async function waitUntil(done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A body that gives every byte of `body`, then nothing more and never ends: the process died before the end. */
function endless(body: Readable | Buffer): Readable {
  const stream = Readable.from(
    (async function* () {
      if (Buffer.isBuffer(body)) yield body;
      else for await (const chunk of body) yield chunk as Buffer;
      await new Promise(() => {});
    })(),
  );
  stalled.push(stream);
  return stream;
}

/** Once the store's temporary file for `key` holds `size` bytes. */
const temporaryWritten = (key: string, size: number) =>
  waitUntil(async () => (await temporaries()).some((t) => t.key === key && t.size === size));

/** Starts a write of `bytes` to `key` in the store that never finishes; answers once every byte is in its temporary. */
async function interruptedWrite(key: string, bytes: Buffer): Promise<void> {
  void server.files.put(key, endless(bytes)).catch(() => {});
  await temporaryWritten(key, bytes.length);
}

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

describe('what a crash leaves of uploads (issue 21 finding 8)', () => {
  it('removes the temporary file of a completion a crash interrupted once the upload completes', async () => {
    const owner = await server.login('liting');
    const bytes = testBytes(UPLOAD_PART_BYTES + 1234, 22);
    const upload = await startUpload(server, owner, '建施-31 大样图.pdf', bytes);
    const parts = [
      { partNumber: 1, etag: await sendPart(server, owner, upload, 1, sliceOf(bytes, UPLOAD_PART_BYTES, 1)) },
      { partNumber: 2, etag: await sendPart(server, owner, upload, 2, sliceOf(bytes, UPLOAD_PART_BYTES, 2)) },
    ];
    const complete = { ...upload, fileMd5: md5Hex(bytes), parts };
    // A restarted server holds no assembly of the upload (assembly.ts): its completion streams the part files into
    // the store's temporary file, and the server dies before the rename.
    await server.restart();
    const put = server.files.put;
    server.files.put = (key, body) => put.call(server.files, key, endless(body));
    void server.call(api.upload.multipartComplete, complete, { token: owner }).catch(() => {});
    await temporaryWritten(upload.ossKey, bytes.length);
    server.files.put = put;

    await server.restart();
    // The upload goes on (its completion may be running in another server process): its temporary file stays.
    expect((await temporaries()).map((t) => t.key)).toContain(upload.ossKey);

    const listed = await server.call(api.upload.multipartListParts, upload, { token: owner });
    expect(listed.body.result).toHaveLength(2);
    const done = await server.call(api.upload.multipartComplete, complete, { token: owner });
    expect(done.body.result).toEqual({ ossKey: upload.ossKey, fileMd5: md5Hex(bytes), fileLength: bytes.length });
    expect(md5Hex(await buffer(await server.files.get(upload.ossKey)))).toBe(md5Hex(bytes));
    expect(await temporaries()).toEqual([]);
    expect(existsSync(path.join(partsDir(), upload.uploadId))).toBe(false);
    expect(await partRows(upload.uploadId)).toEqual([]);
  });

  it('sweeps at start the parts and temporary files of no live upload, and keeps the live ones', async () => {
    const owner = await server.login('liting');
    // A completed upload whose server stopped after marking it completed, before cleaning after it.
    const doneBytes = testBytes(4096, 23);
    const { upload: done } = await uploadWhole(server, owner, '完成.pdf', doneBytes);
    await server.db.insert(uploadParts).values({ uploadId: done.uploadId, partNumber: 1, size: 4096, etag: 'x' });
    await mkdir(path.join(partsDir(), done.uploadId), { recursive: true });
    await writeFile(path.join(partsDir(), done.uploadId, '1.part'), doneBytes);
    await writeFile(path.join(partsDir(), done.uploadId, '1.part.0123456789ab.tmp'), '');
    await interruptedWrite(done.ossKey, doneBytes);
    // Parts of an upload the database does not know, and a folder that is no upload's.
    const unknown = randomUUID();
    await mkdir(path.join(partsDir(), unknown), { recursive: true });
    await writeFile(path.join(partsDir(), unknown, '1.part'), 'x');
    await mkdir(path.join(partsDir(), 'notes'), { recursive: true });
    // A live upload: a confirmed part (appended to its assembled file as it came), a part write cut short (0 bytes),
    // an assembly cut short.
    const liveBytes = testBytes(UPLOAD_PART_BYTES + 99, 24);
    const live = await startUpload(server, owner, '进行中.pdf', liveBytes);
    const first = await sendPart(server, owner, live, 1, sliceOf(liveBytes, UPLOAD_PART_BYTES, 1));
    await writeFile(path.join(partsDir(), live.uploadId, '2.part.0123456789ab.tmp'), '');
    await interruptedWrite(live.ossKey, liveBytes);
    // Writes of other files: one just now (perhaps in progress elsewhere), one untouched for longer than a write takes.
    await interruptedWrite('stamped/demo/recent.pdf', Buffer.from('%PDF recent'));
    await interruptedWrite('stamped/demo/abandoned.pdf', Buffer.from('%PDF abandoned'));
    const old = (await temporaries()).find((t) => t.key === 'stamped/demo/abandoned.pdf');
    const longAgo = new Date(Date.now() - ABANDONED_WRITE_MS - 60_000);
    await utimes(path.join(server.dataDir, 'files', TEMPORARY_DIR, old?.name as string), longAgo, longAgo);

    await server.restart();

    expect(await partRows(done.uploadId)).toEqual([]);
    expect((await partRows(live.uploadId)).map((p) => p.partNumber)).toEqual([1]);
    expect((await readdir(partsDir())).sort()).toEqual([live.uploadId, 'notes'].sort());
    expect((await readdir(path.join(partsDir(), live.uploadId))).sort()).toEqual([
      '1.part',
      '2.part.0123456789ab.tmp',
      'assembled',
    ]);
    expect((await temporaries()).map((t) => t.key).sort()).toEqual([live.ossKey, 'stamped/demo/recent.pdf'].sort());
    expect(await server.files.size(done.ossKey)).toBe(doneBytes.length);

    // The live upload goes on; its completion removes the rest of what it left.
    const second = await sendPart(server, owner, live, 2, sliceOf(liveBytes, UPLOAD_PART_BYTES, 2));
    const completed = await server.call(
      api.upload.multipartComplete,
      {
        ...live,
        fileMd5: md5Hex(liveBytes),
        parts: [
          { partNumber: 1, etag: first },
          { partNumber: 2, etag: second },
        ],
      },
      { token: owner },
    );
    expect(completed.body.success).toBe(true);
    expect((await temporaries()).map((t) => t.key)).toEqual(['stamped/demo/recent.pdf']);
    expect(await readdir(partsDir())).toEqual(['notes']);
    expect(await partRows(live.uploadId)).toEqual([]);
  });
});
