import { createHash } from 'node:crypto';
import {
  ApprovalStatus,
  api,
  type FileRecord,
  Flag,
  type ProjectResource,
  RecognitionStatus,
  StampingState,
} from '@atelier/api';
import { and, asc, eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalDrawings,
  approvals,
  drawingRecognitions,
  fileRecords,
  frameTemplateRegions,
  frameTemplates,
  RegionKind,
  resources,
  stamps,
} from '../db/schema';
import { type Rect, readFirstPage, type TextBox } from '../recognition/pdfPage';
import { recognisePage } from '../recognition/recognise';
import { loadFrameTemplates } from '../recognition/store';
import { type QuickLaunch, submitQuick } from '../testing/approvals';
import { type DrawingRef, recognisedRefs, refsOf, versionBytes, versionRow } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { jobRunnerWith } from '../testing/jobs';
import { pdfsig } from '../testing/pdfsig';
import { effectiveSigners, signerOf } from './signers';
import { type Placement, type StampingDeps, sealLines, stampApproval } from './stamping';
import { passApproval } from './transitions';

/**
 * Stamping a passed approval (issue 10, part 2) over the demo seed: a quick stamp approval of 滨江新城综合体's
 * 01 建筑/施工图 drawings with two registration stamps and the output stamp, passed by both approvers.
 */

let server: TestServer;

const ARCH = [
  '01 建筑/施工图/建施-01 总平面图.pdf',
  '01 建筑/施工图/建施-02 一层平面图.pdf',
  '01 建筑/施工图/建施-03 南立面图.pdf',
];
const REGISTRATION = ['一级注册建筑师 吴磊', '一级注册建筑师 陈建国'];
const OUTPUT = '华筑设计出图专用章';

let arch: DrawingRef[];

beforeAll(async () => {
  server = await createTestServer();
  arch = await recognisedRefs(server, 'binjiang', ARCH);
}, 120_000);
afterAll(() => server?.close());

let launches = 0;
/** Launches a quick stamp approval of the drawings (one batch), approved by 吴磊 and 刘洋. */
async function launchQuick(drawings: DrawingRef[]): Promise<string> {
  launches += 1;
  const { id, body } = await submitQuick(server, {
    approvalName: `盖章-审批${launches}`,
    drawings,
    stamps: REGISTRATION,
    entStampId: server.stamp(OUTPUT),
  });
  expect(body).toMatchObject({ success: true, result: { actId: id } });
  return id;
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const recordRow = (id: string) => versionRow(server, id);
const bytesOf = (recordId: string) => versionBytes(server, recordId);
const approvalRow = async (id: string) => {
  const [row] = await server.db.select().from(approvals).where(eq(approvals.id, id));
  if (!row) throw new Error(`no approval ${id}`);
  return row;
};
const drawingsOf = (actId: string) =>
  server.db
    .select()
    .from(approvalDrawings)
    .where(eq(approvalDrawings.approvalId, actId))
    .orderBy(asc(approvalDrawings.position));
const versionsOf = (resourceId: string) =>
  server.db.select().from(fileRecords).where(eq(fileRecords.resourceId, resourceId));

/** Text boxes of exactly this text whose box lies inside the rectangle (half a point of slack for rounding). */
const inside = (items: readonly TextBox[], text: string, rect: Rect) =>
  items.filter(
    (i) =>
      i.text === text &&
      i.x >= rect.x - 0.5 &&
      i.y >= rect.y - 0.5 &&
      i.x + i.width <= rect.x + rect.width + 0.5 &&
      i.y + i.height <= rect.y + rect.height + 0.5,
  );

/** The first page's content streams, decoded. */
async function pageContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) =>
      stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
    )
    .join('\n');
}

const log = { error: () => {}, warn: () => {} };

