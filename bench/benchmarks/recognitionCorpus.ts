// Recognition that is never silently wrong (issue 23): the generated corpus (recognition/corpus.ts: six title-block
// layouts × shifts, papers, units, fit-to-page, rotations, split and spaced text, several pages, scans, empty
// fields), each drawing judged against its truth. One row per class (layout × perturbation family): the figure is
// the share read correctly; the note gives correct / honestly refused / wrong. Target: 0 wrong in every class,
// and at least 95 % correct where the layout has a template.
import type { Benchmark, Row } from '../lib/types';
import { formatClasses, measureCorpus } from '../recognition/measure';

/** BENCH_CORPUS_PER_VARIANT: drawings per perturbation variant (default 2: 360 drawings). */
const PER_VARIANT = Number(process.env.BENCH_CORPUS_PER_VARIANT ?? 2);

export const recognitionCorpus: Benchmark = {
  id: 'recognitionCorpus',
  title: 'Recognition corpus: correct / refused / wrong per class',
  async run({ log }): Promise<Row[]> {
    const result = await measureCorpus({ perVariant: PER_VARIANT }, log);
    log(`\n${formatClasses(result.classes)}`);
    return result.classes.map((c): Row => {
      const share = (100 * c.correct) / c.total;
      const target = c.templated ? '0 wrong, >= 95 % correct' : '0 wrong';
      return {
        name: `Recognition corpus, ${c.className}`,
        figure: Number(share.toFixed(1)),
        unit: '% correct',
        alternative: null,
        alternativeFigure: null,
        ratio: null,
        target,
        meetsTarget: c.wrong === 0 && (!c.templated || share >= 95),
        note: `${c.correct} correct, ${c.refused} refused, ${c.wrong} wrong of ${c.total}${
          c.examples.length ? `; e.g. ${c.examples.join(' | ')}` : ''
        }`,
      };
    });
  },
};
