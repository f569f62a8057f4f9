import { buffer } from 'node:stream/consumers';
import {
  type CalcBox,
  CalcBoxKind,
  type CalcInfoContent,
  calcInfoProblem,
  isCalcInfoRefusal,
  moveCalcInfoToPage,
  parseCalcInfo,
  type RuleRefusal,
  STAMP_CONFIG_PDF_ONLY,
  StampConfigMessage,
} from '@atelier/api';
import type { Database } from '../db/index';
import { RegionKind } from '../db/schema';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { pageSizesOf, savePageSizes } from '../publish/repository';
import { readFirstPageSize } from '../recognition/pdfPage';
import { UNIT_FACTORS } from '../recognition/recognise';
import type { FileStore } from '../storage/fileStore';
import {
  calcInfosOf,
  findCalcInfo,
  findLiveTemplate,
  liveTemplatesOf,
  recognisedTemplatesOf,
  regionsOfTemplate,
  saveCalcInfo,
  storageKeysOf,
} from './calcInfoRepository';
import { type DrawingVersion, isPdf, readableVersions } from './drawings';
import { invalid } from './launch';

/**
 * The text-signature page's stamp configurations of file versions (ordered signing, 000 section 7; issues 9, 23).
 * A configuration (`info`, the JSON `calcInfoContentSchema` describes) places, on the first page of a PDF, the
 * signature boxes and the registration, output and custom stamp boxes; stamping then uses it instead of the frame
 * template (stampingPlacements.ts). The server never trusts the client's boxes: every configuration saved, pasted
 * or made from a template is checked against the real page (its size read from the PDF, kept in
 * `file_page_sizes`). Whoever may read a file may configure it; only PDFs can be configured.
 */

type Page = { width: number; height: number };

/** A file version the user may read (any project of the actor's enterprise they are a member of). */
async function readableVersion(db: Database, actor: Actor, recordId: string): Promise<DrawingVersion> {
  const versions = await readableVersions(db, actor, [recordId]);
  return versions.get(recordId) as DrawingVersion;
}

/** PDFs the user may read, in the order asked (each once); any other format is refused. */
async function readablePdfs(db: Database, actor: Actor, recordIds: readonly string[]): Promise<DrawingVersion[]> {
  const unique = [...new Set(recordIds)];
  const versions = await readableVersions(db, actor, unique);
  const found = unique.map((id) => versions.get(id) as DrawingVersion);
  if (found.some((v) => !isPdf(v.resource))) invalid(STAMP_CONFIG_PDF_ONLY);
  return found;
}

/** The first pages' sizes (points, as displayed) of PDF versions, measured once and kept. */
async function pageSizes(db: Database, files: FileStore, recordIds: readonly string[]): Promise<Map<string, Page>> {
  const sizes = new Map<string, Page>();
  for (const row of await pageSizesOf(db, recordIds)) sizes.set(row.recordId, { width: row.width, height: row.height });
  const missing = recordIds.filter((id) => !sizes.has(id));
  if (missing.length === 0) return sizes;
  const keys = await storageKeysOf(db, missing);
  const measured: { recordId: string; width: number; height: number }[] = [];
  for (const recordId of missing) {
    const key = keys.get(recordId);
    const size = key
      ? await files
          .get(key)
          .then((stream) => buffer(stream))
          .then((bytes) => readFirstPageSize(new Uint8Array(bytes)))
          .catch(() => undefined)
      : undefined;
    if (!size) return invalid(StampConfigMessage.Unreadable);
    measured.push({ recordId, ...size });
    sizes.set(recordId, size);
  }
  await savePageSizes(db, measured);
  return sizes;
}

const check = (refusal: RuleRefusal | null) => enforce(refusal);

/** The content of a configuration text, or the refusal. */
function contentOf(info: string): CalcInfoContent {
  const content = parseCalcInfo(info);
  if (isCalcInfoRefusal(content)) return enforce(content) as never;
  return content;
}

