import { Buffer } from 'node:buffer';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ApprovalStatus, Flag, isCalcInfoRefusal, parseCalcInfo, StampingState, StampType } from '@atelier/api';
import fontkit from '@pdf-lib/fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { SigningRefusal, type StampCredential } from '../ca/enterpriseCa';
import { providerOf } from '../ca/provider';
import { type PdfSignature, signPdfIncrementally } from '../ca/signPdf';
import type { Database } from '../db/index';
import { StampUsage } from '../db/schema';
import { JobKind } from '../jobs/kinds';
import { claimWrite, dropWrite, intendWrite, intentOwner, sweepIntents } from '../jobs/storageIntents';
import { type PdfFont, pdfFont } from '../pdf/cjkFont';
import { type Rect, readFirstPage, type TextBox } from '../recognition/pdfPage';
import { recordStampUsesIn } from '../stamps/stampLog';
import type { FileStore } from '../storage/fileStore';
import { calcInfosOf } from './calcInfoRepository';
import { ApprovalKind, stampsDrawings } from './launch';
import { notifyStampingOutcome } from './notify';
import { effectiveSigners, signerOf } from './signers';
import {
  configurationPositions,
  type DrawingPositions,
  type Placement,
  placementsOf,
  templatePositions,
} from './stampingPlacements';
import {
  chosenStamps,
  drawingsToStamp,
  enabledSignaturesOf,
  enterpriseStampsByIds,
  findApproval,
  recognitionsOfRecords,
  recordStampingOutcome,
  type StampRow,
  setStampingState,
  stampRegionsOf,
  stampsRevokedAfter,
  storeStampedVersion,
} from './stampingRepository';

/**
 * Stamping a passed approval's drawings (issues 10, 23). Each drawing's approved version is read from the file
 * store and its first page gets the registration stamps, each signer's personal signature in their duty's signature cell (beside the printed
 * name), the custom stamps and the output stamp, at the positions `stampingPlacements.ts` computes: the frame
 * template's, or in an ordered signing the text-signature configuration saved for the file's version, which
 * overrides the template for that file.
 *
 * A stamp with an image (stamps.file_key, PNG or JPEG) is drawn as that image fitted into the rectangle; one
 * without is drawn as a red seal (a circle for the output stamp, a rounded rectangle otherwise) with its name in
 * the PDF font (`pdf/cjkFont.ts`: a full CJK font, a missing character drawn as a visible substitute).
 *
 * When the approval uses CA (`is_ca`), each CA-backed stamp placed on the drawing then signs it with its
 * certificate, one incremental signature after another (registration stamps, signatures, custom stamps, the output
 * stamp last), so every earlier signature stays valid; a CA stamp that cannot sign (no certificate, revoked, expired, a
 * third-party organisation no provider signs for) fails the drawing with the reason.
 *
 * The stamped PDF becomes a new version of the file (the approved version is kept untouched);
 * `approval_drawings.stamped_record_id` records which version was stamped from which and makes a retry skip the
 * drawing. The stamped version becomes the file's current one only if the approved version still was, and it
 * takes over the approved version's recognition (same template, scale, signers). The approval keeps status
 * Passed (4): `ApprovalStatus` is read as in transitions.ts (an end never changes); the stamping has its own
 * state (`approvals.stamping_state`, `stamping_error`).
 */

/** What stamping needs besides the database. */
export interface StampingDeps {
  files: FileStore;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Told where the stamps of each drawing were placed, before they are drawn (tests, diagnostics). */
  onPlaced?: (recordId: string, placements: readonly Placement[]) => void;
}

const SEAL_RED = rgb(0.8, 0.07, 0.07);

const readAll = async (stream: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(parts);
};

/**
 * Draws on a page in the coordinates templates use (points on the page as displayed, top-left origin, y down):
 * a displayed point maps to pdf-lib's user space (bottom-left origin, y up) through the crop box and the page's
 * rotation; what is drawn is turned by the rotation so that it reads upright as displayed.
 */
class DisplayCanvas {
  private readonly rotation: number;
  private readonly box: { x: number; y: number; width: number; height: number };

