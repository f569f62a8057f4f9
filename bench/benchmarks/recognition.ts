// Recognition throughput (issue 7): demo A1 drawings read with pdfjs and matched to the demo frame template, in
// this process, one page after another — the work one server recognition worker does per drawing, without the
// queue and the database writes (about 5 ms a page more, seen in the server's tests). The alternative is pdfjs's
// text extraction alone, the floor of any text-layer recognition.
import { RecognitionStatus } from '@atelier/api';
import { RegionKind } from '../../apps/server/src/db/schema';
import { readFirstPage } from '../../apps/server/src/recognition/pdfPage';
import { type FrameTemplate, recognisePage } from '../../apps/server/src/recognition/recognise';
import { loadSeedFont, renderDrawing } from '../../apps/server/src/seed/drawing';
import { demoFrameTemplate } from '../../apps/server/src/seed/frameTemplates';
import { SIGNER_FIELDS } from '../../packages/api/src/seed/index';
import { atLeast, type Benchmark, measured, type Row } from '../lib/types';

/** BENCH_RECOGNITION_PAGES shortens the run for a quick try; the figure is 2000 drawings. */
const PAGES = Number(process.env.BENCH_RECOGNITION_PAGES ?? 2000);
/** Distinct drawings cycled through (different numbers and names, so no two consecutive pages are the same). */
const DISTINCT = 20;
/** 2000 A1 drawings in under 60 s. */
const TARGET_PAGES_PER_SECOND = 2000 / 60;
const NAMES = ['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国'];

/** pdfjs takes over the bytes it is given (they go to its worker): each read gets its own copy, as a file read would. */
const page = (sheets: readonly Uint8Array[], i: number) =>
  readFirstPage((sheets[i % sheets.length] as Uint8Array).slice());

function template(): FrameTemplate {
  const demo = demoFrameTemplate('A1');
  return {
    id: 'bench-a1',
    name: demo.name,
    pageWidth: demo.pageWidth,
    pageHeight: demo.pageHeight,
    sizeTolerance: demo.sizeTolerance,
    anchors: demo.regions
      .filter((r) => r.kind === RegionKind.Anchor)
      .map((r) => ({ label: r.label ?? '', rect: r.rect })),
    signers: demo.regions
      .filter((r) => r.kind === RegionKind.Signer && r.duty)
      .map((r) => ({ dutyId: r.duty ?? '', position: r.position, rect: r.rect })),
    curStampNum: demo.curStampNum,
  };
}

export async function drawings(): Promise<Uint8Array[]> {
  const font = await loadSeedFont();
  const out: Uint8Array[] = [];
  for (let n = 1; n <= DISTINCT; n++) {
    out.push(
      await renderDrawing(
        {
          sheet: 'A1',
          enterpriseName: '华筑建筑设计研究院有限公司',
          projectName: '滨江新城综合体',
          drawingName: n % 2 ? '一层平面图' : '总平面图',
          number: `建施-${String(n).padStart(2, '0')}`,
          scale: '1:100',
          date: '2026-11-22',
          specialty: '建筑',
          signers: SIGNER_FIELDS.map((field, index) => ({ label: field.label, name: NAMES[index] ?? '' })),
        },
        font,
      ),
    );
  }
  return out;
}

export const recognition: Benchmark = {
  id: 'recognition',
  title: 'Recognition of drawings (one worker, in process)',
  async run(): Promise<Row[]> {
    const sheets = await drawings();
    const templates = [template()];
    // Warm pdfjs up (module load, first parse) outside the timing.
    const first = recognisePage(await page(sheets, 0), templates);
    if (first.status !== RecognitionStatus.Success)
      throw new Error(`the demo drawing did not recognise: ${JSON.stringify(first)}`);

    let started = performance.now();
    for (let i = 0; i < PAGES; i++) {
      const result = recognisePage(await page(sheets, i), templates);
      if (result.status !== RecognitionStatus.Success) throw new Error(`page ${i} did not recognise`);
    }
    const recognisedSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    for (let i = 0; i < PAGES; i++) await page(sheets, i);
    const extractSeconds = (performance.now() - started) / 1000;

    const pagesPerSecond = PAGES / recognisedSeconds;
    return [
      measured({
        name: `Recognition, ${PAGES} A1 drawings, one worker`,
        figure: pagesPerSecond,
        unit: 'pages/s',
        alternative: 'pdfjs text extraction alone, same pages',
        alternativeFigure: PAGES / extractSeconds,
        target: atLeast(TARGET_PAGES_PER_SECOND, 'figure', '>= 33.3 pages/s (2000 in 60 s)'),
        note: `${recognisedSeconds.toFixed(1)} s for ${PAGES} pages; the server runs 2 workers and writes each result`,
      }),
    ];
  },
};