/** The stamp configuration of a file version: one per version, replaced on each save, checked against its page. */
export async function saveStampConfiguration(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: { recordId: string; templateId?: string | undefined; info: string },
): Promise<null> {
  const [version] = await readablePdfs(db, actor, [request.recordId]);
  if (!version) return null;
  const content = contentOf(request.info);
  const page = (await pageSizes(db, files, [version.recordId])).get(version.recordId) as Page;
  check(calcInfoProblem(content, page));
  if (request.templateId && !(await findLiveTemplate(db, actor.enterpriseId, request.templateId))) {
    invalid(StampConfigMessage.TemplateNotFound);
  }
  await saveCalcInfo(db, version.recordId, {
    templateId: request.templateId ?? null,
    info: JSON.stringify(content),
    updatedBy: actor.userId,
    updatedAt: new Date(),
  });
  return null;
}

/** The saved configuration of a version the user may read; null when none was saved. */
export async function stampConfiguration(db: Database, actor: Actor, recordId: string) {
  const version = await readableVersion(db, actor, recordId);
  const row = await findCalcInfo(db, version.recordId);
  return row ? { recordId: row.recordId, templateId: row.templateId, info: row.info } : null;
}

/** Which of the versions (all readable by the user) have a saved configuration: the dialog's 已配置/未配置. */
export async function configuredVersions(db: Database, actor: Actor, recordIdList: readonly string[]) {
  const versions = await readableVersions(db, actor, recordIdList);
  const saved = new Map((await calcInfosOf(db, [...versions.keys()])).map((row) => [row.recordId, row.templateId]));
  return recordIdList.map((recordId) => ({
    recordId,
    templateId: saved.get(recordId) ?? null,
    matched: saved.has(recordId),
  }));
}

/**
 * Pastes one file's configuration onto others (pasteCalcInfo): each target a PDF the user may read; on a page of
 * another size the boxes keep their distance from the bottom-right corner (`moveCalcInfoToPage`). Every target is
 * checked before any is saved: all or nothing.
 */
export async function pasteStampConfiguration(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: { sourceRecordId: string; targetRecordIds: readonly string[] },
): Promise<null> {
  const source = await readableVersion(db, actor, request.sourceRecordId);
  const saved = await findCalcInfo(db, source.recordId);
  if (!saved?.info.trim()) return invalid(StampConfigMessage.SourceNotConfigured);
  const content = contentOf(saved.info);
  const targets = (await readablePdfs(db, actor, request.targetRecordIds)).filter(
    (t) => t.recordId !== source.recordId,
  );
  const sizes = await pageSizes(
    db,
    files,
    targets.map((t) => t.recordId),
  );
  const pasted = targets.map((target) => {
    const moved = moveCalcInfoToPage(content, sizes.get(target.recordId) as Page);
    check(calcInfoProblem(moved, moved.page));
    return { recordId: target.recordId, moved };
  });
  const now = new Date();
  for (const { recordId, moved } of pasted) {
    await saveCalcInfo(db, recordId, {
      templateId: saved.templateId,
      info: JSON.stringify(moved),
      updatedBy: actor.userId,
      updatedAt: now,
    });
  }
  return null;
}

/** The boxes a frame template gives a page matched at factors kx, ky (its signature, stamp, output, custom regions). */
export function templateBoxes(
  regions: readonly {
    kind: string;
    position: number;
    dutyId: string | null;
    x: number;
    y: number;
    width: number;
    height: number;
  }[],
  kx: number,
  ky: number,
): CalcBox[] {
  const kinds: readonly [string, CalcBoxKind][] = [
    [RegionKind.Signature, CalcBoxKind.Signature],
    [RegionKind.Stamp, CalcBoxKind.Registration],
    [RegionKind.Output, CalcBoxKind.Output],
    [RegionKind.Custom, CalcBoxKind.Custom],
  ];
  return kinds.flatMap(([regionKind, kind]) =>
    regions
      .filter((r) => r.kind === regionKind)
      .sort((a, b) => a.position - b.position)
      .slice(0, kind === CalcBoxKind.Output ? 1 : undefined)
      .map((r, index) => ({
        kind,
        index,
        ...(kind === CalcBoxKind.Signature && r.dutyId ? { dutyId: r.dutyId } : {}),
        x: r.x * kx,
        y: r.y * ky,
        width: r.width * kx,
        height: r.height * ky,
      })),
  );
}

