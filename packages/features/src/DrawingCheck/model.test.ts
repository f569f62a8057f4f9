import type { CheckedFile, DrawingCheckResult } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { afterCheck, applyCorrection, CheckListKind, errorLists, hasErrors, sameSignerFiles } from './model';

const file = (resId: string, reasons: { dutyId?: string; realname?: string | null; text?: string }[]): CheckedFile => ({
  resId,
  recordId: `rec-${resId}`,
  resName: `${resId}.pdf`,
  isFolder: false,
  fileExt: 'pdf',
  pathName: '/结构',
  parentId: 'f-struct',
  errorReason: reasons.map((r) => ({
    errorReason: r.text ?? `${r.dutyId}：${r.realname ?? '未识别到签字人'}`,
    dutyId: r.dutyId ?? null,
    dutyName: r.dutyId ?? null,
    realname: r.realname ?? null,
  })),
});

const result = (parts: Partial<Record<CheckListKind, CheckedFile[]>>): DrawingCheckResult => ({
  hasError: true,
  ocrCheckResult: { fileList: parts.ocrCheckResult ?? [] },
  settingCheckResult: { fileList: parts.settingCheckResult ?? [] },
  sizeUnitCheckResult: { fileList: parts.sizeUnitCheckResult ?? [] },
  downLoadURL: 'report-1',
});

describe('drawing check model', () => {
  it('lists only the lists that have drawings, in the dialog order', () => {
    const r = result({
      sizeUnitCheckResult: [file('u', [{ text: '图纸单位不是毫米' }])],
      ocrCheckResult: [file('o', [{ text: '图签缺少打印信息：图号' }])],
    });
    expect(errorLists(r).map((l) => l.kind)).toEqual([CheckListKind.TitleBlock, CheckListKind.Unit]);
    expect(hasErrors(r)).toBe(true);
    expect(hasErrors(result({}))).toBe(false);
  });

  it('goes on at once when nothing is wrong, and shows the result otherwise', () => {
    expect(afterCheck({ ...result({}), hasError: false })).toEqual({ phase: { kind: 'idle' }, outcome: 'continue' });
    const r = result({ settingCheckResult: [file('a', [{ dutyId: 'examine' }])] });
    expect(afterCheck(r)).toEqual({ phase: { kind: 'result', result: r } });
  });

  it('removes the corrected duty from the corrected drawings only, keeping the rest', () => {
    const r = result({
      ocrCheckResult: [file('o', [{ text: '图签缺少打印信息：图号' }])],
      settingCheckResult: [
        file('a', [{ dutyId: 'examine' }, { dutyId: 'authorize', realname: '孙浩' }]),
        file('b', [{ dutyId: 'examine' }]),
        file('c', [{ dutyId: 'examine' }]),
      ],
    });
    const next = applyCorrection(r, { resIds: ['a', 'b'], dutyId: 'examine', realname: '吴磊' });
    expect(next.settingCheckResult.fileList.map((f) => [f.resId, f.errorReason.map((x) => x.dutyId)])).toEqual([
      ['a', ['authorize']],
      ['c', ['examine']],
    ]);
    expect(next.ocrCheckResult).toBe(r.ocrCheckResult);
    expect(next.hasError).toBe(true);
    const clean = applyCorrection(result({ settingCheckResult: [file('b', [{ dutyId: 'examine' }])] }), {
      resIds: ['b'],
      dutyId: 'examine',
      realname: '吴磊',
    });
    expect(clean.hasError).toBe(false);
  });

  it('offers the drawings recognised the same way, the clicked one first', () => {
    const r = result({
      settingCheckResult: [
        file('a', [{ dutyId: 'examine', realname: '孙浩' }]),
        file('b', [{ dutyId: 'examine', realname: '孙浩' }]),
        file('c', [{ dutyId: 'examine', realname: null }]),
        file('d', [{ dutyId: 'authorize', realname: '孙浩' }]),
      ],
    });
    expect(sameSignerFiles(r, { resId: 'b', dutyId: 'examine', realname: '孙浩' }).map((f) => f.resId)).toEqual([
      'b',
      'a',
    ]);
    expect(sameSignerFiles(r, { resId: 'c', dutyId: 'examine', realname: null }).map((f) => f.resId)).toEqual(['c']);
  });
});
