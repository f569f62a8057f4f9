import { RECOGNITION_NO_TEXT_LAYER, RECOGNITION_OCR_NOTHING, RecognitionStatus } from '@atelier/api';
import type { PageOcr } from './ocr';
import { type PageText, readPages } from './pdfPage';
import { type FrameTemplate, type Recognition, recognisePage } from './recognise';

/** OCR drops characters: a scan's title block counts with this share of its labels found in place. */
export const OCR_ANCHOR_SHARE = 0.75;
/** Scanned pages read by OCR per file at most (seconds each). */
export const OCR_MAX_PAGES = 3;

export interface DocumentRecognition {
  outcome: Recognition;
  pageCount: number;
}

/**
 * Recognises every page of a PDF and answers for the file by an explicit rule: the page whose title block matches
 * a template with the most labels found counts (the earliest of equals); the answer names it (`page`). With no
 * page recognised, the first page where a template was placed but a field could not be read with confidence
 * answers (4_9 with why), else a page of the right size with the labels not in place (4_2 with why). Pages without
 * a text layer are read by OCR when it is installed (at most `OCR_MAX_PAGES`, only when no text page matched),
 * else the file is 4_9 RECOGNITION_NO_TEXT_LAYER when they are all it has.
 */
export async function recogniseDocument(
  bytes: Uint8Array,
  templates: readonly FrameTemplate[],
  ocr: PageOcr | null,
): Promise<DocumentRecognition> {
  // pdfjs takes over the bytes it reads (the caller's and OCR's stay usable).
  const pages = await readPages(bytes.slice());
  const pageCount = pages[0]?.pageCount ?? 0;
  if (templates.length === 0) return { outcome: { status: RecognitionStatus.NoFrameTemplate }, pageCount };
  const outcomes = pages.filter((p) => !p.imageOnly).map((page) => recognisePage(page, templates));
  let chosen = choose(outcomes);
  if (chosen?.status === RecognitionStatus.Success) return { outcome: chosen, pageCount };
  const scans = pages.filter((p) => p.imageOnly);
  if (scans.length > 0) {
    if (!ocr) {
      if (!chosen || chosen.status === RecognitionStatus.TemplateMismatch)
        return { outcome: { status: RecognitionStatus.Failed, reason: RECOGNITION_NO_TEXT_LAYER }, pageCount };
    } else {
      const read: Recognition[] = [];
      for (const scan of scans.slice(0, OCR_MAX_PAGES)) {
        const text: PageText = await ocr.read(bytes, scan);
        read.push(
          text.items.length
            ? recognisePage(text, templates, { anchorShare: OCR_ANCHOR_SHARE })
            : { status: RecognitionStatus.Failed, reason: RECOGNITION_OCR_NOTHING },
        );
      }
      const fromScans = choose(read);
      if (fromScans?.status === RecognitionStatus.Success || !chosen) chosen = fromScans;
    }
  }
  return { outcome: chosen ?? { status: RecognitionStatus.TemplateMismatch }, pageCount };
}

/** The page that counts: the success with most labels found (earliest first), else the most telling refusal. */
function choose(outcomes: readonly Recognition[]): Recognition | undefined {
  let best: Recognition | undefined;
  for (const outcome of outcomes) {
    if (!best) {
      best = outcome;
      continue;
    }
    if (outcome.status === RecognitionStatus.Success) {
      if (best.status !== RecognitionStatus.Success || outcome.anchorsFound > best.anchorsFound) best = outcome;
      continue;
    }
    if (best.status === RecognitionStatus.Success) continue;
    // A placed template with an unsure field says more than labels not found; then more labels found.
    const rank = (r: Recognition) =>
      (r.status === RecognitionStatus.Failed ? 1000 : 0) + ('anchorsFound' in r ? (r.anchorsFound ?? 0) : 0);
    if (rank(outcome) > rank(best)) best = outcome;
  }
  return best;
}
