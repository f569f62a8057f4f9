import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RECOGNITION_WHY_OCR_EMPTY, RecognitionStatus } from '@atelier/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { MM, SHEET_MM } from '../seed/drawing';
import { OCR_ANCHOR_SHARE } from './document';
import { detectTesseract, OCR_DPI, parseTesseractTsv } from './ocr';
import { type FrameTemplate, recognisePage } from './recognise';

/**
 * A recorded sample: `tesseract page.png page -l chi_sim --psm 11 tsv` (Tesseract 5.3.0, Debian's chi_sim) on the
 * corpus's scan of a seed A2 drawing (bench/recognition/corpus.ts, rendered by pdftoppm at 150 dpi, gray). Its
 * truth: 设计 王海涛, 校对 吴磊, 审核 李婷, 审定 何静, 专业负责人 赵雪梅, 项目负责人 郑丽华, 北立面图, 建施-03.
 */
const SAMPLE = path.join(import.meta.dirname, 'fixtures', 'seed-a2-scan.tsv');

/**
 * The frame template of the seed's A2 title block as it was when the sample was recorded (before the title block
 * gained its signature cells and stamp area): the template the recorded words belong to.
 */
const RECORDED_TEMPLATE = path.join(import.meta.dirname, 'fixtures', 'seed-a2-scan.template.json');
const a2 = (): FrameTemplate => recordedTemplate;
let recordedTemplate: FrameTemplate;
beforeAll(async () => {
  recordedTemplate = JSON.parse(await readFile(RECORDED_TEMPLATE, 'utf8')) as FrameTemplate;
});

describe('parseTesseractTsv', () => {
  it('keeps the words (level 5) with text, in page points, with their confidence', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t3508\t2481\t-1\t',
      '4\t1\t1\t1\t1\t0\t2414\t2071\t73\t17\t-1\t',
      '5\t1\t1\t1\t1\t1\t2414\t2071\t36\t17\t96.578064\t设计',
      '5\t1\t1\t1\t1\t2\t2989\t2328\t19\t35\t0.000000\t磊',
      '5\t1\t1\t1\t1\t3\t10\t10\t5\t5\t95\t ',
      'garbage',
    ].join('\n');
    const boxes = parseTesseractTsv(tsv, 150);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.text).toBe('设计');
    expect(boxes[0]?.x).toBeCloseTo((2414 * 72) / 150, 6);
    expect(boxes[0]?.height).toBeCloseTo((17 * 72) / 150, 6);
    expect(boxes[0]?.confidence).toBeCloseTo(0.96578, 4);
    expect(boxes[1]?.confidence).toBe(0);
    expect(parseTesseractTsv('no header\n1\t2', 150)).toEqual([]);
  });

  it('reads the recorded scan of a seed A2 drawing: the title block placed, and no name guessed', async () => {
    const items = parseTesseractTsv(await readFile(SAMPLE, 'utf8'), OCR_DPI);
    const page = { width: SHEET_MM.A2.width * MM, height: SHEET_MM.A2.height * MM, pageCount: 1, items };
    const outcome = recognisePage(page, [a2()], { anchorShare: OCR_ANCHOR_SHARE });
    // Tesseract read 磊 at 0 % and 婷 at 6 %: 校对 and 审核 cannot be trusted, so the file is not 识别成功.
    expect(outcome.status).toBe(RecognitionStatus.Failed);
    expect('reason' in outcome && outcome.reason).toContain('「校对」');
    expect('reason' in outcome && outcome.reason).toContain('OCR');
    expect('anchorsFound' in outcome && outcome.anchorsFound).toBeGreaterThanOrEqual(12);
  });

  it('reads every field where OCR was sure, and refuses a field left empty on a scan (OCR may have missed it)', async () => {
    // The same words as if Tesseract had been sure of each.
    const items = parseTesseractTsv(await readFile(SAMPLE, 'utf8'), OCR_DPI).map((item) => ({
      ...item,
      confidence: 0.95,
    }));
    const page = { width: SHEET_MM.A2.width * MM, height: SHEET_MM.A2.height * MM, pageCount: 1, items };
    const outcome = recognisePage(page, [a2()], { anchorShare: OCR_ANCHOR_SHARE });
    if (outcome.status !== RecognitionStatus.Success) throw new Error(JSON.stringify(outcome));
    expect(outcome.signers.map((s) => s.name)).toEqual(['王海涛', '吴磊', '李婷', '何静', '赵雪梅', '郑丽华']);
    expect(outcome.printedInfo).toEqual([
      { label: '图名', value: '北立面图' },
      { label: '图号', value: '建施-03' },
    ]);
    const missed = { ...page, items: items.filter((item) => !['郑', '丽华'].includes(item.text)) };
    const refused = recognisePage(missed, [a2()], { anchorShare: OCR_ANCHOR_SHARE });
    expect(refused.status).toBe(RecognitionStatus.Failed);
    expect('reason' in refused && refused.reason).toContain(
      `「项目负责人」无法可靠识别（${RECOGNITION_WHY_OCR_EMPTY}）`,
    );
  });

  it('finds Tesseract with chi_sim when it is installed (else null)', async () => {
    const ocr = await detectTesseract();
    expect(ocr === null || ocr.name === 'tesseract chi_sim').toBe(true);
  });
});
