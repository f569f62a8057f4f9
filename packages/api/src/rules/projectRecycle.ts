import { Refuse, type RuleRefusal } from './refusal';

/**
 * Deleted projects (issue 25; 001 sections 4.7 and 6): delPro puts a project in the project recycle bin, kept 30
 * days ("days left = 30 minus days since" its deletion: `recycleDaysLeft` of rules/files.ts, the same count as
 * the file recycle bins'); its creator (or the enterprise administrator) restores it
 * or deletes it for good before then. The paths are not shown: designed beside delPro. Atelier's texts.
 */

export const ProjectRecycleMessage = {
  NotFound: '回收站中没有该项目',
  OnlyCreator: '只有项目创建者或企业管理员可以恢复或彻底删除项目',
  purgeQuestion: (name: string) => `彻底删除后项目“${name}”及其文件将无法恢复，确定删除吗？`,
  restoreQuestion: (name: string) => `确定恢复项目“${name}”吗？`,
} as const;

/** Restoring or purging: a project in the bin, its 30 days not over, by its creator or the administrator. */
export function recycleActionRefusal(facts: {
  inRecycle: boolean;
  daysLeft: number;
  isCreator: boolean;
  isAdmin: boolean;
}): RuleRefusal | null {
  if (!facts.inRecycle || facts.daysLeft <= 0) return Refuse.invalid(ProjectRecycleMessage.NotFound);
  if (!facts.isCreator && !facts.isAdmin) return Refuse.denied(ProjectRecycleMessage.OnlyCreator);
  return null;
}
