import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { api, Flag, finalRecognitionStatuses, RecognitionStatus, StampingState, UPLOAD_PART_BYTES } from '@atelier/api';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalDrawings,
  backgroundJobs,
  drawingRecognitions,
  fileRecords,
  recognisedSigners,
  resources,
  stampLogs,
} from './db/schema';
import { JobState } from './jobs/kinds';
import { StampOperation } from './stamps/stampLog';
import { submitQuick } from './testing/approvals';
import { addProjectFiles, recognisedRefs, versionBytes, versionRow } from './testing/drawings';
import { createTestServer, type TestServer } from './testing/harness';
import { pdfsigAll, pdfsigInstalled } from './testing/pdfsig';
import { buildServer, type ServerChild, startServerChild } from './testing/serverChild';
import { md5Hex, sliceOf, testBytes } from './testing/uploads';

/**
 * The fault suite (issue 21): the real server, a child process on the test's data, killed with SIGKILL while a
 * multipart upload, the stamping of 100 drawings and the recognition of a batch are each midway, then started
 * again on the same data (PGlite's directory, or the same PostgreSQL database). After the restart the upload
 * resumes from the parts the server confirmed, the stamping job resumes and stamps every drawing exactly once with
 * signatures pdfsig verifies, recognition finishes, and no temporary file of the upload is left. One kill for the
 * three, so that the file starts the server twice: the whole file stays within a minute or so on a quiet machine.
 *
 * The data is made in this process first (the harness's seeded server, on disk), which then lets the child have
 * it; at the end this process opens the database again to count what the child wrote.
 */

let server: TestServer;
let child: ServerChild | undefined;
let build: Awaited<ReturnType<typeof buildServer>>;

const DRAWING = '01 建筑/施工图/建施-02 一层平面图.pdf';
const FOLDER = '01 建筑/施工图';
const STAMPED = 100;
const RECOGNISED = 12;
const REGISTRATION = '一级注册建筑师 陈建国';
const OUTPUT = '华筑设计出图专用章';

/** What the tests share, made in beforeAll. */
const setup = {
  actId: '',
  /** The approved version of each drawing of the approval, by resource. */
  approved: new Map<string, string>(),
  recognition: [] as string[],
  caPem: '',
  tokens: { launcher: '', lastApprover: '', uploader: '' },
};

