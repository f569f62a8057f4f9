import {
  type CheckedFile,
  type CheckReason,
  DrawingCheckReason,
  type DrawingCheckResult,
  type DrawingRef,
  RecognitionStatus,
  recognitionStatusText,
  shownRecognitionReason,
} from '@atelier/api';
import { checkSameEnterprise, type ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import { recognitionsOf } from '../recognition/store';
import { formatDateTime } from '../util/format';
import {
  dutyNamesOf,
  type ErrorReportRow,
  findErrorReport,
  insertErrorReport,
  isEnterpriseDuty,
  isProjectMember,
  resourcesByIds,
  saveSignerCorrections,
} from './drawingRepository';
import { type DrawingVersion, readableFile, referencedVersions, scopeOf } from './drawings';
import { effectiveSigners, type SignerField } from './signers';

/** The drawing check (000 sections 2, 4, 7; issue 8): check the chosen drawings, correct signers, the report. */

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
function checkedFile(
  version: DrawingVersion,
  errorReason: CheckReason[],
  printed: readonly { label: string; value: string }[] = [],
): CheckedFile {
  const { resource } = version;
  // What recognition read, so that the user sees which drawing the title block says it is (issue 23).
  const drawingName = printed.find((info) => info.label === '图名')?.value;
  const drawingNumber = printed.find((info) => info.label === '图号')?.value;
  return {
    ...(drawingName ? { drawingName } : {}),
    ...(drawingNumber ? { drawingNumber } : {}),
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
export async function checkDrawings(
  db: Database,
  actor: Actor,
  request: { enterpriseId?: string | undefined; projectId: string; fileList: DrawingRef[] },
): Promise<DrawingCheckResult> {
  await checkSameEnterprise(db, actor, request.enterpriseId);
  const versions = await referencedVersions(db, actor, request.fileList, request.projectId);
  const chosen = [...new Map(request.fileList.map((ref) => [ref.recordId, ref])).values()];
  const states = await recognitionsOf(
    db,
    chosen.map((ref) => ref.recordId),
  );
  const signers = await effectiveSigners(
    db,
    request.projectId,
    chosen.map((ref) => ({ recordId: ref.recordId, resourceId: ref.resId })),
  );
  const enterpriseId = [...versions.values()][0]?.enterpriseId ?? actor.enterpriseId;
  const dutyNames = await dutyNamesOf(db, enterpriseId);

  const ocr: CheckedFile[] = [];
  const setting: CheckedFile[] = [];
  const sizeUnit: CheckedFile[] = [];
  const report = new Map<string, ErrorReportRow>();
  const add = (list: CheckedFile[], version: DrawingVersion, reasons: CheckReason[]) => {
    if (reasons.length === 0) return;
    const state = states.get(version.recordId);
    const printed = state?.status === RecognitionStatus.Success ? state.row.printedInfo : [];
    list.push(checkedFile(version, reasons, printed));
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
      // The status's text, and why recognition refused the file when it said (issue 23).
      const why = shownRecognitionReason(state?.row.error);
      const text = recognitionStatusText[status] + (why ? `：${why}` : '');
      add(ocr, version, [{ errorReason: DrawingCheckReason.titleBlockUnread(text) }]);
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
  // In the order the drawings were chosen, one row per faulty file with all its reasons.
  const downLoadURL = hasError
    ? await insertErrorReport(
        db,
        actor.userId,
        chosen.flatMap((ref) => report.get(ref.recordId) ?? []),
      )
    : null;
  return {
    hasError,
    ocrCheckResult: { fileList: ocr },
    settingCheckResult: { fileList: setting },
    sizeUnitCheckResult: { fileList: sizeUnit },
    downLoadURL,
  };
}

/**
 * modifyOcrResult: for these files of the project and the duty, `modifyResult` signs. Every file must be one the
 * user may read (not deleted, of this project), the person a member of the project, the duty one of the
 * project's enterprise. Stored per file and duty in one transaction; a later correction replaces it.
 */
export async function correctSigners(
  db: Database,
  actor: Actor,
  access: ProjectAccess,
  request: { modifyIdList: string[]; modifyResult: string; dutyId: string },
): Promise<null> {
  const scope = await scopeOf(db, access);
  const { project } = access;
  const resourceIds = [...new Set(request.modifyIdList)];
  const rows = await resourcesByIds(db, resourceIds);
  if (rows.length !== resourceIds.length) deny(ErrorMessage.ResourceNotFound);
  for (const row of rows) readableFile(scope, row);
  if (!(await isProjectMember(db, project.id, request.modifyResult))) deny(ErrorMessage.CorrectionNotMember);
  if (!(await isEnterpriseDuty(db, project.enterpriseId, request.dutyId))) deny(ErrorMessage.CorrectionDutyNotFound);
  await saveSignerCorrections(db, {
    projectId: project.id,
    resourceIds,
    dutyId: request.dutyId,
    userId: request.modifyResult,
    correctedBy: actor.userId,
    correctedAt: new Date(),
  });
  return null;
}

/** The report (the check's or the wizard's saveErrorReport) as a CSV file; its author only. */
export async function errorReportFile(
  db: Database,
  userId: string,
  id: string,
): Promise<{ body: Buffer; fileName: string }> {
  const report = await findErrorReport(db, id, userId);
  if (!report) deny(ErrorMessage.ReportNotFound);
  const stamp = formatDateTime(report.createdAt).replace(/\D/g, '');
  return { body: errorReportCsv(report.rows), fileName: `异常文件报告-${stamp}.csv` };
}
