import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  FRAME_REGION_KINDS,
  type FrameRegion,
  FrameRegionKind,
  type FrameTemplate,
  FrameTemplateMessage,
  frameRegionsRefusal,
  frameTemplateEnableRefusal,
  frameTemplateNameRefusal,
  PDF_POINTS_PER_MM,
  type PositionedRegion,
  positionCounts,
  positionRegions,
  positionsInUseRefusal,
  Refuse,
  sortRegions,
} from '@atelier/api';
import { readableVersions } from '../approvals/drawings';
import type { Database } from '../db/index';
import { RegionKind } from '../db/schema';
import type { Actor } from '../domain/actor';
import { deny, enforce, refuse } from '../domain/errors';
import type { PageText } from '../recognition/pdfPage';
import { recognitionsOf } from '../recognition/store';
import type { FileStore } from '../storage/fileStore';
import {
  dutiesOf,
  findSample,
  findTemplate,
  groupIdsOf,
  insertSample,
  insertTemplate,
  isTemplateNameTaken,
  leaveGroups,
  type RegionRow,
  regionCounts,
  regionsOf,
  replaceRegions,
  type SampleRow,
  type TemplateWithSource,
  templatesOf,
  updateTemplateRow,
} from './repository';
import { readSamplePage, textInside } from './samplePage';

/**
 * Frame templates a firm configures (issue 23 item 1): sample drawings, templates made from a page of one, their
 * regions, enabling, save as new and delete. The checks and messages are the shared rules of `@atelier/api`
 * (rules/frameTemplates.ts). Every change moves the template's `updated_at`, which is what the wizards'
 * checkTemplateChanges compares with a drawing's recognition (approvals/quickWizard.ts): a drawing recognised with
 * an older template is then answered hasChange '1' (re-match), with a deleted one '2' (re-recognise, 4_4).
 */

/** The region kinds the table keeps (the title block is kept on the template). */
const STORED_KINDS: Record<Exclude<FrameRegionKind, 'title'>, RegionKind> = {
  anchor: RegionKind.Anchor,
  info: RegionKind.Info,
  signer: RegionKind.Signer,
  signature: RegionKind.Signature,
  stamp: RegionKind.Stamp,
  output: RegionKind.Output,
  custom: RegionKind.Custom,
};

const round = (value: number) => Math.round(value * 1000) / 1000;

// Samples

/** Whether the bytes start like a PDF (`%PDF-`, after at most a little junk some writers put first). */
const looksLikePdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

async function readAll(stream: Readable): Promise<Uint8Array> {
  return new Uint8Array(await buffer(stream));
}

/** A page of a sample, or the refusal saying why it cannot be read. */
async function samplePage(files: FileStore, sample: SampleRow, page: number): Promise<PageText> {
  if (page > sample.pageCount) refuse(Refuse.invalid(FrameTemplateMessage.PageOutOfRange));
  try {
    return await readSamplePage(await readAll(await files.get(sample.storageKey)), page);
  } catch {
    return refuse(Refuse.invalid(FrameTemplateMessage.SampleUnreadable));
  }
}

/**
 * Stores a sample drawing (upload.template): a PDF pdfjs can read (not damaged, not encrypted), kept for the
 * enterprise. Answers its id.
 */
export async function uploadSample(
  db: Database,
  files: FileStore,
  actor: Actor,
  file: Blob,
): Promise<{ id: string; sample: SampleRow }> {
  const fileName = file instanceof File && file.name ? file.name : 'sample.pdf';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : 'pdf';
  if (ext !== 'pdf' || !looksLikePdf(bytes)) {
    refuse(Refuse.invalid(FrameTemplateMessage.NotPdf));
  }
  let pageCount: number;
  try {
    pageCount = (await readSamplePage(bytes, 1)).pageCount;
  } catch {
    return refuse(Refuse.invalid(FrameTemplateMessage.SampleUnreadable));
  }
  const storageKey = `frame-template-samples/${randomUUID()}.pdf`;
  await files.put(storageKey, Buffer.from(bytes));
  const sample = await insertSample(db, {
    enterpriseId: actor.enterpriseId,
    fileName,
    storageKey,
    size: bytes.byteLength,
    pageCount,
    uploadedBy: actor.userId,
  });
  return { id: sample.id, sample };
}

