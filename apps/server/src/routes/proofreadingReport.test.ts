import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type AnyEndpoint,
  api,
  MarkShape,
  MarkStatus,
  OpinionType,
  PROOF_REPORT_NOT_PASSED,
  proofReportFileName,
} from '@atelier/api';
import { DEMO_PROJECTS, type PersonKey } from '@atelier/api/seed';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passApproval } from '../approvals/transitions';
import { backgroundJobs } from '../db/schema';
import { JobKind, JobState } from '../jobs/kinds';
import { PROOF_REPORT_TEXT } from '../proofreading/report';
import { generateProofReport } from '../proofreading/reportJob';
import { findReport } from '../proofreading/repository';
import type { FileStore } from '../storage/fileStore';
import { type DrawingRef, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { jobRunnerWith } from '../testing/jobs';
import { hasPdftotext, pdftotextPage } from '../testing/pdfText';
import { proofreadingLaunch } from '../testing/proofreading';

/**
 * The marked-opinion report (issue 29): 陈建国 launches a proofreading of 建施-01/02 with 李婷 (校对) then 吴磊
 * (审核); 李婷 marks two opinions on 建施-01, 陈建国 answers one and confirms both; the last pass queues the report
 * with the pass and runs it; pdftotext reads back the headings and each opinion's row.
 */

let server: TestServer;
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
let arch: DrawingRef[];
let pdftotext = true;

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  arch = await refsOf(server, 'binjiang', ARCH);
  pdftotext = await hasPdftotext();
});
afterAll(async () => {
  await server?.close();
});

const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;

let launches = 0;
async function launch(): Promise<{ actId: string; actName: string }> {
  launches += 1;
  const actName = `校审报告${launches}`;
  const body = await call(api.approval.launchProofreading, proofreadingLaunch(server, arch, actName), 'chenjianguo');
  expect(body).toMatchObject({ success: true });
  return { actId: body.result.actId as string, actName };
}

/** 李婷's two opinions on 建施-01, one answered by 陈建国, both confirmed; 李婷 passes her step. */
async function reviewed(actId: string) {
  const marks = [];
  for (const [comment, opinionType, geometry] of [
    ['防火分区面积超出规范', OpinionType.Mandatory, { shape: MarkShape.Rect, x: 100, y: 120, width: 80, height: 40 }],
    ['鑫垚路一侧退线不足', OpinionType.General, { shape: MarkShape.Cloud, x: 400, y: 300, width: 120, height: 60 }],
  ] as const) {
    const body = await call(
      api.mark.insert,
      { actId, recordId: arch[0]?.recordId, page: 1, geometry, opinionType, comment, specialty: '建筑' },
      'liting',
    );
    expect(body).toMatchObject({ success: true });
    marks.push(body.result.id as string);
  }
  await call(api.mark.addComment, { markId: marks[1], comment: '已修改' }, 'chenjianguo');
  await call(api.mark.batchConfirm, { ids: marks, status: MarkStatus.Confirmed }, 'chenjianguo');
  expect(await call(api.approval.pass, { actId }, 'liting')).toMatchObject({ success: true });
}

async function reportBytes(actId: string): Promise<Uint8Array> {
  const report = await findReport(server.db, actId);
  if (!report) throw new Error('no report');
  const parts: Buffer[] = [];
  for await (const chunk of (await server.files.get(report.storageKey)) as Readable) parts.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(parts));
}