/**
 * A template's factors for a page (as stamping uses a recognition's): the page is the template's size (within its
 * tolerance) at one of the unit factors recognition knows (a sheet drawn in centimetres, inches or metres); undefined otherwise. Another sheet
 * size of the same proportions (A2 for an A1 template) does not fit.
 */
function factorFor(template: { pageWidth: number; pageHeight: number; sizeTolerance: number }, page: Page) {
  const k = UNIT_FACTORS.find(
    (f) =>
      Math.abs(page.width - template.pageWidth * f) <= template.sizeTolerance * f &&
      Math.abs(page.height - template.pageHeight * f) <= template.sizeTolerance * f,
  );
  return k === undefined ? undefined : { kx: k, ky: k };
}

/**
 * Applies a frame template's positions to several files (batchApplyTemplate): each file's configuration is made
 * from the template's signature cells, registration-stamp, output-stamp and custom-stamp positions, at the page's
 * unit factor. A page that is not the template's size (at one factor) is refused; all files are checked first.
 */
export async function applyTemplateToFiles(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: { templateId: string; recordIdList: readonly string[] },
): Promise<null> {
  const template =
    (await findLiveTemplate(db, actor.enterpriseId, request.templateId)) ??
    invalid(StampConfigMessage.TemplateNotFound);
  const regions = await regionsOfTemplate(db, template.id);
  const targets = await readablePdfs(db, actor, request.recordIdList);
  const sizes = await pageSizes(
    db,
    files,
    targets.map((t) => t.recordId),
  );
  const made = targets.map((target) => {
    const page = sizes.get(target.recordId) as Page;
    const factor = factorFor(template, page) ?? invalid(StampConfigMessage.TemplateSizeMismatch);
    const boxes = templateBoxes(regions, factor.kx, factor.ky);
    if (boxes.length === 0) invalid(StampConfigMessage.NoPositions);
    const content: CalcInfoContent = { version: 1, page: { width: page.width, height: page.height }, boxes };
    check(calcInfoProblem(content, page));
    return { recordId: target.recordId, content };
  });
  const now = new Date();
  for (const { recordId, content } of made) {
    await saveCalcInfo(db, recordId, {
      templateId: template.id,
      info: JSON.stringify(content),
      updatedBy: actor.userId,
      updatedAt: now,
    });
  }
  return null;
}

/**
 * Whether one frame template serves all these files (checkUniversalTemplate): the template they were all
 * recognised with, when it is the same live one; else the only live template of the enterprise whose size fits
 * every page (PDFs only). Otherwise not universal.
 */
export async function universalTemplate(
  db: Database,
  files: FileStore,
  actor: Actor,
  recordIdList: readonly string[],
): Promise<{ universal: boolean; templateId: string | null }> {
  const versions = await readableVersions(db, actor, [...new Set(recordIdList)]);
  const ids = [...versions.keys()];
  const none = { universal: false, templateId: null };
  const live = await liveTemplatesOf(db, actor.enterpriseId);
  const recognised = await recognisedTemplatesOf(db, ids);
  const used = new Set(ids.map((id) => recognised.get(id)));
  const [only] = [...used];
  if (used.size === 1 && only && live.some((t) => t.id === only)) return { universal: true, templateId: only };
  if ([...versions.values()].some((v) => !isPdf(v.resource))) return none;
  const sizes = await pageSizes(db, files, ids);
  const fitting = live.filter((t) => ids.every((id) => factorFor(t, sizes.get(id) as Page)));
  return fitting.length === 1 && fitting[0] ? { universal: true, templateId: fitting[0].id } : none;
}
