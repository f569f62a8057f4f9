import { TEMPLATE_NAME_TAKEN } from './messages';
import { Refuse, type RuleRefusal } from './refusal';

/** Flow templates' refusals beyond the form's (Atelier's texts). */
export const FlowTemplateMessage = {
  NotFound: '流程模板不存在',
  DefaultNotFound: '默认模板不存在',
  OnlyOwnerEdits: '只能编辑自己创建的流程模板',
  OnlyOwnerDeletes: '只能删除自己创建的流程模板',
  /** A node naming someone who is not a member of the project. */
  NodePeopleNotMembers: '节点中的人员不是该项目的成员',
} as const;

/** The name of a project's default template of a specialty (001 section 4.4.2). */
export const DEFAULT_TEMPLATE_NAME = '默认流程';

/** A template's name is unique among the project's own templates (default templates aside). */
export function templateNameRefusal(facts: { nameTaken: boolean }): RuleRefusal | null {
  return facts.nameTaken ? Refuse.nameTaken(TEMPLATE_NAME_TAKEN) : null;
}

/** Only the person who made a template edits or deletes it. */
export function templateOwnerRefusal(
  template: { ownerId: string },
  userId: string,
  action: 'edit' | 'delete',
): RuleRefusal | null {
  if (template.ownerId === userId) return null;
  return Refuse.denied(action === 'edit' ? FlowTemplateMessage.OnlyOwnerEdits : FlowTemplateMessage.OnlyOwnerDeletes);
}
