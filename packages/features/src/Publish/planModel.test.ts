import { NameLimit, PublishPlanType } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { drawingsToAdd, PLAN_TYPES, planLaunchFiles, planNameError } from './planModel';

describe('planNameError', () => {
  it('accepts a name of the rule and up to the limit', () => {
    expect(planNameError('一期施工图发布')).toBeNull();
    expect(planNameError('图'.repeat(NameLimit.PublishPlan))).toBeNull();
  });
  it('refuses a blank name, a forbidden character and a name past the limit, with the rule’s message', () => {
    expect(planNameError('   ')).toEqual(expect.any(String));
    expect(planNameError('一期/二期')).toEqual(expect.stringContaining('/'));
    expect(planNameError('图'.repeat(NameLimit.PublishPlan + 1))).toEqual(
      expect.stringContaining(String(NameLimit.PublishPlan)),
    );
  });
});

describe('PLAN_TYPES', () => {
  it('offers both types the server knows', () => {
    expect(PLAN_TYPES).toEqual([PublishPlanType.Construction, PublishPlanType.Phase]);
  });
});

describe('planLaunchFiles', () => {
  it('launches each drawing at its current version and counts those without one', () => {
    const rows = [
      { id: 'p1', resId: 'r1', resName: 'A-101.pdf', recordId: 'v1' },
      { id: 'p2', resId: 'r2', resName: 'A-102.pdf', recordId: null },
      { id: 'p3', resId: 'r3', resName: 'A-103.pdf', recordId: 'v3' },
    ];
    expect(planLaunchFiles(rows)).toEqual({
      files: [
        { resId: 'r1', recordId: 'v1', resName: 'A-101.pdf' },
        { resId: 'r3', recordId: 'v3', resName: 'A-103.pdf' },
      ],
      withoutVersion: 1,
    });
    expect(planLaunchFiles([])).toEqual({ files: [], withoutVersion: 0 });
  });
});

describe('drawingsToAdd', () => {
  it('asks for the chosen files not yet in the plan, once each, in the order chosen', () => {
    expect(
      drawingsToAdd([{ resId: 'r3' }, { resId: 'r1' }, { resId: 'r3' }, { resId: 'r4' }], [{ resId: 'r1' }]),
    ).toEqual(['r3', 'r4']);
    expect(drawingsToAdd([{ resId: 'r1' }], [{ resId: 'r1' }])).toEqual([]);
  });
});
