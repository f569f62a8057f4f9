import { describe, expect, it } from 'vitest';
import { reportFileName } from './download';

describe('reportFileName', () => {
  it('names the report after its type', () => {
    expect(reportFileName('识别异常文件', 'application/pdf')).toBe('识别异常文件.pdf');
    expect(reportFileName('r', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('r.xlsx');
    expect(reportFileName('r', 'text/csv; charset=utf-8')).toBe('r.csv');
    expect(reportFileName('r', 'text/plain')).toBe('r.txt');
    expect(reportFileName('r', '')).toBe('r');
  });
});