describe('stamping a passed approval', () => {
  let actId: string;
  const originals = new Map<string, { md5: string; row: typeof fileRecords.$inferSelect }>();

  it('stamps every drawing as a new version when the last approver passes', async () => {
    for (const ref of arch) {
      originals.set(ref.recordId, { md5: md5(await bytesOf(ref.recordId)), row: await recordRow(ref.recordId) });
    }
    actId = await launchQuick(arch);
    for (const key of ['wulei', 'liuyang'] as const) {
      const { body } = await server.call(api.approval.pass, { actId }, { token: await server.login(key) });
      expect(body).toMatchObject({ success: true });
    }
    const approval = await approvalRow(actId);
    // The status stays Passed (4); the stamping has its own state.
    expect(approval).toMatchObject({ status: ApprovalStatus.Passed, stampingState: StampingState.Stamped });
    expect(approval.stampingError).toBeNull();

    const drawings = await drawingsOf(actId);
    expect(drawings).toHaveLength(3);
    for (const drawing of drawings) {
      const original = originals.get(drawing.recordId);
      expect(drawing.stampedRecordId).toBeTruthy();
      const stamped = await recordRow(drawing.stampedRecordId as string);
      expect(stamped).toMatchObject({ resourceId: drawing.resourceId, version: (original?.row.version ?? 0) + 1 });
      expect(stamped.contentType).toBe('application/pdf');
      const bytes = await bytesOf(stamped.id);
      expect(stamped.size).toBe(bytes.length);
      expect(stamped.md5).toBe(md5(bytes));
      // The original version is untouched, row and bytes.
      expect(await recordRow(drawing.recordId)).toEqual(original?.row);
      expect(md5(await bytesOf(drawing.recordId))).toBe(original?.md5);
      // The stamped version is the file's current one and carries the recognition over.
      const [resource] = await server.db.select().from(resources).where(eq(resources.id, drawing.resourceId));
      expect(resource).toMatchObject({
        currentRecordId: stamped.id,
        size: bytes.length,
        recognitionStatus: RecognitionStatus.Success,
      });
    }
  });

  it('marks the stamped versions with the approval that stamped them, in the history and the directory (issue 22)', async () => {
    const token = await server.login('chenjianguo');
    const stampedBy = { approvalId: actId, actName: (await approvalRow(actId)).actName };
    for (const drawing of await drawingsOf(actId)) {
      const { body } = await server.call(api.files.records, { resId: drawing.resourceId }, { token });
      const records = (body.result ?? []) as FileRecord[];
      expect(records.find((r) => r.recordId === drawing.stampedRecordId)?.stampedBy).toEqual(stampedBy);
      // The approved version is not a stamped one.
      expect(records.find((r) => r.recordId === drawing.recordId)?.stampedBy).toBeNull();
    }
    const [resource] = await server.db
      .select()
      .from(resources)
      .where(eq(resources.id, arch[0]?.resId ?? ''));
    const { body } = await server.call(
      api.files.list,
      { projectId: resource?.projectId ?? '', parentId: resource?.parentId ?? '', pageSize: 100 },
      { token },
    );
    const listed = (body.result as { list: ProjectResource[] } | undefined)?.list ?? [];
    for (const ref of arch) expect(listed.find((r) => r.resId === ref.resId)?.stampedBy).toEqual(stampedBy);
    // A file no approval stamped is not marked.
    expect(listed.filter((r) => !r.isFolder && !arch.some((a) => a.resId === r.resId)).some((r) => r.stampedBy)).toBe(
      false,
    );
  });

  it('draws the stamps inside the frame template rectangles, and the drawing is still recognised alike', async () => {
    const drawings = await drawingsOf(actId);
    const templates = await loadFrameTemplates(server.db, server.ids.enterprises.huazhu);
    const signers = await effectiveSigners(
      server.db,
      server.ids.projects.binjiang,
      drawings.map((d) => ({ recordId: d.recordId, resourceId: d.resourceId })),
    );
    const signatureNames = new Map(
      (
        await server.db
          .select({ userId: stamps.userId, name: stamps.name })
          .from(stamps)
          .where(and(eq(stamps.enterpriseId, server.ids.enterprises.huazhu), eq(stamps.stampType, 0)))
      ).map((s) => [s.userId, s.name]),
    );
    let signaturesSeen = 0;
    for (const drawing of drawings) {
      const [recognition] = await server.db
        .select()
        .from(drawingRecognitions)
        .where(eq(drawingRecognitions.recordId, drawing.recordId));
      if (!recognition?.templateId) throw new Error('the drawing was not recognised');
      const before = await readFirstPage(await bytesOf(drawing.recordId));
      const after = await readFirstPage(await bytesOf(drawing.stampedRecordId as string));
      expect(after.pageCount).toBe(before.pageCount);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const again = recognisePage(after, templates);
      expect(again).toMatchObject({ status: RecognitionStatus.Success, scale: recognition.scale });
      expect(again.status === RecognitionStatus.Success && again.template.id).toBe(recognition.templateId);

      const regions = await server.db
        .select()
        .from(frameTemplateRegions)
        .where(eq(frameTemplateRegions.templateId, recognition.templateId))
        .orderBy(asc(frameTemplateRegions.position));
      const k = recognition.scale;
      const rectOf = (r: (typeof regions)[number]): Rect => ({
        x: r.x * k,
        y: r.y * k,
        width: r.width * k,
        height: r.height * k,
      });
      // The registration stamps in the stamp positions, in order; the output stamp in its place.
      const stampRegions = regions.filter((r) => r.kind === RegionKind.Stamp);
      REGISTRATION.forEach((name, index) => {
        const region = stampRegions[index];
        if (!region) throw new Error('missing stamp position');
        for (const line of sealLines(name)) {
          expect(inside(after.items, line, rectOf(region)), `${name} / ${line}`).toHaveLength(1);
          expect(inside(before.items, line, rectOf(region))).toHaveLength(0);
        }
      });
      const output = regions.find((r) => r.kind === RegionKind.Output);
      if (!output) throw new Error('missing output position');
      for (const line of sealLines(OUTPUT)) expect(inside(after.items, line, rectOf(output))).toHaveLength(1);
      // Each signer with a personal signature: the seal's name in the duty's signature cell, beside the printed
      // name (the signer field reads as before: recognition above read the same signers).
      for (const field of signers.get(drawing.recordId) ?? []) {
        const signer = signerOf(field);
        const name = signer ? signatureNames.get(signer.userId) : undefined;
        const cell = regions.find((r) => r.kind === RegionKind.Signature && r.dutyId === field.dutyId);
        const nameField = regions.find((r) => r.kind === RegionKind.Signer && r.dutyId === field.dutyId);
        if (!name || !cell || !nameField) continue;
        const line = sealLines(name)[0] as string;
        const count = (items: readonly TextBox[], rect: Rect) =>
          items.filter((i) => i.text.replace(/\s/g, '') === line && inside([i], i.text, rect).length).length;
        expect(count(after.items, rectOf(cell)), `${name} in ${field.dutyId}`).toBe(1);
        expect(count(before.items, rectOf(cell))).toBe(0);
        expect(count(after.items, rectOf(nameField)), `${name}'s field`).toBe(count(before.items, rectOf(nameField)));
        signaturesSeen += 1;
      }
      // The seal shapes are in red, drawn (not only text).
      const content = await pageContent(await bytesOf(drawing.stampedRecordId as string));
      // Two registration seals, the output seal and each signature: a red stroke each.
      expect(content.match(/0\.8 0\.07 0\.07 RG/g)?.length ?? 0).toBeGreaterThanOrEqual(REGISTRATION.length + 1);
      expect(await pageContent(await bytesOf(drawing.recordId))).not.toMatch(/0\.8 0\.07 0\.07 RG/);
    }
    expect(signaturesSeen).toBeGreaterThan(0);
  });

  it('is idempotent: stamping again makes no second version', async () => {
    const counts = async () =>
      Promise.all((await drawingsOf(actId)).map(async (d) => (await versionsOf(d.resourceId)).length));
    const before = await counts();
    await server.db.update(approvals).set({ stampingState: StampingState.Failed }).where(eq(approvals.id, actId));
    expect(await stampApproval(server.db, { files: server.files, log }, actId)).toBe(StampingState.Stamped);
    expect(await counts()).toEqual(before);
  });

  it('records a failure without undoing the pass, and a retry finishes the stamping', async () => {
    // The stamped versions are current and recognised: a second approval can take them.
    const current = await refsOf(server, 'binjiang', ARCH.slice(0, 1));
    const second = await launchQuick(current);
    const broken: StampingDeps = {
      files: {
        ...server.files,
        get: async () => {
          throw new Error('store offline');
        },
      },
      log,
    };
    const enterpriseId = server.ids.enterprises.huazhu;
    expect(
      await passApproval(server.db, { userId: server.person('wulei'), enterpriseId }, { actId: second }, undefined),
    ).toBe('pending');
    expect(
      await passApproval(
        server.db,
        { userId: server.person('liuyang'), enterpriseId },
        { actId: second },
        undefined,
        jobRunnerWith(server.db, broken),
      ),
    ).toBe('passed');
    const failed = await approvalRow(second);
    expect(failed).toMatchObject({ status: ApprovalStatus.Passed, stampingState: StampingState.Failed });
    expect(failed.stampingError).toContain('store offline');
    const [drawing] = await drawingsOf(second);
    expect(drawing?.stampedRecordId).toBeNull();

    expect(await stampApproval(server.db, { files: server.files, log }, second)).toBe(StampingState.Stamped);
    const [done] = await drawingsOf(second);
    const stamped = await recordRow(done?.stampedRecordId as string);
    expect(stamped.version).toBe((await recordRow(current[0]?.recordId as string)).version + 1);
    expect(await approvalRow(second)).toMatchObject({ stampingState: StampingState.Stamped, stampingError: null });
  });
});

