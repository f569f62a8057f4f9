import {
  api,
  type CheckedFile,
  type CheckReason,
  DrawingCheckReason,
  type DrawingCheckResult,
  RecognitionStatus,
  recognitionStatusText,
} from '@atelier/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSameEnterprise } from '../access/projectAccess';
import { type DrawingVersion, projectScope, readableFile, referencedVersions } from '../approvals/drawings';
import { effectiveSigners, type SignerField } from '../approvals/signers';
import { duties, type ErrorReportRow, errorReports, projectMembers, resources, signerCorrections } from '../db/schema';
import { deny, ErrorMessage } from '../domain/errors';
import { FileAnswer, registerEndpoint } from '../http/registerEndpoint';
import { chunks, recognitionsOf } from '../recognition/store';
import { formatDateTime } from '../util/format';

/** A unit factor as people read it: 0.1 is '1/10', 1/25.4 is '1/25.4', 0.001 is '1/1000'. */
export function formatUnitFactor(scale: number): string {
  const round = (value: number) => String(Math.round(value * 1000) / 1000);
  if (!Number.isFinite(scale) || scale <= 0) return String(scale);
  return scale < 1 ? `1/${round(1 / scale)}` : round(scale);
}

/** The reason a signer field fails the check, or null when exactly one project member signs there. */
function signerReason(field: SignerField, dutyName: string): CheckReason | null {
  if (field.name === null) {
    return { errorReason: DrawingCheckReason.signerMissing(dutyName), dutyId: field.dutyId, dutyName, realname: null };
  }
  if (field.members.length === 1) return null;
  const errorReason =
    field.members.length === 0
      ? DrawingCheckReason.signerNotInProject(dutyName, field.name)
      : DrawingCheckReason.signerAmbiguous(dutyName, field.name);
  return { errorReason, dutyId: field.dutyId, dutyName, realname: field.name };
}

/** A file of an error list, with its own reasons. */
function checkedFile(version: DrawingVersion, errorReason: CheckReason[]): CheckedFile {
  const { resource } = version;
  return {
    resId: resource.id,
    recordId: version.recordId,
    resName: resource.name,
    isFolder: false,
    fileExt: resource.ext,
    pathName: version.parentPath || '/',
    parentId: resource.parentId,
    errorReason,
  };
}