/**
 * upload.newTemplate: the sample stored and a template made of its first page at once, named `templateName` or the
 * file's name without its extension (cut to the name's limit). Answers the template's id.
 */
export async function uploadNewTemplate(
  db: Database,
  files: FileStore,
  actor: Actor,
  file: Blob,
  templateName: string | undefined,
): Promise<{ id: string }> {
  const { sample } = await uploadSample(db, files, actor, file);
  const name = (templateName?.trim() || sample.fileName.replace(/\.pdf$/i, '')).slice(0, 30);
  const template = await createTemplate(db, files, actor, { recordId: sample.id, templateName: name, page: 1 });
  return { id: template.id };
}

async function sampleOf(db: Database, actor: Actor, sampleId: string): Promise<SampleRow> {
  const sample = await findSample(db, actor.enterpriseId, sampleId);
  if (!sample) deny(FrameTemplateMessage.SampleNotFound);
  return sample;
}

// Templates

async function templateOf(db: Database, actor: Actor, id: string): Promise<TemplateWithSource> {
  const found = await findTemplate(db, actor.enterpriseId, id);
  if (!found) deny(FrameTemplateMessage.NotFound);
  return found;
}

async function answer(db: Database, found: TemplateWithSource): Promise<FrameTemplate> {
  const [list] = await answers(db, [found]);
  if (!list) throw new Error('no answer');
  return list;
}

/** Templates as the API answers them, with their region counts and groups. */
async function answers(db: Database, rows: readonly TemplateWithSource[]): Promise<FrameTemplate[]> {
  const ids = rows.map((r) => r.template.id);
  const [counts, groups] = await Promise.all([regionCounts(db, ids), groupIdsOf(db, ids)]);
  return rows.map(({ template, sampleId, sampleName, page }) => {
    const found = counts.get(template.id) ?? {};
    if (template.titleWidth > 0 && template.titleHeight > 0) found[FrameRegionKind.Title] = 1;
    // In the kinds' order, as the fixtures answer it.
    const own = Object.fromEntries(FRAME_REGION_KINDS.flatMap((k) => (found[k] ? [[k, found[k]]] : [])));
    return {
      id: template.id,
      templateName: template.name,
      isEnable: template.enabled,
      settingWidthHeight: `${round(template.pageWidth)},${round(template.pageHeight)}`,
      billRow: PDF_POINTS_PER_MM,
      imageUrl: null,
      curSignNum: template.curSignNum,
      curStampNum: template.curStampNum,
      pageWidth: template.pageWidth,
      pageHeight: template.pageHeight,
      sampleId,
      sampleName,
      ...(page !== null ? { page } : {}),
      regionCounts: own,
      groupIds: groups.get(template.id) ?? [],
      updatedAt: template.updatedAt.toISOString(),
    };
  });
}

/** The enterprise's templates (ocrTemplate.list; `all` only the enabled ones). */
export async function listTemplates(
  db: Database,
  actor: Actor,
  options: { enabledOnly?: boolean } = {},
): Promise<FrameTemplate[]> {
  return answers(db, await templatesOf(db, actor.enterpriseId, options));
}

/** A template's regions as the API answers them: the title block (when marked), then each kind by position. */
function regionAnswers(found: TemplateWithSource, rows: readonly RegionRow[]) {
  const { template } = found;
  const title =
    template.titleWidth > 0 && template.titleHeight > 0
      ? [
          {
            templateId: template.id,
            kind: FrameRegionKind.Title,
            position: 0,
            label: null,
            dutyId: null,
            x: template.titleX,
            y: template.titleY,
            width: template.titleWidth,
            height: template.titleHeight,
          },
        ]
      : [];
  const rest = rows.map((row) => ({
    templateId: row.templateId,
    kind: row.kind as FrameRegionKind,
    position: row.position,
    label: row.label,
    dutyId: row.dutyId,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
  }));
  return [...title, ...sortRegions(rest)];
}

export async function templateLocations(db: Database, actor: Actor, id: string) {
  const found = await templateOf(db, actor, id);
  return regionAnswers(found, await regionsOf(db, id));
}

