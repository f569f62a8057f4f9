import { buffer } from 'node:stream/consumers';
import { api, RecognitionStatus } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawingRecognitions, fileRecords } from '../db/schema';
import type { DrawingConverter } from '../recognition/converter';
import { addProjectFile, recordOf, waitForRecognition } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
const converted: string[] = [];
/** A stand-in DWG converter: the test's "DWG" holds PDF bytes already. */
const passThrough: DrawingConverter = {
  extensions: ['dwg'],
  toPdf: async (bytes, extension) => {
    converted.push(extension);
    return bytes;
  },
};
beforeAll(async () => {
  // No worker at first: queued files stay queued, as in a server stopped before it got to them.
  server = await createTestServer({ onDisk: true, recognitionWorkers: 0, converters: [passThrough] });
});
afterAll(() => server?.close());

describe('the recognition queue: across a restart, through a converter', () => {
  it('keeps the queue: waiting files and a file being read when the server stopped are recognised after it', async () => {
    const token = await server.login('liting');
    const projectId = server.ids.projects.chengnan;
    const waiting = await recordOf(server, 'chengnan', '施工图/建施-01 教学楼一层平面图.pdf');
    const interrupted = await recordOf(server, 'chengnan', '施工图/建施-02 风雨操场剖面图.pdf');
    await server.call(api.quickApproval.startOcr, { recordIdList: [waiting, interrupted], projectId }, { token });
    // The second was being read when the process died.
    await server.db
      .update(drawingRecognitions)
      .set({ status: RecognitionStatus.Recognising, startedAt: new Date() })
      .where(eq(drawingRecognitions.recordId, interrupted));
    const before = await server.call(api.quickApproval.ocrStatus, { recordIdList: [waiting, interrupted] }, { token });
    expect(before.body.result).toEqual({
      [waiting]: RecognitionStatus.Waiting,
      [interrupted]: RecognitionStatus.Recognising,
    });

    await server.restart({ recognitionWorkers: 2 });

    expect(await waitForRecognition(server, token, [waiting, interrupted])).toEqual({
      [waiting]: RecognitionStatus.Success,
      [interrupted]: RecognitionStatus.Success,
    });
  });

  it('recognises a CAD file through the configured converter instead of leaving it at 待转码', async () => {
    const token = await server.login('liting');
    const [record] = await server.db
      .select()
      .from(fileRecords)
      .where(eq(fileRecords.id, await recordOf(server, 'chengnan', '施工图/建施-01 教学楼一层平面图.pdf')));
    const pdf = Buffer.from(await buffer(await server.files.get(record?.storageKey ?? '')));
    const dwg = await addProjectFile(server, 'chengnan', '施工图', '建施-05 大样.dwg', pdf);
    await server.call(
      api.quickApproval.startOcr,
      { recordIdList: [dwg.recordId], projectId: server.ids.projects.chengnan },
      { token },
    );
    expect(await waitForRecognition(server, token, [dwg.recordId])).toEqual({
      [dwg.recordId]: RecognitionStatus.Success,
    });
    expect(converted).toEqual(['dwg']);
  });
});
