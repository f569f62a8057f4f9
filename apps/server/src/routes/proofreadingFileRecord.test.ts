import {
  type AnyEndpoint,
  api,
  MarkShape,
  OpinionType,
  PROOF_FILE_RECORD_NONE,
  proofFileRecordFileName,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_REPORT_TEXT } from '../proofreading/report';
import { type DrawingRef, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { hasPdftotext, pdftotextPage } from '../testing/pdfText';
import { proofreadingLaunch } from '../testing/proofreading';

/**
 * A drawing version's proofreading record (downloadProofFileRecord, issue 29): 陈建国 launches a proofreading of
 * 建施-01/02; 李婷 marks two opinions on 建施-01. The record of 建施-01's version is a PDF of its opinion table and its
 * marked page, at any time of the proofreading; 建施-02's says it has none; a version in no proofreading is refused.
 */

let server: TestServer;
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
const OTHER = '01 建筑/施工图/建施-03 南立面图.pdf';
let arch: DrawingRef[];
let other: DrawingRef;
let actId = '';
let pdftotext = true;

const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  arch = await refsOf(server, 'binjiang', ARCH);
  [other] = (await refsOf(server, 'binjiang', [OTHER])) as [DrawingRef];
  pdftotext = await hasPdftotext();
  const body = await call(api.approval.launchProofreading, proofreadingLaunch(server, arch, '校审记录'), 'chenjianguo');
  expect(body).toMatchObject({ success: true });
  actId = body.result.actId as string;
  for (const [comment, opinionType, geometry] of [
    ['防火分区面积超出规范', OpinionType.Mandatory, { shape: MarkShape.Rect, x: 100, y: 120, width: 80, height: 40 }],
    ['退线不足', OpinionType.General, { shape: MarkShape.Arrow, x1: 400, y1: 300, x2: 460, y2: 340 }],
  ] as const) {
    const mark = await call(
      api.mark.insert,
      { actId, recordId: arch[0]?.recordId, page: 1, geometry, opinionType, comment, specialty: '建筑' },
      'liting',
    );
    expect(mark).toMatchObject({ success: true });
  }
});
afterAll(async () => {
  await server?.close();
});

/** The link's bytes (the link works once). */
async function recordPdf(url: string): Promise<Uint8Array> {
  const answer = await server.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('application/pdf');
  const again = await server.app.inject({ method: 'GET', url });
  expect(again.json()).toMatchObject({ success: false });
  return new Uint8Array(answer.rawPayload);
}

describe("a drawing version's proofreading record", () => {
  it('is the opinions on that version and its marked page, while the proofreading is in progress', async () => {
    const verNum = (await call(api.mark.list, { actId }, 'liting')).result.list[0].verNum as number;
    const link = await call(api.download.proofFileRecord, { fileRecordId: arch[0]?.recordId }, 'wulei');
    expect(link).toMatchObject({
      success: true,
      result: { fileName: proofFileRecordFileName('建施-01 总平面图.pdf', verNum) },
    });
    const pdf = await recordPdf(link.result.url as string);
    // The opinion table, then 建施-01's page 1 with both marks.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    if (!pdftotext) {
      console.warn('proofreadingFileRecord.test: pdftotext is not installed (poppler-utils): text NOT read back');
      return;
    }
    const text = await pdftotextPage(pdf, 1);
    for (const cell of [
      PROOF_REPORT_TEXT.title,
      `${PROOF_REPORT_TEXT.actName}：校审记录`,
      PROOF_REPORT_TEXT.summary(1, 2),
      '防火分区面积超出规范',
      '强制性条文',
      '退线不足',
      '未确认',
    ]) {
      expect(text, cell).toContain(cell.replace(/\s+/g, ''));
    }
    expect(text.match(/李婷/g)?.length).toBe(2);
    expect(await pdftotextPage(pdf, 2)).toContain(
      PROOF_REPORT_TEXT.drawing('建施-01 总平面图.pdf', verNum, 1).replace(/\s+/g, ''),
    );
  });

  it("says so for a drawing of the proofreading nobody marked (only that version's opinions)", async () => {
    const link = await call(api.download.proofFileRecord, { fileRecordId: arch[1]?.recordId }, 'chenjianguo');
    expect(link).toMatchObject({ success: true });
    const pdf = await recordPdf(link.result.url as string);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    if (!pdftotext) return;
    const text = await pdftotextPage(pdf, 1);
    expect(text).toContain(PROOF_REPORT_TEXT.none);
    expect(text).toContain(PROOF_REPORT_TEXT.summary(1, 0).replace(/\s+/g, ''));
    expect(text).not.toContain('防火分区');
  });

  it('is refused for a version in no proofreading, and to someone of another enterprise', async () => {
    for (const [fileRecordId, key] of [
      [other.recordId, 'chenjianguo'],
      [arch[0]?.recordId, 'mali'],
      ['no-such-record', 'chenjianguo'],
    ] as const) {
      expect(await call(api.download.proofFileRecord, { fileRecordId }, key), `${fileRecordId} ${key}`).toMatchObject({
        success: false,
        code: 40009,
        message: PROOF_FILE_RECORD_NONE,
      });
    }
  });
});