  /** Characters the font lacks, drawn as its substitute. */
  readonly missing = new Set<string>();

  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly face: PdfFont,
  ) {
    this.rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
    this.box = page.getCropBox();
  }

  /** A displayed point in user space. */
  point(x: number, y: number): { x: number; y: number } {
    const { box } = this;
    const left = box.x;
    const bottom = box.y;
    const right = box.x + box.width;
    const top = box.y + box.height;
    switch (this.rotation) {
      case 90:
        return { x: left + y, y: bottom + x };
      case 180:
        return { x: right - x, y: bottom + y };
      case 270:
        return { x: right - y, y: top - x };
      default:
        return { x: left + x, y: top - y };
    }
  }

  private get rotate() {
    return degrees(this.rotation);
  }

  image(image: PDFImage, rect: Rect) {
    const fit = Math.min(rect.width / image.width, rect.height / image.height);
    const width = image.width * fit;
    const height = image.height * fit;
    const left = rect.x + (rect.width - width) / 2;
    const top = rect.y + (rect.height - height) / 2;
    const origin = this.point(left, top + height);
    this.page.drawImage(image, { ...origin, width, height, rotate: this.rotate });
  }

  /** A red seal filling the rectangle, inset a little: a circle or a rounded rectangle, with the name inside. */
  seal(name: string, rect: Rect, shape: 'circle' | 'rounded') {
    const line = Math.max(0.6, Math.min(rect.width, rect.height) * 0.03);
    const inset = line * 2;
    let inner: Rect;
    if (shape === 'circle') {
      const radius = Math.min(rect.width, rect.height) / 2 - inset;
      const centre = this.point(rect.x + rect.width / 2, rect.y + rect.height / 2);
      this.page.drawEllipse({
        ...centre,
        xScale: radius,
        yScale: radius,
        borderColor: SEAL_RED,
        borderWidth: line,
      });
      // The text sits in the square inscribed in the circle.
      const half = radius / Math.SQRT2;
      inner = {
        x: rect.x + rect.width / 2 - half,
        y: rect.y + rect.height / 2 - half,
        width: half * 2,
        height: half * 2,
      };
    } else {
      const width = rect.width - inset * 2;
      const height = rect.height - inset * 2;
      const r = Math.min(width, height) * 0.15;
      const path =
        `M ${r} 0 H ${width - r} Q ${width} 0 ${width} ${r} V ${height - r} Q ${width} ${height} ${width - r} ` +
        `${height} H ${r} Q 0 ${height} 0 ${height - r} V ${r} Q 0 0 ${r} 0 Z`;
      this.page.drawSvgPath(path, {
        ...this.point(rect.x + inset, rect.y + inset),
        borderColor: SEAL_RED,
        borderWidth: line,
        rotate: this.rotate,
      });
      const pad = Math.min(width, height) * 0.1;
      inner = { x: rect.x + inset + pad, y: rect.y + inset + pad, width: width - pad * 2, height: height - pad * 2 };
    }
    this.lines(sealLines(name), inner);
  }

  /** Lines of text centred in a rectangle, as large as fits. */
  private lines(names: readonly string[], rect: Rect) {
    // Never a character dropped: one the font lacks is drawn as a visible substitute, and reported.
    const lines = names.map((name) => {
      const drawable = this.face.drawable(name);
      for (const char of drawable.missing) this.missing.add(char);
      return drawable.text;
    });
    if (lines.length === 0 || rect.width <= 0 || rect.height <= 0) return;
    const unit = Math.max(...lines.map((l) => this.font.widthOfTextAtSize(l, 1)), 0.001);
    const size = Math.min(rect.width / unit, rect.height / (lines.length * 1.25));
    const lineHeight = size * 1.25;
    const top = rect.y + (rect.height - lineHeight * lines.length) / 2;
    lines.forEach((text, index) => {
      const width = this.font.widthOfTextAtSize(text, size);
      const left = rect.x + (rect.width - width) / 2;
      // The baseline: the line's box less the descent (about a fifth of the size for this font).
      const baseline = top + lineHeight * index + (lineHeight + size * 0.8) / 2;
      this.page.drawText(text, {
        ...this.point(left, baseline),
        size,
        font: this.font,
        color: SEAL_RED,
        rotate: this.rotate,
      });
    });
  }
}