/** ocrTemplate.setting: a template of a sample's page, disabled and without regions, the page's size. */
export async function createTemplate(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: { recordId: string; templateName: string; page: number },
): Promise<FrameTemplate> {
  const sample = await sampleOf(db, actor, request.recordId);
  const page = await samplePage(files, sample, request.page);
  const name = request.templateName.trim();
  enforce(frameTemplateNameRefusal({ nameTaken: await isTemplateNameTaken(db, actor.enterpriseId, name) }));
  const template = await insertTemplate(
    db,
    {
      enterpriseId: actor.enterpriseId,
      name,
      pageWidth: round(page.width),
      pageHeight: round(page.height),
      titleX: 0,
      titleY: 0,
      titleWidth: 0,
      titleHeight: 0,
      enabled: false,
    },
    { sampleId: sample.id, page: request.page },
  );
  return answer(db, { template, sampleId: sample.id, sampleName: sample.fileName, page: request.page });
}

/** What a save writes: the checked, positioned regions and the title block. */
interface CheckedRegions {
  title: { x: number; y: number; width: number; height: number };
  regions: PositionedRegion<FrameRegion>[];
}

/**
 * Checks regions for a template of this page size (the shared rule, with the enterprise's duties), fills the text
 * of anchors sent without it from the sample page, and positions them. Without a title block, the title block is
 * the rectangle around the other regions.
 */
async function checkRegions(
  db: Database,
  files: FileStore,
  actor: Actor,
  page: { width: number; height: number; sampleId: string | null; page: number | null },
  locations: readonly FrameRegion[],
): Promise<CheckedRegions> {
  const duties = await dutiesOf(db, actor.enterpriseId);
  const dutyNames = new Map(duties.map((d) => [d.id, d.name]));
  let regions = locations.map((region) => ({ ...region, label: region.label?.trim() || null }));
  const unlabelled = regions.filter((r) => r.kind === FrameRegionKind.Anchor && !r.label);
  if (unlabelled.length > 0 && page.sampleId !== null) {
    const sample = await sampleOf(db, actor, page.sampleId);
    const text = await samplePage(files, sample, page.page ?? 1);
    regions = regions.map((region) => {
      if (region.kind !== FrameRegionKind.Anchor || region.label) return region;
      const label = textInside(text, region);
      if (!label) refuse(Refuse.invalid(FrameTemplateMessage.AnchorTextMissing));
      return { ...region, label };
    });
  }
  enforce(
    frameRegionsRefusal(regions, page, {
      knownDuty: (id) => dutyNames.has(id),
      dutyName: (id) => dutyNames.get(id),
    }),
  );
  const [titleRegion] = regions.filter((r) => r.kind === FrameRegionKind.Title);
  const others = positionRegions(regions.filter((r) => r.kind !== FrameRegionKind.Title));
  return { title: titleRegion ? rectOf(titleRegion) : around(others), regions: others };
}

const rectOf = (r: { x: number; y: number; width: number; height: number }) => ({
  x: round(r.x),
  y: round(r.y),
  width: round(r.width),
  height: round(r.height),
});

/** The rectangle around regions (zero when there are none). */
function around(regions: readonly { x: number; y: number; width: number; height: number }[]) {
  if (regions.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...regions.map((r) => r.x));
  const y = Math.min(...regions.map((r) => r.y));
  const right = Math.max(...regions.map((r) => r.x + r.width));
  const bottom = Math.max(...regions.map((r) => r.y + r.height));
  return rectOf({ x, y, width: right - x, height: bottom - y });
}

const storedRegions = (regions: CheckedRegions['regions']) =>
  regions.map((region) => ({
    kind: STORED_KINDS[region.kind as Exclude<FrameRegionKind, 'title'>],
    position: region.position,
    label: region.label ?? null,
    dutyId: region.dutyId ?? null,
    ...rectOf(region),
  }));

/** What a template's configuration is, to tell whether a save changed it (and only then move `updated_at`). */
function fingerprint(
  template: { name: string; enabled: boolean; curSignNum: number; curStampNum: number },
  title: { x: number; y: number; width: number; height: number },
  regions: readonly { kind: string; position: number; label: string | null; dutyId: string | null }[],
): string {
  const sorted = [...regions].sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position);
  return JSON.stringify([template.name, template.enabled, template.curSignNum, template.curStampNum, title, sorted]);
}

