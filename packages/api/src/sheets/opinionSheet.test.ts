import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { OpinionImportMessage, OpinionLibrary, planOpinionImport } from '../rules/opinionBank';
import { OpinionSheetError, opinionErrorSheet, opinionTemplate, readOpinionSheet } from './opinionSheet';

/** A sheet as a person fills it in, written by the library the product reads with. */
const sheet = (rows: (string | number | null)[][]) => writeXlsxFile(rows).toBlob();
const refusedFor = async (input: Promise<Blob>) => {
  const error = await readOpinionSheet(await input).catch((e: unknown) => e);
  return error instanceof OpinionSheetError ? error.reason : error;
};

describe('opinion sheets (templates, import, error file)', () => {
  it('reads its own templates back: two sample rows, each accepted', async () => {
    for (const library of [OpinionLibrary.Review, OpinionLibrary.General]) {
      const rows = await readOpinionSheet(await opinionTemplate(library));
      expect(rows.map((r) => r.row)).toEqual([2, 3]);
      expect(planOpinionImport(rows, []).accepted).toHaveLength(2);
    }
    const en = await readOpinionSheet(await opinionTemplate(OpinionLibrary.Review, 'en-US'));
    expect(planOpinionImport(en, []).accepted.map((a) => a.type)).toEqual([4, 2]);
  });

  it('sorts rows into accepted and refused, each refusal with its reason', async () => {
    const rows = await readOpinionSheet(
      await sheet([
        ['意见内容', '意见类型', '专业'],
        ['楼梯净宽不足', '强制性条文', '建筑'],
        ['', '一般', ''],
        [null, null, null],
        ['门窗表缺失', '严重', ''],
        ['楼梯净宽不足', '一般', ''],
        ['已有的意见', '一般', ''],
        ['x'.repeat(501), '一般', ''],
        ['卫生间未设地漏', 2, '给排水'],
        ['未写类型', '', ''],
      ]),
    );
    // The blank row (5) is skipped; row numbers are the sheet's.
    expect(rows.map((r) => r.row)).toEqual([2, 3, 5, 6, 7, 8, 9, 10]);
    const plan = planOpinionImport(rows, [' 已有的意见 ']);
    expect(plan.accepted).toEqual([
      { row: 2, comment: '楼梯净宽不足', type: 4, opinionSpecialty: '建筑' },
      { row: 9, comment: '卫生间未设地漏', type: 2, opinionSpecialty: '给排水' },
    ]);
    expect(plan.refused.map((r) => [r.row, r.reason])).toEqual([
      [3, 'commentRequired'],
      [5, 'typeUnknown'],
      [6, 'duplicateInSheet'],
      [7, 'duplicate'],
      [8, 'commentTooLong'],
      [10, 'typeRequired'],
    ]);

    // The error file holds the refused rows as they were, with the row number and the reason, and reads back.
    const { readSheet } = await import('read-excel-file/universal');
    const errors = await readSheet(await opinionErrorSheet(plan.refused));
    expect(errors[0]).toEqual(['行号', '意见内容', '意见类型', '专业', '错误原因']);
    expect(errors[2]).toEqual([5, '门窗表缺失', '严重', null, OpinionImportMessage['zh-CN'].typeUnknown]);
    expect(errors).toHaveLength(7);
  });

  it('refuses a bank past its room row by row, and whole sheets that are no xlsx, of other columns or empty', async () => {
    const rows = [1, 2, 3].map((n) => ({ row: n + 1, comment: `意见${n}`, type: '一般', specialty: '' }));
    expect(planOpinionImport(rows, [], 2).refused.map((r) => r.reason)).toEqual(['bankFull']);

    expect(await refusedFor(Promise.resolve(new Blob(['意见内容,意见类型\n'])))).toBe('notSpreadsheet');
    expect(
      await refusedFor(
        sheet([
          ['内容', '类型', '专业'],
          ['a', '一般', ''],
        ]),
      ),
    ).toBe('wrongColumns');
    expect(await refusedFor(sheet([['意见内容', '意见类型', '专业']]))).toBe('empty');
    const many = Array.from({ length: 1001 }, (_, i) => [`意见${i}`, '一般', '']);
    expect(await refusedFor(sheet([['Opinion', 'Type', 'Specialty'], ...many]))).toBe('tooManyRows');
  });
});