/**
 * Polls `read` until `done` holds for its value. Gives up after two minutes with the last value (rather than at the
 * test's timeout, which says nothing of where it was).
 */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited two minutes for ${what}; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  trace('seeding');
  // The production build of the server, made while this process seeds (a second or two).
  const built = buildServer();
  server = await createTestServer({ onDisk: true });
  build = await built;
  const [source] = await recognisedRefs(server, 'binjiang', [DRAWING]);
  if (!source) throw new Error('no source drawing');
  const bytes = await versionBytes(server, source.recordId);
  const [recognition] = await server.db
    .select()
    .from(drawingRecognitions)
    .where(eq(drawingRecognitions.recordId, source.recordId));
  expect(recognition?.status).toBe(RecognitionStatus.Success);
  const signers = await server.db
    .select()
    .from(recognisedSigners)
    .where(eq(recognisedSigners.recordId, source.recordId));

  // 100 drawings recognised as the demo drawing is (its frame template, its signers): copies of its bytes.
  const names = Array.from({ length: STAMPED }, (_, i) => `故障盖章-${String(i + 1).padStart(3, '0')}.pdf`);
  const added = await addProjectFiles(
    server,
    'binjiang',
    FOLDER,
    names.map((name) => ({ name, bytes: Buffer.from(bytes) })),
  );
  const seen = recognition as NonNullable<typeof recognition>;
  await server.db
    .insert(drawingRecognitions)
    .values(added.map(({ resId, recordId }) => ({ ...seen, recordId, resourceId: resId })));
  if (signers.length) {
    await server.db
      .insert(recognisedSigners)
      .values(added.flatMap(({ recordId }) => signers.map((s) => ({ ...s, recordId }))));
  }
  await server.db
    .update(resources)
    .set({ recognitionStatus: RecognitionStatus.Success })
    .where(
      inArray(
        resources.id,
        added.map((a) => a.resId),
      ),
    );
  const drawings = added.map(({ resId, recordId }, i) => ({ resId, recordId, resName: names[i] as string }));
  for (const { resId, recordId } of added) setup.approved.set(resId, recordId);
  // A batch nobody has recognised yet.
  const batch = await addProjectFiles(
    server,
    'binjiang',
    FOLDER,
    Array.from({ length: RECOGNISED }, (_, i) => ({
      name: `故障识别-${String(i + 1).padStart(2, '0')}.pdf`,
      bytes: Buffer.from(bytes),
    })),
  );
  setup.recognition = batch.map((b) => b.recordId);

  // A CA stamp approval of the 100: 吴磊 passes; 刘洋's pass, the last, is sent to the child and starts the stamping.
  const { id, body } = await submitQuick(server, {
    approvalName: '故障-盖章中断',
    drawings,
    stamps: [REGISTRATION],
    entStampId: server.stamp(OUTPUT),
    isCa: Flag.Yes,
  });
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
  setup.actId = id;
  const first = await server.call(api.approval.pass, { actId: id }, { token: await server.login('wulei') });
  expect(first.body).toMatchObject({ success: true });
  setup.caPem = (await server.call(api.ca.rootCertificate, {}, { token: await server.login('liting') })).body.result
    .pem as string;
  // Sessions live in the database: the child accepts them.
  setup.tokens = {
    launcher: await server.login('chenjianguo'),
    lastApprover: await server.login('liuyang'),
    uploader: await server.login('liting'),
  };
  await server.suspend();
  trace('data made');
});

afterAll(async () => {
  await child?.kill();
  await server?.close();
  await build?.remove();
});

const startChild = async () => {
  child = await startServerChild({
    main: build.main,
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
    // One at a time: the batch is still being read when the server is killed.
    recognitionWorkers: 1,
  });
  return child;
};

/**
 * PUTs a part's first half to the child and never sends the rest: the part is on its way when the server dies.
 * Answers once the half has left this process.
 */
function halfSentPart(origin: string, url: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
  const put = request(`${origin}${url}`, {
    method: 'PUT',
    headers: { ...headers, 'content-length': String(bytes.length) },
  });
  put.on('error', () => {});
  return new Promise((resolve, reject) =>
    put.write(bytes.subarray(0, bytes.length / 2), (error) => (error ? reject(error) : resolve())),
  );
}

const started = Date.now();
/** Where the test is, on the console when FAULTS_TRACE is set (how long each step takes on this machine). */
const trace = (step: string) => {
  if (process.env.FAULTS_TRACE) console.log(`faults: ${((Date.now() - started) / 1000).toFixed(1)} s ${step}`);
};