const storedTitle = (t: TemplateWithSource['template']) =>
  rectOf({ x: t.titleX, y: t.titleY, width: t.titleWidth, height: t.titleHeight });
const rowFacts = (rows: readonly RegionRow[]) =>
  rows.map((r) => ({
    kind: r.kind,
    position: r.position,
    label: r.label,
    dutyId: r.dutyId,
    ...rectOf(r),
  }));

/**
 * ocrTemplate.addLocations: a template's regions saved (the whole set) and optionally its name. An enabled
 * template must keep an anchor and a signer field. The positions in use become the ones marked.
 */
export async function saveLocations(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: { templateId: string; templateName?: string | undefined; locations: FrameRegion[] },
): Promise<FrameTemplate> {
  const found = await templateOf(db, actor, request.templateId);
  const { template } = found;
  const name = request.templateName?.trim() || template.name;
  if (name !== template.name) {
    enforce(
      frameTemplateNameRefusal({
        nameTaken: await isTemplateNameTaken(db, actor.enterpriseId, name, template.id),
      }),
    );
  }
  const checked = await checkRegions(
    db,
    files,
    actor,
    { width: template.pageWidth, height: template.pageHeight, sampleId: found.sampleId, page: found.page },
    request.locations,
  );
  if (template.enabled) enforce(frameTemplateEnableRefusal(checked.regions));
  const counts = positionCounts(checked.regions);
  const rows = storedRegions(checked.regions);
  const before = fingerprint(template, storedTitle(template), rowFacts(await regionsOf(db, template.id)));
  const after = fingerprint({ ...template, name, ...counts }, checked.title, rows);
  if (before !== after) {
    await db.transaction(async (tx) => {
      await replaceRegions(tx, template.id, rows);
      await updateTemplateRow(tx, template.id, {
        name,
        titleX: checked.title.x,
        titleY: checked.title.y,
        titleWidth: checked.title.width,
        titleHeight: checked.title.height,
        ...counts,
        updatedAt: new Date(),
      });
    });
  }
  return answer(db, await templateOf(db, actor, template.id));
}

/**
 * ocrTemplate.update: the positions in use (at most the ones marked), and optionally the name and whether
 * recognition uses the template (enabling needs an anchor and a signer field).
 */
export async function updateTemplate(
  db: Database,
  actor: Actor,
  request: {
    id: string;
    curSignNum: number;
    curStampNum: number;
    templateName?: string | undefined;
    isEnable?: boolean | undefined;
  },
): Promise<FrameTemplate> {
  const found = await templateOf(db, actor, request.id);
  const { template } = found;
  const regions = await regionsOf(db, template.id);
  const marked = positionCounts(regions.map((r) => ({ kind: r.kind as FrameRegionKind })));
  enforce(positionsInUseRefusal(request, marked));
  const name = request.templateName?.trim() || template.name;
  if (name !== template.name) {
    enforce(
      frameTemplateNameRefusal({ nameTaken: await isTemplateNameTaken(db, actor.enterpriseId, name, template.id) }),
    );
  }
  const enabled = request.isEnable ?? template.enabled;
  if (enabled && !template.enabled) {
    enforce(frameTemplateEnableRefusal(regions.map((r) => ({ kind: r.kind as FrameRegionKind }))));
  }
  const next = { name, enabled, curSignNum: request.curSignNum, curStampNum: request.curStampNum };
  const changed =
    next.name !== template.name ||
    next.enabled !== template.enabled ||
    next.curSignNum !== template.curSignNum ||
    next.curStampNum !== template.curStampNum;
  if (changed) await updateTemplateRow(db, template.id, { ...next, updatedAt: new Date() });
  return answer(db, await templateOf(db, actor, template.id));
}

/**
 * ocrTemplate.saveAsNew: a new template of a sample's page with regions: the ones sent, else those of `templateId`.
 * Disabled unless the regions allow enabling and the source template was enabled.
 */
