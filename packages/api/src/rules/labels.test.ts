import { describe, expect, it } from 'vitest';
import { LabelColor } from '../entities/constants';
import {
  LABEL_COLORS,
  LabelLimit,
  LabelMessage,
  labelColorSchema,
  labelNameSchema,
  newLabelRefusal,
  projectLabelsRefusal,
  sameLabelName,
} from './labels';
import { RefusalCode } from './refusal';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('label rules', () => {
  it('offers exactly six named colours and refuses any other value with its message', () => {
    expect(LABEL_COLORS).toEqual(['blue', 'green', 'orange', 'red', 'purple', 'cyan']);
    expect(labelColorSchema.safeParse(LabelColor.Purple).success).toBe(true);
    expect(messageOf(labelColorSchema.safeParse('yellow'))).toBe(LabelMessage.ColorRequired);
  });

  it('trims the name and keeps it 1-10 characters', () => {
    expect(labelNameSchema.parse('  重点  ')).toBe('重点');
    expect(labelNameSchema.parse('十个字的标签名称正好')).toHaveLength(LabelLimit.NameMax);
    expect(messageOf(labelNameSchema.safeParse('十一个字的标签名称超了'))).toBe(LabelMessage.NameTooLong);
    expect(messageOf(labelNameSchema.safeParse(''))).toBe(LabelMessage.NameRequired);
  });

  it('compares names ignoring case and spaces; refuses a taken name and the hundredth label', () => {
    expect(sameLabelName(' Bid', 'bid ')).toBe(true);
    expect(newLabelRefusal({ nameTaken: false, count: LabelLimit.PerPerson - 1 })).toBeNull();
    expect(newLabelRefusal({ nameTaken: true, count: 0 })).toEqual({
      code: RefusalCode.NameTaken,
      message: LabelMessage.NameTaken,
    });
    expect(newLabelRefusal({ nameTaken: false, count: LabelLimit.PerPerson })?.message).toBe(LabelMessage.TooMany);
  });

  it('puts only own labels on a project, at most five', () => {
    const own = new Set(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(projectLabelsRefusal(['a', 'b'], own)).toBeNull();
    expect(projectLabelsRefusal([], own)).toBeNull();
    expect(projectLabelsRefusal(['a', 'x'], own)?.message).toBe(LabelMessage.NotFound);
    expect(projectLabelsRefusal(['a', 'b', 'c', 'd', 'e', 'f'], own)?.message).toBe(LabelMessage.TooManyOnProject);
  });
});
