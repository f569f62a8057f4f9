import { describe, expect, it } from 'vitest';
import { ResponseCode } from '../response/codes';
import { PUBLISH_MAX_FILES } from './publish';
import {
  PublishPlanMessage,
  PublishPlanType,
  planNameRefusal,
  planResourcesRefusal,
  publishPlanFields,
} from './publishPlans';

describe('publish plans', () => {
  it('refuse a name taken in the project as 40007, and nothing when free', () => {
    expect(planNameRefusal(true)).toEqual({ code: ResponseCode.Warning, message: PublishPlanMessage.PlanNameTaken });
    expect(planNameRefusal(false)).toBeNull();
  });

  it('take the known plan types only', () => {
    expect(publishPlanFields.planType.safeParse(PublishPlanType.Construction).success).toBe(true);
    expect(publishPlanFields.planType.safeParse(PublishPlanType.Phase).success).toBe(true);
    const other = publishPlanFields.planType.safeParse(9);
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.message).toBe(PublishPlanMessage.PlanTypeInvalid);
  });

  it('let files of the project join up to the limit', () => {
    expect(planResourcesRefusal({ allFilesOfProject: true, countAfter: PUBLISH_MAX_FILES })).toBeNull();
    expect(planResourcesRefusal({ allFilesOfProject: true, countAfter: PUBLISH_MAX_FILES + 1 })?.message).toBe(
      PublishPlanMessage.TooManyFiles,
    );
    expect(planResourcesRefusal({ allFilesOfProject: false, countAfter: 1 })?.message).toBe(
      PublishPlanMessage.NotADrawing,
    );
  });
});