/** The bytes of a file's first version (as uploaded, before any stamping). */
async function firstVersionBytes(resourceId: string): Promise<Uint8Array> {
  const versions = await versionsOf(resourceId);
  const first = versions.sort((a, b) => a.version - b.version)[0];
  if (!first) throw new Error(`no version of ${resourceId}`);
  return bytesOf(first.id);
}

/** Whether two rectangles share any area (touching edges do not count). */
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - 0.01 &&
  b.x < a.x + a.width - 0.01 &&
  a.y < b.y + b.height - 0.01 &&
  b.y < a.y + a.height - 0.01;
/** Whether `inner` lies inside `outer` (a hundredth of a point of slack). */
const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;

describe('where the stamps go (issue 23)', () => {
  const CUSTOM = ['技术质量部章', '图纸审查专用章'];

  /** Launches a quick approval, passes it with a stamping that records its placements; answers them by record. */
  async function stampRecorded(drawings: DrawingRef[], launch: Partial<QuickLaunch> = {}) {
    launches += 1;
    const { id, body } = await submitQuick(server, {
      approvalName: `盖章位置-${launches}`,
      drawings,
      stamps: REGISTRATION,
      entStampId: server.stamp(OUTPUT),
      ...launch,
    });
    expect(body, JSON.stringify(body)).toMatchObject({ success: true });
    const placed = new Map<string, readonly Placement[]>();
    const deps: StampingDeps = { files: server.files, log, onPlaced: (recordId, p) => placed.set(recordId, p) };
    const enterpriseId = server.ids.enterprises.huazhu;
    await passApproval(server.db, { userId: server.person('wulei'), enterpriseId }, { actId: id }, undefined);
    const runner = jobRunnerWith(server.db, deps);
    await passApproval(server.db, { userId: server.person('liuyang'), enterpriseId }, { actId: id }, undefined, runner);
    const approval = await approvalRow(id);
    expect(approval.stampingError).toBeNull();
    expect(approval.stampingState).toBe(StampingState.Stamped);
    return { id, placed };
  }

  /** The template regions of a drawing's recognition and the rectangle of a region on its page. */
  async function templateOf(recordId: string) {
    const [recognition] = await server.db
      .select()
      .from(drawingRecognitions)
      .where(eq(drawingRecognitions.recordId, recordId));
    if (!recognition?.templateId) throw new Error('the drawing was not recognised');
    const [template] = await server.db
      .select()
      .from(frameTemplates)
      .where(eq(frameTemplates.id, recognition.templateId));
    const regions = await server.db
      .select()
      .from(frameTemplateRegions)
      .where(eq(frameTemplateRegions.templateId, recognition.templateId))
      .orderBy(asc(frameTemplateRegions.position));
    const k = recognition.scale;
    const rectOf = (r: Rect): Rect => ({ x: r.x * k, y: r.y * k, width: r.width * k, height: r.height * k });
    if (!template) throw new Error('no template');
    const title = rectOf({
      x: template.titleX,
      y: template.titleY,
      width: template.titleWidth,
      height: template.titleHeight,
    });
    return { regions, rectOf, title };
  }

  it('draws each stamp inside its cell of the title block, never over a printed name', async () => {
    const refs = await refsOf(server, 'binjiang', ARCH);
    const { id, placed } = await stampRecorded(refs, { custom: CUSTOM });
    const drawings = await drawingsOf(id);
    expect(drawings).toHaveLength(ARCH.length);
    for (const drawing of drawings) {
      const placements = placed.get(drawing.recordId) ?? [];
      const { regions, rectOf, title } = await templateOf(drawing.recordId);
      const of = (kind: RegionKind) => regions.filter((r) => r.kind === kind).map(rectOf);
      const byRole = (role: Placement['role']) => placements.filter((p) => p.role === role);
      expect(byRole('registration').map((p) => p.stamp.name)).toEqual(REGISTRATION);
      expect(byRole('custom').map((p) => p.stamp.name)).toEqual(CUSTOM);
      expect(byRole('output').map((p) => p.stamp.name)).toEqual([OUTPUT]);
      expect(byRole('signature').length).toBeGreaterThan(0);
      // Each in its own cell, in order; the cells inside the title block.
      expect(byRole('registration').map((p) => p.rect)).toEqual(of(RegionKind.Stamp).slice(0, REGISTRATION.length));
      expect(byRole('custom').map((p) => p.rect)).toEqual(of(RegionKind.Custom).slice(0, CUSTOM.length));
      expect(byRole('output')[0]?.rect).toEqual(of(RegionKind.Output)[0]);
      for (const p of byRole('signature')) {
        const cell = regions.find((r) => r.kind === RegionKind.Signature && r.dutyId === p.dutyId);
        if (!cell) throw new Error(`no signature cell for ${p.dutyId}`);
        expect(p.rect).toEqual(rectOf(cell));
      }
      for (const p of placements) expect(within(p.rect, title), `${p.stamp.name} in the title block`).toBe(true);
      // No two stamps on one another; none over any printed text of the drawing (names, labels, values).
      for (const [i, a] of placements.entries()) {
        for (const b of placements.slice(i + 1)) {
          expect(overlaps(a.rect, b.rect), `${a.stamp.name}/${b.stamp.name}`).toBe(false);
        }
      }
      // The drawing as first uploaded (the current version may carry an earlier test's stamps).
      const before = await readFirstPage(await firstVersionBytes(drawing.resourceId));
      const names = of(RegionKind.Signer);
      const printedNames = before.items.filter((t) => names.some((n) => overlaps(t, n)));
      expect(printedNames.length).toBeGreaterThan(0);
      for (const p of placements) {
        for (const text of before.items)
          expect(overlaps(p.rect, text), `${p.stamp.name} over ${text.text}`).toBe(false);
      }
      // What the stamped PDF shows: each seal's text inside the rectangle it was placed at, and the printed names
      // read as before.
      const after = await readFirstPage(await bytesOf(drawing.stampedRecordId as string));
      for (const p of placements) {
        if (p.stamp.fileKey) continue;
        for (const line of sealLines(p.stamp.name)) {
          expect(inside(after.items, line, p.rect).length, `${p.stamp.name}: ${line}`).toBeGreaterThan(0);
        }
      }
      for (const name of printedNames) {
        expect(after.items.filter((t) => t.text === name.text && overlaps(t, name)).length, name.text).toBe(1);
      }
    }
  }, 120_000);

  it('falls back to the signer field beside the printed name when a template has no signature cell', async () => {
    // A drawing no earlier test stamped: the printed text is the drawing's own.
    const refs = await recognisedRefs(server, 'binjiang', ['02 结构/施工图/结施-01 基础平面布置图.pdf']);
    const [ref] = refs;
    if (!ref) throw new Error('no drawing');
    const { regions } = await templateOf(ref.recordId);
    const templateId = regions[0]?.templateId as string;
    // A firm's template without signature cells: each signer field spans the name and the room beside it.
    const cells = regions.filter((r) => r.kind === RegionKind.Signature);
    const fields = regions.filter((r) => r.kind === RegionKind.Signer);
    await server.db
      .delete(frameTemplateRegions)
      .where(and(eq(frameTemplateRegions.templateId, templateId), eq(frameTemplateRegions.kind, RegionKind.Signature)));
    const widened = async (width: (field: (typeof fields)[number]) => number) => {
      for (const field of fields) {
        await server.db
          .update(frameTemplateRegions)
          .set({ width: width(field) })
          .where(
            and(
              eq(frameTemplateRegions.templateId, templateId),
              eq(frameTemplateRegions.kind, RegionKind.Signer),
              eq(frameTemplateRegions.position, field.position),
            ),
          );
      }
    };
    await widened((field) => {
      const cell = cells.find((c) => c.dutyId === field.dutyId);
      return cell ? cell.x + cell.width - field.x : field.width;
    });
    try {
      const { id, placed } = await stampRecorded(refs);
      const [drawing] = await drawingsOf(id);
      const placements = placed.get(drawing?.recordId as string) ?? [];
      const before = await readFirstPage(await firstVersionBytes(drawing?.resourceId as string));
      const signatures = placements.filter((p) => p.role === 'signature');
      expect(signatures.length).toBeGreaterThan(0);
      for (const p of signatures) {
        const field = fields.find((r) => r.dutyId === p.dutyId);
        const cell = cells.find((r) => r.dutyId === p.dutyId);
        if (!field || !cell) throw new Error(`no field for ${p.dutyId}`);
        expect(within(p.rect, { ...field, width: cell.x + cell.width - field.x })).toBe(true);
        // Beside the printed name, not over it.
        for (const text of before.items)
          expect(overlaps(p.rect, text), `${p.stamp.name} over ${text.text}`).toBe(false);
      }
    } finally {
      await widened((field) => field.width);
      await server.db.insert(frameTemplateRegions).values(cells);
    }
  }, 120_000);

  it('signs a CA approval with the stamps in their cells, every signature valid for pdfsig', async () => {
    const refs = await refsOf(server, 'binjiang', ARCH.slice(0, 1));
    const { id, placed } = await stampRecorded(refs, { stamps: ['一级注册建筑师 陈建国'], isCa: Flag.Yes });
    const [drawing] = await drawingsOf(id);
    const placements = placed.get(drawing?.recordId as string) ?? [];
    const { regions, rectOf } = await templateOf(drawing?.recordId as string);
    expect(placements.find((p) => p.role === 'registration')?.rect).toEqual(
      rectOf(regions.find((r) => r.kind === RegionKind.Stamp && r.position === 0) as Rect),
    );
    const ca = (await server.call(api.ca.rootCertificate, {}, { token: await server.login('liting') })).body.result
      .pem as string;
    const signatures = await pdfsig(await bytesOf(drawing?.stampedRecordId as string), [ca]);
    expect(signatures.map((s) => s.commonName)).toContain('一级注册建筑师 陈建国');
    expect(signatures.at(-1)).toMatchObject({ commonName: OUTPUT, totalDocumentSigned: true });
    for (const signature of signatures) {
      expect(signature).toMatchObject({
        signatureValidation: 'Signature is Valid.',
        certificateValidation: 'Certificate is Trusted.',
      });
    }
  }, 120_000);
});