describe('the marked-opinion report of a passed proofreading', () => {
  it('is generated when the last step passes, with the headings and each opinion’s row', async () => {
    const { actId, actName } = await launch();
    await reviewed(actId);
    expect(await findReport(server.db, actId)).toBeUndefined();
    expect(await call(api.approval.pass, { actId }, 'wulei')).toMatchObject({ success: true });

    const report = await findReport(server.db, actId);
    expect(report).toMatchObject({ opinions: 2 });
    const pdf = await reportBytes(actId);
    // The opinion table, then the marked page of 建施-01 (both marks on its page 1).
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    if (!pdftotext) {
      console.warn(
        'proofreadingReport.test: pdftotext is not installed (poppler-utils): the report text was NOT read back',
      );
      return;
    }
    // Page 1: the heading and the table; page 2: the marked drawing (its own title block has text too).
    const text = await pdftotextPage(pdf, 1);
    const drawingPage = await pdftotextPage(pdf, 2);
    const verNum = (await call(api.mark.list, { actId }, 'liting')).result.list[0].verNum as number;
    const project = DEMO_PROJECTS.find((p) => p.key === 'binjiang')?.name ?? '';
    for (const heading of [
      PROOF_REPORT_TEXT.title,
      `${PROOF_REPORT_TEXT.actName}：${actName}`,
      `${PROOF_REPORT_TEXT.project}：${project}`,
      `${PROOF_REPORT_TEXT.initiator}：陈建国`,
      PROOF_REPORT_TEXT.summary(2, 2),
      PROOF_REPORT_TEXT.table,
      ...PROOF_REPORT_TEXT.columns,
    ]) {
      expect(text, heading).toContain(heading.replace(/\s+/g, ''));
    }
    expect(drawingPage).toContain(PROOF_REPORT_TEXT.drawing('建施-01 总平面图.pdf', verNum, 1).replace(/\s+/g, ''));
    // Each opinion's row: its drawing, type, text (鑫 and 垚 are outside the demo's font subset), author, answer, state.
    for (const cell of ['防火分区面积超出规范', '强制性条文', '鑫垚路一侧退线不足', '一般', '陈建国：已修改']) {
      expect(text, cell).toContain(cell);
    }
    expect(text.match(/李婷/g)?.length).toBe(2);
    expect(text.match(/已确认/g)?.length).toBe(2);
    expect(text.match(/建施-01总平面图\.pdf/g)?.length).toBe(2);
    expect(text).not.toContain('?');
  });

  it('is queued with the pass, so a server stopped before running it takes it up after its restart', async () => {
    const { actId } = await launch();
    await reviewed(actId);
    // The pass without a runner: what a process killed right after the pass's commit leaves behind.
    await passApproval(
      server.db,
      { userId: server.person('wulei'), enterpriseId: server.ids.enterprises.huazhu },
      { actId },
      undefined,
    );
    const queued = await server.db
      .select({ state: backgroundJobs.state })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, JobKind.ProofReport), eq(backgroundJobs.subjectId, actId)));
    expect(queued).toEqual([{ state: JobState.Queued }]);
    expect(await findReport(server.db, actId)).toBeUndefined();

    const quiet = { warn: () => {}, error: () => {} };
    const restarted = jobRunnerWith(server.db, { files: server.files, log: quiet }, { graceMs: 0 });
    expect(await restarted.runDue()).toBe(1);
    expect(await findReport(server.db, actId)).toMatchObject({ opinions: 2 });
    expect((await PDFDocument.load(await reportBytes(actId))).getPageCount()).toBe(2);
  });

  it('leaves no stored report behind a stop between its PDF and its row, nor a replaced one (issue 21)', async () => {
    const { actId } = await launch();
    await reviewed(actId);
    await passApproval(
      server.db,
      { userId: server.person('wulei'), enterpriseId: server.ids.enterprises.huazhu },
      { actId },
      undefined,
    );
    const quiet = { warn: () => {}, error: () => {} };
    const storedReports = async () =>
      (await readdir(join(server.dataDir, 'files', 'proofreports')).catch(() => [] as string[]))
        .filter((name) => name.startsWith(actId))
        .map((name) => `proofreports/${name}`);
    // The PDF is written, then the process dies before the report's row: the run is held there for good.
    let stopped!: () => void;
    const atStop = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const dying: FileStore = {
      ...server.files,
      put: async (key, body) => {
        const written = await server.files.put(key, body);
        if (!key.startsWith('proofreports/')) return written;
        stopped();
        return new Promise<never>(() => {});
      },
    };
    void generateProofReport(server.db, { files: dying, log: quiet }, actId);
    await atStop;
    expect(await storedReports()).toHaveLength(1);
    expect(await findReport(server.db, actId)).toBeUndefined();

    // The job taken up again: one report, one stored object.
    const first = await generateProofReport(server.db, { files: server.files, log: quiet }, actId);
    expect(await storedReports()).toEqual([first]);
    // Generated again: the replaced report's object goes.
    const second = await generateProofReport(server.db, { files: server.files, log: quiet }, actId);
    expect(second).not.toBe(first);
    expect(await findReport(server.db, actId)).toMatchObject({ storageKey: second });
    expect(await storedReports()).toEqual([second]);
  });

  it('downloads through a one-time link for whoever may see the approval, once it passed', async () => {
    const { actId, actName } = await launch();
    expect(await call(api.download.proofFile, { actId }, 'chenjianguo')).toMatchObject({
      success: false,
      code: 40007,
      message: PROOF_REPORT_NOT_PASSED,
    });
    await reviewed(actId);
    expect(await call(api.approval.pass, { actId }, 'wulei')).toMatchObject({ success: true });

    const link = await call(api.download.proofFile, { actId }, 'liting');
    expect(link).toMatchObject({ success: true, result: { fileName: proofReportFileName(actName) } });
    const answer = await server.app.inject({ method: 'GET', url: link.result.url as string });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    expect(new Uint8Array(answer.rawPayload)).toEqual(await reportBytes(actId));
    // The link works once; someone of another enterprise gets none.
    const again = await server.app.inject({ method: 'GET', url: link.result.url as string });
    expect(again.json()).toMatchObject({ success: false });
    expect((await call(api.download.proofFile, { actId }, 'mali')).success).toBe(false);
  });
});
