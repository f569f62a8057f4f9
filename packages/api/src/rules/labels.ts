import { z } from 'zod';
import { LabelColor } from '../entities/constants';
import { Refuse, type RuleRefusal } from './refusal';
import { nameSchema, RESOURCE_NAME_MESSAGES } from './rules';

/**
 * Project labels (issue 25; 001 sections 3.3 and 7.4: /label/getLabelList, addLabel, updateLabel; a label's
 * enterpriseId, name, type and one of six colours). The specification shows the calls and the fields only; what
 * follows is Atelier's, a native product's Chinese:
 * - A label is a person's own, in one enterprise: it sorts *their* project list (like a mail client's labels), so
 *   putting one on a project changes nothing another member sees and needs no project role beyond membership.
 * - The name: the name rule, trimmed, 1-10 characters, unique per person ignoring case; at most 99 labels (the
 *   list's page size, 001 section 9); at most 5 labels on one project (the panel's card stays one line).
 */
export const LabelLimit = {
  NameMax: 10,
  PerPerson: 99,
  PerProject: 5,
} as const;

export const LabelMessage = {
  NameRequired: '请输入标签名称',
  NameTooLong: `标签名称不能超过${LabelLimit.NameMax}个字`,
  NameTaken: '已有同名标签',
  ColorRequired: '请选择标签颜色',
  TooMany: `最多创建${LabelLimit.PerPerson}个标签`,
  NotFound: '标签不存在',
  TooManyOnProject: `一个项目最多添加${LabelLimit.PerProject}个标签`,
  deleteQuestion: (name: string) => `确定删除标签“${name}”吗？已添加该标签的项目将移除它。`,
} as const;

export const labelNameSchema = nameSchema({
  messages: { ...RESOURCE_NAME_MESSAGES, required: LabelMessage.NameRequired, tooLong: LabelMessage.NameTooLong },
  maxLength: LabelLimit.NameMax,
  trim: true,
});

export const labelColorSchema = z.enum(LabelColor, { error: LabelMessage.ColorRequired });

/** The colours in the order the picker offers them. */
export const LABEL_COLORS: readonly LabelColor[] = Object.values(LabelColor);

/** Whether two label names are the same name (ignoring case and surrounding spaces). */
export const sameLabelName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new label against the person's others: the name free, fewer than 99 already. */
export function newLabelRefusal(facts: { nameTaken: boolean; count: number }): RuleRefusal | null {
  if (facts.count >= LabelLimit.PerPerson) return Refuse.invalid(LabelMessage.TooMany);
  return labelNameRefusal(facts);
}

/** A label's (new) name against the person's other labels. */
export function labelNameRefusal(facts: { nameTaken: boolean }): RuleRefusal | null {
  return facts.nameTaken ? Refuse.nameTaken(LabelMessage.NameTaken) : null;
}

/** A label the caller names must be one of their own in the enterprise. */
export function labelFoundRefusal(label: unknown): RuleRefusal | null {
  return label ? null : Refuse.invalid(LabelMessage.NotFound);
}

/** The labels put on a project: each the caller's own, at most 5. */
export function projectLabelsRefusal(
  labelIds: readonly string[],
  ownLabelIds: ReadonlySet<string>,
): RuleRefusal | null {
  if (labelIds.some((id) => !ownLabelIds.has(id))) return Refuse.invalid(LabelMessage.NotFound);
  if (new Set(labelIds).size > LabelLimit.PerProject) return Refuse.invalid(LabelMessage.TooManyOnProject);
  return null;
}
