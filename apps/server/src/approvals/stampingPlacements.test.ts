import { CalcBoxKind } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { RegionKind } from '../db/schema';
import { besidePrintedText, configurationPositions, placementsOf, templatePositions } from './stampingPlacements';
import type { RegionRow, StampRow } from './stampingRepository';

const field = { x: 100, y: 50, width: 108, height: 25 };
const text = (x: number, width: number) => ({ text: '李婷', x, y: 55, width, height: 12 });
const region = (kind: RegionRow['kind'], position: number, rect: Partial<RegionRow>, dutyId: string | null = null) =>
  ({ templateId: 't', kind, position, label: null, dutyId, x: 0, y: 0, width: 10, height: 10, ...rect }) as RegionRow;
const stamp = (name: string) => ({ id: name, name, userId: name }) as StampRow;

describe('where a signature goes in a signer field without a signature cell', () => {
  it('takes the wider free stretch beside the printed name, a little away from it', () => {
    const rect = besidePrintedText(field, [text(110, 24)]);
    expect(rect).toEqual({ x: 137, y: 50, width: 71, height: 25 });
  });
  it('takes the left stretch when the name is printed on the right', () => {
    expect(besidePrintedText(field, [text(170, 24)])).toEqual({ x: 100, y: 50, width: 67, height: 25 });
  });
  it('takes the whole field when it is empty, or when no stretch is as wide as the field is high', () => {
    expect(besidePrintedText(field, [])).toEqual(field);
    expect(besidePrintedText(field, [text(400, 20)])).toEqual(field);
    expect(besidePrintedText(field, [text(115, 80)])).toEqual(field);
  });
});

describe('the placements of a drawing', () => {
  const regions = [
    region(RegionKind.Stamp, 1, { x: 60 }),
    region(RegionKind.Stamp, 0, { x: 40 }),
    region(RegionKind.Output, 0, { x: 80 }),
    region(RegionKind.Custom, 0, { x: 100 }),
    region(RegionKind.Signer, 0, { x: 120, width: 40 }, 'design'),
    region(RegionKind.Signature, 0, { x: 170 }, 'design'),
    region(RegionKind.Signer, 1, { x: 200, width: 40 }, 'proofread'),
  ];

  it('puts each stamp at its template position, in order, at the unit factor; the output stamp last', async () => {
    const placements = await placementsOf(
      templatePositions(regions, 0.5),
      {
        registration: [stamp('注册章甲'), stamp('注册章乙'), stamp('注册章丙')],
        signers: [
          { dutyId: 'design', stamp: stamp('李婷') },
          { dutyId: 'proofread', stamp: stamp('周晓燕') },
          { dutyId: 'examine', stamp: stamp('吴磊') },
        ],
        fileSignatures: [],
        custom: [stamp('技术质量部章'), stamp('图纸审查专用章')],
        output: stamp('出图章'),
      },
      async () => [],
    );
    expect(placements.map((p) => [p.role, p.stamp.name, p.rect.x])).toEqual([
      ['registration', '注册章甲', 20],
      ['registration', '注册章乙', 30],
      ['signature', '李婷', 85],
      // No signature cell for 校对: its signer field (empty of text here).
      ['signature', '周晓燕', 100],
      ['custom', '技术质量部章', 50],
      ['output', '出图章', 40],
    ]);
  });

  it('uses a configuration’s boxes: the file’s chosen signatures in the signature boxes in order', async () => {
    const box = (kind: CalcBoxKind, index: number, x: number) => ({ kind, index, x, y: 0, width: 20, height: 20 });
    const positions = configurationPositions({
      version: 1,
      page: { width: 500, height: 400 },
      boxes: [
        box(CalcBoxKind.Signature, 1, 300),
        box(CalcBoxKind.Signature, 0, 200),
        box(CalcBoxKind.Registration, 0, 10),
        box(CalcBoxKind.Output, 0, 400),
      ],
    });
    const placements = await placementsOf(
      positions,
      {
        registration: [stamp('注册章甲')],
        signers: [{ dutyId: 'design', stamp: stamp('李婷') }],
        fileSignatures: [stamp('吴磊'), stamp('刘洋'), stamp('多余')],
        custom: [stamp('技术质量部章')],
        output: stamp('出图章'),
      },
      async () => [],
    );
    expect(placements.map((p) => [p.role, p.stamp.name, p.rect.x])).toEqual([
      ['registration', '注册章甲', 10],
      ['signature', '吴磊', 200],
      ['signature', '刘洋', 300],
      ['output', '出图章', 400],
    ]);
  });
});