/** A seal's name in lines: at spaces, and a long line halved. */
export function sealLines(name: string): string[] {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((part) => {
      const chars = [...part];
      if (chars.length <= 6) return [part];
      const half = Math.ceil(chars.length / 2);
      return [chars.slice(0, half).join(''), chars.slice(half).join('')];
    });
}

export type { Placement } from './stampingPlacements';

/**
 * Draws the placements on the first page of a PDF and answers the new PDF. `onMissing` is told the characters of
 * seal names the font lacks (drawn as its substitute, never dropped).
 */
export async function stampPdf(
  source: Uint8Array,
  placements: readonly Placement[],
  imageOf: (stamp: StampRow) => Promise<Uint8Array | null>,
  onMissing?: (chars: readonly string[]) => void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source);
  doc.registerFontkit(fontkit);
  const face = await pdfFont();
  const font = await doc.embedFont(face.bytes, { subset: true });
  const page = doc.getPage(0);
  const canvas = new DisplayCanvas(page, font, face);
  for (const placement of placements) {
    const bytes = await imageOf(placement.stamp);
    const image = bytes ? await embedImage(doc, bytes) : null;
    if (image) canvas.image(image, placement.rect);
    else canvas.seal(placement.stamp.name, placement.rect, placement.shape);
  }
  if (canvas.missing.size) onMissing?.([...canvas.missing]);
  return doc.save({ useObjectStreams: false });
}