describe('a server killed midway (SIGKILL) and started again on the same data', () => {
  it('resumes the upload from its confirmed parts, the stamping of 100 drawings exactly once, and the recognition', async () => {
    const { actId, tokens } = setup;
    trace('starting the server child');
    let running = await startChild();
    trace('server child up');

    // 1. An upload of 4 parts: parts 1 and 2 confirmed, part 3 half sent.
    const bytes = testBytes(3 * UPLOAD_PART_BYTES + 4321, 211);
    const slice = (partNumber: number) => sliceOf(bytes, UPLOAD_PART_BYTES, partNumber);
    const startAnswer = await running.call(
      api.upload.multipartStart,
      { fileName: '故障-上传中断.pdf', fileLength: bytes.length, fileMd5: md5Hex(bytes) },
      { token: tokens.uploader },
    );
    expect(startAnswer).toMatchObject({ success: true });
    const upload = { uploadId: startAnswer.result.uploadId as string, ossKey: startAnswer.result.ossKey as string };
    const target = async (partNumber: number) => {
      const answer = await running.call(
        api.upload.multipartPart,
        { ...upload, partNumber },
        { token: tokens.uploader },
      );
      expect(answer).toMatchObject({ success: true });
      return answer.result as { url: string; headers?: Record<string, string> };
    };
    const sendPart = async (partNumber: number) => {
      const { url, headers } = await target(partNumber);
      const response = await fetch(`${running.origin}${url}`, { method: 'PUT', body: slice(partNumber), headers });
      expect(response.status).toBe(200);
      return (response.headers.get('etag') ?? '').replace(/"/g, '');
    };
    const confirmed = [
      { partNumber: 1, etag: await sendPart(1) },
      { partNumber: 2, etag: await sendPart(2) },
    ];
    const third = await target(3);
    await halfSentPart(running.origin, third.url, third.headers ?? {}, slice(3));
    const partsDir = path.join(server.dataDir, 'upload-parts', upload.uploadId);
    trace('parts 1 and 2 confirmed, half of part 3 sent');

    // 2. 刘洋's pass: the stamping of the 100 drawings starts in his request (which the kill cuts off).
    void running.call(api.approval.pass, { actId }, { token: tokens.lastApprover }).catch(() => {});
    const stampedCount = async () => {
      const answer = await running.call(api.approvalCenter.files, { actId }, { token: tokens.launcher });
      const files = (answer.result as { children: { resId: string; recordId: string }[] }[]).flatMap((g) => g.children);
      return files.filter((f) => f.recordId !== setup.approved.get(f.resId)).length;
    };
    const stampedBefore = await until(stampedCount, (count) => count >= 3, 'the first stamped drawings');
    trace(`${stampedBefore} drawings stamped`);

    // 3. The batch's recognition, once the stamping is under way: killed after its first file.
    await running.call(
      api.quickApproval.startOcr,
      { recordIdList: setup.recognition, projectId: server.ids.projects.binjiang },
      { token: tokens.launcher },
    );
    const ocrStatus = async () =>
      (await running.call(api.quickApproval.ocrStatus, { recordIdList: setup.recognition }, { token: tokens.launcher }))
        .result as Record<string, RecognitionStatus>;
    const finals = (statuses: Record<string, RecognitionStatus>) =>
      Object.values(statuses).filter((s) => finalRecognitionStatuses.includes(s)).length;
    const recognisedBefore = finals(await until(ocrStatus, (s) => finals(s) >= 1, 'the first recognised file'));

    trace(`${recognisedBefore} files recognised: killing the server`);
    await running.kill();
    child = undefined;
    // Midway, all three (as last seen before the kill).
    expect(stampedBefore).toBeLessThan(STAMPED);
    expect(recognisedBefore).toBeLessThan(RECOGNISED);

    if (server.kind === 'postgres') {
      // On PostgreSQL another server process may be running the job: it is taken up once its lease (60 s) runs out,
      // which the test does not wait for. (On PGlite, one process has the database: the restart takes it at once.)
      const db = new pg.Client({ connectionString: server.databaseUrl });
      await db.connect();
      await db.query(`update background_jobs set lease_until = now() - interval '1 second' where state = 'running'`);
      await db.end();
    }

    running = await startChild();
    trace('server child up again');

    // 1. The client's resume call: the server has parts 1 and 2, not the half-sent 3.
    const listed = await running.call(api.upload.multipartListParts, upload, { token: tokens.uploader });
    expect(listed.result).toEqual([
      { partNumber: 1, etag: confirmed[0]?.etag, size: UPLOAD_PART_BYTES },
      { partNumber: 2, etag: confirmed[1]?.etag, size: UPLOAD_PART_BYTES },
    ]);
    const parts = [
      ...confirmed,
      { partNumber: 3, etag: await sendPart(3) },
      { partNumber: 4, etag: await sendPart(4) },
    ];
    const complete = await running.call(
      api.upload.multipartComplete,
      { ...upload, fileMd5: md5Hex(bytes), parts },
      { token: tokens.uploader },
    );
    expect(complete.result).toEqual({ ossKey: upload.ossKey, fileMd5: md5Hex(bytes), fileLength: bytes.length });
    expect(md5Hex(await buffer(await server.files.get(upload.ossKey)))).toBe(md5Hex(bytes));
    expect(existsSync(partsDir)).toBe(false);

    trace('upload completed');
    // 3. Recognition finishes.
    const statuses = await until(ocrStatus, (s) => finals(s) === RECOGNISED, 'the batch recognised');
    expect(new Set(Object.values(statuses))).toEqual(new Set([RecognitionStatus.Success]));

    trace('batch recognised');
    // 2. The stamping resumes to its end.
    const detail = async () =>
      (await running.call(api.approvalCenter.detail, { actId }, { token: tokens.launcher })).result as {
        stampingState?: string;
        stampingErrors?: string[];
      };
    const stamped = await until(
      detail,
      (d) => d.stampingState !== StampingState.Stamping && d.stampingState !== undefined,
      'the stamping',
    );
    expect(stamped).toMatchObject({ stampingState: StampingState.Stamped });
    expect(await stampedCount()).toBe(STAMPED);

    trace('stamping done');
    await running.stop();
    child = undefined;
    await server.restart();

    // No temporary file of the upload (a stamped drawing's write the kill cut short may be one: swept in an hour).
    const temporaries = (await server.files.temporaries?.()) ?? [];
    expect(temporaries.filter((t) => !t.key?.startsWith(`stamped/${actId}/`))).toEqual([]);

    // The job was taken up once more, and ended.
    const jobs = await server.db.select().from(backgroundJobs).where(eq(backgroundJobs.subjectId, actId));
    expect(jobs).toEqual([expect.objectContaining({ state: JobState.Done, attempts: 2 })]);
    // Each drawing stamped exactly once: one stamped version beside the approved one, each stamp logged once.
    const drawings = await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, actId));
    expect(drawings).toHaveLength(STAMPED);
    const versions = await server.db
      .select({ resourceId: fileRecords.resourceId, id: fileRecords.id })
      .from(fileRecords)
      .where(inArray(fileRecords.resourceId, [...setup.approved.keys()]));
    for (const drawing of drawings) {
      const own = versions.filter((v) => v.resourceId === drawing.resourceId).map((v) => v.id);
      expect(own.sort()).toEqual([drawing.recordId, drawing.stampedRecordId].sort());
    }
    const logged = await server.db
      .select({ stampId: stampLogs.stampId })
      .from(stampLogs)
      .where(and(eq(stampLogs.approvalId, actId), eq(stampLogs.operation, StampOperation.Use)));
    const loggedIds = logged.map((l) => l.stampId);
    expect(new Set(loggedIds).size, 'a stamp logged twice').toBe(loggedIds.length);
    expect(loggedIds).toEqual(expect.arrayContaining([server.stamp(REGISTRATION), server.stamp(OUTPUT)]));

    // Every CA signature of every stamped drawing verifies.
    if (!(await pdfsigInstalled())) {
      console.warn(
        "faults.test: pdfsig or certutil is not installed (scripts/setup.sh installs them): the 100 drawings' CA signatures were NOT verified",
      );
      return;
    }
    const pdfs = [];
    for (const drawing of drawings) pdfs.push(await versionBytes(server, drawing.stampedRecordId as string));
    trace('counted; verifying the signatures');
    const reports = await pdfsigAll(pdfs, [setup.caPem]);
    trace('verified');
    for (const [index, signatures] of reports.entries()) {
      const name = (await versionRow(server, drawings[index]?.stampedRecordId as string)).storageKey;
      expect(
        signatures.map((s) => s.commonName),
        name,
      ).toContain(REGISTRATION);
      expect(signatures.at(-1), name).toMatchObject({ commonName: OUTPUT, totalDocumentSigned: true });
      for (const signature of signatures) {
        expect(signature, name).toMatchObject({
          signatureValidation: 'Signature is Valid.',
          certificateValidation: 'Certificate is Trusted.',
        });
      }
    }
    // Two server starts, 100 drawings stamped and verified: more than the server project's minute when the machine is
    // busy (about a minute on a quiet one).
  }, 300_000);
});
