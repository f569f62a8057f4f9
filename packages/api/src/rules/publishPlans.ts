import { z } from 'zod';
import { PUBLISH_MAX_FILES } from './publish';
import { Refuse, type RuleRefusal } from './refusal';
import { NameLimit, resourceNameSchema } from './rules';

// ---------------------------------------------------------------------------------------------------------------
// Publish plans (发布计划; issue 30): a project's drawings gathered to be published together, launched as one
// publish approval. Texts are Atelier's: the specification names the calls and the name limit (256).
// ---------------------------------------------------------------------------------------------------------------

export const PublishPlanMessage = {
  PlanNameTaken: '发布计划名称已存在',
  PlanNotFound: '发布计划不存在或已删除',
  PlanTypeInvalid: '请选择计划类型',
  FilesRequired: '请选择要加入计划的图纸',
  /** A folder, or a file of another project, chosen for a plan. */
  NotADrawing: '只能把本项目的文件加入发布计划',
  TooManyFiles: `一个发布计划最多${PUBLISH_MAX_FILES}张图纸`,
} as const;

/** The plan types (Atelier's: the specification names `planType` only): publishing for construction or a phase. */
export const PublishPlanType = { Construction: 1, Phase: 2 } as const;
export type PublishPlanType = (typeof PublishPlanType)[keyof typeof PublishPlanType];

export const publishPlanTypeSchema = z
  .number({ error: PublishPlanMessage.PlanTypeInvalid })
  .int(PublishPlanMessage.PlanTypeInvalid)
  .refine((value) => (Object.values(PublishPlanType) as number[]).includes(value), PublishPlanMessage.PlanTypeInvalid);

/** A plan as the dialog and the server take it: the name rule (≤ 256), a type. */
export const publishPlanFields = {
  planName: resourceNameSchema(NameLimit.PublishPlan),
  planType: publishPlanTypeSchema,
};

/** A name taken by another plan of the project (the check and the save answer the same). */
export function planNameRefusal(taken: boolean): RuleRefusal | null {
  return taken ? Refuse.nameTaken(PublishPlanMessage.PlanNameTaken) : null;
}

/**
 * Adding drawings to a plan: each a file of the plan's project (not a folder, not deleted), and the plan not past
 * {@link PUBLISH_MAX_FILES} drawings.
 */
export function planResourcesRefusal(facts: { allFilesOfProject: boolean; countAfter: number }): RuleRefusal | null {
  if (!facts.allFilesOfProject) return Refuse.invalid(PublishPlanMessage.NotADrawing);
  if (facts.countAfter > PUBLISH_MAX_FILES) return Refuse.invalid(PublishPlanMessage.TooManyFiles);
  return null;
}