const PNG = [0x89, 0x50, 0x4e, 0x47];
async function embedImage(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage | null> {
  if (PNG.every((b, i) => bytes[i] === b)) return doc.embedPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return doc.embedJpg(bytes);
  return null;
}

/**
 * Stamps every drawing of a passed approval not stamped yet, and records the outcome on the approval. A drawing
 * that cannot be stamped (no frame template, an unreadable file) fails the stamping; the others are stamped all
 * the same. Safe to run again: stamped drawings are skipped, and what an earlier run stored without recording it is
 * removed (jobs/storageIntents.ts).
 */
export async function stampApproval(db: Database, deps: StampingDeps, approvalId: string): Promise<StampingState> {
  const approval = await findApproval(db, approvalId);
  if (!approval) throw new Error(`stamping: no approval ${approvalId}`);
  if (approval.status !== ApprovalStatus.Passed) throw new Error(`stamping: approval ${approvalId} has not passed`);
  // Publish approvals place no stamps (the routes refuse a restamp of one with a message first).
  if (!stampsDrawings(approval.kind)) throw new Error(`stamping: approval ${approvalId} stamps nothing`);
  if (approval.stampingState === StampingState.Stamped) return StampingState.Stamped;
  await setStampingState(db, approvalId, StampingState.Stamping);
  // What an earlier run stored and never recorded (it stopped, or was taken over) is removed first.
  const owner = stampingOwner(approvalId);
  await sweepIntents(db, deps.files, owner);

  const drawings = await drawingsToStamp(db, approvalId);
  const chosen = await chosenStamps(db, approvalId);
  const recognitions = await recognitionsOfRecords(
    db,
    drawings.map((d) => d.drawing.recordId),
  );
  const recognitionOf = new Map(recognitions.map((r) => [r.recordId, r]));
  const templateIds = [...new Set(recognitions.flatMap((r) => (r.templateId ? [r.templateId] : [])))];
  const regions = await stampRegionsOf(db, templateIds);
  const signersOf = await effectiveSigners(
    db,
    approval.projectId,
    drawings.map((d) => ({ recordId: d.drawing.recordId, resourceId: d.drawing.resourceId })),
  );
  const signerIds = [...new Set([...signersOf.values()].flat().flatMap((f) => signerOf(f)?.userId ?? []))];
  const chosenIds = [...new Set(chosen.map((c) => c.stampId))];
  const stampRows = await enterpriseStampsByIds(db, approval.enterpriseId, chosenIds);
  const signatures = await enabledSignaturesOf(db, approval.enterpriseId, signerIds);
  const stampById = new Map([...stampRows, ...signatures].map((s) => [s.id, s]));

  const withCa = approval.isCa === Flag.Yes;
  const credentials = withCa
    ? await caCredentials(db, approval.enterpriseId, [...stampById.values()], approval.createdAt)
    : new Map();
  const signingTime = new Date();

  const images = new Map<string, Promise<Uint8Array | null>>();
  const imageOf = (stamp: StampRow) => {
    if (!stamp.fileKey) return Promise.resolve(null);
    const key = stamp.fileKey;
    let found = images.get(key);
    if (!found) {
      found = deps.files
        .get(key)
        .then(readAll)
        .then((b) => new Uint8Array(b))
        .catch((error: unknown) => {
          deps.log.warn({ err: error, stampId: stamp.id }, 'stamping: stamp image unreadable, drawing a seal');
          return null;
        });
      images.set(key, found);
    }
    return found;
  };

  // An ordered signing's text-signature configurations override the frame template for their files.
  const configurations =
    approval.kind === ApprovalKind.Ordered
      ? new Map(
          (
            await calcInfosOf(
              db,
              drawings.map((d) => d.drawing.recordId),
            )
          ).map((c) => [c.recordId, c.info]),
        )
      : new Map<string, string>();
  const drawingPositions = (recordId: string): DrawingPositions => {
    const info = configurations.get(recordId);
    if (info?.trim()) {
      const content = parseCalcInfo(info);
      if (isCalcInfoRefusal(content)) throw new Error(content.message);
      return configurationPositions(content);
    }
    const recognition = recognitionOf.get(recordId);
    if (!recognition?.templateId) throw new Error('the drawing has no frame template');
    return templatePositions(
      regions.filter((r) => r.templateId === recognition.templateId),
      recognition.scale,
    );
  };

  const failures: string[] = [];
  for (const { drawing, record, fileName } of drawings) {
    if (drawing.stampedRecordId) continue;
    try {
      const source = new Uint8Array(await readAll(await deps.files.get(record.storageKey)));
      const positions = drawingPositions(drawing.recordId);
      const fileSignatures = chosen
        .filter((c) => c.usage === StampUsage.Signature && c.batch === drawing.batch)
        .flatMap((c) => stampById.get(c.stampId) ?? []);
      const signers = (signersOf.get(drawing.recordId) ?? []).flatMap((field) => {
        const signer = signerOf(field);
        if (!signer) return [];
        const stamp =
          fileSignatures.find((s) => s.userId === signer.userId) ?? signatures.find((s) => s.userId === signer.userId);
        return [{ dutyId: field.dutyId, stamp }];
      });
      const output = chosen.find((c) => c.usage === StampUsage.Output);
      let printed: Promise<TextBox[]> | undefined;
      const placements = await placementsOf(
        positions,
        {
          registration: chosen
            .filter((c) => c.usage === StampUsage.Registration && c.batch === drawing.batch)
            .flatMap((c) => stampById.get(c.stampId) ?? []),
          signers,
          fileSignatures,
          custom: chosen.filter((c) => c.usage === StampUsage.Custom).flatMap((c) => stampById.get(c.stampId) ?? []),
          output: output ? stampById.get(output.stampId) : undefined,
        },
        () => {
          // A copy: pdfjs takes the bytes it reads over (the buffer is detached).
          printed ??= readFirstPage(source.slice()).then((page) => page.items);
          return printed;
        },
      );
      deps.onPlaced?.(drawing.recordId, placements);

      const pdfSigned = withCa ? pdfSignatures(placements, credentials) : [];
      const stamped = await stampPdf(source, placements, imageOf, (chars) =>
        deps.log.warn(
          { approvalId, recordId: drawing.recordId, missing: chars.join('') },
          'stamping: the PDF font lacks characters of a seal name, drawn as a substitute (install fonts-wqy-microhei or set PDF_FONT)',
        ),
      );
      const bytes = pdfSigned.length
        ? await signPdfIncrementally(stamped, pdfSigned, signingTime)
        : Buffer.from(stamped);
      // A key of its own per run: a run that loses a race to another removes only its own bytes. Recorded before
      // the write, claimed with the version (jobs/storageIntents.ts): a crash between the two leaks nothing.
      const storageKey = `stamped/${approvalId}/${drawing.resourceId}-${randomUUID()}.pdf`;
      await intendWrite(db, owner, storageKey);
      await deps.files.put(storageKey, bytes);
      const md5 = createHash('md5').update(bytes).digest('hex');
      const stored = { storageKey, size: bytes.length, md5, contentType: record.contentType };
      // The stamp log with the version: each stamp once per approval, in the name of whoever applied the
      // enterprise's stamps. A crash leaves both or neither, so a resumed run never misses a use.
      const uses = [...new Set(placements.map((p) => p.stamp.id))].map((stampId) => ({
        stampId,
        userId: approval.signMan,
        approvalId,
      }));
      const kept = await storeStampedVersion(db, approval, drawing, stored, {
        claim: (tx) => claimWrite(tx, storageKey),
        stored: (tx) => recordStampUsesIn(tx, uses),
      });
      if (!kept) await dropWrite(db, deps.files, storageKey);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // One line a drawing, as the detail shows it.
      failures.push(`${fileName}：${message}`);
      deps.log.error({ err: error, approvalId, recordId: drawing.recordId }, 'stamping: a drawing failed');
    }
  }

  const state = failures.length ? StampingState.Failed : StampingState.Stamped;
  await recordStampingOutcome(db, approvalId, {
    stampingState: state,
    stampingError: failures.length ? failures.join('\n') : null,
    stampedAt: failures.length ? null : new Date(),
  });
  await notifyStampingOutcome(db, approval, state === StampingState.Stamped);
  return state;
}

/** Whose stored objects the stamping of an approval writes (jobs/storageIntents.ts). */
export const stampingOwner = (approvalId: string) => intentOwner(JobKind.StampApproval, approvalId);

/**
 * Signing credentials of the CA-backed stamps, from the provider of each one's organisation. A stamp whose
 * certificate was revoked after the approval was launched has no organisation any more, yet was chosen as a CA
 * stamp: it gets the refusal, so the drawing is not silently left without its signature.
 */
async function caCredentials(
  db: Database,
  enterpriseId: string,
  rows: readonly StampRow[],
  launchedAt: Date,
): Promise<Map<string, StampCredential | string>> {
  const result = new Map<string, StampCredential | string>();
  const byOrganisation = new Map<string, StampRow[]>();
  for (const row of rows) {
    if (!row.caOrgId) continue;
    byOrganisation.set(row.caOrgId, [...(byOrganisation.get(row.caOrgId) ?? []), row]);
  }
  const now = new Date();
  for (const [caOrgId, group] of byOrganisation) {
    const provider = await providerOf(db, enterpriseId, caOrgId);
    if (!provider) {
      for (const row of group) result.set(row.id, SigningRefusal.ThirdParty);
      continue;
    }
    for (const [id, credential] of await provider.credentials(db, group, now)) result.set(id, credential);
  }
  const withoutCa = rows.filter((r) => !r.caOrgId).map((r) => r.id);
  for (const stampId of await stampsRevokedAfter(db, withoutCa, launchedAt))
    result.set(stampId, SigningRefusal.Revoked);
  return result;
}

/** The signatures of a drawing: each CA stamp placed on it once, in placing order (the output stamp last). */
function pdfSignatures(
  placements: readonly Placement[],
  credentials: ReadonlyMap<string, StampCredential | string>,
): PdfSignature[] {
  const signatures: PdfSignature[] = [];
  const seen = new Set<string>();
  for (const { stamp } of placements) {
    const known = credentials.get(stamp.id);
    if ((!stamp.caOrgId && known === undefined) || seen.has(stamp.id)) continue;
    seen.add(stamp.id);
    const credential = known ?? SigningRefusal.NoCertificate;
    if (typeof credential === 'string') throw new Error(`${stamp.name}：${credential}`);
    signatures.push({
      signer: credential.signer,
      name: credential.commonName,
      reason: stamp.stampType === StampType.Output ? '出图盖章' : '签章',
      location: '',
    });
  }
  return signatures;
}
