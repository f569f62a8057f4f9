import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { statisticsXlsx } from './statisticsXlsx';

describe('the publish statistics spreadsheet', () => {
  it('writes one sheet per table, with its header, rows and total, numbers as numbers', async () => {
    const blob = await statisticsXlsx(
      [
        {
          title: '按月统计',
          nameHeader: '月份',
          rows: [
            { name: '2026-01', count: 3, money: 30.1 },
            { name: '2026-02', count: 0, money: 0 },
          ],
        },
        {
          title: '按出版单位统计',
          nameHeader: '出版单位',
          rows: [
            { id: 'p1', name: '图文, "快印"', count: 2, money: 12.5 },
            { id: 'p2', name: '蓝图', count: 5, money: 0.2 },
          ],
        },
        { title: 'By rule [a/b]', nameHeader: 'Rule', rows: [] },
      ],
      { count: '张数', money: '金额（元）', total: '合计' },
    );
    const sheets = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(['按月统计', '按出版单位统计', 'By rule  a b ']);
    expect(sheets[0]?.data).toEqual([
      ['月份', '张数', '金额（元）'],
      ['2026-01', 3, 30.1],
      ['2026-02', 0, 0],
      ['合计', 3, 30.1],
    ]);
    expect(sheets[1]?.data).toEqual([
      ['出版单位', '张数', '金额（元）'],
      ['图文, "快印"', 2, 12.5],
      ['蓝图', 5, 0.2],
      ['合计', 7, 12.7],
    ]);
    expect(sheets[2]?.data).toEqual([
      ['Rule', '张数', '金额（元）'],
      ['合计', 0, 0],
    ]);
  });
});
