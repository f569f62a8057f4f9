import { describe, expect, it } from 'vitest';
import {
  type FrameRegionInput,
  FrameRegionKind,
  FrameTemplateMessage,
  frameRegionsRefusal,
  frameTemplateEnableRefusal,
  frameTemplateNameSchema,
  mmToPoints,
  PDF_POINTS_PER_MM,
  paperSizeOf,
  pointsToMm,
  positionCounts,
  positionRegions,
  positionsInUseRefusal,
} from './frameTemplates';
import { RefusalCode } from './refusal';

const A1 = { width: mmToPoints(841), height: mmToPoints(594) };
const rect = (x: number, y: number, w = 20, h = 10) => ({ x, y, width: w, height: h });

describe('frame template rules', () => {
  it('converts with the spec factor', () => {
    expect(PDF_POINTS_PER_MM).toBe(2.8349293638);
    expect(pointsToMm(mmToPoints(841))).toBe(841);
    expect(pointsToMm(28.349293638)).toBe(10);
  });

  it('names the paper of any A size, lengthened or not, in both orientations', () => {
    expect(paperSizeOf(A1.width, A1.height)).toEqual({ name: 'A1', lengthened: false, orientation: 'landscape' });
    expect(paperSizeOf(mmToPoints(297), mmToPoints(420))).toEqual({
      name: 'A3',
      lengthened: false,
      orientation: 'portrait',
    });
    expect(paperSizeOf(mmToPoints(1051), mmToPoints(594))).toMatchObject({ name: 'A1', lengthened: true });
    expect(paperSizeOf(mmToPoints(1189), mmToPoints(841))).toMatchObject({ name: 'A0', lengthened: false });
    expect(paperSizeOf(mmToPoints(210), mmToPoints(297))).toMatchObject({ name: 'A4', orientation: 'portrait' });
    expect(paperSizeOf(mmToPoints(500), mmToPoints(500))).toBeNull();
  });

  it('requires a name of at most 30 characters', () => {
    expect(frameTemplateNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(FrameTemplateMessage.NameRequired);
    expect(frameTemplateNameSchema.safeParse('图'.repeat(31)).error?.issues[0]?.message).toBe(
      FrameTemplateMessage.NameTooLong,
    );
    expect(frameTemplateNameSchema.parse(' A1 图框 ')).toBe('A1 图框');
  });

  it('accepts a complete template and refuses each broken region with its message', () => {
    const good: FrameRegionInput[] = [
      { kind: FrameRegionKind.Title, ...rect(1800, 1300, 500, 300) },
      { kind: FrameRegionKind.Anchor, label: '设计', ...rect(1810, 1500) },
      { kind: FrameRegionKind.Signer, dutyId: 'd1', ...rect(1840, 1500) },
      { kind: FrameRegionKind.Signature, dutyId: 'd1', ...rect(1870, 1500) },
      { kind: FrameRegionKind.Info, label: '图号', ...rect(1810, 1400) },
      { kind: FrameRegionKind.Stamp, ...rect(1800, 1100, 120, 80) },
      { kind: FrameRegionKind.Output, ...rect(1600, 1300, 160, 110) },
      { kind: FrameRegionKind.Custom, ...rect(1600, 1450, 80, 80) },
    ];
    expect(frameRegionsRefusal(good, A1)).toBeNull();
    const refusal = (regions: typeof good, options = {}) => frameRegionsRefusal(regions, A1, options)?.message;
    expect(refusal([{ kind: FrameRegionKind.Stamp, ...rect(A1.width - 10, 10) }])).toBe(
      FrameTemplateMessage.OutsidePage('注册章位置'),
    );
    expect(refusal([{ kind: FrameRegionKind.Anchor, label: '审核', ...rect(-30, 10) }])).toBe(
      FrameTemplateMessage.OutsidePage('锚点“审核”'),
    );
    expect(refusal([{ kind: FrameRegionKind.Output, ...rect(10, 10, 1, 10) }])).toBe(
      FrameTemplateMessage.TooSmall('出图章位置'),
    );
    expect(refusal([{ kind: FrameRegionKind.Anchor, label: ' ', ...rect(10, 10) }])).toBe(
      FrameTemplateMessage.AnchorLabelRequired,
    );
    expect(refusal([{ kind: FrameRegionKind.Signer, ...rect(10, 10) }])).toBe(FrameTemplateMessage.SignerDutyRequired);
    const twice = [good[2], { ...good[2], x: 10 }] as typeof good;
    expect(refusal(twice)).toBe(FrameTemplateMessage.SignerDutyDuplicated);
    expect(refusal([{ kind: FrameRegionKind.Signature, dutyId: 'd9', ...rect(10, 10) }])).toBe(
      FrameTemplateMessage.SignatureWithoutSigner,
    );
    const stamps = [1, 2, 3].map((i) => ({ kind: FrameRegionKind.Stamp, ...rect(i * 100, 10) }));
    expect(refusal(stamps)).toBe(FrameTemplateMessage.TooManyStamps);
    expect(refusal([good[6], good[6]] as typeof good)).toBe(FrameTemplateMessage.TooManyOutputs);
    expect(refusal([good[4], good[4]] as typeof good)).toBe(FrameTemplateMessage.InfoLabelDuplicated('图号'));
    expect(refusal(good, { knownDuty: () => false })).toBe(FrameTemplateMessage.DutyUnknown);
    expect(frameRegionsRefusal(stamps, A1)?.code).toBe(RefusalCode.Invalid);
  });

  it('enables a template only with an anchor and a signer field', () => {
    expect(frameTemplateEnableRefusal([])?.message).toBe(FrameTemplateMessage.NeedsAnchor);
    expect(frameTemplateEnableRefusal([{ kind: FrameRegionKind.Anchor }])?.message).toBe(
      FrameTemplateMessage.NeedsSigner,
    );
    expect(frameTemplateEnableRefusal([{ kind: FrameRegionKind.Anchor }, { kind: FrameRegionKind.Signer }])).toBeNull();
  });

  it('numbers each kind in order, a signature cell at its signer, and counts the positions in use', () => {
    const placed = positionRegions([
      { kind: FrameRegionKind.Signer, dutyId: 'a', ...rect(0, 0) },
      { kind: FrameRegionKind.Signature, dutyId: 'b', ...rect(0, 0) },
      { kind: FrameRegionKind.Signer, dutyId: 'b', ...rect(0, 0) },
      { kind: FrameRegionKind.Stamp, ...rect(0, 0) },
    ]);
    expect(placed.map((r) => r.position)).toEqual([0, 1, 1, 0]);
    expect(positionCounts(placed)).toEqual({ curSignNum: 2, curStampNum: 1 });
    expect(positionsInUseRefusal({ curSignNum: 2, curStampNum: 2 }, { curSignNum: 2, curStampNum: 1 })?.message).toBe(
      FrameTemplateMessage.StampInUseTooMany,
    );
  });
});
