// Runs recognition over the corpus and counts, per class (layout × perturbation family), correct / honestly
// refused / wrong. Used by `pnpm bench` (benchmarks/recognitionCorpus.ts) and, for a quick look,
// `pnpm --filter @atelier/bench exec tsx --conditions=@atelier/source recognition/measure.ts [layouts] [families]`.
import path from 'node:path';
import { RecognitionStatus } from '@atelier/api';
import { recogniseDocument } from '../../apps/server/src/recognition/document';
import { detectTesseract, type PageOcr } from '../../apps/server/src/recognition/ocr';
import { type CorpusDrawing, type CorpusOptions, generateCorpus, LAYOUTS, templatesOf } from './corpus';
import { type Answer, judge, type Verdict } from './judge';

export interface ClassFigures {
  className: string;
  layout: string;
  templated: boolean;
  total: number;
  correct: number;
  refused: number;
  wrong: number;
  /** A few of the wrong and refused drawings with why. */
  examples: string[];
}

/** What the product answers for a file's bytes with these templates. */
async function answer(
  bytes: Uint8Array,
  templates: Awaited<ReturnType<typeof templatesOf>>,
  ocr: PageOcr | null,
): Promise<Answer> {
  try {
    const { outcome } = await recogniseDocument(bytes.slice(), templates, ocr);
    if (outcome.status !== RecognitionStatus.Success)
      return { status: outcome.status, reason: 'reason' in outcome ? outcome.reason : undefined };
    const info = (label: string) => outcome.printedInfo.find((i) => i.label === label)?.value;
    return {
      status: outcome.status,
      page: outcome.page,
      templateId: outcome.template.id,
      signers: outcome.signers,
      drawingName: info('图名'),
      drawingNumber: info('图号'),
    };
  } catch (error) {
    return { status: RecognitionStatus.Failed, reason: error instanceof Error ? error.message : String(error) };
  }
}

export async function measureCorpus(
  options: CorpusOptions = {},
  log: (message: string) => void = () => {},
): Promise<{ classes: ClassFigures[]; drawings: number; seconds: number }> {
  const drawings: CorpusDrawing[] = await generateCorpus(options);
  const templates = await templatesOf();
  // BENCH_OCR=0 measures without OCR (scans are then refused with the no-text-layer message).
  const ocr = process.env.BENCH_OCR === '0' ? null : await detectTesseract();
  log(`${drawings.length} drawings generated, ${templates.length} templates, OCR: ${ocr?.name ?? 'none'}`);
  const classes = new Map<string, ClassFigures>();
  const started = performance.now();
  for (const drawing of drawings) {
    const verdict: { verdict: Verdict; why?: string } = judge(
      await answer(drawing.bytes, templates, ocr),
      drawing.truth,
    );
    let figures = classes.get(drawing.className);
    if (!figures) {
      figures = {
        className: drawing.className,
        layout: drawing.layout,
        templated: (LAYOUTS.find((l) => l.id === drawing.layout)?.templated.length ?? 0) > 0,
        total: 0,
        correct: 0,
        refused: 0,
        wrong: 0,
        examples: [],
      };
      classes.set(drawing.className, figures);
    }
    figures.total++;
    figures[verdict.verdict]++;
    if (verdict.verdict !== 'correct' && figures.examples.length < 3)
      figures.examples.push(`${drawing.id}: ${verdict.verdict} ${verdict.why ?? ''}`);
  }
  return { classes: [...classes.values()], drawings: drawings.length, seconds: (performance.now() - started) / 1000 };
}

export function formatClasses(classes: readonly ClassFigures[]): string {
  const lines = classes.map(
    (c) =>
      `${c.className.padEnd(28)} ${String(c.correct).padStart(3)} correct ${String(c.refused).padStart(3)} refused ${String(c.wrong).padStart(3)} wrong of ${c.total}` +
      (c.examples.length ? `\n    ${c.examples.join('\n    ')}` : ''),
  );
  const sum = (k: 'correct' | 'refused' | 'wrong' | 'total') => classes.reduce((a, c) => a + c[k], 0);
  lines.push(
    `${'all'.padEnd(28)} ${sum('correct')} correct ${sum('refused')} refused ${sum('wrong')} wrong of ${sum('total')}`,
  );
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const list = (arg: string | undefined) => (arg ? arg.split(',') : undefined);
  const layouts = list(process.argv[2]);
  const families = list(process.argv[3]);
  const result = await measureCorpus(
    {
      perVariant: Number(process.env.CORPUS_PER_VARIANT ?? 2),
      ...(layouts ? { layouts } : {}),
      ...(families ? { families } : {}),
    },
    console.log,
  );
  console.log(formatClasses(result.classes));
  console.log(`${result.drawings} drawings recognised in ${result.seconds.toFixed(1)} s`);
}