export async function saveAsNewTemplate(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: {
    templateName: string;
    recordId: string;
    page: number;
    templateId?: string | undefined;
    locations?: FrameRegion[] | undefined;
  },
): Promise<FrameTemplate> {
  const source = request.templateId ? await templateOf(db, actor, request.templateId) : null;
  const locations =
    request.locations ??
    (source ? (await templateLocations(db, actor, source.template.id)).map(({ templateId: _, ...r }) => r) : []);
  const created = await createTemplate(db, files, actor, request);
  const found = await templateOf(db, actor, created.id);
  const checked = await checkRegions(
    db,
    files,
    actor,
    {
      width: found.template.pageWidth,
      height: found.template.pageHeight,
      sampleId: found.sampleId,
      page: found.page,
    },
    locations,
  );
  const enable = source?.template.enabled === true && frameTemplateEnableRefusal(checked.regions) === null;
  await db.transaction(async (tx) => {
    await replaceRegions(tx, found.template.id, storedRegions(checked.regions));
    await updateTemplateRow(tx, found.template.id, {
      titleX: checked.title.x,
      titleY: checked.title.y,
      titleWidth: checked.title.width,
      titleHeight: checked.title.height,
      ...positionCounts(checked.regions),
      enabled: enable,
      updatedAt: new Date(),
    });
  });
  return answer(db, await templateOf(db, actor, found.template.id));
}

/** Deletes a template: kept with its deletion time (drawings recognised with it answer 4_4), out of its groups. */
export async function deleteTemplate(db: Database, actor: Actor, id: string): Promise<null> {
  const { template } = await templateOf(db, actor, id);
  const now = new Date();
  await db.transaction(async (tx) => {
    await updateTemplateRow(tx, template.id, { deletedAt: now, updatedAt: now, enabled: false });
    await leaveGroups(tx, template.id);
  });
  return null;
}

/** The sample drawing of a template (PDF). */
export async function templateSample(
  db: Database,
  files: FileStore,
  actor: Actor,
  id: string,
): Promise<{ body: Readable; fileName: string; size: number }> {
  const found = await templateOf(db, actor, id);
  if (!found.sampleId) deny(FrameTemplateMessage.SampleNotFound);
  const sample = await sampleOf(db, actor, found.sampleId);
  return { body: await files.get(sample.storageKey), fileName: sample.fileName, size: sample.size };
}

/** The text printed inside a rectangle of a template's sample page ('' when none). */
export async function sampleText(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: { id: string; x: number; y: number; width: number; height: number },
): Promise<{ text: string }> {
  const found = await templateOf(db, actor, request.id);
  if (!found.sampleId) deny(FrameTemplateMessage.SampleNotFound);
  const sample = await sampleOf(db, actor, found.sampleId);
  const page = await samplePage(files, sample, found.page ?? 1);
  return { text: textInside(page, request) };
}

/** Which templates a file type asks for (ocrTemplate.ofFile's `type`). */
export const OfFileType = {
  /** The template the file's recognition used (none when it matched none or the template was deleted). */
  Recognised: 1,
} as const;

/** ocrTemplate.ofFile: by `type`, the template a readable file version was recognised with, or every enabled one. */
export async function templatesOfFile(
  db: Database,
  actor: Actor,
  request: { recordId: string; type: number },
): Promise<FrameTemplate[]> {
  await readableVersions(db, actor, [request.recordId]);
  if (request.type !== OfFileType.Recognised) return listTemplates(db, actor, { enabledOnly: true });
  const found = await recognisedTemplate(db, actor, request.recordId);
  return found?.template ? [await answer(db, found.template)] : [];
}

/** A version's recognition and the template it used (null when none, or deleted since); null when never recognised. */
async function recognisedTemplate(db: Database, actor: Actor, recordId: string) {
  const state = (await recognitionsOf(db, [recordId])).get(recordId);
  if (!state) return null;
  const templateId = state.templateDeleted ? null : state.row.templateId;
  const template = templateId ? await findTemplate(db, actor.enterpriseId, templateId) : null;
  return { state, template };
}

/** ocrTemplate.withOcrInfo: the template a readable version was recognised with and the printed fields it read. */
export async function templateWithOcrInfo(
  db: Database,
  actor: Actor,
  recordId: string,
): Promise<{ template: FrameTemplate | null; ocrInfo: Record<string, string> }> {
  await readableVersions(db, actor, [recordId]);
  const found = await recognisedTemplate(db, actor, recordId);
  if (!found) return { template: null, ocrInfo: {} };
  const ocrInfo = Object.fromEntries(found.state.row.printedInfo.map((field) => [field.label, field.value]));
  return { template: found.template ? await answer(db, found.template) : null, ocrInfo };
}