/** Characters that make a spreadsheet read a cell as a formula: such a cell is written as text (a leading '). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell: always quoted, quotes doubled, formulas defused. */
function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The report as Excel opens it: UTF-8 with a byte-order mark, CRLF line ends, every cell quoted. */
export function errorReportCsv(rows: readonly ErrorReportRow[]): Buffer {
  const lines = [
    ['文件名', '路径', '异常原因'],
    ...rows.map((row) => [row.resName, row.path, (row.reasons ?? []).join('；')]),
  ].map((cells) => cells.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The drawing check (000 sections 2, 4, 7; issue 8): check the chosen drawings, correct signers, the report. */
export function registerDrawingCheckRoutes(app: FastifyInstance): void {
  /**
   * checkPeopleDutyByTemplate. Each chosen drawing version the user may read in the project is checked against
   * what recognition read and the corrections since:
   * - ocrCheckResult: not recognised successfully (with the status's text), or a printed field of the title block
   *   (the template's info regions: 图名, 图号 ...) empty;
   * - settingCheckResult: a signer field of the template with nobody in it, a name of nobody in the project, or
   *   of several members (the correction of that file and duty, when there is one, is what counts);
   * - sizeUnitCheckResult: the sheet matched its template at a unit factor other than 1 (not drawn in mm).
   * A drawing may be in several lists. With errors, a report of the faulty files and their reasons is stored and
   * its id answered as `downLoadURL`. `isFastApproval` only changes the dialog's wording (the portal's); the
   * checks are the same for both origins.
   */
  registerEndpoint(app, api.drawingCheck.check, async (ctx): Promise<DrawingCheckResult> => {
    const { data, db } = ctx;
    await requireSameEnterprise(ctx, data.enterpriseId);
    const versions = await referencedVersions(ctx, data.fileList, data.projectId);
    const chosen = [...new Map(data.fileList.map((ref) => [ref.recordId, ref])).values()];
    const states = await recognitionsOf(
      db,
      chosen.map((ref) => ref.recordId),
    );
    const signers = await effectiveSigners(
      db,
      data.projectId,
      chosen.map((ref) => ({ recordId: ref.recordId, resourceId: ref.resId })),
    );
    const enterpriseId = [...versions.values()][0]?.enterpriseId ?? ctx.enterpriseId;
    const dutyNames = new Map(
      (
        await db.select({ id: duties.id, name: duties.name }).from(duties).where(eq(duties.enterpriseId, enterpriseId))
      ).map((d) => [d.id, d.name]),
    );

    const ocr: CheckedFile[] = [];
    const setting: CheckedFile[] = [];
    const sizeUnit: CheckedFile[] = [];
    const report = new Map<string, ErrorReportRow>();
    const add = (list: CheckedFile[], version: DrawingVersion, reasons: CheckReason[]) => {
      if (reasons.length === 0) return;
      list.push(checkedFile(version, reasons));
      const row = report.get(version.recordId) ?? {
        resName: version.resource.name,
        path: version.parentPath || '/',
        reasons: [],
      };
      row.reasons?.push(...reasons.map((r) => r.errorReason));
      report.set(version.recordId, row);
    };
    for (const ref of chosen) {
      const version = versions.get(ref.recordId) as DrawingVersion;
      const state = states.get(ref.recordId);
      const status = state?.status ?? RecognitionStatus.Waiting;
      if (!state || status !== RecognitionStatus.Success) {
        add(ocr, version, [{ errorReason: DrawingCheckReason.titleBlockUnread(recognitionStatusText[status]) }]);
        continue;
      }
      add(
        ocr,
        version,
        state.row.printedInfo
          .filter((info) => info.value.trim() === '')
          .map((info) => ({ errorReason: DrawingCheckReason.printedInfoMissing(info.label) })),
      );
      add(
        setting,
        version,
        (signers.get(ref.recordId) ?? []).flatMap(
          (field) => signerReason(field, dutyNames.get(field.dutyId) ?? field.dutyId) ?? [],
        ),
      );
      if (state.row.scale !== 1) {
        add(sizeUnit, version, [
          { errorReason: DrawingCheckReason.unitNotMillimetre(formatUnitFactor(state.row.scale)) },
        ]);
      }
    }

    const hasError = report.size > 0;
    let downLoadURL: string | null = null;
    if (hasError) {
      // In the order the drawings were chosen, one row per faulty file with all its reasons.
      const rows = chosen.flatMap((ref) => report.get(ref.recordId) ?? []);
      const [row] = await db
        .insert(errorReports)
        .values({ userId: ctx.user.id, rows })
        .returning({ id: errorReports.id });
      if (!row) throw new Error('The error report was not stored');
      downLoadURL = row.id;
    }
    return {
      hasError,
      ocrCheckResult: { fileList: ocr },
      settingCheckResult: { fileList: setting },
      sizeUnitCheckResult: { fileList: sizeUnit },
      downLoadURL,
    };
  });

  /**
   * modifyOcrResult: for these files of the project and the duty, `modifyResult` signs. Every file must be one the
   * user may read (not deleted, of this project), the person a member of the project, the duty one of the
   * project's enterprise. Stored per file and duty in one transaction; a later correction replaces it.
   */
  registerEndpoint(app, api.drawingCheck.correct, async (ctx) => {
    const { data, db } = ctx;
    const scope = await projectScope(ctx, data.projectId);
    const { project } = scope.access;
    const resourceIds = [...new Set(data.modifyIdList)];
    const rows: (typeof resources.$inferSelect)[] = [];
    for (const part of chunks(resourceIds)) {
      rows.push(...(await db.select().from(resources).where(inArray(resources.id, part))));
    }
    if (rows.length !== resourceIds.length) deny(ErrorMessage.ResourceNotFound);
    for (const row of rows) readableFile(scope, row);
    const [member] = await db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, data.modifyResult)))
      .limit(1);
    if (!member) deny(ErrorMessage.CorrectionNotMember);
    const [duty] = await db
      .select({ id: duties.id })
      .from(duties)
      .where(and(eq(duties.id, data.dutyId), eq(duties.enterpriseId, project.enterpriseId)))
      .limit(1);
    if (!duty) deny(ErrorMessage.CorrectionDutyNotFound);
    const now = new Date();
    await db.transaction(async (tx) => {
      for (const part of chunks(resourceIds)) {
        await tx
          .insert(signerCorrections)
          .values(
            part.map((resourceId) => ({
              projectId: project.id,
              resourceId,
              dutyId: data.dutyId,
              userId: data.modifyResult,
              correctedBy: ctx.user.id,
              correctedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [signerCorrections.projectId, signerCorrections.resourceId, signerCorrections.dutyId],
            set: { userId: data.modifyResult, correctedBy: ctx.user.id, correctedAt: now },
          });
      }
    });
    return null;
  });

  /** The report (the check's or the wizard's saveErrorReport) as a CSV file; its author only. */
  registerEndpoint(app, api.drawingCheck.downloadReport, async (ctx) => {
    const [report] = await ctx.db
      .select()
      .from(errorReports)
      .where(and(eq(errorReports.id, ctx.data.uuid), eq(errorReports.userId, ctx.user.id)))
      .limit(1);
    if (!report) deny(ErrorMessage.ReportNotFound);
    const body = errorReportCsv(report.rows);
    const stamp = formatDateTime(report.createdAt).replace(/\D/g, '');
    return new FileAnswer(body, `异常文件报告-${stamp}.csv`, 'text/csv; charset=utf-8', 'attachment', body.length);
  });
}
